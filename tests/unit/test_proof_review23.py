"""Kinds a new user's review found (review23; every transcript here is written for the test, from the review's
reproductions):

* a yes/no question answered by a statement that repeats its subject with a verb of its own ("Is Sam sick?" — "Sam
  stayed home today.") was read as a yes;
* a number between "my" and the thing ("My 2015 Civic is broken") hid the owner, so "Ben's Civic" was VERIFIED;
* "I didn't know the heater was broken" was read as denying that the heater is broken.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove


@pytest.mark.parametrize(
    ("text", "asked", "said"),
    [
        ("Mom: Is Sam sick?\nTeacher: Sam stayed home today.\n", "Sam is sick.", "Sam stayed home today."),
        ("Mom: Is the bus late?\nDriver: The bus leaves at eight.\n", "The bus is late.", "The bus leaves at eight."),
        ("Guest: Is breakfast included?\nReceptionist: Breakfast is served from seven.\n", "Breakfast is included.",
         "Breakfast is served from seven."),
    ],
)  # fmt: skip
def test_a_reply_with_a_verb_of_its_own_is_no_yes(text: str, asked: str, said: str) -> None:
    assert prove(asked, text, roles=False).status != "VERIFIED"
    assert prove(said, text, roles=False).status == "VERIFIED"


def test_a_reply_that_repeats_the_predicate_is_still_a_yes() -> None:
    text = "Mom: Is the bus late?\nDriver: The bus is late, yes.\n"
    assert prove("The bus is late.", text, roles=False).status == "VERIFIED"


def test_a_number_before_the_thing_keeps_its_owner() -> None:
    text = "Ben: Hi.\nPriya: My 2015 Civic is broken.\n"
    assert prove("Priya's Civic is broken.", text, roles=False).status == "VERIFIED"
    assert prove("Ben's Civic is broken.", text, roles=False).status == "CONTRADICTED"


def test_not_knowing_denies_the_knowing_not_the_fact() -> None:
    text = "Jordan: The heater is broken.\nLandlord: I didn't know the heater was broken.\n"
    assert prove("The heater is broken.", text, roles=False).status == "VERIFIED"
    assert prove("The landlord knew the heater was broken.", text, roles=False).status == "CONTRADICTED"
    assert prove("The landlord did not know the heater was broken.", text, roles=False).status == "VERIFIED"
