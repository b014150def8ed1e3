"""POST /v1/verify: check a claim against a text or stored transcriptions; verdict, evidence, correction."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request

from factlayer.api.deps import VerificationDep
from factlayer.api.problems import PROBLEM
from factlayer.api.transcription_input import no_query
from factlayer.models.verdict import VerifyBatchRequest, VerifyBatchResponse, VerifyRequest, VerifyResponse


async def _no_query(request: Request) -> None:
    """A query parameter is refused, not ignored: ``?timeout_s=5`` would leave the server's 30 s in force."""
    no_query(list(request.query_params), f"POST {request.url.path}")


router = APIRouter(prefix="/v1/verify", tags=["verify"], dependencies=[Depends(_no_query)])

_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {**PROBLEM, "description": "Unknown transcription id"},
    409: {**PROBLEM, "description": "A transcription is not completed yet"},
    413: {**PROBLEM, "description": "source_text longer than FACTLAYER_MAX_TEXT_CHARS"},
    415: {**PROBLEM, "description": "The body is not sent as application/json"},
    422: {
        **PROBLEM,
        "description": "Empty or over-long claim, no source given, timeout_s out of 0.01..300, or a query parameter",
    },
}


_TIMEOUT = (
    "Checking stops at `timeout_s` (the caller's, else the server's default FACTLAYER_VERIFY__DEFAULT_TIMEOUT_S, "
    "30 s unless set): the answer is still 200, built from the sources checked by then, with `timed_out` true and "
    "the verdict PARTIAL (some evidence found) or UNVERIFIABLE (none), never a firm VERIFIED or CONTRADICTED from "
    "part of the sources; `reason` says how many sources were checked in full. Nothing is stored either way."
)


@router.post("", response_model=VerifyResponse, summary="Verify one claim", description=_TIMEOUT, responses=_ERRORS)
async def verify_claim(request: VerifyRequest, verification: VerificationDep) -> VerifyResponse:
    return await verification.verify(request)


@router.post(
    "/batch",
    response_model=VerifyBatchResponse,
    summary="Verify up to 100 claims against the same sources, concurrently",
    description=_TIMEOUT + " The timeout bounds the whole batch: claims not reached in time are UNVERIFIABLE.",
    responses=_ERRORS,
)
async def verify_batch(request: VerifyBatchRequest, verification: VerificationDep) -> VerifyBatchResponse:
    return await verification.verify_batch(request)
