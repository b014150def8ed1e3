"""The service process's interpreter settings (api/runtime.py), checked in a fresh interpreter: the startup
heap is frozen out of later garbage collections, and the GIL switch interval is short while workers share
the process, restored when they stop."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import sqlite_url

_PROBE = """
import asyncio, gc, json, sys
from factlayer.api.app import create_app
from factlayer.config import Settings

async def main():
    settings = Settings.model_validate({"data_dir": sys.argv[1], "database_url": sys.argv[2], "run_workers": True})
    app = create_app(settings)
    before = (gc.get_freeze_count(), sys.getswitchinterval())
    async with app.router.lifespan_context(app):
        during = (gc.get_freeze_count(), sys.getswitchinterval())
    after = sys.getswitchinterval()
    print(json.dumps({"before": before, "during": during, "after": after}))

asyncio.run(main())
"""


def test_a_started_service_freezes_its_startup_heap_and_shares_the_gil(db_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(db_path.parent), sqlite_url(db_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["before"] == [0, 0.005]  # a fresh interpreter: nothing frozen, the default interval
    frozen, interval = seen["during"]
    assert frozen > 50_000  # the embedding model, lexicons and routes live outside later collections
    assert interval == 0.0005
    assert seen["after"] == 0.005
