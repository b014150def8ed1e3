"""A fact is validated once, with the configured length bounds: a fact the settings allow is stored,
never turned into an 'invalid_fact' rejection by the model's default bounds (10..500)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from factlayer.api.app import create_app
from factlayer.config import Settings

SHORT = "Patient: I smoke every day. I drink tea."
LONG_SENTENCE = (
    "My grandmother's old stone farmhouse on the hill above the river valley with the red barn, green door, "
    "blue shutters was built by her great-grandfather, a carpenter from the coastal village beyond the "
    "northern mountains, using timber from the forest behind the house where the family still walks every "
    "Sunday afternoon after the long lunch with the whole extended family gathered around the big oak table "
    "that her father made by hand during one cold winter in the workshop behind the barn by the old mill"
)
LONG = f"Patient: {LONG_SENTENCE}."


async def _digest(settings: Settings, text: str) -> tuple[list[str], list[dict[str, Any]]]:
    """(stored fact texts, rejections) of the digest of ``text``."""
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            tid = (await http.post("/v1/transcriptions", json={"text": text})).json()["id"]
            digest = (await http.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
            rejections = (await http.get(f"/v1/transcriptions/{tid}/rejections")).json()
    return [f["fact_text"] for f in digest["facts"]], rejections


async def test_a_configured_minimum_above_the_default_is_the_one_applied(
    make_settings: Callable[..., Settings],
) -> None:
    facts, _ = await _digest(make_settings(fact_extraction_min_length=25), SHORT)
    assert facts == ["The patient smokes every day."]  # 29 characters; "The patient drinks tea." (23) is too short


async def test_a_fact_longer_than_the_default_maximum_is_stored_when_the_setting_allows_it(
    make_settings: Callable[..., Settings],
) -> None:
    assert 500 < len(LONG_SENTENCE) < 1000
    facts, rejections = await _digest(make_settings(fact_extraction_max_length=1000), LONG)
    assert any(len(text) > 500 and "stone farmhouse" in text for text in facts), facts
    assert not any(r["reason"] == "invalid_fact" for r in rejections), rejections


async def test_the_default_bounds_still_apply_without_the_setting(make_settings: Callable[..., Settings]) -> None:
    facts, _ = await _digest(make_settings(), "Patient: I smoke. I drink tea.")
    assert facts == ["The patient smokes.", "The patient drinks tea."]
