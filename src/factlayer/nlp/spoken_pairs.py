"""A number said as a digit and a pair, the way a hundred-odd is read out in a clinic or a meeting: "one forty over
ninety" (140/90), "one twenty-five", "one oh five" (105), "two fifty", "nine thirty", "five ten".

Word by word these are two numbers (1 and 40), and a claim's 140 would be denied by a 40 the source never meant.
Read as one they are still no sure number: "two fifty" is 250 pounds, $2.50 or ten to three; "nine thirty" a time;
"five ten" a height; "one fifty milligram tablet" one tablet of 50 mg. So the hundreds reading is taken only where
the words around it say it is a count: before "over" and a number (a blood pressure, "one forty over ninety"),
before a unit in the plural or a percent ("two fifty pounds", "one twenty percent"), after a verb of weighing
("i weigh one eighty", ``lexicon/pair_measures``), and for a digit, "oh", a digit
("one oh five") unless a clock is near ("at one oh five"). Elsewhere the words are read as no value at all: the
proof then neither bears out nor denies a claim's number by them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from factlayer.nlp import lexicon
from factlayer.nlp.numbers import decimal_tail, digit_value, is_number_word, spelled_runs

__all__ = ["SpokenPair", "spoken_pair"]

_PAIR_REACH = 3  # "thirty", "two" / "twenty-five": the pair's tokens
_DECIMAL_REACH = 8  # "point" and the digit words after it
_ORDINAL_ENDS = ("th", "st", "nd", "rd")  # "one twenty first" is no 121


@dataclass(frozen=True, slots=True)
class SpokenPair:
    """Tokens ``first`` .. ``end - 1`` say a digit and a pair; ``amount`` its hundreds reading where the words around
    it decide that reading, else None (the words say no value that can be compared)."""

    amount: float | None
    first: int
    end: int


def spoken_pair(lows: Sequence[str], i: int) -> SpokenPair | None:
    """The digit-and-pair number starting at ``lows[i]`` (lower-case words): "one forty", "two fifty", "one oh
    five"; or None."""
    digit = digit_value(lows[i])
    if digit is None or digit == 0 or i + 1 >= len(lows):
        return None
    if lows[i + 1] == "oh" and i + 2 < len(lows) and (zeros := digit_value(lows[i + 2])) is not None:
        end = i + 3
        clock = (i > 0 and lows[i - 1] in lexicon.words("clock_cues")) or _low(lows, end) in lexicon.words("meridiem")
        return _with_decimal(lows, digit * 100.0 + zeros, i, end, decided=not clock)
    runs = spelled_runs(_units(lows, i + 1))
    if not runs or runs[0].first != i + 1 or not 10 <= runs[0].value <= 99 or not runs[0].value.is_integer():
        return None
    end = runs[0].last + 1
    if lows[end - 1].endswith(_ORDINAL_ENDS):
        return None
    decided = _a_count_follows(lows, end) or _measured(lows, i)
    return _with_decimal(lows, digit * 100.0 + runs[0].value, i, end, decided=decided)


def _measured(lows: Sequence[str], i: int) -> bool:
    """ "i weigh one eighty", "weighs about two fifty": a verb of weighing just before (an approximator between)."""
    before = i - 1 if i >= 1 and lows[i - 1] in lexicon.words("approximators") else i
    return before >= 1 and lows[before - 1] in lexicon.words("pair_measures")


def _with_decimal(lows: Sequence[str], amount: float, i: int, end: int, *, decided: bool) -> SpokenPair:
    """ "one oh two point five": the fraction said after a decided reading."""
    if not decided:
        return SpokenPair(None, i, end)
    tail = decimal_tail(lows[end : end + _DECIMAL_REACH], 0)
    return SpokenPair(amount, i, end) if tail is None else SpokenPair(amount + tail[0], i, end + tail[1])


def _a_count_follows(lows: Sequence[str], end: int) -> bool:
    """ "over" and a number (a blood pressure), or a unit in the plural or a percent ("two fifty pounds"): the words
    after a digit and a pair that make it a hundred-odd; a unit of time does not ("two fifteen minutes")."""
    after = _low(lows, end)
    if after == "over":
        below = _low(lows, end + 1)
        return below.isdigit() or is_number_word(below.split("-")[0])
    unit = lexicon.groups("units").get(after)
    if unit is None or unit in lexicon.words("time_units"):
        return False
    return unit == "percent" or (after.endswith("s") and after != unit)


def _units(lows: Sequence[str], j: int) -> Iterator[tuple[int, list[str]]]:
    """The number words of each token from ``j`` on ("twenty-five": twenty, five), to the first that holds none."""
    for k in range(j, min(len(lows), j + _PAIR_REACH)):
        parts = [part for part in lows[k].split("-") if part]
        if not parts or not all(part.isalpha() and is_number_word(part) for part in parts):
            return
        yield k, parts


def _low(lows: Sequence[str], j: int) -> str:
    return lows[j] if j < len(lows) else ""
