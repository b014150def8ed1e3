"""ASGI app factory: ``uvicorn --factory factlayer.api.app:create_app``.

Nothing heavy happens at import time: the engine, the LLM client, the services and the workers (with
the Whisper model) are built in the lifespan into a typed :class:`AppState`, which ``api/deps.py``
hands to routes.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack, asynccontextmanager

import httpx2
from fastapi import Depends, FastAPI
from sqlalchemy.ext.asyncio import AsyncEngine
from starlette.types import Scope

from factlayer import __version__
from factlayer.api.auth import authenticate, install_auth
from factlayer.api.cached_digest import CachedDigestMiddleware
from factlayer.api.head import HeadAsGet
from factlayer.api.problems import BodySizeLimit, install_problem_handlers
from factlayer.api.routers import audio, audit, digest, health, memory, observe, transcriptions, verify
from factlayer.api.routers.view import install_pages
from factlayer.api.runtime import freeze_startup_heap, share_gil_with_workers
from factlayer.api.state import AppState
from factlayer.api.telemetry import RequestTelemetry
from factlayer.asr.languages import check_forced_language
from factlayer.asr.transcriber import Transcriber
from factlayer.config import Settings
from factlayer.jobs.runner import JobSignal
from factlayer.llm.openai_client import build_provider
from factlayer.memory.embeddings import Embedder, load_embedder
from factlayer.nlp.parse import available as parse_model_available
from factlayer.observability.logs import configure_logging
from factlayer.observability.metrics import EventMetrics, ServiceMetrics
from factlayer.observability.webhook import SignalWebhook
from factlayer.services.digests import DigestService
from factlayer.services.fact_dates import prepare
from factlayer.services.ingest import IngestService
from factlayer.services.memory import MemoryService
from factlayer.services.pipeline import build_checker, build_pipeline
from factlayer.services.verification import VerificationService
from factlayer.services.workers import start_workers
from factlayer.storage.audit import with_audit_key
from factlayer.storage.db import create_engine, current_revision, head_revision, upgrade_to_head
from factlayer.storage.fact_store import FactStore
from factlayer.storage.job_store import JobStore
from factlayer.storage.memory_store import MemoryStore
from factlayer.storage.run_probe import open_run_probe
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


# One line a router: the order is the order of the OpenAPI document.
ROUTERS = [
    health,
    transcriptions,
    digest,
    verify,
    audit,
    audio,
    memory,
    observe,
]


async def _open_database(settings: Settings) -> AsyncEngine:
    """The engine; an empty database gets the schema (a fresh volume under `docker run`, uvicorn started by
    hand: nothing to lose). A schema at an older revision is left to the operator, with a warning."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    engine = create_engine(settings.resolved_database_url)
    head = head_revision()
    try:
        revision = await current_revision(engine)
        if revision is None:
            log.info("empty database: creating the schema (alembic upgrade head)")
            await asyncio.to_thread(upgrade_to_head, settings.resolved_database_url)
            revision = await current_revision(engine)
    except BaseException:
        await engine.dispose()  # a database that cannot be read or migrated: nothing stays open
        raise
    if revision != head:
        log.warning("database schema is at %s, code expects %s: run `make migrate`", revision, head)
    return engine


def _webhook(settings: Settings) -> SignalWebhook | None:
    """The verify signals' webhook sender, when FACTLAYER_VERIFY__WEBHOOK_URL is set."""
    verify_settings = settings.verify
    if verify_settings.webhook_url is None:
        return None
    webhook = SignalWebhook(
        verify_settings.webhook_url,
        max_attempts=verify_settings.webhook_max_attempts,
        backoff_s=verify_settings.webhook_backoff_s,
        timeout_s=verify_settings.webhook_timeout_s,
        queue_size=verify_settings.webhook_queue_size,
    )
    return webhook


