"""What the checks of every claim against one source would otherwise read again from all of its statements, read
once per source and kept with it (``Source.memo``): the statements of each sentence, those of a run of sentences,
the times and values said anywhere (``proof.rival_beside``). A source is read once and checked against many claims
(``proof.source.build`` caches it), so a scan of every statement for each window of each claim made the checks grow
with the length of the source."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, TypeVar, cast

if TYPE_CHECKING:
    from factlayer.proof.statement import Source, Statement

__all__ = ["by_sentence", "in_sentences", "remembered"]

T = TypeVar("T")


def remembered(memo: dict[str, object], statements: list[Statement], key: str, read: Callable[[], T]) -> T:
    """``read()``, kept in ``memo`` under ``key`` for as long as the source's statements are ``statements`` (the
    list object: a source being read replaces it)."""
    held = cast("tuple[list[Statement], T] | None", memo.get(key))
    if held is not None and held[0] is statements:
        return held[1]
    value = read()
    memo[key] = (statements, value)
    return value


def by_sentence(memo: dict[str, object], statements: list[Statement]) -> dict[int, tuple[Statement, ...]]:
    """Sentence → its statements not read through an answer, in order (``Source.statements_of_sentence``)."""

    def read() -> dict[int, tuple[Statement, ...]]:
        out: dict[int, list[Statement]] = {}
        for st in statements:
            if not st.answered:
                out.setdefault(st.sentence, []).append(st)
        return {k: tuple(v) for k, v in out.items()}

    return remembered(memo, statements, "by_sentence", read)


def in_sentences(source: Source, first: int, last: int) -> list[Statement]:
    """The statements of the sentences ``first`` ≤ k < ``last``, in order: a slice, the statements being in sentence
    order (a scan of them all when they are not)."""
    statements = source.statements

    def read() -> list[int] | None:
        keys = [st.sentence for st in statements]
        return keys if all(a <= b for a, b in pairwise(keys)) else None

    keys = remembered(source.memo, statements, "sentence_keys", read)
    if keys is None:
        return [st for st in statements if first <= st.sentence < last]
    return statements[bisect.bisect_left(keys, first) : bisect.bisect_left(keys, last)]
