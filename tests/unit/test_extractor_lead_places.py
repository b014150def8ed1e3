"""A place or time phrase before a subject a determiner opens ("in the emergency room, a ct scan was done …", "at the
last meeting, the budget was cut …") moves behind the main clause, so the fact finds its subject
(``clause_subject``) — only after a preposition and a comma: "the knee, the pain …" and an unpunctuated "in the
morning the pain is worse" tell no lead from the subject. Every transcript here is written for the test, and each
fact is stored only when the proof engine verifies it."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.clause_subject import with_subject
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


def test_a_preposition_lead_before_a_determiner_moves_behind_the_main_clause() -> None:
    assert (
        with_subject("in the emergency room, a ct scan was done.", None) == "a ct scan was done in the emergency room"
    )
    assert (
        with_subject("in the emergency room, a ct scan was done which showed a stone.", None)
        == "a ct scan was done in the emergency room which showed a stone"
    )


def test_no_lead_is_read_without_a_preposition_and_a_comma() -> None:
    assert with_subject("the knee, the pain is worse.", None) == "the knee, the pain is worse."
    assert with_subject("in the morning the pain is worse.", None) == "in the morning the pain is worse."


async def test_a_visit_keeps_a_test_done_somewhere_before() -> None:
    text = (
        "[doctor] how have you been ?\n"
        "[patient] not great , my side hurts .\n"
        "[doctor] in the emergency room , a ct scan was done which showed a small stone .\n"
        "[patient] okay .\n"
    )
    stored = await _stored(text)
    assert "A ct scan was done in the emergency room which showed a small stone." in stored, stored


async def test_a_meeting_keeps_a_decision_taken_at_a_meeting() -> None:
    text = (
        "Dana: Where are we on the launch?\nRaj: At the last review, the budget was cut by half. We will ship in May.\n"
    )
    stored = await _stored(text)
    # what Raj says (``test_chat_thing_said_by_speaker``): "Raj says the budget was cut by half at the last review."
    assert any("the budget was cut by half at the last review" in fact.lower() for fact in stored), stored
