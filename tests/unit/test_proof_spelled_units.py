"""Values written as a transcript says them (issue 12, true statements kept): a unit spelled out letter by letter
("Nexium forty M G daily") is the unit ("40 mg"); "everyday" as one word is every day ("I'll try to use the cuff
everyday now"), but not after a determiner or before "life" ("my everyday routine": ordinary). Each beside a twin
with another value, which stays unverified. Written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

MEDS = (
    "Doctor: What medications is he on?\n"
    "Guest_family: He's currently taking Nexium forty M G daily for esophageal reflux, and Ativan one M G at night.\n"
)
CUFF = "Doctor: Are you checking your blood pressure?\nPatient: Not really. I'll try to use the cuff everyday now.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (MEDS, "He takes Nexium 40 mg daily for esophageal reflux."),
        (MEDS, "He is on Ativan 1 mg."),
        (CUFF, "The patient will try to use the cuff every day now."),
    ],
)
def test_a_value_as_the_transcript_writes_it_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (MEDS, "He takes Nexium 20 mg daily for esophageal reflux."),
        (MEDS, "He is on Ativan 2 mg."),
        (CUFF, "The patient will try to use the cuff twice a day now."),
        (CUFF, "The patient will try to use the cuff every week now."),
    ],
)
def test_another_value_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize("text", ["I walk the dog as part of my everyday routine.", "It is hard in everyday life."])
def test_everyday_as_ordinary_is_no_frequency(text: str) -> None:
    assert not [v for v in values(tokenize(text)) if v.kind == "frequency"]
