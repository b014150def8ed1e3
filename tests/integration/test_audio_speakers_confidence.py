"""Who said it, and can we trust the hearing: real Whisper on real clips through the API (tests/data)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.asr.wer import word_error_rate
from factlayer.config import ASRSettings, Settings
from tests.integration.helpers import patient_call, running, upload, wait_done

BATCHED = ASRSettings(batch_size=8, beam_size=2)  # the batched option, its chunks cut by word times


def _transcriber(whisper_model: Any, batched: bool) -> WhisperTranscriber:
    return WhisperTranscriber(whisper_model, BATCHED if batched else ASRSettings())


LEFT = "He began a confused complaint against the wizard, who had vanished behind the curtain on the left."
RIGHT = "The horizon seems extremely distant."


async def _digest(http: httpx.AsyncClient, transcription_id: str) -> dict[str, Any]:
    response = await http.get(f"/digest/{transcription_id}", params={"include_facts": "true"})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def _rejections(http: httpx.AsyncClient, transcription_id: str) -> list[dict[str, Any]]:
    response = await http.get(f"/v1/transcriptions/{transcription_id}/rejections")
    assert response.status_code == 200, response.text
    body = response.json()
    return list(body["rejections"] if isinstance(body, dict) else body)


async def test_a_stereo_call_becomes_labelled_turns(audio_settings: Settings, transcriber: WhisperTranscriber) -> None:
    async with running(audio_settings, transcriber) as http:
        accepted = (await upload(http, "stereo_diarization.wav", language="en")).json()
        done = await wait_done(http, accepted["id"])
        segments = (await http.get(f"/v1/transcriptions/{accepted['id']}/segments")).json()
    assert done["status"] == "completed", done
    lines = done["text"].split("\n")
    assert [line.split(":")[0] for line in lines] == ["Speaker 1", "Speaker 2"]
    assert word_error_rate(LEFT, lines[0].removeprefix("Speaker 1: ")) <= 0.5
    assert word_error_rate(RIGHT, lines[1].removeprefix("Speaker 2: ")) <= 0.25
    assert {s["speaker"] for s in segments} == {"Speaker 1", "Speaker 2"}
    for segment in segments:
        assert done["text"][segment["start_char"] : segment["end_char"]] == segment["text"]
        assert done["text"].split("\n")[int(segment["speaker"][-1]) - 1].find(segment["text"]) >= 0


@pytest.mark.parametrize("batched", [False, True])
async def test_every_fact_of_a_stereo_call_carries_the_speaker_of_its_turn(
    audio_settings: Settings, whisper_model: Any, tmp_path: Path, batched: bool
) -> None:
    call = patient_call(tmp_path / "call.wav")
    async with running(audio_settings, _transcriber(whisper_model, batched)) as http:
        response = await http.post(
            "/v1/transcriptions", files={"file": ("call.wav", call.read_bytes())}, data={"language": "en"}
        )
        done = await wait_done(http, response.json()["id"])
        digest = await _digest(http, response.json()["id"])
    text = done["text"]
    assert [line.split(":")[0] for line in text.split("\n")] == ["Speaker 1", "Speaker 2", "Speaker 1"], text
    facts = digest["facts"]
    assert any("ibuprofen" in f["fact_text"] for f in facts), facts
    for fact in facts:
        start = fact["source_span"]["start_char"]
        line = text[text.rfind("\n", 0, start) + 1 :]
        assert fact["speaker"] == line.split(":")[0], (fact["fact_text"], fact["speaker"], line)


@pytest.mark.parametrize("batched", [False, True])
async def test_noisy_radio_gives_no_facts(audio_settings: Settings, whisper_model: Any, batched: bool) -> None:
    async with running(audio_settings, _transcriber(whisper_model, batched)) as http:
        accepted = (await upload(http, "apollo11.mp3", language="en")).json()
        done = await wait_done(http, accepted["id"])
        assert done["status"] == "completed" and done["text"], done
        digest = await _digest(http, accepted["id"])
        rejections = await _rejections(http, accepted["id"])
    assert digest["facts"] == [] and digest["counts"]["facts"] == 0
    # The extractor drops the radio chatter as fragments before any candidate exists; whatever did become a
    # candidate was refused with a reason.
    assert all(r["reason"] for r in rejections), rejections


async def test_a_misheard_word_does_not_become_a_fact(
    audio_settings: Settings, transcriber: WhisperTranscriber
) -> None:
    # Whisper tiny.en hears this voice's "I've had a headache" as "I'm Hannah Heineck" ("Hannah": p = 0.16)
    async with running(audio_settings, transcriber) as http:
        accepted = (await upload(http, "espeak_patient.mp3", language="en")).json()
        done = await wait_done(http, accepted["id"])
        digest = await _digest(http, accepted["id"])
        rejections = await _rejections(http, accepted["id"])
    assert "Hannah" in done["text"]
    kept = " ".join(f["fact_text"] for f in digest["facts"])
    assert "Hannah" not in kept, digest["facts"]
    assert "ibuprofen" in kept  # what was heard clearly is still kept
    doubted = [r for r in rejections if r["reason"] == "low_asr_confidence"]
    assert any("Hannah" in r["candidate_text"] for r in doubted), rejections
