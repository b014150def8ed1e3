"""Names on a phone call labelled "Speaker 1:" / "Speaker 2:": the agent who answers "Thank you for calling
Northwind Rail, this is Jamie" is Jamie; the caller who answers "And your name?" with a name alone, or whom the
agent calls "Okay Alex, …", is Alex. The proof engine and the extractor agree on it, so a fact naming them is
stored; a name nobody is called by is not. Written for the test."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.proof.proof import Status, prove

CALL = (
    "Speaker 1: Thank you for calling Northwind Rail, this is Jamie. How can I help?\n"
    "Speaker 2: Hi, I'm travelling from Leeds to London on the 12th but I need to go on the 14th instead.\n"
    "Speaker 1: Sure. And your name?\n"
    "Speaker 2: Alex Morgan.\n"
    "Speaker 1: Okay Alex, I can see a standard return for two adults.\n"
    "Speaker 2: Great.\n"
)
CALLED_ONLY = (
    "Speaker 1: Hello.\n"
    "Speaker 2: Hi, I need to go on the 14th instead.\n"
    "Speaker 1: Okay Alex, I can see a standard return for two adults.\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (CALL, "Jamie can see a standard return for two adults."),
        (CALL, "Alex Morgan needs to go on the 14th instead."),
        (CALL, "Alex is travelling from Leeds to London on the 12th."),
        (CALLED_ONLY, "Alex needs to go on the 14th instead."),
    ],
)
def test_a_name_given_on_the_call_bears_out_the_claim(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (CALL, "Jamie needs to go on the 14th instead."),  # the caller's words, not the agent's
        (CALL, "Alex can see a standard return for two adults."),
    ],
)
def test_the_name_stays_with_its_speaker(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


async def test_the_call_is_digested_under_the_names() -> None:
    assessed = await assess_candidates(ExtractiveProvider().extract(CALL), CALL)
    stored = {a.candidate.text: a.candidate.speaker for a in assessed if a.accepted}
    assert stored.get("Alex Morgan needs to go on the 14th instead.") == "Speaker 2"  # was "Speaker 2 need to go …"
    assert stored.get("Jamie can see a standard return for two adults.") == "Speaker 1"
    assert not [text for text in stored if "alex." in text.lower()]  # was "… for two adults alex."


def test_a_one_word_reply_is_a_name_only_if_said_elsewhere() -> None:
    from factlayer.digest.entities import build_participants

    def named(reply: str) -> str:
        text = f"Speaker 1: And your name?\nSpeaker 2: {reply}\nSpeaker 1: Thanks, I see it, Alex.\n"
        entity = build_participants(text).speaker("Speaker 2")
        assert entity is not None
        return entity.name

    assert named("Fine.") == "Speaker 2"  # was renamed "Fine"
    assert named("Sure.") == "Speaker 2"
    assert named("Alex.") == "Alex"  # said again mid-sentence: "…, Alex."
    assert named("Alex Morgan.") == "Alex Morgan"


async def test_a_caller_called_by_name_is_digested_under_it() -> None:
    assessed = await assess_candidates(ExtractiveProvider().extract(CALLED_ONLY), CALLED_ONLY)
    stored = {a.candidate.text for a in assessed if a.accepted}
    assert "Alex needs to go on the 14th instead." in stored  # "Okay Alex, …" (capitalised) was not read as a call
