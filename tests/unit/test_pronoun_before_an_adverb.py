"""A pronoun object followed by an adverb ending in "-s" ("I did not ice it afterwards", "I ride it sometimes") is an
object the fact rests on, not the subject of a verb: its antecedent is written in, or the fact is skipped — never a
fact that keeps "it" (``digest.pointing``, ``lexicon/s_adverbs.txt``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.pointing import pointing_object


@pytest.mark.parametrize(
    "fact",
    [
        "The patient did not ice it afterwards.",
        "Jordan rides it sometimes.",
        "The caller keeps it upstairs.",
        "The patient has always kept it outdoors.",
    ],
)
def test_an_adverb_after_it_leaves_it_an_object(fact: str) -> None:
    assert pointing_object(fact) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Doctor: What happened?\nPatient: I twisted my ankle playing soccer. I did not ice it afterwards.\n",
        "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Jordan>I twisted my ankle playing soccer.\n\n"
        "00:00:04.500 --> 00:00:07.000\n<v Dr. Lee>Did you put ice on it?\n\n"
        "00:00:07.500 --> 00:00:10.000\n<v Jordan>No. I did not ice it afterwards.\n",
        "Jordan: I bought a new bike last week.\nSam: Nice!\nJordan: I ride it sometimes.\nSam: Cool.\n",
        "Patient: My knee was swollen. I kept it upstairs afterwards.\n",
    ],
)
def test_no_fact_keeps_an_it_before_an_adverb(text: str) -> None:
    for candidate in ExtractiveProvider().extract(text):
        assert " it afterwards" not in candidate.text and " it sometimes" not in candidate.text
        assert " it upstairs" not in candidate.text


def test_the_antecedent_in_the_sentence_before_is_written_in() -> None:
    text = "Doctor: What happened?\nPatient: I twisted my ankle playing soccer. I did not ice it afterwards.\n"
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert "The patient did not ice their ankle afterwards." in facts
