"""A reply's "no" in unpunctuated speech: before a personal subject it answers what was asked and does not
negate the clause that follows ("no i've been straining my urine" asserts the straining), while a denial
after it still denies. A long run-on is cut at such a "no" too, so an earlier negation ("it did n't last as
long") stays in its own statement. Sources written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.nlp.negation import leading_no
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import prove

_RUN_ON = (
    "[doctor] how about the kidney stone\n"
    "[patient] well after i found out i had a kidney stone it came a couple of times but it did n't last as long "
    "no i've been straining my urine the nurse told me to pee in this little cup every time\n"
    "[doctor] okay"
)


def test_a_true_statement_after_a_reply_no_is_not_contradicted() -> None:
    assert prove("The patient has been straining their urine.", _RUN_ON).status != "CONTRADICTED"
    assert prove("The kidney stone lasted as long.", _RUN_ON).status == "CONTRADICTED"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Doctor: do you smoke?\nPatient: no i do n't smoke", "The patient smokes."),
        ("Doctor: do you smoke?\nPatient: no i've never smoked", "The patient smokes."),
        ("Doctor: any chest pain?\nPatient: no i have no chest pain", "The patient has chest pain."),
        ("Doctor: any chest pain?\nPatient: no i've been fine", "The patient has chest pain."),
    ],
)
def test_a_reply_no_still_denies_what_was_asked(source: str, claim: str) -> None:
    assert prove(claim, source).status == "CONTRADICTED"


def test_no_before_a_subject_opens_the_clause_after_it() -> None:
    assert leading_no(tokenize("no i've been straining my urine")) == 1
    assert leading_no(tokenize("no pain at all")) == 0
