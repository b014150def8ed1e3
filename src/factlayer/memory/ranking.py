"""The fusion of a search's rankings and the order of its result list.

Fusion is a weighted sum of each ranking's min-max normalised scores, read per turn (``convex_fusion``).
The result list (``order``) is sorted by one score that never rises down the list: a turn's best fact
carries the turn's score; its other facts follow at a discount, and no lower than their own relevance
puts them, so a turn's unrelated remark does not ride on the turn's score and a related one is not sent
behind every other turn; what scores a small fraction of the best result is not returned at all.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

# The k-th further fact of a turn counts SIBLING_DECAY**k of the turn's score (at most): one turn's
# facts do not crowd out the other turns, but they come before turns that score under half as much.
SIBLING_DECAY = 0.5
# Results under this share of the best result's score are not returned (clearly unrelated: on LoCoMo's
# fit half no evidence fact in a top 10 scored under 0.22 of its list's best).
RELATIVE_FLOOR = 0.2


@dataclass(frozen=True)
class Fused:
    fact_id: str
    score: float  # the fused score of its turn (its best fact in each ranking)
    own: float  # its own fused score
    turn: str  # its turn's key (the fact's own id when it has none)


def _normalised(scored: Sequence[tuple[str, float]]) -> dict[str, float]:
    """Scores of one ranking mapped to [0, 1] by min-max over the list (its last is 0, its best 1)."""
    if not scored:
        return {}
    values = [s for _, s in scored]
    low, high = min(values), max(values)
    span = high - low
    return {f: (s - low) / span if span > 0 else 1.0 for f, s in scored}


def convex_fusion(
    rankings: Sequence[tuple[Sequence[tuple[str, float]], float]], turn: Callable[[str], str]
) -> list[Fused]:
    """Fuse scored fact lists by a weighted sum of their min-max normalised scores, read per turn.

    Unlike rank fusion, a ranking that is sure (one turn far above the rest, as when rare query words
    all meet in it) keeps that margin (Bruch et al., 2023, "An Analysis of Fusion Functions for Hybrid
    Retrieval"). Facts of one turn share its context, so a turn's score in a ranking is that of its best
    fact there; the list is ordered by turn score and, inside a turn, by each fact's own weighted score."""
    by_fact: dict[str, float] = {}
    by_turn: dict[str, float] = {}
    turn_of: dict[str, str] = {}  # each fact's turn, asked once
    for scored, weight in rankings:
        best: dict[str, float] = {}
        for fact_id, value in _normalised(scored).items():
            by_fact[fact_id] = by_fact.get(fact_id, 0.0) + weight * value
            key = turn_of.get(fact_id)
            if key is None:
                key = turn_of[fact_id] = turn(fact_id) or fact_id
            best[key] = max(best.get(key, 0.0), value)
        for key, value in best.items():
            by_turn[key] = by_turn.get(key, 0.0) + weight * value
    ranked = sorted(by_fact.items(), key=lambda item: (-by_turn[turn_of[item[0]]], -item[1], item[0]))
    return [Fused(f, by_turn[turn_of[f]], own, turn_of[f]) for f, own in ranked]


def order(
    fused: Iterable[Fused],
    keep: Callable[[str], str | None],
    limit: int,
    statement: Callable[[str], str] = lambda fact_id: fact_id,
) -> list[tuple[str, float]]:
    """The result list: at most ``limit`` (fact id, score), best first, read from ``convex_fusion``'s list.

    ``keep`` maps a candidate to the fact to return or to None (not returned: not held then, another
    subject); facts of one ``statement`` (wordings merged as duplicates) are returned once, as the first
    of them in the list. A turn's k-th kept fact scores ``min(SIBLING_DECAY**k, own / best's own)`` of the
    turn's score, its best candidate's own score read whether or not that one is kept (a superseded fact's
    turn-mate does not inherit the score the superseded fact earned). Results under
    ``RELATIVE_FLOOR`` of the best are dropped."""
    scored: list[tuple[str, float]] = []
    seen: set[str] = set()
    tops: dict[str, float] = {}  # turn → own score of its best candidate, kept or not
    taken: dict[str, int] = {}  # turn → its facts taken
    best: list[float] = []  # min-heap of the ``limit`` best scores so far
    for item in fused:
        if len(best) == limit and best[0] >= item.score:
            break  # nothing further (at most its turn's score) can enter the list
        top = tops.setdefault(item.turn, item.own)
        fact_id = keep(item.fact_id)
        if fact_id is None or statement(fact_id) in seen:
            continue  # still the turn's best: a remark beside a superseded fact does not take its score
        seen.add(statement(fact_id))
        k = taken.get(item.turn, 0)
        taken[item.turn] = k + 1
        share = item.own / top if top > 0 else 1.0
        score = item.score * min(SIBLING_DECAY**k, share)
        scored.append((fact_id, score))
        if len(best) < limit:
            heapq.heappush(best, score)
        elif score > best[0]:
            heapq.heapreplace(best, score)
    scored.sort(key=lambda pair: -pair[1])
    floor = RELATIVE_FLOOR * scored[0][1] if scored else 0.0
    return [pair for pair in scored[:limit] if pair[1] >= floor]
