"""What "it" stands for is a thing, never the claim's verb: "i was unable to walk on it at all i had a friend" lent
the claim "The patient heard her friend fall." its "heard" from an earlier sentence (proof/context.py) — VERIFIED,
though the friend heard the patient fall. Irregular forms the stemmer did not know ("heard") are in
``irregular.txt`` now."""

from __future__ import annotations

from factlayer.nlp.stems import irregular_forms, stem
from factlayer.proof.proof import Status, prove

VISIT = (
    "[doctor] did anyone hear you ?\n"
    "[patient] my neighbor heard something outside .\n"
    "[patient] when i first fell i was unable to walk on it at all i had a friend that was visiting "
    "and so she heard me fall so she helped me inside .\n"
)


def test_an_anaphor_lends_no_verb() -> None:
    assert prove("The patient heard her friend fall.", VISIT).status is not Status.VERIFIED


def test_the_friend_who_heard_is_still_borne_out() -> None:
    assert prove("The patient's friend heard her fall.", VISIT).status is Status.VERIFIED


def test_heard_is_an_irregular_form_of_hear() -> None:
    assert irregular_forms()["heard"] == "hear" and stem("heard") == stem("hears")


def test_a_side_is_no_verb_though_left_is_a_form_of_leave() -> None:
    # found by the extractor's round: "left" read as leave/left lent nothing, so the true claim went unverified
    source = "[doctor] how is your left ankle ?\n[patient] it's still swollen .\n"
    assert prove("The patient's left ankle is still swollen.", source).status is Status.VERIFIED
