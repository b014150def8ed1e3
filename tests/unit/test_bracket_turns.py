"""Bracket labels of any role or short name (issues #14 item 1, #12; labels51): "[doctor] …" / "[patient] …" were
speaker labels, but a lower-case bracket word outside the role list ("[manager]", "[employee]", "[player]",
"[support]") was read as a label only where it recurred. In "[manager] your numbers are down\\n[employee] i know" the
text had no speakers, so the listener's "your" was nobody's and "The manager's numbers are down." was VERIFIED —
a fact credited to the wrong person. A text made of bracket-labelled turns now reads each bracket word as its
speaker; noise markers ("[inaudible]", "[laughter]", "[crosstalk]": ``lexicon/sound_tags.txt``) and heading words
("[todo]") never are."""

from __future__ import annotations

import pytest

from factlayer.nlp.transcript import parse_turns
from factlayer.proof.proof import Status, prove
from tests.unit.digests import stored

REVIEW = "[manager] your numbers are down this quarter\n[employee] i know, i lost two big clients in march"
PRACTICE = "[coach] you missed practice on monday\n[player] sorry, i was sick with the flu"
CALL = (
    "[caller] hi, my card was stolen yesterday at the mall\n"
    "[support] okay, i can block your card now. i have sent a new card to your home address"
)
NOISY = (
    "[laughter]\n"
    "[manager] your numbers are [inaudible] down this quarter\n"
    "[crosstalk]\n"
    "[employee] i know [laughter] i lost two big clients in march"
)


def _turns(text: str) -> list[tuple[str | None, str]]:
    return [(t.speaker, t.text) for t in parse_turns(text)]


def test_each_bracket_word_is_a_speaker() -> None:
    assert _turns(REVIEW) == [
        ("manager", "your numbers are down this quarter"),
        ("employee", "i know, i lost two big clients in march"),
    ]


def test_a_call_keeps_the_second_voice_apart() -> None:
    # "[caller]" is a role label, "[support]" is not: its words were filed under the caller.
    assert [s for s, _ in _turns(CALL)] == ["caller", "support"]


def test_noise_markers_are_no_speakers() -> None:
    turns = _turns(NOISY)
    assert [s for s, _ in turns if s is not None] == ["manager", "employee"]
    assert ("manager", "your numbers are [inaudible] down this quarter\n[crosstalk]") in turns
    assert ("employee", "i know [laughter] i lost two big clients in march") in turns


def test_a_note_at_a_line_start_is_no_speaker() -> None:
    text = REVIEW + "\n[unclear] two of them moved to a rival\n[phone rings]\n[manager] take the call"
    assert [s for s, _ in _turns(text)] == ["manager", "employee", "manager"]


@pytest.mark.parametrize(
    "text",
    [
        "[todo] call the bank\n[done] pay rent",  # a list of headings
        "[draft] the plan is late\nwe will fix it next week\nand then ship it",  # one bracket line in prose
        "[note] take it with food",
    ],
)
def test_not_a_bracket_transcript(text: str) -> None:
    assert [t.speaker for t in parse_turns(text)] == [None]


@pytest.mark.parametrize(
    "text",
    ["[doctor] your numbers are down\n[patient] i know", "[Dana] your report is late\n[Raj] i know"],
)
def test_known_forms_still_read(text: str) -> None:
    assert all(t.speaker is not None for t in parse_turns(text))


@pytest.mark.parametrize(
    ("text", "claim", "status"),
    [
        (REVIEW, "The manager's numbers are down.", None),
        (REVIEW, "The employee's numbers are down.", Status.VERIFIED),
        (REVIEW, "The employee lost two big clients in March.", Status.VERIFIED),
        (REVIEW, "The manager lost two big clients in March.", None),
        (PRACTICE, "The coach was sick with the flu.", None),
        (PRACTICE, "The player was sick with the flu.", Status.VERIFIED),
        (PRACTICE, "The player missed practice on Monday.", Status.VERIFIED),
        (CALL, "Support can block the caller's card now.", Status.VERIFIED),
        (CALL, "The caller can block the card.", None),
        (NOISY, "The manager's numbers are down.", None),
        (NOISY, "The employee lost two big clients in March.", Status.VERIFIED),
    ],
)
def test_proof_credits_the_right_speaker(text: str, claim: str, status: Status | None) -> None:
    got = prove(claim, text, roles=False).status
    assert got is status if status is not None else got is not Status.VERIFIED


@pytest.mark.parametrize(("text", "wrong"), [(REVIEW, "manager"), (PRACTICE, "coach"), (NOISY, "manager")])
async def test_no_fact_credits_the_other_speaker(text: str, wrong: str) -> None:
    facts = [f for f, _ in await stored(text)]
    assert facts
    assert not [f for f in facts if wrong in f.lower() or "the speaker" in f.lower()]
    assert not [f for f in facts if "[" in f]
