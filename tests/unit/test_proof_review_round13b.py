"""Kinds of round 13b (issue #12), each with its twin:

- a reply that names another item of the question's list ("the emergency room or urgent care?" — "I went to
  urgent care") or its own word after the repeated verb and the same preposition ("did you land on the kneecap?" —
  "I landed on my side") does not take up the question's item: the claim's word is not borrowed from the question
  (proof/reply_slots.py, proof/context.py ``_taken_up``);
- a "no" to a yes/no question denies what it asks about, not the words of its modifier ("a rash on the painful
  area?" — "No." denies no pain; proof/denied_focus.py, lexicon modifier_prepositions.txt);
- a value said after a word of an earlier list item is not the value of a later item ("crestor and olmesartan
  daily and then tylenol for occasional pain": tylenol is not daily; proof/item_values.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

ER = "[doctor] did you go to the emergency room or urgent care?\n[patient] i went to urgent care.\n"
ER_BOTH = "[doctor] did you go to the emergency room?\n[patient] yes i went there right away.\n"
KNEECAP = "[doctor] did you land on the kneecap?\n[patient] i landed on my side.\n"
KNEECAP_YES = "[doctor] did you land on the kneecap?\n[patient] yes i landed right on it.\n"
ICE = "[doctor] did you fall on the ice?\n[patient] i fell on the stairs.\n"
SOCCER = "[doctor] did you stop playing soccer after the injury?\n[patient] yes i had to stop playing right away.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (ER, "The patient went to the emergency room.", {Status.UNVERIFIABLE, Status.CONTRADICTED}),
        (ER, "The patient went to urgent care.", {Status.VERIFIED}),
        (ER_BOTH, "The patient went to the emergency room.", {Status.VERIFIED}),
        (KNEECAP, "The patient landed on her kneecap.", {Status.UNVERIFIABLE, Status.CONTRADICTED}),
        (KNEECAP, "The patient landed on her side.", {Status.VERIFIED}),
        (KNEECAP_YES, "The patient landed on her kneecap.", {Status.VERIFIED}),
        (ICE, "The patient fell on the ice.", {Status.UNVERIFIABLE, Status.CONTRADICTED}),
        (ICE, "The patient fell on the stairs.", {Status.VERIFIED}),
    ],
)
def test_a_reply_with_another_item_does_not_take_up_the_question(
    source: str, claim: str, expected: set[Status]
) -> None:
    assert prove(claim, source).status in expected


def test_a_reply_going_on_without_the_preposition_still_carries_the_topic() -> None:
    from factlayer.proof.reply_slots import own_word_in_slot
    from factlayer.proof.source import build

    src = build(SOCCER)
    question, reply = src.statements[0], src.statements[-1]
    q = [t.low for t in question.tokens]
    r = [t.low for t in reply.tokens]
    # "stop playing soccer" — "stop playing right away": no shared preposition before "right"
    assert not own_word_in_slot(
        reply.tokens, r.index("playing"), question.tokens, q.index("playing"), q.index("soccer")
    )
    src = build(KNEECAP)
    question, reply = src.statements[0], src.statements[-1]
    q = [t.low for t in question.tokens]
    r = [t.low for t in reply.tokens]
    assert own_word_in_slot(reply.tokens, r.index("landed"), question.tokens, q.index("land"), q.index("kneecap"))


RASH = "[doctor] has he ever had a rash on the painful area?\n[guest_family] no.\n"
SWELLING = "[doctor] do you have any swelling in the sore knee?\n[patient] no.\n"
WALKING = "[doctor] any pain with walking?\n[patient] no.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (RASH, "The boy has had pain for two months.", Status.UNVERIFIABLE),
        (RASH, "The boy has never had pain.", Status.UNVERIFIABLE),
        (RASH, "The boy has had a rash on the painful area.", Status.CONTRADICTED),
        (RASH, "The boy has never had a rash.", Status.VERIFIED),
        (SWELLING, "The patient has a sore knee.", Status.UNVERIFIABLE),
        (SWELLING, "The patient has swelling in the knee.", Status.CONTRADICTED),
        (WALKING, "The patient has pain.", Status.CONTRADICTED),
    ],
)
def test_a_no_denies_the_focus_of_the_question_not_its_modifier(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source).status is expected


MEDS = "[patient] i take crestor and olmesartan daily and then tylenol for occasional pain.\n"
LISINOPRIL = "[patient] i take lisinopril twice a day and advil when my back hurts.\n"
LEADING = "[patient] for the past two weeks i've had a cough and a fever.\n"


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (MEDS, "The patient takes tylenol daily.", False),
        (MEDS, "The patient takes crestor daily.", True),
        (MEDS, "The patient takes olmesartan daily.", True),
        (LISINOPRIL, "The patient takes advil twice a day.", False),
        (LISINOPRIL, "The patient takes lisinopril twice a day.", True),
        (LEADING, "The patient has had a fever for the past two weeks.", True),
    ],
)
def test_a_value_of_an_earlier_item_is_not_a_later_items(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


COUGH = "[doctor] any trouble sleeping because of the cough?\n[patient] no.\n"
PILLS = "[patient] i take metformin in the morning and then lipitor before bed.\n"
TOGETHER = "[patient] i take metformin and lipitor in the morning.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (COUGH, "The patient has a cough.", Status.UNVERIFIABLE),
        (COUGH, "The patient has trouble sleeping.", Status.CONTRADICTED),
    ],
)
def test_because_of_opens_the_modifier_a_no_leaves_alone(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source).status is expected


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (PILLS, "The patient takes lipitor in the morning.", False),
        (PILLS, "The patient takes metformin in the morning.", True),
        (TOGETHER, "The patient takes metformin in the morning.", True),
        (TOGETHER, "The patient takes lipitor in the morning.", True),
    ],
)
def test_a_time_in_words_of_an_earlier_item_is_not_a_later_items(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


GLUED = (
    "[patient] i did fall to the ground\n"
    "[doctor] you did fall to the ground okay and did you land on the kneecap i mean did it hurt a lot\n"
    "[patient] i landed on my side\n"
)
GLUED_STATEMENT = "[patient] i did fall to the ground okay and i landed on the kneecap\n"


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (GLUED, "The patient landed on her kneecap.", False),
        (GLUED, "The patient landed on her side.", True),
        (GLUED, "The patient fell to the ground.", True),
        (GLUED_STATEMENT, "The patient landed on her kneecap.", True),
    ],
)
def test_a_question_glued_after_a_statement_asks_it(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


def test_the_glued_question_is_cut_at_its_auxiliary() -> None:
    from factlayer.nlp.run_ons import run_on_cuts

    text = "you did fall to the ground okay and did you land on the kneecap"
    assert [text[a:b] for a, b in run_on_cuts(text, [(0, len(text))])][-1] == "did you land on the kneecap"
    short = "okay and did you land on it"
    assert run_on_cuts(short, [(0, len(short))]) == [(0, len(short))]


SPORTS = "[patient] i walk every morning and swim on weekends.\n"


@pytest.mark.parametrize(
    ("claim", "verified"),
    [("The patient swims every morning.", False), ("The patient walks every morning.", True)],
)
def test_every_morning_of_the_first_item_is_not_the_seconds(claim: str, verified: bool) -> None:
    assert (prove(claim, SPORTS).status is Status.VERIFIED) is verified
