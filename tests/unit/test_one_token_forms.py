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


def test_month_names_are_one_list() -> None:
    """The proof's dates (``nlp.normalise``) and the aligner's month keys read one list, ``lexicon/months``."""
    from factlayer.digest.token_forms import MONTHS
    from factlayer.nlp import normalise

    assert not hasattr(normalise, "_MONTH_NAMES")
    assert {name: MONTHS[name] for name in normalise._MONTHS} == normalise._MONTHS
    assert set(normalise._MONTHS) == {row[0] for row in lexicon.rows("months")}
