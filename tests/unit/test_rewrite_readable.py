"""Facts a reader understands alone: the kinds of unreadable or misattributed text fixed in round 3."""

from __future__ import annotations

import asyncio

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.clause_subject import with_subject
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.leaning import leans_on_context
from factlayer.digest.rewrite import Reference, rewrite_statement

DOCTOR, PATIENT = Reference("The doctor"), Reference("The patient")


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # a subject "you" after a phrase its comma closes, after a verb of thinking, before an auxiliary —
        # was "… them do have …", "… thinks the patient have …"
        ("on your back exam, you do have some pain", "On the patient's back exam, the patient does have some pain."),
        ("i think you have a lumbar strain", "The doctor thinks the patient has a lumbar strain."),
        ("i saw your x-ray and you are healing", "The doctor saw the patient's x-ray and the patient is healing."),
        # an object "you" stays one
        ("i told you about the results", "The doctor told the patient about the results."),
        ("i will see you in two weeks", "The doctor will see the patient in two weeks."),
    ],
)  # fmt: skip
def test_a_subject_you_is_the_listener_with_its_verb_agreeing(clause: str, expected: str) -> None:
    assert rewrite_statement(clause, DOCTOR, PATIENT, we_is_speaker=True) == expected


def test_in_a_group_we_is_not_the_speaker_alone() -> None:
    dana, marcus = Reference("Dana"), Reference("Marcus")
    # the speaker is one of the group, never the group alone (``rewrite.among_us``)
    assert rewrite_statement("we decided to use a rubber case", dana, marcus, group=True) == (
        "Dana was among those who decided to use a rubber case."
    )
    assert rewrite_statement("we told us to go", dana, marcus, group=True) is None  # "us" again: whom, unsaid
    assert rewrite_statement("we went to the beach", dana, marcus) == "Dana went to the beach."
    doctor = rewrite_statement("we'll repeat the echo", DOCTOR, PATIENT, we_is_speaker=True, group=True)
    assert doctor == "The doctor will repeat the echo."


MEETING = """Dana: I finished the budget draft yesterday.
Marcus: Thanks. We decided to use a rubber case for the remote.
Priya: We will review the design next week.
Dana: I booked the room for Friday.
"""


def test_a_meeting_we_is_no_fact_about_its_speaker() -> None:
    facts = [f.text for f in ExtractiveProvider().extract(MEETING)]
    assert not any(f.startswith(("Marcus decided", "Priya will review")) for f in facts), facts
    assert any(f.startswith("Dana finished the budget draft") for f in facts), facts


@pytest.mark.parametrize(
    "fact",
    [
        "The patient is taking it.",
        "The doctor does see that.",
        "The patient has been managing it.",
        "The doctor says that's a good question.",
        "The doctor says that will be very helpful.",
    ],
)
def test_a_fact_that_rests_on_a_pronoun_is_not_readable_alone(fact: str) -> None:
    assert leans_on_context(fact, frozenset({"patient", "doctor"}))


@pytest.mark.parametrize(
    "fact",
    [
        "The doctor does not see any fracture or anything like that.",
        "The patient says it's definitely worse in the evening.",
        "The patient does not remember hitting it or anything like that.",
        "The patient takes ibuprofen for it.",
        "The patient stopped taking the metformin.",
        "The patient will try the diet.",
    ],
)
def test_a_fact_with_content_of_its_own_is_readable(fact: str) -> None:
    assert not leans_on_context(fact, frozenset({"patient", "doctor"}))


def test_the_extractor_skips_a_fact_that_rests_on_a_pronoun() -> None:
    text = "[doctor] how is the new inhaler ?\n[patient] i have been using it . the cough is better since monday .\n"
    facts = [f.text for f in ExtractiveProvider().extract(text)]
    assert "The patient has been using it." not in facts, facts
    assert "The cough is better since monday." in facts, facts


DICTATED = (
    "[doctor] next patient is philip gutierrez . he is a 50-year-old male here for a second opinion . "
    "his index finger rests in a 10-degree flexed position . he had an mri of that finger .\n"
    "[doctor] hi , how are you ?\n[patient] i'm good . my finger still hurts .\n"
)


