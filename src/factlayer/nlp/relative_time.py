"""Relative time in a fact, resolved against when the conversation was recorded.

"I went to the support group yesterday", recorded on 8 May 2023, happened on 7 May 2023. The
expressions are found by one small grammar (below: the only list of them) and each is resolved by
dateparser with ``RELATIVE_BASE`` = the recording time; the fact text then states the absolute date
next to the words that implied it ("yesterday (7 May 2023)"). What the grammar does not cover, or
dateparser cannot resolve, is left as it is: a vague expression ("a few days ago") or a bare weekday
whose direction the words do not fix ("on Friday") is skipped rather than guessed. A fact with no such
expression whose words tie it to the moment it was said ("currently", "right now", "just" + a past verb:
``lexicon/present_markers.txt``) gets the recording day "as of" ("I just (as of 29 January 2023)
launched …"): the one date those words imply, and no event time.

Windows: an expression names a day, a week, a month or a year. ``event_time`` is the start of that
window; ``since X`` opens the fact's validity at X (``valid_from``) and ``until X`` closes it at the end
of X's window (``valid_to``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal

import dateparser

from factlayer.nlp import lexicon

Granularity = Literal["day", "week", "month", "year"]

_COUNTS = {phrase: int(value) for phrase, value in lexicon.scores("counts")}  # "two": 2, "a couple of": 2
_NUMBER = "(?:" + "|".join([*map(re.escape, _COUNTS), r"\d{1,2}"]) + ")"
_WEEKDAYS = lexicon.groups("weekdays")  # "tues": "tuesday"
_WEEKDAY = "(?:" + "|".join(sorted(_WEEKDAYS, key=len, reverse=True)) + ")"  # "tues" before "tue"
_UNIT = r"(?:day|week|month|year)s?"
_EXPRESSIONS = (
    r"(?:the\s+)?day\s+before\s+yesterday",
    r"yesterday(?:\s+(?:morning|afternoon|evening))?",
    r"last\s+night",
    r"tomorrow",
    r"today|tonight",
    r"this\s+(?:morning|afternoon|evening)",
    r"(?:this\s+past|last|next|this)\s+weekend",
    rf"(?:last|next|this\s+past)\s+{_WEEKDAY}",
    r"(?:last|next|this)\s+(?:week|month|year)",
    rf"{_NUMBER}\s+{_UNIT}\s+ago",
    rf"{_NUMBER}\s+weekends?\s+ago",
    rf"in\s+{_NUMBER}\s+{_UNIT}",
)
PATTERN = re.compile(
    r"\b(?P<mark>since\s+|until\s+|till\s+)?(?P<expr>" + "|".join(_EXPRESSIONS) + r")\b", re.IGNORECASE
)
_WEEKEND = re.compile(r"^(?P<which>this\s+past|last|next|this)\s+weekend$", re.IGNORECASE)
_WEEKENDS_AGO = re.compile(rf"^(?P<count>{_NUMBER})\s+weekends?\s+ago$", re.IGNORECASE)
# "last week", "next Friday", "this past weekend": a span named from the day it was said
_ANCHORED = re.compile(rf"^(?P<which>this\s+past|last|next)\s+(?P<unit>week|weekend|{_WEEKDAY})$", re.IGNORECASE)
# "currently", "right now", "just" + a past verb: the statement is anchored at the moment it was said
_PRESENT = re.compile(rf"\b{lexicon.alternation('present_markers')}\b", re.IGNORECASE)
_PAST_FORMS = frozenset(
    form for row in lexicon.rows("irregular") for form in row[1:] if not form.endswith(("s", "ing"))
)  # "got", "took", "made": an irregular verb's forms but its base, -s and -ing
_NEXT_WORD = re.compile(r"\s+(?P<word>[a-z']+)", re.IGNORECASE)
_BE_BEFORE = re.compile(rf"\b(?:{'|'.join(map(re.escape, lexicon.table('irregular')['be']))}|be)\s*$", re.IGNORECASE)
# how long something has held: "seven years now", "for 4 years" after a present perfect ("I've known them
# for 4 years"), never a plain "for two years" (that may be a plan: "I'll be away for two years")
_DURATION = re.compile(
    rf"\b(?:(?P<now_n>{_NUMBER})\s+(?P<now_unit>year|month)s?\s+now|for\s+(?:the\s+(?:past|last)\s+)?"
    rf"(?P<for_n>{_NUMBER})\s+(?P<for_unit>year|month)s?)\b",
    re.IGNORECASE,
)
_PERFECT = re.compile(r"\b(?:has|have)\b|'ve\b", re.IGNORECASE)
_COUPLE = re.compile(r"\ba couple of\b", re.IGNORECASE)
_WEEKDAY_WORD = re.compile(rf"\b{_WEEKDAY}\b", re.IGNORECASE)


def _full_weekday(expression: str) -> str:
    """'last Tues' → 'last tuesday': what the parser and the stated date read."""
    return _WEEKDAY_WORD.sub(lambda m: _WEEKDAYS[m.group(0).lower()], expression)


@dataclass(frozen=True)
class TimeResolution:
    """What a fact's time words mean in absolute terms (all UTC)."""

    text: str  # the fact text with the absolute date stated after each resolved expression
    expressions: tuple[str, ...] = ()
    event_time: datetime | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None


