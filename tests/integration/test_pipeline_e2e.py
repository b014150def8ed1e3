"""End to end on real audio: upload → Whisper → digest generated automatically → cited facts."""

from __future__ import annotations

from typing import Any

from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import Settings
from tests.integration.helpers import running, upload, wait_done


async def test_patient_recording_to_cited_facts(audio_settings: Settings, transcriber: WhisperTranscriber) -> None:
    async with running(audio_settings, transcriber) as http:
        accepted = (await upload(http, "espeak_patient_rp140.wav", language="en")).json()
        done = await wait_done(http, accepted["id"])
        assert done["status"] == "completed"
        response = await http.get(f"/digest/{accepted['id']}", params={"include_facts": "true"})
        assert response.status_code == 200, response.text
        digest: dict[str, Any] = response.json()
    text = done["text"]
    facts = digest["facts"]
    assert facts, digest
    for fact in facts:
        span = fact["source_span"]
        assert text[span["start_char"] : span["end_char"]] == span["text"]
        assert fact["audio"] is not None
        assert 0.0 <= fact["audio"]["start_s"] < fact["audio"]["end_s"] <= done["duration_s"] + 0.5
    joined = " | ".join(f["fact_text"].lower() for f in facts)
    for expected in ("john smith", "headache", "monday", "fever", "ibuprofen", "twice a day"):
        assert expected in joined, joined
    for fact in facts:
        lowered = fact["fact_text"].lower()
        if "fever" in lowered:
            assert " not " in lowered or "no " in lowered, fact  # "The speaker does not have a fever."
