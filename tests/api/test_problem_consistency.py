"""The same mistake gets the same problem+json on every route: an unknown field names the accepted ones, a body
that is not JSON is a 415, NaN and infinity are refused as such, a field-level 422 lists the field in `errors`,
and a 405 says which methods the path takes."""

from __future__ import annotations

import httpx
import pytest

from factlayer.models.memory import SearchRequest
from factlayer.models.transcription import TranscriptionCreate
from factlayer.models.verdict import VerifyBatchRequest, VerifyRequest
from tests.api.test_transcriptions_api import assert_problem

SOURCE = "Patient: I take ibuprofen twice a day."

# every route that reads a JSON object, with a body it would accept
JSON_ROUTES = [
    ("/v1/verify", {"claim": "I take ibuprofen.", "source_text": SOURCE}, VerifyRequest),
    ("/v1/verify/batch", {"claims": ["I take ibuprofen."], "source_text": SOURCE}, VerifyBatchRequest),
    ("/v1/facts/search", {"query": "ibuprofen"}, SearchRequest),
    ("/v1/transcriptions", {"text": SOURCE}, TranscriptionCreate),
]


@pytest.mark.parametrize(("path", "payload", "model"), JSON_ROUTES)
async def test_an_unknown_field_is_named_with_the_accepted_ones(
    client: httpx.AsyncClient, path: str, payload: dict[str, object], model: type
) -> None:
    body = assert_problem(await client.post(path, json={**payload, "confidence_treshold": 0.5}), 422)
    [error] = body["errors"]  # type: ignore[misc]
    assert error["field"] == "confidence_treshold" and error["type"] == "extra_forbidden"
    prefix = "unknown field; the accepted fields are "
    assert error["message"].startswith(prefix), error
    accepted = error["message"].removeprefix(prefix).split(", ")
    assert sorted(accepted) == sorted(model.model_fields)  # type: ignore[attr-defined]
    assert accepted[0] == next(iter(payload))  # the required field first
    assert body["detail"] == f"confidence_treshold: {error['message']}"


@pytest.mark.parametrize("path", [route[0] for route in JSON_ROUTES] + ["/v1/audit/verify"])
async def test_a_body_that_is_not_json_is_415_on_every_json_route(client: httpx.AsyncClient, path: str) -> None:
    response = await client.post(path, content=b"hello", headers={"content-type": "text/plain"})
    body = assert_problem(response, 415)
    assert body["type"] == "https://factlayer.dev/problems/unsupported-media-type"
    assert "application/json" in str(body["detail"]) and "text/plain" in str(body["detail"])


async def test_a_json_body_without_a_content_type_is_415_saying_so(client: httpx.AsyncClient) -> None:
    """FastAPI reads a body without content-type as bytes, not JSON (a browser's CSRF-able form): say so."""
    body = assert_problem(await client.post("/v1/verify", content=b'{"claim": "x", "source_text": "x"}'), 415)
    assert "application/json" in str(body["detail"]) and "no content-type" in str(body["detail"])


@pytest.mark.parametrize(
    ("raw", "field", "shown"),
    [
        (b'{"claim": "x", "source_text": "x", "timeout_s": NaN}', "timeout_s", "nan"),
        (b'{"claim": "x", "source_text": "x", "timeout_s": "nan"}', "timeout_s", "nan"),
        (b'{"claim": "x", "source_text": "x", "timeout_s": Infinity}', "timeout_s", "inf"),
        (b'{"claim": "x", "source_text": "x", "timeout_s": "-inf"}', "timeout_s", "-inf"),
        (b'{"claim": "x", "source_text": "x", "confidence_threshold": NaN}', "confidence_threshold", "nan"),
    ],
)
async def test_nan_and_infinity_are_refused_as_not_finite(
    client: httpx.AsyncClient, raw: bytes, field: str, shown: str
) -> None:
    for path in ("/v1/verify", "/v1/verify/batch"):
        content = raw.replace(b'"claim": "x"', b'"claims": ["x"]') if path.endswith("batch") else raw
        response = await client.post(path, content=content, headers={"content-type": "application/json"})
        body = assert_problem(response, 422)
        expected = {"field": field, "message": f"must be a finite number, not {shown}", "type": "finite_number"}
        assert body["errors"] == [expected], body


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e999"])
async def test_a_non_finite_wait_timeout_is_refused(client: httpx.AsyncClient, value: str) -> None:
    tid = (await client.post("/v1/transcriptions", json={"text": SOURCE})).json()["id"]
    response = await client.get(f"/v1/transcriptions/{tid}", params={"wait": "true", "timeout_s": value})
    body = assert_problem(response, 422)
    assert body["errors"] == [
        {"field": "timeout_s", "message": f"must be a finite number, not {value}", "type": "finite_number"}
    ]


async def test_a_bad_cursor_run_or_fact_version_is_listed_in_errors(client: httpx.AsyncClient) -> None:
    """The shape of a validation error's: `errors: [{field, message, type}]`, no lone top-level `field`, and its
    problem type and title."""
    schema = assert_problem(await client.get("/v1/transcriptions", params={"limit": "many"}), 422)
    first = (await client.post("/v1/transcriptions", json={"text": SOURCE})).json()["id"]
    second = (await client.post("/v1/transcriptions", json={"text": "Patient: I don't smoke."})).json()["id"]
    run_of_second = (await client.post(f"/digest/{second}/runs")).json()["run_id"]
    cases = [
        ("/v1/transcriptions", {"cursor": "not-a-cursor"}, "cursor"),
        (f"/digest/{first}", {"fact_version": "9.9"}, "fact_version"),
        (f"/v1/transcriptions/{first}/facts", {"fact_version": "9.9"}, "fact_version"),
        (f"/v1/transcriptions/{first}/facts", {"run_id": run_of_second}, "run_id"),
    ]
    for path, params, field in cases:
        body = assert_problem(await client.get(path, params=params), 422)
        assert "field" not in body, body
        assert body["errors"] == [{"field": field, "message": body["detail"], "type": "value_error"}], body
        assert (body["type"], body["title"]) == (schema["type"], schema["title"]), body
    assert str(schema["type"]).endswith("/validation-error")


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("DELETE", "/v1/transcriptions", "GET, HEAD, POST"),
        ("PUT", "/v1/verify", "POST"),
        ("POST", "/healthz", "GET, HEAD"),
    ],
)
async def test_a_405_names_the_method_and_the_allowed_ones(
    client: httpx.AsyncClient, method: str, path: str, allowed: str
) -> None:
    response = await client.request(method, path)
    body = assert_problem(response, 405)
    assert response.headers["allow"] == allowed
    assert body["detail"] == f"{method} is not allowed on {path}; the allowed methods are {allowed}"


async def test_a_transcript_without_a_content_type_is_415_as_on_the_other_json_routes(
    client: httpx.AsyncClient,
) -> None:
    raw = b'{"text": "Patient: I take ibuprofen twice a day."}'
    body = assert_problem(await client.post("/v1/transcriptions", content=raw), 415)
    assert body["type"] == "https://factlayer.dev/problems/unsupported-media-type"
    assert "no content-type" in str(body["detail"]) and "application/json" in str(body["detail"])
    assert (await client.get("/v1/transcriptions")).json()["items"] == []  # nothing stored
    # the same bytes sent as JSON are stored; nothing at all is the 422 of a missing body, as before
    assert (
        await client.post("/v1/transcriptions", content=raw, headers={"content-type": "application/json"})
    ).status_code == 201
    assert_problem(await client.post("/v1/transcriptions"), 422)
