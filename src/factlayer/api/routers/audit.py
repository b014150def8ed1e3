"""Audit chain verification."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict

from factlayer.api.deps import ServicesDep
from factlayer.storage.audit import verify_chain
from factlayer.storage.db import read_connection

router = APIRouter(prefix="/v1/audit", tags=["audit"])


class AuditVerification(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"status": "ok", "entries": 42, "first_broken_seq": None, "reason": None},
                {
                    "status": "broken",
                    "entries": 17,
                    "first_broken_seq": 17,
                    "reason": "hash does not match the entry's content",
                },
            ]
        }
    )

    status: str
    entries: int
    first_broken_seq: int | None
    reason: str | None


@router.get("/verify", response_model=AuditVerification, summary="Verify the audit log's hash chain")
async def verify_audit(services: ServicesDep) -> AuditVerification:
    async with read_connection(services.engine) as conn:
        report = await verify_chain(conn)
    return AuditVerification(
        status="ok" if report.ok else "broken",
        entries=report.entries,
        first_broken_seq=report.first_broken_seq,
        reason=report.reason,
    )
