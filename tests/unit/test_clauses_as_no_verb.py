""" "as" ends in "-s" like a verb ("smokes"), but a relation after a possessive and then "as" starts no clause of its
own: "Daniel added his brother as an additional driver" is one clause. Before, it was cut at "his brother", and the
rest ("his brother as an additional driver") was VERIFIED by the agent's "It's 12 dollars a day for an additional
driver" (review 27's blind set). Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.nlp.clauses import clauses
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import prove


@pytest.mark.parametrize(
    "sentence",
    ["Daniel added his brother as an additional driver.", "Rosa listed her mother as an emergency contact."],
)
def test_a_relation_before_as_starts_no_clause(sentence: str) -> None:
    assert len(clauses(tokenize(sentence))) == 1


def test_a_relation_with_its_own_verb_still_starts_one() -> None:
    assert len(clauses(tokenize("I'm okay my husband has high blood pressure."))) == 2


@pytest.mark.parametrize("roles", [True, False])
def test_the_rest_is_not_verified_by_anothers_words(roles: bool) -> None:
    text = (
        "CUSTOMER: Liu, Daniel Liu. I booked a compact for four days.\n"
        "AGENT: Will anyone else be driving?\n"
        "CUSTOMER: My brother might drive. Do I need to add him?\n"
        "AGENT: Yes, if he drives at all. It's 12 dollars a day for an additional driver.\n"
        "CUSTOMER: Let's hold off.\n"
    )
    assert prove("Daniel added his brother as an additional driver.", text, roles=roles).status != "VERIFIED"
