"""Rewrites the extractor proves on their own sentence but the whole transcript refused (round 28's reading of the
ACI-Bench fit misses): a turn opening on the aside "you know ," is no statement about the listener put to them to
confirm ("you know , it looks like they got all of that" — "yep": still the doctor's words), and an emphatic "does"
before a verb of believing is that verb's frame ("The doctor does feel like the patient's thyroid is enlarged" is
"The doctor feels like …"). Every transcript is written for the test; the guards keep what each change must not
touch."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


def _t(doctor: str, patient: str) -> str:
    return f"[doctor] {doctor}\n[patient] {patient}\n"


ASIDE_OPENED = [
    (
        _t("you know , it looks like they got all of that and everything's fine .", "yep ."),
        "The doctor says it looks like they got all of that and everything's fine.",
    ),
    (
        _t("you know , the scan came back clean and nothing has spread .", "mm-hmm ."),
        "The doctor says the scan came back clean.",
    ),
    (
        _t("you see , the results look good and the numbers are stable .", "yeah ."),
        "The doctor says the results look good.",
    ),
    (
        _t("so you know , it seems like the infection has cleared up .", "yes ."),
        "The doctor says it seems like the infection has cleared up.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), ASIDE_OPENED)
def test_an_opening_aside_puts_nothing_to_the_listener(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


ASIDE_GUARDS = [
    # past the aside, the statement is about the listener: their "no" still decides it
    (
        _t("you know , you're still taking the metformin .", "no , i stopped ."),
        "The patient is still taking the metformin.",
    ),
    (_t("you're still taking the metformin .", "no , i stopped ."), "The patient is still taking the metformin."),
]


@pytest.mark.parametrize(("source", "claim"), ASIDE_GUARDS)
def test_what_is_put_to_the_listener_is_theirs_to_decide(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


EMPHATIC_FRAME = [
    (
        _t("so feeling your neck , i do feel like your thyroid's a bit enlarged here .", "okay ."),
        "The doctor does feel like the patient's thyroid's a bit enlarged here.",
    ),
    (
        _t("i do think your blood pressure is a little high today .", "okay ."),
        "The doctor does think the patient's blood pressure is a little high today.",
    ),
    (
        _t("i did think the rash was getting better last week .", "right ."),
        "The doctor did think the rash was getting better last week.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), EMPHATIC_FRAME)
def test_an_emphatic_do_before_a_verb_of_believing_is_its_frame(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


EMPHATIC_GUARDS = [
    # the frame's holder must still be the one who holds the view
    (
        _t("i do feel like your thyroid's a bit enlarged here .", "okay ."),
        "The patient does feel like their thyroid is enlarged.",
    ),
    # the view's content must still be said
    (
        _t("i do think your blood pressure is a little high today .", "okay ."),
        "The doctor does think the patient's blood pressure is normal today.",
    ),
    # a denied view stays denied
    (
        _t("i don't think your thyroid is enlarged .", "okay ."),
        "The doctor does think the patient's thyroid is enlarged.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), EMPHATIC_GUARDS)
def test_an_emphatic_frame_keeps_its_holder_and_content(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


# "i recall | that my dad had a heart attack": a verb of recalling, remembering, hearing or learning before "that" was
# no verb that takes a that-clause (``lexicon/that_takers``), so the clause was cut as a relative one and read as
# about nobody — any relative a claim put in its place went unchallenged (a false VERIFIED). Such verbs keep their
# clause, read through as "know" is (``lexicon/knowing``); and before a clause they frame a claim as "recalls" did
# ("The doctor remembers the patient is a big golfer" for "i remember you're a big golfer").
THAT_CLAUSE_FALSE = [
    ("[patient] i recall that my dad had a heart attack at fifty .", "The patient's mom had a heart attack at fifty."),
    (
        "[patient] i recall that my dad had a heart attack at fifty .",
        "The patient recalls that their mom had a heart attack at fifty.",
    ),
    ("[patient] i heard that my sister got married last spring .", "The patient's brother got married last spring."),
    (
        "[patient] i remember that my dad had a heart attack at fifty .",
        "The patient remembers that their mom had a heart attack at fifty.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), THAT_CLAUSE_FALSE)
def test_a_that_clause_is_about_its_own_subject(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


THAT_CLAUSE_TRUE = [
    (_t("so i remember you're a big golfer .", "not lately ."), "The doctor remembers the patient is a big golfer."),
    (
        _t("so i remember that you're a big golfer .", "that's right ."),
        "The doctor remembers that the patient is a big golfer.",
    ),
    # unchanged: what the frame holds, its relatives, and a perceiving that is the deed
    (
        "[patient] i recall that my dad had a heart attack at fifty .",
        "The patient recalls that their dad had a heart attack at fifty.",
    ),
    ("[patient] i recall that my dad had a heart attack at fifty .", "The patient's dad had a heart attack at fifty."),
    (
        "[patient] i learned that my son had been skipping school .",
        "The patient learned that their son had been skipping school.",
    ),
    ("[patient] i heard a loud noise at night .", "The patient heard a loud noise at night."),
    ("[patient] i noticed a rash on my arm .", "The patient noticed a rash on their arm."),
]


@pytest.mark.parametrize(("source", "claim"), THAT_CLAUSE_TRUE)
def test_what_a_that_clause_says_is_still_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
