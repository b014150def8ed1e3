"""Transcriptions: post text (JSON) or audio (multipart), read them back, wait for ASR."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, status
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from pydantic import ValidationError
from starlette.datastructures import UploadFile

from factlayer.api.deps import IngestDep, TranscriptionStoreDep
from factlayer.errors import InvalidInput, UnsupportedMedia
from factlayer.models.transcription import Segment, Transcription, TranscriptionCreate, TranscriptionPage, Word

router = APIRouter(prefix="/v1/transcriptions", tags=["transcriptions"])

PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}
READ_CHUNK = 1024 * 1024
JSON = "application/json"
MAX_WAIT_S = 300.0

_CREATE_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {"schema": TranscriptionCreate.model_json_schema()},
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {
                            "type": "string",
                            "format": "binary",
                            "description": "Audio: wav, flac, mp3, ogg, m4a, webm",
                        },
                        "language": {"type": "string", "description": "Force a language, e.g. 'en'"},
                        "title": {"type": "string"},
                        "namespace": {"type": "string", "description": "Whose memory (default 'default')"},
                        "recorded_at": {"type": "string", "format": "date-time", "description": "When it was said"},
                    },
                }
            },
        },
    }
}


def _body_errors(exc: ValidationError) -> RequestValidationError:
    return RequestValidationError(
        [{**e, "loc": ("body", *e.get("loc", ()))} for e in exc.errors(include_url=False, include_context=False)]
    )


async def _file_chunks(upload: UploadFile) -> AsyncIterator[bytes]:
    while chunk := await upload.read(READ_CHUNK):
        yield chunk


def _optional_field(value: object, name: str, max_length: int) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be a text field", field=name)
    if len(value) > max_length:
        raise InvalidInput(f"{name} is longer than {max_length} characters", field=name)
    return value


def _memory_fields(namespace: object, recorded_at: object) -> dict[str, Any]:
    """namespace and recorded_at of a multipart upload, checked like the JSON body's."""
    fields = {
        "text": "-",
        "namespace": _optional_field(namespace, "namespace", 128),
        "recorded_at": _optional_field(recorded_at, "recorded_at", 64),
    }
    try:
        checked = TranscriptionCreate.model_validate(fields)
    except ValidationError as exc:
        raise _body_errors(exc) from exc
    return {"namespace": checked.namespace, "recorded_at": checked.recorded_at}


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=Transcription,
    summary="Store a transcript (JSON text → 201) or upload audio (multipart → 202, transcribed in the background)",
    openapi_extra=_CREATE_BODY,
    responses={
        202: {"model": Transcription, "description": "Audio accepted; poll the Location (status queued → completed)"},
        413: {**PROBLEM, "description": "Text or file over the limit"},
        415: {**PROBLEM, "description": "Not JSON/multipart, or the file is not decodable audio"},
        422: {**PROBLEM, "description": "Invalid input; the offending field is named"},
    },
)
async def create_transcription(request: Request, ingest: IngestDep) -> Response:
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type == "multipart/form-data":
        async with request.form(max_files=1, max_fields=10) as form:
            upload = form.get("file")
            if not isinstance(upload, UploadFile):
                raise InvalidInput("a multipart upload needs a 'file' part with the audio", field="file")
            created = await ingest.ingest_audio(
                _file_chunks(upload),
                filename=upload.filename,
                content_type=upload.content_type,
                language=_optional_field(form.get("language"), "language", 16),
                title=_optional_field(form.get("title"), "title", 500),
                **_memory_fields(form.get("namespace"), form.get("recorded_at")),
            )
        code = status.HTTP_202_ACCEPTED
    elif content_type in ("application/json", "") or content_type.endswith("+json"):
        try:
            payload = TranscriptionCreate.model_validate_json(await request.body())
        except ValidationError as exc:
            raise _body_errors(exc) from exc
        created = await ingest.ingest_text(
            payload.text,
            language=payload.language,
            title=payload.title,
            namespace=payload.namespace,
            recorded_at=payload.recorded_at,
        )
        code = status.HTTP_201_CREATED
    else:
        raise UnsupportedMedia(
            f"content-type {content_type!r} is not accepted: send application/json with text, "
            "or multipart/form-data with a file"
        )
    location = f"/v1/transcriptions/{created.id}"
    # pydantic's own JSON: the same bytes as jsonable_encoder + JSONResponse, ~10 µs instead of ~190 µs of CPU
    return Response(created.model_dump_json(), status_code=code, headers={"Location": location}, media_type=JSON)


@router.get("", response_model=TranscriptionPage, summary="List transcriptions, newest first")
async def list_transcriptions(
    store: TranscriptionStoreDep,
    limit: Annotated[int, Query(ge=1, le=100, description="Page size")] = 20,
    cursor: Annotated[str | None, Query(description="next_cursor from the previous page")] = None,
) -> TranscriptionPage:
    return await store.list_page(limit=limit, cursor=cursor)


@router.get(
    "/{transcription_id}",
    response_model=Transcription,
    summary="Read one transcription; ?wait=true blocks until it is completed or failed",
    responses={404: {**PROBLEM, "description": "Unknown id"}},
)
async def get_transcription(
    transcription_id: str,
    store: TranscriptionStoreDep,
    wait: Annotated[bool, Query(description="Wait until status is completed or failed")] = False,
    timeout_s: Annotated[float, Query(gt=0, le=MAX_WAIT_S, description="Longest wait")] = 30.0,
) -> Transcription:
    transcription = await store.get(transcription_id)
    deadline = time.monotonic() + timeout_s
    while wait and transcription.status in ("queued", "processing") and time.monotonic() < deadline:
        await asyncio.sleep(0.25)
        transcription = await store.get(transcription_id)
    return transcription


@router.get(
    "/{transcription_id}/segments",
    response_model=list[Segment],
    summary="Timed segments with character offsets into the text (audio transcriptions)",
    responses={404: {**PROBLEM, "description": "Unknown id"}},
)
async def get_segments(transcription_id: str, store: TranscriptionStoreDep) -> list[Segment]:
    return await store.segments(transcription_id)


@router.get(
    "/{transcription_id}/words",
    response_model=list[Word],
    summary="Timed words with character offsets into the text (audio transcriptions)",
    responses={404: {**PROBLEM, "description": "Unknown id"}},
)
async def get_words(transcription_id: str, store: TranscriptionStoreDep) -> list[Word]:
    return await store.words(transcription_id)
