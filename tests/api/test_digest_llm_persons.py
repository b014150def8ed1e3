"""A model's statement that says "I", "you" or "we", over real HTTP to the scripted model (``tests.llm_server``).

A small model copies turns as they were said. No such statement is stored as it stands: "I" is written as the
speaker of the turn the proof cites and "you" as that turn's addressee, by the offline extractor's rules
(``digest.llm_persons``); a statement whose persons cannot be told (a question's "you" copied in the asker's
voice, a meeting's "we", a turn nobody said) is kept as an ``ambiguous_subject`` rejection, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from factlayer.config import Settings
from factlayer.digest.llm_persons import in_person
from tests.api.test_digest_llm_http import digest_of, llm_settings, model
from tests.llm_server import Reply, scripted_llm

VISIT = (
    "Doctor: Good morning. Do you have diabetes?\n"
    "Patient: Yes, for ten years. I've had a headache since Monday.\n"
    "Doctor: Any fever?\n"
    "Patient: No.\n"
    "Doctor: Okay. We'll start you on metformin. You should stop the ibuprofen.\n"
)
MEETING = "Anna: I will send the budget on Friday.\nBen: We decided to move the launch to May.\nCarla: Sounds good.\n"


def proposing(statements: list[str]) -> Callable[[dict[str, Any]], Reply]:
    return model(lambda _: Reply.json({"facts": statements}), [])


async def run(
    make_settings: Callable[..., Settings], text: str, statements: list[str]
) -> tuple[set[str], dict[str, str]]:
    with scripted_llm(proposing(statements)) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url), text)
    return {f["fact_text"] for f in digest["facts"]}, {r["candidate_text"]: r["reason"] for r in rejections}


async def test_first_and_second_person_are_written_as_the_cited_speaker(make_settings: Callable[..., Settings]) -> None:
    stored, rejected = await run(
        make_settings,
        VISIT,
        [
            "I've had a headache since Monday.",
            "We'll start you on metformin.",
            "You should stop the ibuprofen.",
            "I don't have a fever.",  # the patient's "No." to "Any fever?"
            "You have diabetes.",  # the doctor's question copied in the doctor's voice: whose "you"?
            "I take ibuprofen four times a day.",  # no turn says it
        ],
    )
    assert not any(in_person(fact) for fact in stored)
    assert stored == {
        "The patient has had a headache since Monday.",
        "The doctor will start the patient on metformin.",
        "The doctor advises the patient to stop the ibuprofen.",
        "The patient does not have a fever.",
    }
    assert rejected["You have diabetes."] == "ambiguous_subject"
    assert rejected["I take ibuprofen four times a day."] == "ambiguous_subject"


async def test_a_meetings_we_is_the_speaker_among_others_and_a_named_speakers_i_is_their_name(
    make_settings: Callable[..., Settings],
) -> None:
    stored, rejected = await run(
        make_settings, MEETING, ["I will send the budget on Friday.", "We decided to move the launch to May."]
    )
    # "we" always holds its speaker, never the speaker alone (round 17: it was declined as ambiguous_subject)
    assert stored == {
        "Anna will send the budget on Friday.",
        "Ben was among those who decided to move the launch to May.",
    }
    assert "Ben decided to move the launch to May." not in stored
    assert "We decided to move the launch to May." not in rejected


async def test_a_copied_turn_and_its_third_person_form_are_one_fact(make_settings: Callable[..., Settings]) -> None:
    stored, _ = await run(
        make_settings, VISIT, ["I've had a headache since Monday.", "The patient has had a headache since Monday."]
    )
    assert stored == {"The patient has had a headache since Monday."}
