"""ASGI app factory: ``uvicorn --factory factlayer.api.app:create_app``.

Nothing heavy happens at import time: the engine (and later the ASR model, LLM client and workers)
are built in the lifespan and handed to routes through ``api/deps.py``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import httpx2
from fastapi import FastAPI
from starlette.types import Scope

from factlayer import __version__
from factlayer.api.problems import BodySizeLimit, install_problem_handlers, request_id_middleware
from factlayer.api.routers import audit, digest, health, transcriptions, verify
from factlayer.api.routers.digest import DigestCache
from factlayer.api.state import Services
from factlayer.asr.transcriber import Transcriber, WhisperTranscriber
from factlayer.config import Settings
from factlayer.digest.cove_pipeline import CoVePipeline
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.generator import DigestGenerator
from factlayer.digest.llm_adapters import LLMFactExtractor, LLMSummarizer, make_cove_answer, make_judge
from factlayer.digest.summary import LeadSummarizer
from factlayer.jobs.asr_job import ASRJob
from factlayer.jobs.ingest import IngestService
from factlayer.jobs.runner import JobRunner
from factlayer.llm.providers import LLMProvider, build_provider
from factlayer.storage.db import create_engine, current_revision, head_revision, upgrade_to_head
from factlayer.storage.fact_store import FactStore
from factlayer.storage.job_store import Job, JobStore
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.verify.checker import ClaimChecker
from factlayer.verify.judge import judge_from_provider

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


async def _start_asr_worker(
    services: Services, transcriber: Transcriber | None, ingest_hooks: dict[str, Callable[[str], None]]
) -> JobRunner:
    settings = services.settings
    if transcriber is None:
        transcriber = await WhisperTranscriber.load(settings.asr)
    model_name = getattr(transcriber, "model_name", settings.asr.model)
    jobs = JobStore(services.engine)
    store = services.transcriptions

    async def on_failure(job: Job, reason: str, final: bool) -> None:
        if final:
            await store.mark_failed(job.transcription_id, reason)
        else:
            await store.mark_queued_for_retry(job.transcription_id, f"attempt {job.attempts} failed: {reason}")

    async def on_completed(transcription_id: str) -> None:
        if "digest" in ingest_hooks:
            ingest_hooks["digest"](transcription_id)

    runner = JobRunner(
        jobs,
        "asr",
        ASRJob(
            store,
            transcriber,
            settings.uploads_dir,
            model_name=str(model_name),
            on_completed=on_completed,
        ),
        on_failure=on_failure,
        max_attempts=settings.asr.max_attempts,
        concurrency=settings.asr.concurrency,
    )
    ingest_hooks["audio"] = lambda _id: runner.notify()
    runner.start()
    return runner


def build_generator(services: Services, provider: LLMProvider | None) -> DigestGenerator:
    """The digest pipeline: offline extractive by default; with an LLM configured, the model proposes
    candidates, writes the Chain-of-Density summary, judges consistency and answers CoVe questions."""
    settings = services.settings
    if provider is None:
        return DigestGenerator(
            settings,
            services.transcriptions,
            services.facts,
            proposer=ExtractiveProvider(
                min_chars=settings.fact_extraction_min_length, max_chars=settings.fact_extraction_max_length
            ),
            summarizer=LeadSummarizer(),
        )
    cove = (
        CoVePipeline(threshold=settings.cove_confidence_threshold, answer=make_cove_answer(provider))
        if settings.enable_cove
        else None
    )
    return DigestGenerator(
        settings,
        services.transcriptions,
        services.facts,
        proposer=LLMFactExtractor(provider),
        summarizer=LLMSummarizer(provider),
        judge=make_judge(provider),
        cove=cove,
        provider_label=f"openai:{settings.llm.model}",
    )


def _start_digest_worker(
    services: Services, generator: DigestGenerator, hooks: dict[str, Callable[[str], None]]
) -> JobRunner:
    async def run(job: Job) -> None:
        await generator.latest_or_generate(job.transcription_id)

    async def on_failure(job: Job, reason: str, final: bool) -> None:
        log.warning("digest of %s failed%s: %s", job.transcription_id, "" if final else " (will retry)", reason)

    runner = JobRunner(
        JobStore(services.engine), "digest", run, on_failure=on_failure, max_attempts=services.settings.asr.max_attempts
    )
    hooks["text"] = lambda _id: runner.notify()
    hooks["digest"] = lambda _id: runner.notify()
    runner.start()
    return runner


def create_app(
    settings: Settings | None = None,
    *,
    transcriber: Transcriber | None = None,
    llm_http_client: httpx2.AsyncClient | None = None,
) -> FastAPI:
    """Build the app. ``transcriber`` replaces the Whisper model loaded at startup (tests share one);
    ``llm_http_client`` is the HTTP client the OpenAI-compatible provider sends its requests with."""
    settings = settings or Settings()
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = create_engine(settings.resolved_database_url)
        head = head_revision()
        revision = await current_revision(engine)
        if revision is None:
            # A new, empty database (a fresh volume under `docker run`, uvicorn started by hand): nothing to
            # lose, so create the schema as `factlayer serve` and `make run` would. An existing schema at an
            # older revision is left to the operator (`make migrate`), with the warning below.
            log.info("empty database: creating the schema (alembic upgrade head)")
            await asyncio.to_thread(upgrade_to_head, settings.resolved_database_url)
            revision = await current_revision(engine)
        if revision != head:
            log.warning("database schema is at %s, code expects %s: run `make migrate`", revision, head)
        services = Services(
            settings=settings,
            engine=engine,
            transcriptions=TranscriptionStore(engine),
            facts=FactStore(engine),
            head_revision=head,
        )
        hooks: dict[str, Callable[[str], None]] = {}
        services.extras["ingest"] = IngestService(
            settings,
            services.transcriptions,
            on_text=lambda tid: hooks["text"](tid) if "text" in hooks else None,
            on_audio=lambda tid: hooks["audio"](tid) if "audio" in hooks else None,
        )
        provider = build_provider(settings.llm, http_client=llm_http_client)
        generator = build_generator(services, provider)
        services.extras["generator"] = generator
        services.extras["digest_cache"] = DigestCache()
        judge = judge_from_provider(provider) if provider is not None and settings.verify.use_llm_judge else None
        services.extras["checker"] = ClaimChecker(judge=judge, max_concurrency=settings.verify.max_concurrency)
        app.state.services = services
        runners: list[JobRunner] = []
        try:
            if settings.run_workers:
                await JobStore(engine).requeue_interrupted(max_attempts=settings.asr.max_attempts)
                runners.append(_start_digest_worker(services, generator, hooks))
                runners.append(await _start_asr_worker(services, transcriber, hooks))
            yield
        finally:
            for runner in runners:
                await runner.stop()
            if provider is not None:
                await provider.aclose()
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
    app.include_router(digest.router)
    app.include_router(verify.router)
    app.include_router(audit.router)
    return app
