"""A class word of the claim ("right", "knee", "metformin") against a rival of its class in the evidence window:
where the rival stands decides whether it conflicts, weakly or not at all (see :func:`misplaced_class_words`)."""

from __future__ import annotations

import itertools

from factlayer.nlp import lexicon
from factlayer.nlp.idioms import idiom_positions
from factlayer.nlp.stems import stem
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term
from factlayer.proof.deictic_times import another_time
from factlayer.proof.gapping import lends_its_verb
from factlayer.proof.source import Statement

__all__ = ["TIME_CLASSES", "misplaced_class_words"]

# The classes of ``categories.txt`` that name a time: a time word goes with its own clause and event.
TIME_CLASSES = frozenset({"time_of_day", "weekday", "month", "season"})


def misplaced_class_words(
    prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]
) -> tuple[list[str], list[str]]:
    """(strong, weak) conflicts of a class word of the claim with a rival of its class.

    Strong: the word matched outside the core statement while the core has a rival ("right knee" read from "my
    left knee hurts, my right is fine"), or the word the claim's class word qualifies is qualified by a rival
    in the same statement ("the right side" from "push right there on the left side"). Weak (decides only when
    nothing supports): another statement of the window, holding other words of the claim, has a rival ("an MRI
    of your lower back" from "I need an MRI of your neck. We had one of your lower back"); so does a time from now
    the claim gives that the core says otherwise ("next year" / "Next month I'm …": ``proof.deictic_times``)."""
    categories = lexicon.classes("categories")
    claim_lows = [t.low for t in prop.terms]
    holding = {m.statement for m in matches}
    by_index = {st.index: st for st in window}
    at = {(m.term.low, m.statement): m.token for m in matches}
    strong: list[str] = []
    weak: list[str] = []

    def rivals_in(st: Statement, term: Term) -> list[str]:
        idiom = idiom_positions(tuple(t.low for t in st.tokens))  # "on my feet all day" names no feet
        return [
            t.low
            for i, t in enumerate(st.tokens)
            if t.low not in claim_lows and i not in idiom and lexicon.rivals(t.low, term.category, term.low, categories)
        ]

    for m in matches:
        if not m.term.category:
            continue
        said = f"entity: the claim says {m.term.text!r}, the evidence says "
        head_at = claim_lows.index(m.term.low) + 1
        k = at.get((claim_lows[head_at], m.statement)) if head_at < len(claim_lows) else None
        later = [at[w, m.statement] for w in claim_lows[head_at + 1 :] if (w, m.statement) in at]
        k = _said_again(by_index[m.statement], k, min(later)) if k is not None and later else k
        before = by_index[m.statement].tokens[k - 1].low if k is not None and k > 0 and k - 1 != m.token else ""
        head = claim_lows[head_at] if head_at < len(claim_lows) else ""
        if (
            before
            and before in rivals_in(by_index[m.statement], m.term)
            and not _all_in_one_part(by_index[m.statement], m.term.low, head, prop)
        ):
            strong.append(f"{said}{before!r}")
        elif m.statement != core.index and (rivals := rivals_in(core, m.term)):
            strong.append(f"{said}{rivals[0]!r}")
        else:
            others = [
                r
                for st in window
                if st.index != m.statement
                and st.index in holding
                and st.speaker == by_index[m.statement].speaker  # one speaker's run of clauses (or unlabelled prose)
                and st.subject.same(by_index[m.statement].subject) is not False  # not "my wife takes hers at night"
                and not lends_its_verb(st, by_index[m.statement])
                and not _another_events_time(m, st.index, matches, prop)
                for r in rivals_in(st, m.term)
            ]
            if others:
                weak.append(f"{said}{others[0]!r} (in the next clause)")
    return strong, weak + another_time(prop, core, window, matches)


_CUTS = frozenset({",", ";", "and", "but", "while", "whereas"})


def _all_in_one_part(statement: Statement, word: str, head: str, prop: Proposition) -> bool:
    """One part of the statement (cut at a comma, "and", "but", ...) says the claim's class word right before its
    head and every other word of the claim ("in winter my eczema flares, in summer my asthma flares" says "in summer
    my asthma flares"): the rival is another part's. Not "your left ear is red, the right ear is normal" for "the
    right ear is red"."""
    part: list[str] = []
    for t in [*statement.tokens, None]:
        if t is not None and t.low not in _CUTS:
            part.append(t.low)
            continue
        said = {stem(low) for low in part}
        if any(a == word and b == head for a, b in itertools.pairwise(part)) and all(
            term.stem in said or term.low in part for term in prop.terms
        ):
            return True
        part = []
    return False


def _said_again(statement: Statement, k: int, predicate: int) -> int:
    """The head word at ``k`` said again before the claim's next word at ``predicate``: that one is what the
    predicate is said of ("your left ear is red , the right ear is normal": "normal" is the right ear's)."""
    again = [j for j in range(k + 1, predicate) if statement.tokens[j].low == statement.tokens[k].low]
    return again[-1] if again else k


def _another_events_time(m: Match, other: int, matches: list[Match], prop: Proposition) -> bool:
    """A time word ("Monday") goes with the clause holding the claim's predicate: a rival time in a clause that holds
    no more of the claim than its opening noun times another event ("an outage was reported on Sunday, | but it was
    fixed Monday morning" for "The outage was fixed on Monday morning"); not when the rival's clause holds the
    predicate ("the order was placed in March, | and it shipped in May" for "The order shipped in March")."""
    if m.term.category not in TIME_CLASSES or not prop.terms:
        return False
    opening = prop.terms[0]
    held: dict[int, set[str]] = {m.statement: set(), other: set()}
    for n in matches:
        if n.statement in held and n.term is not m.term and n.how != "context":
            held[n.statement].add(n.term.low)
    return bool(held[m.statement] - {opening.low}) and held[other] <= {opening.low}
