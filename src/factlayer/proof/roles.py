"""Roles: a window whose words all support a claim but in other roles does not bear it out (issue #12).

Read with a dependency parse (``nlp.parse``, the optional ``parse`` extra), the claim and its supporting
evidence each say who does what to whom: a word's role is agent (subject; "by" of a passive), patient (object;
subject of a passive), recipient (indirect object), the object of a preposition, or the owner of a noun, on the
predicate it hangs from. Where the claim's predicate is the evidence's (same word or a word the engine matched),
the evidence refuses the claim when

- two of its arguments hold each other's roles ("Dana called me" for "Ben called Dana", "the server crashed
  because of the update" for "the update crashed because of the server");
- a transitive claim's argument holds another core role ("the dog bit my son" for "Ana's son bit the dog"), or
  is only the owner of that argument ("Bo's sister married Carl" for "Bo married Carl");
- a noun of both has another owner ("my wife's mother", "her mother" for "the patient's / Omar's mother").

The other side of a comparison or preference, an ability, a past habit and "without" beside a denial are read
from the words, parse or not (``proof.comparison``, ``proof.realis``, ``proof.tense``, ``proof.polarity``).

Parts recombined across parallel clauses are ``proof.parallels``'s to find.

Persons map as the engine maps them: "I / me / my" is the sentence's speaker (and the names they are called),
"you / your" the statement's addressee, a claim's name or role is resolved through the source's speakers.
Where the parse gives no role or a person cannot be told, nothing is refused: the verdict stays the engine's.
"""

from __future__ import annotations

from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.parallels import cross_bound
from factlayer.proof.reading import OWNING, Reading, Side, read, same_word, speaker_roles
from factlayer.proof.source import Source
from factlayer.proof.word_order import symmetric

__all__ = ["refusal"]

_CORE = frozenset({"A", "P", "R"})
_SAID = {"A": "the one who acts", "P": "the one acted on", "R": "the one it is given or said to"}
_NOMINAL = frozenset({"NOUN", "PROPN", "PRON", "NUM"})
_MODIFYING = frozenset({"compound", "amod", "nmod", "nummod"})  # "chocolate" of "chocolate tart": the tart's role


def _role(side: Side, i: int) -> tuple[int, str] | None:
    """(the predicate word, the role) of word ``i``, or None."""
    w = side.words[i]
    while w.dep in ("conj", "appos", "compound", "flat") and w.head != w.i:
        w = side.words[w.head]
    h = side.words[w.head]
    if w.dep == "nsubj":
        bare = h.dep in ("ccomp", "xcomp") and not any(k.dep in ("aux", "mark") for k in side.children(h.i))
        if bare and h.tag == "VB":  # "Bo helped me move": the one helped
            return h.head, "P"
        return None if bare else (h.i, "A")  # "I had my cuff repaired": the parse cannot tell
    if w.dep in ("nsubjpass", "dobj"):
        return h.i, "P"
    if w.dep in ("dative", "iobj"):
        return h.i, "R"
    if w.dep == "poss":
        return h.i, "owner"
    if w.dep != "pobj":
        return None
    said = [h.low]
    while h.dep == "pcomp" and h.head != h.i:  # "because of"
        h = side.words[h.head]
        said.insert(0, h.low)
    if h.dep == "agent":
        return h.head, "A"
    if h.dep == "prep":
        return h.head, "R" if said == ["to"] else "prep:" + " ".join(said)
    return None


def _lifted(side: Side, i: int) -> tuple[int, str] | None:
    """The role, an owner's lifted to its noun's ("Bo's sister married": Bo owns the agent)."""
    role = _role(side, i)
    if role is None or role[1] != "owner":
        return role
    owned = _role(side, role[0])
    return (owned[0], "owner of " + owned[1]) if owned is not None and owned[1] in _CORE else role


