"""The place or direction a claim gives a word it shares with the evidence: "My keys were under the couch" is no
"keys were on the couch" nor "over the couch" (both left unsaid); "I turned the heating off" is no "turned the
heating on"; "the rent went up" is no "went down". Place words are function words (``lexicon/stopwords.txt``),
never a unit on their own, so this is where they are held to the evidence.

A place word (``lexicon/place_words.txt``) is read in two spots: right before a claim word the evidence matched
(a preposition, past determiners: "under the couch"), or right after it (a particle: "turned the heating off",
"went up"). When every occurrence of that word in the core statement has a place word in the same spot, and none
the claim's place, the evidence puts it elsewhere: opposite places (``lexicon/place_relations.txt``: on/off,
up/down, in/out) conflict; other places before a word leave the claim unsaid ("on" / "under"), loose
ones say nothing ("in the bus" / "on the bus"). Two particles count only when opposite ("turned up" / "turned out"
are two verbs more often than two places), and not after a verb whose two particles say the same
(``lexicon/particles_alike.txt``: "fill in" / "fill out" a form, "write up" / "write down" notes). A word of time
after it ("on Monday", "in May", "off last night", "in two weeks") makes no place, nor does a particle that goes on
to "to" ("went up to Boston" / "down to Boston"). A claim word with no place word in the evidence is left to the
other checks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal, cast

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem, word_stem
from factlayer.nlp.tokens import Token, skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

Outcome = Literal["conflicts", "incomplete"]
Spot = Literal["before", "after"]

__all__ = ["opposite_particle", "other_place", "past_determiners", "placed", "word_stems"]


@cache
def _relations() -> dict[frozenset[str], str]:
    return {frozenset(row[1:]): row[0] for row in lexicon.rows("place_relations") if len(row) == 3}


@cache
def _times() -> frozenset[str]:
    days = {w for name in ("weekdays", "months") for row in lexicon.rows(name) for w in row}
    return frozenset(lexicon.classes("time_nouns")) | lexicon.words("number_words") | frozenset(days)


_TIME_DETERMINERS = lexicon.words("determiners") - {"this"}  # "this Monday" is a time, "the Monday" too


def _timed(tokens: Sequence[Token], k: int) -> str | None:
    """The kind of time ``tokens[k]`` (past determiners) says, "bare" or "prepositional" (a number is one), or None."""
    k = skip_over(_lows(tokens), k, _TIME_DETERMINERS)
    if k >= len(tokens) or not (tokens[k].low in _times() or any(c.isdigit() for c in tokens[k].low)):
        return None
    return lexicon.classes("time_nouns").get(tokens[k].low, "prepositional")


def _place(tokens: Sequence[Token], k: int, spot: Spot) -> str | None:
    """The place said right ``spot`` ``tokens[k]``, or None (module docstring)."""
    places = lexicon.classes("place_words")
    if spot == "before":
        j = past_determiners(tokens, k)
        if j < 0 or _timed(tokens, k):
            return None  # "on Monday", "in May", "off last night"
        return places.get(tokens[j].low)
    j = k + 1
    if j >= len(tokens) or tokens[j].low not in places:
        return None
    follows = tokens[j + 1].low if j + 1 < len(tokens) else ""
    if follows == "to" or _timed(tokens, j + 1) == "prepositional":
        return None  # "went up to Boston", "back in two weeks" — but "turned it off last night" is a particle
    return places[tokens[j].low]


def _lead(tokens: Sequence[Token], k: int, back: int) -> str:
    """The stem of the word ``back`` words before ``tokens[k]`` past its determiners, or "" ("write the numbers"
    for 1 back from "numbers"; "filled out the form" for 2 back from "form")."""
    j = past_determiners(tokens, k) - (back - 1)
    return word_stem(tokens[j].low) if j >= 0 else ""


def _lows(tokens: Sequence[Token]) -> list[str]:
    return [t.low for t in tokens]


def past_determiners(tokens: Sequence[Token], k: int) -> int:
    """The index of the first word before ``tokens[k]`` that is no determiner ("under | the | couch"), or -1."""
    return skip_over(_lows(tokens), k - 1, lexicon.words("determiners"), step=-1)


def placed(relations: set[str], note: str, prop: Proposition, denied: bool) -> tuple[Outcome, list[str]]:
    """The outcome of a claim word the evidence puts elsewhere (``relations``: how the claim's place or side relates
    to each of the evidence's): "conflicts" when all are opposite in a positive claim the core does not deny."""
    opposite = relations == {"opposite"} and not prop.negated and not denied
    return ("conflicts" if opposite else "incomplete"), [note]


@cache
def _alike() -> frozenset[tuple[str, frozenset[str]]]:
    return frozenset((stem(row[0]), frozenset(row[1:])) for row in lexicon.rows("particles_alike") if len(row) == 3)


def _relation(mine: str, theirs: str, spot: Spot, leads: set[str]) -> str:
    """How the claim's place relates to the evidence's, said after one of ``leads`` (stems of the verb it may be the
    particle of: "write the numbers down", "filled out the form")."""
    if any((lead, frozenset({mine, theirs})) in _alike() for lead in leads):
        return "loose"  # "filled in the form" / "filled out the form"
    relation = "same" if mine == theirs else _relations().get(frozenset({mine, theirs}), "other")
    return "loose" if spot == "after" and relation == "other" else relation


def other_place(
    prop: Proposition, core: Statement, matches: Sequence[Match], denied: bool
) -> tuple[Outcome, list[str]] | None:
    """(the window's outcome, a note) when the core puts a claim word at another place than the claim does, else
    None (module docstring): "conflicts" for an opposite place in a positive claim the core does not deny."""
    claim = claim_tokens(prop.text)
    if any(term.low in lexicon.classes("place_words") for term in prop.terms):
        return None  # a place already a unit of the claim ("over | the ribs": proof/claim_terms) is checked there
    found: tuple[Outcome, list[str]] | None = None
    claimed, said_stems = [word_stem(t.low) for t in claim], word_stems(core)
    for m in (m for m in matches if m.how != "context" and m.statement == core.index):
        word = word_stem(m.term.low)
        spots = [k for k, t in enumerate(claim) if t.is_word and claimed[k] == word]
        occurrences = [k for k, t in enumerate(core.tokens) if t.is_word and said_stems[k] == word]
        if len(spots) != 1 or not occurrences:
            continue
        for spot in ("before", "after"):
            mine = _place(claim, spots[0], spot)
            theirs = [_place(core.tokens, k, spot) for k in occurrences]
            if mine is None or None in theirs:
                continue
            leads = {word, _lead(claim, spots[0], 1)} if spot == "after" else {_lead(claim, spots[0], 2)}
            relations = {_relation(mine, t, spot, leads) for t in theirs if t}
            if relations & {"same", "loose"}:
                continue
            said = next(t for t in theirs if t)
            note = f"place: the evidence says {said!r} {spot} {m.term.text!r}, the claim {mine!r}"
            outcome = placed(relations, note, prop, denied)
            if outcome[0] == "conflicts":
                return outcome
            found = found or outcome
    return found


def opposite_particle(claim: Sequence[Token], k: int, statement: Statement) -> str | None:
    """The particle opposite the claim's ``claim[k]`` (``lexicon/place_relations.txt``) that the statement says right
    after the same word the claim's follows ("turned | off the lights" / "i turned | on the lights", "the heating |
    off" / "the heating | on"), or None. There the claim's place word is a unit of its own (``proof/claim_terms``:
    "off" always), which :func:`other_place` leaves to the units; a denied statement, a lead that is a function word
    ("is off" / "is on"), a time after it ("on Monday") or a verb whose two particles say the same
    (``particles_alike``) give none."""
    if k == 0 or statement.negated or not claim[k - 1].is_word or claim[k - 1].low in lexicon.words("stopwords"):
        return None
    lead, mine, tokens = word_stem(claim[k - 1].low), claim[k].low, statement.tokens
    stems = word_stems(statement)
    for j in range(1, len(tokens)):
        theirs = tokens[j].low
        if stems[j - 1] != lead or _relation(mine, theirs, "after", {lead}) != "opposite":
            continue
        if _timed(tokens, j + 1) == "prepositional" or (j + 1 < len(tokens) and tokens[j + 1].low == "to"):
            continue  # "went up to Boston", "turned in two weeks"
        return tokens[j].text
    return None


_STEMS = object()  # the key of a statement's word stems in ``Statement.memo``


def word_stems(statement: Statement) -> tuple[str, ...]:
    """:func:`word_stem` of each of the statement's tokens, read once per statement (``Statement.memo``)."""
    found = statement.memo.get(_STEMS)
    if found is None:
        found = statement.memo[_STEMS] = tuple(word_stem(t.low) for t in statement.tokens)
    return cast(tuple[str, ...], found)
