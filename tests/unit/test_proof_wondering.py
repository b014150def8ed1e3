"""A question of one's own, said as "I'm wondering if ..." / "I was just worried if ..." / "I sometimes doubt if
...": the "if" is no condition but what is wondered (issue 12, true statements kept). It bears out a claim that
reports the wondering ("wonders whether she has sleep apnea", "asked whether ...") or names the same verb ("was
worried she might have carpal tunnel"); never the content as fact, nor another speaker's wondering, nor a plain
condition ("If I get the job, I will move"). Written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

APNEA = "Doctor: Anything else going on?\nPatient: I snore a lot. I also am wondering if I have sleep apnea.\n"
CARPAL = "Patient: My hand goes numb at night. I was just worried if I had carpal tunnel.\nDoctor: Okay.\n"
DOUBT = "John: Volunteering is hard. I sometimes doubt if I'm making a difference.\nMaria: You are!\n"
DOCTOR = "Doctor: You snore a lot. I am wondering if you have sleep apnea.\nPatient: Okay.\n"
JOB = "Sam: If I get the job, I will move to Denver.\nAnn: Good luck.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (APNEA, "The patient wonders whether she has sleep apnea."),
        (APNEA, "The patient asked whether she has sleep apnea."),
        (CARPAL, "The patient was worried she might have carpal tunnel."),
        (DOUBT, "John sometimes doubts whether he is making a difference."),
        (DOCTOR, "The doctor wonders whether the patient has sleep apnea."),
    ],
)
def test_a_wondering_bears_out_the_wondering(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (APNEA, "The patient has sleep apnea."),
        (APNEA, "The patient wonders whether she has narcolepsy."),
        (CARPAL, "The patient has carpal tunnel."),
        (CARPAL, "The patient might have carpal tunnel."),
        (DOUBT, "John is making a difference."),
        (DOUBT, "John sometimes wonders whether he is making a difference."),
        (DOCTOR, "The patient wonders whether she has sleep apnea."),
        (JOB, "Sam wonders whether he will move to Denver."),
        (JOB, "Sam will move to Denver."),
    ],
)
def test_nor_the_content_nor_another_wondering(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED
