"""The digest (seed 000 contract) and the fact read API."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Response, status

from factlayer.api import paths as _paths  # noqa: F401  (registers the fact_id convertor)
from factlayer.api.deps import DigestsDep, FactStoreDep, MemoryDep, TranscriptionStoreDep
from factlayer.api.problems import PROBLEM
from factlayer.errors import InvalidInput
from factlayer.models.digest import Digest, DigestRun, Rejection
from factlayer.models.fact import FACT_VERSION
from factlayer.models.memory import MemoryFact

router = APIRouter(tags=["digest"])

SUPPORTED_FACT_VERSIONS = (FACT_VERSION,)
_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {**PROBLEM, "description": "Unknown transcription"},
    409: {**PROBLEM, "description": "The transcription is not completed yet (its status is in the body)"},
    503: {**PROBLEM, "description": "The configured language model is unavailable"},
}


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
    responses={**_ERRORS, 304: {"description": "Not modified: If-None-Match names the current ETag"}},
)
async def get_digest(
    transcription_id: str,
    digests: DigestsDep,
    include_facts: Annotated[bool, Query(description="Include the cited facts")] = False,
    fact_version: Annotated[str, Query(description="Fact schema version")] = FACT_VERSION,
    if_none_match: Annotated[str | None, Header(description="An ETag of an earlier answer")] = None,
) -> Response:
    _check_version(fact_version)
    rendered = await digests.digest(transcription_id, include_facts=include_facts, fact_version=fact_version)
    headers = {"ETag": rendered.etag}
    if rendered.matches(if_none_match):
        return Response(status_code=status.HTTP_304_NOT_MODIFIED, headers=headers)
    return Response(content=rendered.body, media_type="application/json", headers=headers)


@router.post(
    "/digest/{transcription_id}/runs",
    status_code=status.HTTP_201_CREATED,
    response_model=DigestRun,
    summary="Force a new run (the facts of earlier runs stay)",
    responses=_ERRORS,
)
async def create_run(transcription_id: str, digests: DigestsDep) -> DigestRun:
    return await digests.generate(transcription_id)


@router.get(
    "/v1/facts/{fact_id:fact_id}",
    response_model=MemoryFact,
    tags=["facts"],
    summary="One stored fact with its citation, validation and memory state",
    responses={404: {**PROBLEM, "description": "Unknown fact"}},
)
async def get_fact(fact_id: str, facts: FactStoreDep, memory: MemoryDep) -> MemoryFact:
    (fact,) = await memory.with_state([await facts.get_fact(fact_id)])
    return fact


@router.get(
    "/v1/transcriptions/{transcription_id}/facts",
    response_model=list[MemoryFact],
    tags=["facts"],
    summary="Stored facts of a transcription (the latest run unless run_id is given), with their memory state",
    responses={404: {**PROBLEM, "description": "Unknown transcription or run"}},
)
async def list_facts(
    transcription_id: str,
    facts: FactStoreDep,
    transcriptions: TranscriptionStoreDep,
    memory: MemoryDep,
    run_id: Annotated[str | None, Query(description="A run of this transcription")] = None,
    fact_version: Annotated[str, Query(description="Fact schema version")] = FACT_VERSION,
) -> list[MemoryFact]:
    _check_version(fact_version)
    await transcriptions.get(transcription_id)
    run = await _resolve_run(facts, transcription_id, run_id)
    if run is None:
        return []
    return await memory.with_state(await facts.list_facts(transcription_id, run_id=run, fact_version=fact_version))


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
