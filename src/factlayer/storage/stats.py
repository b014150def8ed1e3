"""Aggregate reads over the store: counts for ``/metrics`` and the rejection report. SQL only here."""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.db import read_connection
from factlayer.storage.tables import extraction_runs, facts, jobs, rejected_candidates


async def store_counts(engine: AsyncEngine) -> dict[str, Any]:
    """Facts, digest runs, rejections by reason and jobs by (kind, status), over the whole store."""
    async with read_connection(engine) as conn:
        n_facts = (await conn.execute(select(func.count()).select_from(facts))).scalar_one()
        n_runs = (await conn.execute(select(func.count()).select_from(extraction_runs))).scalar_one()
        by_reason = await conn.execute(
            select(rejected_candidates.c.reason, func.count()).group_by(rejected_candidates.c.reason)
        )
        by_job = await conn.execute(
            select(jobs.c.kind, jobs.c.status, func.count()).group_by(jobs.c.kind, jobs.c.status)
        )
        return {
            "facts": int(n_facts),
            "runs": int(n_runs),
            "rejections_by_reason": {str(reason): int(count) for reason, count in by_reason},
            "jobs": {(str(kind), str(status)): int(count) for kind, status, count in by_job},
        }


async def rejection_summary(
    engine: AsyncEngine, *, namespace: str | None = None, since: datetime | None = None, until: datetime | None = None
) -> dict[str, Any]:
    """Rejected candidates counted by reason, by candidate type and by day (UTC), newest day first.

    ``since`` is inclusive and ``until`` exclusive, on the rejection's ``created_at``.
    """
    r = rejected_candidates.c
    day = func.date(r.created_at)
    query = select(day, r.reason, r.fact_type, func.count()).group_by(day, r.reason, r.fact_type)
    if namespace is not None:
        query = query.where(r.namespace == namespace)
    if since is not None:
        query = query.where(r.created_at >= since)
    if until is not None:
        query = query.where(r.created_at < until)
    by_reason: Counter[str] = Counter()
    by_type: Counter[str] = Counter()
    by_day: dict[str, Counter[str]] = defaultdict(Counter)
    async with read_connection(engine) as conn:
        for day_value, reason, fact_type, count in await conn.execute(query):
            by_reason[str(reason)] += int(count)
            by_type[str(fact_type or "unknown")] += int(count)
            by_day[str(day_value)][str(reason)] += int(count)
    return {
        "total": sum(by_reason.values()),
        "by_reason": [{"reason": k, "count": v} for k, v in by_reason.most_common()],
        "by_type": [{"fact_type": k, "count": v} for k, v in by_type.most_common()],
        "by_day": [
            {"day": d, "count": sum(reasons.values()), "by_reason": dict(reasons.most_common())}
            for d, reasons in sorted(by_day.items(), reverse=True)
        ],
    }
