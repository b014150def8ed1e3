"""Seed 001's type rules and sensitivity through the app: digest, stored facts, stored rejections."""

from __future__ import annotations

import httpx

CHAT = (
    "User: I absolutely love fettuccini.\n"
    "User: I'm allergic to peanuts.\n"
    "User: I enjoy jazz.\n"
    "User: I would like to try sushi.\n"
)


async def test_wording_sensitivity_and_type_rules_round_trip(client: httpx.AsyncClient) -> None:
    tid = (await client.post("/v1/transcriptions", json={"text": CHAT})).json()["id"]
    digest = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    stored = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
    stored = stored["facts"] if isinstance(stored, dict) else stored
    by_text = {f["fact_text"]: f for f in stored}
    assert {f["fact_id"] for f in digest["facts"]} == {f["fact_id"] for f in stored}

    love = next(f for t, f in by_text.items() if "fettuccini" in t)
    allergy = next(f for t, f in by_text.items() if "peanuts" in t)
    assert love["confidence_score"] > 0.85 and love["sensitivity"] == "low"  # "love": 0.95, capped by the provider
    assert allergy["sensitivity"] == "high"
    assert not any("jazz" in t or "sushi" in t for t in by_text)

    rejections = (await client.get(f"/v1/transcriptions/{tid}/rejections")).json()
    rejections = rejections["rejections"] if isinstance(rejections, dict) else rejections
    reasons = {r["candidate_text"]: r["reason"] for r in rejections}
    assert any("jazz" in t and reason == "below_threshold" for t, reason in reasons.items()), reasons
    assert any("sushi" in t and reason == "hypothetical" for t, reason in reasons.items()), reasons
