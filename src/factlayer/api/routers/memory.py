"""The memory API: search a namespace, a fact's history, what held at a time."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query

from factlayer.api import paths as _paths  # noqa: F401  (registers the fact_id convertor)
from factlayer.api.deps import MemoryDep
from factlayer.api.problems import PROBLEM
from factlayer.models.clock import as_utc
from factlayer.models.memory import FactHistory, FactList, SearchRequest, SearchResponse
from factlayer.models.transcription import NAMESPACE_PATTERN
from factlayer.storage.scope import namespace_for_write

router = APIRouter(prefix="/v1/facts", tags=["memory"])


@router.post(
    "/search",
    response_model=SearchResponse,
    summary="Hybrid search (BM25 + embeddings, fused) over a namespace's facts",
    responses={
        415: {**PROBLEM, "description": "The body is not sent as application/json"},
        422: {**PROBLEM, "description": "Invalid request; the offending field is named"},
    },
)
async def search_facts(body: SearchRequest, memory: MemoryDep) -> SearchResponse:
    results = await memory.search(
        body.query,
        namespace=namespace_for_write(body.namespace),
        limit=body.limit,
        as_of=body.as_of,
        subject=body.subject,
    )
    return SearchResponse(results=results)


@router.get(
    "",
    response_model=FactList,
    summary="The facts of a namespace that held at a time (optionally about one subject)",
    responses={422: {**PROBLEM, "description": "Invalid query parameter"}},
)
async def list_memory_facts(
    memory: MemoryDep,
    namespace: Annotated[
        str | None, Query(pattern=NAMESPACE_PATTERN, description="Default: the API key's namespace, else 'default'")
    ] = None,
    subject: Annotated[str | None, Query(max_length=200)] = None,
    as_of: Annotated[datetime | None, Query(description="ISO 8601; default now")] = None,
) -> FactList:
    return await memory.facts_as_of(namespace=namespace_for_write(namespace), subject=subject, as_of=as_utc(as_of))


@router.get(
    "/{fact_id:fact_id}/history",
    response_model=FactHistory,
    summary="A fact's lineage: the facts it corroborates, supersedes or was superseded by, and every event",
    responses={404: {**PROBLEM, "description": "Unknown fact id"}},
)
async def fact_history(fact_id: str, memory: MemoryDep) -> FactHistory:
    return await memory.history(fact_id)
