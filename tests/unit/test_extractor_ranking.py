"""Ranking under the cap: a clinician's assessment ("I think you have a lumbar strain") is their finding, not a
guess, and ranks as the finding would. Every example here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import salience


@pytest.mark.parametrize(
    "clause",
    [
        "i think you have a rotator cuff strain",
        "i think that you have a contact dermatitis",
        "i believe this is a tension type headache",
    ],
)
def test_an_assessment_ranks_as_a_finding(clause: str) -> None:
    assert salience(clause, assessed=True) > salience(clause)


def test_an_assessment_keeps_its_place_under_the_cap() -> None:
    text = "\n".join(
        [
            "[patient] my lower back hurts when i lift boxes at work .",
            "[patient] i was out bowling .",
            "[doctor] i think you have a lumbar strain .",
            "[patient] okay .",
        ]
    )
    kept = [c.text for c in ExtractiveProvider(max_facts=2).extract(text)]
    assert "The doctor thinks the patient has a lumbar strain." in kept
    assert not any("bowling" in fact for fact in kept)  # a guess would rank below this small talk
