"""A WebVTT or SRT transcription posted as text: every stored citation is the exact spoken words (no voice tag, no
cue timing), an exact slice of the text, and carries its cue's start and end seconds."""

from __future__ import annotations

import httpx
import pytest

VTT = (
    "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Dana>I moved to Denver last year.\n\n"
    "00:00:04.500 --> 00:00:07.000\n<v Sam>Do you smoke?\n\n"
    "00:00:07.500 --> 00:00:10.000\n<v Dana>No, never. I work as a nurse at the hospital.\n"
)
SRT = (
    "1\n00:00:01,000 --> 00:00:04,000\nDana: I moved to Denver last year.\n\n"
    "2\n00:00:04,500 --> 00:00:07,000\nSam: Do you smoke?\n\n"
    "3\n00:00:07,500 --> 00:00:10,000\nDana: No, never. I work as a nurse at the hospital.\n"
)
CUE_TIMES = {"Denver": (1.0, 4.0), "smoke": (7.5, 10.0), "nurse": (7.5, 10.0)}


@pytest.mark.parametrize("text", [VTT, SRT])
async def test_subtitle_facts_cite_spoken_words_with_cue_times(client: httpx.AsyncClient, text: str) -> None:
    created = await client.post("/v1/transcriptions", json={"text": text})
    tid = created.json()["id"]
    facts = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()["facts"]
    found = set()
    for fact in facts:
        span = fact["source_span"]
        assert text[span["start_char"] : span["end_char"]] == span["text"]
        assert not any(mark in span["text"] for mark in ("<v", "-->", "Dana:", "Sam:", "\n")), span["text"]
        for word, (start, end) in CUE_TIMES.items():
            if word in fact["fact_text"]:
                assert fact["audio"] == {"start_s": start, "end_s": end}, fact
                found.add(word)
    assert found == set(CUE_TIMES), [f["fact_text"] for f in facts]


@pytest.mark.parametrize("text", [VTT, SRT])
async def test_verify_evidence_from_a_subtitle_transcript_carries_its_cue_times(
    client: httpx.AsyncClient, text: str
) -> None:
    # before: the evidence of /v1/verify had start_s/end_s only from an audio timeline, while the digest's facts of
    # the same stored transcript had their cue's times
    tid = (await client.post("/v1/transcriptions", json={"text": text})).json()["id"]
    for body in ({"transcription_ids": [tid]}, {"source_text": text}):
        result = (await client.post("/v1/verify", json={"claim": "Dana works as a nurse.", **body})).json()
        assert result["verdict"] == "VERIFIED", result
        source = result["evidence"][0]["source"]
        assert (source["start_s"], source["end_s"]) == CUE_TIMES["nurse"], source


async def test_verify_evidence_over_a_question_and_its_reply_is_two_spoken_slices(client: httpx.AsyncClient) -> None:
    # before: one slice from the question to the reply, holding the cue's timing line and "<v Dana>", and
    # credited to Dana alone
    result = (await client.post("/v1/verify", json={"claim": "Dana does not smoke.", "source_text": VTT})).json()
    assert result["verdict"] == "VERIFIED", result
    pieces = [(e["source"]["text"], e["source"]["speaker"]) for e in result["evidence"]]
    assert pieces[:2] == [("No, never.", "Dana"), ("Do you smoke?", "Sam")], pieces  # the reply first
    for evidence in result["evidence"]:
        source = evidence["source"]
        assert VTT[source["start_char"] : source["end_char"]] == source["text"]
        assert not any(mark in source["text"] for mark in ("-->", "<v", "\n")), source
