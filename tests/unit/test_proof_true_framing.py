"""Issue #12, true statements refused: a claim that reports advice or leave through a verb of saying ("the doctor
told the patient he can stop the aspirin", "says the patient should rest", "tells Tom not to skip breakfast",
"asks everyone attending in person to sign the sheet") reports a request, and is borne out by the request itself,
as "the doctor wants the patient to ..." is. Stated as a plain fact ("the patient has stopped the aspirin") it is
still not verified. Hand-written examples, none copied from the evaluation data.
"""

from __future__ import annotations

import pytest

from factlayer.proof.claim_parse import parse
from factlayer.proof.proof import Status, prove

VISIT = (
    "[doctor] your blood pressure looks good today .\n"
    "[patient] great .\n"
    "[doctor] you can stop the aspirin .\n"
    "[doctor] you should rest your ankle for a week and use a brace when you walk .\n"
)
CHAT = "Anna: I keep skipping breakfast lately.\nTom: Don't skip breakfast, it's important!\n"
MEETING = (
    "Chair: Thank you all.\n"
    "Chair: For everyone attending in person, we ask that you please sign the sheet at the door.\n"
)

REPORTED_REQUESTS = [
    (VISIT, "The doctor told the patient he can stop the aspirin."),
    (VISIT, "The doctor says the patient should rest his ankle for a week and use a brace."),
    (VISIT, "The doctor told the patient to rest his ankle for a week."),
    (CHAT, "Tom tells Anna not to skip breakfast."),
    (MEETING, "The Chair asks everyone attending in person to sign the sheet at the door."),
]


@pytest.mark.parametrize(("source", "claim"), REPORTED_REQUESTS)
def test_a_reported_request_is_borne_out_by_the_request(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


AS_FACTS = [
    (VISIT, "The patient has stopped the aspirin."),
    (VISIT, "The patient has been using a brace."),
    (CHAT, "Anna has stopped skipping breakfast."),
    (MEETING, "Everyone attending in person has signed the sheet at the door."),
]


@pytest.mark.parametrize(("source", "claim"), AS_FACTS)
def test_the_request_stated_as_done_is_still_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_reported_modal_is_no_question() -> None:
    source = "[patient] should i rest my ankle for a week ?\n[doctor] let's look at it first .\n"
    assert prove("The doctor says the patient should rest his ankle for a week.", source).status is not Status.VERIFIED


def test_a_reported_ability_is_still_denied_by_a_statement() -> None:
    source = "Anna: We can't design for something that hasn't been invented yet.\nTom: True.\n"
    assert prove("Anna says they can design for something that hasn't been invented yet.", source).status is not (
        Status.VERIFIED
    )


@pytest.mark.parametrize(
    ("claim", "modality"),
    [
        ("The doctor told the patient he can stop the aspirin.", "requested"),
        ("The doctor says the patient should rest.", "requested"),
        ("Tom tells Anna not to skip breakfast.", "requested"),
        ("The Chair asks everyone attending in person to sign the sheet.", "requested"),
        ("The patient said she has a cough.", "asserted"),  # no advice: a report of a fact
        ("The doctor said they might need to repeat the scan.", "hedged"),  # a hedge stays a hedge
        ("The doctor asked whether the patient can walk.", "asked"),  # a question stays a question
    ],
)
def test_modality_of_a_reported_claim(claim: str, modality: str) -> None:
    assert [p.modality for p in parse(claim).propositions] == [modality]
