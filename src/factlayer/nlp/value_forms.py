"""The value type of ``nlp.normalise`` and the readings that take more than one token or more than one word-by-word
value: "half an hour", "two and a half weeks", "£1.25 million", "10 to 20 mg", a date written "01/10/09", and a
reading of two numbers "130 over 72" / "130/72" (a blood pressure, a score) — one value, so "72 over 130" is no
match for it."""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

__all__ = ["TIME_UNITS", "Bound", "Value", "ValueKind", "joined", "slashed"]

ValueKind = Literal["quantity", "frequency", "date", "time", "year", "number", "ordinal", "ratio"]
# A value said with a bound (``nlp.value_bounds``): "less than" <, "at most" / "up to" <=, "more than" >, "at least"
# >=, "almost" / "just under" <~ (below, near it), "just over" / "a little over" >~ (above, near it).
Bound = Literal["<", "<=", ">", ">=", "<~", ">~"]


@dataclass(frozen=True, slots=True)
class Value:
    """A value stated in text: ``amount`` of ``unit`` (a frequency's unit is its period, a ratio's "over M")."""

    kind: ValueKind
    amount: float
    unit: str | None
    first: int  # token index range
    last: int
    each: bool = False  # a recurrence said without a count: "every week", "weekly" (at least once a period)
    bound: Bound | None = None  # "less than three times a week": the amount is a bound, not the value

    def same_slot(self, other: Value) -> bool:
        """Values that can be compared: same kind and same unit (a count of days vs a count of weeks differ)."""
        if self.kind != other.kind:
            return False
        if self.kind == "quantity" and self.unit in TIME_UNITS and other.unit in TIME_UNITS:
            return True  # 8 months vs 8 years: the same slot, another value
        if self.kind == "ratio":
            return True  # 130 over 72 vs 130 over 80: one reading, another value
        if self.unit != other.unit and (rates := _daily_rates(self, other)) is not None:
            # "once a week" vs "once a day", "5 drinks per month" vs "5 drinks per week": one slot when the rates
            # clearly differ; a near-equal rate said per another period ("once a week" / "four times a month") is
            # neither the same value nor a rival
            low, high = sorted(rates)
            return high > _RATE_APART * low
        return self.unit == other.unit

    def same_rate(self, other: Value) -> bool:
        """A near-equal rate said per another period: "once a week" / "four times a month"."""
        rates = _daily_rates(self, other) if self.unit != other.unit else None
        return rates is not None and max(rates) <= _RATE_APART * min(rates)

    def equals(self, other: Value) -> bool:
        return (
            self.same_slot(other)
            and abs(self.amount - other.amount) < 1e-9
            and self.unit == other.unit
            and self.bound == other.bound
        )

    def bears_out(self, claimed: Value) -> bool:
        """Does this value, said in the source, bear out ``claimed``? The same value (a bound the same bound), a
        count per a period for the recurrence of that period without a count: "three times a week" says "every
        week" / "weekly" ("once a week" and "twice a week" stay two values), and a value inside the claim's bound
        ("twice a week" says "less than three times a week"). A bounded value bears out no exact one ("less than
        three times a week" is no "three times a week") and no recurrence its range leaves ("weekly")."""
        if self.equals(claimed):
            return True
        if self.bound is None and claimed.bound is None:
            recurs = claimed.each and claimed.kind == self.kind == "frequency" and claimed.unit == self.unit
            return recurs and self.amount >= 1
        if not self.same_slot(claimed) or (self.bound is not None and claimed.bound is None and not claimed.each):
            return False
        if (
            self.bound is not None
            and claimed.bound is not None
            and (abs(self.amount - claimed.amount) > 1e-9 or self.unit != claimed.unit)
        ):
            return False  # "less than five drinks per month" is said as no "less than five drinks per week"
        ranges = _ranges(self, claimed)
        return ranges is not None and _within(*ranges)

    def excludes(self, claimed: Value) -> bool:
        """Does this value, said in the source, deny ``claimed`` (of the same slot)? Two exact values that differ;
        with a bound, ranges that do not meet ("less than three times a week" / "more than three times a week",
        "twice a day" / "at least three times a day"), and two bounds of one direction on other amounts ("more
        than two million" / "more than five million", "less than five a month" / "less than five a week": each says
        about how many). An exact claim at a bound of the
        source ("for two weeks" / "for more than two weeks"), or an exact source value at the claim's bound, is not
        denied: only not borne out."""
        if self.bears_out(claimed) or not self.same_slot(claimed):
            return False
        if self.bound is None and claimed.bound is None:
            return True  # "three times a week" is no "monthly"
        if self.bound and claimed.bound and self.bound[0] == claimed.bound[0]:
            return abs(self.amount - claimed.amount) > 1e-9 or self.unit != claimed.unit
        ranges = _ranges(self, claimed)
        if ranges is None:
            return True  # not comparable in one scale: as two values of the slot
        if bool(self.bound) != bool(claimed.bound) and abs(self.amount - claimed.amount) < 1e-9:
            return False  # an exact value at the other's bound: "two weeks" / "more than two weeks", either way
        return not _meet(*ranges)

    def describe(self) -> str:
        said = self._describe()
        return f"{_BOUND_WORDS[self.bound]} {said}" if self.bound else said

    def _describe(self) -> str:
        amount = f"{self.amount:g}"
        if self.kind == "time":
            return f"{int(self.amount) // 60:02d}:{int(self.amount) % 60:02d}"
        if self.kind == "date" and 1 <= (month := int(self.amount) // 100) <= 12:
            return f"{calendar.month_name[month]} {int(self.amount) % 100}"  # month * 100 + day: "March 13"
        if self.kind == "frequency":
            return f"{amount} per {self.unit}"
        if self.kind == "ratio":
            return f"{amount} {self.unit}"  # "130 over 72"
        head, per, rest = (self.unit or "").partition(" per ")  # "10 cigarettes per day", not "cigarette per days"
        plural = "s" if self.amount != 1 and head[-1:].isalpha() else ""
        return f"{amount} {head}{plural}{per}{rest}" if head else amount


TIME_UNITS = lexicon.words("time_units")
_DAYS = {"hour": 1 / 24, "day": 1.0, "week": 7.0, "month": 30.44, "year": 365.25, "decade": 3652.5}
_RATE_APART = 1.25


_BOUND_WORDS = {
    "<": "less than",
    "<=": "at most",
    ">": "more than",
    ">=": "at least",
    "<~": "almost",
    ">~": "just over",
}
_NEAR = 0.9  # "almost 40": between 36 and 40; "just over 40": between 40 and about 44
Range = tuple[float, float, bool, bool]  # low, high, low open, high open


def _range(value: Value, scale: float) -> Range:
    """The amounts ``value`` allows, times ``scale`` (a rate per day): a point, or the range of its bound; a
    recurrence said without a count ("weekly") is at least once a period."""
    a = value.amount * scale
    if value.each:
        return a, math.inf, False, False
    floor = 0.0 if a >= 0 else -math.inf
    return {
        None: (a, a, False, False),
        "<": (floor, a, False, True),
        "<=": (floor, a, False, False),
        ">": (a, math.inf, True, False),
        ">=": (a, math.inf, False, False),
        "<~": (_NEAR * a, a, False, True),
        ">~": (a, a / _NEAR, True, False),
    }[value.bound]


_DAYS = {"minute": 1 / 1440, "hour": 1 / 24, "day": 1.0, "week": 7.0, "month": 30.44, "year": 365.25}  # a span's days


def _ranges(one: Value, other: Value) -> tuple[Range, Range] | None:
    """The ranges of two values in one scale: their own amounts in one unit, or rates per day; None if neither."""
    if one.unit == other.unit:
        return _range(one, 1.0), _range(other, 1.0)
    if one.unit in _DAYS and other.unit in _DAYS and not (one.each or other.each):
        return _range(one, _DAYS[one.unit]), _range(other, _DAYS[other.unit])  # "two weeks" / "less than a month"
    rates = _daily_rates(one, other)
    if rates is None:
        return None
    scales = (rates[0] / one.amount if one.amount else 0.0, rates[1] / other.amount if other.amount else 0.0)
    return _range(one, scales[0]), _range(other, scales[1])


def _within(inner: Range, outer: Range) -> bool:
    low_ok = inner[0] > outer[0] or (inner[0] == outer[0] and (inner[2] or not outer[2]))
    high_ok = inner[1] < outer[1] or (inner[1] == outer[1] and (inner[3] or not outer[3]))
    return low_ok and high_ok


def _meet(one: Range, other: Range) -> bool:
    low, low_open = max((one[0], one[2]), (other[0], other[2]))
    high, high_closed = min((one[1], not one[3]), (other[1], not other[3]))
    return low < high or (low == high and not low_open and high_closed)


def _daily_rates(one: Value, other: Value) -> tuple[float, float] | None:
    """The two values as amounts per day, when both are rates of one thing over a time period: frequencies ("twice a
    week") or quantities per period of the same unit ("2 packs a day"). None otherwise."""
    if one.kind == "frequency" and other.kind == "frequency":
        periods, heads = (one.unit, other.unit), ("", "")
    elif one.kind == "quantity" and other.kind == "quantity" and " per " in (one.unit or "") + (other.unit or ""):
        (head, _, period), (head2, _, period2) = ((v.unit or "").partition(" per ") for v in (one, other))
        periods, heads = (period, period2), (head, head2)
    else:
        return None
    if heads[0] != heads[1] or not all(p in _DAYS for p in periods):
        return None
    return one.amount / _DAYS[str(periods[0])], other.amount / _DAYS[str(periods[1])]


def joined(tokens: Sequence[Token], found: list[Value]) -> list[Value]:
    """The word-by-word values with the readings of two joined: halves first, then "N over M"."""
    return _priced(tokens, _ratios(tokens, _halves(tokens, found)))


_CURRENCY = {"$": "dollar", "£": "pound-sterling", "€": "euro"}
_CURRENCY_WORDS = {"dollar": {"dollar", "dollars"}, "pound-sterling": {"pound", "pounds"}, "euro": {"euro", "euros"}}


_RATE_WORDS = frozenset({"a", "an", "per", "every", "each"})


def _priced(tokens: Sequence[Token], found: list[Value]) -> list[Value]:
    """ "£1.25 million", "$15 million dollars", "€40": an amount of that currency (the symbol before the number;
    a currency word after it is the same unit, "£5 pounds" is no weight); "$2,500 a year", "$20 per month": a rate of
    it, read as "2,500 dollars a year" is (no year of its own, nor a "per year" left out)."""
    out: list[Value] = []
    rate_end = -1  # the last token of a rate read ("$2,500 a year"): its period is no value of its own
    for v in found:
        if v.first <= rate_end:
            continue
        currency = _CURRENCY.get(tokens[v.first - 1].low) if v.first > 0 else None
        if currency is None or v.kind not in ("number", "quantity"):
            out.append(v)
            continue
        last = v.last
        if v.kind == "number" and last + 1 < len(tokens) and tokens[last + 1].low in _CURRENCY_WORDS[currency]:
            last += 1
        elif v.kind == "quantity" and tokens[v.last].low not in _CURRENCY_WORDS[currency]:
            out.append(v)  # "$5 a pack": a price with its own unit, left as read
            continue
        out.append(Value("quantity", v.amount, currency, v.first, last))
        if (period := _period_after(tokens, last + 1)) is not None:  # "per year": no value read of its own
            out[-1] = Value("quantity", v.amount, f"{currency} per {period[0]}", v.first, period[1])
            rate_end = period[1]
    return out


def _period_after(tokens: Sequence[Token], k: int) -> tuple[str, int] | None:
    """ "per year", "a month" at ``k``: (the time unit, index of its word)."""
    if k + 1 >= len(tokens) or tokens[k].low not in _RATE_WORDS:
        return None
    unit = lexicon.groups("units").get(tokens[k + 1].low)
    return (unit, k + 1) if unit in TIME_UNITS and not _point_in_time(tokens, k + 2) else None


# After "a week", a point in time, no rate: "paid $300 a week ago", "sent $50 a month before", also past a
# stretch of the period ("a year and a half ago", "a week or two ago", "a month or so back").
_PERIOD_ENDS = frozenset({"ago", "later", "earlier", "before", "back", "after", "prior", "since"})
_PERIOD_REACH = 4  # words: "and a half ago", "or two ago", "or so ago"


def _point_in_time(tokens: Sequence[Token], k: int) -> bool:
    for token in tokens[k : k + _PERIOD_REACH]:
        if token.low in _PERIOD_ENDS:
            return True
        if not (token.is_word or token.is_number):
            return False  # a comma or a stop ends the period's words
    return False


def _halves(tokens: Sequence[Token], found: list[Value]) -> list[Value]:
    """ "half an hour" → 0.5 hour; "an hour and a half", "two and a half weeks" → 1.5 hour, 2.5 weeks (read
    word by word they are two values: a half and an hour); "10 to 20 mg" → 10 mg and 20 mg."""
    out: list[Value] = []
    for v in found:
        prev = out[-1] if out else None
        lows = [t.low for t in tokens[prev.last + 1 : v.first]] if prev else []
        if prev and prev.kind == "number" and prev.amount == 0.5 and lows == [] and tokens[v.first].low in ("a", "an"):
            out[-1] = Value(v.kind, 0.5 * v.amount, v.unit, prev.first, v.last)  # "half an hour"
        elif prev and v.amount == 0.5 and lows in (["and", "a"], ["and"]) and tokens[v.first].low == "half":
            unit = prev.unit or v.unit  # "an hour and a half" / "two and a half weeks"
            out[-1] = Value(prev.kind if prev.unit else v.kind, prev.amount + 0.5, unit, prev.first, v.last)
        elif prev and prev.kind == "number" and v.kind == "quantity" and lows in (["to"], ["-"], ["or"]):
            out[-1:] = [Value("quantity", prev.amount, v.unit, prev.first, prev.last), v]  # "from 10 to 20 mg"
        else:
            out.append(v)
    return out


def _ratios(tokens: Sequence[Token], found: list[Value]) -> list[Value]:
    """ "130 over 72" → one ratio value (130, "over 72"): two bare numbers with only "over" between."""
    out: list[Value] = []
    for v in found:
        prev = out[-1] if out else None
        between = [t.low for t in tokens[prev.last + 1 : v.first]] if prev else []
        if prev and prev.kind == v.kind == "number" and between == ["over"]:
            out[-1] = _ratio(prev.amount, v.amount, prev.first, v.last)
        else:
            out.append(v)
    return out


def _ratio(above: float, below: float, first: int, last: int) -> Value:
    return Value("ratio", above, f"over {below:g}", first, last)


_SLASHED_RATIO = re.compile(r"^(\d{2,3})/(\d{2,3})$")


def slashed(low: str, i: int) -> list[Value]:
    """A token with a slash: a date ("01/10/09", ``_numeric_date``) or else a ratio ("130/72")."""
    dated = _numeric_date(low, i)
    if dated:
        return dated
    m = _SLASHED_RATIO.match(low)
    return [_ratio(float(m.group(1)), float(m.group(2)), i, i)] if m else []


_NUMERIC_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})(?:/(\d{2}|\d{4}))?$")


def _numeric_date(low: str, i: int) -> list[Value]:
    """ "01/10/09" → January 10 and 2009 (month first, as written in the US notes of the data sets)."""
    m = _NUMERIC_DATE.match(low)
    if not m or not (1 <= int(m.group(1)) <= 12 and 1 <= int(m.group(2)) <= 31):
        return []
    out = [Value("date", int(m.group(1)) * 100 + float(m.group(2)), None, i, i)]
    if m.group(3):
        year = int(m.group(3))
        out.append(Value("year", float(year + 2000 if year < 50 else year + 1900 if year < 100 else year), None, i, i))
    return out
