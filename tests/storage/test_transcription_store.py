"""The transcription store: ASR results stored and read back in the shape the ASR produced them, and the
jobs a transcription queues in the transaction that stores it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.asr.spans import span_to_audio
from factlayer.asr.types import SegmentResult, TranscriptResult, WordResult
from factlayer.errors import InvalidInput, NotFound
from factlayer.storage.job_store import JobStore
from factlayer.storage.transcription_store import TranscriptionStore
from tests.storage.helpers import sqlite_only

backend = sqlite_only  # reads the SQLite file directly

TEXT = "I take ibuprofen. Twice a day."
RESULT = TranscriptResult(
    text=TEXT,
    language="en",
    language_probability=0.99,
    duration_s=3.0,
    model="tiny.en",
    segments=(
        SegmentResult(
            0,
            "I take ibuprofen.",
            0.0,
            1.5,
            -0.2,
            0.01,
            0,
            17,
            (
                WordResult(0, "I", 0.0, 0.2, 0.9, 0, 1),
                WordResult(1, "take", 0.2, 0.6, 0.8, 2, 6),
                WordResult(2, "ibuprofen.", 0.6, 1.4, 0.7, 7, 17),
            ),
        ),
        SegmentResult(
            1, "Twice a day.", 1.6, 3.0, -0.3, 0.02, 18, 30, (WordResult(3, "Twice", 1.6, 2.0, 0.9, 18, 23),)
        ),
    ),
)


def _jobs(db_path: Path, transcription_id: str) -> list[tuple[str, str]]:
    with sqlite3.connect(db_path) as conn:
        rows = conn.execute(
            "SELECT kind, status FROM jobs WHERE transcription_id = ? ORDER BY kind", (transcription_id,)
        )
        return [(str(k), str(s)) for k, s in rows.fetchall()]


async def _audio(store: TranscriptionStore) -> str:
    created = await store.create_audio(
        audio_sha256="0" * 64, filename="a.wav", content_type="audio/wav", language=None, title=None
    )
    return created.id


async def test_an_asr_result_reads_back_in_the_same_shape(engine: AsyncEngine, db_path: Path) -> None:
    store = TranscriptionStore(engine)
    tid = await _audio(store)
    assert _jobs(db_path, tid) == [("asr", "queued"), ("digest", "queued")]
    assert await JobStore(engine).claim_next("digest") is None  # waits for the transcript
    await store.complete_audio(tid, RESULT, asr_model="tiny.en", timings={"asr_s": 1.0})

    assert await store.timeline(tid) == RESULT.segments
    assert span_to_audio(await store.timeline(tid), TEXT.index("ibuprofen"), TEXT.index(".")) == (0.6, 1.4)
    assert [(s.idx, s.text) for s in await store.segments(tid)] == [(0, "I take ibuprofen."), (1, "Twice a day.")]
    assert [(w.segment_idx, w.text) for w in await store.words(tid)][-1] == (1, "Twice")
    done = await store.get(tid)
    assert (done.status, done.text, done.language, done.duration_s) == ("completed", TEXT, "en", 3.0)
    assert _jobs(db_path, tid) == [("asr", "queued"), ("digest", "queued")]  # no second digest job
    claimed = await JobStore(engine).claim_next("digest")
    assert claimed is not None and claimed.transcription_id == tid


async def test_offsets_that_do_not_slice_the_text_are_refused(engine: AsyncEngine) -> None:
    store = TranscriptionStore(engine)
    tid = await _audio(store)
    bad = TranscriptResult(
        text=TEXT.upper(), language="en", language_probability=1.0, duration_s=3.0, model="m", segments=RESULT.segments
    )
    with pytest.raises(InvalidInput):
        await store.complete_audio(tid, bad, asr_model="m", timings={})
    assert (await store.get(tid)).status == "queued"


async def test_a_failed_transcription_fails_its_waiting_digest_job(engine: AsyncEngine, db_path: Path) -> None:
    store = TranscriptionStore(engine)
    tid = await _audio(store)
    await store.mark_failed(tid, "could not decode")
    assert (await store.get(tid)).status == "failed"
    assert _jobs(db_path, tid) == [("asr", "queued"), ("digest", "failed")]


async def test_unknown_ids_and_bad_cursors(engine: AsyncEngine) -> None:
    store = TranscriptionStore(engine)
    for read in (store.get, store.segments, store.words, store.timeline):
        with pytest.raises(NotFound):
            await read("tr_missing")
    with pytest.raises(NotFound):
        await store.set_progress("tr_missing", 0.5)
    with pytest.raises(InvalidInput):
        await store.list_page(limit=5, cursor="not-a-cursor")


async def test_pages_walk_back_in_time(engine: AsyncEngine) -> None:
    store = TranscriptionStore(engine)
    ids = [(await store.create_text(f"text number {i}", language=None, title=None)).id for i in range(3)]
    first = await store.list_page(limit=2, cursor=None)
    second = await store.list_page(limit=2, cursor=first.next_cursor)
    assert [t.id for t in first.items + second.items] == ids[::-1] and second.next_cursor is None
