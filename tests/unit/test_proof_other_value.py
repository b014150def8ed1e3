"""A "no" that gives the value instead ("Are you on the 300 megabit plan?" — "No, the 500 one.") bears out the given
value and denies the asked one; before, the true "is on the 500 megabit plan" was CONTRADICTED ("500 vs 300").
Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.nlp.other_value import other_value
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import prove

CASES = [
    ("Agent: Are you on the 300 megabit plan?\nGrace: No, the 500 one.\n", "Grace is on the 500 megabit plan.",
     "Grace is on the 300 megabit plan."),
    ("Doctor: Do you take 20 milligrams?\nPatient: No, 40.\n", "The patient takes 40 milligrams.",
     "The patient takes 20 milligrams."),
    ("Clerk: Is the order for 12 chairs?\nDana: No, 16 chairs.\n", "The order is for 16 chairs.",
     "The order is for 12 chairs."),
]  # fmt: skip


@pytest.mark.parametrize(("text", "given", "asked"), CASES)
def test_a_no_with_another_value_bears_it_out(text: str, given: str, asked: str) -> None:
    assert prove(given, text, roles=False).status == "VERIFIED"
    assert prove(asked, text, roles=False).status == "CONTRADICTED"


def test_the_given_value_is_the_answerers_not_the_askers() -> None:
    text = CASES[1][0]
    assert prove("The doctor takes 40 milligrams.", text, roles=False).status != "VERIFIED"


def test_a_bare_no_bears_out_no_other_value() -> None:
    text = "Doctor: Do you take 20 milligrams?\nPatient: No.\n"
    assert prove("The patient takes 40 milligrams.", text, roles=False).status != "VERIFIED"


@pytest.mark.parametrize(
    "reply",
    ["No, 40 is what my wife takes.", "Yes, 40.", "No, maybe 40.", "No, 20.", "40, I think."],
)
def test_only_a_plain_no_and_one_other_value_is_read(reply: str) -> None:
    assert other_value(list(tokenize("Do you take 20 milligrams?")), list(tokenize(reply))) is None


def test_a_value_corrected_with_actually_after_a_tag() -> None:
    """ "Dev, you spent two years in Antarctica, right?" — "Eighteen months, actually.": the two years were VERIFIED
    (a tagged statement stood as the host's) and the eighteen months CONTRADICTED."""
    text = "Host: Dev, you spent two years in Antarctica, right?\nDev: Eighteen months, actually. At McMurdo Station.\n"
    assert prove("Dev spent eighteen months in Antarctica.", text, roles=False).status == "VERIFIED"
    assert prove("Dev spent two years in Antarctica.", text, roles=False).status != "VERIFIED"
    confirmed = "Host: Dev, you spent two years in Antarctica, right?\nDev: Yes, two years.\n"
    assert prove("Dev spent two years in Antarctica.", confirmed, roles=False).status == "VERIFIED"
