"""Issue 12: false VERIFIED from a "may" read wrongly (``nlp.may_month`` decides for every reader).

- A source's modal "may" is no evidence for a claim's month May: "I may quit smoking" is no "quit smoking in May"
  (the claim's month must be found as the month, ``proof.align``).
- A plan under "may" proves no fact, also when a time is said first: "Next week I may quit smoking" is no "Tom quits
  smoking next week" (``proof.frame_unit`` reads the frame before the claim's deed, past a fronted time; so too
  "Next week I want to …", "On Monday I can …").
- A capitalised "May" beside "and" or before a past verb is a person: "Wes and May started the company" names no month.
- A claim's own month is no hedge of the claim's: "Tom will quit smoking in May" is checked as a "will" (a wish
  "I want to quit smoking in May" does not bear it out), and a claim's person May must be found as a person.
- "Early may be the best time": after a lead that is an adjective ("early", "late", "next"), "be" / "have" or a
  listed bare verb makes "may" the modal.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.may_month import token_is_month
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

# (kind, source, claim), each VERIFIED before: "modal" a source's modal for the claim's month; "plan" a plan under
# "may" after a fronted time; "both" a modal and the month in one sentence; "person" May the person read as the
# month; "adjective" "early may be"; "claim-month" the claim's month read as its own hedge; "claim-person" the
# claim's person May never looked for
_FALSE = [
    ("modal", "Tom: I may quit smoking.\n", "Tom quit smoking in May."),
    ("modal", "Ana: we may sell the house\n", "Ana sells the house in May."),
    ("modal", "Lee: I may move to Denver.\n", "Lee moves to Denver in May."),
    (
        "modal",
        "Ana: We may put the house on the market.\n",
        "Ana put the house on the market in May.",
    ),
    ("plan", "Tom: Next week I may quit smoking.\n", "Tom quits smoking next week."),
    ("plan", "Tom: Next week I want to quit smoking.\n", "Tom quits smoking next week."),
    ("plan", "Tom: On Monday I can sell the car.\n", "Tom sells the car on Monday."),
    ("plan", "Tom: On Monday I may sell the car.\n", "Tom sells the car on Monday."),
    ("plan", "Tom: Tomorrow I may visit Rome.\n", "Tom visits Rome tomorrow."),
    (
        "plan",
        "Tom: this weekend i may paint the fence\n",
        "Tom paints the fence this weekend.",
    ),
    ("plan", "Tom: In June I may start the new job.\n", "Tom starts the new job in June."),
    (
        "both",
        "Patient: i may need the knee surgery in may\n",
        "The patient needs knee surgery in May.",
    ),
    ("both", "Tom: we may move to denver in may\n", "Tom moves to Denver in May."),
    (
        "both",
        "Tom: In May I may start the new job.\n",
        "Tom starts the new job in May.",
    ),
    (
        "both",
        "Patient: i may see the surgeon in may\n",
        "The patient sees the surgeon in May.",
    ),
    ("both", "Patient: In May I may retire.\n", "The patient retires in May."),
    ("person", "Wes: Wes and May started the company.\n", "Wes started the company in May."),
    ("person", "Wes: Jo and May started the company.\n", "Jo started the company in May."),
    ("person", "Wes: May and Jo started the company.\n", "Jo started the company in May."),
    ("person", "Ann: Yesterday May called the bank.\n", "Ann called the bank in May."),
    (
        "person",
        "Patient: so May and I started the company\n",
        "The patient started the company in May.",
    ),
    ("adjective", "Tom: Early may be the best time.\n", "Early May is the best time."),
    (
        "adjective",
        "Tom: Late may be too late for planting.\n",
        "Late May is too late for planting.",
    ),
    ("adjective", "Tom: Mid may be a good time to visit.\n", "Mid May is a good time to visit."),
    ("adjective", "Tom: Late may be fine for the trip.\n", "Late May is fine for the trip."),
    ("claim-month", "Tom: I want to quit smoking in May.\n", "Tom will quit smoking in May."),
    (
        "claim-month",
        "Tom: I can start the new job in May.\n",
        "Tom will start the new job in May.",
    ),
    ("claim-month", "Ana: I'd like to visit Rome in May.\n", "Ana will visit Rome in May."),
    (
        "claim-person",
        "Wes: Wes and Ann started the company.\n",
        "Wes and May started the company.",
    ),
    ("claim-person", "Wes: Jo and Ann run the shop.\n", "Jo and May run the shop."),
]


@pytest.mark.parametrize(("kind", "source", "claim"), _FALSE)
def test_false_claim_is_not_verified(kind: str, source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED, kind


def _mays(text: str) -> list[bool]:
    tokens = tokenize(text)
    return [token_is_month(tokens, k) for k, t in enumerate(tokens) if t.low == "may"]


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
        ("Wes: Jo and May run the shop.\n", "Jo runs the shop."),
        ("Wes: So May and I started the company.\n", "Wes started the company."),
    ],
)
def test_may_the_person_is_no_modal(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


_TRUE = [
    ("Patient: I had surgery in May.\n", "The patient had surgery in May."),
    (
        "Patient: I may have the surgery in May.\n",
        "The patient may have surgery in May.",
    ),
    ("Tom: In May I started running.\n", "Tom started running in May."),
    (
        "Wes: Jo and I started the company in May.\n",
        "Jo started the company in May.",
    ),
    ("Tom: next week i quit smoking\n", "Tom quits smoking next week."),
    ("Tom: On Monday I sold the car.\n", "Tom sold the car on Monday."),
    (
        "Wes: Wes and May started the company.\n",
        "Wes and May started the company.",
    ),
    ("Tom: Early May is the best time.\n", "Early May is the best time."),
    ("Tom: we may move to denver in may\n", "Tom may move to Denver in May."),
    ("Wes: Jo and May run the shop.\n", "Jo and May run the shop."),
    ("Wes: So May and I started the company.\n", "May started the company."),
    ("Wes: Jo and May started the company.\n", "Jo started the company."),
    (
        "Tom: I will start the new job in May.\n",
        "Tom will start the new job in May.",
    ),
    ("Tom: Next week I will quit smoking.\n", "Tom quits smoking next week."),
    ("Tom: Tomorrow I want to visit Rome.\n", "Tom wants to visit Rome tomorrow."),
]


@pytest.mark.parametrize(("source", "claim"), _TRUE)
def test_true_claims_stay_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Wes: jo and may started the company\n", "Jo and May started the company."),
        ("Wes: jo and may started the company\n", "May started the company."),
        ("Wes: so may and i started the company\n", "Wes started the company."),
    ],
)
def test_may_the_person_in_lower_case(source: str, claim: str) -> None:
    """A transcript in lower case: no modal stands before a past verb or "and" ("jo and may started", "may and i")."""
    assert prove(claim, source).status is Status.VERIFIED
