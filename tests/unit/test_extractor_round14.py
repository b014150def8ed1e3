"""Round 14 of the offline extractor, each kind through the whole digest (extractor, then the proof engine), with
what must still be skipped: a visit about someone who does not speak (a parent answers for "she": the patient,
``digest.spoken_of``), a complaint named in a short answer, a lead summary that quotes no sentence resting on a
pronoun, and "it" two sentences after the one thing it stands for.
Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

from factlayer.digest.rewrite import mid_sentence
from factlayer.digest.summary import LeadSummarizer
from tests.unit.test_extractor_run_on import _facts

PARENT = (
    "Doctor: Does she smoke?",
    "Parent: No. She quit last year.",
    "Doctor: Any fever?",
    "Parent: Some chills at night.",
)


async def test_a_parent_answering_for_she_makes_facts_about_the_patient() -> None:
    stored = await _facts(*PARENT)
    assert "The patient does not smoke." in stored
    assert "The patient quit last year." in stored
    # a subjectless reply to a subjectless question ("Any fever?" — "Some chills at night.") is not borne out as the
    # patient's: only an answer to a question that says "she" itself is (a review found "What about her roommate?"
    # — "She has a cough." read as the patient)
    assert not [f for f in stored if "chills" in f], stored
    assert not [f for f in stored if "parent" in f.lower() or f.lower().startswith(("she ", "he "))], stored


async def test_he_for_a_boy_asked_of_the_family_is_the_patient() -> None:
    stored = await _facts(
        "Doctor: Was he born early?",
        "Guest_family: Yes. He had jaundice for a week.",
    )
    assert "The patient had jaundice for a week." in stored


async def test_a_she_who_may_be_someone_else_is_not_the_patient() -> None:
    two = await _facts(
        "Doctor: Does she smoke?",
        "Parent: No. My husband smokes. He quit last year.",
    )
    assert not [f for f in two if "patient" in f.lower()], two  # "she" and "he": two people
    sister = await _facts(
        "Doctor: Does she smoke?",
        "Parent: No. Her sister smoked. She quit last year.",
    )
    assert not [f for f in sister if "patient" in f.lower()], sister  # the visit names a sister: "she" may be her
    asked_of_the_patient = await _facts("Doctor: Does she smoke?", "Patient: No, she quit.")
    assert not [f for f in asked_of_the_patient if "smok" in f], asked_of_the_patient  # about someone else


async def test_a_complaint_named_in_a_short_answer_is_had() -> None:
    stored = await _facts(
        "Doctor: Any fever?",
        "Patient: Some chills at night.",
        "Doctor: Chest pain?",
        "Patient: A dull ache in my chest.",
        "Doctor: Any swelling?",
        "Patient: My knee.",  # names no complaint: where, not what
        "Doctor: Any nausea?",
        "Patient: Not really, just tired.",
    )
    assert "The patient has some chills at night." in stored
    assert "The patient has a dull ache in their chest." in stored
    assert not [f for f in stored if "knee" in f or "tired" in f or "fever" in f or "nausea" in f], stored


async def test_the_lead_summary_quotes_no_sentence_resting_on_a_pronoun() -> None:
    lead = await LeadSummarizer().summarize("\n".join(PARENT))
    assert "She quit" not in lead
    lead = await LeadSummarizer().summarize(
        "Doctor: How is the knee?\nPatient: It still hurts a lot. My left knee has been swollen since Monday."
    )
    assert lead == "My left knee has been swollen since Monday."


async def test_it_two_sentences_after_the_one_thing_it_stands_for() -> None:
    stored = await _facts(
        "[patient] i take the ibuprofen . i usually forget . it helps with the pain .",
        "[doctor] okay .",
    )
    assert "The patient says the ibuprofen helps with the pain." in stored
    bare_noun = await _facts(
        "[patient] i take the ibuprofen . i went to physical therapy . it helps with the pain .",
        "[doctor] okay .",
    )
    assert not [f for f in bare_noun if "helps" in f], bare_noun  # the ibuprofen or the therapy: no guess


async def test_an_elliptical_reply_with_a_time_or_an_owner_is_no_fact_of_its_own() -> None:
    # "I do, on weekends" was stored as "The patient does, on weekends."; the question and its answer make the fact
    stored = await _facts(
        "Doctor: Do you drink alcohol?",
        "Patient: I do, on weekends.",
        "Doctor: Does anyone in your family have diabetes?",
        "Patient: My mother does.",
        "Doctor: How old is your mother?",
        "Patient: My mother is 80.",
    )
    assert "The patient drinks alcohol on weekends." in stored  # read with the question (elliptical_answers)
    assert "The patient's mother has diabetes." in stored
    assert "The patient's mother is 80." in stored  # after "be", a value is a predicate of its own
    assert not [f for f in stored if f.endswith(("does.", "does, on weekends.", "do."))], stored


async def test_an_answer_placed_after_the_question_loses_its_opening_capital_but_a_name_keeps_it() -> None:
    stored = await _facts("Doctor: How often do you exercise?", "Patient: Less than three times a week.")
    assert "The patient exercises less than three times a week." in stored  # was "… exercises Less than …"
    assert mid_sentence("Milo is sick") == "Milo is sick" and mid_sentence("About two weeks") == "about two weeks"