def test_a_clinicians_dictation_about_the_patient_is_the_patients() -> None:
    facts = {f.text: f.subject_id for f in ExtractiveProvider().extract(DICTATED)}
    finger = [t for t in facts if "10-degree" in t]
    assert finger == ["The patient's index finger rests in a 10-degree flexed position."], facts
    assert facts[finger[0]] == "speaker:patient"


def test_dictation_is_not_read_where_another_person_is_named() -> None:
    text = DICTATED.replace("second opinion .", "second opinion . his father had a stroke .")
    facts = [f.text for f in ExtractiveProvider().extract(text)]
    assert not any(t.startswith("The patient's index finger") for t in facts), facts


ECHOES = [
    (
        "any numbness in your arm or your hand ?",
        "no numbness or tingling .",
        "The patient has no numbness or tingling.",
    ),
    ("and any weakness in your legs ?", "no , no weakness , just the weird numbing .", "The patient has no weakness."),
    ("no headaches ?", "no headaches .", "The patient has no headaches."),
]


@pytest.mark.parametrize(("question", "answer", "expected"), ECHOES)
def test_a_no_that_repeats_what_was_asked_denies_it(question: str, answer: str, expected: str) -> None:
    text = f"[doctor] {question}\n[patient] {answer}\n[doctor] okay .\n"
    candidates = ExtractiveProvider().extract(text)
    facts = [c for c in candidates if c.text == expected]
    assert facts and len(facts[0].spans) == 2, [c.text for c in candidates]
    (verdict,) = asyncio.run(assess_candidates(facts, text))
    assert verdict.accepted, verdict.reason  # the proof verifies it against the question and the answer


@pytest.mark.parametrize(
    ("question", "answer"), [("any fever ?", "no , just chills ."), ("any questions ?", "no questions .")]
)
def test_a_no_that_repeats_nothing_asked_denies_nothing(question: str, answer: str) -> None:
    text = f"[doctor] {question}\n[patient] {answer}\n[doctor] okay .\n"
    assert not [c for c in ExtractiveProvider().extract(text) if len(c.spans) == 2]


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # a preposition's "your" is no subject: was "your knee exam, there is some edema on"
        ("on your knee exam, there is some edema", "there is some edema on your knee exam"),
        # several opening phrases, connectors in front dropped
        ("okay, so on physical examination, on your heart exam, i do appreciate a murmur",
         "i do appreciate a murmur on physical examination, on your heart exam"),
        ("all right, well, i will have the nurse set up the injection", "i will have the nurse set up the injection"),
        ("so, I will check it", "I will check it"),
    ],
)  # fmt: skip
def test_opening_phrases_move_after_the_subject(clause: str, expected: str) -> None:
    assert with_subject(clause, None) == expected


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # a verb whose past is its base, placed in the past by a month, a weekday or a year — was "quits", "hits"
        ("I quit in April", "The patient quit in April."),
        ("i hit my head on saturday", "The patient hit their head on saturday."),
        ("i cut back on salt in 2019", "The patient cut back on salt in 2019."),
        # an irregular past no longer taken for a present — was "laids", "slungs"
        ("i laid on my finger", "The patient laid on their finger."),
        ("i slung it forward", "The patient slung it forward."),
    ],
)
def test_a_past_event_stays_past(clause: str, expected: str) -> None:
    assert rewrite_statement(clause, PATIENT, None) == expected


def test_a_bare_try_is_not_stored() -> None:
    # "i will try": tried what? A new user saw "The patient will try." stored (lexicon/empty_predicates.txt)
    names = frozenset({"the", "patient", "doctor"})  # as the extractor passes them ("The patient" → the, patient)
    assert leans_on_context("The patient will try.", names) and leans_on_context("The patient tried.", names)
    text = "[doctor] i would like you to lose some weight .\n[patient] i will try .\n"
    facts = [f.text for f in ExtractiveProvider().extract(text)]
    assert "The patient will try." not in facts and any("lose some weight" in f for f in facts), facts
