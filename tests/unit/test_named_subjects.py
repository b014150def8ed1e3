"""Someone a conversation names who does not speak in it (``digest.named_subjects``): a clause opening on their
name is about them, once the transcript writes that word as a name inside a sentence. Transcripts written for the
test."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.named_subjects import named_subject, transcript_names


async def _stored(text: str) -> list[tuple[str, str]]:
    digest = ExtractiveProvider().digest(text)
    assessed = await assess_candidates(digest.candidates, text)
    return [(a.candidate.text, a.candidate.subject_id or "") for a in assessed if a.accepted]


async def test_a_named_third_party_is_the_subject_of_what_is_said_of_them() -> None:
    text = "Alex: Any news?\nBo: Jordan got the job at Google! I was so happy for Jordan.\nAlex: Wow."
    stored = await _stored(text)
    assert ("Jordan got the job at Google.", "person:jordan") in stored


async def test_without_the_name_written_inside_a_sentence_nothing_is_guessed() -> None:
    stored = await _stored("Alex: Any news?\nBo: Jordan got the job at Google!\nAlex: Wow.")
    assert not any("jordan" in fact.lower() for fact, _ in stored)


def _subject(clause: str, names: frozenset[str]) -> str | None:
    return named_subject(clause.lower().split(), clause, names, [])


def test_a_capital_at_a_sentence_start_is_no_name() -> None:
    names = transcript_names(["Dance is my stress relief. I love dance. Winning felt amazing, said Sam."])
    assert "dance" not in names and "winning" not in names
    assert "sam" in names
    assert _subject("Dance is my stress relief.", names) is None
    assert _subject("Sam finished the report.", names) == "Sam"


@pytest.mark.parametrize(
    "clause",
    ["Sam and I went out.", "sam finished the report."],
)
def test_no_named_subject_without_a_verb_after_the_name_or_a_capital(clause: str) -> None:
    assert _subject(clause, frozenset({"sam"})) is None


def test_lower_case_words_and_lexicon_words_are_never_names() -> None:
    names = transcript_names(["we met Monday and then Sam, and later sam again", "in May we met"])
    assert "monday" not in names  # a weekday
    assert "sam" not in names  # written in lower case too


async def test_a_name_with_its_surname_is_one_person() -> None:
    text = "Ravi: Who was it?\nLena: It was Marco Diaz. Marco Diaz plays the bass.\nRavi: Cool."
    assert ("Marco Diaz plays the bass.", "person:marco-diaz") in await _stored(text)


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Tom hid his keys in my car.", "Tom hid his keys in Sam's car."),
        ("Tom rode his bike to the lake.", "Tom rode his bike to the lake."),
        ("Tom threw the ball over the fence.", "Tom threw the ball over the fence."),
    ],
)
async def test_a_name_then_an_irregular_past_is_a_statement(said: str, fact: str) -> None:
    # the verb is on no closed verb list; the name, written inside a sentence earlier, makes it a subject
    text = f"Mia: I saw Tom at the park yesterday.\nSam: Oh nice. {said}\nMia: Typical Tom."
    assert (fact, "person:tom") in await _stored(text)


async def test_an_unknown_capital_then_an_irregular_past_is_still_no_statement() -> None:
    # "Tom" never written inside a sentence: a capitalised first word proves nothing
    stored = await _stored("Mia: Any news?\nSam: Tom hid his keys in my car.\nMia: Wow.")
    assert not any("tom" in fact.lower() for fact, _ in stored)
