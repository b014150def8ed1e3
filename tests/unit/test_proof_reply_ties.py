"""A question and its answer stay tied (proof/but_after_no.py, nlp/understood.py): a "no" followed by a sentence
opening on "but" that brings up something else still denies ("Do you have a primary care doctor?" — "No. But I
have a case manager."), while a "but" sentence that comes back to the thing asked about takes the no back ("No.
But actually, yes, I did have some last week."); and words of having followed the question ("Oh, I see.", "Okay,
got it.") before a "no" leave the no the answer. Every transcript is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


def _q(question: str, reply: str) -> str:
    return f"Doctor: {question}\nPatient: {reply}\n"


BUT_ANOTHER_THING = [
    (_q("Do you have a primary care doctor?", "No. But I have a case manager."), "primary care doctor"),
    (_q("Do you have any pets at home?", "No. But we have a big garden."), "pets at home"),
    (_q("Do you own a car?", "No. But the bus stops right outside my building."), "car"),
    (_q("Do you have a scale at home?", "No. But the clinic weighs me every visit."), "scale"),
    (_q("Do you have a gym membership?", "No. But I walk the dog every morning."), "gym membership"),
    (_q("Do you have a living will?", "Nope. But my lawyer has all my papers."), "living will"),
    (_q("Do you have stairs in your house?", "No. Though the laundry room is in the basement."), "stairs"),
    (_q("Do you have a hearing aid?", "No. But I wear glasses."), "hearing aid"),
    (_q("Do you have a walker?", "No. But I use a cane outside."), "walker"),
]

BUT_ANOTHER_CLAIMS = {
    "primary care doctor": (
        "The patient does not have a primary care doctor.",
        "The patient has a primary care doctor.",
    ),
    "pets at home": ("The patient does not have any pets at home.", "The patient has pets at home."),
    "car": ("The patient does not own a car.", "The patient owns a car."),
    "scale": ("The patient does not have a scale at home.", "The patient has a scale at home."),
    "gym membership": ("The patient does not have a gym membership.", "The patient has a gym membership."),
    "living will": ("The patient does not have a living will.", "The patient has a living will."),
    "stairs": ("The patient does not have stairs in the house.", "The patient has stairs in the house."),
    "hearing aid": ("The patient does not have a hearing aid.", "The patient has a hearing aid."),
    "walker": ("The patient does not have a walker.", "The patient has a walker."),
}


@pytest.mark.parametrize(("source", "key"), BUT_ANOTHER_THING)
def test_a_no_followed_by_but_about_something_else_still_denies(source: str, key: str) -> None:
    denial, assertion = BUT_ANOTHER_CLAIMS[key]
    assert prove(denial, source).status is Status.VERIFIED
    assert prove(assertion, source).status is Status.CONTRADICTED


UNDERSTOOD = [
    _q("Any chest pain?", "Oh, I get you. No, none at all."),
    _q("Any chest pain?", "Oh, I see. No, none at all."),
    _q("Any chest pain?", "Okay, got it. No, none at all."),
    _q("Any chest pain?", "Ah, I understand. No, I haven't had any."),
    _q("Any chest pain?", "Oh, gotcha. Nope."),
    _q("Any chest pain?", "Okay, that makes sense. No."),
    _q("Any chest pain?", "Oh I see what you mean. No, not at all."),
    _q("Any chest pain?", "Oh, I get you, no, none at all."),
    _q("Any chest pain?", "Okay, got it, no."),
    _q("Any chest pain?", "Ah, I hear you. No chest pain."),
]


@pytest.mark.parametrize("source", UNDERSTOOD)
def test_words_of_having_followed_the_question_leave_the_no_its_answer(source: str) -> None:
    assert prove("The patient has no chest pain.", source).status is Status.VERIFIED
    assert prove("The patient has chest pain.", source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        # a "but" that comes back to the thing asked about takes the no back
        (
            _q("Did you have any chest pain?", "No. But actually, yes, I did have some last week."),
            "The patient has no chest pain.",
        ),
        (_q("Do you smoke?", "No. But I used to."), "The patient has never smoked."),
        (_q("Do you drink?", "No. But maybe a glass of wine at Christmas."), "The patient does not drink."),
        (_q("Any headaches?", "No. But I had a headache on Sunday."), "The patient has no headaches."),
        (_q("Any chest pain?", "No. But sometimes it feels tight."), "The patient has no chest pain."),
        # the speaker's no, another's yes: not the speaker's yes
        (_q("Do you smoke?", "No, but my wife does."), "The patient smokes."),
        (_q("Do you smoke?", "No. But my wife does."), "The patient smokes."),
        # "I see" with no comma after it opens no answer
        (_q("Any changes in your vision?", "I see no changes at all."), "The patient has changes in vision."),
    ],
)
def test_look_alikes_are_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_q("Do you smoke?", "No, but my wife does."), "The patient does not smoke."),
        (_q("Do you smoke?", "No. But my wife does."), "The patient does not smoke."),
        (_q("Do you smoke?", "No. But my wife does."), "The patient's wife smokes."),
        (
            _q("Are you taking the medication?", "Oh, I see. Yes, every morning."),
            "The patient is taking the medication.",
        ),
    ],
)
def test_look_alikes_keep_their_meaning(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_a_clarification_then_yes_is_never_read_as_a_no() -> None:
    source = _q("Are you taking the medication?", "Oh I see, you mean the pills? Yes.")
    assert prove("The patient is not taking the medication.", source).status is not Status.VERIFIED
