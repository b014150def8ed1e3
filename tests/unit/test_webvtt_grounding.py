"""Digest grounding reads a source's speaker turns as the proof engine does (``proof.dialogue``, the shared grammar of
``nlp.transcript``): a WebVTT cue whose text runs over several lines is one turn of its ``<v Name>`` voice, so a fact
naming that speaker ("Jordan twisted Jordan's ankle …") is grounded where /v1/verify proves it. The older reader knew no
voice tags: the cue's second line had no speaker, and "Jordan" was missing near the span.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.source_index import SourceIndex
from factlayer.proof.proof import Status, prove
from tests.unit.digests import assessed

CUES = [
    "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Jordan>Hi doctor. So last week\nI twisted my ankle playing soccer.\n\n"
    "00:00:04.500 --> 00:00:07.000\n<v Dr. Lee>Did you put ice on it?\n",
    "WEBVTT\n\n1\n00:00:01.000 --> 00:00:05.000\n<v Jordan>Thanks for seeing me.\n"
    "I twisted my ankle playing soccer.</v>\n\n"
    "2\n00:00:05.500 --> 00:00:07.000\n<v Dr. Lee>Any swelling?</v>\n",
    "WEBVTT\n\n00:00:00.500 --> 00:00:02.000\n<v Dr. Lee>What brings you in?\n\n00:00:02.500 --> 00:00:06.000\n"
    "<v.loud Jordan>Well, it started on Sunday.\nI twisted my ankle playing soccer.\n",
]


@pytest.mark.parametrize("text", CUES)
def test_every_line_of_a_cue_is_said_by_its_voice(text: str) -> None:
    index = SourceIndex(text)
    (said,) = [s for s in index.sentences if "twisted" in s.text]
    assert said.speaker == "Jordan"
    assert not any("-->" in s.text for s in index.sentences)  # cue timings are no one's words


@pytest.mark.parametrize("text", CUES)
@pytest.mark.parametrize("fact", ["Jordan twisted Jordan's ankle playing soccer.", "Jordan twisted his ankle."])
async def test_a_fact_naming_the_voice_is_grounded_where_the_proof_verifies_it(text: str, fact: str) -> None:
    assert prove(fact, text).status is Status.VERIFIED
    (made,) = [a.candidate for a in await assessed(text) if "ankle" in a.candidate.text]
    (result,) = await assess_candidates([made.model_copy(update={"text": fact})], text)
    assert result.accepted, (result.reason, result.detail)
