"""GET /v1/transcriptions/{id}/audio: the uploaded recording, with HTTP Range so players can seek."""

from __future__ import annotations

import mimetypes

from fastapi import APIRouter, Request, Response
from fastapi.responses import FileResponse
from starlette.responses import MalformedRangeHeader, RangeNotSatisfiable
from starlette.types import Receive, Scope, Send

from factlayer.api.deps import SettingsDep, TranscriptionStoreDep
from factlayer.api.problems import PROBLEM, problem
from factlayer.errors import NotFound

router = APIRouter(tags=["transcriptions"])


def _media_type(filename: str | None) -> str:
    """Only audio/video types from the file name's extension; anything else is served as opaque bytes, never as
    something a browser would render (the name and the client's content type are the uploader's words)."""
    guessed = mimetypes.guess_type(filename or "")[0] or ""
    return guessed if guessed.startswith(("audio/", "video/")) else "application/octet-stream"


class _WholeFile(FileResponse):
    """The whole file, its request's Range header unread: a range in a unit other than bytes is ignored (RFC 9110
    §14.2: a server MUST ignore a Range header with a unit it does not understand)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = [(name, value) for name, value in scope["headers"] if name.lower() != b"range"]
        await super().__call__({**scope, "headers": headers}, receive, send)


def _other_unit(requested: str) -> bool:
    return "=" in requested and requested.split("=", 1)[0].strip().lower() != "bytes"


def _refused_range(request: Request, requested: str, size: int) -> Response | None:
    """416 problem+json, with ``Content-Range: bytes */size``, for a bytes Range header that is malformed or
    outside the file; None for one to serve. Checked with Starlette's own parser so that FileResponse agrees."""
    try:
        FileResponse._parse_range_header(requested, size)
    except MalformedRangeHeader:
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
            "description": "A malformed bytes Range header, or a range outside the file (Content-Range: "
            "bytes */size); a Range in another unit is ignored (the whole file, 200)",
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
    whole = requested is not None and _other_unit(requested)
    if requested is not None and not whole and (refused := _refused_range(request, requested, size)) is not None:
        return refused
    return (_WholeFile if whole else FileResponse)(
        path,
        media_type=_media_type(transcription.audio_filename),
        headers={"X-Content-Type-Options": "nosniff", "Cache-Control": "private, max-age=3600"},
    )
