"""Kinds of round 18 (issue #12), each with its twin that must still verify:

- a bare yes ("Yes.", "Yeah.", "Mm-hmm.") to a question offering alternatives joined by "or" ("Any fever or chills?",
  "Did you go to the emergency room or urgent care?") says that one of them holds, not which: it bears out no item
  alone, only what the items share ("pain in your knee or your hip" — "Yes.": the pain) (proof/alternatives.py);
  a list joined by "and" ("diabetes and high blood pressure?" — "Yes.") is still affirmed whole;
- a reply naming one alternative ("Only urgent care.", "The left one.") answers the question: it bears out that one
  and, after "only"/"just", denies the others (proof/dialogue.py ``answer_to``, proof/answer_scope.py);
- an item the rest of the reply's turn adds after a "just" ("Just the fevers. Well, maybe chills too.", "Only
  nausea. Actually, some vomiting too.") is not denied by the "just" (proof/answer_scope.py ``Reply.later``);
- the "she" a question asks of ("Does she smoke?" — "No.") is someone's relation ("Her child", "The patient's
  mother") only if that relation was named before, and the one a question names ("Does Anna smoke?") is not the
  one answering; else who she is cannot be told (proof/asked_of.py);
- "That's correct." / "That is right." answer a question as a yes (lexicon yes.txt); a statement whose parts
  differ in polarity, put to the listener and confirmed, stands as its speaker's (proof/reply_holds.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

FEVER_Q = "Doctor: Any fever or chills?\n"
CARE_Q = "Doctor: Did you go to the emergency room or urgent care?\n"
KNEE_Q = "Doctor: Is the pain in the left knee or the right knee?\n"
LIST_Q = "Doctor: Any fevers, chills or night sweats?\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (FEVER_Q + "Patient: Yes.\n", "The patient has fever.", Status.UNVERIFIABLE),
        (FEVER_Q + "Patient: Yeah.\n", "The patient has chills.", Status.UNVERIFIABLE),
        (FEVER_Q + "Patient: Mm-hmm.\n", "The patient has fever.", Status.UNVERIFIABLE),
        (CARE_Q + "Patient: Yes.\n", "The patient went to urgent care.", Status.UNVERIFIABLE),
        (KNEE_Q + "Patient: Yes.\n", "The pain is in the left knee.", Status.UNVERIFIABLE),
        # twins that still verify
        ("Doctor: Any fever?\nPatient: Yes.\n", "The patient has fever.", Status.VERIFIED),
        (FEVER_Q + "Patient: Yes, fever.\n", "The patient has fever.", Status.VERIFIED),
        (FEVER_Q + "Patient: No.\n", "The patient has no chills.", Status.VERIFIED),
        (FEVER_Q + "Patient: No.\n", "The patient has fever.", Status.CONTRADICTED),
        (
            "Doctor: Do you have pain in your knee or your hip?\nPatient: Yes.\n",
            "The patient has pain.",
            Status.VERIFIED,
        ),
        (
            "Doctor: Do you have diabetes and high blood pressure?\nPatient: Yes.\n",
            "The patient has high blood pressure.",
            Status.VERIFIED,
        ),
        (
            "Doctor: Do you have any chest pain or anything like that?\nPatient: Yes.\n",
            "The patient has chest pain.",
            Status.VERIFIED,
        ),
        ("Doctor: Do you smoke or not?\nPatient: Yes.\n", "The patient smokes.", Status.VERIFIED),
    ],
)
def test_a_bare_yes_to_alternatives_bears_out_none_alone(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source, roles=False).status is expected
    assert prove(claim, source, roles=True).status is expected


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (CARE_Q + "Patient: Only urgent care.\n", "The patient went to urgent care.", Status.VERIFIED),
        (CARE_Q + "Patient: Only urgent care.\n", "The patient went to the emergency room.", Status.CONTRADICTED),
        (CARE_Q + "Patient: Urgent care.\n", "The patient went to the emergency room.", Status.UNVERIFIABLE),
        (KNEE_Q + "Patient: The left one.\n", "The pain is in the left knee.", Status.VERIFIED),
        (KNEE_Q + "Patient: The left one.\n", "The pain is in the right knee.", Status.CONTRADICTED),
        (FEVER_Q + "Patient: Just chills.\n", "The patient has chills.", Status.VERIFIED),
        (FEVER_Q + "Patient: Just chills.\n", "The patient has fever.", Status.CONTRADICTED),
    ],
)
def test_a_reply_naming_one_alternative_picks_it(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source, roles=False).status is expected


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (
            LIST_Q + "Patient: Yes. Just the fevers. Well, maybe chills too.\n",
            "The patient has chills.",
            Status.UNVERIFIABLE,
        ),
        (
            LIST_Q + "Patient: Yes. Just the fevers. Well, maybe chills too.\n",
            "The patient does not have chills.",
            Status.UNVERIFIABLE,
        ),
        (
            LIST_Q + "Patient: Yes. Just the fevers. Well, maybe chills too.\n",
            "The patient has fevers.",
            Status.VERIFIED,
        ),
        (
            "Doctor: Any nausea or vomiting?\nPatient: Only nausea. Actually, some vomiting too.\n",
            "The patient does not have vomiting.",
            Status.CONTRADICTED,  # the vomiting added is stated
        ),
        # twins: with nothing added, "just" still denies the rest
        (LIST_Q + "Patient: Yes. Just the fevers.\n", "The patient has chills.", Status.CONTRADICTED),
        (
            LIST_Q + "Patient: Yes. Just the fevers. It started Monday.\n",
            "The patient has chills.",
            Status.CONTRADICTED,
        ),
    ],
)
def test_an_item_added_after_just_is_not_denied(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source, roles=False).status is expected


SHE = "Doctor: Does she smoke?\nPatient: No.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (SHE, "Her child does not smoke.", Status.UNVERIFIABLE),
        (SHE, "The patient's mother does not smoke.", Status.UNVERIFIABLE),
        ("Doctor: Does he have any fever?\nGuest_family: No.\n", "Her son has no fever.", Status.UNVERIFIABLE),
        # twins: the relation named before the question, or the one spoken of ("the boy")
        (SHE, "She does not smoke.", Status.VERIFIED),
        (
            "Doctor: How is your mother doing? Does she smoke?\nPatient: No.\n",
            "The patient's mother does not smoke.",
            Status.VERIFIED,
        ),
        (
            "Guest_family: My son fell off his bike.\nDoctor: Does he have any fever?\nGuest_family: No.\n",
            "Her son has no fever.",
            Status.VERIFIED,
        ),
        ("Doctor: Does he have any fever?\nGuest_family: No.\n", "The boy has no fever.", Status.VERIFIED),
        # a question about someone by name is not about the one answering
        ("Doctor: Does Anna smoke?\nPatient: No.\n", "The patient does not smoke.", Status.UNVERIFIABLE),
        ("Doctor: Does Anna smoke?\nPatient: No.\n", "Anna does not smoke.", Status.VERIFIED),
        ("Doctor: Does Tylenol help?\nPatient: Yes.\n", "Tylenol helps the patient.", Status.VERIFIED),
    ],
)
def test_the_she_asked_of_is_a_relation_only_once_named(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source, roles=False).status is expected
    assert prove(claim, source, roles=True).status is expected


MIXED = (
    "Doctor: And you live with your roommate, no history of tobacco and you limit alcohol intake to less than five"
    " drinks per month.\nPatient: That's correct.\n"
)


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        ("Doctor: Do you smoke?\nPatient: That's correct.\n", "The patient smokes.", Status.VERIFIED),
        ("Doctor: Do you smoke?\nPatient: That's correct.\n", "The patient does not smoke.", Status.CONTRADICTED),
        ("Doctor: Do you smoke?\nPatient: That is right.\n", "The patient smokes.", Status.VERIFIED),
        (
            "Doctor: So you stopped the metformin?\nPatient: That's correct.\n",
            "The patient stopped metformin.",
            Status.VERIFIED,
        ),
        # the speaker's own "that's correct" after their statement answers nothing: the statement stands
        ("Doctor: You have no fever. That's correct.\n", "The patient has fever.", Status.CONTRADICTED),
        # a statement confirmed whose parts differ in polarity: each part as said
        (MIXED, "The patient lives with a roommate.", Status.VERIFIED),
        (MIXED, "The patient does not limit alcohol.", Status.CONTRADICTED),
        (MIXED, "The patient limits alcohol to less than five drinks per week.", Status.CONTRADICTED),
        (MIXED, "The patient limits alcohol to less than five drinks per month.", Status.VERIFIED),
    ],
)
def test_thats_correct_answers_a_question(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source, roles=False).status is expected
