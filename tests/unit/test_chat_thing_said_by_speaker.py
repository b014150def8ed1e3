"""Issue #14: in a chat, a clause about a thing ("The shelter was great.", "The concert last night was awesome.") was
stored as it was said, with no one it is about or said by ("The shelter was great.", subject ``topic:shelter``):
read alone it is an unattributed claim about the world. It is what its speaker says: "Maria says the shelter was
great.", about the speaker. A visit is left as it is (the doctor's "the exam is normal" is about the patient).
Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from tests.unit.digests import assessed

OPENING = "John: Hey Maria, how was your week?\n"


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("The shelter was great.", "Maria says the shelter was great."),
        ("The movie was amazing!", "Maria says the movie was amazing."),
        ("The food at that place was so good.", "Maria says the food at that place was so good."),
        ("The kids loved the puppies.", "Maria says the kids loved the puppies."),
        ("The concert last night was awesome.", "Maria says the concert last night was awesome."),
    ],
)
async def test_a_chat_speakers_thing_is_what_they_say(said: str, fact: str) -> None:
    stored = {
        a.candidate.text: a.candidate.subject_id
        for a in await assessed(f"{OPENING}Maria: {said}\nJohn: Nice.\n")
        if a.accepted
    }
    assert stored.get(fact) == "speaker:maria", stored
    assert not any(t.startswith("The ") for t in stored), stored


async def test_a_visits_thing_is_left_as_said() -> None:
    text = "[doctor] how is the knee ?\n[patient] the swelling went down last week .\n[doctor] okay good ."
    stored = [a.candidate.text for a in await assessed(text) if a.accepted]
    assert not any(" says the swelling" in t for t in stored), stored
