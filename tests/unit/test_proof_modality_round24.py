"""Issue 12, round 24: a claim asserted as fact must not be VERIFIED by source text that only awaits, asks or
doubts it. Kinds, each tested on sources written for the test:

- *a clause of time of the speaker's own deed still to come* (``nlp.modality.awaits_own_deed``, read by
  ``nlp.modality.modality`` and ``proof.sentence_modes.conditioned``): "As soon as I finish the script, I'll send it"
  bore out "Sam finished the script" (a clause of time was a condition only when about the listener or a thing);
- *an embedded question right after its head* (``nlp.modality.modality``): "I'm curious whether the new drug works"
  bore out "The new drug works" (the clause cut gives "whether" a clause only past two words);
- *a yes to a proposal after a lead-in of asking* (``proof.dialogue.opens_with_modal``): "I'm just wondering, would
  it be worth it to hire a tutor?" — "Yeah." bore out "They hire a tutor.";
- *the condition itself* (``proof.sentence_modes.conditioned``): "Provided the landlord fixes the heater, we stay."
  bore out "The landlord fixes the heater.";
- *a doubt of degree* (``lexicon/hedges.txt``): "I'm not a hundred percent sure, the landlord fixed the heater.";
- *a deed weighed* (``proof.realis``, ``lexicon/deliberations.txt``): "We talked about selling the car" bore out "Sam
  sold the car" (the claim's own "talked about selling" still bears out);
- *a plan under way* (``proof.future.only_to_come``): "We're putting together a talent show next month" bore out a
  present claim ("Sam puts together a talent show"); only past and perfect claims were held to it;
- *an option put forward* (``lexicon/goal_heads.txt``, read before the clause's subject too): "The other alternative
  is that we adjourn until we fix the sound"; *loath to* ("I hate to give up the chips", ``unrealised_heads.txt``);
- *a helping "do"* (``proof.align``): "… I really do want to play" lent its "do" to a claim's "can be done".
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: As soon as I finish the script, I'll send it to you.\n", "Sam finished the script."),
        ("Sam: Once I've finished the course, I'll apply for the job.\n", "Sam finished the course."),
        ("Sam: The second I get home, I'll feed the dog.\n", "Sam got home."),
        ("Sam: When I get the results back, I'm going to call the clinic.\n", "Sam got the results back."),
        ("Sam: I'm going to call the clinic when I get the results back.\n", "Sam got the results back."),
        ("Sam: Until I get paid, I can't buy the tickets.\n", "Sam got paid."),
        ("Sam: Before I sign the lease, I'm going to see the apartment.\n", "Sam signed the lease."),
        ("Sam: After we close the deal, let's celebrate.\nAna: Sure.\n", "Sam closed the deal."),
    ],
)
def test_a_time_clause_of_the_speakers_deed_to_come_asserts_nothing(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: As soon as I finished the script, I sent it to you.\n", "Sam finished the script."),
        ("Sam: When I got the results back, I called the clinic.\n", "Sam got the results back."),
        ("Sam: When I walk up the stairs, I get short of breath.\n", "Sam gets short of breath."),
    ],
)
def test_a_time_clause_of_the_past_or_a_habit_still_states(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: I'm curious whether the new drug works.\n", "The new drug works."),
        ("Sam: I wonder whether the bus leaves at six.\n", "The bus leaves at six."),
        ("Sam: We'll see whether the bank approves the loan.\n", "The bank approves the loan."),
    ],
)
def test_an_embedded_question_right_after_its_head_is_asked(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_wondering_bears_out_the_wondering() -> None:
    """Read as asked, "I wonder whether …" now bears out the wondering as "I'm wondering if …" did."""
    source = "Sam: I wonder whether the bus leaves at six.\n"
    assert prove("Sam wonders whether the bus leaves at six.", source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: I'm just wondering, would it be worth it to hire a tutor?\nSam: Yeah.\n", "They hire a tutor."),
        ("Ana: I was wondering, should we use the red paint instead?\nSam: Yeah.\n", "They use the red paint instead."),
    ],
)
def test_a_yes_to_a_proposal_after_a_lead_in_reports_no_deed(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_the_condition_itself_asserts_nothing() -> None:
    source = "Sam: Provided the landlord fixes the heater, we stay.\n"
    assert prove("The landlord fixes the heater.", source).status is not Status.VERIFIED


@pytest.mark.parametrize("doubt", ["I'm not a hundred percent sure", "I'm not quite sure", "I'm not positive"])
def test_a_doubt_of_degree_hedges(doubt: str) -> None:
    source = f"Sam: {doubt}, the landlord fixed the heater.\n"
    assert prove("The landlord fixed the heater.", source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: We talked about selling the car.\n", "Sam sold the car."),
        ("Sam: I'm looking into selling the car.\n", "Sam sold the car."),
        ("Patient: We have talked about getting help and he has agreed to counselling.\n", "The patient got help."),
    ],
)
def test_a_deed_weighed_is_not_done(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: We talked about selling the car.\n", "Sam talked about selling the car."),
        ("Doctor: We discussed starting metformin last time.\n", "The doctor discussed starting metformin."),
        ("Patient: I started walking every day.\n", "The patient walks every day."),
    ],
)
def test_the_weighing_itself_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: We're putting together a talent show for the kids next month.\n", "Sam puts together a talent show."),
        ("Patient: I'm seeing the cardiologist tomorrow.\n", "The patient sees the cardiologist."),
    ],
)
def test_a_plan_under_way_bears_out_no_present_deed(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I'm seeing the cardiologist tomorrow.\n", "The patient is seeing the cardiologist tomorrow."),
        ("Patient: I'm seeing the cardiologist tomorrow.\n", "The patient will see the cardiologist tomorrow."),
        (
            "Sam: We're putting together a talent show for the kids next month.\n",
            "Sam is putting together a talent show for the kids.",
        ),
        ("Patient: I'm taking metformin twice a day.\n", "The patient takes metformin twice a day."),
    ],
)
def test_a_plan_under_way_bears_out_the_plan(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_an_option_put_forward_is_not_done() -> None:
    source = "Chair: The other alternative is that we adjourn until we fix the sound.\n"
    assert prove("They adjourned until they fixed the sound.", source).status is not Status.VERIFIED


def test_a_deed_one_is_loath_to_do_is_not_done() -> None:
    source = "Patient: I hate to give up the chips, but I guess I might have to.\n"
    assert prove("The patient gave up the chips.", source).status is not Status.VERIFIED


def test_hating_to_say_it_still_states() -> None:
    source = "Patient: I hate to say it, but I smoke a pack a day.\n"
    assert prove("The patient smokes a pack a day.", source).status is Status.VERIFIED


def test_a_helping_do_bears_out_no_deed_done() -> None:
    source = "Sam: I just wonder if there's anything that can be done, I really do want to play.\n"
    assert prove("Something can be done.", source).status is not Status.VERIFIED


def test_a_deed_done_is_still_done() -> None:
    source = "Patient: I do my exercises every morning.\n"
    assert prove("The patient has done her exercises every morning.", source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Sam: As soon as I finish the script, I'll send it to you.\n",
            "Sam will send the script as soon as he finishes it.",
        ),
        (
            "Sam: I'm going to call the clinic when I get the results back.\n",
            "Sam is going to call the clinic when he gets the results back.",
        ),
        ("Sam: Until I get paid, I can't buy the tickets.\n", "Sam can't buy the tickets until he gets paid."),
        ("Sam: When I retire, I'd like to move to Spain.\n", "Sam wants to move to Spain when he retires."),
        (
            "Doctor: Once you finish the antibiotics, we'll check again.\n",
            "The doctor will check again once the patient finishes the antibiotics.",
        ),
    ],
)
def test_a_plan_with_its_time_clause_is_borne_out(source: str, claim: str) -> None:
    """The claim names the clause of time and says the deed is to come: the condition bears it out."""
    assert prove(claim, source).status is Status.VERIFIED


_FIRST = "Doctor: Is this the first time you've had these symptoms?\nPatient: Yes.\n"
_NOT_FIRST = "Patient: It's not the first time I've had these symptoms.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (_FIRST, "The patient has had these symptoms before.", Status.CONTRADICTED),
        (_FIRST, "The patient has never had these symptoms before.", Status.VERIFIED),
        (_FIRST, "The patient has these symptoms.", Status.VERIFIED),
        (_NOT_FIRST, "The patient has had these symptoms before.", Status.VERIFIED),
        (_NOT_FIRST, "The patient has never had these symptoms before.", Status.CONTRADICTED),
    ],
)
def test_a_first_time_denies_an_earlier_one(source: str, claim: str, status: Status) -> None:
    """A yes to "is this the first time …?" was read as a yes to the symptoms having been had before."""
    assert prove(claim, source).status is status
