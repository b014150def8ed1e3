"""Whose thing it is, with speakers labelled by role ("Agent:", "Host:") as with names: a speaker's "my order" is
not the other party's order, and a statement confirmed by a bare "yes" ("Your novel came out in March." — "It did,
yes.") is the answerer's — its "your" is theirs. Before, with role labels only a "your" said to the claimed role
was checked, and a confirmed statement's "your" belonged to no one, so the wrong party's thing was VERIFIED.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

PAIRS = [("Host", "Guest"), ("Agent", "Caller"), ("Interviewer", "Interviewee"), ("Dana", "Lee")]


def _talk(a: str, b: str) -> str:
    return (
        f"{a}: Welcome back.\n{b}: Thanks for having me.\n{a}: Your second novel came out in March.\n"
        f"{b}: It did, yes.\n{a}: My order shipped on Monday.\n{b}: Nice.\n"
    )


def _whose(label: str) -> str:
    return f"{label}'s" if label in ("Dana", "Lee") else f"The {label.lower()}'s"


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_the_confirmed_your_is_the_answerers(a: str, b: str) -> None:
    text = _talk(a, b)
    assert prove(f"{_whose(b)} second novel came out in March.", text, roles=False).status == "VERIFIED"
    wrong = prove(f"{_whose(a)} second novel came out in March.", text, roles=False)
    assert wrong.status == "CONTRADICTED", wrong.reason


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_a_speakers_my_is_not_the_other_partys(a: str, b: str) -> None:
    text = _talk(a, b)
    assert prove(f"{_whose(a)} order shipped on Monday.", text, roles=False).status == "VERIFIED"
    wrong = prove(f"{_whose(b)} order shipped on Monday.", text, roles=False)
    assert wrong.status == "CONTRADICTED", wrong.reason


def test_a_confirmed_my_is_the_askers() -> None:
    text = "Customer: My refund went out on Friday?\nAgent: Yes, it did.\n"
    assert prove("The customer's refund went out on Friday.", text, roles=False).status == "VERIFIED"
    assert prove("The agent's refund went out on Friday.", text, roles=False).status != "VERIFIED"


def test_the_doctors_your_is_still_the_patients() -> None:
    text = "[doctor] Your blood pressure is high today.\n[patient] Okay.\n"
    assert prove("The patient's blood pressure is high today.", text, roles=False).status == "VERIFIED"
    assert prove("The doctor's blood pressure is high today.", text, roles=False).status != "VERIFIED"


def test_speakers_named_in_the_call_own_their_things() -> None:
    """ "Speaker 1: … my name is Omar" / "Speaker 2: Hi Omar, this is Grace Liu. My internet …": a claim giving
    Omar Grace's internet was VERIFIED (the names the speakers are called by were not read as theirs here)."""
    text = (
        "Speaker 1: Thanks for calling Brightline, my name is Omar. Who am I speaking with?\n"
        "Speaker 2: Hi Omar, this is Grace Liu. My internet has been dropping every evening since Sunday.\n"
        "Speaker 1: Then it's probably your router. It's five years old.\nSpeaker 2: Okay.\n"
    )
    assert prove("Grace Liu's internet has been dropping every evening.", text, roles=False).status == "VERIFIED"
    wrong = prove("Omar's internet has been dropping every evening.", text, roles=False)
    assert wrong.status == "CONTRADICTED" and "grace liu" in wrong.reason, wrong.reason
    assert prove("Omar's router is five years old.", text, roles=False).status != "VERIFIED"
