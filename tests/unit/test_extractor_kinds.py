"""Kinds of key fact the offline extractor missed, one rule each, through the whole digest (extractor, then the
proof engine): a clinician's "I think you have …", "I want to mention that …", an order dictated to the speech
system. Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.clause_subject import with_subject
from factlayer.digest.dictation import dictated_order
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.fact_kinds import type_of
from factlayer.digest.rewrite import Reference, rewrite_statement
from factlayer.digest.salience import junk_reason
from factlayer.models.fact import FactType


async def _stored(text: str) -> list[tuple[str, str | None, str | None]]:
    """The stored facts: text, speaker, subject."""
    candidates = ExtractiveProvider().extract(text)
    assessments = await assess_candidates(candidates, text)
    return [(a.candidate.text, a.candidate.speaker, a.candidate.subject_name) for a in assessments if a.accepted]


async def _facts(*turns: str) -> list[str]:
    """The stored facts' texts of a transcript of these turns, one a line."""
    return [fact for fact, _, _ in await _stored("\n".join(turns))]


async def test_a_clinicians_i_think_is_their_assessment_kept_as_what_they_think() -> None:
    stored = await _facts(
        "[patient] my knee hurts.\n[doctor] i think that this is an acute exacerbation of your arthritis .\n"
        "[patient] i think it was the weight of the boxes .\n[doctor] okay ."
    )
    assert "The doctor thinks that this is an acute exacerbation of the patient's arthritis." in stored
    assert not any("boxes" in fact for fact in stored)  # the patient's guess is still no fact
    assert junk_reason("i think you have a lumbar strain", clinician=True) is None
    assert junk_reason("i think you have a lumbar strain") == "hedged"
    assert junk_reason("i think it will rain on friday", clinician=True) == "hedged"  # not about the patient


async def test_i_want_to_mention_that_is_read_through_to_what_is_mentioned() -> None:
    text = "[doctor] anything else?\n[patient] i also want to mention that my feet do swell up a lot .\n[doctor] okay ."
    assert "The patient's feet do swell up a lot." in [fact for fact, _, _ in await _stored(text)]


async def test_an_order_dictated_to_the_speech_system_is_the_clinicians_order_for_the_patient() -> None:
    text = (
        "[doctor] so we'll refill your blood pressure pill.\n[patient] okay.\n"
        "[doctor] hey , dragon , order a refill of lisinopril 20 milligrams once a day .\n[patient] thank you."
    )
    stored = await _stored(text)
    assert ("The doctor orders a refill of lisinopril 20 milligrams once a day.", "doctor", "patient") in stored
    assert dictated_order("dragon , finalize the note .") == 0  # a command to the system, no order
    assert dictated_order("dragon, show me the labs") == 0
    patient_says = "[doctor] okay.\n[patient] dragon , order a pizza .\n[doctor] ha."
    assert not any("order" in fact for fact, _, _ in await _stored(patient_says))  # only a clinician orders


async def test_here_in_an_opening_phrase_is_no_person() -> None:
    stored = await _facts(
        "[patient] okay.\n[doctor] and here , looking at your lab results , your white blood cell count is not "
        "elevated .\n[patient] good ."
    )
    assert "The patient's white blood cell count is not elevated here, looking at their lab results." in stored


async def test_an_opening_been_is_the_speakers_own() -> None:
    text = "[doctor] how's the diet?\n[patient] um , been pretty good , taking my medications .\n[doctor] okay ."
    assert "The patient has been pretty good, taking their medications." in [f for f, _, _ in await _stored(text)]
    chat = "Jon: Been practicing dance routines lately.\nGina: Nice!\nJon: Been a while since the show."
    stored = [fact for fact, _, _ in await _stored(chat)]
    assert "Jon has been practicing dance routines lately." in stored
    assert not any("while" in fact for fact in stored)  # "it's been a while", not "Jon has been a while"


async def test_an_unpunctuated_opening_phrase_naming_an_exam_moves_to_the_end() -> None:
    stored = await _facts(
        "[patient] okay.\n[doctor] on your neck exam you do have some mild paraspinal muscular tenderness\n"
        "[patient] okay.\n[doctor] on your examination of your abdomen there is no tenderness to palpation\n"
        "[patient] okay."
    )
    assert "The patient does have some mild paraspinal muscular tenderness on their neck exam." in stored
    assert "There is no tenderness to palpation on the patient's examination of their abdomen." in stored
    assert with_subject("on your knee you have a scar", None) == "on your knee you have a scar"  # no exam named


