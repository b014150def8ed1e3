"""FACTLAYER_DATABASE_URL: the forms people write are mapped to the async drivers the service uses."""

from __future__ import annotations

import pytest

from factlayer.storage.db import backend_name, display_url, normalize_url, sync_url


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("postgresql://u:p@db:5432/f", "postgresql+asyncpg://u:p@db:5432/f"),
        ("postgres://u:p@db/f", "postgresql+asyncpg://u:p@db/f"),
        ("postgresql+psycopg://u@db/f", "postgresql+asyncpg://u@db/f"),
        ("postgresql+asyncpg://u@db/f", "postgresql+asyncpg://u@db/f"),
        ("sqlite:////data/f.db", "sqlite+aiosqlite:////data/f.db"),
        ("sqlite+aiosqlite:////data/f.db", "sqlite+aiosqlite:////data/f.db"),
    ],
)
def test_urls_are_normalised_to_the_async_drivers(given: str, expected: str) -> None:
    assert normalize_url(given) == expected


def test_alembic_uses_sync_sqlite_and_asyncpg() -> None:
    assert sync_url("sqlite+aiosqlite:////data/f.db") == "sqlite:////data/f.db"
    assert sync_url("postgres://u@db/f") == "postgresql+asyncpg://u@db/f"
    assert (backend_name("postgres://u@db/f"), backend_name("sqlite:///x.db")) == ("postgresql", "sqlite")


def test_other_databases_are_refused_and_passwords_masked() -> None:
    with pytest.raises(ValueError, match="unsupported database URL"):
        normalize_url("mysql://u@db/f")
    assert "secret" not in display_url("postgresql://u:secret@db/f")
