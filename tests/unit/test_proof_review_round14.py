"""Kinds of round 14 (issue #12), each with its twin:

- a reply that picks items of an asked list ("Any fevers, chills or night sweats?" — "Yes. Just the fevers.", "Yes,
  fevers.", "Only the chills.") affirms only what it names; after "just"/"only" it denies the rest; a bare "Yes."
  to a list joined by "or" says one of them holds, not which: no item alone (round 18; proof/answer_scope.py
  ``answer_words``);
- a "no" that names one item of an asked list ("Any nausea, vomiting or diarrhea?" — "No nausea.") denies that item
  only; a bare "No." still denies the whole list;
- a correction said as the next sentence ("I take 5 mg of prednisone. Sorry, it was 10 mg.") takes the earlier
  value back, as one said in the same sentence does; a next sentence with news of its own ("Sorry, and I walk 3
  miles a day") takes nothing back (nlp/corrections.py ``withdrawn_across``);
- a count per a period bears out that period's recurrence ("three times a week" says "every week", "weekly"), while
  two counts still differ ("once a week" / "twice a week") and another period still conflicts ("every day")
  (nlp/value_forms.py ``Value.bears_out``, lexicon recurrences.txt);
- who did what to whom, from word order: a person said as "I"/"me" is read at each place ("i was playing and jerry
  ran into me" is no "the patient ran into Jerry"), and a person may be named in another clause of the sentence
  ("my friend who was visiting | had to help me") (proof/word_order.py);
- a claim's subject after an opening phrase set off by a comma ("After the game, Bo cooked dinner") is read as the
  subject, not lost (nlp/time_lead.py ``lead_phrase``, proof/claim_parse.py).
"""

from __future__ import annotations

import pytest

from factlayer.nlp.corrections import withdrawn_across
from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

LIST_Q = "Doctor: Any fevers, chills or night sweats?\n"
JUST_ONE = LIST_Q + "Patient: Yes. Just the fevers.\n"
YES_ONE = LIST_Q + "Patient: Yes, fevers.\n"
YES_ALL = LIST_Q + "Patient: Yes.\n"
ONLY_FRAGMENT = LIST_Q + "Patient: Only the chills.\n"
TWO_PAINS = "Doctor: Any chest pain or back pain?\nPatient: Yes, just the back pain.\n"
GI_Q = "Doctor: Any nausea, vomiting or diarrhea?\n"
NO_ONE = GI_Q + "Patient: No nausea.\n"
NO_ALL = GI_Q + "Patient: No.\n"
NO_FRAGMENTS = "Doctor: Any nausea? Vomiting? Diarrhea?\nPatient: No vomiting.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (JUST_ONE, "The patient has fevers.", Status.VERIFIED),
        (JUST_ONE, "The patient has chills.", Status.CONTRADICTED),
        (JUST_ONE, "The patient has night sweats.", Status.CONTRADICTED),
        (YES_ONE, "The patient has fevers.", Status.VERIFIED),
        (YES_ALL, "The patient has chills.", Status.UNVERIFIABLE),  # one of them, not which (round 18)
        (ONLY_FRAGMENT, "The patient has chills.", Status.VERIFIED),
        (ONLY_FRAGMENT, "The patient has fevers.", Status.CONTRADICTED),
        (TWO_PAINS, "The patient has back pain.", Status.VERIFIED),
        (TWO_PAINS, "The patient has chest pain.", Status.CONTRADICTED),
        (TWO_PAINS, "The patient has no chest pain.", Status.VERIFIED),
    ],
)
def test_a_reply_picks_items_of_the_list(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source).status is expected


@pytest.mark.parametrize("claim", ["The patient has chills.", "The patient has night sweats."])
def test_a_yes_naming_one_item_does_not_affirm_the_others(claim: str) -> None:
    assert prove(claim, YES_ONE).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (NO_ONE, "The patient has no nausea.", True),
        (NO_ONE, "The patient has no diarrhea.", False),
        (NO_ONE, "The patient has no vomiting.", False),
        (NO_ALL, "The patient has no diarrhea.", True),
        (NO_ALL, "The patient has no nausea.", True),
        (NO_FRAGMENTS, "The patient has no vomiting.", True),
        (NO_FRAGMENTS, "The patient has no diarrhea.", False),
    ],
)
def test_a_no_naming_one_item_denies_that_item_only(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


def test_a_no_naming_one_item_does_not_contradict_the_others() -> None:
    assert prove("The patient has diarrhea.", NO_ONE).status is not Status.CONTRADICTED
    assert prove("The patient has diarrhea.", NO_ALL).status is Status.CONTRADICTED


CORRECTED = "Patient: I take 5 mg of prednisone. Sorry, it was 10 mg.\n"
MEANT = "Patient: I take 5 mg of prednisone. I mean 10 mg.\n"
NEWS = "Patient: I take 5 mg of prednisone. Sorry, and I walk 3 miles a day.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (CORRECTED, "The patient takes 10 mg of prednisone.", Status.VERIFIED),
        (CORRECTED, "The patient takes 5 mg of prednisone.", Status.CONTRADICTED),
        (MEANT, "The patient takes 10 mg of prednisone.", Status.VERIFIED),
        (MEANT, "The patient takes 5 mg of prednisone.", Status.CONTRADICTED),
        (NEWS, "The patient takes 5 mg of prednisone.", Status.VERIFIED),
    ],
)
def test_a_correction_in_the_next_sentence_takes_the_value_back(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source).status is expected


