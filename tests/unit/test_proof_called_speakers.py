"""A participant named in a claim by the name the other party calls them ("hi good morning dana how are you",
"alright tomas hi how are you", "so priya tell me …") is the one whose "you / your" (or "I / my") the evidence says:
the greeting ties the name to a speaker, nothing else does, and a claim naming another participant is not borne out.
Written for the test (other domains than the benchmark's)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

ROWING = (
    "[therapist] hi good morning dana how are you\n"
    "[client] fine thanks . my left wrist still aches after rowing .\n"
    "[therapist] does lifting weights bother your wrist ?\n"
    "[client] no , not really .\n"
    "[therapist] okay .\n"
)
SLEEP = (
    "[therapist] let me pull up your notes from last month alright tomas hi how are you doing\n"
    "[client] okay i guess . hi doctor lane .\n"
    "[therapist] i'm going to refer you to a sleep clinic .\n"
    "[client] sounds good .\n"
)
DIARY = (
    "[therapist] so priya tell me what brings you in today\n"
    "[client] i keep waking up at three in the morning .\n"
    "[therapist] i'm gon na have you write in a sleep diary every day .\n"
    "[client] okay .\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (ROWING, "Lifting weights does not bother Dana's wrist."),
        (SLEEP, "The therapist is referring Tomas to a sleep clinic."),
        (DIARY, "The therapist wants Priya to write in a sleep diary every day."),
    ],
)
def test_a_name_the_other_party_calls_a_speaker_by_is_their_you(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (ROWING, "Lifting weights makes Dana's wrist hurt."),
        (SLEEP, "The therapist is referring Lane to a sleep clinic."),  # Lane is the therapist, not the one referred
        (SLEEP, "The therapist will refer Lane to a sleep clinic."),  # the call "hi doctor lane" lends no name
        (SLEEP, "Tomas is referring the therapist to a sleep clinic."),
        (DIARY, "Priya has written in a sleep diary every day."),
    ],
)
def test_a_swapped_or_other_participant_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_names_are_tied_only_by_a_call() -> None:
    assert build(ROWING).called.get("client") == frozenset({"dana"})
    assert build(SLEEP).called.get("client") == frozenset({"tomas"})
    assert build(DIARY).called.get("client") == frozenset({"priya"})
    told = build("[therapist] so they tell me you moved .\n[client] alright now tell me more .\n[therapist] okay .\n")
    assert not told.called  # "so they tell me", "alright now tell me": no one is named
