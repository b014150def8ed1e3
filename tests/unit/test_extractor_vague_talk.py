"""Two kinds of stored fact a reader would not keep: one resting on "them", "they" or a pronoun "one" that only
the transcript resolves ("The patient iced them for a bit.", "The doctor will repeat another one this year."), and
talk about the visit or the talk ("we are recording", "we talked about …", "i'm really happy for you"). Each
with what must still be stored. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import junk_reason
from factlayer.digest.vague_things import vague_thing
from factlayer.nlp.run_ons import run_on_cuts
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("fact", "quote", "vague"),
    [
        ("The patient iced them for a bit.", "i iced them for a bit .", True),
        ("The doctor advises the patient to take them all at the same time.", "you can take them all at once", True),
        ("The doctor sees they were 265 milligrams per deciliter.", "you see they were 265 milligrams", True),
        ("The doctor will repeat another one this year.", "we'll repeat another one this year", True),
        ("The other one is just fine.", "the other one is just fine .", True),
        ("The patient is happy to do one today, no problem.", "i'm happy to do one today , no problem", True),
        # "them" written for the speaker's "me": the patient, named
        ("The patient got angry with the person who hit them.", "i got angry with the person who hit me", False),
        ("There is a partial tear in one of the two flexor tendons.", "a partial tear in one of the two", False),
        ("The doctor will inject one cc of lidocaine.", "i'll inject one cc of lidocaine", False),
        # in a later clause, after what it points to
        ("The patient needs no x-ray of the chest because the patient had one recently.", "because you had one", False),
    ],
)
def test_a_fact_rests_on_them_or_one(fact: str, quote: str, vague: bool) -> None:
    assert vague_thing(fact, quote) is vague


async def test_a_fact_resting_on_them_is_not_stored_and_says_why() -> None:
    text = "[doctor] how are your knees ?\n[patient] i iced them for a bit and my knee pain got better .\n[doctor] ok"
    digest = ExtractiveProvider().digest(text)
    assert not [c.text for c in digest.candidates if "iced" in c.text]
    assert [s.reason for s in digest.skipped if "iced" in s.text] == ["not_self_contained"]
    stored = await _facts("[doctor] any allergies ?", "[patient] i'm allergic to penicillin , it gives me hives .")
    assert "The patient is allergic to penicillin." in stored


@pytest.mark.parametrize(
    "clause",
    [
        "we are recording",
        "we'll go from there",
        "i'm gon na scoot up closer",
        "you can close your gown now",
        "i know the nurse did a review of systems sheet when you checked in",
        "we talked about increasing your prozac",
        "i don't know if we talked about a weight loss study",
        "i'm really happy for you",
        "i'm proud of you with the course of your labs",
    ],
)
def test_talk_about_the_visit_is_junk(clause: str) -> None:
    assert junk_reason(clause, clinician=True) == "meta_talk"


@pytest.mark.parametrize(
    "clause",
    [
        "we'll increase your prozac to 40 milligrams",
        "the pain goes from my back down to my knee",
        "i'm happy with the new medication",
        "i talked to my cardiologist last week",
    ],
)
def test_what_is_decided_or_felt_about_something_is_no_talk_about_the_talk(clause: str) -> None:
    assert junk_reason(clause, clinician=True) is None


@pytest.mark.parametrize(
    ("clause", "parts"),
    [
        (
            "i just really got to feeling bad i called my friend diane",
            ["i just really got to feeling bad", "i called my friend diane"],
        ),
        (
            "my headache started about a week ago it's feeling like a dull pain in my head i have flushing in my ears",
            [
                "my headache started about a week ago",
                "it's feeling like a dull pain in my head",
                "i have flushing in my ears",
            ],
        ),
        (
            "take that tylenol for the pain i'll give you a muscle relaxant",
            ["take that tylenol for the pain", "i'll give you a muscle relaxant"],
        ),
        # a relative clause, a clause a word takes, a subordinate clause, a restart: one statement
        ("i take the medication i got from you", ["i take the medication i got from you"]),
        ("i'm sure i took it this morning", ["i'm sure i took it this morning"]),
        ("i had a fracture when i was a baby", ["i had a fracture when i was a baby"]),
        ("when i was young i broke my arm", ["when i was young i broke my arm"]),
        ("i take a pill every time i eat", ["i take a pill every time i eat"]),
        ("yeah i had con- i had a congenital artery", ["yeah i had con- i had a congenital artery"]),
    ],
)
def test_a_run_on_is_cut_at_the_second_statements_subject(clause: str, parts: list[str]) -> None:
    assert [clause[a:b].strip() for a, b in run_on_cuts(clause, [(0, len(clause))])] == parts


async def test_each_half_of_a_run_on_is_its_own_fact() -> None:
    stored = await _facts(
        "[doctor] how have you been ?",
        "[patient] i just really got to feeling bad i called my friend diane she drove me to the hospital",
        "[doctor] okay .",
    )
    assert "The patient called their friend diane." in stored
    assert not [f for f in stored if "feeling bad" in f and "diane" in f]  # not glued
