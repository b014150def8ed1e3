"""Bounded amounts ("less than three times a week", "at least", "up to", "almost", "or more"): a bound bears out only
a claim whose value lies inside it; an exact claim from a bounded source is not borne out; bounds that do not meet
conflict. Every case runs without the dependency parse."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

EXERCISE = "[doctor] how often do you exercise ?\n[patient] less than three times a week .\n"
TWICE = "[doctor] how often do you exercise ?\n[patient] twice a week .\n"
AT_LEAST = "[doctor] how often do you exercise ?\n[patient] at least three times a week , usually more .\n"
ABOUT = "[doctor] how long have you had the pain ?\n[patient] about two weeks .\n"
PAIN = "[doctor] how long have you had the pain ?\n[patient] for more than two weeks now .\n"
AGE = "[patient] and i'm just worried because i'm almost 40 and my mom was almost 45 when she was diagnosed .\n"
SMOKE = "[doctor] do you smoke ?\n[patient] i do . under ten cigarettes a day .\n"
DOSE = "[doctor] and for the pain ?\n[patient] i take up to 800 milligrams of ibuprofen a day .\n"
ALCOHOL = "[doctor] so you limit alcohol intake to less than five drinks per month ?\n[patient] yes .\n"  # ACI-Bench
COST = (  # AMI, via QMSum train (fit half of the pair set)
    "Project Manager: Um also important for you all is um the the product uh production cost must be maximal uh "
    "twelve uh twelve Euro and fifty cents .\n"
)


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (EXERCISE, "The patient exercises weekly.", Status.UNVERIFIABLE),  # fewer than three may be none
        (EXERCISE, "The patient exercises three times a week.", Status.UNVERIFIABLE),  # not said, not denied
        (EXERCISE, "The patient exercises more than three times a week.", Status.CONTRADICTED),
        (EXERCISE, "The patient exercises fewer than four times a week.", Status.CONTRADICTED),  # said as three
        (PAIN, "The patient has had the pain for two weeks.", Status.UNVERIFIABLE),
        (PAIN, "The patient has had the pain for less than two weeks.", Status.CONTRADICTED),
        (AGE, "The patient is almost 50.", Status.CONTRADICTED),
        (AGE, "The patient is over 40.", Status.CONTRADICTED),
        (SMOKE, "The patient smokes ten cigarettes a day.", Status.UNVERIFIABLE),
        (SMOKE, "The patient smokes more than ten cigarettes a day.", Status.CONTRADICTED),
        (DOSE, "The patient takes 800 milligrams of ibuprofen a day.", Status.UNVERIFIABLE),
        (DOSE, "The patient takes up to 1200 milligrams of ibuprofen a day.", Status.CONTRADICTED),
        (ALCOHOL, "The patient limits alcohol to less than five drinks per week.", Status.CONTRADICTED),
        (COST, "The production cost must be at most fifteen Euro and fifty cents.", Status.CONTRADICTED),
    ],
)
def test_a_bound_bears_out_only_what_lies_inside_it(source: str, claim: str, status: Status) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is status, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (EXERCISE, "The patient exercises less than three times a week."),
        (TWICE, "The patient exercises less than three times a week."),  # two lies inside the bound
        (AT_LEAST, "The patient exercises weekly."),  # at least three a week is every week
        (PAIN, "The patient has had the pain for over two weeks."),  # "over" and "more than": one bound
        (AGE, "The patient is almost 40."),
        (AGE, "The patient is under 40."),
        (SMOKE, "The patient smokes less than ten cigarettes a day."),
        (DOSE, "The patient takes up to 800 milligrams of ibuprofen a day."),
        (ALCOHOL, "The patient limits alcohol to less than five drinks per month."),
        (COST, "The production cost must be at most twelve Euro and fifty cents."),
        ("[patient] i'm 70 .\n", "The patient is over 65."),
        (ABOUT, "The patient has had the pain for two weeks."),  # "about" is no bound: said as two weeks
    ],
)
def test_what_a_bound_says_still_verifies(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("text", "described"),
    [
        ("less than three times a week", "less than 3 per week"),
        ("at least 4 million", "at least 4e+06"),
        ("65 or older", "at least 65"),
        ("just under a year", "almost 1 year"),
        ("for over two weeks", "more than 2 weeks"),
        ("i lost ten pounds over two months", "2 months"),  # over a time: when, not how long
    ],
)
def test_the_bound_words_join_their_amount(text: str, described: str) -> None:
    assert values(tokenize(text))[-1].describe() == described
