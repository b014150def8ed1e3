"""Round 15, the lead's review: "ER" (the emergency room) is a word of the claim, not the hesitation "er" — "The
patient went to the ER yesterday." was VERIFIED by "I went to the clinic yesterday." (the claim's "ER" was a stopword,
so no unit asked for it); "the er" after a determiner stays a word of the source too. Every transcript is written
for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        ("Patient: I went to the clinic yesterday.", "The patient went to the ER yesterday.", False),
        ("Patient: I went yesterday.", "The patient went to the ER yesterday.", False),
        ("[patient] i went to the clinic yesterday .", "The patient went to the ER yesterday.", False),
        ("[patient] i went to the er yesterday .", "The patient went to the ER yesterday.", True),
        ("Patient: My wife took me to the ER.", "The patient's wife took the patient to the ER.", True),
        ("Patient: I was, er, at home all day.", "The patient was at home all day.", True),  # still a hesitation
    ],
)
def test_the_er_is_a_place_and_er_alone_a_hesitation(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        # "off" was a stopword: no unit asked for it, so "on lisinopril" bore out "off lisinopril"
        ("Patient: I have been on lisinopril for a year.", "The patient has been off lisinopril for a year.", False),
        ("Patient: I turned the heater on.", "The patient turned the heater off.", False),
        ("Patient: I have been off lisinopril for a year.", "The patient has been off lisinopril for a year.", True),
        ("Patient: I took Monday off.", "The patient took Monday off.", True),
    ],
)
def test_off_is_a_unit_of_the_claim(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        # the having was never checked: "has" is no unit, so the thing named bore it out
        ("Patient: I lost my cat last year.", "The patient has a cat.", False),
        ("Patient: I sold my house.", "The patient has a house.", False),
        ("Patient: I ran out of my inhaler.", "The patient has an inhaler.", False),
        ("Patient: I need an inhaler.", "The patient has an inhaler.", False),
        ("Patient: My cat is sick.", "The patient has a cat.", True),
        ("Patient: I have two cats.", "The patient has two cats.", True),
        ("Patient: I lost weight, but I have a dog.", "The patient has a dog.", True),
        ("Patient: I lost my job last month.", "The patient lost the job last month.", True),
        ("Patient: I lost my appetite.", "The patient has lost the appetite.", True),  # a perfect, not a having
        (
            "Maria: We need to get the word out about the cook-off at the fundraiser.",
            "The fundraiser has a cook-off.",
            True,
        ),
    ],
)
def test_a_thing_lost_sold_run_out_of_or_needed_is_not_had(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


_FAMILY = "Doctor: Does anyone in your family have diabetes?\nPatient: {reply}\n"
_BREATH = "Doctor: Any shortness of breath?\nPatient: {reply}\n"
_COUGH = "Patient: I have had this cough for about two weeks.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        # found by the end-of-round review (a fresh pair of eyes on the round's change)
        (_FAMILY.format(reply="My mom's sister does."), "The patient's sister has diabetes.", Status.UNVERIFIABLE),
        (_FAMILY.format(reply="My mother does, I think."), "The patient's mother has diabetes.", Status.UNVERIFIABLE),
        (_FAMILY.format(reply="My mother does, maybe."), "The patient's mother has diabetes.", Status.UNVERIFIABLE),
        (_FAMILY.format(reply="My mother does."), "The patient's mother has diabetes.", Status.VERIFIED),
        ("Patient: I lost my children in the war.", "The patient has children.", Status.UNVERIFIABLE),
        ("Patient: I ran out of oxygen last week.", "The patient has oxygen.", Status.UNVERIFIABLE),
        ("Patient: I have two children.", "The patient has two children.", Status.VERIFIED),
        ("Patient: I'm 33.", "The patient is almost 40.", Status.CONTRADICTED),  # "almost": within a tenth
        ("Patient: I'm 39.", "The patient is almost 40.", Status.VERIFIED),
        ("Patient: I'm 49.", "The patient is just over 40.", Status.CONTRADICTED),
        (_COUGH, "The patient has had the cough for less than a month.", Status.VERIFIED),  # weeks against months
        (_COUGH, "The patient has had the cough for more than a month.", Status.CONTRADICTED),
        (_BREATH.format(reply="Not really, only when I climb stairs."), "The patient has no shortness of breath.",
         Status.UNVERIFIABLE),
        (_BREATH.format(reply="No, except after a big meal."), "The patient has no shortness of breath.",
         Status.UNVERIFIABLE),
        (_BREATH.format(reply="No, not at all."), "The patient has no shortness of breath.", Status.VERIFIED),
    ],
)  # fmt: skip
def test_the_reviews_findings(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


_SON = "Doctor: How is your son?\nPatient: He's allergic to penicillin.\n"


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        # a "he" stood for anyone of that gender: the son's allergy VERIFIED the husband's (found by the review)
        (_SON, "The patient's husband is allergic to penicillin.", False),
        (_SON, "The patient's brother is allergic to penicillin.", False),
        (_SON, "The patient's son is allergic to penicillin.", True),
        ("Doctor: How is your husband?\nPatient: He's allergic to penicillin.\n",
         "The patient's husband is allergic to penicillin.", True),
    ],
)  # fmt: skip
def test_he_is_the_relation_of_his_gender_named_before(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        # "many" was a stopword: "a few doses" bore out "many doses"
        ("Patient: I missed a few doses.", "The patient missed many doses.", Status.CONTRADICTED),
        ("Patient: I missed a lot of doses.", "The patient missed many doses.", Status.VERIFIED),
        ("Patient: I missed many doses.", "The patient missed many doses.", Status.VERIFIED),
    ],
)
def test_many_is_a_unit_of_the_claim(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        # the mirror of "off": "off lisinopril" in the evidence bore out "on lisinopril" ("on" can be no unit)
        ("Patient: I have been off lisinopril for a year.", "The patient is on lisinopril.", False),
        ("Patient: I have been off lisinopril for a year.", "The patient takes lisinopril.", False),
        ("Patient: I have been off lisinopril for a year.", "The patient has been off lisinopril for a year.", True),
        ("Patient: I take lisinopril.", "The patient is on lisinopril.", True),
        ("Patient: I got off the bus at Main Street.", "The patient got off the bus at Main Street.", True),
    ],
)
def test_a_thing_the_subject_is_off_is_not_one_they_are_on(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        # "over"/"under" were stopwords: a place under the ribs bore out one over them
        ("Patient: The pain is under my ribs.", "The pain is over the patient's ribs.", Status.CONTRADICTED),
        ("Patient: I have a cut under my left eye.", "The patient has a cut over the left eye.", Status.CONTRADICTED),
        ("Patient: The pain is under my ribs.", "The pain is under the patient's ribs.", Status.VERIFIED),
        ("Patient: I have had it for over a year.", "The patient has had it for over a year.", Status.VERIFIED),
        ("Patient: I hurt my knee over the weekend.", "The patient hurt the knee over the weekend.", Status.VERIFIED),
    ],
)
def test_over_and_under_a_part_of_the_body_are_places(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status
