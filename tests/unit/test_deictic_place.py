"""A fact saying "there" of a place only the conversation names ("Caroline dives there every winter.", said after "I
love Lake Tahoe") is not self-contained and not stored; the existential "there" and idioms are kept
(``digest.deictic_place``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.deictic_place import points_at_a_place
from factlayer.digest.extractive import ExtractiveProvider

POINTING = [
    "Caroline: I love Lake Tahoe. I dive there every winter.\nMelanie: Wow, that sounds amazing.",
    "Doctor: How is the physio going?\nPatient: I go there twice a week. My knee feels stronger.",
    "Sam: Have you seen the new bakery on Elm Street?\nDana: Yes, I bought my birthday cake there last month.",
]


@pytest.mark.parametrize("text", POINTING)
def test_a_fact_pointing_at_a_place_is_skipped_as_not_self_contained(text: str) -> None:
    digest = ExtractiveProvider().digest(text)
    assert not any(points_at_a_place(c.text) for c in digest.candidates), [c.text for c in digest.candidates]
    assert any(s.reason == "not_self_contained" and "there" in s.text for s in digest.skipped)


@pytest.mark.parametrize(
    "fact",
    [
        "There is no swelling in the ankle.",
        "The doctor says there's been some improvement.",
        "There will be a follow-up in two weeks.",
        "There really was a lot of traffic.",
        "Jon tells Gina to hang in there.",
        "Caroline says the best support groups are out there.",
        "Melanie says Caroline has always been there for Melanie.",
        "Maria's family has been there for them all the way.",
    ],
)
def test_an_existential_there_or_an_idiom_points_at_no_place(fact: str) -> None:
    assert not points_at_a_place(fact)


def test_there_after_a_verb_points_at_a_place() -> None:
    assert points_at_a_place("Caroline dives there every winter.")
    assert points_at_a_place("The patient has been going there for years.")


@pytest.mark.parametrize(
    "fact",
    [
        "The doctor saw a report in the emergency room that the patient's blood pressure was high there as well.",
        "Caroline went to Lake Tahoe last summer and swam there every morning.",
        "Dana went to the new bakery on Elm Street and bought a cake there.",
        "The patient's chest x-ray looks fine, so there is no pneumonia there.",
    ],
)
def test_there_after_the_fact_names_its_place_is_self_contained(fact: str) -> None:
    assert not points_at_a_place(fact)


@pytest.mark.parametrize(
    "fact",
    [
        "Caroline says in the summer they swam there every morning.",  # a time, no place
        "The patient was in a lot of pain there.",  # an amount, no place
        "In May Dana bought a cake there.",
        "Dana was busy in January and bought a cake there.",
    ],
)
def test_there_after_a_time_or_an_amount_still_points_at_a_place(fact: str) -> None:
    assert points_at_a_place(fact)


def test_a_stored_fact_keeps_there_when_it_names_the_place_itself() -> None:
    text = (
        "[doctor] so , your blood pressure is a little high today .\n[patient] mm-hmm .\n"
        "[doctor] i did see a report in the emergency room that your blood pressure was high there as well .\n"
        "[patient] okay ."
    )
    texts = [c.text for c in ExtractiveProvider().digest(text).candidates]
    assert any("emergency room" in t and "there" in t for t in texts), texts
