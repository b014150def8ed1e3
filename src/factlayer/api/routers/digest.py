"""The digest (seed 000 contract) and the fact read API."""

from __future__ import annotations

from collections import OrderedDict
from typing import Annotated, Any

from fastapi import APIRouter, Query, Response, status

from factlayer.api.deps import FactStoreDep, ServicesDep, TranscriptionStoreDep
from factlayer.digest.generator import DigestGenerator
from factlayer.errors import InvalidInput
from factlayer.models.digest import Digest, DigestRun, FactRecord, Rejection
from factlayer.models.fact import FACT_VERSION

router = APIRouter(tags=["digest"])

PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}
SUPPORTED_FACT_VERSIONS = (FACT_VERSION,)
_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {**PROBLEM, "description": "Unknown transcription"},
    409: {**PROBLEM, "description": "The transcription is not completed yet (its status is in the body)"},
    503: {**PROBLEM, "description": "The configured language model is unavailable"},
}


def _generator(services: ServicesDep) -> DigestGenerator:
    generator: DigestGenerator = services.extras["generator"]
    return generator


def _check_version(fact_version: str) -> None:
    if fact_version not in SUPPORTED_FACT_VERSIONS:
        raise InvalidInput(
            f"fact_version {fact_version!r} is not supported; use one of {list(SUPPORTED_FACT_VERSIONS)}",
            field="fact_version",
        )


@router.get(
    "/digest/{transcription_id}",
    response_model=Digest,
    summary="The digest of a transcription, generated once per pipeline configuration",
    responses=_ERRORS,
)
async def get_digest(
    transcription_id: str,
    services: ServicesDep,
    facts: FactStoreDep,
    include_facts: Annotated[bool, Query(description="Include the cited facts")] = False,
    fact_version: Annotated[str, Query(description="Fact schema version")] = FACT_VERSION,
) -> Response:
    _check_version(fact_version)
    outcome = await _generator(services).latest_or_generate(transcription_id)
    cache: DigestCache = services.extras["digest_cache"]
    key = (outcome.run.run_id, include_facts, fact_version)
    body = cache.get(key) if not outcome.generated else None
    if body is None:
        records = await facts.list_facts(transcription_id, run_id=outcome.run.run_id) if include_facts else None
        digest = Digest.from_run(outcome.run, generated=outcome.generated, fact_version=fact_version, facts=records)
        body = digest.model_dump_json().encode()
        if not outcome.generated:  # runs and their facts are immutable: the stored form never changes
            cache.put(key, body)
    return Response(content=body, media_type="application/json")


class DigestCache:
    """Serialised digests of stored runs (immutable, so never stale), least recently used first out."""

    def __init__(self, max_entries: int = 256) -> None:
        self._entries: OrderedDict[tuple[str, bool, str], bytes] = OrderedDict()
        self._max_entries = max_entries

    def get(self, key: tuple[str, bool, str]) -> bytes | None:
        body = self._entries.get(key)
        if body is not None:
            self._entries.move_to_end(key)
        return body

    def put(self, key: tuple[str, bool, str], body: bytes) -> None:
        self._entries[key] = body
        self._entries.move_to_end(key)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)


@router.post(
    "/digest/{transcription_id}/runs",
    status_code=status.HTTP_201_CREATED,
    response_model=DigestRun,
    summary="Force a new run (the facts of earlier runs stay)",
    responses=_ERRORS,
)
async def create_run(transcription_id: str, services: ServicesDep) -> DigestRun:
    return await _generator(services).generate(transcription_id)


@router.get(
    "/v1/facts/{fact_id}",
    response_model=FactRecord,
    tags=["facts"],
    summary="One stored fact with its citation and validation",
    responses={404: {**PROBLEM, "description": "Unknown fact"}},
)
async def get_fact(fact_id: str, facts: FactStoreDep) -> FactRecord:
    return await facts.get_fact(fact_id)


@router.get(
    "/v1/transcriptions/{transcription_id}/facts",
    response_model=list[FactRecord],
    tags=["facts"],
    summary="Stored facts of a transcription (the latest run unless run_id is given)",
    responses={404: {**PROBLEM, "description": "Unknown transcription or run"}},
)
async def list_facts(
    transcription_id: str,
    facts: FactStoreDep,
    transcriptions: TranscriptionStoreDep,
    run_id: Annotated[str | None, Query(description="A run of this transcription")] = None,
    fact_version: Annotated[str, Query(description="Fact schema version")] = FACT_VERSION,
) -> list[FactRecord]:
    _check_version(fact_version)
    await transcriptions.get(transcription_id)
    run = await _resolve_run(facts, transcription_id, run_id)
    if run is None:
        return []
    return await facts.list_facts(transcription_id, run_id=run, fact_version=fact_version)


@router.get(
    "/v1/transcriptions/{transcription_id}/rejections",
    response_model=list[Rejection],
    tags=["facts"],
    summary="Candidates the pipeline rejected, with reasons (the latest run unless run_id is given)",
    responses={404: {**PROBLEM, "description": "Unknown transcription or run"}},
)
async def list_rejections(
    transcription_id: str,
    facts: FactStoreDep,
    transcriptions: TranscriptionStoreDep,
    run_id: Annotated[str | None, Query(description="A run of this transcription")] = None,
) -> list[Rejection]:
    await transcriptions.get(transcription_id)
    run = await _resolve_run(facts, transcription_id, run_id)
    if run is None:
        return []
    return await facts.list_rejections(transcription_id, run_id=run)


async def _resolve_run(facts: FactStoreDep, transcription_id: str, run_id: str | None) -> str | None:
    if run_id is not None:
        run = await facts.get_run(run_id)
        if run.transcription_id != transcription_id:
            raise InvalidInput(f"run {run_id} belongs to another transcription", field="run_id")
        return run.run_id
    latest = await facts.latest_run(transcription_id)
    return latest.run_id if latest else None
