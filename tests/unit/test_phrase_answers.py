"""A question and an answer that is not a plain yes or no (``digest.phrase_answers``), through the whole digest:
the extractor writes one fact citing both spans, and the proof engine must verify it, or nothing is stored.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.answers import rewrite_answer
from factlayer.digest.phrase_answers import any_filled, carried_object, gerund, instance_named, phrase_answer
from factlayer.digest.rewrite import Reference
from tests.unit.digests import stored

PATIENT = Reference("The patient")


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("what have you taken for the pain?", "a little tylenol.",
         "The patient has taken a little tylenol for the pain."),
        ("and what do you take for your back?", "um, ibuprofen.", "The patient takes ibuprofen for their back."),
        ("what are you using on the rash?", "the hydrocortisone cream",
         "The patient is using the hydrocortisone cream on the rash."),
        ("how much do you drink?", "two beers a week", "The patient drinks two beers a week."),
        ("how often do you exercise?", "three times a week", "The patient exercises three times a week."),
        ("which inhaler did you use?", "the blue one", "The patient used the blue one."),
    ],
)  # fmt: skip
async def test_a_short_phrase_answers_the_gap_of_a_what_question(question: str, answer: str, fact: str) -> None:
    assert phrase_answer(question, answer, PATIENT) == fact
    facts = await stored(f"[doctor] {question}\n[patient] {answer}\n[doctor] okay.")
    assert (fact, 2) in facts


def test_how_many_keeps_the_counted_noun() -> None:
    # (the proof engine does not read "about ten" with the question's "cigarettes a day" yet: not stored today)
    fact = phrase_answer("how many cigarettes do you smoke a day?", "about ten", PATIENT)
    assert fact == "The patient smokes about ten cigarettes a day."
    assert phrase_answer("how many cigarettes do you smoke?", "ten cigarettes", PATIENT) == (
        "The patient smokes ten cigarettes."
    )


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("what do you think?", "surgery"),  # a clause's gap, not a thing done
        ("what have you taken for the pain?", "nothing"),  # a negation: no thing to name
        ("what have you taken for the pain?", "maybe some advil"),  # hedged
        ("what have you taken for the pain?", "i took some advil"),  # a clause of its own, stored as itself
        ("what do you have going on this weekend?", "Thanks, Gina!"),  # thanks, not an answer
        ("what kind of stuff do you and your family do there?", "hiking"),  # the listener and others
        ("what did i prescribe you?", "lisinopril"),  # the asker's "I"
        ("what do you like to eat?", "pizza"),  # the gap is the infinitive's
        ("what have you taken for the pain?", "yes"),
    ],
)
def test_no_phrase_fact_from_other_answers(question: str, answer: str) -> None:
    assert phrase_answer(question, answer, PATIENT) is None


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("do you smoke?", "I quit ten years ago.", "The patient quit smoking ten years ago."),
        ("and do you drink?", "um, i stopped five years ago", "The patient stopped drinking five years ago."),
    ],
)  # fmt: skip
async def test_the_object_of_a_question_is_carried_into_an_answer_that_stops_it(
    question: str, answer: str, fact: str
) -> None:
    assert carried_object(question, answer, PATIENT) == fact
    facts = await stored(f"[doctor] {question}\n[patient] {answer}\n[doctor] okay.")
    assert (fact, 2) in facts  # one fact citing both spans, verified; not "The patient quit ten years ago."
    assert not any(text.endswith(" ago.") and "ing " not in text for text, _ in facts)


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("are you still taking the lisinopril?", "i stopped it last month",
         "The patient stopped taking the lisinopril last month."),
        ("do you use your inhaler?", "i stopped", "The patient stopped using their inhaler."),
    ],
)  # fmt: skip
def test_a_pronoun_or_nothing_after_the_stop_stands_for_what_was_asked(question: str, answer: str, fact: str) -> None:
    # (the proof engine does not verify these two yet, so they are proposed and rejected as unsupported)
    assert carried_object(question, answer, PATIENT) == fact


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("do you smoke?", "I quit my job last year"),  # the answer names its own object
        ("are you on metformin?", "I stopped"),  # no verb to carry
        ("do you smoke or drink?", "I quit"),  # which one?
        ("do you not smoke?", "I quit"),  # a negative question
        ("did you tell me about it?", "I stopped"),  # the asker's "me"
    ],
)
def test_no_carried_object_when_the_answer_or_the_question_does_not_say_what(question: str, answer: str) -> None:
    assert carried_object(question, answer, PATIENT) is None


async def test_a_phrase_answer_is_credited_to_the_one_who_answers_not_the_asker() -> None:
    text = "[patient] what do you recommend for the pain?\n[doctor] ibuprofen.\n[patient] okay."
    assert not any("patient" in fact.lower() and "ibuprofen" in fact.lower() for fact, _ in await stored(text))


@pytest.mark.parametrize(
    ("verb", "ing"),
    [("smoke", "smoking"), ("drink", "drinking"), ("stop", "stopping"), ("lie", "lying"), ("see", "seeing")],
)
def test_gerund(verb: str, ing: str) -> None:
    assert gerund(verb) == ing


@pytest.mark.parametrize(
    ("question", "fact"),
    [
        ("nausea, vomiting, diarrhea?", "The patient has no nausea, vomiting, diarrhea."),
        ("and fever, chills?", "The patient has no fever, chills."),
        ("any chest pain or anything like that?", "The patient has no chest pain."),  # the extender adds nothing
    ],
)
async def test_a_no_to_a_bare_list_of_complaints_denies_each(question: str, fact: str) -> None:
    assert rewrite_answer(question, "no.", PATIENT) == fact
    assert (fact, 2) in await stored(f"[doctor] {question}\n[patient] no.\n[doctor] okay.")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("nausea, vomiting, diarrhea?", "yes"),  # which one?
        ("today, tomorrow?", "no"),  # times, not complaints
        ("so, about four days ago?", "no"),
        ("left, right?", "no"),
        ("you, your wife?", "no"),
    ],
)
def test_no_fact_from_a_bare_list_that_is_not_of_complaints_or_not_denied(question: str, answer: str) -> None:
    assert rewrite_answer(question, answer, PATIENT) is None


def test_a_no_to_two_questions_run_together_says_nothing() -> None:
    assert rewrite_answer("okay alright did you fall do you remember doing that", "no", PATIENT) is None
    assert rewrite_answer("when you walk around, do you get chest pain?", "no", PATIENT) == (
        "The patient does not get chest pain."
    )


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [  # "just" opening an answer is dropped (lexicon ``phrase_answers`` opener)
        ("are you taking any medications?", "Just metformin, 500 milligrams twice a day, for my diabetes.",
         "The patient is taking metformin, 500 milligrams twice a day, for their diabetes."),
        ("do you take any medicine for it?", "pepcid.", "The patient takes pepcid."),
        ("do you take anything for it?", "um, ep- ... just an epipen.", "The patient takes an epipen."),
        ("are you on any medications?", "lisinopril and metformin.", "The patient is on lisinopril and metformin."),
        ("have you tried anything for the pain?", "ice and rest.", "The patient has tried ice and rest for the pain."),
    ],
)  # fmt: skip
async def test_an_answer_names_what_any_asked_for_after_a_verb_of_using(question: str, answer: str, fact: str) -> None:
    assert any_filled(question, answer, PATIENT) == fact
    facts = await stored(f"[doctor] {question}\n[patient] {answer}\n[doctor] okay.")
    assert (fact, 2) in facts  # one fact citing the question and the answer, verified by the proof engine


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("do you have any allergies?", "penicillin"),  # a verb of having: the answer is no allergy named
        ("are you taking anything for the pain?", "sometimes"),  # no thing named
        ("are you taking anything?", "twice a day"),
        ("are you taking any medications?", "no"),
        ("did you take anything?", "nothing"),
        ("are you taking any medications?", "I take metformin."),  # a clause of its own, stored as itself
        ("are you taking any medications or supplements?", "metformin"),  # which of the two?
        ("are you not taking any medications?", "metformin"),  # a negative question
    ],
)
def test_no_any_filled_when_the_answer_names_no_instance(question: str, answer: str) -> None:
    assert any_filled(question, answer, PATIENT) is None


async def test_an_any_filled_fact_is_the_answerers_not_the_askers() -> None:
    text = "[patient] are you taking anything for your back?\n[doctor] ibuprofen.\n[patient] okay."
    assert not any("ibuprofen" in fact.lower() and "patient" in fact.lower() for fact, _ in await stored(text))


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("Do you have any pets?", "Yes I do - a hamster named Biscuit. He's been great.",
         "Lena has a hamster named Biscuit."),
        ("Do you have any kids?", "Yes, two daughters. They're in college now.", "Lena has two daughters."),
        ("Do you have any plants?", "Yeah, a big fig tree by the window.", "Lena has a big fig tree by the window."),
    ],
)  # fmt: skip
async def test_a_yes_then_one_of_what_was_asked_names_it(question: str, answer: str, fact: str) -> None:
    # "do you have any <plural>?" / "yes - a/an/two …": the phrase is one of what was asked, counted
    text = f"Ravi: {question}\nLena: {answer}\nRavi: Nice."
    facts = await stored(text)
    assert (fact, 2) in facts  # citing the question and the answer, verified by the proof engine
    assert not any("yes" in f.lower() for f, _ in facts)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("do you have any allergies?", "yes, penicillin"),  # no article or number: not counted as one of them
        ("do you have any allergies?", "yes, a couple"),  # counted, not named
        ("do you have any pets?", "yes, a bunch"),
        ("do you have any kids?", "yes, two"),
        ("do you have any questions?", "yes, a quick one"),
        ("do you have any pets?", "yes we do, a cat"),  # the household's, not the one who answers alone
        ("do you have any pets?", "yes, a dog I think"),  # hedged
        ("do you have any pain?", "yes, a sharp pain"),  # not a plural: no instance asked for
        ("do you have any pets at home?", "yes, a cat"),  # more asked than the thing
        ("do you have any pets?", "no, a friend has a cat"),  # not a yes
    ],
)
def test_no_instance_named_without_a_yes_and_a_counted_thing(question: str, answer: str) -> None:
    assert instance_named(question, answer, Reference("Lena")) is None
