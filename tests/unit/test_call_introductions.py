"""A speaker's introduction as a fact: "this is Jamie" ⇒ "The agent is Jamie.", "my name is Alex Kim" ⇒ "The caller's
name is Alex Kim." (``digest.introductions``), read from the proof engine's namings, so the proof verifies it; never a
name someone else says ("Hi Jamie"), never the wrong speaker's.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from tests.unit.digests import assessed

CALLS = [
    (
        "Agent: Thank you for calling Northwind, this is Jamie. How can I help?\n"
        "Caller: Hi Jamie, my name is Alex Kim. My internet keeps dropping.\nAgent: Okay Alex, let me check.\n",
        {("The agent is Jamie.", "Agent"), ("The caller's name is Alex Kim.", "Caller")},
    ),
    (
        "Agent: Northwind support. And your name?\nCaller: Alex Morgan.\nAgent: Thanks, Alex.\n",
        {("The caller's name is Alex Morgan.", "Caller")},
    ),
    (
        "Doctor: Good morning, come in.\nPatient: Morning. My name's Ruth Ellis, I have a cough.\n",
        {("The patient's name is Ruth Ellis.", "Patient")},
    ),
    (
        "[doctor] hi, i'm doctor scott.\n[patient] hi, my name is anna kim. i have a cough.\n",
        {("The patient's name is Anna Kim.", "patient")},
    ),
]


@pytest.mark.parametrize(("text", "names"), CALLS)
async def test_an_introduction_is_stored_as_the_speakers_name(text: str, names: set[tuple[str, str]]) -> None:
    stored = {(a.candidate.text, a.candidate.speaker) for a in await assessed(text) if a.accepted}
    assert names <= stored


@pytest.mark.parametrize(
    "text",
    [
        "Agent: Hi Jamie here.\nCaller: Hi Jamie, my internet keeps dropping.\n",  # the caller says the agent's name
        "Agent: Good morning, Alex.\nCaller: Morning. The router keeps dropping.\n",  # a greeting, no introduction
        "Caller: This is Max, my new puppy! He chews everything.\nAgent: Cute.\n",  # someone presented
    ],
)
async def test_a_name_said_by_another_or_of_another_is_no_introduction(text: str) -> None:
    for a in await assessed(text):
        assert " name is " not in a.candidate.text
        assert not (a.candidate.text.startswith(("The agent is", "The caller is")) and len(a.candidate.text) < 30)
