"""A statement, then a question after a spaced dash, in one sentence ("FYI, I finished another pottery project - want
to see a pic?"): the whole sentence was read as a question, so the statement was skipped (and, read through the
reply, credited to the one who answered). Both sentence readers now cut before the dash
(``nlp.segmentation.dashed_question``): the statement is the speaker's fact, proven against its own words.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.nlp.segmentation import dashed_question, segment
from factlayer.nlp.sentences import split_sentences

CHAT = (
    "Melanie: Hey Caroline! FYI, I finished another pottery project - want to see a pic?\n"
    "Caroline: Yes please!\n"
    "Melanie: Oh, and BTW, I started my own online clothing store not so long ago - pretty cool, huh?\n"
    "Caroline: Wow, that is so cool.\n"
)


async def test_the_statement_before_a_dashed_question_is_the_speakers_fact() -> None:
    candidates = ExtractiveProvider().extract(CHAT)
    stored = [a.candidate for a in await assess_candidates(candidates, CHAT) if a.accepted]
    facts = {c.text: (c.speaker, c.subject_id) for c in stored}
    assert facts["Melanie finished another pottery project."] == ("Melanie", "speaker:melanie")
    assert facts["Melanie started their own online clothing store not so long ago."] == ("Melanie", "speaker:melanie")


def test_both_sentence_readers_cut_before_the_dash() -> None:
    said = "FYI, I finished another pottery project - want to see a pic?"
    assert [p.strip() for p in segment(said)] == ["FYI, I finished another pottery project", "- want to see a pic?"]
    texts = [s.text for s in split_sentences(f"Melanie: {said}\nCaroline: Yes!\n")]
    assert texts[:2] == ["FYI, I finished another pottery project", "- want to see a pic?"]


@pytest.mark.parametrize(
    "said",
    [
        "Oh, yeah - really?",  # too short to state anything
        "What did you do last weekend - go hiking?",  # asks throughout
        "Do you like it - the bowl?",
        "I finished another pottery project - it was fun.",  # no question
        "I finished another pottery project-want to see?",  # no spaced dash
        "But {disfmarker} but why not use it for phone - level ?",  # a word with a spaced hyphen (QMSum)
    ],
)
def test_no_cut_where_the_sentence_does_not_state_then_ask(said: str) -> None:
    assert dashed_question(said) is None
