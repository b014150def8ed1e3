"""The input of POST /v1/transcriptions, checked before anything is stored: the JSON body (``TranscriptionCreate``)
and the multipart upload's form, which is held to the same rules.

Every mistake comes back at once as a 422 whose ``errors`` name the field: an unknown field (a typo such as
``namspace`` would otherwise have filed the transcript under ``default``) lists the accepted ones, a field
given twice is refused rather than one value picked, and ``language`` must be a code Whisper knows and, for
audio, one the configured model can transcribe (an English-only model would transcribe French as English).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from fastapi.exceptions import RequestValidationError
from pydantic import ValidationError
from starlette.datastructures import FormData, UploadFile

from factlayer.api.problems import unknown_field_message
from factlayer.models.transcription import TranscriptionCreate

JSON_FIELDS = tuple(TranscriptionCreate.model_fields)
FORM_FIELDS = ("file", "language", "title", "namespace", "recorded_at")
# A form sends an empty field for a blank input: that is "not given" where nothing is lost by it (no title,
# the language detected); an empty namespace or recorded_at is refused, as in the JSON body (a memory filed
# under 'default', or dated at the upload, would be silently in the wrong place).
_EMPTY_IS_ABSENT = ("language", "title")


def _error(field: str, kind: str, message: str, where: str = "body") -> dict[str, Any]:
    return {"loc": (where, field), "type": kind, "msg": message}


def no_query(names: Sequence[str], route: str = "POST /v1/transcriptions") -> None:
    """POST takes no query parameters: ``?namespace=alice`` would be ignored, and the transcript filed elsewhere
    (``?timeout_s=5`` on /v1/verify, and the server's default timeout applied)."""
    if names:
        message = f"{route} takes no query parameters; send it in the JSON body" + (
            " or as a form field" if route.endswith("transcriptions") else ""
        )
        raise RequestValidationError(
            [_error(name, "extra_forbidden", message, "query") for name in dict.fromkeys(names)]
        )


def unknown_field(field: str, accepted: Sequence[str]) -> dict[str, Any]:
    return _error(field, "extra_forbidden", unknown_field_message(accepted))


def body_errors(exc: ValidationError, accepted: Sequence[str] = JSON_FIELDS) -> RequestValidationError:
    """The model's errors as the request's (``body.<field>``), an unknown field's naming the accepted ones."""
    errors = []
    for e in exc.errors(include_url=False, include_context=False):
        loc = ("body", *e.get("loc", ()))
        if e.get("type") == "extra_forbidden":
            errors.append(unknown_field(".".join(str(p) for p in loc[1:]), accepted))
        else:
            errors.append({**e, "loc": loc})
    return RequestValidationError(errors)


@dataclass(frozen=True, slots=True)
class UploadForm:
    upload: UploadFile
    language: str | None
    title: str | None
    namespace: str | None
    recorded_at: datetime | None


def _repeats_and_unknowns(form: FormData) -> list[dict[str, Any]]:
    names = [name for name, _ in form.multi_items()]
    errors = []
    for name in dict.fromkeys(names):
        if name not in FORM_FIELDS:
            errors.append(unknown_field(name, FORM_FIELDS))
        elif (times := names.count(name)) > 1:
            errors.append(_error(name, "repeated_field", f"given {times} times; give it once"))
    return errors


def read_form(form: FormData, languages: Sequence[str]) -> UploadForm:
    """The upload and its fields, checked as the JSON body is, or a RequestValidationError naming every
    offending field. ``languages``: the codes the configured speech model can transcribe."""
    errors = _repeats_and_unknowns(form)
    upload = form.get("file")
    if not isinstance(upload, UploadFile):
        errors.append(_error("file", "missing", "a multipart upload needs a 'file' part with the audio"))
    fields: dict[str, Any] = {"text": "-"}
    for name in FORM_FIELDS[1:]:
        value = form.get(name)
        if isinstance(value, UploadFile):
            errors.append(_error(name, "string_type", f"{name} must be a text field, not a file"))
        elif value is not None and not (value == "" and name in _EMPTY_IS_ABSENT):
            fields[name] = value
    checked: TranscriptionCreate | None = None
    try:
        checked = TranscriptionCreate.model_validate(fields)
    except ValidationError as exc:
        errors.extend(body_errors(exc, FORM_FIELDS).errors())
    if checked is not None and checked.language is not None and checked.language not in languages:
        errors.append(_error("language", "language_not_supported", _unsupported(checked.language, languages)))
    if errors or checked is None or not isinstance(upload, UploadFile):
        raise RequestValidationError(errors)
    return UploadForm(upload, checked.language, checked.title, checked.namespace, checked.recorded_at)


def _unsupported(language: str, languages: Sequence[str]) -> str:
    if tuple(languages) == ("en",):
        return (
            f"{language!r} cannot be transcribed: this server's speech model is English-only; "
            "use 'en' or leave language out"
        )
    return f"{language!r} cannot be transcribed by this server's speech model; use one of {', '.join(languages)}"
