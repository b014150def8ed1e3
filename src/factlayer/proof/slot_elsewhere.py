"""A claim word borrowed from another statement of the window, while the core statement fills its place with a word
of its own: "No, the car is paid off. We owe about 140,000 on the house." does not bear out "The client owes about
140,000 on the car" — "car" is said, but of the paying off; where the owing says "on the …" it says "house". The
place is read by a preposition (``lexicon/modifier_prepositions``) right before the word in the claim, over
determiners and possessives, and the same preposition in the core before a content word the claim does not hold; or
by the claim's verb before it ("finished | the degree"), over a determiner or possessive, said before the word in
its own statement too, and the same verb in the core before one and another content word ("After I finish my
degree, I'm moving. I finished my thesis." is no "finished the degree": a deed to come stitched to one done)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["borrowed_into_a_taken_place", "object_taken_elsewhere"]


def _over_openers(tokens: Sequence[Token], j: int, step: int) -> int:
    """The first index from ``j`` on (by ``step``: 1 forward, -1 back) that holds no determiner nor possessive
    ("on | the patient's | car")."""
    skip = lexicon.words("determiners")
    while 0 <= j < len(tokens) and (tokens[j].low in skip or tokens[j].low.endswith("'s")):
        j += step
    return j


def _preposition_before(tokens: Sequence[Token], k: int) -> str | None:
    """The preposition that opens the phrase ending at ``tokens[k]`` ("on | the car"), over determiners and
    possessives only."""
    j = _over_openers(tokens, k - 1, -1)
    return tokens[j].low if j >= 0 and tokens[j].low in lexicon.words("modifier_prepositions") else None


def _word_after(tokens: tuple[Token, ...], prep: str) -> list[Token]:
    """The first content word after each ``prep`` of the statement, over determiners and possessives."""
    out: list[Token] = []
    for j, tok in enumerate(tokens):
        if tok.low != prep:
            continue
        n = _over_openers(tokens, j + 1, 1)
        if n < len(tokens) and tokens[n].is_word and tokens[n].low not in lexicon.words("stopwords"):
            out.append(tokens[n])
    return out


def borrowed_into_a_taken_place(prop: Proposition, core: Statement, matches: list[Match]) -> list[str]:
    """Weak conflicts (module docstring): a claim word matched outside ``core`` whose place ``core`` fills."""
    claim = claim_tokens(prop.text)
    claim_stems = {stem(t.low) for t in claim if t.is_word}
    out: list[str] = []
    for m in matches:
        if m.statement == core.index or m.how == "context":
            continue
        k = next((i for i, t in enumerate(claim) if t.low == m.term.low), None)
        prep = _preposition_before(claim, k) if k is not None else None
        if prep is None:
            continue
        own = [t for t in _word_after(core.tokens, prep) if stem(t.low) not in claim_stems]
        if own:
            out.append(f"entity: the claim says {m.term.text!r}, the evidence says {own[0].low!r} after {prep!r}")
    return out


def _verb_before(claim: Sequence[Token], k: int, core: Statement, matches: list[Match]) -> int | None:
    """Where in ``core`` the claim's verb stands whose object is ``claim[k]`` ("finished | the degree"): the word
    right before the object's phrase, over determiners and possessives, matched in the core; else None."""
    j = _over_openers(claim, k - 1, -1)
    if j < 0 or j == k - 1 or not claim[j].is_word:
        return None  # no determiner between: "finished degree" is no verb and object read here
    return next((m.token for m in matches if m.statement == core.index and m.term.low == claim[j].low), None)


def object_taken_elsewhere(
    prop: Proposition, core: Statement, matches: list[Match], statements: Sequence[Statement]
) -> str | None:
    """Why the claim's object, matched outside ``core`` after the claim's verb there too ("once I sell the house"),
    is not the object of the core's verb (module docstring), or None: a refusal, not a conflict (the core's own
    object may be the claim's in other words: "sold the place"). ``statements``: the source's, by index."""
    claim = claim_tokens(prop.text)
    claim_stems = {stem(t.low) for t in claim if t.is_word}
    for m in matches:
        if m.statement == core.index or m.how == "context":
            continue
        k = next((i for i, t in enumerate(claim) if t.low == m.term.low), None)
        if k is None or _preposition_before(claim, k) is not None:
            continue
        verb = _verb_before(claim, k, core, matches)
        if verb is None or not _same_verb_before(statements[m.statement], m.token, core.tokens[verb].low):
            continue
        if note := _verbs_own_object(m, core, verb, claim_stems):
            return note
    return None


def _same_verb_before(statement: Statement, k: int, verb: str) -> bool:
    """Does the word before the phrase of ``statement.tokens[k]`` (over determiners and possessives) share ``verb``'s
    stem: the other statement says the same deed of that object ("once I sell | the house")?"""
    tokens = statement.tokens
    j = _over_openers(tokens, k - 1, -1)
    return j >= 0 and j < k - 1 and stem(tokens[j].low) == stem(verb)


def _verbs_own_object(m: Match, core: Statement, verb: int, claim_stems: set[str]) -> str | None:
    """A note when the core's verb at ``verb`` takes an object of its own, a determiner first ("I
    finished | my thesis"), that the claim does not hold, while the claim's object was matched in another statement
    ("After I finish my degree, … I finished my thesis already" is no "finished the degree")."""
    tokens = core.tokens
    n = _over_openers(tokens, verb + 1, 1)
    if n == verb + 1 or n >= len(tokens) or not tokens[n].is_word or tokens[n].low in lexicon.words("stopwords"):
        return None
    if stem(tokens[n].low) in claim_stems:
        return None
    return f"entity: the claim says {m.term.text!r}, the evidence says {tokens[n].low!r} after {tokens[verb].low!r}"
