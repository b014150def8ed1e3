"""A review of systems asked bare ("chest pain? shortness of breath?") and answered with a plain "no" denies each
complaint; "yes" to such a run says nothing of which (to one complaint, it says it), and a bare question that names
no complaint ("pretty good?") makes no fact. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.answers import complaint
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("question", "is_complaint"),
    [
        ("chest pain", True),
        ("shortness of breath", True),
        ("do you have chest pain", False),  # a question with a verb: its own form reads it
        ("pretty good", False),
        ("nothing new", False),
        ("the pain in your left knee when you walk", False),  # more than a bare complaint
    ],
)
def test_a_bare_complaint(question: str, is_complaint: bool) -> None:
    assert complaint(question) is is_complaint


async def test_a_no_to_a_run_of_complaints_denies_each() -> None:
    stored = await _facts(
        "[patient] i just feel tired .",
        "[doctor] okay . chest pain ? palpitations ? shortness of breath ?",
        "[patient] no .",
        "[doctor] how is your sleep ? pretty good ?",
        "[patient] no .",
    )
    assert "The patient has no chest pain." in stored
    assert "The patient has no palpitations." in stored
    assert "The patient has no shortness of breath." in stored
    assert not any("pretty good" in fact for fact in stored)


async def test_a_yes_to_a_run_of_complaints_says_nothing_of_which() -> None:
    stored = await _facts(
        "[patient] i feel awful .",
        "[doctor] nausea ? vomiting ?",
        "[patient] yes .",
        "[doctor] and fever ?",
        "[patient] yes .",
    )
    assert not any("nausea" in fact or "vomiting" in fact for fact in stored)
    assert "The patient has fever." in stored  # one complaint: "yes" says it
