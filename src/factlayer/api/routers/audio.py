"""GET /v1/transcriptions/{id}/audio: the uploaded recording, with HTTP Range so players can seek."""

from __future__ import annotations

import mimetypes
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import FileResponse
from starlette.responses import MalformedRangeHeader, RangeNotSatisfiable

from factlayer.api.deps import SettingsDep, TranscriptionStoreDep
from factlayer.api.problems import problem
from factlayer.errors import NotFound

router = APIRouter(tags=["transcriptions"])

PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}


def _media_type(filename: str | None) -> str:
    """Only audio/video types from the file name's extension; anything else is served as opaque bytes, never as
    something a browser would render (the name and the client's content type are the uploader's words)."""
    guessed = mimetypes.guess_type(filename or "")[0] or ""
    return guessed if guessed.startswith(("audio/", "video/")) else "application/octet-stream"


def _refused_range(request: Request, requested: str, size: int) -> Response | None:
    """416 problem+json, with ``Content-Range: bytes */size``, for a Range header that is malformed or outside
    the file; None for one to serve. Checked with Starlette's own parser so that FileResponse agrees with it."""
    try:
        FileResponse._parse_range_header(requested, size)
    except MalformedRangeHeader:
        unit = requested.split("=", 1)[0].strip()
        if unit.lower() != "bytes":
            detail = f"the Range header {requested!r} asks for {unit!r}: only bytes ranges are served"
        else:
            detail = f"the Range header {requested!r} is not a valid bytes range"
        detail += f" (e.g. bytes=0-1023, bytes=1024-, bytes=-1024; the file is {size} bytes)"
    except RangeNotSatisfiable:
        detail = f"the range {requested!r} lies outside the file of {size} bytes"
    else:
        return None
    response = problem(
        request, status=416, code="range-not-satisfiable", title="Range not satisfiable", detail=detail, size=size
    )
    response.headers["Content-Range"] = f"bytes */{size}"
    return response


@router.get(
    "/v1/transcriptions/{transcription_id}/audio",
    summary="The uploaded audio (supports Range requests: 206 Partial Content)",
    response_class=FileResponse,
    responses={
        200: {"content": {"audio/*": {}}, "description": "The whole file"},
        206: {"content": {"audio/*": {}}, "description": "The requested byte range (Content-Range)"},
        404: {**PROBLEM, "description": "Unknown transcription, a text transcription, or the file is gone"},
        416: {
            **PROBLEM,
            "description": "A malformed Range header (or another unit than bytes), or a range outside the file "
            "(Content-Range: bytes */size)",
        },
    },
)
async def get_audio(
    transcription_id: str, request: Request, transcriptions: TranscriptionStoreDep, settings: SettingsDep
) -> Response:
    transcription = await transcriptions.get(transcription_id)
    if transcription.source_kind != "audio" or not transcription.audio_sha256:
        raise NotFound(f"transcription {transcription_id} was posted as text: it has no audio")
    path = settings.uploads_dir / transcription.audio_sha256
    if not path.is_file():
        raise NotFound(f"the audio of transcription {transcription_id} is no longer stored")
    size = path.stat().st_size
    requested = request.headers.get("range")
    if requested is not None and (refused := _refused_range(request, requested, size)) is not None:
        return refused
    return FileResponse(
        path,
        media_type=_media_type(transcription.audio_filename),
        headers={"X-Content-Type-Options": "nosniff", "Cache-Control": "private, max-age=3600"},
    )
