"""Plain equivalents a note writes for the speaker's word (issue 12, true statements kept): "decided" for "chose",
"finished chemotherapy" for "completed chemo", "someone" for "somebody", "North America" for "Northern America",
"themself" for "myself", "stopped" for "discontinued"; and two words a line of ``synonyms.txt`` holds as one,
written out in the claim where the speaker said the short form ("atrial fibrillation" for "afib", "took part" for
"participated", "physical therapy" for "pt"). Each beside a twin that differs by one word and must not be borne
out. Written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

NETWORK = "Jon: Yesterday I chose to go to networking events to make things happen.\nGina: That's a great step!\n"
CHEMO = (
    "Doctor: Can you tell me if you have finished your chemo?\n"
    "Patient: Yes, I have already completed chemo. My last cycle was in June.\n"
)
MEETING = (
    "Designer: If we could just go up to somebody outside the meeting and talk with them, that would be easier.\n"
    "Manager: I think the market will be mainly Europe and Northern America.\n"
)
THOUGHTS = (
    "Doctor: Have you had any thoughts of hurting yourself?\n"
    "Patient: I've had thoughts of not wanting to be alive anymore but no plans of actually hurting myself.\n"
)
HEART = (
    "[doctor] any heart problems ?\n"
    "[patient] yes , i'm taking digoxin for afib .\n"
    "[doctor] and no chest pain while you were doing exercises in pt for your knee ?\n"
    "[patient] no .\n"
)
RUN = (
    "Maria: Last weekend I did something new. I participated in a 5K charity run for a homeless shelter.\n"
    "John: That's awesome!\n"
)
PRESSURE = (
    "[doctor] your blood pressure is high today . i'd like you to keep a record of your blood pressures for me .\n"
    "[patient] okay .\n"
)
STATIN = (
    "Doctor: Are you still on the statin?\nPatient: No, I discontinued the statin last month because of muscle aches.\n"
)
SAID_OUT = "[patient] i take digoxin for atrial fibrillation , and i took part in a charity run last weekend .\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (NETWORK, "Jon decided yesterday to go to networking events."),
        (CHEMO, "The patient has already finished chemotherapy."),
        (MEETING, "It would have been easier if they could talk to someone outside the meeting."),
        (MEETING, "The Manager thinks the market will mainly be Europe and North America."),
        (THOUGHTS, "The patient has no plans to hurt themself."),
        (HEART, "The patient takes digoxin for atrial fibrillation."),
        (HEART, "The patient had no chest pain during physical therapy exercises for his knee."),
        (RUN, "Last weekend Maria took part in a 5K charity run."),
        (PRESSURE, "The patient's blood pressure is high today."),
        (PRESSURE, "The doctor wants the patient to keep a record of her blood pressures."),
        (SAID_OUT, "The patient takes digoxin for atrial fibrillation."),
        (SAID_OUT, "The patient takes digoxin for afib."),
        (SAID_OUT, "The patient took part in a charity run last weekend."),
        (STATIN, "The patient stopped the statin last month because of muscle aches."),
    ],
)
def test_a_plain_equivalent_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (NETWORK, "Jon decided yesterday to skip networking events."),
        (CHEMO, "The patient has already finished radiation."),
        (MEETING, "The Manager thinks the market will mainly be Europe and South America."),
        (HEART, "The patient takes warfarin for atrial fibrillation."),
        (HEART, "The patient takes digoxin for atrial flutter."),
        (RUN, "Last weekend Maria took part in a 10K charity run."),
        (RUN, "Last weekend John took part in a 5K charity run."),
        (PRESSURE, "The patient's blood pressure is low today."),
        (SAID_OUT, "The patient took part in a marathon last weekend."),
        (STATIN, "The patient stopped the aspirin last month."),
        (STATIN, "The patient started the statin last month."),
    ],
)
def test_a_twin_by_one_word_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED
