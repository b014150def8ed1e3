"""GET /metrics (Prometheus text format) and GET /v1/rejections/summary (what gets rejected, and why)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST
from pydantic import BaseModel, ConfigDict

from factlayer.api.deps import StateDep
from factlayer.storage.stats import rejection_summary, store_counts

router = APIRouter(tags=["observability"])


class ReasonCount(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"reason": "not_grounded", "count": 2}]})

    reason: str
    count: int


class TypeCount(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"fact_type": "USER_FACT", "count": 3}]})

    fact_type: str
    count: int


class DayCount(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"day": "2026-11-23", "count": 3, "by_reason": {"not_grounded": 3}}]}
    )

    day: str
    count: int
    by_reason: dict[str, int]


class RejectionSummary(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "total": 3,
                    "by_reason": [{"reason": "not_grounded", "count": 2}, {"reason": "low_asr_confidence", "count": 1}],
                    "by_type": [{"fact_type": "USER_FACT", "count": 3}],
                    "by_day": [{"day": "2026-11-23", "count": 3, "by_reason": {"not_grounded": 2}}],
                }
            ]
        }
    )

    total: int
    by_reason: list[ReasonCount]
    by_type: list[TypeCount]
    by_day: list[DayCount]


@router.get(
    "/metrics",
    summary="Prometheus metrics",
    response_class=Response,
    responses={200: {"content": {CONTENT_TYPE_LATEST: {}}, "description": "Prometheus text exposition format"}},
)
async def metrics(state: StateDep) -> Response:
    state.metrics.set_store_counts(await store_counts(state.engine))
    return Response(state.metrics.render(), media_type=CONTENT_TYPE_LATEST)


@router.get(
    "/v1/rejections/summary", response_model=RejectionSummary, summary="Rejected candidates by reason, type, day"
)
async def summary(
    state: StateDep,
    namespace: Annotated[str | None, Query(max_length=128)] = None,
    since: Annotated[datetime | None, Query(description="inclusive, ISO 8601")] = None,
    until: Annotated[datetime | None, Query(description="exclusive, ISO 8601")] = None,
) -> RejectionSummary:
    return RejectionSummary.model_validate(
        await rejection_summary(state.engine, namespace=namespace, since=since, until=until)
    )
