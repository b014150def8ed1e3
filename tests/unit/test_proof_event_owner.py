"""An event or a condition the evidence gives another owner (``proof.event_owner``): "My father's heart attack was
at 60" is no "The patient had a heart attack", though it bears out "The patient's father had a heart attack"; the
speaker's own ("My heart attack …") is the patient's. Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_ASKED = "Doctor: Any history in you or your family?\nPatient: "

_ANOTHERS = [
    # (what the patient says, a claim giving the patient what is another's)
    ("My father's heart attack was at 60.", "The patient had a heart attack."),
    ("My mom's stroke happened two years ago.", "The patient had a stroke."),
    ("My brother's diabetes is well controlled.", "The patient has diabetes."),
    ("My wife's knee surgery went well.", "The patient had knee surgery."),
    ("My sister's breast cancer was caught early.", "The patient had breast cancer."),
    ("Yes, my uncle's lung cancer was found late.", "The patient had lung cancer."),
    ("Yeah, my grandpa's kidney failure.", "The patient has kidney failure."),
    ("My daughter's appendectomy was last spring.", "The patient had an appendectomy."),
    ("Tom's pneumonia is much better now.", "The patient has pneumonia."),
    ("Honestly my mother's dementia is getting worse.", "The patient has dementia."),
    ("My father's massive heart attack was at 60.", "The patient suffered a heart attack."),
    ("My father's heart attack was at 60.", "The patient's uncle had a heart attack."),
]

_OWN = [
    # (what the patient says, a claim giving its owner what is theirs)
    ("My father's heart attack was at 60.", "The patient's father had a heart attack."),
    ("My heart attack was two years ago.", "The patient had a heart attack."),
    ("My knee surgery went well.", "The patient had knee surgery."),
    ("My appendectomy was last spring.", "The patient had an appendectomy."),
    ("Honestly my dementia is getting worse.", "The patient has dementia."),
    ("I had a stroke two years ago, the same as my father's stroke.", "The patient had a stroke."),
    ("My father's heart attack was the reason I quit smoking.", "The patient's father had a heart attack."),
    ("My father had a heart attack at 60.", "The patient's father had a heart attack."),
]


@pytest.mark.parametrize(("said", "claim"), _ANOTHERS)
@pytest.mark.parametrize("roles", [False, True])
def test_anothers_event_is_not_the_subjects(said: str, claim: str, roles: bool) -> None:
    assert prove(claim, _ASKED + said + "\n", roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(("said", "claim"), _OWN)
@pytest.mark.parametrize("roles", [False, True])
def test_the_owners_own_event_is_theirs(said: str, claim: str, roles: bool) -> None:
    assert prove(claim, _ASKED + said + "\n", roles=roles).status is Status.VERIFIED
