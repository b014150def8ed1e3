"""Seed 004's shapes: corrections cite the spans their words come from and say why; evidence carries its
source's date, age and recency weight; the same claim has the same id."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from factlayer.models.verdict import Verdict
from factlayer.verify.checker import ClaimChecker, SourceDoc
from factlayer.verify.correction import marked_words, replace_from_evidence
from factlayer.verify.evidence import claim_id, recency

VISIT = "Doctor: Do you take anything for it?\nPatient: I take ibuprofen twice a day."
NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


async def test_a_replace_correction_cites_its_span_and_says_why() -> None:
    claim = "The patient takes ibuprofen three times a day."
    response = await ClaimChecker().verify(claim, [SourceDoc(text=VISIT, transcription_id="tr_visit")], now=NOW)
    assert response.verdict == Verdict.CONTRADICTED
    correction = response.correction
    assert correction is not None and correction.type == "replace"
    assert "twice" in correction.corrected
    assert correction.sources, "a correction names where its words come from"
    cited = correction.sources[0]
    assert cited.transcription_id == "tr_visit"
    assert VISIT[cited.start_char : cited.end_char] == cited.text
    assert "twice" in cited.text  # the corrected value is in the cited span
    assert correction.note is not None and "3" in correction.note and "2" in correction.note  # "3 times vs 2 times"


async def test_an_update_correction_names_the_newer_source_and_when() -> None:
    older = SourceDoc("Patient: I take ibuprofen twice a day.", "tr_old", NOW - timedelta(days=60))
    newer = SourceDoc("Patient: I take ibuprofen four times a day now.", "tr_new", NOW - timedelta(days=1))
    response = await ClaimChecker().verify("I take ibuprofen twice a day.", [older, newer], now=NOW)
    assert response.verdict == Verdict.OUTDATED
    correction = response.correction
    assert correction is not None and correction.type == "update"
    assert "four" in correction.corrected
    assert [s.transcription_id for s in correction.sources] == ["tr_new"]
    assert correction.note is not None
    assert "tr_new" in correction.note and "2026-11-22" in correction.note and "changed" in correction.note


async def test_no_correction_means_no_sources_to_cite() -> None:
    response = await ClaimChecker().verify("I take ibuprofen twice a day.", [SourceDoc(text=VISIT)], now=NOW)
    assert response.verdict == Verdict.VERIFIED and response.correction is None


async def test_each_evidence_item_carries_its_sources_recency() -> None:
    older = SourceDoc("Patient: I take ibuprofen twice a day.", "tr_old", NOW - timedelta(days=60))
    newer = SourceDoc("Patient: I take ibuprofen four times a day now.", "tr_new", NOW - timedelta(days=1))
    checker = ClaimChecker(recency_half_life_days=30.0)
    response = await checker.verify("I take ibuprofen twice a day.", [older, newer], now=NOW)
    by_source = {e.source.transcription_id: e for e in response.evidence}
    assert set(by_source) == {"tr_old", "tr_new"}
    old, new = by_source["tr_old"], by_source["tr_new"]
    assert old.recorded_at == NOW - timedelta(days=60) and new.recorded_at == NOW - timedelta(days=1)
    assert (old.age_days, new.age_days) == (60.0, 1.0)
    assert old.recency_weight == 0.25  # two half-lives
    assert new.recency_weight is not None and 0.97 < new.recency_weight < 0.98
    assert new.recency_weight > old.recency_weight


async def test_inline_text_has_no_date_so_no_recency() -> None:
    response = await ClaimChecker().verify("I take ibuprofen twice a day.", [SourceDoc(text=VISIT)], now=NOW)
    assert response.evidence
    assert all(e.recorded_at is None and e.age_days is None and e.recency_weight is None for e in response.evidence)


def test_recency_of_a_naive_stored_time_and_of_clock_skew() -> None:
    naive = datetime(2026, 11, 22, 12, 0)  # SQLite hands back times without a zone: UTC
    assert recency(naive, NOW, 30.0) == (1.0, round(0.5 ** (1 / 30), 4))
    assert recency(NOW + timedelta(hours=1), NOW, 30.0) == (0.0, 1.0)  # a source from "the future" is new
    assert recency(None, NOW, 30.0) == (None, None)


async def test_the_same_claim_has_the_same_id() -> None:
    checker = ClaimChecker()
    first = await checker.verify("  I take ibuprofen twice a day.", [SourceDoc(text=VISIT)])
    second = await checker.verify("I take ibuprofen twice a day.", [SourceDoc(text="Patient: no drugs.")])
    other = await checker.verify("I take aspirin.", [SourceDoc(text=VISIT)])
    assert first.claim_id == second.claim_id == claim_id("I take ibuprofen twice a day.")
    assert first.claim_id is not None and first.claim_id.startswith("clm_") and len(first.claim_id) == 20
    assert other.claim_id != first.claim_id


def test_a_correction_is_a_sentence_or_the_evidence_verbatim() -> None:
    # aligning with "[patient] no , no" glued the label after the claim's full stop; a polarity fix may only
    # add or drop negation words
    polarity = ["polarity: the claim is positive, the evidence denies it"]
    claim = "The patient has problems with their bowels."
    evidence = "okay , and any problems with your bladder or your bowels ?\n[patient] no , no ."
    assert replace_from_evidence(claim, evidence, marked_words(claim, polarity)) is None
    affirmed = ["polarity: the claim is negative, the evidence affirms it"]
    assert replace_from_evidence("The patient does not smoke.", "I smoke every day", {"not", "no"}) is None
    fixed = replace_from_evidence("The patient does not smoke.", "the patient does smoke", marked_words("x", affirmed))
    assert fixed == "The patient does smoke."


def test_a_correction_never_mixes_in_the_speakers_own_words() -> None:
    # a new user saw "The patient has had pain in my left knee." offered; without a clean edit, no correction text
    # of its own (the caller quotes the evidence verbatim)
    assert (
        replace_from_evidence(
            "The patient has had pain in the right knee.", "i have had pain in my left knee", {"right"}
        )
        is None
    )
    assert replace_from_evidence("The patient takes 20 mg.", "i take 10 mg", {"20"}) is None
    assert replace_from_evidence("The patient takes 20 mg daily.", "the patient takes 10 mg daily", {"20"}) == (
        "The patient takes 10 mg daily."
    )
