"""Issue #12's open false VERIFIED kinds (a state said to be over, a plan taken back, a qualified "yes") and two
CONTRADICTED answers where the source says nothing either way (another subject's "No", a "no" to a rival)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

OVER = "Doctor: Any fever?\nPatient: I had a fever last week but not anymore.\n"
GONE = "Doctor: How are you?\nPatient: I had a fever last week, but it's gone now.\n"
OTHER_GONE = "Doctor: How are you?\nPatient: I had a fever last week, and the rash is gone now.\n"
GIVEN_UP = "Doctor: Any exercise?\nPatient: I was going to start running but I didn't.\n"


@pytest.mark.parametrize("source", [OVER, GONE])
def test_a_state_said_to_be_over_does_not_hold_now(source: str) -> None:
    assert prove("The patient has a fever.", source).status is Status.CONTRADICTED
    assert prove("The patient had a fever last week.", source).status is Status.VERIFIED


def test_what_is_over_is_what_the_ending_clause_is_about() -> None:
    assert prove("The patient has a fever.", OTHER_GONE).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    "claim",
    [
        "The patient is going to start running.",
        "The patient will start running.",
        "The patient started running.",
        "The patient runs.",
    ],
)
def test_a_plan_taken_back_bears_out_neither_the_deed_nor_the_plan(claim: str) -> None:
    assert prove(claim, GIVEN_UP).status is not Status.VERIFIED


def test_a_plan_taken_back_still_bears_out_the_plan_as_it_was() -> None:
    assert prove("The patient was going to start running.", GIVEN_UP).status is Status.VERIFIED
    gave_up = "Doctor: Any exercise?\nPatient: I was planning to start running, but I gave up on that.\n"
    assert prove("The patient plans to start running.", gave_up).status is not Status.VERIFIED


@pytest.mark.parametrize("reply", ["Sometimes.", "Occasionally.", "Yes, now and then."])
def test_a_qualified_yes_is_no_flat_yes(reply: str) -> None:
    source = f"Doctor: Do you smoke?\nPatient: {reply}\n"
    assert prove("The patient smokes.", source).status is not Status.VERIFIED
    assert prove("The patient smokes.", "Doctor: Do you smoke?\nPatient: Yes.\n").status is Status.VERIFIED


def test_another_subjects_no_says_nothing_of_this_subject() -> None:
    source = "Doctor: Do you smoke?\nPatient: No.\n"
    assert prove("The doctor smokes.", source).status is Status.UNVERIFIABLE
    assert prove("The patient smokes.", source).status is Status.CONTRADICTED


def test_a_denied_rival_does_not_fill_the_slot() -> None:
    source = "Doctor: Are you taking anything else, like insulin?\nPatient: No, just metformin.\n"
    assert prove("The patient takes metformin.", source).status is not Status.CONTRADICTED
    assert prove("The patient takes insulin.", source).status is Status.CONTRADICTED


def test_a_side_named_in_another_clause_is_no_support() -> None:
    source = "Doctor: Which knee hurts?\nPatient: The left one. My right knee had surgery last year and it is fine.\n"
    assert prove("The patient has right knee pain.", source).status is not Status.VERIFIED


def test_a_negation_that_goes_on_to_its_own_words_does_not_deny_the_claim() -> None:
    source = "Marketing: The remote might be a big hit in London, might not be such a big hit in Greece.\n"
    assert prove("The remote might be a big hit in London.", source).status is Status.VERIFIED
    assert prove("The remote might be a big hit in Greece.", source).status is not Status.VERIFIED
    assert prove("The patient has a fever.", "Doctor: Fever?\nPatient: Fever, no.\n").status is Status.CONTRADICTED


def test_the_digit_in_a_lab_name_is_no_value() -> None:
    source = "Doctor: It looks like your hemoglobin A1c has been a little high at 8.\n"
    assert prove("The patient's hemoglobin A1c is 8.", source).status is Status.VERIFIED
    assert prove("The patient's hemoglobin A1c is 9.", source).status is Status.CONTRADICTED


def test_an_if_broken_off_conditions_nothing() -> None:
    source = "Doctor: So I wanna go ahead and if ... and prescribe some Ultram 50 milligrams every six hours.\n"
    assert prove("The doctor prescribes Ultram 50 milligrams every six hours.", source).status is Status.VERIFIED
    finished = "Doctor: If it gets worse, I will prescribe some Ultram 50 milligrams every six hours.\n"
    assert prove("The doctor prescribes Ultram 50 milligrams every six hours.", finished).status is not Status.VERIFIED


def test_an_embedded_question_holds_its_own_modality() -> None:
    source = (
        "Joanna: I just got done submitting my screenplay to a film contest just to see how others might like it!\n"
        "Barry: We do not go on to consider whether it is in the public interest.\n"
    )
    assert prove("Joanna submitted her screenplay to a film contest.", source).status is Status.VERIFIED
    assert prove("Others like Joanna's screenplay.", source).status is not Status.VERIFIED
    assert prove("It is in the public interest.", source).status is not Status.VERIFIED


def test_a_reported_condition_keeps_the_claim_hypothetical() -> None:
    source = "Doctor: Because, um, if it was cancer, we would actually see some change.\n"
    claim = "The doctor said that if it was cancer they would see some change."
    assert prove(claim, source).status is Status.VERIFIED
    assert prove("The doctor said they see some change.", source).status is not Status.VERIFIED


def test_the_consequent_of_a_claims_condition_is_hypothetical_too() -> None:
    source = "Doctor: If you have more pain, we will get an x-ray.\n"
    parts = prove("If the patient has more pain, they will get an x-ray.", source).parts
    assert [p.proposition.modality for p in parts] == ["hypothetical", "hypothetical"]


def test_an_instruction_to_oneself_is_a_request_whatever_its_verb() -> None:
    source = "Doctor: Get a scale, weigh yourself every day.\nPatient: Okay.\n"
    assert prove("The doctor wants the patient to weigh herself every day.", source).status is Status.VERIFIED
    assert prove("The patient weighs herself every day.", source).status is not Status.VERIFIED


def test_asked_someone_to_is_a_request_and_a_question_may_make_it() -> None:
    source = "Maria: Keep me posted on how your campaign is going.\nJohn: Will do!\n"
    assert prove("Maria asked John to keep her posted on his campaign.", source).status is Status.VERIFIED
    asking = "Gina: Wanna show me a routine sometime?\nJon: Sure, Gina!\n"
    assert prove("Gina asked Jon to show her a routine sometime.", asking).status is Status.VERIFIED
    assert prove("Jon showed Gina a routine.", asking).status is not Status.VERIFIED


def test_a_claim_about_i_or_you_needs_someone_speaking_of_themselves() -> None:
    snippet = "Belfast is the capital and largest city of Northern Ireland."
    assert prove("I have been to Belfast, the largest city of Northern Ireland.", snippet).status is not Status.VERIFIED
    assert prove("Belfast is the largest city of Northern Ireland.", snippet).status is Status.VERIFIED
    said = "Guest: I have been to Belfast, the largest city of Northern Ireland.\nHost: Nice.\n"
    assert prove("I have been to Belfast.", said).status is Status.VERIFIED
