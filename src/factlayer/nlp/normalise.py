"""Normal forms: word stems, numbers written in words or digits, values with units, frequencies, dates, times.

One stemmer (``nlp.stems``: Snowball English plus a small table of irregular forms, ``lexicon/irregular.txt``;
re-exported here, where its callers import it) and one number parser (``text2num`` with a thin shim for
"once", "twice", "a couple", "half", ordinals and digits).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.numbers import decimal_tail, digits_value, is_number_word, pronoun_one, spelled_runs
from factlayer.nlp.spoken_pairs import spoken_pair
from factlayer.nlp.tokens import Token
from factlayer.nlp.value_bounds import bounded
from factlayer.nlp.value_forms import TIME_UNITS, Value, joined, slashed

__all__ = [
    "number_word",
    "parse_number",
    "values",
]

_SMALL = {word: float(row[0]) for word, row in lexicon.table("amount_words").items()}  # "twice", "a couple", "half"
ORDINALS = {word: int(row[0]) for word, row in lexicon.table("ordinals").items()}  # "third": 3
_NUMBER_WORDS = lexicon.words("number_words")
_DIGITS = re.compile(r"^(\d+(?:[.,]\d+)*)(st|nd|rd|th|%)?$")


def number_word(low: str) -> bool:
    return low in _NUMBER_WORDS


_SCALES = {"hundred": 100.0, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}


def parse_number(tokens: Sequence[Token], i: int) -> tuple[float, int] | None:
    """The number starting at ``tokens[i]`` and the index after it, or None; a decimal said aloud ("seven point
    three", "a hundred . four", "point five") with its fraction (``nlp.numbers.decimal_tail``), and digits or a
    decimal before a scale word ("1.25 million", "two point five billion")."""
    found = _number(tokens, i)
    if found is not None and found[1] < len(tokens) and tokens[found[1]].low in _SCALES:
        return found[0] * _SCALES[tokens[found[1]].low], found[1] + 1
    return found


def _number(tokens: Sequence[Token], i: int) -> tuple[float, int] | None:
    bare_point = tokens[i].low == "point" and not (i and tokens[i - 1].low in lexicon.words("determiners"))
    whole = (0.0, i) if bare_point else _whole_number(tokens, i)  # not "at this point two weeks ago"
    if whole is None or not whole[0].is_integer():
        return whole
    tail = decimal_tail([t.low for t in tokens[whole[1] : whole[1] + _DECIMAL_REACH]], 0)
    if tail is None:
        return None if bare_point else whole
    return whole[0] + tail[0], whole[1] + tail[1]


_DECIMAL_REACH = 8  # "point" and the digit words after it


def _whole_number(tokens: Sequence[Token], i: int) -> tuple[float, int] | None:
    low = tokens[i].low
    if not _may_be_number(low):
        return None
    digits = _DIGITS.match(low)
    if digits:
        value = digits_value(digits.group(1))
        return None if value is None else (value, i + 1)
    if low in ORDINALS:
        return float(ORDINALS[low]), i + 1
    if low.removesuffix("-ish") in _NUMBER_WORDS or _word_parts(low.removesuffix("-ish")):
        return _word_run(tokens, i)
    return None


@lru_cache(maxsize=65536)
def _may_be_number(low: str) -> bool:
    """Can a number start at a word written ``low`` (:func:`_whole_number`'s cases: digits, an ordinal, number
    words)? Most words cannot; asked once per word, not once per token of every statement."""
    stripped = low.removesuffix("-ish")
    return bool(_DIGITS.match(low)) or low in ORDINALS or stripped in _NUMBER_WORDS or bool(_word_parts(stripped))


def _word_parts(low: str) -> list[str]:
    """The number words of one token ("ninety-nine" → ninety, nine; "twenty-ninth"), or [] when it is none."""
    parts = [part for part in low.split("-") if part]
    return parts if parts and all(is_number_word(part) for part in parts) else []


def _word_run(tokens: Sequence[Token], i: int) -> tuple[float, int] | None:
    """The number the words from ``tokens[i]`` say, read by the one number-word reader (``nlp.numbers.spelled_runs``):
    "twenty ninth" is 29 (an ordinal ends the number), "nineteen ninety-nine" 1999, "two thousand eight" 2008, so a
    date said in words never merges into one wrong cardinal ("twenty ninth two thousand eight" is no 20)."""
    runs = spelled_runs(_word_units(tokens, i))
    if not runs or runs[0].first != i:
        return None
    return runs[0].value, runs[0].last + 1


def _word_units(tokens: Sequence[Token], i: int) -> Iterator[tuple[int, list[str]]]:
    """The number words of each token from ``i`` on, to the first that holds none ("and" after the first; "-ish"
    on the first ends the number: "forty-ish" is about forty)."""
    j = i
    while j < len(tokens):
        low = tokens[j].low.removesuffix("-ish") if j == i else tokens[j].low
        parts = _word_parts(low) or (["and"] if low == "and" and j > i else [])
        if not parts:
            return
        yield j, parts
        if low != tokens[j].low:
            return
        j += 1


_PERIOD_WORDS = frozenset({"a", "an", "per", "each", "every", "one", "the"})
# The months by their full names (``lexicon/months``: a line's first word; "jan", "dec" are left to the aligner).
_MONTHS = {row[0]: number for number, row in enumerate(lexicon.rows("months"), 1)}
_CLOCK = re.compile(r"^(\d{1,2}):(\d{2})\s?([ap])?")
_CLOCK_CUES = lexicon.words("clock_cues")  # "at 9 15"
_MERIDIEM = lexicon.words("meridiem")  # "9 15 pm"


def _spaced_clock(tokens: Sequence[Token], i: int) -> tuple[float, int] | None:
    """ASR's clock time with a space for the colon ("at 9 15", "9 15 pm"): (minutes, last token), or None.
    Only after a time word or before am/pm, so "9 15-minute sessions" stays two numbers."""
    if i + 1 >= len(tokens) or not (tokens[i].low.isdigit() and tokens[i + 1].low.isdigit()):
        return None
    hour, minute = int(tokens[i].low), tokens[i + 1].low
    if not (1 <= hour <= 23 and len(minute) == 2 and int(minute) <= 59):
        return None
    after = tokens[i + 2].low if i + 2 < len(tokens) else ""
    if not ((i > 0 and tokens[i - 1].low in _CLOCK_CUES) or after in _MERIDIEM):
        return None
    if after in _MERIDIEM and hour <= 12:
        hour = hour % 12 + (12 if after.startswith("p") else 0)
        return hour * 60.0 + int(minute), i + 2
    return hour * 60.0 + int(minute), i + 1


def _unit_at(tokens: Sequence[Token], j: int) -> tuple[str, int] | None:
    units = lexicon.groups("units")
    if j < len(tokens) and tokens[j].low in units:
        return units[tokens[j].low], j + 1
    spelled = tokens[j].low + tokens[j + 1].low if j + 1 < len(tokens) else ""
    if len(spelled) == 2 and spelled in units:  # "forty M G": a unit spelled out letter by letter
        return units[spelled], j + 2
    if j + 1 < len(tokens) and tokens[j].low in ("-",) and tokens[j + 1].low in units:
        return units[tokens[j + 1].low], j + 2
    return None


def _period_at(tokens: Sequence[Token], j: int) -> tuple[str, int] | None:
    """ "a day", "per week", "every morning" → (period, index after)."""
    if j < len(tokens) and tokens[j].low in _PERIOD_WORDS:
        unit = _unit_at(tokens, j + 1)
        if unit and unit[0] in TIME_UNITS:
            return unit
        if j + 1 < len(tokens) and tokens[j + 1].low in ("morning", "night", "evening", "afternoon"):
            return "day", j + 2
    return None


def _ordinary(tokens: Sequence[Token], i: int) -> bool:
    """ "everyday" after a determiner, or before "life", is "ordinary" ("my everyday routine", "everyday life"), no
    frequency ("i'll use it everyday now" is one)."""
    if tokens[i].low != "everyday":
        return False
    before = tokens[i - 1].low if i > 0 else ""
    after = tokens[i + 1].low if i + 1 < len(tokens) else ""
    return before in lexicon.words("determiners") or after in ("life", "lives")


def values(tokens: Sequence[Token]) -> list[Value]:
    """Every value in a run of tokens, left to right, none overlapping."""
    out: list[Value] = []
    freq = lexicon.table("frequencies")
    lows = [t.low for t in tokens]
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        low = tok.low
        clock = _CLOCK.match(low)
        if clock:
            meridiem = clock.group(3)
            hour = int(clock.group(1)) % 12 + (12 if meridiem == "p" else 0) if meridiem else int(clock.group(1)) % 24
            out.append(Value("time", hour * 60 + int(clock.group(2)), None, i, i))
            i += 1
            continue
        spaced = _spaced_clock(tokens, i)
        if spaced is not None:
            out.append(Value("time", spaced[0], None, i, spaced[1]))
            i = spaced[1] + 1
            continue
        if low in _MONTHS and not (low == "may" and (i == 0 or not _next_is_number(tokens, i))):
            day = parse_number(tokens, i + 1) if i + 1 < len(tokens) else None
            if day and 1 <= day[0] <= 31:
                out.append(Value("date", _MONTHS[low] * 100 + day[0], None, i, day[1] - 1))
                i = day[1]
                continue
            i += 1
            continue
        if low in freq and low not in ("once", "twice", "thrice") and not _ordinary(tokens, i):
            count, *per = freq[low]
            each = low in lexicon.words("recurrences")  # "weekly": each week, how often not said
            out.append(Value("frequency", float(count), per[0] if per else "day", i, i, each))
            i += 1
            continue
        if low in ("every", "each") and i + 1 < len(tokens):
            k = i + 1
            n = 1.0
            if tokens[k].low == "other":
                n, k = 0.5, k + 1
            parsed = parse_number(tokens, k) if k < len(tokens) else None
            every_n = 1.0
            if parsed:
                every_n, k = parsed
            unit = _unit_at(tokens, k)
            if unit and unit[0] in TIME_UNITS:
                each = parsed is None and n == 1.0  # "every week"; not "every other week", "every 2 weeks"
                out.append(Value("frequency", n / every_n, unit[0], i, unit[1] - 1, each))
                i = unit[1]
                continue
        if "/" in low:
            out.extend(slashed(low, i))
            i += 1
            continue
        if low in ("a", "an"):
            unit = _unit_at(tokens, i + 1)
            period = _period_at(tokens, unit[1]) if unit and unit[0] not in TIME_UNITS else None
            if unit and period:  # "a pack a day"
                out.append(Value("quantity", 1.0, f"{unit[0]} per {period[0]}", i, period[1] - 1))
                i = period[1]
                continue
            if unit and unit[0] in TIME_UNITS and unit[0] != "second":  # "for a week"
                out.append(Value("quantity", 1.0, unit[0], i, unit[1] - 1))
                i = unit[1]
                continue
        pair = spoken_pair(lows, i)
        if pair is not None and pair.amount is None:
            i = pair.end  # "two fifty", "nine thirty": 250, $2.50 or a time — no value to compare
            continue
        parsed = parse_number(tokens, i) if low not in ("a", "an") else None
        if pair is not None and pair.amount is not None:
            parsed = pair.amount, pair.end  # "one forty over ninety": 140
        if low in _SMALL and low not in ("a", "an"):
            parsed = (_SMALL[low], i + 1)
            if low in ("couple", "few", "dozen") and i > 0 and tokens[i - 1].low == "a":
                pass
            elif low in ("couple", "few", "several", "single", "both", "half"):
                parsed = None if low != "half" else parsed
        if parsed is None or (low == "first" and i > 0 and tokens[i - 1].low == "at"):  # "at first": no place
            i += 1
            continue
        amount, j = parsed
        if j < len(tokens) and tokens[j].low == "of" and low in ("couple", "few", "dozen"):
            j += 1
        if _ordinal(low) or _ordinal(tokens[j - 1].low.split("-")[-1]):  # "my first dose", "the twenty ninth"
            month = tokens[j + 1].low if j + 1 < len(tokens) and tokens[j].low == "of" else ""
            if month in _MONTHS and 1 <= amount <= 31:  # "the third of May": a date, as "May third" is
                out.append(Value("date", _MONTHS[month] * 100 + amount, None, i, j + 1))
                i = j + 2
                continue
            out.append(Value("ordinal", amount, None, i, j - 1))  # a place in an order, never a count of doses
            i = j
            continue
        if low in ("once", "twice", "thrice"):
            period = _period_at(tokens, j)
            if period is None and j < len(tokens) and tokens[j].low in freq and len(freq[tokens[j].low]) == 2:
                period = freq[tokens[j].low][1], j + 1
            out.append(Value("frequency", amount, period[0] if period else None, i, (period[1] if period else j) - 1))
            i = period[1] if period else j
            continue
        unit = _unit_at(tokens, j)
        if unit and unit[0] == "time":
            period = _period_at(tokens, unit[1])
            if period:
                out.append(Value("frequency", amount, period[0], i, period[1] - 1))
                i = period[1]
                continue
        if unit:
            period = _period_at(tokens, unit[1]) if unit[0] not in TIME_UNITS else None
            if period:  # "two packs a day", "400 mg per day"
                out.append(Value("quantity", amount, f"{unit[0]} per {period[0]}", i, period[1] - 1))
                i = period[1]
                continue
            out.append(Value("quantity", amount, unit[0], i, unit[1] - 1))
            i = unit[1]
            continue
        if j < len(tokens) and tokens[j].low in ("am", "pm", "a.m", "p.m", "o'clock") and amount <= 12:
            hour = int(amount) % 12 + (12 if tokens[j].low.startswith("p") else 0)
            out.append(Value("time", hour * 60.0, None, i, j))
            i = j + 1
            continue
        if 1900 <= amount <= 2100 and float(amount).is_integer() and (not tok.is_number or len(tok.low) == 4):
            out.append(Value("year", amount, None, i, j - 1))
        elif (tok.is_number and low.count("-") == 1) or pronoun_one([t.low for t in tokens], i):
            pass  # "3-4" is read as a range elsewhere; "he got a good one" counts nothing
        else:
            out.append(Value("number", amount, None, i, j - 1))
        i = j
    return bounded(tokens, joined(tokens, out))


def _ordinal(low: str) -> bool:
    """ "first", "second", "21st", "3rd": a place in an order ("the first one" is no count of one); it compares
    with ordinals only."""
    return low in ORDINALS or bool(re.fullmatch(r"\d+(?:st|nd|rd|th)", low))


def _next_is_number(tokens: Sequence[Token], i: int) -> bool:
    return i + 1 < len(tokens) and parse_number(tokens, i + 1) is not None
