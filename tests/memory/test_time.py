"""Relative time resolved against the recording time (dateparser), stated in the fact text."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from factlayer.nlp.relative_time import NamedDate, asks_when, named_dates, resolve

RECORDED = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("text", "event_day", "stated"),
    [
        ("I went to a support group yesterday", datetime(2023, 5, 7, tzinfo=UTC), "yesterday (7 May 2023)"),
        (
            "We went hiking last Saturday",
            datetime(2023, 5, 6, tzinfo=UTC),
            "last Saturday (the Saturday before 8 May 2023, 6 May 2023)",
        ),
        ("I start my new job next week", datetime(2023, 5, 15, tzinfo=UTC), "next week (the week after 8 May 2023)"),
        ("The exam is in two weeks", datetime(2023, 5, 22, tzinfo=UTC), "in two weeks (22 May 2023)"),
        ("I painted that sunrise last year", datetime(2022, 1, 1, tzinfo=UTC), "last year (2022)"),
        ("We moved three days ago", datetime(2023, 5, 5, tzinfo=UTC), "three days ago (5 May 2023)"),
        (
            "We went camping last weekend",
            datetime(2023, 5, 1, tzinfo=UTC),
            "last weekend (the weekend before 8 May 2023)",
        ),
        # a span named from the day it was said keeps that day (which seven days, the words do not say)
        (
            "We went camping two weekends ago",
            datetime(2023, 4, 29, tzinfo=UTC),
            "two weekends ago (two weekends before 8 May 2023)",
        ),
    ],
)
def test_relative_expressions_become_absolute_dates(text: str, event_day: datetime, stated: str) -> None:
    resolution = resolve(text, RECORDED)
    assert resolution.event_time == event_day
    assert stated in resolution.text


def test_since_and_until_set_the_validity_window() -> None:
    since = resolve("I have had a cough since yesterday", RECORDED)
    assert since.valid_from == datetime(2023, 5, 7, tzinfo=UTC) and since.event_time is None
    until = resolve("I am in Paris until next week", RECORDED)
    assert until.valid_to == datetime(2023, 5, 22, tzinfo=UTC)


@pytest.mark.parametrize("text", ["I saw her a few days ago", "We met on Friday", "I love hiking"])
def test_vague_or_undirected_expressions_are_left_alone(text: str) -> None:
    resolution = resolve(text, RECORDED)
    assert resolution.text == text and resolution.event_time is None and resolution.expressions == ()


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("I just booked the flights to Lisbon", "I just (as of 8 May 2023) booked the flights to Lisbon"),
        ("Priya just got a job at the bakery", "Priya just (as of 8 May 2023) got a job at the bakery"),
        ("I am currently training for a half marathon", "I am currently (as of 8 May 2023) training for a half"),
        ("Saving for a van is my main goal right now", "Saving for a van is my main goal right now (as of 8 May 2023)"),
    ],
)
def test_words_that_tie_a_fact_to_the_moment_it_was_said_get_that_day(text: str, stated: str) -> None:
    """ "just" + a past verb, "currently", "right now": the recording day is the only date they imply,
    stated "as of" it (not as an event time: when exactly, the words do not say)."""
    resolution = resolve(text, RECORDED)
    assert resolution.text.startswith(stated)
    assert resolution.event_time is None and resolution.valid_from is None and resolution.valid_to is None


@pytest.mark.parametrize(
    "text",
    [
        "I just want to say thank you",  # "just" = only, before a present verb
        "I'm just tired after the night shift",  # after "be"
        "Tom was just exhausted",
        "The verdict was justified",  # not the word "just"
        "We just love the new park",
    ],
)
def test_just_meaning_only_is_not_a_time(text: str) -> None:
    assert resolve(text, RECORDED).text == text


@pytest.mark.parametrize(
    ("text", "stated", "since"),
    [
        ("I have known Dana for 6 years", "for 6 years (since 2017)", datetime(2017, 1, 1, tzinfo=UTC)),
        ("We've been running the shop for three months", "for three months (since February 2023)", None),
        ("Painting, seven years now, is how I relax", "seven years now (since 2016)", datetime(2016, 1, 1, tzinfo=UTC)),
    ],
)
def test_how_long_something_has_held_opens_its_validity(text: str, stated: str, since: datetime | None) -> None:
    """A duration up to now ("for 6 years" after a present perfect, "seven years now") is counted back
    from the recording day, at the unit's precision: the start is stated and is the fact's valid_from."""
    resolution = resolve(text, RECORDED)
    assert stated in resolution.text
    assert resolution.valid_from == (since or datetime(2023, 2, 1, tzinfo=UTC))
    assert resolution.event_time is None


@pytest.mark.parametrize(
    "text", ["I will be in Japan for two years", "I worked at the mill for 3 years", "We stayed for a month"]
)
def test_a_duration_that_may_not_reach_now_is_left_alone(text: str) -> None:
    """Without a present perfect, "for two years" may be a plan or a closed past span: no start implied."""
    resolution = resolve(text, RECORDED)
    assert resolution.text == text and resolution.valid_from is None


def test_a_fact_with_a_date_of_its_own_is_not_dated_again() -> None:
    text = resolve("I just signed up for a pottery class yesterday", RECORDED).text
    assert text == "I just signed up for a pottery class yesterday (7 May 2023)"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("What did Melanie show Caroline on October 13, 2023?", [NamedDate(10, 13, 2023)]),
        ("What did Gina find on 1 February, 2023?", [NamedDate(2, 1, 2023)]),
        ("the 3rd of March", [NamedDate(3, 3, None)]),
        ("When did Melanie go camping in July?", [NamedDate(7, None, None)]),
        ("in May 2023", [NamedDate(5, None, 2023)]),
        ("I may go camping", []),  # the verb, not the month
        ("We met in March and again on 40 March", [NamedDate(3, None, None)]),
    ],
)
def test_dates_named_in_a_query(text: str, named: list[NamedDate]) -> None:
    assert named_dates(text) == named


def test_a_named_date_covers_its_day_month_or_month_of_any_year() -> None:
    moment = datetime(2023, 10, 13, 19, 0, tzinfo=UTC)
    assert NamedDate(10, 13, 2023).covers(moment) and NamedDate(10, None, None).covers(moment)
    assert not NamedDate(10, 12, 2023).covers(moment) and not NamedDate(10, None, 2022).covers(moment)
    assert not NamedDate(10).covers(None)


def test_a_weekday_as_people_abbreviate_it_is_resolved() -> None:
    """'last Tues', 'Last Fri' were left as they were (only full weekday names were read)."""
    tues = resolve("I joined a new activist group last Tues.", RECORDED)
    assert tues.text == "I joined a new activist group last Tues (the Tuesday before 8 May 2023, 2 May 2023)."
    assert tues.event_time == datetime(2023, 5, 2, tzinfo=UTC)
    fri = resolve("Last Fri I took my kids to a pottery workshop", RECORDED).text
    assert fri.startswith("Last Fri (the Friday before 8 May 2023, 5 May 2023) I took")


def test_a_question_asking_for_a_time_is_told_apart() -> None:
    asking = [
        "When did Melanie run a charity race?",
        "when is Jon's group performing?",
        "How long ago was Caroline's 18th birthday?",
        "What year did Alice move to Denver?",
    ]
    not_asking = [
        "What did Caroline research?",
        "Whenever Alice travels, who feeds the dog?",
        "Where did Alice go when it rained?",
    ]
    assert [q for q in asking if not asks_when(q)] == []
    assert [q for q in not_asking if asks_when(q)] == []
