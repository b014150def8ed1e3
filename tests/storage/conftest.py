"""Storage and job tests run on both backends: ``engine`` here is a fresh migrated SQLite file or a fresh
PostgreSQL schema holding the same migrations (see ``tests/pg.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.db import create_engine
from tests import pg
from tests.conftest import sqlite_url

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def pg_migration_sql() -> str:
    return pg.migration_sql()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def engine(backend: str, request: pytest.FixtureRequest) -> AsyncIterator[AsyncEngine]:
    if backend == "sqlite":
        engine = create_engine(sqlite_url(request.getfixturevalue("db_path")))
        yield engine
        await engine.dispose()
        return
    schema = await pg.create_schema(request.getfixturevalue("pg_migration_sql"))
    engine = pg.schema_engine(schema)
    yield engine
    await engine.dispose()
    await pg.drop_schema(schema)
