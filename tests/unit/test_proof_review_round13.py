"""Kinds of round 13 (issue #12), each with its twin:

- a question about "he"/"she" ("How long has he had this cough?") is answered about that person, not about the one
  answering: the reply bears out a claim about the child, and is no longer the answerer's own (a "Does she smoke?"
  — "No." said of the patient's wife does not say the patient does not smoke; proof/source.py,
  nlp/questions.py ``asks_of_third_person``);
- "the boy", "the girl", "the baby" are a son, a daughter, a child (lexicon relations.txt), so "he"/"she" stands for
  them as for "the son" (and the other pronoun does not);
- a family speaker's own answer ("Any asthma in the family?" — "Yes, I have asthma.") is not the child's, and a
  question about "she" is not about the one asking ("The doctor does not smoke" from "Does she smoke?" — "No.");
- "No. Just canker sores." keeps only what it names: the rest of the question's list is not borrowed to support a
  claim (proof/context.py ``_taken_up``);
- a value said later in the past ("She was barely a day old" when it happened) is an earlier state, not a
  correction of a present one ("She is ten days old today"); "Actually it was 10 mg" still corrects
  (proof/tense.py ``an_earlier_value``);
- a greeted name in unpunctuated speech ("hi virginia how are you today") is the one greeted, as with a comma
  (nlp/titles.py, proof/vocatives.py; lexicon call_followers.txt); "hi there how are you" names no one;
- "any loss of bowel or bladder function or anything like that" is a question without its "?" (nlp/questions.py);
- a reply that names one item of the question's list ("Any fevers or chills?" — "Some chills at night.") does not
  affirm the others (proof/answer_scope.py ``other_list_items``);
- a claim about a parent from what a family speaker says of themself is UNVERIFIABLE, not CONTRADICTED: the speaker
  may be that parent (or said to be: "I am her mom"), or another; one said to be another parent is someone else
  (proof/proxies.py);
- a name with a word the source never says ("Andrew Smith" where the source only says "andrew": a surname an
  LLM invented, found by a helper measuring the LLM digest) names no one there: UNVERIFIABLE whatever the rest says;
  accents are folded ("Andre" is "André"; proof/naming.py ``absent_name_part``).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

HIS_COUGH = "Doctor: How long has he had this cough?\nGuest_family: About three weeks now.\n"
HER_COUGH = "Doctor: How long has she had this cough?\nGuest_family: About three weeks now.\n"
WIFE = "Doctor: Does she smoke?\nPatient: No.\n"
YOUR_COUGH = "Doctor: How long have you had this cough?\nPatient: About three weeks now.\n"
FEVERS = "Doctor: Any fevers or rashes?\nGuest_family: No.\n"
JUST = "Doctor: Any diarrhea, fevers or mouth ulcers?\nPatient: No. Just canker sores, nothing else.\n"
AGE = (
    "Doctor: How old is she?\nGuest_family: She is ten days old today.\nDoctor: When did it start?\n"
    "Guest_family: The first day I fed her. She was barely a day old.\n"
)
MISREAD = "Patient: I am on 5 mg. Sorry, it was 10 mg.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (HIS_COUGH, "The boy has had a cough for about three weeks.", Status.VERIFIED),
        (HIS_COUGH, "The son has had a cough for about three weeks.", Status.VERIFIED),
        (HIS_COUGH, "The boy has had a cough for about three months.", Status.CONTRADICTED),
        (HIS_COUGH, "The girl has had a cough for about three weeks.", Status.CONTRADICTED),
        (HIS_COUGH, "The mother has had a cough for about three weeks.", Status.CONTRADICTED),
        (HER_COUGH, "The baby has had a cough for about three weeks.", Status.VERIFIED),
        (HER_COUGH, "The girl has had a cough for about three weeks.", Status.VERIFIED),
        (YOUR_COUGH, "The patient has had a cough for about three weeks.", Status.VERIFIED),
    ],
)
def test_an_answer_about_he_or_she_is_about_that_person(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source).status is expected


def test_a_no_about_she_is_not_the_patients_own_no() -> None:
    assert prove("The patient does not smoke.", WIFE).status is not Status.VERIFIED
    # round 18: the "she" asked of is the wife only if the wife was named before ("How is your wife?")
    assert prove("The patient's wife does not smoke.", WIFE).status is Status.UNVERIFIABLE
    assert prove("The patient's wife does not smoke.", "Doctor: How is your wife?\n" + WIFE).status is Status.VERIFIED


ASTHMA = "Doctor: Any asthma in the family?\nGuest_family: Yes, I have asthma.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (FEVERS, "The mother has had no fevers."),
        (FEVERS, "The father has had no rashes."),
        (FEVERS, "The boy has had fevers."),
        (ASTHMA, "The boy has asthma."),  # a review found this VERIFIED when family answers were read as the child's
        (ASTHMA, "The child has asthma."),
    ],
)
def test_a_family_speakers_own_answer_is_neither_the_childs_nor_a_checked_parents(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_question_about_she_is_not_about_the_one_asking() -> None:
    assert prove("The doctor does not smoke.", WIFE).status is not Status.VERIFIED


def test_just_keeps_only_what_the_reply_names() -> None:
    assert prove("The patient has had canker sores.", JUST).status is Status.VERIFIED
    assert prove("The patient has had canker sores and fevers.", JUST).status is not Status.VERIFIED
    assert prove("The patient has had no fevers.", JUST).status is Status.VERIFIED


def test_a_value_said_later_in_the_past_is_an_earlier_state_not_a_correction() -> None:
    assert prove("The baby is ten days old.", AGE).status is Status.VERIFIED
    assert prove("The baby is ten weeks old.", AGE).status is Status.CONTRADICTED
    assert prove("The baby is one day old.", AGE).status is not Status.VERIFIED  # the earlier state proves no "is"
    # a past value with a correction word still takes the present one back
    assert prove("The patient is on 5 mg.", MISREAD).status is Status.CONTRADICTED


FELL = "[patient] i'm good thanks\n[doctor] what happened\n[patient] i fell on my side\n"
GREETED = "[doctor] hi virginia how are you today\n" + FELL
THERE = "[doctor] hi there how are you today\n" + FELL
ANY_TAIL = "[doctor] okay and any loss of bowel or bladder function or anything like that\n[patient] no\n"


def test_a_name_greeted_without_punctuation_names_the_one_greeted() -> None:
    assert prove("Virginia fell on her side.", GREETED).status is Status.VERIFIED
    assert prove("Virginia did not fall on her side.", GREETED).status is Status.CONTRADICTED
    assert build(GREETED).called == {"patient": frozenset({"virginia"})}
    assert build(THERE).called == {}


def test_any_or_anything_like_that_is_a_question() -> None:
    assert prove("The patient has had no loss of bladder function.", ANY_TAIL).status is Status.VERIFIED
    assert prove("The patient has had loss of bladder function.", ANY_TAIL).status is Status.CONTRADICTED


LIST = "[doctor] any nausea, vomiting or diarrhea?\n[patient] some nausea in the morning.\n"


def test_a_reply_naming_one_item_of_a_list_does_not_affirm_the_others() -> None:
    assert prove("The patient has had nausea in the morning.", LIST).status is Status.VERIFIED
    assert prove("The patient has had diarrhea.", LIST).status is not Status.VERIFIED
    assert prove("The patient has had vomiting.", LIST).status is not Status.VERIFIED


MOM = (
    "Guest_family: Hello doctor, she is Emma and I am her mom.\nDoctor: Any allergies in the family?\n"
    "Guest_family: Actually, I am having some allergies myself right now.\n"
)
UNSAID = "Guest_family: Hello doctor, she is Emma.\nDoctor: Any allergies?\nGuest_family: I am having some allergies.\n"


def test_a_family_speaker_is_not_checked_as_a_parent() -> None:
    assert prove("Emma's mother is having some allergies right now.", MOM).status is Status.UNVERIFIABLE
    assert prove("Emma's father is having some allergies right now.", MOM).status is Status.CONTRADICTED
    assert prove("Emma's mother is having some allergies.", UNSAID).status is Status.UNVERIFIABLE


ANDREW = "[doctor] hi andrew how are you\n[patient] i have joint pain in my knees.\n"
ANDRE = "[Chair] We welcome André Lareau.\n[André Lareau] Thank you. There are 350 billion dollars in tax havens.\n"


def test_a_name_with_a_word_the_source_never_says_names_no_one() -> None:
    assert prove("Andrew has joint pain in his knees.", ANDREW).status is Status.VERIFIED
    assert prove("Andrew Smith has joint pain in his knees.", ANDREW).status is Status.UNVERIFIABLE
    assert prove("Andrew Smith does not have joint pain.", ANDREW).status is Status.UNVERIFIABLE
    assert prove("Andre Lareau says there are 350 billion dollars in tax havens.", ANDRE).status is Status.VERIFIED
