"""A claim about a thing pieced from two parallel clauses about two things: "Android is fine, iOS still has the login
bug" holds "Android" in one clause and "still has the login bug" in the next, whose own subject is iOS — it does not
say Android has the bug ("The kitchen is done, the bathroom still needs tiles"; "Sales are up, and costs went down").

Only that parallel shape is read, as its words show it: the claim's opening word opens a clause (after a determiner
at most, before the rest of its noun: "the mobile app is") and a verb follows it ("Android is"), or, the claim's
subject, is said in another sentence than the predicate ("Engineering finished the API. The mobile app is about 80
percent done"); a later clause of the window opens on another content word the claim does not hold (and at most one
more word of its noun), followed by its verb or by the claim's predicate ("iOS still has", "costs went down"). A
pronoun ("but it was fixed Monday"), a list ("The knee and the ankle are swollen") or a clause that is not parallel
("Tylenol, but it really doesn't seem to help") is not read so. Claims about a person are read by
``proof.attribution`` instead."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import listed_verb
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.predicate import BETWEEN
from factlayer.proof.source import Statement

_BREAKS = frozenset({",", ";", ":", "and", "but", "while", "whereas"})
_REACH = 3  # words from a clause's subject to its verb or predicate ("ios still has")


@cache
def _not_a_subject() -> frozenset[str]:
    names = ("stopwords", "lead_connectors", "hesitations", "discourse", "third_person", "first_person",
             "subordinators", "conditionals")  # fmt: skip
    return lexicon.union(*names) | lexicon.words("second_person")


def _clause_start(tokens: tuple[Token, ...], k: int) -> int:
    """Where the clause holding ``tokens[k]`` starts: after the last break before it."""
    return max((j + 1 for j in range(k) if tokens[j].low in _BREAKS), default=0)


def _subject_then_verb(
    tokens: tuple[Token, ...], k: int, ends: frozenset[int], noun: frozenset[int] = frozenset()
) -> bool:
    """``tokens[k]`` opens its clause (after determiners at most) and a verb, or one of ``ends``, follows within
    reach, past adverbs and the rest of its ``noun`` ("the mobile app is")."""
    if any(tokens[j].low not in lexicon.words("determiners") for j in range(_clause_start(tokens, k), k)):
        return False
    for j in range(k + 1, min(len(tokens), k + 1 + _REACH + len(noun))):
        if j in ends or listed_verb(tokens[j].low):
            return True
        if tokens[j].low not in BETWEEN and j not in noun:
            return False
    return False


def _opens_the_claim(prop: Proposition, word: str) -> bool:
    """``word`` is the claim's subject: its first word, after determiners at most ("The API is ...")."""
    claim = [t for t in claim_tokens(prop.text) if t.is_word]
    k = next((i for i, t in enumerate(claim) if t.low == word), None)
    return k is not None and all(t.low in lexicon.words("determiners") for t in claim[:k])


def subject_of_another_clause(prop: Proposition, window: list[Statement], matches: list[Match]) -> bool:
    """The claim's predicate is read from a clause parallel to the one holding its opening word, about another
    thing."""
    if prop.subject.kind in ("person", "relation") or len(prop.terms) < 2:
        return False
    opening = prop.terms[0]
    said = [m for m in matches if m.how != "context"]
    by_index = {st.index: st for st in window}
    openings = [m for m in said if m.term is opening and m.statement in by_index]
    noun = {s: frozenset(m.token for m in said if m.statement == s and m.term is not opening) for s in by_index}
    opens = any(
        _subject_then_verb(by_index[m.statement].tokens, m.token, frozenset(), noun[m.statement]) for m in openings
    )
    sentences = {by_index[m.statement].sentence for m in openings} if _opens_the_claim(prop, opening.low) else set()
    claim_words = {t.low for t in prop.terms}
    for statement in sorted({m.statement for m in said if m.term is not opening} & set(by_index)):
        tokens = by_index[statement].tokens
        rest = frozenset(m.token for m in said if m.term is not opening and m.statement == statement)
        start = _clause_start(tokens, min(rest))
        opened_before = any(m.statement != statement or m.token < start for m in openings)  # either order
        k = next((j for j in range(start, min(rest)) if tokens[j].low not in lexicon.words("determiners")), None)
        if (
            opened_before
            and (opens or (bool(sentences) and by_index[statement].sentence not in sentences))
            and k is not None
            and tokens[k].is_word
            and tokens[k].low not in claim_words
            and tokens[k].low not in _not_a_subject()
            and _subject_then_verb(tokens, k, rest, frozenset({k + 1}))  # "the mobile app is"
        ):
            return True
    return False
