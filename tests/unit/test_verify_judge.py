"""The optional LLM judge: what it reads (judge_input) and how its score moves the checker's verdict.

The judge is the boundary nobody can run in a unit test (a language model); the fakes below stand in for
it and are named as fakes. The real model's scores are exercised by the ``llm`` tests and ``make eval-llm``.
"""

from __future__ import annotations

from factlayer.models.verdict import Verdict
from factlayer.verify.checker import ClaimChecker, SourceDoc
from factlayer.verify.judge import JUDGE_MAX_SOURCE_CHARS, judge_from_provider, judge_input
from tests.unit.test_verify_checker import VISIT

FILLER = "".join(
    f"Speaker {i % 3}: We talked about item number {i} of the agenda and the budget for the quarter.\n"
    for i in range(200)
)
LONG = FILLER + "Chair: The new library opens on the fifth of March in the old station building.\n" + FILLER


def test_a_short_source_is_read_whole() -> None:
    assert judge_input(VISIT, "I take ibuprofen twice a day.") == VISIT


def test_a_long_source_is_cut_to_the_sentences_about_the_claim() -> None:
    assert len(LONG) > JUDGE_MAX_SOURCE_CHARS
    window = judge_input(LONG, "The library opens in March in the old station.")
    assert len(window) <= JUDGE_MAX_SOURCE_CHARS
    assert "Chair: The new library opens on the fifth of March in the old station building." in window
    # every piece is a sentence of the source (with its speaker), in source order
    pieces = window.split("\n[...]\n")
    for piece in pieces:
        speaker, _, sentence = piece.partition(": ")
        assert f"{speaker}: " in LONG and sentence in LONG
    positions = [LONG.index(p.partition(": ")[2]) for p in pieces]
    assert positions == sorted(positions)


class FakeYesNoModel:
    """Fake of an LLM provider's judge_yes_no: records the prompt, answers a fixed log-odds."""

    def __init__(self, score: float) -> None:
        self.score = score
        self.prompts: list[str] = []

    async def judge_yes_no(self, *, system: str, user: str) -> float:
        self.prompts.append(user)
        return self.score


async def test_the_judge_reads_the_window_and_the_claim_last() -> None:
    model = FakeYesNoModel(2.0)
    judge = judge_from_provider(model)
    assert await judge(LONG, "The library opens in March.") == 2.0
    (prompt,) = model.prompts
    assert len(prompt) < JUDGE_MAX_SOURCE_CHARS + 300
    assert prompt.index("The new library opens") < prompt.index("CLAIM:\nThe library opens in March.")


async def test_the_judge_is_asked_only_to_confirm_a_verified_claim() -> None:
    model = FakeYesNoModel(-30.0)
    checker = ClaimChecker(judge=judge_from_provider(model))
    contradicted = await checker.verify("I take ibuprofen three times a day.", [SourceDoc(text=VISIT)])
    assert contradicted.verdict == Verdict.CONTRADICTED
    assert model.prompts == []  # it could only lower a verdict, and CONTRADICTED has nowhere lower to go
    await checker.verify("I take ibuprofen twice a day.", [SourceDoc(text=VISIT)])
    assert len(model.prompts) == 1


async def test_a_confident_no_from_the_judge_withdraws_verification() -> None:
    claim = "I take ibuprofen twice a day."
    offline = await ClaimChecker().verify(claim, [SourceDoc(text=VISIT)])
    assert offline.verdict == Verdict.VERIFIED
    doubting = await ClaimChecker(judge=judge_from_provider(FakeYesNoModel(-30.0))).verify(
        claim, [SourceDoc(text=VISIT)]
    )
    assert doubting.verdict == Verdict.PARTIAL
    assert all(e.type != "supporting" for e in doubting.evidence)
    assert "LLM judge" in (doubting.reason or "")  # it says why it lowered the verdict


async def test_a_confident_yes_never_raises_a_verdict() -> None:
    # "two times daily" is not in the engine's tables as "twice a day"; whatever the engine says, a yes keeps it.
    for claim in ("The patient takes aspirin twice a day.", "I take ibuprofen three times a day."):
        offline = await ClaimChecker().verify(claim, [SourceDoc(text=VISIT)])
        agreeing = await ClaimChecker(judge=judge_from_provider(FakeYesNoModel(30.0))).verify(
            claim, [SourceDoc(text=VISIT)]
        )
        assert offline.verdict != Verdict.VERIFIED
        assert agreeing.verdict == offline.verdict
        assert agreeing.confidence == offline.confidence


async def test_a_failing_judge_leaves_the_offline_verdict() -> None:
    async def broken_judge(source: str, claim: str) -> float:
        raise TimeoutError("LLM server did not answer")

    claim = "I take ibuprofen twice a day."
    offline = await ClaimChecker().verify(claim, [SourceDoc(text=VISIT)])
    with_broken = await ClaimChecker(judge=broken_judge).verify(claim, [SourceDoc(text=VISIT)])
    assert with_broken.verdict == offline.verdict
    assert with_broken.confidence == offline.confidence


def test_a_long_unpunctuated_transcript_is_cut_into_pieces_not_dropped() -> None:
    words = " ".join(f"word{i}" for i in range(1500)) + " the library opens in march " + "filler " * 300
    assert len(words) > JUDGE_MAX_SOURCE_CHARS
    window = judge_input(words, "The library opens in March.")
    assert "the library opens in march" in window
    assert 0 < len(window) <= JUDGE_MAX_SOURCE_CHARS
