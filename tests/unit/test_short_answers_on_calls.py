"""Short answers on a call, read with their question: "It did." / "It doesn't." echo a yes/no question about a thing of
the call ("Did the router restart?") as a yes or a no (``lexicon/yes.txt``, ``no.txt``, ``nlp.replies``), and the
question and its answer become one fact about that thing, said by the one who answers, that the proof verifies — or
no fact ("Did the power light turn on?": which word is the verb, the words do not settle).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.answers import reply_polarity
from factlayer.proof.proof import Status, prove
from tests.unit.digests import assessed


@pytest.mark.parametrize(
    ("answer", "polarity"),
    [("It did.", True), ("It does, yes.", True), ("It didn't.", False), ("It is not.", False), ("It is red.", None)],
)
def test_an_echo_of_it_answers_yes_or_no(answer: str, polarity: bool | None) -> None:
    assert reply_polarity(answer) is polarity


CALLS = [
    ("Did the router restart after that?", "It did.", "The router restarted after that."),
    ("Did the router restart?", "Yes.", "The router restarted."),
    ("Does your modem blink?", "It doesn't.", "The caller's modem does not blink."),
    ("Did the technician come back?", "No, it didn't.", "The technician did not come back."),
    ("Does the app crash on startup?", "It does.", "The app crashes on startup."),
]


@pytest.mark.parametrize(("question", "answer", "fact"), CALLS)
async def test_a_short_answer_about_a_thing_is_one_fact_of_the_one_who_answers(
    question: str, answer: str, fact: str
) -> None:
    text = f"Agent: {question}\nCaller: {answer}\nAgent: Okay.\n"
    assert prove(fact, text).status is Status.VERIFIED
    stored = [a.candidate for a in await assessed(text) if a.accepted]
    assert (fact, "Caller", 2) in {(c.text, c.speaker, len(c.spans)) for c in stored}


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Did the power light turn on?", "It did."),  # "light" or "turn": the verb is not settled
        ("Did the router restart?", "It is flashing red."),  # no yes, no no
        ("Did the router restart?", "Maybe."),
    ],
)
async def test_no_fact_where_the_answer_or_the_question_is_unsettled(question: str, answer: str) -> None:
    text = f"Agent: {question}\nCaller: {answer}\nAgent: Okay.\n"
    for a in await assessed(text):
        assert not (a.accepted and len(a.candidate.spans) == 2), a.candidate.text
