"""A model's statement that joins two claims, over real HTTP to the scripted model (``tests.llm_server``).

The digest refuses a compound statement as ``not_atomic`` (or refuses all of it when one part is not borne out), so
a small model's true parts were lost. It is now cut into one candidate per claim (``digest.llm_parts``), each proven
on its own; a later part whose subject points back ("it …") and the unfinished last part of a statement the model's
length bound cut off are left out, kept as rejections.
"""

from __future__ import annotations

from collections.abc import Callable

from factlayer.config import Settings
from factlayer.digest.llm_parts import claims_of
from factlayer.llm.chunk_prompt import TEXT_CHARS
from tests.api.test_digest_llm_persons import run

VISIT = (
    "Doctor: I will tell the front desk to book you in six months. I will revisit those scars then.\n"
    "Patient: Okay. I smoke and I drink coffee every day.\n"
)
CUT = "The doctor will revisit those scars and the patient drinks coffee every day and the front desk will call the pat"


async def test_a_compound_statement_is_cut_into_its_claims(make_settings: Callable[..., Settings]) -> None:
    stored, rejected = await run(
        make_settings,
        VISIT,
        [
            "The doctor will tell the front desk to book the patient in six months and the doctor will revisit "
            "those scars.",
            "The patient smokes and drinks coffee every day.",
            "The patient smokes and it is bad for the patient.",
        ],
    )
    assert stored == {
        "The doctor will tell the front desk to book the patient in six months.",
        "The doctor will revisit those scars.",
        "The patient smokes.",
        "The patient drinks coffee every day.",
    }
    assert rejected == {"it is bad for the patient": "ambiguous_subject"}


async def test_the_unfinished_part_of_a_cut_off_statement_is_left_out(make_settings: Callable[..., Settings]) -> None:
    cut = CUT + " " + "x" * (TEXT_CHARS - len(CUT) - 1)  # as long as the schema allows, no end: cut off
    stored, rejected = await run(make_settings, VISIT, [cut])
    assert stored == {"The doctor will revisit those scars.", "The patient drinks coffee every day."}
    assert list(rejected.values()) == ["ambiguous_subject"]


def test_a_statement_whose_first_part_frames_the_rest_is_not_cut() -> None:
    """A later part led by its verb would take the first part's subject out of its frame ("The doctor asked whether
    the patient smokes and drinks" is no "The doctor drinks"), and a condition would be lost ("If …, the doctor
    will order an MRI"): such statements stay whole (and are proven, or refused, whole)."""
    for statement in (
        "The doctor asked whether the patient smokes and drinks.",
        "The patient wants to quit smoking and start running.",
        "The patient should stop smoking and start exercising.",
        "If the pain gets worse, the patient will call and the doctor will order an MRI.",
    ):
        assert claims_of(statement).kept == [statement]
    assert claims_of("The patient smokes and drinks.").kept == ["The patient smokes.", "The patient drinks."]
