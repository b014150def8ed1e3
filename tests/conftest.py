"""Shared fixtures: a migrated SQLite template (built once with Alembic), a fresh copy per test,
and the real app with its lifespan running behind an httpx client."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.api.app import create_app
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import ASRSettings, Settings
from factlayer.storage.db import create_engine, upgrade_to_head

REPO_ROOT = Path(__file__).resolve().parents[1]
TEST_DATA = Path(__file__).resolve().parent / "data"


def sqlite_url(path: Path) -> str:
    return f"sqlite+aiosqlite:///{path}"


def count_rows(path: Path, table: str) -> int:
    """Rows of ``table`` in the SQLite file at ``path``, read past the app."""
    with sqlite3.connect(path) as conn:
        return int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])


@pytest.fixture(scope="session")
def whisper_model() -> Any:
    """The bundled Whisper model, loaded once for the whole session (tests wrap it per event loop)."""
    from factlayer.asr.transcriber import load_whisper_model

    return load_whisper_model(ASRSettings())


@pytest.fixture
def transcriber(whisper_model: Any) -> WhisperTranscriber:
    """A real Whisper transcriber bound to this test's event loop, around the shared model."""
    return WhisperTranscriber(whisper_model, ASRSettings())


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One database migrated to head by Alembic; tests copy it (faster than migrating each time)."""
    path = tmp_path_factory.mktemp("template") / "template.db"
    upgrade_to_head(sqlite_url(path))
    return path


@pytest.fixture
def db_path(migrated_template: Path, tmp_path: Path) -> Path:
    path = tmp_path / "data" / "factlayer.db"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(migrated_template, path)
    return path


@pytest.fixture
def make_settings(db_path: Path) -> Callable[..., Settings]:
    def build(**overrides: object) -> Settings:
        values: dict[str, object] = {
            "data_dir": db_path.parent,
            "database_url": sqlite_url(db_path),
            "run_workers": False,
        }
        values.update(overrides)
        return Settings.model_validate(values)

    return build


@pytest.fixture
def audio_settings(make_settings: Callable[..., Settings]) -> Settings:
    """Settings with the ASR and digest workers running."""
    return make_settings(run_workers=True)


@pytest.fixture
def settings(make_settings: Callable[..., Settings]) -> Settings:
    return make_settings()


@pytest.fixture
async def engine(db_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = create_engine(sqlite_url(db_path))
    yield engine
    await engine.dispose()


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
        yield http
