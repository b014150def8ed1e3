"""A time said from the speaker's now ("yesterday", "last month", "next year") that the claim gives its event, where
the core statement gives it another: "Next month I'm having an LGBTQ art show" does not bear out "… an art show
next year", nor "Yesterday I chose to go to networking events" "decided last month to go …". The time need not
stand in the claim's place — a transcript fronts it ("Next month I'm …") — so :mod:`proof.slots` does not read it;
one event has one such time, and the core's is the event's.

Each time is read as (direction, size) (``lexicon/deictic_times.txt``): past, now or future, and a day, weekday,
weekend, week, month, season or year. Two conflict when one is past and the other future, or both past (or both
future) of sizes that do not hold each other ("last week" / "last month", "yesterday" / "last week"; not "last
Friday" / "last week", "last summer" / "last year"), or one is now and the other is no smaller part of it ("this
week" / "last week"; not "this week" / "yesterday"). A claim's time word the window matched somewhere is no
conflict (the same time said elsewhere); the conflict is weak: it decides only when nothing supports."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["another_time"]

Time = tuple[str, str]  # (direction, size)

_SIZES = ("day", "weekday", "weekend", "week", "month", "season", "year")
_RANK = {size: n for n, size in enumerate(_SIZES)}
_HOLD = frozenset(  # sizes that may name the same stretch of time said two ways
    frozenset(pair)
    for pair in (
        ("day", "weekday"),
        ("day", "weekend"),
        ("weekday", "weekend"),
        ("weekday", "week"),
        ("weekend", "week"),
        ("month", "season"),
        ("season", "year"),
    )
)


@cache
def _classes() -> dict[str, str]:
    """Each word of ``lexicon/deictic_times.txt`` → its class, and each weekday or its abbreviation
    (``lexicon/weekdays.txt``: "tues", "fri") → "weekday"."""
    return dict.fromkeys(lexicon.groups("weekdays"), "weekday") | lexicon.classes("deictic_times")


def times(tokens: Sequence[Token]) -> list[tuple[int, int, Time]]:
    """The (first, last token index, time) of each time said from now in ``tokens``."""
    classes = _classes()
    out: list[tuple[int, int, Time]] = []
    k = 0
    while k < len(tokens):
        kind = classes.get(tokens[k].low)
        if kind is not None and kind.startswith("day_"):
            out.append((k, k, (kind.removeprefix("day_"), "day")))
        elif kind in ("past", "future", "now"):
            j = k + 1
            if kind == "now" and j < len(tokens) and classes.get(tokens[j].low) == "past":
                kind, j = "past", j + 1  # "this past weekend"
            size = classes.get(tokens[j].low.removesuffix("'s")) if j < len(tokens) else None
            if size in _RANK:
                out.append((k, j, (kind, size)))
                k = j
        k += 1
    return out


def apart(a: Time, b: Time) -> bool:
    """Do the two times name different stretches (module docstring)?"""
    if a == b:
        return False
    if {a[0], b[0]} == {"past", "future"}:
        return True
    if a[0] == b[0]:
        return a[1] != b[1] and frozenset((a[1], b[1])) not in _HOLD
    now, other = (a, b) if a[0] == "now" else (b, a)
    return _RANK[other[1]] >= _RANK[now[1]]


def another_time(
    prop: Proposition, core: Statement, window: Sequence[Statement], matches: Sequence[Match]
) -> list[str]:
    """Weak conflicts "time: the claim says X, the evidence says Y" for the claim's words of a time from now that
    no statement matched, where the core says only times apart from it — or, saying none, the rest of its sentence
    in the window ("Was super nervous last week | when I shared my book …") (module docstring)."""
    around = [st for st in window if st.sentence == core.sentence and st.index != core.index]
    statement, said = next(((st, found) for st in (core, *around) if (found := times(st.tokens))), (None, []))
    if statement is None:
        return []
    claim = claim_tokens(prop.text)
    matched = {m.term.low for m in matches}
    terms = {t.low: t for t in prop.terms}
    out: list[str] = []
    for first, last, time in times(claim):
        unmatched = [terms[t.low] for t in claim[first : last + 1] if t.low in terms and t.low not in matched]
        if not unmatched or not all(apart(time, other) for _, _, other in said):
            continue
        theirs = " ".join(t.text for t in statement.tokens[said[0][0] : said[0][1] + 1])
        out.extend(f"time: the claim says {term.text!r}, the evidence says {theirs!r}" for term in unmatched)
    return out
