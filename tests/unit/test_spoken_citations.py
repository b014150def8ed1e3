"""A stored citation is words someone said — never the speaker label, cue timing or "<v Name>" tag between two turns —
and a subtitle transcript's facts carry the times of their cues (``digest.spoken_citation``, ``nlp.cue_times``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.grounding import ground
from factlayer.nlp.cue_times import cues, said_at, seconds

VTT = (
    "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Sam>Do you smoke?\n\n"
    "00:00:04.500 --> 00:00:07.000\n<v Dana>No, never.\n"
)
SRT = "1\n00:00:01,000 --> 00:00:04,000\nSam: Do you smoke?\n\n2\n00:00:04,500 --> 00:00:07,000\nDana: No, never.\n"
LABELS = "Doctor: Do you smoke?\nPatient: No, never.\n"


@pytest.mark.parametrize("source", [VTT, SRT, LABELS])
def test_a_question_and_its_reply_cite_the_reply_without_what_lies_between(source: str) -> None:
    g = ground("Does not smoke", source)
    assert g.citation is not None and g.answer is not None
    assert source[g.citation.start_char : g.citation.end_char] == g.citation.text
    assert g.citation.text.rstrip(".") == "No, never"
    assert not any(mark in g.citation.text for mark in ("-->", "<v", ":", "\n"))


def test_the_askers_own_words_are_cited_in_the_askers_turn() -> None:
    source = "Doctor: I'll order some thyroid labs, okay?\nPatient: Sure.\n"
    g = ground("I'll order some thyroid labs", source, speaker="Doctor")
    assert g.citation is not None and "Patient" not in g.citation.text and "thyroid labs" in g.citation.text


@pytest.mark.parametrize(("stamp", "value"), [("00:00:01.000", 1.0), ("00:01:23,500", 83.5), ("[1:23]", 83.0)])
def test_timestamps_read_as_seconds(stamp: str, value: float) -> None:
    assert seconds(stamp) == value


def test_a_cue_payload_is_said_between_its_times() -> None:
    assert said_at(VTT, VTT.index("No, never"), VTT.index("No, never") + 9) == (4.5, 7.0)
    assert said_at(SRT, SRT.index("Do you"), SRT.index("No, never") + 3) == (1.0, 7.0)
    assert said_at(VTT, 0, 6) is None  # the header is no one's words


def test_timestamped_lines_run_to_the_next_stamp() -> None:
    text = "[00:00:01] Dana: I moved to Denver.\n[00:00:05] Sam: I grew up in Ohio.\n[00:01:09] Dana: Nice."
    assert said_at(text, text.index("I grew"), text.index("Ohio")) == (5.0, 69.0)
    assert said_at(text, text.index("Nice"), len(text)) == (69.0, 69.0)


def test_a_text_without_times_has_none() -> None:
    assert cues("Doctor: Do you smoke?\nPatient: No.") == ()
    assert cues("10:30 we met at the office.\nThen we left.") == ()  # one line opening on a time is no transcript
