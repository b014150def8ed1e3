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


@router.get(
    "/v1/transcriptions/{transcription_id}/audio",
    summary="The uploaded audio (supports Range requests: 206 Partial Content)",
    response_class=FileResponse,
    responses={
        200: {"content": {"audio/*": {}}, "description": "The whole file"},
        206: {"content": {"audio/*": {}}, "description": "The requested byte range (Content-Range)"},
        400: {**PROBLEM, "description": "A malformed Range header"},
        404: {**PROBLEM, "description": "Unknown transcription, a text transcription, or the file is gone"},
        416: {**PROBLEM, "description": "The range lies outside the file (Content-Range: bytes */size)"},
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
    if requested is not None:
        # Checked here with Starlette's own parser so a bad range is a problem+json, not a plain-text body.
        try:
            FileResponse._parse_range_header(requested, size)
        except MalformedRangeHeader as exc:
            return problem(request, status=400, code="invalid-range", title="Invalid Range header", detail=exc.content)
        except RangeNotSatisfiable:
            response = problem(
                request,
                status=416,
                code="range-not-satisfiable",
                title="Range not satisfiable",
                detail=f"the range {requested!r} lies outside the file of {size} bytes",
                size=size,
            )
            response.headers["Content-Range"] = f"bytes */{size}"
            return response
    return FileResponse(
        path,
        media_type=_media_type(transcription.audio_filename),
        headers={"X-Content-Type-Options": "nosniff", "Cache-Control": "private, max-age=3600"},
    )
