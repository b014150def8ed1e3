"""A denial or a stop of ANOTHER thing denies nothing of the claim's thing: "Yes, naproxen, 500 mg twice a day. I
stopped taking ibuprofen last month." read as a later denial of taking naproxen CONTRADICTED the true "The patient
is taking naproxen." (the window pieced "naproxen" from one sentence and "stopped taking" from the next, and what
the source says last decided), while the extractor stored that very fact. proof/denied_thing.py."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

PAIN = (
    "Doctor: Are you taking anything for the pain?\n"
    "Patient: Yes, naproxen, 500 mg twice a day. I stopped taking ibuprofen last month.\n"
)
ALLERGY = "Nurse: Any allergies?\nPatient: Penicillin. I am not allergic to latex.\n"
HELP = "Doctor: What do you use for the headaches?\nPatient: Naproxen. Ibuprofen does not help at all.\n"


@pytest.mark.parametrize(
    ("claim", "source", "denied"),
    [
        ("The patient is taking naproxen.", PAIN, "The patient is taking ibuprofen."),
        ("The patient is allergic to penicillin.", ALLERGY, "The patient is allergic to latex."),
    ],
)
def test_a_later_denial_of_another_thing_leaves_the_claim_verified(claim: str, source: str, denied: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED
    assert prove(denied, source, roles=False).status is Status.CONTRADICTED  # the other thing is still denied


def test_a_denial_of_another_thing_never_bears_out_a_denial_of_the_claims() -> None:
    assert prove("The patient is not allergic to penicillin.", ALLERGY, roles=False).status is not Status.VERIFIED
    assert prove("Naproxen does not help the patient.", HELP, roles=False).status is not Status.VERIFIED
    assert prove("Ibuprofen helps the patient.", HELP, roles=False).status is Status.CONTRADICTED


def test_a_stop_of_the_claims_own_thing_still_contradicts() -> None:
    assert prove("The patient is taking naproxen.", PAIN, roles=False).status is Status.VERIFIED
    for source in (
        "Patient: Yes, naproxen. I stopped taking it last month.\n",
        "Patient: I had naproxen for a while. I stopped taking the naproxen.\n",
    ):
        assert prove("The patient is taking naproxen.", source, roles=False).status is Status.CONTRADICTED
