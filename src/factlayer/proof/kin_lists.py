"""Relatives named together in a family history: "My dad, | my uncle | and my grandfather all had colon cancer"
cuts into clauses, the last alone holding the deed — yet each relative listed before it had it too; and
"Everyone in my family has high cholesterol" is about the family, not the speaker (``lexicon/kin_group_openers``);
"Diabetes on my mom's side, and asthma from my dad": each part of a history is its own relative's."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON, Subject
from factlayer.nlp.phrases import find_phrase
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement

__all__ = ["kin_group", "kin_part", "listed_with", "names_kin"]

_LIST_WORDS = frozenset({"and", "or", "plus", "my", "of", "both", "all"})


def listed_with(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim's relative is listed, in clauses of nothing but relatives, right before the core in its sentence."""
    if prop.subject.kind != "relation":
        return False
    relations = lexicon.groups("relations")
    for st in reversed([st for st in source.statements_of_sentence(core.sentence) if st.index < core.index]):
        words = [t.low for t in st.tokens if t.is_word]
        if not words or any(w not in _LIST_WORDS and w.removesuffix("'s") not in relations for w in words):
            return False  # "I have asthma, | and my dad had it": no list of relatives
        if prop.subject.same(st.subject) is not False and st.subject.kind == "relation":
            return True
    return False


def kin_group(prop: Proposition, core: Statement) -> str | None:
    """A claim about a person, a statement opening on the speaker's kin as a whole: that group, as written."""
    if prop.subject.kind != "person":
        return None
    words = [t.low for t in core.tokens if t.is_word or t.low.endswith("'s")]
    while words and words[0] in ("and", "but", "so", "also", "yeah", "yes", "well"):
        words = words[1:]
    if find_phrase(words, "kin_group_openers", at_start=True) is None:
        return None
    said = {t.low for t in claim_tokens(prop.text)}
    return None if said & {"family", "side", "relatives"} else " ".join(words[:3])  # "The patient's family has …"


def names_kin(prop: Proposition, word: str) -> bool:
    """Is ``word`` ("kids") a relation word that may name the claim's relative ("The patient's children")?"""
    relation = lexicon.groups("relations").get(word)
    return relation is not None and prop.subject.same(Subject("relation", prop.subject.names, relation)) is not False


_PART_BREAKS = frozenset({",", ";", "and", "but", "plus", "while", "whereas"})
_LEADS = lexicon.words("kin_part_leads")
_SPEAKERS = (FIRST_PERSON - {"my"}) | {"we", "we're", "we've", "we'd", "us"}  # "a trip we took …": theirs too


def _side_after(core: Statement, k: int) -> bool:
    """ "my mom's side": the side of the family at ``k + 1``."""
    return k + 1 < len(core.tokens) and core.tokens[k + 1].low == "side"


def kin_part(prop: Proposition, core: Statement, matches: list[Match]) -> str | None:
    """A statement about no one in particular, cut at commas and "and" into parts ("Diabetes on my mom's side | and
    asthma from my dad"): a part holding the claim's words names "my <relative>" and not the speaker ("I", "me"),
    and that relative is not the claim's — whose it is, as written ("my mom")."""
    if prop.subject.kind not in ("person", "relation") or core.subject.known():
        return None
    relations = lexicon.groups("relations")
    part, parts = 0, []
    for tok in core.tokens:
        part += tok.low in _PART_BREAKS
        parts.append(part)
    held = {
        parts[m.token]
        for m in matches
        if m.statement == core.index and m.how != "context" and m.term.low not in relations
    }
    kin: dict[int, list[tuple[str, str]]] = {}
    for k, tok in enumerate(core.tokens[1:], 1):
        relation = relations.get(tok.low.removesuffix("'s"))
        led = (k > 1 and core.tokens[k - 2].low in _LEADS) or (tok.low.endswith("'s") and _side_after(core, k))
        if relation is not None and core.tokens[k - 1].low == "my" and led:
            kin.setdefault(parts[k], []).append((relation, tok.low.removesuffix("'s")))
    own = {parts[k] for k, t in enumerate(core.tokens) if t.low in _SPEAKERS}
    named = [kin[p] for p in sorted(held) if p in kin and p not in own]
    if not named or len(named) < len(held):
        return None  # a part of the claim's words that names no relative: no telling
    said = [(relation, word) for found in named for relation, word in found]
    claimed = {relations.get(t.low.removesuffix("'s")) for t in claim_tokens(prop.text)}
    if claimed & {r for r, _ in said}:
        return None  # "… for his daughter Sara's birthday": the claim names that relative itself
    if any(prop.subject.same(Subject("relation", prop.subject.names, r)) is not False for r, _ in said):
        return None
    return f"my {said[0][1]}"
