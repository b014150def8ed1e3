"""Seven kinds of miss the fit half of the ACI key facts showed (round 12), one rule each:

- "er" after a determiner is the emergency room, not a hesitation (``tidying.ER_HESITATION``);
- a parenthetical "you know ," / "i mean ," is no clause cut (``clause_joins``);
- a leading stance or topic phrase ("to be honest", "from a diabetes standpoint") does not hide the subject
  (``stance``);
- a clinician's dictation keeps "he"/"she" the patient's up to the first other person it names (``dictation``);
- "then" opens a question as "and" or "so" do ("and then are you still on …?", ``answers``);
- an answer naming one complaint of a listed question is that the patient has it (``phrase_answers.named_option``);
- a prefixed irregular past ("underwent", "retook") takes no third-person "s" (``rewrite.IRREGULAR_PAST``).

Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.clause_joins import rejoined
from factlayer.digest.phrase_answers import named_option
from factlayer.digest.rewrite import Reference, rewrite_statement, tidy, unframe
from factlayer.digest.salience import trim
from factlayer.nlp.sentences import split_clauses
from tests.unit.test_extractor_run_on import _facts

# --- "the er" ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "kept"),
    [
        ("my wife took me to the er", "my wife took me to the er"),
        ("my wife took me to the er , um", "my wife took me to the er"),
        ("i took , er , two of them", "i took , er , two of them"),  # between commas: the tidy rule below
        ("i went there er", "i went there"),  # a trailing hesitation still goes
    ],
)
def test_the_er_is_no_trailing_hesitation(clause: str, kept: str) -> None:
    start, end = trim(clause, 0, len(clause))
    assert clause[start:end] == kept


def test_the_er_stays_in_the_tidied_clause_a_hesitation_does_not() -> None:
    assert tidy("they sent me to the er and i waited") == "they sent me to the er and i waited"
    assert tidy("er i waited in an er for hours") == "i waited in an er for hours"


async def test_a_visit_to_the_er_is_stored() -> None:
    stored = await _facts(
        "[doctor] so what happened on saturday ?",
        "[patient] i could not breathe . my wife took me to the er and , uh , everything checked out .",
        "[doctor] okay .",
    )
    assert "The patient's wife took them to the er." in stored


# --- "you know" between commas -----------------------------------------------------------------


def _clauses(sentence: str) -> list[str]:
    return [sentence[a:b] for a, b in rejoined(sentence, split_clauses(sentence))]


def test_a_you_know_before_no_subject_cut_at_a_comma_is_one_clause() -> None:
    said = "on your exam , i do appreciate , you know , some pitting edema in your legs"
    assert _clauses(said) == [said]


def test_a_you_know_before_a_subject_still_opens_a_clause() -> None:
    said = "i walk every day , you know , i take the pills at night"
    assert _clauses(said) == ["i walk every day", "you know", "i take the pills at night"]  # as the splitter cut it


def test_the_filler_after_a_connector_is_dropped_and_the_subject_carries() -> None:
    assert tidy("i want to go ahead and , you know , increase the norvasc") == (
        "i want to go ahead and increase the norvasc"
    )


async def test_the_finding_and_the_plan_after_you_know_are_stored() -> None:
    stored = await _facts(
        "[doctor] how are the ankles ?",
        "[patient] they swell at night .",
        "[doctor] on your lower extremity exam , i do appreciate , you know , 1 to 2+ pitting edema in your legs .",
        "[doctor] i wan na go ahead and , you know , increase the norvasc up to 10 mg a day .",
        "[patient] okay .",
    )
    assert "The doctor will increase the norvasc up to 10 mg a day." in stored
    assert any("pitting edema" in s for s in stored)
    assert not any(s.endswith("does appreciate.") for s in stored)  # the cut-off half is gone


# --- a stance or topic before the subject --------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "fact_body"),
    [
        ("to be honest my diet hasn't changed much", "my diet hasn't changed much"),
        ("honestly, i never tried the cream", "i never tried the cream"),
        ("definitely i feel worse in the mornings", "i feel worse in the mornings"),
        ("from a diabetes standpoint, let's increase the metformin", "let's increase the metformin"),
        ("from an asthma perspective we'll continue the albuterol", "we'll continue the albuterol"),
        ("from a depression standpoint, it's controlled", "from a depression standpoint, it's controlled"),
        ("definitely worse in the mornings", "definitely worse in the mornings"),  # no subject after it
    ],
)
def test_a_stance_or_topic_lead_is_dropped_before_a_subject(body: str, fact_body: str) -> None:
    assert unframe(body) == fact_body


async def test_the_plan_after_a_topic_lead_is_stored_and_cites_the_lead() -> None:
    stored = await _facts(
        "[patient] my sugars are high .",
        "[doctor] okay . from a diabetes standpoint , let's increase the metformin to 1,000 mg twice a day .",
        "[patient] okay . to be honest my diet has n't changed much .",
    )
    assert "The doctor will increase the metformin to 1,000 mg twice a day." in stored
    assert "The patient's diet hasn't changed much." in stored


# --- a dictation's "he" up to the first other person it names --------------------------------------


async def test_a_dictations_he_is_the_patient_until_another_person_is_named() -> None:
    stored = await _facts(
        "[doctor] this is john park . he is a 50-year-old male here for a second opinion about his right index "
        "finger . he had a hyperextension injury of that finger in march . he was scheduled to see dr. alice davis . "
        "he had an mri of that finger .",
        "[doctor] hello , mr. park .",
        "[patient] hi . my finger still hurts .",
    )
    assert "The patient had a hyperextension injury of that finger in march." in stored
    assert not any("mri" in s for s in stored)  # after "dr. alice davis", "he" may be either


# --- "and then" before a yes/no question ----------------------------------------------------------


async def test_a_question_opened_by_and_then_is_read_with_its_answer() -> None:
    stored = await _facts(
        "[doctor] and then are you still on an iron supplement ?",
        "[patient] uh yes , everything is good .",
        "[doctor] okay .",
    )
    assert "The patient is still on an iron supplement." in stored


# --- one complaint of a list, named back -----------------------------------------------------------

PATIENT = Reference("The patient")


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("any chest pain , shortness of breath , or belly pain ?", "shortness of breath . no belly pain though .",
         "The patient has shortness of breath."),
        ("and any nausea or vomiting ?", "nausea , yeah .", "The patient has nausea."),
        ("any nausea or vomiting ?", "yes .", None),  # "yes" does not say which
        ("any nausea or vomiting ?", "a lot of nausea .", None),  # not word for word one of them
        ("any nausea ?", "nausea .", None),  # no list to pick from: the plain reading (``answers``) has it
        ("what have they been running , in like the 200's or 300's ?", "300's .", None),  # no "any" list
    ],
)  # fmt: skip
def test_an_answer_naming_one_listed_complaint_says_the_patient_has_it(
    question: str, answer: str, fact: str | None
) -> None:
    assert named_option(question, answer, PATIENT) == fact


async def test_the_named_complaint_is_stored() -> None:
    stored = await _facts(
        "[doctor] any chest pain , shortness of breath , or belly pain ?",
        "[patient] shortness of breath . no belly pain though .",
        "[doctor] okay .",
    )
    assert "The patient has shortness of breath." in stored


# --- a prefixed irregular past ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("i underwent a colonoscopy three years ago", "The patient underwent a colonoscopy three years ago."),
        ("i retook the test last week", "The patient retook the test last week."),
        ("i rebuilt the deck in may", "The patient rebuilt the deck in may."),
        ("i resent that comment", "The patient resents that comment."),  # a present tense spelled like one
    ],
)
def test_a_prefixed_irregular_past_takes_no_s(clause: str, fact: str) -> None:
    assert rewrite_statement(clause, Reference("The patient"), Reference("the doctor")) == fact
