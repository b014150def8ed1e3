"""Whom a "he"/"she" continues: the nearest relation of its gender named before it ("How is your son?" — "He's
allergic to penicillin." is the son). A claim about another relation ("The patient's husband is allergic …") is not
borne out by that statement: the pronoun stands for the one named, not for anyone of that gender."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.subjects import THIRD_PERSON
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

_OWNERS = frozenset({"my", "your", "our"})
LOOK_BACK = 4  # statements back to the relation a "he"/"she" continues (proof.attribution reads owners as far)


def pronoun_of(core: Statement) -> str:
    """ "he" or "she" as the statement says it ("he's", "she'd" too), else the empty string."""
    said = next((t.low for t in core.tokens if t.low in THIRD_PERSON), "")
    return "he" if said.startswith("he") else "she" if said.startswith("she") else ""


def another_relation_before(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The statement opens on "he"/"she", the claim is about a relation of that gender, and the nearest relation of
    that gender named before it with "my"/"your"/"our" (up to four statements back) is another one."""
    genders = lexicon.groups("relation_genders")
    if prop.subject.kind != "relation" or not core.third_person or not (said := pronoun_of(core)):
        return None
    if genders.get(prop.subject.relation or "") != said:
        return None  # "the baby", "the child": either pronoun; the other gender: proof.attribution's own rule
    relations = lexicon.groups("relations")
    for st in reversed(source.statements[max(0, core.index - LOOK_BACK) : core.index]):
        named = [
            relations[t.low.removesuffix("'s")]
            for prev, t in zip(st.tokens, st.tokens[1:], strict=False)
            if t.low.removesuffix("'s") in relations and prev.low in _OWNERS
        ]  # "your son", "my husband": not "I'm her mother" (whose, the pronoun's own relation)
        named = [r for r in named if genders.get(r) == said]
        if named:
            nearest = named[-1]
            if nearest == prop.subject.relation:
                return None
            claimed = prop.subject.describe()
            return f"subject: the '{said}' {core.speaker} speaks of is the {nearest} named before, not {claimed}"
    return None
