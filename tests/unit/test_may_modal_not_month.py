"""Issue 12: false VERIFIED from a "may" read wrongly (``nlp.may_month`` decides for every reader).

- A source's modal "may" is no evidence for a claim's month May: "I may quit smoking" is no "quit smoking in May"
  (the claim's month must be found as the month, ``proof.align``).
- A plan under "may" proves no fact, also when a time is said first: "Next week I may quit smoking" is no "Tom quits
  smoking next week" (``proof.frame_unit`` reads the frame before the claim's deed, past a fronted time).
- A capitalised "May" beside "and" or before a past verb is a person: "Wes and May started the company" names no month.
- "Early may be the best time": after a lead that is an adjective ("early", "late", "next"), "be" / "have" or a
  listed bare verb makes "may" the modal.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.may_month import token_is_month
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove


def _mays(text: str) -> list[bool]:
    tokens = tokenize(text)
    return [token_is_month(tokens, k) for k, t in enumerate(tokens) if t.low == "may"]


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: I may quit smoking.\n", "Tom quit smoking in May."),
        ("Ana: we may sell the house\n", "Ana sells the house in May."),
        ("Lee: I may move to Denver.\n", "Lee moves to Denver in May."),
        ("Ana: We may put the house on the market.\n", "Ana put the house on the market in May."),
    ],
)
def test_a_modal_may_is_no_month(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: Next week I may quit smoking.\n", "Tom quits smoking next week."),
        ("Tom: On Monday I may sell the car.\n", "Tom sells the car on Monday."),
        ("Tom: Tomorrow I may visit Rome.\n", "Tom visits Rome tomorrow."),
        ("Tom: this weekend i may paint the fence\n", "Tom paints the fence this weekend."),
        ("Tom: In June I may start the new job.\n", "Tom starts the new job in June."),
    ],
)
def test_a_plan_under_may_proves_no_fact(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: i may need the knee surgery in may\n", "The patient needs knee surgery in May."),
        ("Tom: we may move to denver in may\n", "Tom moves to Denver in May."),
        ("Tom: In May I may start the new job.\n", "Tom starts the new job in May."),
        ("Patient: i may see the surgeon in may\n", "The patient sees the surgeon in May."),
        ("Patient: In May I may retire.\n", "The patient retires in May."),
    ],
)
def test_a_modal_and_the_month_in_one_sentence(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    "text",
    [
        "Wes and May started the company.",
        "Jo and May started the company.",
        "Yesterday May called the bank.",
        "My sister May moved to Denver.",
        "I told Jo and May about it.",
        "So May and I went to Rome.",
    ],
)
def test_may_the_person(text: str) -> None:
    assert _mays(text) == [False]


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Wes: Wes and May started the company.\n", "Jo started the company in May."),
        ("Wes: Wes and May started the company.\n", "Wes started the company in May."),
        ("Wes: Jo and May started the company.\n", "Jo started the company in May."),
        ("Wes: May and Jo started the company.\n", "Jo started the company in May."),
        ("Ann: Yesterday May called the bank.\n", "Ann called the bank in May."),
        ("Patient: so May and I started the company\n", "The patient started the company in May."),
    ],
)
def test_may_the_person_names_no_month(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: Early may be the best time.\n", "Early May is the best time."),
        ("Tom: Late may be too late for planting.\n", "Late May is too late for planting."),
        ("Tom: Mid may be a good time to visit.\n", "Mid May is a good time to visit."),
        ("Tom: Late may be fine for the trip.\n", "Late May is fine for the trip."),
    ],
)
def test_an_adjective_lead_before_may_be(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    "text",
    [
        "We moved in April and May.",
        "Between April and May we sold it.",
        "It rained in May and June.",
        "Last May we went to Rome.",
        "last may john got married",
        "In early May Sam moved.",
        "This May marked ten years.",
        "Early May is the best time.",
    ],
)
def test_still_the_month(text: str) -> None:
    assert all(_mays(text))


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I had surgery in May.\n", "The patient had surgery in May."),
        ("Patient: I may have the surgery in May.\n", "The patient may have surgery in May."),
        ("Tom: In May I started running.\n", "Tom started running in May."),
        ("Wes: Jo and I started the company in May.\n", "Jo started the company in May."),
        ("Tom: next week i quit smoking\n", "Tom quits smoking next week."),
        ("Tom: On Monday I sold the car.\n", "Tom sold the car on Monday."),
        ("Wes: Wes and May started the company.\n", "Wes and May started the company."),
        ("Tom: Early May is the best time.\n", "Early May is the best time."),
        ("Tom: we may move to denver in may\n", "Tom may move to Denver in May."),
    ],
)
def test_true_claims_stay_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
