"""Round 16 junk kinds and subjects of the offline extractor, one test each (every transcript written for the test):

- a chat's remarks about the listener ("You've got guts.") are what the speaker says, not facts about the listener
  (``listener_remarks``);
- a guess at the listener's news with its subject left out ("Sounds like the parade was …") is hedged talk;
- "are you ready to get started?" — "yes" is talk about the visit; a predicate of "wanted to just go ahead" is empty;
- a fact resting on a chat's "him"/"her" ("Dana will ping him after lunch.") is not self-contained;
- a clause opening on a name the transcript uses for someone who does not speak ("Marco hasn't approved …") is about
  them, not ambiguous (``named_subjects``).
"""

from __future__ import annotations

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.leaning import leans_on_context
from factlayer.digest.named_subjects import transcript_names
from factlayer.digest.salience import junk_reason, meta_question
from tests.unit.test_extractor_run_on import _facts

_CHAT = (
    "Caroline: I went to a support group yesterday.",
    "Melanie: You'd be a great counselor! You've got guts. You found the perfect spot for your store.",
    "Caroline: Thanks, Mel. I'm keen on counseling or working in mental health.",
)


async def test_a_chats_remarks_about_the_listener_are_what_the_speaker_says() -> None:
    stored = await _facts(*_CHAT)
    assert "Caroline went to a support group yesterday." in stored
    assert "Melanie says Caroline has got guts." in stored
    assert "Melanie says Caroline found the perfect spot for their store." in stored
    assert not [f for f in stored if f.startswith("Caroline") and ("guts" in f or "perfect spot" in f)]
    guts = next(c for c in ExtractiveProvider().extract("\n".join(_CHAT)) if "guts" in c.text)
    assert guts.subject_id == "speaker:melanie"


async def test_a_clinicians_statement_about_the_patient_is_kept() -> None:
    stored = await _facts(
        "Dr. Patel: You have a fracture in your wrist.",
        "Maria: Oh no. I fell off my bike on Sunday.",
    )
    assert "Maria has a fracture in their wrist." in stored


def test_a_guess_at_the_listeners_news_without_its_subject_is_hedged() -> None:
    assert junk_reason("Sounds like the parade was an awesome experience!") == "hedged"
    assert junk_reason("Bet the atmosphere was incredible.") == "hedged"
    assert junk_reason("must have been traumatizing for you guys") == "hedged"
    assert junk_reason("sounds like your depression is stable", clinician=True) is None  # an assessment


def test_being_ready_to_start_the_visit_is_talk_about_the_visit() -> None:
    assert meta_question("are you ready to get started ?")
    assert not meta_question("are you ready to start the insulin ?")
    assert junk_reason("i'm ready to get started") == "meta_talk"


async def test_ready_to_get_started_answered_yes_is_no_fact() -> None:
    stored = await _facts("[doctor] are you ready to get started ?", "[patient] yes , i am .")
    assert not [f for f in stored if "ready" in f]


def test_a_predicate_of_want_to_and_empty_verbs_says_nothing() -> None:
    names = frozenset({"the", "patient", "doctor"})
    assert leans_on_context("The doctor wanted to just go ahead.", names)
    assert leans_on_context("The patient had to just try.", names)
    assert not leans_on_context("The patient wants to stop the ibuprofen.", names)


async def test_a_chats_him_or_her_is_not_self_contained() -> None:
    stored = await _facts(
        "Tom: Marco hasn't approved the budget yet, I'll ask Marco today.",
        "Dana: Sure, I'll ping him after lunch. I'm taking her knee brace back to the shop.",
    )
    assert not [f for f in stored if "ping" in f]
    assert "Dana is taking her knee brace back to the shop." in stored  # a possessive "her" is no object


async def test_a_visits_her_of_the_patient_is_kept() -> None:
    stored = await _facts(
        "[doctor] so i switched her from furosemide to torsemide last month .",
        "[patient] yes .",
    )
    assert any("torsemide" in f for f in stored)


async def test_a_named_person_who_does_not_speak_is_a_clauses_subject() -> None:
    turns = (
        "Priya: Good morning. I'll ask Marco about the mockups today.",
        "Tom: Marco hasn't approved the budget for the mockups yet.",
        "Dana: Painting helps me relax. I love painting.",
    )
    stored = await _facts(*turns)
    assert "Marco hasn't approved the budget for the mockups yet." in stored
    digest = ExtractiveProvider().digest("\n".join(turns))
    marco = next(c for c in digest.candidates if c.text.startswith("Marco"))
    assert marco.subject_id == "person:marco"
    assert not [s for s in digest.skipped if s.text.startswith("Marco")]


def test_a_name_is_a_word_written_capitalised_mid_sentence_and_never_in_lower_case() -> None:
    names = transcript_names(["I'll ask Marco today.", "Painting helps. I love painting and Painting too."])
    assert names == frozenset({"marco"})


async def test_a_visits_clinician_reporting_their_own_complaint_is_not_credited_to_them() -> None:
    turns = (
        "[doctor] so how are you doing ?",
        "[patient] okay .",
        "[doctor] i've been having a lot of pain of my shoulder for the last three weeks now .",
        "[patient] does your finger hurt ?",
        "[doctor] my finger does n't hurt at all . i think you have a rotator cuff strain .",
    )
    stored = await _facts(*turns)
    assert not [f for f in stored if f.startswith("The doctor") and ("finger" in f or "shoulder" in f)]
    assert "The doctor thinks the patient has a rotator cuff strain." in stored
    skipped = ExtractiveProvider().digest("\n".join(turns)).skipped
    assert any(s.reason == "ambiguous_subject" and s.text.startswith("my finger") for s in skipped)
