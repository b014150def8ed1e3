"""One rule in one place for the comparable forms of words: the aligner's tokens (``digest.tokens``) and the
proof (``nlp``, ``proof.slots``) read the same word lists, so the same contraction or month name is read alike."""

from __future__ import annotations

from factlayer.digest.tokens import tokenize
from factlayer.nlp import lexicon
from factlayer.proof.slots import _content


def test_s_contraction_heads_are_one_list() -> None:
    """ "this's" is "this is" for the aligner; the proof read it as a thing in a slot (two lists, two readings)."""
    assert [t.canon for t in tokenize("this's cold")][:2] == ["this", "be"]
    assert not _content("this's")
    for head in lexicon.words("s_contraction_heads"):
        assert "be" in [t.canon for t in tokenize(f"{head}'s here")], head