@pytest.mark.parametrize(
    ("after", "taken"),
    [
        ("Sorry, it was 10 mg.", True),
        ("Oh sorry, I mean 10 mg.", True),
        ("Sorry, it was 5 mg.", False),  # the same value said again takes nothing back
        ("Sorry, I also take 10 mg of aspirin.", False),  # news of its own
        ("Sorry, what was the question?", False),
        ("It was 10 mg.", False),  # no correction phrase
    ],
)
def test_withdrawn_across(after: str, taken: bool) -> None:
    before = "I take 5 mg of prednisone."
    text = f"{before} {after}"
    first, second = tokenize(text, 0, len(before)), tokenize(text, len(before) + 1, len(text))
    five = values(first)[0]
    assert (first[five.first].start in withdrawn_across(first, second)) is taken


THRICE = "Patient: I exercise three times a week.\n"
ONCE = "Patient: I go swimming once a week.\n"
TWICE_DAILY = "Patient: I take metformin twice daily.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (THRICE, "The patient exercises every week.", Status.VERIFIED),
        (THRICE, "The patient exercises weekly.", Status.VERIFIED),
        (THRICE, "The patient exercises three times a week.", Status.VERIFIED),
        (THRICE, "The patient exercises once a week.", Status.CONTRADICTED),
        (THRICE, "The patient exercises twice a week.", Status.CONTRADICTED),
        (THRICE, "The patient exercises every day.", Status.CONTRADICTED),
        (THRICE, "The patient exercises monthly.", Status.CONTRADICTED),
        (ONCE, "The patient goes swimming every week.", Status.VERIFIED),
        (ONCE, "The patient goes swimming twice a week.", Status.CONTRADICTED),
        (ONCE, "The patient goes swimming daily.", Status.CONTRADICTED),
        (TWICE_DAILY, "The patient takes metformin every day.", Status.VERIFIED),
        (TWICE_DAILY, "The patient takes metformin once daily.", Status.CONTRADICTED),
    ],
)
def test_a_count_per_period_bears_out_its_recurrence(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source).status is expected


@pytest.mark.parametrize(
    ("text", "each"),
    [("every week", True), ("weekly", True), ("once a week", False), ("every other week", False), ("bid", False)],
)
def test_a_recurrence_without_a_count(text: str, each: bool) -> None:
    found = values(tokenize(text))
    assert len(found) == 1
    assert found[0].kind == "frequency"
    assert found[0].each is each


RAN_INTO = "[patient] i was playing basketball and jerry ran into me and the inside of my knee hurts\n"
HELPED = "[patient] my friend who was visiting had to help me get into the house\n"
DROVE = "[doctor] how did you get home\n[patient] after the surgery my brother drove me home\n"
COOKED = "Ana: After the game, I cooked dinner for everyone.\nBo: Nice!\n"


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (RAN_INTO, "The patient ran into Jerry while playing basketball.", False),
        (RAN_INTO, "Jerry ran into the patient while playing basketball.", True),
        (HELPED, "The patient helped her friend get into the house.", False),
        (HELPED, "The patient's friend helped her get into the house.", True),
        (DROVE, "After the surgery, the patient drove her brother home.", False),
        (DROVE, "After the surgery, the patient's brother drove her home.", True),
    ],
)
def test_who_did_it_to_whom_at_each_place(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source, roles=False).status is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("After the game, Ana cooked dinner for everyone.", Status.VERIFIED),
        ("After the game, Bo cooked dinner for everyone.", Status.CONTRADICTED),
    ],
)
def test_the_subject_after_an_opening_phrase(claim: str, expected: Status) -> None:
    assert prove(claim, COOKED).status is expected
