"""One stemmer: the grounding aligner (``nlp.forms``) and the proof (``nlp.normalise.stem`` over ``nlp.tokens``)
read the same word as the same stem, so a claim grounded in a span is judged on the words it was grounded on."""

from __future__ import annotations

import pytest

from factlayer.nlp.forms import forms_of as digest_tokenize
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize as nlp_tokenize

# Words the two stemmers read apart before they were one: an irregular form's plural or possessive, a Latin -sis,
# a word Snowball stems to an irregular form ("range" → "rang", "founded" → "found") that is not that form.
_WORDS = (
    "range", "ranges", "founded", "founding", "thoughts", "thoughtful", "children's", "women's",
    "diagnosis", "crisis", "analysis", "stenosis",
)  # fmt: skip


@pytest.mark.parametrize("word", _WORDS)
def test_grounding_and_proof_stem_a_word_alike(word: str) -> None:
    text = f"She mentioned {word} again."
    proof = next(stem(t.low) for t in nlp_tokenize(text) if t.low == word)
    grounding = next(t.canon for t in digest_tokenize(text) if t.surface == word)
    assert grounding == proof


@pytest.mark.parametrize(
    "forms",
    [
        ("diagnosis", "diagnoses"),
        ("crisis", "crises"),
        ("thought", "thoughts"),
        ("children", "children's", "child"),
        ("men", "men's", "man"),
    ],
)
def test_a_singular_and_its_plural_or_possessive_share_a_stem(forms: tuple[str, ...]) -> None:
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


def test_a_word_snowball_stems_to_an_irregular_form_is_not_that_verb() -> None:
    assert stem("range") != stem("ring")
    assert stem("founded") != stem("find")
