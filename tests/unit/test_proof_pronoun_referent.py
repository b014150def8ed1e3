"""Whom "it" stands for, and how far a denial reaches.

- "my right knee has been hurting for a week , so i take the ibuprofen . it helps a little ." says the ibuprofen
  helps. A claim whose subject is said before the "it" with another noun phrase between ("The right knee helps a
  little.", "The week helps a little.") was VERIFIED, its words taken from anywhere in the window; the nearer
  noun phrase is the likelier referent, so such a window bears nothing out (proof/antecedent.py).
- "i do n't see any fever or your blood pressure and heart rate are fine" — the "or your blood pressure ..." has
  a verb of its own: a new clause the "don't" does not reach. "The doctor does not see the patient's blood
  pressure." was VERIFIED and "The patient's blood pressure is fine." CONTRADICTED (nlp/clauses.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

KNEE = (
    "[doctor] so tell me about your knee .\n"
    "[patient] yeah my right knee has been hurting for a week , so i take the ibuprofen . it helps a little .\n"
)
SUGAR = "[patient] okay .\n[doctor] so your blood sugar is a little bit high . it was 169 today .\n"
SCAN = "[doctor] okay so we were able to get a ct of your side . it showed a stone in the right ureter .\n"
EXAM = (
    "[patient] sure .\n[doctor] okay let me do a quick exam . your vital signs look good . i do n't see any fever "
    "or your blood pressure and heart rate are fine so let me press here on your belly .\n"
)


@pytest.mark.parametrize(
    "claim",
    ["The right knee helps a little.", "The patient's right knee helps a little.", "The week helps a little."],
)
def test_a_subject_said_before_another_noun_phrase_is_not_what_it_stands_for(claim: str) -> None:
    assert prove(claim, KNEE).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (KNEE, "The ibuprofen helps a little."),
        (KNEE, "The patient's right knee has been hurting for a week."),
        (SUGAR, "The patient's blood sugar was 169 today."),  # "a little bit high" is a degree, no referent
        (SCAN, "The CT showed a stone in the right ureter."),  # "of your side" still names the ct
    ],
)
def test_the_nearest_referent_still_bears_the_claim_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_a_denial_does_not_reach_a_coordinated_clause_with_its_own_verb() -> None:
    assert prove("The doctor does not see the patient's blood pressure.", EXAM).status is not Status.VERIFIED
    assert prove("The doctor does not see any fever.", EXAM).status is Status.VERIFIED
    assert prove("The patient's blood pressure is fine.", EXAM).status is Status.VERIFIED
