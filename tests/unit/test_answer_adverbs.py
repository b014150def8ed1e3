"""A yes/no question with an adverb before its verb ("Do you still take …?", "Do you usually sleep well?") read with
its "yes": the verb agrees, not the adverb — "The patient stills take the lisinopril.", "The patient usuallies sleep
well." were written (``answers.rewrite_answer``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from tests.unit.digests import assessed

CASES = [
    ("Doctor: Do you still take the lisinopril?\nPatient: Yes.", "The patient still takes the lisinopril."),
    ("Doctor: Do you usually sleep well?\nPatient: Yes, most nights.", "The patient usually sleeps well."),
    ("Doctor: Do you really smoke every day?\nPatient: Yes.", "The patient really smokes every day."),
    (
        "Nurse: Did you actually finish the antibiotics?\nPatient: Yes.",
        "The patient actually finished the antibiotics.",
    ),
]


@pytest.mark.parametrize(("text", "fact"), CASES)
def test_the_verb_after_the_adverb_agrees(text: str, fact: str) -> None:
    assert fact in [c.text for c in ExtractiveProvider().extract(text)]


async def test_the_written_fact_is_verified() -> None:
    text, fact = CASES[0]
    (kept,) = [a for a in await assessed(text) if a.candidate.text == fact]
    assert kept.accepted, (kept.reason, kept.detail)
