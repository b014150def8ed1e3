"""Every setting is documented: listed in .env.example and in the README's configuration table."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from factlayer.config import Settings

REPO = Path(__file__).resolve().parents[2]


def env_names() -> list[str]:
    names = []
    for name, field in Settings.model_fields.items():
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            names += [f"FACTLAYER_{name.upper()}__{sub.upper()}" for sub in annotation.model_fields]
        else:
            names.append(f"FACTLAYER_{name.upper()}")
    return names


@pytest.mark.parametrize("document", [".env.example", "README.md"])
def test_every_variable_is_documented(document: str) -> None:
    text = (REPO / document).read_text(encoding="utf-8")
    missing = [name for name in env_names() if name not in text]
    assert missing == []


def test_nested_variables_are_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FACTLAYER_ASR__BEAM_SIZE", "3")
    monkeypatch.setenv("FACTLAYER_ENABLE_COVE", "true")
    monkeypatch.setenv("FACTLAYER_FACT_GROUNDING_THRESHOLD", "0.9")
    settings = Settings()
    assert (settings.asr.beam_size, settings.enable_cove, settings.fact_grounding_threshold) == (3, True, 0.9)