def _granularity(expression: str) -> Granularity:
    lowered = expression.lower()
    counted = lowered.endswith("ago") or lowered.startswith("in ")  # a point: "two weeks ago" is a day
    if "year" in lowered:
        return "year"
    if "month" in lowered and not counted:
        return "month"
    if "week" in lowered and not counted:  # also "weekend"
        return "week"
    return "day"


def _window(moment: datetime, granularity: Granularity) -> tuple[datetime, datetime]:
    day = moment.replace(hour=0, minute=0, second=0, microsecond=0)
    if granularity == "day":
        return day, day + timedelta(days=1)
    if granularity == "week":
        start = day - timedelta(days=day.weekday())
        return start, start + timedelta(days=7)
    if granularity == "month":
        start = day.replace(day=1)
        return start, (start + timedelta(days=32)).replace(day=1)
    start = day.replace(month=1, day=1)
    return start, start.replace(year=start.year + 1)


def _weekend(expression: str, base: datetime) -> datetime | None:
    match = _WEEKEND.match(expression)
    if match is None:
        return None
    which = " ".join(match["which"].lower().split())
    monday = base - timedelta(days=base.weekday())
    saturday = monday + timedelta(days=5)
    if which in ("last", "this past"):
        return saturday if base.weekday() >= 6 and which == "this past" else saturday - timedelta(days=7)
    if which == "next":
        return saturday + timedelta(days=7)
    return saturday


def _weekends_ago(expression: str, base: datetime) -> datetime | None:
    match = _WEEKENDS_AGO.match(" ".join(expression.split()))
    if match is None:
        return None
    count = match["count"].lower()
    saturday = base - timedelta(days=base.weekday()) + timedelta(days=5)
    return saturday - timedelta(days=7 * int(_COUNTS.get(count, count)))


def _parse(expression: str, base: datetime) -> datetime | None:
    weekend = _weekend(expression, base) or _weekends_ago(expression, base)
    if weekend is not None:
        return weekend
    phrase = _COUPLE.sub("two", " ".join(expression.split()))
    parsed = dateparser.parse(
        phrase,
        languages=["en"],
        settings={"RELATIVE_BASE": base.replace(tzinfo=None), "PREFER_DATES_FROM": "past"},
    )
    return parsed.replace(tzinfo=UTC) if parsed is not None else None


def render(moment: datetime, granularity: Granularity) -> str:
    """The absolute date at the precision the words had: '7 May 2023', 'the week of 1 May 2023',
    'April 2023', '2022'."""
    if granularity == "year":
        return str(moment.year)
    if granularity == "month":
        return f"{moment:%B} {moment.year}"
    start, _ = _window(moment, granularity)
    day = f"{start.day} {start:%B} {start.year}"
    return f"the week of {day}" if granularity == "week" else day


def _day(moment: datetime) -> str:
    return f"{moment.day} {moment:%B} {moment.year}"


def stated(expression: str, moment: datetime, granularity: Granularity, base: datetime) -> str:
    """What the fact text says after ``expression``. A span named from the day it was said keeps that
    day: "last week" said on 3 July 2023 is 'the week before 3 July 2023' (which seven days the speaker
    meant, the words do not say), "last Friday" is 'the Friday before 15 July 2023, 14 July 2023',
    "two weekends ago" 'two weekends before 17 July 2023'. Anything else: its absolute date (``render``)."""
    plain = " ".join(expression.lower().split())
    anchored = _ANCHORED.match(plain)
    if anchored is not None:
        direction = "after" if anchored["which"] == "next" else "before"
        unit = anchored["unit"]
        span = f"the {unit if unit in ('week', 'weekend') else unit.capitalize()} {direction} {_day(base)}"
        return span if unit in ("week", "weekend") else f"{span}, {_day(moment)}"
    if _WEEKENDS_AGO.match(plain):
        return plain.replace("ago", f"before {_day(base)}")
    return render(moment, granularity)


def _utc(moment: datetime) -> datetime:
    """A naive time means UTC (as everywhere in the service: ``models.clock``)."""
    return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(UTC)


def moments(text: str, base: datetime) -> Iterator[tuple[re.Match[str], str, datetime, Granularity]]:
    """Each relative time expression of ``text`` that resolves against ``base``: its match, the expression
    (weekday written out), the moment it names and at what precision."""
    base = _utc(base)
    for match in PATTERN.finditer(text):
        expression = _full_weekday(match["expr"])
        moment = _parse(expression, base)
        if moment is not None:
            yield match, expression, moment, _granularity(expression)


