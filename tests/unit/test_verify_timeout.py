"""timeout_s: the checker answers with the evidence found by the deadline instead of waiting.

Reading a long source takes the engine seconds (a 120,000-character transcript ~1.5 s on this machine), so
a short source checked first and long, never-seen sources after it leave the deadline in the middle.
"""

from __future__ import annotations

import sys
import threading
import time
import uuid

from factlayer.models.verdict import Verdict
from factlayer.proof.proof import prove_steps
from factlayer.verify.checker import ClaimChecker, SourceDoc
from factlayer.verify.deadline import Progress

SHORT = "Patient: I take ibuprofen twice a day."


def _long_source() -> str:
    """A long transcript the engine has not read before (its source cache is keyed by the text)."""
    nonce = uuid.uuid4().hex
    lines = [f"Patient: I walked {i} miles to shop {nonce} number {i} and bought bread." for i in range(3000)]
    return "\n".join(lines)


async def test_the_deadline_returns_the_evidence_found_so_far() -> None:
    checker = ClaimChecker()
    claim = "The patient takes ibuprofen twice a day."
    # warm: the short source and this claim are read once, so under any machine load the short source is
    # checked well inside the deadline and only the long, never-seen sources are left out
    await checker.verify(claim, [SourceDoc(text=SHORT)])
    docs = [SourceDoc(SHORT, "tr_short"), SourceDoc(_long_source(), "tr_long1"), SourceDoc(_long_source(), "tr_long2")]
    started = time.perf_counter()
    response = await checker.verify(claim, docs, timeout_s=0.5)
    elapsed = time.perf_counter() - started
    assert elapsed < 2.5, f"waited {elapsed:.2f} s for a 0.5 s timeout"
    assert response.timed_out
    # supported by the one source checked, but the others were not read: no firm VERIFIED
    assert response.verdict == Verdict.PARTIAL
    assert [e.source.transcription_id for e in response.evidence] == ["tr_short"]
    assert response.evidence[0].type == "supporting"
    assert [s.transcription_id for s in response.sources] == ["tr_short"]
    assert response.reason is not None and response.reason.startswith("timed out: 1 of 3 sources checked")
    assert response.correction is None  # supported so far: nothing to correct, only time ran out


async def test_a_contradiction_found_before_the_deadline_still_gets_its_correction() -> None:
    checker = ClaimChecker()
    claim = "I take ibuprofen three times a day."
    await checker.verify(claim, [SourceDoc(text=SHORT)])  # warm, as above
    docs = [SourceDoc(SHORT, "tr_short"), SourceDoc(_long_source(), "tr_long")]
    response = await checker.verify(claim, docs, timeout_s=0.5)
    assert response.timed_out and response.verdict == Verdict.PARTIAL
    assert [e.type for e in response.evidence] == ["contradicting"]
    correction = response.correction
    assert correction is not None and correction.type == "replace"
    assert correction.corrected == "I take ibuprofen twice a day."
    assert [s.transcription_id for s in correction.sources] == ["tr_short"] and correction.note


async def test_nothing_checked_in_time_is_unverifiable() -> None:
    response = await ClaimChecker().verify("I take ibuprofen twice a day.", [SourceDoc(_long_source())], timeout_s=0.05)
    assert response.timed_out
    assert response.verdict == Verdict.UNVERIFIABLE
    assert response.evidence == [] and response.sources == [] and response.correction is None


async def test_time_enough_gives_the_answer_without_a_timeout() -> None:
    checker = ClaimChecker()
    docs = [SourceDoc(SHORT)]
    claim = "I take ibuprofen three times a day."
    timed = await checker.verify(claim, docs, timeout_s=30)
    plain = await checker.verify(claim, docs)
    assert not timed.timed_out and not plain.timed_out
    assert timed == plain
    assert timed.verdict == Verdict.CONTRADICTED


async def test_a_batch_shares_one_deadline() -> None:
    checker = ClaimChecker(max_concurrency=1)
    long = SourceDoc(_long_source())
    claims = ["I take ibuprofen twice a day.", "I walked 5 miles.", "I bought bread."]
    started = time.perf_counter()
    results = await checker.verify_many(claims, [long], timeout_s=0.3)
    assert time.perf_counter() - started < 2.5
    assert all(r.timed_out and r.verdict is Verdict.UNVERIFIABLE for r in results)
    assert [r.claim_id for r in results] == [(await checker.verify(c, [SourceDoc(SHORT)])).claim_id for c in claims]


def test_a_stopped_progress_keeps_what_it_had_and_takes_nothing_more() -> None:
    claim = "I take ibuprofen twice a day. I bought bread."
    parts = list(prove_steps(claim, SHORT))
    assert len(parts) == 2
    progress = Progress(2)
    assert progress.add(0, parts[0])
    checked = progress.stop()
    # the worker's late steps are refused: it ends, and the answer is built from the copy taken at the stop
    assert not progress.add(0, parts[1]) and not progress.finish(0)
    assert checked.parts == ((parts[0],), ()) and checked.timed_out
    assert list(checked.proofs(claim)) == [0]
    assert progress.stop().parts == checked.parts


def _workers_in_the_engine() -> list[str]:
    """The threads now running a verification's worker (``verify.deadline._work``), by name."""
    frames = sys._current_frames()
    out = []
    for thread in threading.enumerate():
        frame = frames.get(thread.ident or -1)
        while frame is not None and frame.f_code.co_name != "_work":
            frame = frame.f_back
        if frame is not None and frame.f_code.co_filename.endswith("deadline.py"):
            out.append(thread.name)
    return out


async def test_a_timed_out_worker_stops_computing_soon_after_the_answer() -> None:
    # reading this never-seen source takes seconds; the answer comes at the deadline, and the worker thread must
    # not go on reading it for nobody (CPU taken from the next requests)
    response = await ClaimChecker().verify("I bought bread.", [SourceDoc(_long_source())], timeout_s=0.05)
    assert response.timed_out
    waited = time.perf_counter() + 1.5  # generous: the worker ends at its next sentence (well under 100 ms)
    while _workers_in_the_engine() and time.perf_counter() < waited:
        time.sleep(0.01)
    assert _workers_in_the_engine() == []
