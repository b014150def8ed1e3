"""A "'d" is "had" before a past participle and "would" otherwise, in the proof as in the extractor (one reader:
``nlp.contracted_d``): "I'd already eaten" says the eating was done, no modal keeps it unrealised."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Jon: I'd already eaten when they arrived.\n", "Jon had already eaten."),
        ("Ana: I'd finished the report before the meeting.\n", "Ana had finished the report before the meeting."),
        ("Ana: I'd never seen the ocean before that trip.\n", "Ana had never seen the ocean before that trip."),
    ],
)
def test_a_d_before_a_participle_is_had(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: I'd finish the report if I had time.\n", "Ana finished the report."),
        ("Ana: I'd love to see the ocean.\n", "Ana saw the ocean."),
    ],
)
def test_a_d_before_a_bare_verb_is_would(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