def _mismatches(r: Reading) -> list[tuple[int, str, frozenset[str]]]:
    """(claim word, its role, the roles the evidence gives the same referent on the same predicate), where none
    is the claim's."""
    out = []
    for c, w in enumerate(r.claim.words):
        role = _lifted(r.claim, c) if w.pos in _NOMINAL and w.dep not in _MODIFYING else None
        if role is None or not r.refs_c[c]:
            continue
        found = set()
        for e in range(len(r.evidence.words)):
            if not r.refs_c[c] & r.refs_e[e] or r.evidence.words[e].dep in _MODIFYING or _reflexive(r.evidence, e):
                continue  # "weigh yourself": the one who weighs too
            there = _lifted(r.evidence, e)
            if there is not None and same_word(r.claim, role[0], r.evidence, there[0]):
                found.add(there[1])
        if found and role[1] not in found:
            out.append((c, role[1], frozenset(found)))
    return out


def _reflexive(side: Side, i: int) -> bool:
    return side.words[i].low.endswith(("self", "selves"))


def _transitive(side: Side, pred: int) -> bool:
    """Does the predicate have two core roles filled ("growth and emergence" fill one)?"""
    return len({r[1] for i in range(len(side.words)) if (r := _role(side, i)) and r[0] == pred and r[1] in _CORE}) >= 2


def _argument_roles(r: Reading) -> str | None:
    # "Carl married Bo" is "Bo married Carl": a symmetric verb's two people may stand either way
    bad = [
        (c, role, there)
        for c, role, there in _mismatches(r)
        if not (there <= _CORE and (p := _role(r.claim, c)) and symmetric(r.claim.words[p[0]].low))
    ]
    for c, role, there in bad:
        for d, other, elsewhere in bad:
            if c != d and role in elsewhere and other in there:
                return f"roles: {r.claim.words[c].text!r} and {r.claim.words[d].text!r} hold each other's roles"
    for c, role, there in bad:
        pred = _role(r.claim, c)
        if not (role in _CORE and pred and _transitive(r.claim, pred[0])):
            continue
        # the evidence's predicate too has two roles filled: not a misread ("We , um , just did a piece")
        preds = [p for e in range(len(r.evidence.words)) if (p := _lifted(r.evidence, e)) and r.refs_c[c] & r.refs_e[e]]
        if there & (_CORE | {"owner of " + role}) and any(_transitive(r.evidence, p[0]) for p in preds):
            return f"roles: {r.claim.words[c].text!r} is {_SAID.get(role, role)} in the claim, not in the evidence"
    return None


def _owner_of(side: Side, i: int) -> int | None:
    return next((w.i for w in side.children(i) if w.dep == "poss"), None)


def _owners(r: Reading) -> str | None:
    """A noun of both whose owner differs: another name, another role, or "her" for a speaker."""
    for c, w in enumerate(r.claim.words):
        oc = _owner_of(r.claim, c) if w.pos in ("NOUN", "PROPN") else None
        if oc is None or not r.refs_c[oc]:
            continue
        owners_e = [
            o
            for e, v in enumerate(r.evidence.words)
            if same_word(r.claim, c, r.evidence, e)
            if (o := _owner_of(r.evidence, e)) is not None
        ]
        if not owners_e:
            continue
        for o in owners_e:
            ref = r.refs_e[o]
            if ref & r.refs_c[oc]:
                return None
        who = r.refs_c[oc]
        if all(_other_owner(r, o, who) for o in owners_e):
            return f"owner: {w.text!r} is someone else's in the evidence"
    return None


def _other_owner(r: Reading, o: int, who: frozenset[str]) -> bool:
    word = r.evidence.words[o]
    if word.low in OWNING:  # "her mother": a speaker never says so of themself
        return bool(who & r.evidence.me[o])
    if word.low in FIRST_PERSON | SECOND_PERSON:  # a speaker's own: only another speaker's name or role says otherwise
        if not r.refs_e[o]:
            return False  # "your" where the addressee is not known
        return bool(who & r.speakers) or bool(who & speaker_roles() and r.refs_e[o] & speaker_roles())
    return bool(r.refs_e[o]) and word.pos in ("NOUN", "PROPN")


def refusal(prop: Proposition, claim: str, source: Source, window: tuple[int, ...], matches: list[Match]) -> str | None:
    """Why the window, which supports ``prop`` (a part of ``claim``) word by word, does not bear it out by its
    roles; None if it may (or when no parser is installed)."""
    r = read(prop, claim, source, window, matches)
    if r is None:
        return None
    return _argument_roles(r) or _owners(r) or cross_bound(r)
