""" "You" between two call parties who name themselves ("this is Jamie", "my name is Alex Kim"): a fact names the
addressee, and grounding finds that name near the span as the addressee's (``SourceIndex.addressee``, the proof's
reading of whom "you" is), as it finds the speaker's own name for "I" — or nothing is stored. Never a fact with "you".

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from tests.unit.digests import assessed

CALLS = [
    (
        "Speaker 1: Thank you for calling Northwind, this is Jamie. How can I help?\n"
        "Speaker 2: Hi Jamie, my name is Alex Kim. My internet keeps dropping.\n"
        "Speaker 1: I will send you a new modem.\nSpeaker 2: Great, thanks.\n",
        "Jamie will send Alex Kim a new modem.",
    ),
    (
        "SPEAKER_00: Hi, this is Dana from the clinic.\nSPEAKER_01: Hi Dana, I'm Priya Shah.\n"
        "SPEAKER_00: I booked you an appointment for Friday.\nSPEAKER_01: Thank you.\n",
        "Dana booked Priya Shah an appointment for Friday.",
    ),
    (
        "Speaker A: Hello, my name is Sam, I'm calling about my bill.\nSpeaker B: Hi Sam, this is Lee.\n"
        "Speaker A: Can you check it?\nSpeaker B: Sure. I will refund you on Monday.\nSpeaker A: Thanks.\n",
        "Lee will refund Sam on Monday.",
    ),
]


@pytest.mark.parametrize(("text", "fact"), CALLS)
async def test_you_between_named_parties_is_the_addressee_by_name(text: str, fact: str) -> None:
    results = await assessed(text)
    stored = {a.candidate.text for a in results if a.accepted}
    assert fact in stored, [(a.candidate.text, a.reason, a.detail) for a in results]
    assert not any(" you " in f" {f.lower()} " or "your" in f.lower() for f in stored)
