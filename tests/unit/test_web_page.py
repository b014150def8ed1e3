"""The page's stand-in turn parser (shape of nlp.transcript.parse_turns) and its UTF-16 offsets."""

from __future__ import annotations

import pytest

from factlayer.nlp.transcript import parse_turns
from factlayer.web.page import utf16_offsets


@pytest.mark.parametrize(
    "source",
    [
        "Doctor: How are you?\nPatient: I have a headache.\r\n  It started Monday.\nDoctor: OK.",
        "[doctor] hi , martha .\n[patient] i'm doing okay .",
        "Project Manager: Okay .\nUser Interface: Morning .\n\nMarketing:   Yep .",
    ],
)
def test_turns_slice_the_source_without_labels(source: str) -> None:
    turns = parse_turns(source)
    assert len(turns) >= 2
    for turn in turns:
        assert source[turn.start : turn.end] == turn.text
        assert turn.text == turn.text.strip() and turn.speaker
        assert ":" not in turn.speaker and "[" not in turn.speaker


def test_labels_and_continuation_lines() -> None:
    source = "Doctor: How are you?\nPatient: I have a headache.\r\n  It started Monday.\nDoctor: OK."
    turns = parse_turns(source)
    assert [t.speaker for t in turns] == ["Doctor", "Patient", "Doctor"]
    assert turns[1].text == "I have a headache.\r\n  It started Monday."


def test_text_without_labels_is_one_turn_without_a_speaker() -> None:
    source = "  and so my fellow Americans,\nask not what your country can do for you.  "
    [turn] = parse_turns(source)
    assert turn.speaker is None and turn.text == source.strip()
    assert parse_turns("   \n ") == []


def test_utf16_offsets() -> None:
    assert utf16_offsets("plain ascii")(5) == 5
    text = "a😀b€c"  # the emoji is two UTF-16 units, the euro sign one
    u16 = utf16_offsets(text)
    assert [u16(i) for i in range(len(text) + 1)] == [0, 1, 3, 4, 5, 6]
