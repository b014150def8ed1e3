"""A visit whose speakers are labelled by name ("Dr. Alvarez:", "Mrs. Chen:"): the one telling the clinician about
their own body is the patient, so a bare "any numbness?" / "no" is read as about them (as it is under a
"Patient:" label); a parent who tells of a child's complaint is given no role, and the bare question is no fact of
theirs. An elliptical "I'd rather not" is no fact. Every transcript here is written for the test."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.entities import build_participants
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.nlp.ellipsis import elliptical

VISIT = (
    "Dr. Alvarez: Good morning, Mrs. Chen. What brings you in today?\n"
    "Mrs. Chen: My left shoulder has been hurting for about three weeks.\n"
    "Dr. Alvarez: Any numbness or tingling in your hand?\n"
    "Mrs. Chen: No.\n"
    "Dr. Alvarez: Okay.\n"
)
CHILD = (
    "Dr. Alvarez: Good morning. What brings you in today?\n"
    "Mrs. Chen: My son has had a cough for three days.\n"
    "Dr. Alvarez: Any fever?\n"
    "Mrs. Chen: No.\n"
    "Dr. Alvarez: Okay.\n"
)


def test_the_named_speaker_who_tells_of_their_own_body_is_the_patient() -> None:
    people = build_participants(VISIT)
    patient = people.with_role("patient")
    assert patient is not None and patient.label == "Mrs. Chen"
    assert build_participants(CHILD).with_role("patient") is None


async def test_a_bare_question_answered_no_is_a_fact_of_the_patient() -> None:
    assessed = await assess_candidates(ExtractiveProvider().extract(VISIT), VISIT)
    stored = {a.candidate.text: a.candidate.speaker for a in assessed if a.accepted}
    assert any("no numbness or tingling" in text for text in stored), stored
    assert all(speaker == "Mrs. Chen" for speaker in stored.values())


async def test_a_parents_no_is_not_stored_as_their_own() -> None:
    assessed = await assess_candidates(ExtractiveProvider().extract(CHILD), CHILD)
    assert not [a.candidate.text for a in assessed if a.accepted and "fever" in a.candidate.text.lower()]


def test_a_contracted_modal_with_no_verb_is_elliptical() -> None:
    assert elliptical(["i'd", "rather", "not"])
    assert elliptical(["i'll"])
    assert not elliptical(["i'd", "rather", "not", "go"])
    assert not elliptical(["i'll", "go", "tomorrow"])


def test_i_would_rather_not_is_no_fact() -> None:
    text = (
        "Dr. Alvarez: Should we refer you?\nMrs. Chen: My husband thinks I should see a surgeon but I'd rather not.\n"
    )
    assert not [c.text for c in ExtractiveProvider().extract(text) if "rather" in c.text]


def test_a_title_gives_the_pronoun_a_bare_name_does_not() -> None:
    from factlayer.digest.rewrite import Reference, swap_people

    def swapped(text: str, who: str) -> str:
        words = text.split()
        assert swap_people(words, Reference(who), None)
        return " ".join(words)

    assert swapped("my husband thinks I should see a surgeon", "Mrs. Chen") == (
        "Mrs. Chen's husband thinks she should see a surgeon"
    )
    assert swapped("I told my wife that I have pain", "Mr. Okafor") == "Mr. Okafor told his wife that he has pain"
    assert swapped("I hurt myself when I fell", "Ms. Hill") == "Ms. Hill hurt herself when she fell"
    assert swapped("I said I'm tired", "Mr. Okafor") == "Mr. Okafor said he is tired"
    assert swapped("I told my wife that I have pain", "Sam") == "Sam told their wife that they have pain"


MEETING = (
    "Priya: Okay, let's get started.\n"
    "Marco: Hi all.\n"
    "Priya: Dana, you'll run five sessions with existing customers.\n"
    "Dana: Sounds good.\n"
    "Priya: I spoke with the client on Monday. I'll ask finance again on Friday.\n"
)


async def test_a_meeting_keeps_the_called_ones_task_a_plan_and_an_irregular_past() -> None:
    assessed = await assess_candidates(ExtractiveProvider().extract(MEETING), MEETING)
    stored = {a.candidate.text: a.candidate.speaker for a in assessed if a.accepted}
    assert stored == {
        "Dana will run five sessions with existing customers.": "Priya",  # "Dana, you'll …": the called one's "you"
        "Priya spoke with the client on Monday.": "Priya",  # was "Priya spokes …"
        "Priya will ask finance again on Friday.": "Priya",  # was skipped as talk about the talk
    }


def test_asking_questions_is_still_talk_about_the_talk() -> None:
    from factlayer.digest.salience import junk_reason

    assert junk_reason("I'll ask you a few questions.") == "meta_talk"
    assert junk_reason("I'm going to ask some questions about your diet.") == "meta_talk"
    assert junk_reason("I'll ask finance again on Friday.") is None


def test_praise_before_the_subject_is_dropped_not_moved() -> None:
    text = "Priya: Great, I will ship the beta Friday.\nMarco: Yesterday, I finished the report.\n"
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert "Priya will ship the beta Friday." in facts  # was "… the beta Friday great."
    assert "Marco finished the report yesterday." in facts  # a time still moves to the end
