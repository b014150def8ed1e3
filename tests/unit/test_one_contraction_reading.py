"""Contractions are read in one place (``nlp.contractions`` over ``lexicon/contractions`` and
``lexicon/negated_heads``): the aligner's forms, the proof's frames, the digest's third-person rewrite and its junk
rule's verb reading split "can't", "ain't", "I'll" alike (they kept four tables, and "ain't" was "ai" + not in two)."""

from __future__ import annotations

import re

from factlayer.digest import salience, titled_pronouns
from factlayer.nlp import contractions, forms
from factlayer.nlp.stems import stem
from factlayer.proof import frame_unit


def test_every_reader_splits_a_contraction_alike() -> None:
    for word in ("can't", "won't", "don't", "ain't", "shan't", "i'll", "we're", "you've", "i'm", "she'd"):
        split = contractions.split(word)
        assert split is not None, word
        head, ending = split
        assert frame_unit._words([word])[0] == [head, ending], word
        assert [f.canon for f in forms.forms_of(word)] == [stem(head), stem(contractions.stands_for(ending))], word
        if ending == "n't":
            assert salience._NOT.sub(salience._not, word) == f"{head} not", word


def test_the_third_person_verb_is_the_table_s() -> None:
    she = titled_pronouns.title_pronouns("Mrs. Chen")
    assert titled_pronouns.subject_pronoun("I'm", she) == "she is"
    assert titled_pronouns.subject_pronoun("I've", she) == "she has"
    assert titled_pronouns.subject_pronoun("we'll", None) == "they will"
    assert titled_pronouns.subject_pronoun("I", she) == "she"


def test_no_reader_keeps_a_table_of_its_own() -> None:
    assert not hasattr(forms, "CONTRACTIONS")
    assert not hasattr(frame_unit, "_NEGATED_MODALS") and not hasattr(frame_unit, "_CONTRACTIONS")
    assert not hasattr(titled_pronouns, "_CONTRACTED")
    assert not re.search(r"\(can\|ca\)|\(won\|wo\)", salience._NOT.pattern)
