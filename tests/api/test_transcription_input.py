"""POST /v1/transcriptions refuses bad input up front, with a 422 that names the field and what is accepted, and
nothing stored: no row, no job, no staged upload. The multipart form is held to the JSON body's rules."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from factlayer.api.app import create_app
from factlayer.api.transcription_input import FORM_FIELDS
from factlayer.asr.languages import model_languages, whisper_languages
from factlayer.config import ASRSettings, Settings
from tests.api.test_transcriptions_api import assert_problem
from tests.conftest import TEST_DATA, count_rows

JFK = (TEST_DATA / "jfk.flac").read_bytes()


def _nothing_stored(db_path: Path, settings: Settings) -> bool:
    uploads = settings.uploads_dir
    staged = list(uploads.rglob("*")) if uploads.exists() else []
    return count_rows(db_path, "transcriptions") == 0 and count_rows(db_path, "jobs") == 0 and staged == []


@asynccontextmanager
async def serving(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        yield http


async def _upload(http: httpx.AsyncClient, fields: dict[str, Any]) -> httpx.Response:
    return await http.post("/v1/transcriptions", files={"file": ("jfk.flac", JFK)}, data=fields)


def _errors(body: dict[str, Any]) -> dict[str, str]:
    return {e["field"]: e["message"] for e in body["errors"]}


def _multilingual_model(directory: Path) -> Path:
    """A CTranslate2 model directory as far as the API looks at it: a multilingual vocabulary (51,865 tokens)."""
    directory.mkdir()
    (directory / "vocabulary.txt").write_text("".join(f"t{i}\n" for i in range(51_865)), encoding="utf-8")
    return directory


# --- language ---------------------------------------------------------------------------------------------


def test_the_languages_are_faster_whispers_and_the_bundled_model_is_english_only() -> None:
    from faster_whisper.tokenizer import _LANGUAGE_CODES

    assert whisper_languages() == tuple(_LANGUAGE_CODES) and {"en", "fr", "haw", "yue"} <= set(whisper_languages())
    assert model_languages(ASRSettings()) == ("en",)  # tiny.en: its vocabulary has 51,864 tokens
    assert model_languages(ASRSettings(model="small.en")) == ("en",)
    assert model_languages(ASRSettings(model="small")) == whisper_languages()


async def test_an_unknown_language_is_422_on_both_routes_naming_the_accepted_codes(
    settings: Settings, db_path: Path
) -> None:
    # before: the upload was 202 and the job transcribed English anyway ('zz' ignored with a log warning); on a
    # multilingual model the tokenizer refuses 'zz' and the job fails after it was accepted
    async with serving(settings) as http:
        uploaded = assert_problem(await _upload(http, {"language": "zz"}), 422)
        posted = assert_problem(await http.post("/v1/transcriptions", json={"text": "Hi.", "language": "zz"}), 422)
    for body in (uploaded, posted):
        message = _errors(body)["language"]
        assert "'zz' is not a language code Whisper knows" in message
        assert all(code in message for code in ("en", "fr", "haw", "yue"))
    assert _nothing_stored(db_path, settings)


async def test_a_language_the_english_only_model_cannot_do_is_422(settings: Settings, db_path: Path) -> None:
    # before: 202, and tiny.en transcribed the French audio as English ("using 'en' instead", in the log only)
    async with serving(settings) as http:
        body = assert_problem(await _upload(http, {"language": "fr"}), 422)
        assert "English-only" in _errors(body)["language"] and "'en'" in _errors(body)["language"]
        assert _nothing_stored(db_path, settings)
        # a text is not transcribed: any language Whisper knows is a fine label for it
        assert (await http.post("/v1/transcriptions", json={"text": "Bonjour.", "language": "fr"})).status_code == 201
        assert (await _upload(http, {"language": "en"})).status_code == 202


async def test_a_bcp47_tag_is_read_as_its_language(settings: Settings, db_path: Path) -> None:
    # 'en-US' and 'EN' name English: stored as Whisper's code, not refused (nor 'en-US' passed to Whisper)
    async with serving(settings) as http:
        for tag in ("en-US", "EN", "en_GB"):
            accepted = await _upload(http, {"language": tag})
            assert accepted.status_code == 202, accepted.text
            assert accepted.json()["language"] == "en"
        posted = await http.post("/v1/transcriptions", json={"text": "Bonjour.", "language": "fr-CA"})
        assert posted.status_code == 201 and posted.json()["language"] == "fr"
        assert_problem(await _upload(http, {"language": "zz-US"}), 422)
    assert count_rows(db_path, "transcriptions") == 4


async def test_a_multilingual_model_takes_any_whisper_language(
    make_settings: Callable[..., Settings], tmp_path: Path, db_path: Path
) -> None:
    settings = make_settings(asr={"model": str(_multilingual_model(tmp_path / "model"))})
    async with serving(settings) as http:
        accepted = await _upload(http, {"language": "fr"})
        assert accepted.status_code == 202, accepted.text
        assert accepted.json()["language"] == "fr"
        assert_problem(await _upload(http, {"language": "zz"}), 422)
    assert count_rows(db_path, "transcriptions") == 1


async def test_a_configured_language_the_model_cannot_do_stops_the_service_at_startup(
    make_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    # before: the service started and transcribed every upload as English ("using 'en' instead", in the log only)
    with pytest.raises(ValueError, match=r"FACTLAYER_ASR__LANGUAGE='fr'.*transcribes en only"):
        create_app(make_settings(asr={"language": "fr"}))
    async with serving(make_settings(asr={"language": "en"})) as http:
        assert (await http.get("/healthz")).status_code == 200
    multilingual = make_settings(asr={"language": "fr", "model": str(_multilingual_model(tmp_path / "model"))})
    async with serving(multilingual) as http:
        assert (await http.get("/healthz")).status_code == 200


# --- unknown, repeated and empty fields -------------------------------------------------------------------


async def test_an_unknown_form_field_is_422_listing_it_and_the_accepted_ones(settings: Settings, db_path: Path) -> None:
    # before: 202, and the transcript went to the 'default' namespace
    async with serving(settings) as http:
        body = assert_problem(await _upload(http, {"namspace": "alice", "titel": "Visit"}), 422)
    errors = _errors(body)
    assert set(errors) == {"namspace", "titel"}
    assert all("file, language, title, namespace, recorded_at" in message for message in errors.values())
    assert "namspace" in str(body["detail"]) and "titel" in str(body["detail"])
    assert _nothing_stored(db_path, settings)


async def test_the_json_body_names_the_accepted_fields_too(client: httpx.AsyncClient, db_path: Path) -> None:
    response = await client.post("/v1/transcriptions", json={"text": "Hi.", "namspace": "alice"})
    message = _errors(assert_problem(response, 422))["namspace"]
    assert "unknown field" in message and "text, language, title, namespace, recorded_at" in message
    assert count_rows(db_path, "transcriptions") == 0


async def test_a_repeated_form_field_is_422_not_one_value_picked(settings: Settings, db_path: Path) -> None:
    async with serving(settings) as http:
        body = assert_problem(await _upload(http, {"namespace": ["alice", "bob"]}), 422)
    assert _errors(body) == {"namespace": "given 2 times; give it once"}
    assert _nothing_stored(db_path, settings)


@pytest.mark.parametrize("field", ["namespace", "recorded_at"])
async def test_an_empty_namespace_or_recorded_at_is_422_as_in_json(
    settings: Settings, db_path: Path, field: str
) -> None:
    # before: an empty namespace filed the transcript under 'default', an empty recorded_at dated it at the upload
    async with serving(settings) as http:
        assert field in _errors(assert_problem(await _upload(http, {field: ""}), 422))
        assert field in _errors(
            assert_problem(await http.post("/v1/transcriptions", json={"text": "Hi.", field: ""}), 422)
        )
    assert _nothing_stored(db_path, settings)


async def test_an_empty_title_or_language_is_not_given(settings: Settings) -> None:
    async with serving(settings) as http:
        accepted = await _upload(http, {"title": "", "language": ""})
    assert accepted.status_code == 202, accepted.text
    assert accepted.json()["title"] is None and accepted.json()["language"] is None


async def test_a_query_parameter_is_422_not_ignored(settings: Settings, db_path: Path) -> None:
    # before: 202/201, the query ignored and the transcript filed under 'default'
    async with serving(settings) as http:
        for response in (
            await http.post("/v1/transcriptions?namespace=alice", files={"file": ("jfk.flac", JFK)}),
            await http.post("/v1/transcriptions", params={"namespace": "alice"}, json={"text": "Hi."}),
        ):
            body = assert_problem(response, 422)
            assert body["errors"][0]["field"] == "namespace" and "no query parameters" in str(body["detail"])
    assert _nothing_stored(db_path, settings)


async def test_the_form_and_its_openapi_schema_list_the_same_fields(client: httpx.AsyncClient) -> None:
    spec = (await client.get("/openapi.json")).json()
    form = spec["paths"]["/v1/transcriptions"]["post"]["requestBody"]["content"]["multipart/form-data"]["schema"]
    assert tuple(form["properties"]) == FORM_FIELDS and form["additionalProperties"] is False


# --- recorded_at ------------------------------------------------------------------------------------------


async def test_recorded_at_in_the_future_is_422_on_both_routes(settings: Settings, db_path: Path) -> None:
    far = "2999-01-01T00:00:00Z"
    async with serving(settings) as http:
        for response in (
            await _upload(http, {"recorded_at": far}),
            await http.post("/v1/transcriptions", json={"text": "Hi.", "recorded_at": far}),
        ):
            assert "in the future" in _errors(assert_problem(response, 422))["recorded_at"]
        assert _nothing_stored(db_path, settings)
        # a local time sent without its offset (read as UTC) may be hours ahead: within a day it is taken
        soon = (datetime.now(UTC) + timedelta(hours=14)).replace(tzinfo=None).isoformat()
        assert (await http.post("/v1/transcriptions", json={"text": "Hi.", "recorded_at": soon})).status_code == 201


async def test_a_zero_date_for_recorded_at_is_422_on_both_routes(settings: Settings, db_path: Path) -> None:
    # before: 0001-01-01 (the zero date some systems send for "unknown") was stored, and "yesterday" stayed
    # unresolved in the fact text; 1900 onwards is taken (an old recording keeps its date)
    async with serving(settings) as http:
        for response in (
            await _upload(http, {"recorded_at": "0001-01-01T00:00:00Z"}),
            await http.post("/v1/transcriptions", json={"text": "Hi.", "recorded_at": "0001-01-01"}),
        ):
            assert "before 1900" in _errors(assert_problem(response, 422))["recorded_at"]
        assert _nothing_stored(db_path, settings)
        old = await http.post("/v1/transcriptions", json={"text": "Hi.", "recorded_at": "1962-09-12T10:00:00Z"})
        assert (old.status_code, old.json()["recorded_at"]) == (201, "1962-09-12T10:00:00Z")


async def test_a_nul_character_in_the_text_is_422_and_nothing_stored(settings: Settings, db_path: Path) -> None:
    # before: SQLite stored it (201) and PostgreSQL's text column refuses it on insert — the same request answered
    # differently by backend; now refused up front on both
    async with serving(settings) as http:
        body = assert_problem(await http.post("/v1/transcriptions", json={"text": "Hi.\u0000 I'm Ana."}), 422)
    assert "NUL" in str(body["detail"])
    assert _nothing_stored(db_path, settings)


async def test_a_number_for_recorded_at_is_422(settings: Settings, db_path: Path) -> None:
    # before: 12345 was accepted as 1970-01-01T03:25:45Z
    async with serving(settings) as http:
        body = assert_problem(await http.post("/v1/transcriptions", json={"text": "Hi.", "recorded_at": 12345}), 422)
        assert "recorded_at" in _errors(body)
        ok = await http.post("/v1/transcriptions", json={"text": "Hi.", "recorded_at": "2024-01-10T09:00:00Z"})
    assert ok.status_code == 201, ok.text
    assert ok.json()["recorded_at"].startswith("2024-01-10T09:00:00")
