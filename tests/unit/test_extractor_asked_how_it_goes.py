"""The thing a question asks about through "that"/"it" ("i know you've had this back pain . how's that going ?") is
what the answer's "it" stands for (digest/referents.py): the question goes on about the thing, as "is it worse ?"
does, and sentences that go on about it are not counted in the gap. Written in only when it is the one candidate:
a pair, another thing between, "how's that <noun> going ?", or a thing named in another speaker's earlier turn keep
the fact unstored (``not_self_contained``) — never with a guessed referent. Every transcript here is written for the
test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove
from tests.unit.test_extractor_referents import _stored, _visit


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            _visit(
                "[doctor] i know you've had this chronic back pain . how's that going ?",
                "[patient] uh , i've been managing it . it really bothers me when i sit at my desk .",
            ),
            "The patient says the chronic back pain really bothers them when the patient sits at their desk.",
        ),
        (
            _visit("[doctor] how's your left knee ? how's it doing ?", "[patient] it's still swollen ."),
            "The patient says their left knee is still swollen.",
        ),
        (
            _visit(
                "[doctor] you hurt your right wrist last month . how is that now ?",
                "[patient] well , it's still sore in the morning .",
            ),
            "The patient says their right wrist is still sore in the morning.",
        ),
        (
            _visit(
                "[doctor] we started you on the metformin . how's that going ?",
                "[patient] good , i take it every morning with breakfast .",
            ),
            "The patient takes the metformin every morning with breakfast.",
        ),
    ],
)
async def test_the_thing_a_how_question_asks_about_is_written_in_and_verified(text: str, fact: str) -> None:
    assert fact in await _stored(text)
    assert prove(fact, text).status is Status.VERIFIED


@pytest.mark.parametrize(
    "text",
    [
        # two candidates: the knee or the ankle
        _visit("[doctor] how are your knee and your ankle ? how's that going ?", "[patient] it's still swollen ."),
        # "that physical therapy" is another thing between
        _visit("[doctor] how's your knee ? how's that physical therapy going ?", "[patient] it's still swollen ."),
        # the knee is named in the patient's own earlier turn; the doctor's question is about something else
        _visit(
            "[patient] my knee was hurting last week .",
            "[doctor] okay . how's that job of yours going ?",
            "[patient] it's still swollen .",
        ),
        # a brace stands between: "i've been wearing it" may be the brace
        _visit(
            "[doctor] how's your knee ? how's that , uh , how's that new brace going ?",
            "[patient] i've been wearing it . it's still swollen .",
        ),
        # a sentence naming something else stands between
        _visit(
            "[doctor] how's your right shoulder ? how's that going ?",
            "[patient] i went to physical therapy . it's still sore .",
        ),
    ],
)
async def test_with_no_single_thing_before_the_answer_stays_unstored(text: str) -> None:
    stored = await _stored(text)
    assert not [f for f in stored if any(w in f for w in ("swollen", "sore"))]
