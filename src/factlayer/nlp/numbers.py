"""Numbers written in words inside a run of tokens, with the tokens they cover: ``text2num``'s own finder
with a thin shim.

The shim: "second" stays a word (the time unit, "a second opinion"), so does "o" (a stutter, "y.o.",
"O2" far more often than a zero), and so do plurals ("hundreds of
patients", "in her forties" are no numbers); a year read as two pairs of
digits is one number ("nineteen ninety five" = 1995, "twenty twenty" = 2020); and the caller says
which tokens break a run (punctuation, a line break).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import find_numbers

BREAK = "|"  # a token that ends a run of number words


@dataclass(frozen=True, slots=True)
class _Word:
    word: str

    def text(self) -> str:
        return self.word

    def not_a_number_part(self) -> bool:
        return self.word in ("second", "o") or self.word.endswith("s")

    def nt_separated(self, previous: object) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class NumberRun:
    """Tokens ``first`` .. ``last`` (inclusive) say ``value``."""

    first: int
    last: int
    value: float


def number_runs(words: Sequence[str]) -> list[NumberRun]:
    """The numbers written in ``words`` (lower case; :data:`BREAK` or punctuation ends a run), left to right."""
    found = find_numbers([_Word(w) for w in words], "en", threshold=0)
    out: list[NumberRun] = []
    for occurrence in found:
        run = NumberRun(occurrence.start, occurrence.end - 1, occurrence.value)
        previous = out[-1] if out else None
        if (
            previous is not None
            and previous.first == previous.last
            and previous.last + 1 == run.first
            and 10 <= previous.value <= 99
            and 10 <= run.value <= 99
            and not occurrence.is_ordinal
        ):
            out[-1] = NumberRun(previous.first, run.last, previous.value * 100 + run.value)  # a year
            continue
        out.append(run)
    return out


@lru_cache(maxsize=4096)
def is_number_word(word: str) -> bool:
    """A number written as one word, cardinal or ordinal ("six", "sixth", "hundred")."""
    return word.isalpha() and bool(number_runs([word.lower()]))
