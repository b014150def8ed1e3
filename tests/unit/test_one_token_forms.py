"""One rule in one place for the comparable forms of words: the aligner's tokens (``digest.tokens``) and the
proof (``nlp``, ``proof.slots``) read the same word lists, so the same contraction or month name is read alike."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.forms import forms_of
from factlayer.proof.slots import _content


def test_s_contraction_heads_are_one_list() -> None:
    """ "this's" is "this is" for the aligner; the proof read it as a thing in a slot (two lists, two readings)."""
    assert [t.canon for t in forms_of("this's cold")][:2] == ["this", "be"]
    assert not _content("this's")
    for head in lexicon.words("s_contraction_heads"):
        assert "be" in [t.canon for t in forms_of(f"{head}'s here")], head


def test_month_names_are_one_list() -> None:
    """The proof's dates (``nlp.normalise``) and the aligner's month keys read one list, ``lexicon/months``."""
    from factlayer.nlp import normalise
    from factlayer.nlp.forms import MONTHS

    assert not hasattr(normalise, "_MONTH_NAMES")
    assert {name: MONTHS[name] for name in normalise._MONTHS} == normalise._MONTHS
    assert set(normalise._MONTHS) == {row[0] for row in lexicon.rows("months")}


def test_the_comparable_forms_are_nlp_s() -> None:
    """``nlp.forms`` owns the tokens and their forms; ``digest.tokens`` keeps the claim-side reading and re-exports
    nothing it does not define."""
    import importlib

    from factlayer.digest import token_forms
    from factlayer.digest import tokens as digest_tokens

    forms = importlib.import_module("factlayer.nlp.forms")
    assert forms.Form.__module__ == "factlayer.nlp.forms"
    for name in digest_tokens.__all__:
        assert getattr(getattr(digest_tokens, name), "__module__", None) == "factlayer.digest.tokens", name
    for name in ("Form", "forms_of", "CONTRACTIONS", "MONTHS", "S_AFTER_PRONOUN", "MULTIPLICATIVES"):
        assert not hasattr(token_forms, name), name


def test_digits_read_alike() -> None:
    """One reading of digits: thousands commas, a decimal comma (the aligner's tokens and the proof's values)."""
    from factlayer.nlp.normalise import parse_number
    from factlayer.nlp.tokens import tokenize as nlp_tokenize

    for text, value in (("1,250", 1250.0), ("2,5", 2.5), ("12", 12.0)):
        assert [t.value for t in forms_of(text)] == [value]
        found = parse_number(nlp_tokenize(text), 0)
        assert found is not None and found[0] == value


def test_correction_reads_the_one_month_list() -> None:
    """The correction's word-for-word swaps take a month for a month by ``nlp.forms.MONTHS`` (``lexicon/months``),
    every spelling it holds ("sept" too), and a weekday by ``lexicon/weekdays``: no third list of its own."""
    from factlayer.nlp.forms import MONTHS
    from factlayer.verify import correction

    assert not hasattr(correction, "_MONTH_NAMES")
    assert all(correction._kind(name) == "month" for name in MONTHS)
    assert all(correction._kind(row[0]) == "weekday" for row in lexicon.rows("weekdays"))
    assert correction._kind("daily") is None


def test_a_token_and_a_form_are_two_named_jobs() -> None:
    """``nlp.tokens.Token`` is the text as written, one a stretch; ``nlp.forms.Form`` what the aligner compares:
    "don't" is one token and two forms over its characters, "two thousand eight" three tokens and one form. Two
    types with one name read as one: the form type is named for its job."""
    from factlayer.nlp import forms, tokens

    assert not hasattr(forms, "Token") and forms.Form.__name__ == "Form"
    text = "I don't have two thousand eight"
    written = {(t.start, t.end): t.low for t in tokens.tokenize(text)}
    compared = [(f.start, f.end, f.canon) for f in forms.forms_of(text)]
    assert written[(2, 7)] == "don't" and [c for a, b, c in compared if (a, b) == (2, 7)] == ["do", "not"]
    assert [(a, b) for a, b, c in compared if c == "2008"] == [(13, 31)]
    assert all((a, b) in written for a, b, c in compared if c not in ("2008",))
