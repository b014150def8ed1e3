"""Kinds of clause that assert nothing, found with fresh probes (issue 12, round 48): a near miss said "just about" or
"damn near"; a frequency next to never ("virtually never", "almost never") that a claim of a daily or regular deed
meets; a fear, suspicion or guess the speaker had ("I worried it was my heart", "at first I figured it was food
poisoning"); a command after a name called or a heading ("Anna, email the client", "Next steps: book the room") and
"do me a favor and …". Every source here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CHAT = "Tom: Hi all.\nAnna: Hello.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I just about fainted in the shower.\n", "The patient fainted."),
        ("Ana: We just about missed the train.\n", "Ana missed the train."),
        ("Tom: I just about lost my job over it.\n", "Tom lost his job."),
        ("Patient: I damn near broke my ankle.\n", "The patient broke the ankle."),
        ("Patient: I pretty near fainted at the wedding.\n", "The patient fainted."),
        ("Doctor: Any falls?\nPatient: I just about fell down the stairs.\n", "The patient fell down the stairs."),
    ],
)
def test_just_about_is_a_near_miss(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Doctor: How much do you drink?\nPatient: I virtually never drink.\n", "The patient drinks daily."),
        ("Doctor: How much do you drink?\nPatient: I virtually never drink.\n", "The patient drinks regularly."),
        ("Patient: I almost never exercise.\n", "The patient exercises every day."),
        ("Patient: I practically never eat breakfast.\n", "The patient often eats breakfast."),
        ("Tom: I scarcely ever take the bus.\n", "Tom takes the bus daily."),
    ],
)
def test_a_frequency_next_to_never_contradicts_a_daily_or_regular_deed(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I virtually never drink.\n", "The patient rarely drinks."),
        ("Patient: I almost never exercise.\n", "The patient seldom exercises."),
        ("Patient: I almost always drink coffee in the morning.\n", "The patient drinks coffee every morning."),
        ("Patient: I rarely drink, maybe a beer on weekends.\n", "The patient drinks on weekends."),
    ],
)
def test_a_seldom_claim_is_not_contradicted_by_next_to_never(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I worried it was my heart when the pain started.\n", "The pain is from the heart."),
        ("Patient: I feared it was my heart when the pain started.\n", "The pain is from the heart."),
        ("Patient: I suspected it was my gallbladder when the pain started.\n", "The pain is from the gallbladder."),
        ("Patient: At first I figured it was food poisoning.\n", "The patient had food poisoning."),
        ("Tom: I assumed the meeting was canceled.\n", "The meeting was canceled."),
        ("Ana: We worried that the roof was leaking.\n", "The roof was leaking."),
        ("Patient: My wife worried it was a stroke when I collapsed.\n", "The patient had a stroke."),
    ],
)
def test_a_fear_or_guess_one_had_asserts_nothing(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_CHAT + "Tom: Anna, email the client and book the room.\n", "Anna emailed the client."),
        (_CHAT + "Tom: Anna, email the client and book the room.\n", "The room was booked."),
        (_CHAT + "Tom: Okay Anna, update the budget sheet.\n", "Anna updated the budget sheet."),
        ("Doctor: Hi.\nPatient: Hello.\nDoctor: Mrs. Lee, stop the ibuprofen.\n", "Mrs. Lee stopped the ibuprofen."),
        ("Next steps: email the client and book the room.\n", "The client was emailed."),
        ("Manager: Email the client.\n", "The client was emailed."),
        ("Anna: Cancel the subscription.\n", "The subscription was cancelled."),
        ("Anna: Do me a favor and email the client the contract.\n", "Anna emailed the client the contract."),
        ("Doctor: Do yourself a favor and quit smoking.\n", "The patient quit smoking."),
    ],
)
def test_a_command_after_a_call_or_a_heading_is_requested(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: Correct me if I'm wrong, but the invoice was paid in March.\n", "The invoice was paid in March."),
        ("Tom: Correct me if I am wrong, but the lease ends in June.\n", "The lease ends in June."),
        ("Patient: I could've sworn I took my insulin.\n", "The patient took the insulin."),
        ("Tom: I would have sworn I locked the door.\n", "Tom locked the door."),
        ("Patient: I have a sneaking suspicion the neighbor's cat scratched me.\n", "The cat scratched the patient."),
    ],
)
def test_a_disclaimer_across_a_cut_an_oath_undone_and_a_suspicion_hedge(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: Once we sell the house, we're moving in with my daughter.\n", "The patient sold the house."),
        ("Patient: Once we sell the house, we're moving in with my daughter.\n", "The patient moved in."),
        ("Patient: Once I finish the antibiotics, I'm starting the probiotics.\n", "The patient finished them."),
        ("Patient: Once I finish the antibiotics, I'm starting the probiotics.\n", "The patient started probiotics."),
        ("Patient: God forbid it's cancer.\n", "The patient has cancer."),
        ("Ana: Heaven forbid the roof leaks again.\n", "The roof leaks again."),
    ],
)
def test_a_deed_awaited_with_a_plan_in_the_progressive_or_forbidden_is_not_done(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I just fainted.\n", "The patient fainted."),
        ("Ana: I was just about to call you.\n", "Ana was about to call."),
        ("Patient: I almost fainted but then I did faint.\n", "The patient fainted."),
        ("Patient: I had to have surgery.\n", "The patient had surgery."),
        ("Tom: I figured out the problem with the printer.\n", "Tom figured out the problem with the printer."),
        ("Patient: I worried about the bill all week.\n", "The patient worried about the bill."),
        (_CHAT + "Tom: Yesterday, Anna emailed the client.\n", "Anna emailed the client."),
        (_CHAT + "Tom: Anna, the client signed the contract.\n", "The client signed the contract."),
        ("Update: we shipped the release on Friday.\n", "The team shipped the release on Friday."),
        ("Patient: Once I started the pills, I was feeling better.\n", "The patient started the pills."),
    ],
)
def test_look_alikes_said_as_done_still_prove(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (_CHAT + "Tom: Anna, I emailed the client this morning.\n", "Anna emailed the client.", Status.VERIFIED),
        (_CHAT + "Tom: Anna, I emailed the client this morning.\n", "Tom emailed the client.", Status.CONTRADICTED),
        (
            "Doctor: Hi.\nPatient: Hello.\nPatient: Doctor, I stopped the metformin.\n",
            "The patient stopped the metformin.",
            Status.CONTRADICTED,
        ),
        (_CHAT + "Tom: Anna, my brother fixed the printer.\n", "Anna's brother fixed the printer.", Status.VERIFIED),
    ],
)
def test_a_name_called_before_the_speakers_own_i_is_no_subject(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source, roles=False).status is not status
