"""The checker's parse model (spaCy, ``settings.proof.roles``) is loaded while the service starts, before its heap is
frozen (``api/runtime.py``): the first claim does not wait for it, and later full collections do not walk it."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import sqlite_url

_PROBE = """
import asyncio, gc, json, sys
from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.nlp import parse

async def main():
    settings = Settings.model_validate({"data_dir": sys.argv[1], "database_url": sys.argv[2], "run_workers": False})
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        loaded = parse._pipeline.cache_info().currsize == 1
        model = parse._pipeline()
        collected = any(o is model for o in gc.get_objects())  # frozen objects are in no generation
    print(json.dumps({"loaded_at_startup": loaded, "walked_by_collections": collected}))

asyncio.run(main())
"""


@pytest.mark.skipif(importlib.util.find_spec("spacy") is None, reason="the parse extra is not installed")
def test_the_parse_model_is_loaded_at_startup_and_frozen(db_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(db_path.parent), sqlite_url(db_path)],
        capture_output=True,
        text=True,
        timeout=180,
        check=True,
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"loaded_at_startup": True, "walked_by_collections": False}
