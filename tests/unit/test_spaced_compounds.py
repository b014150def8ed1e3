"""A hyphenated word written with spaces after a number ("the two - gigabyte limit", as meeting transcripts write
them) is one word: the clause is not cut at its hyphen, and a claim's "two-gigabyte" is found (issue 12, true
statements kept). A dash before a clause of its own ("last week - it was a really nice time", "it stands for
freedom - dancing without worrying ...") still cuts. Written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.clauses import clauses
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

LIMIT = "Grad C: You have the two - gigabyte limit on the filesystem size . And we hit that with Broadcast News .\n"


def test_a_spaced_compound_is_found() -> None:
    claim = "Grad C said there is a two-gigabyte limit on filesystem size."
    assert prove(claim, LIMIT, roles=False).status is Status.VERIFIED


def test_its_twin_is_not() -> None:
    claim = "Grad C said there is a two-gigabyte limit on memory size."
    assert prove(claim, LIMIT, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("it stands for freedom - dancing without worrying what people think .", 2),
        ("you have the two - gigabyte limit on the filesystem size .", 1),
        ("I took my fam camping last week - it was a really nice time together !", 2),
        ("I got them online - they're super comfy !", 2),
    ],
)
def test_a_hyphen_between_content_words_is_no_dash(text: str, parts: int) -> None:
    assert len(clauses(list(tokenize(text)))) == parts
