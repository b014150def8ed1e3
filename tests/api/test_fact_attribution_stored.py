"""What the extractor says of a fact — speaker, subject, category, every span — survives storage."""

from __future__ import annotations

import httpx

VISIT = "[doctor] do you smoke ?\n[patient] no , never .\n[patient] i take lisinopril for my blood pressure .\n"


async def test_attribution_and_spans_round_trip(client: httpx.AsyncClient) -> None:
    created = await client.post("/v1/transcriptions", json={"text": VISIT})
    tid = created.json()["id"]
    digest = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    stored = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
    stored = stored["facts"] if isinstance(stored, dict) else stored
    assert stored, digest
    by_id = {f["fact_id"]: f for f in stored}
    for fact in digest["facts"]:
        again = by_id[fact["fact_id"]]
        for field in ("speaker", "subject_id", "subject_name", "category", "spans"):
            assert again[field] == fact[field], field
        for span in [again["source_span"], *again["spans"]]:
            assert VISIT[span["start_char"] : span["end_char"]] == span["text"]
    assert any(f["speaker"] for f in stored)
    assert any(f["subject_name"] for f in stored)
    assert any(len(f["spans"]) >= 1 for f in stored)