def create_app(
    settings: Settings | None = None,
    *,
    transcriber: Transcriber | None = None,
    llm_http_client: httpx2.AsyncClient | None = None,
    embedder: Embedder | None = None,
) -> FastAPI:
    """Build the app. ``transcriber`` replaces the Whisper model loaded at startup (tests share one);
    ``llm_http_client`` is the HTTP client the OpenAI-compatible provider sends its requests with;
    ``embedder`` replaces the sentence-embedding model loaded at startup (tests share one)."""
    settings = settings or Settings()
    check_forced_language(settings.asr)  # before anything is opened: the service would not start right
    configure_logging(settings.log_level, settings.log_format)
    event_metrics = EventMetrics(ServiceMetrics())

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # Whatever is opened is closed, last opened first — also when a later step of the startup fails
        # (an embedding model that does not load must not leave the database engine and its connections open).
        async with AsyncExitStack() as opened:
            engine = await _open_database(settings)
            opened.push_async_callback(engine.dispose)
            opened.callback(event_metrics.detach)
            engine = with_audit_key(engine, settings.audit_key.get_secret_value() if settings.audit_key else None)
            provider = build_provider(settings.llm, http_client=llm_http_client)
            if provider is not None:
                opened.push_async_callback(provider.aclose)
            memory_settings = settings.memory
            model: Embedder = (
                embedder
                if embedder is not None
                else await asyncio.to_thread(
                    load_embedder, memory_settings.embedding_backend, threads=memory_settings.embedding_threads
                )
            )
            memory_service = MemoryService(MemoryStore(engine), model, memory_settings)
            transcriptions_store = TranscriptionStore(engine)
            opened.push_async_callback(transcriptions_store.aclose)
            facts = FactStore(engine, prepare=prepare, after_append=memory_service.after_append)
            queued = JobSignal()
            digests = DigestService(
                build_pipeline(settings, provider), transcriptions_store, facts, probe=open_run_probe(engine)
            )
            opened.push_async_callback(digests.aclose)
            webhook = _webhook(settings)
            app.state.factlayer = AppState(
                settings=settings,
                engine=engine,
                head_revision=head_revision(),
                transcriptions=transcriptions_store,
                facts=facts,
                ingest=IngestService(settings, transcriptions_store, queued),
                digests=digests,
                verification=VerificationService(
                    build_checker(settings, provider),
                    transcriptions_store,
                    max_text_chars=settings.max_text_chars,
                    default_timeout_s=settings.verify.default_timeout_s,
                    webhook=webhook,
                ),
                metrics=event_metrics.metrics,
                memory=memory_service,
            )
            event_metrics.attach()
            if webhook is not None:
                webhook.start()
                opened.push_async_callback(webhook.aclose, grace_s=settings.verify.webhook_timeout_s)
            if settings.run_workers:
                jobs = JobStore(engine, lease_s=settings.job_lease_s)
                runners = await start_workers(settings, jobs, transcriptions_store, digests, queued, transcriber)
                opened.callback(sys.setswitchinterval, share_gil_with_workers())
                for runner in reversed(runners):  # stopped first to last
                    opened.push_async_callback(runner.stop)
            if settings.proof.roles:
                # the checker's parse model (spaCy), loaded here rather than by the first claim: that claim does
                # not wait for it, and it is frozen with the rest — unfrozen, every full collection walked its
                # ~300k objects, 150 ms pauses on the claims that set one off
                await asyncio.to_thread(parse_model_available)
            freeze_startup_heap()
            yield

    app = FastAPI(
        title="factlayer",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        dependencies=[Depends(authenticate)],  # API keys, when required; health checks stay open
        docs_url=None,  # /docs and /redoc are served from packaged assets by install_pages (no CDN)
        redoc_url=None,
    )
    install_problem_handlers(app)
    install_auth(app)
    app.add_middleware(RequestTelemetry)
    app.add_middleware(BodySizeLimit, limit_for=body_limit_for(settings))
    app.add_middleware(CachedDigestMiddleware)  # a confirmed cached digest skips the layers above
    app.add_middleware(HeadAsGet)  # outermost: every layer sees a HEAD as the GET it answers
    for module in ROUTERS:
        app.include_router(module.router)
    install_pages(app)
    return app
