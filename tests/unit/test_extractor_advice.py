"""Advice to the listener ("you can stop the ibuprofen", "you should ice it") is written as what the speaker
advises, which the proof bears out; a "you can" that is no advice ("you can see the bruise") is left as it was.
Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.advice import as_advice
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("clause", "advice"),
    [
        ("you can stop the naproxen", "i advise you to stop the naproxen"),
        ("you can go ahead and stop your amlodipine", "i advise you to stop your amlodipine"),
        ("you should ice the ankle twice a day", "i advise you to ice the ankle twice a day"),
        ("you can keep using the cream at night", "i advise you to keep using the cream at night"),
        ("you need to drink more water", "i advise you to drink more water"),
        ("you can see the bruise here", None),  # no request: what can be seen
        ("you may have some soreness", None),  # a hedge, not advice
        ("i can stop the naproxen", None),  # the speaker's own
        ("you can just go", None),  # nothing a reader could keep
    ],
)
def test_advice_to_the_listener(clause: str, advice: str | None) -> None:
    assert as_advice(clause) == advice


async def test_a_permission_is_stored_as_advice() -> None:
    stored = await _facts(
        "[patient] the rash is a lot better .",
        "[doctor] okay , you can stop the hydrocortisone cream .",
        "[patient] okay .",
        "[doctor] and you should keep wearing the wrist brace at night .",
        "[patient] sure .",
    )
    assert "The doctor advises the patient to stop the hydrocortisone cream." in stored
    assert "The doctor advises the patient to keep wearing the wrist brace at night." in stored
    assert not any("can stop" in fact or "should keep" in fact for fact in stored)  # never as a deed


async def test_what_the_listener_can_see_is_no_advice() -> None:
    stored = await _facts(
        "[patient] it hurts here .",
        "[doctor] you can see the bruise on your shin here .",
        "[patient] yes .",
    )
    assert not any("advises" in fact for fact in stored)
