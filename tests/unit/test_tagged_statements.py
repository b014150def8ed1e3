"""A speaker's own statement tagged for assent ("I'll order some thyroid labs, okay?" — "Sure.") stays theirs: grounding
credits the reply's speaker only with a fact that is not the asker's own words. The doctor's plan was refused as
"misattributed" to the patient who said "sure" — and, once grounding read "[doctor]" turns as the proof does, on every
visit of that format.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from tests.unit.digests import assessed


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Doctor: I'll order some thyroid labs, okay?\nPatient: Sure.\nDoctor: Good.\n",
            "The doctor will order some thyroid labs.",
        ),
        (
            "[doctor] and i will see you in two weeks , okay ?\n[patient] sounds good .\n",
            "The doctor will see the patient in two weeks.",
        ),
        (
            "Agent: I'll send you a new modem, okay?\nCaller: Great, thanks.\n",
            "The agent will send the caller a new modem.",
        ),
    ],
)
async def test_a_statement_tagged_okay_is_the_speakers(text: str, fact: str) -> None:
    results = {a.candidate.text: a for a in await assessed(text)}
    assert fact in results and results[fact].accepted, [(t, a.reason, a.detail) for t, a in results.items()]
