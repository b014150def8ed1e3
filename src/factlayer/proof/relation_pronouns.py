"""Whom a "he"/"she" continues: the nearest relation of its gender named before it ("How is your son?" — "He's
allergic to penicillin." is the son). A claim about another relation ("The patient's husband is allergic …") is not
borne out by that statement: the pronoun stands for the one named, not for anyone of that gender."""

from __future__ import annotations

import itertools

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON
from factlayer.proof.claim import Proposition
from factlayer.proof.named_before import LOOK_BACK, OWNERS
from factlayer.proof.predicate import has_light_predicate
from factlayer.proof.source import Source, Statement


def pronoun_of(core: Statement) -> str:
    """ "he" or "she" as the statement says it ("he's", "she'd" too), else the empty string."""
    said = next((t.low for t in core.tokens if t.low in THIRD_PERSON), "")
    return "he" if said.startswith("he") else "she" if said.startswith("she") else ""


def relation_continued(core: Statement, source: Source) -> tuple[str, int] | None:
    """The relation a statement opening on "he"/"she" continues: the nearest of that gender named before it with
    "my"/"your"/"our" (up to four statements back), with the index of the statement naming it; else None."""
    if not core.third_person or not (said := pronoun_of(core)):
        return None
    genders = lexicon.groups("relation_genders")
    relations = lexicon.groups("relations")
    for st in reversed(source.statements[max(0, core.index - LOOK_BACK) : core.index]):
        named = [
            relations[t.low.removesuffix("'s")]
            for prev, t in zip(st.tokens, st.tokens[1:], strict=False)
            if t.low.removesuffix("'s") in relations and prev.low in OWNERS
        ]  # "your son", "my husband": not "I'm her mother" (whose, the pronoun's own relation)
        named = [r for r in named if genders.get(r) == said]
        if named:
            return named[-1], st.index
    return None


def another_relation_before(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The statement opens on "he"/"she", the claim is about a relation of that gender, and the nearest relation of
    that gender named before it is another one."""
    genders = lexicon.groups("relation_genders")
    if prop.subject.kind != "relation" or genders.get(prop.subject.relation or "") != pronoun_of(core):
        return None  # "the baby", "the child": either pronoun; the other gender: proof.attribution's own rule
    continued = relation_continued(core, source)
    if continued is None or continued[0] == prop.subject.relation:
        return None
    claimed = prop.subject.describe()
    return (
        f"subject: the '{pronoun_of(core)}' {core.speaker} speaks of is the {continued[0]} named before, not {claimed}"
    )


def relation_for_a_person(prop: Proposition, core: Statement, source: Source) -> str | None:
    """A claim about a person ("The patient had …") borne out only by a "he"/"she" that continues a relation named
    just before ("My wife is a runner, she had the same thing"): the pronoun stands for the wife, not the patient —
    unless the claim's person is named between the relation and the pronoun ("my wife Maria … she")."""
    if (
        prop.subject.kind != "person"
        or not prop.subject.names
        or (continued := relation_continued(core, source)) is None
    ):
        return None
    relation, at = continued
    between = source.statements[at : core.index]
    if any(t.low.removesuffix("'s") in prop.subject.names for st in between for t in st.tokens):
        return None
    return _note(core, relation, prop)


def _note(core: Statement, relation: str, prop: Proposition) -> str:
    claimed = prop.subject.describe()
    return f"subject: the '{pronoun_of(core)}' {core.speaker} speaks of is the {relation} named before, not {claimed}"


def relation_unnamed(prop: Proposition, core: Statement, source: Source) -> str | None:
    """Why a core about no one said ("… the stress people's bodies have been under, and the vaccine") does not bear
    out what a relative has or is ("The patient's husband has had the vaccine"), or None: neither the core's clause
    nor the :data:`LOOK_BACK` statements before it (or after it, in its turn) name any relative ("my neighbor", "a
    buddy of mine") or say "he"/"she"/"they" for anyone. A deed of its own ("adopted last year") is left to the other
    checks."""
    if prop.subject.kind != "relation" or core.subject.known() or core.answered or not has_light_predicate(prop):
        return None
    relations = lexicon.groups("relations")
    people = THIRD_PERSON | {"him", "her", "his", "hers", "them", "their", "mine", "ours", "yours", "theirs"}
    after = source.statements[core.index + 1 : core.index + 1 + LOOK_BACK]
    turn = list(itertools.takewhile(lambda st: st.speaker == core.speaker, after))  # "… | My father had it"
    near = [*source.statements[max(0, core.index - LOOK_BACK) : core.index + 1], *turn]
    said = [t.low for st in near for t in st.tokens]
    if any(low in people or low.removesuffix("'s") in relations or low == prop.subject.relation for low in said):
        return None
    return f"subject: the evidence never names {prop.subject.describe()}"
