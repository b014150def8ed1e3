"""Round 25 of the proof (issue #12): kinds of error found on the fit half of the pairs. Transcripts written for
the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

QUIT = "Doctor: Do you smoke?\nPatient: No, I quit five years ago.\n"


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient quit five years ago.", Status.VERIFIED),  # was CONTRADICTED: the 'no' read as a denial of 'quit'
        ("The patient quit smoking five years ago.", Status.VERIFIED),
        ("The patient smokes.", Status.CONTRADICTED),  # the 'no' still answers the question
        ("The patient quit ten years ago.", Status.CONTRADICTED),
    ],
)
def test_a_reply_no_before_a_stop_does_not_deny_the_stop(claim: str, status: Status) -> None:
    assert prove(claim, QUIT, roles=False).status is status


def test_a_reply_no_before_a_stop_in_one_line() -> None:
    source = "Doctor: Do you drink alcohol?\nPatient: No, I stopped drinking last year.\n"
    assert prove("The patient stopped drinking last year.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    "source",
    [
        "Doctor: Any surgeries?\nPatient: I had my gallbladder out five years ago.\n"
        "Doctor: I want to see you back in two weeks.\n",
        "Doctor: I want to see you back in two weeks.\nDoctor: Any surgeries?\n"
        "Patient: I had my gallbladder out five years ago.\n",
    ],
)
def test_a_return_is_not_a_time_ago(source: str) -> None:
    # 'back' going on to 'in' is a return ('see you back in two weeks'): 'five years ago' is another event's time,
    # no rival value of it (the synonym 'ago'/'back' holds for 'five years back' only)
    status = prove("The doctor wants the patient back in two weeks.", source, roles=False).status
    assert status is Status.VERIFIED


def test_five_years_back_is_still_five_years_ago() -> None:
    source = "Patient: I had my gallbladder out five years ago.\n"
    assert prove("The patient had the gallbladder out five years back.", source, roles=False).status is Status.VERIFIED


VITALS = (
    "Doctor: Okay let's take a look.\n"
    "Doctor: i reviewed your vitals and everything looks good blood pressure was one eighteen over seventy two heart "
    "rate was fifty eight respiratory rate was fourteen\n"
    "Patient: Okay.\n"
    "Doctor: i used my exam template for respiratory notate : pursed lip breathing , no wheezing .\n"
)


@pytest.mark.parametrize(
    "claim", ["The patient's heart rate was fifty eight.", "The patient has no wheezing with pursed-lip breathing."]
)
def test_an_i_opening_a_run_on_turn_is_not_whom_its_later_words_are_about(claim: str) -> None:
    # was CONTRADICTED: 'the evidence is about doctor, not patient' (the 'i' of 'i reviewed' / 'i used')
    assert prove(claim, VITALS, roles=False).status is not Status.CONTRADICTED


def test_the_i_of_the_clause_holding_the_words_still_decides() -> None:
    source = "Doctor: i have a bad cold so your exam will be short today\nPatient: Okay.\n"
    assert prove("The patient has a bad cold.", source, roles=False).status is Status.CONTRADICTED


@pytest.mark.parametrize("roles", [False, True])
def test_the_one_told_is_not_the_teller(roles: bool) -> None:
    source = "Tom: Anna called me yesterday and told me about the new budget.\nPriya: Good.\n"
    assert prove("Tom told Anna about the new budget.", source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(
    "source",
    [
        "Tom: I told Anna about the new budget yesterday.\nPriya: Good.\n",
        "Tom: Anna asked me, so I told her about the new budget.\nPriya: Good.\n",
    ],
)
def test_the_teller_telling_is_still_borne_out(source: str) -> None:
    assert prove("Tom told Anna about the new budget.", source, roles=False).status is Status.VERIFIED


HEADACHES = (
    "Doctor: Any nausea or vomiting with the headaches? Any vision changes?\n"
    "Patient: Yeah, it's been pretty consistent. No vision changes.\n"
    "Doctor: Okay.\n"
)


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient has had no vision changes.", Status.VERIFIED),  # was CONTRADICTED by the 'yeah' to the question
        ("The patient has had vision changes.", Status.CONTRADICTED),
    ],
)
def test_a_yes_the_reply_then_denies_for_the_question_s_words(claim: str, status: Status) -> None:
    assert prove(claim, HEADACHES, roles=False).status is status


def test_a_plain_yes_still_answers() -> None:
    source = "Doctor: Any vision changes?\nPatient: Yeah. It gets blurry at night.\n"
    assert prove("The patient has had vision changes.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    "source",
    [
        "Jon: Love the tattoo!\nGina: Thanks! Got the tattoo a few years ago. It means a lot to me.\n",
        "Jon: Love the tattoo!\nGina: Thanks! I got the tattoo two years back.\n",
    ],
)
def test_just_done_is_not_years_ago(source: str) -> None:
    assert prove("Gina just got the tattoo.", source, roles=False).status is not Status.VERIFIED
    assert prove("Gina got the tattoo.", source, roles=False).status is Status.VERIFIED


def test_just_done_is_borne_out_by_a_recent_time() -> None:
    source = "Gina: I just got the tattoo last week. My sister got hers two years ago.\n"
    assert prove("Gina just got the tattoo.", source, roles=False).status is Status.VERIFIED


FAMILY = "Doctor: What brings you in?\nPatient: My family noticed that my skin and eyes are yellow.\n"


@pytest.mark.parametrize(
    ("claim", "verified"),
    [
        ("The patient's doctor noticed that the patient's skin and eyes are yellow.", False),  # was VERIFIED
        ("The patient's nurse noticed that the patient's skin and eyes are yellow.", False),
        ("The patient's family noticed that the patient's skin and eyes are yellow.", True),
    ],
)
def test_someones_role_in_the_subject_must_be_said(claim: str, verified: bool) -> None:
    assert (prove(claim, FAMILY, roles=False).status is Status.VERIFIED) is verified


def test_someones_role_said_bears_it_out() -> None:
    source = "Doctor: Who noticed it?\nPatient: My doctor noticed that my skin and eyes are yellow.\n"
    claim = "The patient's doctor noticed that the patient's skin and eyes are yellow."
    assert prove(claim, source, roles=False).status is Status.VERIFIED


XRAY = (
    "Patient: My knee still hurts.\n"
    "Doctor: so that x-ray that i did this morning in the office the bony alignment is in good position i do n't "
    "see any evidence of any fractures i do notice the effusion around the right knee just a small amount of fluid\n"
)


def test_a_claim_word_only_a_denied_clause_of_the_window_holds() -> None:
    assert prove("The knee x-ray shows a fracture.", XRAY, roles=False).status is not Status.VERIFIED  # was VERIFIED


def test_a_claim_word_also_said_plainly_is_not_denied_by_another_clause() -> None:
    source = "Doctor: your x-ray shows a small fracture of the knee , no dislocation , no fracture of the hip\n"
    assert prove("The knee x-ray shows a fracture.", source, roles=False).status is Status.VERIFIED


def test_back_pain_is_no_time_ago() -> None:
    source = (
        "Doctor: Have you had any other pain?\nPatient: I have had some pain, cramping in both calves.\n"
        "Doctor: How long has that been going on?\nPatient: For the past year but it stopped about two months ago.\n"
    )
    claim = "The patient's back pain stopped about two months ago."  # was VERIFIED: 'back' matched 'ago'
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        (
            "Jon has already started following Gina's social media advice.",
            "Gina: Post your dance videos, that's my advice.\n"
            "Jon: I already started doing what you said about social media and posted some of my dance videos.\n",
        ),
        (
            "Anand will gladly look into the stolen masks.",
            "Member: Masks were stolen from the depot.\nAnand: I will gladly look into this issue.\n",
        ),
    ],
)
def test_a_general_word_in_the_claim_words_place_is_no_rival(claim: str, source: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.CONTRADICTED  # was: 'doing' / 'issue' in its place


def test_a_named_word_in_the_claim_words_place_is_still_a_rival() -> None:
    source = "Anand: I will gladly look into the missing gloves.\n"
    assert prove("Anand will gladly look into the stolen masks.", source, roles=False).status is Status.CONTRADICTED
