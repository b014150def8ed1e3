"""A written fact that keeps the speaker's "we"/"us"/"our" where the reader cannot tell who that is is not stored
(``digest.group_words``): a subject "we" inside a third-person fact ("… like we had talked about"), an "us" of a
showing or an occasion ("A car ran a red light and hit us.", "John says here is a pic of us at dinner."). What is said
in general, of people at large, is kept ("Jon says setbacks can help us reach our potential."). Every transcript
here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.group_words import leaves_the_group


@pytest.mark.parametrize(
    "fact",
    [
        "A car ran a red light and hit us.",
        "The patient is avoiding the salty foods like we had talked about.",
        "John says here is a pic of us at dinner.",
        "Melanie says here's our latest work from last weekend.",
        "John says it was cool to see how our actions can make a big impact.",
        "Dana says the storm flooded our basement.",
    ],
)
def test_a_group_the_fact_does_not_name_is_no_self_contained_fact(fact: str) -> None:
    assert leaves_the_group(fact)


@pytest.mark.parametrize(
    "fact",
    [
        "Jon says setbacks can help us reach our potential.",
        "Maria says pets really have a way of touching our hearts.",
        "The loved ones give us strength to tackle any challenge.",
        "John says getting involved has given them a better understanding of the challenges our schools face.",
        "Caroline went to the beach with her kids.",
        "The doctor says the patient should call if things get worse.",
    ],
)
def test_a_general_saying_or_no_group_is_kept(fact: str) -> None:
    assert not leaves_the_group(fact)


def test_the_extractor_skips_the_group_facts_and_keeps_the_saying() -> None:
    text = (
        "Maria: How was your week?\n"
        "John: A car ran a red light and hit us. Here is a pic of us at dinner. "
        "Setbacks can help us reach our potential.\n"
        "Maria: Wow."
    )
    digest = ExtractiveProvider().digest(text)
    texts = [c.text for c in digest.candidates]
    assert not any(leaves_the_group(t) for t in texts), texts
    assert "John says setbacks can help us reach our potential." in texts
    skipped = {s.text for s in digest.skipped if s.reason == "not_self_contained"}
    assert "A car ran a red light and hit us." in skipped
