"""A deed the speaker tells of themselves, in a statement whose subject was not read (proof/speakers_own.py): the
patient's "after i found out i had a kidney stone it came a couple times" bore out "The doctor had a kidney stone"
(a digest of ACI-Bench D2N050 stored a fact of that kind, found in round 28)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

ASKED = "[doctor] so tell me what happened\n"
STONE = "[patient] after i found out i had a kidney stone it came a couple times\n"
ASIDE = "[patient] well when i you know after i found out i had a kidney stone it came a couple times\n"  # D2N050


@pytest.mark.parametrize(
    ("turn", "claim"),
    [
        (STONE, "The doctor had a kidney stone."),
        ("[patient] when the pain started i took some ibuprofen\n", "The doctor took some ibuprofen."),
        (ASIDE, "The doctor had a kidney stone."),  # the subject was read from the aside's "you"
    ],
)  # fmt: skip
def test_the_speakers_own_deed_is_not_the_other_speakers(turn: str, claim: str) -> None:
    proof = prove(claim, ASKED + turn, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("turn", "claim"),
    [
        (STONE, "The patient had a kidney stone."),
        ("[patient] when the pain started my wife took some ibuprofen\n", "The patient's wife took some ibuprofen."),
    ],
)  # fmt: skip
def test_the_speakers_own_deed_and_others_named_keep_their_reading(turn: str, claim: str) -> None:
    proof = prove(claim, ASKED + turn, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
