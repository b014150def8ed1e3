"""Facts a reader understands alone: the kinds of unreadable or misattributed text fixed in round 3."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
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
    assert rewrite_statement("we decided to use a rubber case", dana, marcus, group=True) is None
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