async def test_a_vague_extender_closing_a_denial_is_dropped_not_one_closing_an_assertion() -> None:
    stored = await _facts(
        "[patient] okay.\n[doctor] i do n't see any fracture or anything like that .\n"
        "[patient] i have some pain or something like that .\n[doctor] okay ."
    )
    assert "The doctor does not see any fracture." in stored
    assert "The patient has some pain." not in stored  # "or something like that" hedges an assertion


def test_talk_about_the_visit_itself_is_meta_talk() -> None:
    for clause in (
        "i'm going to look at some of your results",
        "i'll let you know what i find",
        "i'll be right back",
        "the nurse will come in",
        "i haven't seen you in a while",
    ):
        assert junk_reason(clause) == "meta_talk", clause
    assert junk_reason("next patient is nicole miller") == "dictation"
    assert junk_reason("i'm going to look at your knee x-ray results from monday") == "meta_talk"
    assert junk_reason("i'll let you know that your potassium is 3.9") is None  # a finding, told


async def test_kinda_is_no_verb_and_no_content() -> None:
    stored = await _facts(
        "[patient] okay.\n[doctor] we just kinda talked about that .\n[patient] i kinda twisted my ankle .\n"
        "[doctor] good ."
    )
    assert "The patient kinda twisted their ankle." in stored
    assert not any("kindas" in fact or "talked about that" in fact for fact in stored)


def test_small_talk_and_talk_about_the_talk_are_junk() -> None:
    assert junk_reason("that sounds like a plan") == "backchannel"
    assert junk_reason("i'm pretty good") == "greeting"
    assert junk_reason("i'm pretty good about taking my pills") is None
    assert junk_reason("i know we went through a lot .") == "meta_talk"  # not "The doctor went through a lot."
    assert junk_reason("we went over your labs and your a1c is 8") is None
    assert junk_reason("i can get started") == "meta_talk"


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("i immediately had to hit the ground", "The patient immediately had to hit the ground."),
        ("i quickly realize it is my knee", "The patient quickly realizes it is their knee."),
        ("i apply it at night", "The patient applies it at night."),  # "-ply" is a verb
    ],
)
def test_an_ly_adverb_before_the_verb_is_not_the_verb(clause: str, fact: str) -> None:
    assert rewrite_statement(clause, Reference("The patient"), None) == fact


async def test_a_second_object_after_and_takes_the_have_of_the_first() -> None:
    stored = await _facts(
        "[patient] okay.\n[doctor] you do have some pain to palpation of the right knee and some decreased range "
        "of motion .\n[patient] okay.\n[doctor] it looks like you have lost about 3 , 3 and a half pounds .\n"
        "[patient] good."
    )
    assert "The patient does have some decreased range of motion." in stored
    assert not any("has a half pounds" in fact for fact in stored)  # "have" there was "lost"'s auxiliary


async def test_theres_in_a_visit_is_read_as_there_is_and_in_a_chat_stays_what_the_speaker_says() -> None:
    visit = "[patient] okay.\n[doctor] there's no edema .\n[patient] good."
    assert "There is no edema." in await _facts(visit)
    chat = "Maria: there's still beauty and hope.\nJohn: True!\nMaria: I volunteer at the shelter."
    assert "Maria says there's still beauty and hope." in await _facts(chat)


def test_starting_something_again_or_a_doing_is_a_plan_not_talk_about_the_talk() -> None:
    assert junk_reason("i will start back at the gym in july") is None
    assert junk_reason("i will start taking the pills") is None
    assert junk_reason("i'll start with your history") == "meta_talk"
    assert junk_reason("i'll start by asking a few questions") == "meta_talk"
    assert junk_reason("i'll start thinking about what i can do") == "meta_talk"


def test_particles_before_a_clause_do_not_hide_meta_talk() -> None:
    assert junk_reason("okay so let me examine you") == "meta_talk"
    assert junk_reason("all right , i'm gon na do a quick physical exam") == "meta_talk"
    assert junk_reason("alright well listen let's go ahead and examine you") == "meta_talk"
    assert junk_reason("so i'm just gon na check some things out") == "meta_talk"
    assert junk_reason("okay , let's start you on lisinopril") is None  # the plan
    assert junk_reason("so i take it at night") is None


def test_a_plan_said_twice_is_no_habit() -> None:
    plan = "The doctor will prescribe meloxicam 15 milligrams once a day."
    assert type_of(plan, about_participant=True, mentions=2) is FactType.USER_FACT
    habit = "The patient takes meloxicam 15 milligrams once a day."
    assert type_of(habit, about_participant=True, mentions=2) is FactType.USER_PATTERN
