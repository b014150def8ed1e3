"""Whom an answer is about when the question asked of "he" or "she": the one the question asks of, whoever that is.

"Does she smoke?" — "No." says that she does not smoke. A claim about someone's relation ("Her child does not
smoke", "The patient's wife does not smoke") is about that "she" only if the relation was named before the question
("My mother has COPD." — "Does she smoke?", "How is your wife? Does she smoke?"); else who "she" is cannot be told
from the answer, and it neither bears the claim out nor denies it. "The boy", "the baby" (a relation of no one
named) is the one spoken of, as the question's "he" is (``proof.proxies``). A question about someone by name ("Does
Anna smoke?" — "No.") is not about the one answering either (:func:`asked_of_someone_named`).
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON, aliases
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement

_OWNERS = lexicon.words("third_person_possessives")


def asked_of_another(prop: Proposition, core: Statement, source: Source) -> bool:
    """Is ``core`` a question about "he"/"she" read through its answer, and the claim about someone's relation that
    was not named before the pronoun?"""
    if prop.subject.kind != "relation" or not core.answered or not core.third_person or not prop.subject.relation:
        return False
    opening = next((t.low for t in claim_tokens(prop.text) if t.is_word), "")
    if not prop.subject.names and opening not in _OWNERS:
        return False  # "The boy has had a cough": the one spoken of
    relations = lexicon.groups("relations")
    pronoun = next((k for k, t in enumerate(core.tokens) if t.low in THIRD_PERSON), len(core.tokens))
    before = [t for st in source.statements if st.sentence < core.sentence and not st.answered for t in st.tokens]
    before += core.tokens[:pronoun]  # "How's your mother, does she smoke?"
    return not any(relations.get(t.low.removesuffix("'s")) == prop.subject.relation for t in before)


_LEADS = frozenset({"and", "so", "okay", "ok", "now", "well", "um", "uh", "then", "also"})


def asked_of_someone_named(prop: Proposition, core: Statement, source: Source) -> bool:
    """Is ``core`` a question about someone by name ("Does Anna smoke?" — "No.") read through its answer, and the
    claim about the one who answered? Nothing says the answerer is Anna (a name of theirs is theirs)."""
    if not core.answered or core.speaker is None or prop.subject.same(core.holder()) is not True:
        return False
    words = [t for t in core.tokens if t.is_word]
    while words and words[0].low in _LEADS:
        words = words[1:]
    if len(words) < 3 or words[0].low not in lexicon.words("auxiliaries"):
        return False
    name, verb = words[1], words[2]
    plain = lexicon.words("stopwords") | lexicon.words("medicines") | frozenset(lexicon.groups("speakers"))
    if not name.text[:1].isupper() or name.low in plain or name.low in THIRD_PERSON or not verb.text.islower():
        return False
    return name.low not in aliases(core.speaker) | source.called.get(core.speaker, frozenset())
