"""A title whose period ASR spaced off ("dr . brown", "mrs . lee") ends no sentence (``nlp.titles.spaced_title``,
read by both sentence readers): cut there, the name lost its title and the clause its subject or object, and a
claim about the titled person was read against half a sentence. A spaced period before a word that opens a
sentence ("I went to see the dr . she said …") still ends one."""

from __future__ import annotations

import pytest

from factlayer.nlp.sentences import split_sentences
from factlayer.proof.proof import Status, prove
from factlayer.proof.turn_sentences import transcript_sentences


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Doctor: I spoke to dr . brown about your scan . he thinks it is fine .",
            ["I spoke to dr . brown about your scan .", "he thinks it is fine ."],
        ),
        ("Patient: i saw mrs . lee today . and mr . smith too .", ["i saw mrs . lee today .", "and mr . smith too ."]),
        ("Patient: I went to see the dr . she said it is fine .", ["I went to see the dr .", "she said it is fine ."]),
    ],
)
def test_both_readers_keep_a_spaced_title_with_its_name(text: str, expected: list[str]) -> None:
    assert [text[s.start : s.end] for s in split_sentences(text)] == expected
    assert [text[s.start : s.end] for s in transcript_sentences(text)] == expected


@pytest.mark.parametrize(
    ("spaced", "written", "claim"),
    [
        (
            "Doctor: I spoke to dr . smith about your scan . he thinks it is fine .",
            "Doctor: I spoke to Dr. Smith about your scan. He thinks it is fine.",
            "The doctor spoke to Dr. Smith about the scan.",
        ),
        (
            "Doctor: so dr . lee referred you for the knee pain .",
            "Doctor: so Dr. Lee referred you for the knee pain.",
            "Dr. Lee referred the patient for knee pain.",
        ),
        (
            "Patient: my husband took me to see dr . patel last week .",
            "Patient: my husband took me to see Dr. Patel last week.",
            "The patient saw Dr. Patel last week.",
        ),
    ],
)
def test_a_spaced_title_reads_as_the_written_one(spaced: str, written: str, claim: str) -> None:
    assert prove(claim, spaced).status is prove(claim, written).status is Status.VERIFIED
