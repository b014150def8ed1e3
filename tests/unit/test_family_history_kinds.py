"""Relatives in a family history, each a kind: a group of relatives ("both my parents", "my brothers", "everyone in
my family") is not the speaker; one relative's part of a history ("diabetes on my mom's side, and asthma from my
dad") is not another's; relatives listed together ("My dad, my uncle and my grandfather all had colon cancer") each
had it; "my uncle's lung cancer" is the uncle's, as the claim says."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

FALSE = [
    (
        "Doctor: Any family history?\nPatient: Both my parents have high blood pressure.\n",
        "The patient has high blood pressure.",
    ),
    ("Patient: My brothers both have type 2 diabetes.\n", "The patient has type 2 diabetes."),
    ("Patient: My kids have asthma.\n", "The patient has asthma."),
    (
        "Doctor: Anything that runs in the family?\nPatient: Everyone in my family has high cholesterol.\n",
        "The patient has high cholesterol.",
    ),
    ("Patient: Both my parents and my sister have migraines.\n", "The patient has migraines."),
    ("Patient: Diabetes on my mom's side, and asthma from my dad.\n", "The patient's father had diabetes."),
    ("Patient: Diabetes on my mom's side, and asthma from my dad.\n", "The patient has diabetes."),
    (
        "Patient: Heart disease on my father's side and breast cancer on my mother's side.\n",
        "The patient's mother had heart disease.",
    ),
    ("Patient: All my sisters had breast cancer.\n", "The patient had breast cancer."),
    ("Patient: Both of my grandparents had strokes.\n", "The patient had a stroke."),
    ("Patient: My whole family has arthritis.\n", "The patient has arthritis."),
    ("Patient: My aunts and uncles all have thyroid problems.\n", "The patient has thyroid problems."),
    ("Patient: My mom had lupus and my dad had gout.\n", "The patient's father had lupus."),
    ("Patient: Glaucoma runs on my dad's side, and my mom had cataracts.\n", "The patient's mother had glaucoma."),
    ("Patient: My sons have eczema.\n", "The patient has eczema."),
    (
        "Patient: Diabetes from my father and high blood pressure from my mother.\n",
        "The patient's mother had diabetes.",
    ),
    ("Patient: My wife's uncle had lung cancer.\n", "The patient's uncle had lung cancer."),
    (
        "Doctor: Any cancer in the family?\nPatient: Yes, my uncle's lung cancer was found late.\n",
        "The patient had lung cancer.",
    ),
    ("Patient: My cousins all have celiac disease.\n", "The patient has celiac disease."),
    ("Patient: My two daughters have scoliosis.\n", "The patient has scoliosis."),
]

TRUE = [
    ("Patient: My parents and I all have asthma.\n", "The patient has asthma."),
    ("Patient: My mother has diabetes.\n", "The patient's mother has diabetes."),
    (
        "Doctor: Any family history?\nPatient: Both my parents have high blood pressure.\n",
        "The patient's parents have high blood pressure.",
    ),
    ("Patient: My dad, my uncle and my grandfather all had colon cancer.\n", "The patient's uncle had colon cancer."),
    ("Patient: My dad, my uncle and my grandfather all had colon cancer.\n", "The patient's father had colon cancer."),
    (
        "Patient: My dad, my uncle and my grandfather all had colon cancer.\n",
        "The patient's grandfather had colon cancer.",
    ),
    (
        "Doctor: Any cancer in the family?\nPatient: Yes, my uncle's lung cancer was found late.\n",
        "The patient's uncle had lung cancer.",
    ),
    ("Patient: My brothers both have type 2 diabetes.\n", "The patient's brothers have type 2 diabetes."),
    ("Patient: Diabetes on my mom's side, and asthma from my dad.\n", "The patient's father had asthma."),
    ("Patient: My mom had lupus and my dad had gout.\n", "The patient's father had gout."),
    ("Patient: My sister and I both have migraines.\n", "The patient has migraines."),
    ("Patient: My sister and I both have migraines.\n", "The patient's sister has migraines."),
    ("Patient: My aunt's breast cancer came back.\n", "The patient's aunt had breast cancer."),
    ("Patient: Both my parents and my sister have migraines.\n", "The patient's sister has migraines."),
    ("Patient: Both my parents and my sister have migraines.\n", "The patient's parents have migraines."),
    ("Patient: I have asthma, and so do both my parents.\n", "The patient has asthma."),
    ("Patient: My grandma, my mom and my aunt all had breast cancer.\n", "The patient's mother had breast cancer."),
    (
        "Patient: My grandma, my mom and my aunt all had breast cancer.\n",
        "The patient's grandmother had breast cancer.",
    ),
    ("Patient: Everyone in my family has high cholesterol.\n", "The patient's family has high cholesterol."),
    ("Patient: My kids have asthma.\n", "The patient's children have asthma."),
    ("Patient: All my sisters had breast cancer.\n", "The patient's sisters had breast cancer."),
    ("Patient: I got diabetes from my dad.\n", "The patient has diabetes."),
    ("Patient: I have asthma, same as my mom.\n", "The patient has asthma."),
    ("Patient: My wife and I both have the flu.\n", "The patient has the flu."),
    ("Patient: My mom drove me to the clinic, and I had an x-ray.\n", "The patient had an x-ray."),
    ("Patient: My sons play soccer.\n", "The patient's sons play soccer."),
    ("Patient: Both my daughters live in Ohio.\n", "The patient's daughter lives in Ohio."),
    ("Patient: My whole family went to Florida.\n", "The patient's family went to Florida."),
    ("Patient: Both my parents have high blood pressure.\n", "The patient's father has high blood pressure."),
    ("Patient: My brother and I run a bakery.\n", "The patient runs a bakery."),
    ("Patient: Diabetes on my mom's side, and asthma from my dad.\n", "The patient's mother's side has diabetes."),
    # a relative said after "for" / "from" in someone's own words ("we"), or one the claim names itself
    (
        "Patient: That photo is from a trip we took for my son's graduation.\n",
        "The patient's photo is from a trip for the patient's son's graduation.",
    ),
    (
        "Patient: The quilt came from my grandmother, and the rug from my aunt.\n",
        "The patient's quilt came from the patient's grandmother.",
    ),
    (
        "Patient: We drove back from my sister's place on Sunday.\n",
        "The patient drove back from the patient's sister's place on Sunday.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), FALSE)
def test_a_relatives_history_is_not_borne_out_for_another(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(("source", "claim"), TRUE)
def test_what_the_relatives_had_is_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
