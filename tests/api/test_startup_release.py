"""A startup that fails after the database is open releases it: the embedding model configured here
(``memory.embedding_backend = "torch"``) cannot load in this environment (it needs PyTorch and
sentence-transformers, which the service does not depend on; CI installs PyTorch for the diarize extra, never
sentence-transformers), and every database connection the lifespan opened before that is closed again; so are
those of a database the startup could not migrate."""

from __future__ import annotations

import importlib.util
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import Pool

from factlayer.api.app import create_app
from factlayer.config import Settings
from tests.conftest import sqlite_url


@pytest.fixture
def connections() -> Iterator[dict[str, int]]:
    """Counts of DBAPI connections opened and closed by any pool while the test runs."""
    seen = {"opened": 0, "closed": 0}

    def opened(*_: Any) -> None:
        seen["opened"] += 1

    def closed(*_: Any) -> None:
        seen["closed"] += 1

    event.listen(Pool, "connect", opened)
    event.listen(Pool, "close", closed)
    yield seen
    event.remove(Pool, "connect", opened)
    event.remove(Pool, "close", closed)


async def test_an_embedder_that_fails_to_load_leaves_no_connection_open(
    make_settings: Callable[..., Settings], connections: dict[str, int]
) -> None:
    missing = [m for m in ("torch", "sentence_transformers") if importlib.util.find_spec(m) is None]
    assert missing  # the failure below is real: a module the backend needs is not installed
    app = create_app(make_settings(memory={"embedding_backend": "torch"}))
    with pytest.raises(ModuleNotFoundError, match=missing[0]):
        async with app.router.lifespan_context(app):
            pytest.fail("the service started without its embedding model")
    assert connections["opened"] >= 1  # the database was opened (and its schema read) before the model load
    assert connections["closed"] == connections["opened"]


async def test_a_clean_start_and_stop_closes_every_connection(
    make_settings: Callable[..., Settings], connections: dict[str, int]
) -> None:
    app = create_app(make_settings())
    async with app.router.lifespan_context(app):
        assert connections["opened"] >= 1
    assert connections["closed"] == connections["opened"]


async def test_a_database_that_cannot_be_migrated_leaves_no_connection_open(
    make_settings: Callable[..., Settings], tmp_path: Path, connections: dict[str, int]
) -> None:
    path = tmp_path / "foreign.db"
    with sqlite3.connect(path) as foreign:  # tables of another program, no schema revision: the upgrade fails
        foreign.execute("CREATE TABLE transcriptions (x INTEGER)")
    foreign.close()
    app = create_app(make_settings(database_url=sqlite_url(path)))
    with pytest.raises(OperationalError, match="already exists"):
        async with app.router.lifespan_context(app):
            pytest.fail("the service started on a database it could not migrate")
    assert connections["opened"] >= 1
    assert connections["closed"] == connections["opened"]
