"""Kinds a second adversarial tester found VERIFIED (round 10), each with a twin that must keep its verdict:

- order: "after" said as "before", "A before B" as "B before A", "from A to B" as "from B to A", "more A than
  B" as "more B than A" (proof/comparison.py);
- a direction beside a number: "down 5 percent" as "up 5 percent" (proof/claim_terms.py);
- reported speech: "my boss claims …", "according to my boss, …", "my nurse said your …" (nlp/modality.py,
  ``reporting.txt``); "according to the brief, we're selling it for 25 euro" still states it.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "[patient] My knee started hurting after I played tennis.\n",
            "The knee started hurting before the patient played tennis.",
        ),
        ("[Ben] I left after Anna arrived.\n", "Ben left before Anna arrived."),
        ("[Ana] Bo arrived before Carl.\n", "Carl arrived before Bo."),
        ("[caller] We drove from Boston to Chicago.\n", "The caller drove from Chicago to Boston."),
        ("[Ben] Marketing spent more than sales.\n", "Sales spent more than marketing."),
        ("[Mgr] Revenue was down 5 percent.\n", "Revenue was up 5 percent."),
    ],
)
def test_an_order_or_direction_turned_round_is_contradicted(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "[patient] My knee started hurting after I played tennis.\n",
            "The knee started hurting after the patient played tennis.",
        ),
        ("[Ana] Bo arrived before Carl.\n", "Bo arrived before Carl."),
        ("[caller] We drove from Boston to Chicago.\n", "The caller drove from Boston to Chicago."),
        ("[Mgr] Revenue was down 5 percent.\n", "Revenue was down 5 percent."),
        (
            "[PM] So according to the brief we're gonna be selling this remote for twenty five Euro.\n",
            "The remote will be sold for twenty five Euro.",
        ),
    ],
)
def test_the_same_order_stands(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[Ana] My boss claims the office will close in May.\n", "The office will close in May."),
        ("[Ana] According to my boss, the office will close in May.\n", "The office will close in May."),
        ("[doctor] My nurse said your cholesterol was high.\n", "The patient's cholesterol was high."),
    ],
)
def test_what_another_said_is_not_asserted(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[doctor] You have diabetes.\n", "The doctor has diabetes."),
        ("[nurse] Your temperature is 38.5.\n", "The nurse's temperature is 38.5."),
    ],
)
def test_the_one_spoken_to_is_not_the_one_speaking(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_question_about_the_listener_is_still_the_askers() -> None:
    source = "[patient] Could my weight gain have been caused by my birth control?\n[doctor] Possibly.\n"
    claim = "The patient asked whether her weight gain could have been caused by her birth control."
    assert prove(claim, source).status is Status.VERIFIED


def test_you_know_is_no_listener() -> None:
    source = "[doctor] how is the diet going\n[patient] hard\n[doctor] yeah you know what i have diabetes myself\n"
    assert prove("The doctor has diabetes.", source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[Kim] Some of the team finished the training.\n", "All of the team finished the training."),
        ("[patient] I rarely drink coffee.\n", "The patient often drinks coffee."),
        ("[Omar] The baby is due in June.\n", "The baby is due in May."),
    ],
)
def test_a_degree_or_a_month_said_otherwise_is_contradicted(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.CONTRADICTED


def test_the_same_degree_and_month_stand() -> None:
    assert prove("The patient rarely drinks coffee.", "[patient] I rarely drink coffee.\n").status is Status.VERIFIED
    assert prove("The baby is due in May.", "[Omar] The baby is due in May.\n").status is Status.VERIFIED


def test_a_bracketed_name_labels_a_line_even_alone() -> None:
    # "[Kim] I need to call my mom." was read as text with "[ Kim ]" in it: no speaker, so "I" was nobody and "you"
    # anybody (nlp/transcript.py); "Note: …" in a monologue stays text
    from factlayer.nlp.transcript import parse_turns

    turns = parse_turns("[Kim] I need to call my mom.\n")
    assert [(t.speaker, t.text) for t in turns] == [("Kim", "I need to call my mom.")]
    assert [t.speaker for t in parse_turns("Note: the meeting starts at nine.\n")] == [None]
    assert prove("Ana has diabetes.", "[Ana] You have diabetes, Kim.\n").status is not Status.VERIFIED
    assert prove("Kim has diabetes.", "[Ana] You have diabetes, Kim.\n").status is Status.VERIFIED  # the vocative


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[Kim] I need to call my mom.\n", "Kim called her mom."),  # "call" was read as a way of saying it
        ("[Ana] Let's call the plumber.\n", "Ana called the plumber."),
        ("[Ana] The landlord promised to fix the heater.\n", "The landlord fixed the heater."),
        ("[Ana] The landlord pretended to fix the heater.\n", "The landlord fixed the heater."),
    ],
)
def test_a_duty_plan_or_promise_is_not_a_deed_done(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_deed_said_as_done_still_stands() -> None:
    assert prove("Kim called her mom.", "[Kim] I called my mom yesterday.\n").status is Status.VERIFIED