def resolve(text: str, recorded_at: datetime) -> TimeResolution:
    """Resolve the relative time expressions of ``text`` against ``recorded_at``."""
    base = _utc(recorded_at)
    pieces: list[str] = []
    expressions: list[str] = []
    event_time = valid_from = valid_to = None
    cursor = 0
    for match, expression, moment, granularity in moments(text, base):
        start, end = _window(moment, granularity)
        mark = (match["mark"] or "").strip().lower()
        if mark == "since":
            valid_from = valid_from or start
        elif mark in ("until", "till"):
            valid_to = valid_to or end
        elif event_time is None:
            event_time = start
        pieces += [text[cursor : match.end()], f" ({stated(expression, moment, granularity, base)})"]
        cursor = match.end()
        expressions.append(expression)
    if not expressions:
        return _held_for(text, base) or _as_of(text, base)
    pieces.append(text[cursor:])
    return TimeResolution(
        text="".join(pieces),
        expressions=tuple(expressions),
        event_time=event_time,
        valid_from=valid_from,
        valid_to=valid_to,
    )


def _past_verb_follows(text: str, start: int, end: int) -> bool:
    """Whether the word after ``end`` is a past verb: a regular one ("launched") or an irregular past form
    ("got", "took"; ``lexicon/irregular.txt``, its base, -s and -ing forms excepted); not after "be"
    ("I'm just tired": "just" there means "only")."""
    if _BE_BEFORE.search(text, 0, start):
        return False
    following = _NEXT_WORD.match(text, end)
    if following is None:
        return False
    word = following["word"].lower()
    return word.endswith("ed") or word in _PAST_FORMS


def _held_for(text: str, base: datetime) -> TimeResolution | None:
    """A fact that says how long something has held ("seven years now", "has known them for 4 years"):
    the start it implies, counted back from the recording day at the precision of the unit, is stated
    after the words ("for 4 years (since 2019)") and opens the fact's validity (``valid_from``)."""
    for match in _DURATION.finditer(text):
        if match["for_n"] and not _PERFECT.search(text, 0, match.start()):
            continue
        count = (match["now_n"] or match["for_n"]).lower()
        number = int(_COUNTS.get(count, count))
        unit: Granularity = "year" if (match["now_unit"] or match["for_unit"]).lower() == "year" else "month"
        months = base.year * 12 + base.month - 1 - number * (12 if unit == "year" else 1)
        start, _ = _window(base.replace(year=months // 12, month=months % 12 + 1, day=1), unit)
        since = render(start, unit)
        return TimeResolution(
            text=f"{text[: match.end()]} (since {since}){text[match.end() :]}",
            expressions=(match.group(0),),
            valid_from=start,
        )
    return None


def _as_of(text: str, base: datetime) -> TimeResolution:
    """A fact with no other time expression whose words tie it to the moment it was said ("currently",
    "right now", "just" + a past verb): the recording day is stated after them, "as of" that day (when
    exactly "just" was, the words do not say; only that it was by then). No event time is set."""
    for match in _PRESENT.finditer(text):
        if match.group(0).lower() == "just" and not _past_verb_follows(text, match.start(), match.end()):
            continue
        return TimeResolution(
            text=f"{text[: match.end()]} (as of {_day(base)}){text[match.end() :]}", expressions=(match.group(0),)
        )
    return TimeResolution(text=text)


_MONTHS = {
    word: number
    for number, row in enumerate(lexicon.rows("months"), 1)
    for word in row
    if len(word) > 3 or word == "may"
}
_MONTH = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + ")"
# "13 October 2023", "October 13, 2023", "1 February, 2023", "July 2023", "in July": a day or a year must
# come with the month, or "in" before it (so the verb "may" is not a date)
_NAMED = re.compile(
    rf"\b(?:(?P<day1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?P<pre>in\s+)?(?P<month>{_MONTH})\b\.?"
    rf"(?:\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\b)?(?:,?\s*(?P<year>(?:19|20)\d\d)\b)?",
    re.IGNORECASE,
)


_ASKS_WHEN = re.compile(rf"^\W*{lexicon.alternation('time_questions')}\b", re.IGNORECASE)


def asks_when(question: str) -> bool:
    """Whether a question asks for a time ("When did …", "How long ago …", "What year …")."""
    return _ASKS_WHEN.match(question) is not None


@dataclass(frozen=True)
class NamedDate:
    """A calendar date named in a text: a day, a month, or a month of any year (``year`` None)."""

    month: int
    day: int | None = None
    year: int | None = None

    def covers(self, moment: datetime | None) -> bool:
        if moment is None or moment.month != self.month:
            return False
        return (self.year is None or moment.year == self.year) and (self.day is None or moment.day == self.day)


def named_dates(text: str) -> list[NamedDate]:
    """The calendar dates a text names ("on October 13, 2023", "in July"), for matching them against
    when facts were recorded or happened."""
    return [date for _, _, date in named_date_spans(text)]


def named_date_spans(text: str) -> list[tuple[int, int, NamedDate]]:
    """:func:`named_dates` with where each is written (start, end)."""
    found = []
    for match in _NAMED.finditer(text):
        day = match["day1"] or match["day2"]
        if not (day or match["year"] or match["pre"]):
            continue
        number = int(day) if day else None
        if number is not None and not 1 <= number <= 31:
            continue
        year = int(match["year"]) if match["year"] else None
        found.append((match.start(), match.end(), NamedDate(_MONTHS[match["month"].lower()], number, year)))
    return found
