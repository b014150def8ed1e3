"""What another person passed on, and which thing a clause is about (round 22, lead). "Your husband mentioned
you've been snoring" bore out "The patient snores": "mentioned" (like "noticed", "texted", "explained":
``lexicon/telling.txt``) was no verb of reporting, so the husband's word read as the doctor's own. The report itself
stays borne out, and the speaker's own "I mentioned that …" still asserts."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SNORING = "Doctor: Your husband mentioned you've been snoring.\nPatient: He says that, but I don't believe it.\n"
WATER = "Caller: My neighbour texted me the water is off.\nAgent: Let me check.\n"
OWN = "Patient: I mentioned to my doctor that I have headaches.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (SNORING, "The patient snores.", None),
        (SNORING, "The patient's husband says the patient snores.", Status.VERIFIED),
        (WATER, "The water is off.", None),
        (WATER, "The caller's neighbour texted the caller that the water is off.", Status.VERIFIED),
        (OWN, "The patient has headaches.", Status.VERIFIED),
    ],
)
def test_what_another_passed_on(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED


CIVIC = (
    "Advisor: Thanks for calling Eastside Auto, this is Marco.\n"
    "Customer: Hi, it's Jen Park. My Civic is making a grinding noise when I brake.\n"
)
APP_ONE_LINE = "Lead: Android is fine, iOS still has the login bug.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        # "when" opened the clause of "brake" and was read as a thing of its own ("Android is fine, | iOS still …"):
        # the true claim was left unverifiable
        (CIVIC, "The customer's Civic is making a grinding noise when they brake.", Status.VERIFIED),
        (CIVIC, "Jen Park's Civic makes a grinding noise when she brakes.", Status.VERIFIED),
        (CIVIC, "The customer's Civic is making a clicking noise when they brake.", Status.CONTRADICTED),
        # a label the transcript grammar does not take on one line ("Lead:") left the clause opening on "Lead :"
        (APP_ONE_LINE, "Android still has the login bug.", None),
        (APP_ONE_LINE, "iOS still has the login bug.", Status.VERIFIED),
    ],
)
def test_a_thing_and_its_clause(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
