"""Parallels: a claim that binds words the evidence says in two parallel parts, each with its own partner.

"I take metformin in the morning and insulin at night" holds every word of "takes insulin in the morning",
but "insulin" and "morning" lie in two parts of the sentence (cut at a conjunction, a comma, a semicolon or a
sentence end), and each part holds its own word of the other's kind ("metformin" beside "morning", "at night"
beside "insulin"): the claim recombines them. Two words of one part of the claim are refused when no part of
the evidence holds both, and the part of one holds a rival of the other — a word of the same kind (a
predicate, an argument, an adverbial of time or place, an adjective of state) that names nothing the claim
names. A part with no such rival ("I take metformin and insulin in the morning") binds nothing: a trailing
phrase may be shared, and is left to the engine.
"""

from __future__ import annotations

from itertools import combinations

from factlayer.nlp import lexicon
from factlayer.proof.reading import Reading, Side

__all__ = ["cross_bound"]

_CUTS = frozenset({",", ";", ":", "--", "—"})
_ARGUMENT = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "attr"})
_ADVERBIAL = frozenset({"advmod", "npadvmod", "tmod", "pobj"})
_PREDICATE = frozenset({"ROOT", "ccomp", "advcl", "xcomp", "relcl", "conj", "parataxis"})
_CONTENT = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})


def _parts(side: Side) -> list[int]:
    """The part of each word (-1: a cut itself)."""
    part, out = 0, []
    for i, w in enumerate(side.words):
        if i and side.sentence[i] != side.sentence[i - 1]:
            part += 1
        if w.dep == "cc" or (w.pos == "PUNCT" and w.low in _CUTS):
            part += 1
            out.append(-1)
        else:
            out.append(part)
    return out


def _kind(side: Side, i: int) -> str | None:
    """What place word ``i`` fills: "predicate", "argument", "adverbial", "state"; None for any other."""
    w = side.words[i]
    if w.pos not in _CONTENT or w.low in lexicon.words("stopwords"):
        return None
    if w.pos == "ADJ" and w.dep in ("acomp", "conj", "ROOT"):
        return "state"  # "worse in the morning and better at night"
    dep = w.dep
    while dep == "conj" and w.head != w.i and w.pos != "VERB":  # "metformin and insulin": the first's place
        dep = side.words[w.head].dep
        w = side.words[w.head]
    if w.pos == "VERB" and dep in _PREDICATE:
        return "predicate"
    if dep in _ARGUMENT and w.pos in ("NOUN", "PROPN"):
        return "argument"
    if dep in _ADVERBIAL:
        return "adverbial"
    return None


def cross_bound(r: Reading) -> str | None:
    """Why the claim recombines words the evidence says apart (module docstring); None if it does not."""
    claim_parts = _parts(r.claim)
    parts = _parts(r.evidence)
    named = frozenset().union(*r.refs_c)
    words = [c for c, ref in enumerate(r.refs_c) if ref and claim_parts[c] >= 0 and _kind(r.claim, c)]
    where = {c: [e for e, ref in enumerate(r.refs_e) if parts[e] >= 0 and ref & r.refs_c[c]] for c in words}
    for a, b in combinations(words, 2):
        link = _link(r.claim, a, b)
        if claim_parts[a] != claim_parts[b] or not where[a] or not where[b] or link is None:
            continue
        if _kind(r.claim, a) == _kind(r.claim, b) == "predicate":
            continue  # "to help pass the stone": one act said in two verbs, not two things bound
        if {parts[e] for e in where[a]} & {parts[e] for e in where[b]}:
            continue  # one part holds both
        for e in where[a]:
            for f in where[b]:
                if r.evidence.sentence[e] != r.evidence.sentence[f]:
                    continue
                rival_b = _rival(r, parts, named, e, b, link)
                rival_a = _rival(r, parts, named, f, a, _flip(link))
                if rival_a is not None and rival_b is not None:
                    return (
                        f"binding: the evidence says {r.claim.words[a].text!r} with "
                        f"{r.evidence.words[rival_b].text!r}, and {r.claim.words[b].text!r} with "
                        f"{r.evidence.words[rival_a].text!r}"
                    )
    return None


def _link(side: Side, a: int, b: int) -> str | None:
    """How word ``a`` hangs with word ``b``: "heads", "under" (``b`` heads it), "beside" (one head), or None.
    Through a preposition ("in the morning"), "used to run", and a conjunct where its first conjunct hangs."""

    def up(i: int) -> int:
        while side.words[i].dep == "conj" and side.words[i].head != i:  # a conjunct hangs where the first does
            i = side.words[i].head
        h = side.words[i].head
        return side.words[h].head if side.words[h].dep in ("prep", "xcomp") else h

    if up(b) == a:
        return "heads"
    if up(a) == b:
        return "under"
    return "beside" if up(a) == up(b) else None


def _flip(link: str) -> str:
    return {"heads": "under", "under": "heads"}.get(link, link)


def _class(side: Side, i: int) -> str:
    """The word's class, an adverb and a bare noun of time as one ("usually" / "today")."""
    w = side.words[i]
    if w.pos == "ADV" or w.dep == "npadvmod":
        return "adverb"
    return "NOUN" if w.pos == "PROPN" else w.pos


def _rival(r: Reading, parts: list[int], named: frozenset[str], partner: int, like: int, link: str) -> int | None:
    """A word in the part of evidence word ``partner``, hanging with it as ``link`` says, in the place of claim
    word ``like`` (its kind of place and its word class, read in the claim), that names nothing the claim names."""
    kind = _kind(r.claim, like)
    if kind is None:
        return None
    return next(
        (
            v
            for v in range(len(r.evidence.words))
            if parts[v] == parts[partner]
            and _kind(r.evidence, v) == kind
            and _class(r.evidence, v) == _class(r.claim, like)
            and r.refs_e[v]
            and not r.refs_e[v] & named
            and _link(r.evidence, partner, v) == link
        ),
        None,
    )
