"""A greeting before the subject is dropped, not moved to the end of the fact like an adverbial: "Good morning, I'm
Dr. Patel." was stored as "The doctor is Dr. Patel good morning." (``clause_subject._lead_phrase``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider

CASES = [
    ("Doctor: Good morning, I'm Dr. Patel. What brings you in?\nPatient: My knee hurts.", "morning"),
    ("Agent: Good afternoon, I'm Jamie Ross. How can I help?\nCaller: My router keeps dropping.", "afternoon"),
    ("Dana: Hi there, I moved to Denver last year.\nSam: Really? I grew up in Ohio.", "hi"),
    ("Dana: Thanks so much, I started a new job at the bakery.\nSam: Nice, I work at the bank.", "thanks"),
]


@pytest.mark.parametrize(("text", "greeting"), CASES)
def test_no_fact_carries_the_greeting(text: str, greeting: str) -> None:
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert facts
    assert not any(greeting in f.lower().replace(".", "").split() for f in facts), facts
