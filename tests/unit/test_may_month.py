"""Issue 12: the month "May" read as the modal "may". A claim's "in May" switched off the check for deeds that did not
happen (``proof.realis.claim_unrealised``), so "I almost sold the house in May" bore out "Sam sold the house in May".
One function (``nlp.may_month``) now decides month or modal for every reader; a near miss ("almost", "nearly",
"close to") never proves the plain deed, whatever month or date either text names.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.may_month import may_is_month, token_is_month
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove


def _at_may(text: str) -> bool:
    tokens = tokenize(text)
    return token_is_month(tokens, next(k for k, t in enumerate(tokens) if t.low == "may"))


@pytest.mark.parametrize(
    "text",
    [
        "Sam sold the house in May.",
        "since may i take 20 mg",
        "Sam sold the house last May.",
        "We moved on May 3.",
        "We moved on 3 May.",
        "It opened in early May 2023.",
        "In May, Sam quit his job.",
        "The launch moves to May.",
        "this may we went to rome",
    ],
)
def test_month(text: str) -> None:
    assert _at_may(text)


@pytest.mark.parametrize(
    "text",
    [
        "We may sell the house.",
        "This may be the best time.",
        "You may not need the brace.",
        "May I ask a question?",
        "Sam May have left.",
        "it may also help",
    ],
)
def test_modal(text: str) -> None:
    assert not _at_may(text)


def test_lower_case_words_without_case() -> None:
    assert may_is_month(["since", "may", "i", "take"], 1)
    assert not may_is_month(["we", "may", "be", "late"], 1)


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: I almost sold the house in May.\n", "Sam sold the house in May."),
        ("Sam: I nearly sold the house in May 2023.\n", "Sam sold the house in May 2023."),
        ("Sam: I was close to selling the house in May.\n", "Sam sold the house in May."),
        ("Sam: I almost sold the house on May 3.\n", "Sam sold the house on May 3."),
        ("Sam: I almost sold the house last May.\n", "Sam sold the house last May."),
        ("Sam: I almost quit my job in May.\n", "In May, Sam quit his job."),
        ("Sam: I nearly quit my job on 3 May.\n", "Sam quit his job on 3 May."),
    ],
)
def test_near_miss_with_a_month_proves_no_deed(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize("roles", [False, True])
def test_the_deed_done_in_may_is_still_borne_out(roles: bool) -> None:
    assert prove("Sam sold the house in May.", "Sam: I sold the house in May.\n", roles=roles).status is Status.VERIFIED
