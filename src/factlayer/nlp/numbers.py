"""Numbers written in words inside a run of tokens, with the tokens they cover: ``text2num``'s own finder
with a thin shim.

The shim: "second" stays a word (the time unit, "a second opinion"), so does "o" (a stutter, "y.o.",
"O2" far more often than a zero), and so do plurals ("hundreds of patients", "in her forties" are no numbers); a
year read as two pairs of digits is one number ("nineteen ninety five" = 1995, "twenty twenty" = 2020; "eleven
thirty" stays a clock's two numbers); and the caller says which tokens break a run (punctuation, a line break). A
decimal said aloud, "point five", "seven point three" or transcribed with a spaced period ("seven . three", "a
hundred . four"), is read by :func:`decimal_tail`; digits ("1,250", "2,5") by :func:`digits_value`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import find_numbers

from factlayer.nlp import lexicon

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


_CENTURIES = (
    13,
    20,
)  # "nineteen ninety", "twenty twenty"; not a clock ("ten thirty", "eleven fifteen", "twelve forty")


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
            and _CENTURIES[0] <= previous.value <= _CENTURIES[1]
            and 10 <= run.value <= 99
            and not occurrence.is_ordinal
        ):
            out[-1] = NumberRun(previous.first, run.last, previous.value * 100 + run.value)  # a year
            continue
        out.append(run)
    return out


def spelled_runs(units: Iterable[tuple[int, Sequence[str]]]) -> list[NumberRun]:
    """The numbers written in words over ``units``, each a token's (or piece's) index and the number words it holds
    ("ninety-nine": ninety, nine; none: anything else, which ends a run), read by :func:`number_runs`; each run
    with the indices of the first and last unit it covers, left to right. The one reader of number words for the
    aligner's forms (``nlp.forms``) and the proof's values (``nlp.normalise``)."""
    words: list[str] = []
    where: list[int] = []
    for index, parts in units:
        if parts:
            words.extend(parts)
            where.extend([index] * len(parts))
        elif words and words[-1] != BREAK:
            words.append(BREAK)
            where.append(-1)
    if not words:
        return []
    return [NumberRun(where[run.first], where[run.last], run.value) for run in number_runs(words)]


@lru_cache(maxsize=4096)
def is_number_word(word: str) -> bool:
    """A number written as one word, cardinal or ordinal ("six", "sixth", "hundred")."""
    return word.isalpha() and bool(number_runs([word.lower()]))


_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")


def digits_value(raw: str) -> float | None:
    """The value of a number in digits ("1,250" = 1250 with thousands commas, else a decimal comma: "2,5" = 2.5),
    or None when it is no number ("1.2.3")."""
    raw = raw.replace(",", "") if _THOUSANDS.fullmatch(raw) else raw.replace(",", ".")
    try:
        return float(raw)
    except ValueError:
        return None


_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_DIGIT_WORDS = {w: str(k) for k, w in enumerate(_DIGITS)}


def digit_value(word: str) -> int | None:
    """The digit a word names ("zero" .. "nine"), or None."""
    digit = _DIGIT_WORDS.get(word)
    return None if digit is None else int(digit)


def decimal_tail(words: Sequence[str], j: int) -> tuple[float, int] | None:
    """The fraction a spoken decimal point at ``words[j]`` adds, and the index after its digits: "point five"
    (0.5), "point two five" (0.25), "point oh five", "point 5"; a transcribed spaced period (ACI-Bench's
    "seven . three") takes one digit word only ("two . one of them" reads no more than 2.1). None when no
    decimal point stands at ``j``."""
    if j + 1 >= len(words) or words[j] not in ("point", "."):
        return None
    if words[j] == "point" and words[j + 1].isdigit():
        return float("0." + words[j + 1]), j + 2
    if words[j] == ".":
        digit = _DIGIT_WORDS.get(words[j + 1])
        return (float("0." + digit), j + 2) if digit is not None else None
    k, digits = j + 1, ""
    while k < len(words) and (words[k] in _DIGIT_WORDS or (words[k] == "oh" and k + 1 < len(words))):
        digits += _DIGIT_WORDS.get(words[k], "0")
        k += 1
    return (float("0." + digits), k) if digits else None


# ``lexicon/determiners.txt`` ("the", "my", "these" …) and the quantifiers and "which" it leaves out ("another one",
# "each one", "which one"): not added there, where "any" and "each" would change what the digest's readers see.
_DETERMINERS = lexicon.words("determiners") | {"another", "other", "each", "which", "any", "every"}


def pronoun_one(lows: Sequence[str], i: int) -> bool:
    """ "one" at ``i`` stands for a thing, not a count: after a determiner, or a determiner and one word ("he got
    a good one", "the red one", "this one"). "one of them", "that one to two weeks" are counts."""
    if lows[i] != "one" or (i + 1 < len(lows) and lows[i + 1] in ("of", "to", "or", "-")):
        return False  # "that one to two weeks", "the one or two drinks": a count after all
    if i >= 1 and lows[i - 1] == "a" and (i + 1 == len(lows) or lows[i + 1] == "out" or not lows[i + 1].isalpha()):
        return False  # "the pain is a one.", "about a one out of ten": a rating (a thing is "a good one")
    return (i >= 1 and lows[i - 1] in _DETERMINERS) or (i >= 2 and lows[i - 2] in _DETERMINERS)
