"""A wish someone holds for the speaker, said by the speaker (proof/wished_for.py): the claim that keeps the wish,
its wisher and whom it is for is borne out; the wisher's own wish, another wisher, the content as done, and a denied
wish read as granted are not."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_WIFE = "patient: my wife wants me to quit smoking."
_DAUGHTERS = "patient: my three grown daughters wanted me to move into assisted living."
_DENIED = "patient: my wife doesn't want me to quit smoking."


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_WIFE, "The patient's wife wants the patient to quit smoking."),
        (_WIFE, "The patient's wife wants him to quit smoking."),
        (_DAUGHTERS, "The patient's daughters wanted the patient to move into assisted living."),
        ("patient: my son would like me to see a cardiologist.",
         "The patient's son wants the patient to see a cardiologist."),
        ("patient: my wife doesn't want me to drive at night.",
         "The patient's wife does not want the patient to drive at night."),
    ],
)  # fmt: skip
def test_a_wish_for_the_speaker_kept_as_a_wish_is_borne_out(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_WIFE, "The patient's wife wants to quit smoking."),  # the wisher's own wish
        (_WIFE, "The patient's mother wants the patient to quit smoking."),  # another wisher
        (_WIFE, "The patient wants his wife to quit smoking."),  # the roles turned round
        (_WIFE, "The patient quit smoking."),  # the content as done
        (_DAUGHTERS, "The patient's daughters wanted to move into assisted living."),
        (_DAUGHTERS, "The patient's sons wanted the patient to move into assisted living."),
        (_DENIED, "The patient's wife wants the patient to quit smoking."),  # a denied wish read as granted
        ("patient: my son would like me to see a cardiologist.", "The patient's son wants to see a cardiologist."),
        ("patient: my wife would like me to quit smoking.", "The patient's wife wants to quit smoking."),
        # the wish not the statement's own: passed on, guessed, thought by another; a past wish for a present one
        ("Patient: My neighbor told me my son wants me to retire.", "The patient's son wants the patient to retire."),
        ("Patient: I guess my son wants me to retire.", "The patient's son wants the patient to retire."),
        ("Patient: My wife thinks my son wants me to retire.", "The patient's son wants the patient to retire."),
        ("Patient: My wife wanted me to quit smoking years ago, now she doesn't care.",
         "The patient's wife wants the patient to quit smoking."),
        ("patient: my wife doesn't want me to drive at night.",
         "The patient's wife wants the patient to drive at night."),
    ],
)  # fmt: skip
def test_a_wish_for_the_speaker_is_not_another_claim(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


def test_a_wish_another_only_thinks_someone_holds_is_no_contradiction_of_it() -> None:
    """ "My wife thinks my son wants me to retire": the son's wish is the wife's thought — not borne out, and not
    contradicted either (it was CONTRADICTED: "holder: patient's wife thinks it")."""
    proof = prove(
        "The patient's son wants the patient to retire.", "Patient: My wife thinks my son wants me to retire."
    )
    assert proof.status is Status.UNVERIFIABLE, proof.reason


def test_a_past_wish_bears_out_the_past_claim() -> None:
    source = "Patient: My wife wanted me to quit smoking years ago, now she doesn't care."
    proof = prove("The patient's wife wanted the patient to quit smoking.", source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
