"""A bare singular noun phrase and its verb in -s, with the speaker named in what is said of it ("Art helps me
relax", "Nature reminds me to slow down"), was a ``fragment``: the verb is on no closed list and the noun phrase
opens on no determiner. It is a predicate shape now (``predicate_shapes.opens_on_subject_and_verb``), kept as what
the speaker says.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import junk_reason


@pytest.mark.parametrize("clause", ["art helps me relax.", "nature reminds me to slow down."])
def test_a_bare_noun_and_its_verb_naming_the_speaker_is_no_fragment(clause: str) -> None:
    assert junk_reason(clause) is None


@pytest.mark.parametrize("clause", ["good luck means a lot", "great job keeps you going"])
def test_without_the_speaker_it_is_still_no_fact(clause: str) -> None:
    assert junk_reason(clause) is not None


async def test_it_is_stored_as_what_the_speaker_says() -> None:
    text = "Maria: How do you unwind?\nJohn: Art helps me relax.\nMaria: Nice!\n"
    candidates = ExtractiveProvider().extract(text)
    assessed = await assess_candidates(candidates, text)
    stored = [(a.candidate.text, a.candidate.subject_id) for a in assessed if a.accepted]
    assert ("John says art helps them relax.", "speaker:john") in stored
