"""ASGI app factory: ``uvicorn --factory factlayer.api.app:create_app``.

Nothing heavy happens at import time: the engine (and later the ASR model, LLM client and workers)
are built in the lifespan and handed to routes through ``api/deps.py``.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.types import Scope

from factlayer import __version__
from factlayer.api.problems import BodySizeLimit, install_problem_handlers, request_id_middleware
from factlayer.api.routers import audit, health, transcriptions
from factlayer.api.state import Services
from factlayer.config import Settings
from factlayer.storage.db import create_engine, current_revision, head_revision
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore

log = logging.getLogger("factlayer")

DESCRIPTION = """
Grounded fact extraction. Post a transcript (or upload audio); every fact the service stores cites
the exact character span (and audio time) it came from, and candidates the source does not support
are rejected with a reason. Errors are RFC 9457 `application/problem+json`.
"""


def body_limit_for(settings: Settings) -> Callable[[Scope], int]:
    """Multipart (audio) bodies may be as large as the upload limit; anything else is text, up to
    4 bytes a character plus the JSON envelope."""
    text_limit = settings.max_text_chars * 4 + 65_536
    upload_limit = settings.asr.max_upload_bytes + 65_536

    def limit_for(scope: Scope) -> int:
        content_type = dict(scope.get("headers") or []).get(b"content-type", b"")
        return upload_limit if content_type.startswith(b"multipart/") else text_limit

    return limit_for


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = create_engine(settings.resolved_database_url)
        head = head_revision()
        revision = await current_revision(engine)
        if revision != head:
            log.warning("database schema is at %s, code expects %s: run `make migrate`", revision, head)
        app.state.services = Services(
            settings=settings,
            engine=engine,
            transcriptions=TranscriptionStore(engine),
            facts=FactStore(engine),
            head_revision=head,
        )
        try:
            yield
        finally:
            await engine.dispose()

    app = FastAPI(
        title="factlayer",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
    )
    install_problem_handlers(app)
    app.middleware("http")(request_id_middleware)
    app.add_middleware(BodySizeLimit, limit_for=body_limit_for(settings))
    app.include_router(health.router)
    app.include_router(transcriptions.router)
    app.include_router(audit.router)
    return app
