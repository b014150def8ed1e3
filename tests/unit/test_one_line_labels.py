"""Who speaks, read one way by the extractor and the proof engine:

- a one-line text with a name label, "Alice: I moved to Denver in May.", is Alice's line (``nlp.transcript``): the
  speaker's "I" needs a speaker, and the label is the only one there is; "Note: I'll be late." stays text;
- a sentence opening on a capitalised word before "I" ("Maybe I'll repaint it") is no name ("maybe i ll") that the
  speaker's words would be about (``nlp.subjects``); "Will and I review …" is no modal "will" before "review"
  (``proof.realis``);
- "this is Mike" names the speaker after a call by title ("Hi Mrs. Diaz, this is Mike from Riverside Honda"), a
  phone's answer with its business's name ("Good morning, Riverside Honda, this is Mike speaking") or "Hey there"
  (``nlp.vocatives``) — not after a relation called ("Mom, this is Dave" presents Dave).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.nlp.transcript import parse_turns
from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build
from tests.unit.digests import assessed


def test_a_one_line_name_label_is_the_speaker() -> None:
    turns = parse_turns("Alice: I moved to Denver in May.")
    assert [(t.speaker, t.text) for t in turns] == [("Alice", "I moved to Denver in May.")]


@pytest.mark.parametrize(
    "text", ["Note: I'll be late.", "Monday: we rest.", "Ingredients: flour and sugar.", "alice: i moved."]
)
def test_a_one_line_heading_or_a_line_without_own_words_stays_text(text: str) -> None:
    assert [t.speaker for t in parse_turns(text)] == [None]


async def test_the_one_line_fact_names_its_speaker() -> None:
    stored = {(a.candidate.text, a.candidate.speaker) for a in await assessed("Alice: I moved to Denver in May.")
              if a.accepted}  # fmt: skip
    assert stored == {("Alice moved to Denver in May.", "Alice")}


@pytest.mark.parametrize(
    ("source", "true", "false"),
    [
        (
            "Leo: Maybe I'll repaint the kitchen this summer.\nKim: Nice.\n",
            "Leo might repaint the kitchen this summer.",
            "Leo will repaint the kitchen this summer.",
        ),
        (
            "Leo: Perhaps I'll repaint the kitchen this summer.\nKim: Nice.\n",
            "Leo might repaint the kitchen this summer.",
            "Kim might repaint the kitchen this summer.",
        ),
        (
            "Alice: Will and I review the budget every Monday.\nBob: Good.\n",
            "Alice reviews the budget every Monday.",
            "Bob reviews the budget every Monday.",
        ),
    ],
)
def test_words_after_a_label_read_the_same_in_a_dialogue(source: str, true: str, false: str) -> None:
    assert prove(true, source).status is Status.VERIFIED
    assert prove(false, source).status is not Status.VERIFIED


def test_a_future_said_after_the_subject_is_still_to_come() -> None:
    proof = prove("Bob reviewed the budget on Monday.", "Bob: I will review the budget on Monday.\nAlice: Okay.\n")
    assert proof.status is not Status.VERIFIED


@pytest.mark.parametrize(
    "opening",
    [
        "Hi Mrs. Diaz, this is Mike from Riverside Honda.",
        "Good morning, Riverside Honda, this is Mike speaking.",
        "Riverside Honda, this is Mike.",
        "Hey there, this is Mike from Riverside Honda, how can I help?",
    ],
)
def test_this_is_mike_after_a_call_or_a_business_name_names_the_speaker(opening: str) -> None:
    source = build(f"Agent: {opening}\nCaller: Hello.\n")
    assert ("Agent", "mike") in {(n.who, n.name) for n in source.namings if n.own}


@pytest.mark.parametrize("opening", ["Mom, this is Dave.", "Hi Mom, this is Dave."])
def test_this_is_after_calling_a_relation_presents_someone(opening: str) -> None:
    assert not [n for n in build(f"Kim: {opening}\nAna: Hello.\n").namings if n.own]


async def test_an_id_labelled_speaker_who_says_this_is_mike_is_named_mike() -> None:
    text = (
        "Speaker 1: Hi Mrs. Diaz, this is Mike from Riverside Honda. I will send you the quote by Friday.\n"
        "Speaker 2: Oh great, thanks.\n"
    )
    names = {a.candidate.subject_name for a in await assessed(text) if a.candidate.speaker == "Speaker 1"}
    assert names == {"Mike"}


async def test_a_phone_answer_with_the_business_name_is_an_introduction() -> None:
    text = "Agent: Good morning, Riverside Honda, this is Mike speaking.\nCaller: Hi, my brakes squeal.\n"
    stored = {(a.candidate.text, a.candidate.speaker) for a in await assessed(text) if a.accepted}
    assert ("The agent is Mike.", "Agent") in stored
