"""The pages and the audio route over HTTP (the browser tests in tests/browser drive the same pages in Chromium)."""

from __future__ import annotations

import re

import httpx
import pytest

from tests.conftest import TEST_DATA

HOSTILE = (
    "Doctor: What brings you in? <script>window.__xss = 1</script>\n"
    'Patient: I\'ve had a headache since Monday.\r\nIt started at work. <img src=x onerror="window.__xss = 2">\n'
    "Doctor: Any fever?\nPatient: No, I don't have a fever. I take ibuprofen twice a day."
)


async def _post_text(client: httpx.AsyncClient, text: str) -> str:
    response = await client.post("/v1/transcriptions", json={"text": text, "title": "Visit <b>1</b>"})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


async def test_the_digest_page_escapes_the_transcript_and_cites_every_fact(client: httpx.AsyncClient) -> None:
    tid = await _post_text(client, HOSTILE)
    response = await client.get(f"/digest/{tid}/view")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    page = response.text
    assert "<script>window" not in page and "<img src=x" not in page and "<b>1</b>" not in page
    assert "&lt;script&gt;window.__xss = 1&lt;/script&gt;" in page
    assert "Visit &lt;b&gt;1&lt;/b&gt;" in page
    # the only scripts are the page's own file
    assert re.findall(r"<script[^>]*>", page) == ['<script src="/static/view/digest.js" defer>']
    assert "&#13;" in page  # the CR survives HTML parsing, so offsets after it stay exact
    assert "http://" not in page and "https://" not in page
    facts = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
    assert facts
    for fact in facts:
        spans = ",".join(f"{span['start_char']}-{span['end_char']}" for span in fact["spans"] or [fact["source_span"]])
        assert f'id="{fact["fact_id"]}" data-spans="{spans}"' in page


async def test_offsets_sent_to_the_browser_count_utf16_units(client: httpx.AsyncClient) -> None:
    text = "Patient: 😀😀 I have had a headache since Monday.\nDoctor: Any fever?\nPatient: No."
    tid = await _post_text(client, text)
    page = (await client.get(f"/digest/{tid}/view")).text
    facts = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
    fever = next(f for f in facts if "fever" in f["fact_text"])  # "The patient has no fever.": question + answer
    span = (fever["spans"] or [fever["source_span"]])[0]
    start, end = span["start_char"], span["end_char"]
    assert text[start:end] == span["text"] and start > text.index("😀")
    # two emoji before it, each one code point in Python but two UTF-16 units in JavaScript
    assert f'data-spans="{start + 2}-{end + 2}' in page  # the question, then its answer
    assert f'data-start="{start + 2}"' in page
    assert 'data-start="9"' in page  # before the emoji both counts agree


async def test_unknown_transcription_is_a_problem(client: httpx.AsyncClient) -> None:
    response = await client.get("/digest/tr_missing/view")
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/problem+json"


async def test_docs_and_redoc_load_only_local_assets(client: httpx.AsyncClient) -> None:
    for path, asset in (("/docs", "swagger-ui-bundle.js"), ("/redoc", "redoc.standalone.js")):
        page = (await client.get(path)).text
        assert f"/static/docs/{asset}" in page
        assert not re.search(r"(src|href)=[\"']https?://", page), page
        asset_response = await client.get(f"/static/docs/{asset}")
        assert asset_response.status_code == 200 and len(asset_response.content) > 100_000
    assert (await client.get("/openapi.json")).json()["paths"]["/v1/transcriptions/{transcription_id}/audio"]


async def test_the_claim_form_shows_verdict_evidence_and_correction(client: httpx.AsyncClient) -> None:
    tid = await _post_text(client, HOSTILE)
    response = await client.post(
        "/verify/view", data={"claim": "The patient takes ibuprofen three times a day.", "transcription_id": tid}
    )
    assert response.status_code == 200
    page = response.text
    assert 'id="verdict">CONTRADICTED' in page
    assert '<mark class="ev-contradicting"' in page and "I take ibuprofen twice a day" in page
    assert "<ins>The patient takes ibuprofen twice a day.</ins>" in page
    assert "&lt;script&gt;window.__xss" in page and "<script>window" not in page
    assert 'id="reason">' in page and "3 per day vs 2 per day" in page  # why, in words (the API's reason)


@pytest.mark.parametrize(
    ("form", "status", "message"),
    [
        ({"claim": " ", "source_text": "Some text."}, 422, "claim"),
        ({"claim": "A claim."}, 422, "give a source"),
        ({"claim": "A claim.", "transcription_id": "tr_missing"}, 404, "does not exist"),
    ],
)
async def test_the_claim_form_explains_what_is_wrong(
    client: httpx.AsyncClient, form: dict[str, str], status: int, message: str
) -> None:
    response = await client.post("/verify/view", data=form)
    assert response.status_code == status
    assert 'role="alert"' in response.text and message in response.text


async def _upload(client: httpx.AsyncClient, name: str) -> tuple[str, bytes]:
    content = (TEST_DATA / name).read_bytes()
    response = await client.post("/v1/transcriptions", files={"file": (name, content)})
    assert response.status_code == 202, response.text
    return str(response.json()["id"]), content


async def test_audio_is_served_whole_and_by_range(client: httpx.AsyncClient) -> None:
    tid, content = await _upload(client, "espeak_patient.ogg")
    size = len(content)
    url = f"/v1/transcriptions/{tid}/audio"
    whole = await client.get(url)
    assert whole.status_code == 200 and whole.content == content
    assert whole.headers["content-type"] == "audio/ogg" and whole.headers["accept-ranges"] == "bytes"
    assert whole.headers["x-content-type-options"] == "nosniff"
    part = await client.get(url, headers={"Range": "bytes=100-1099"})
    assert part.status_code == 206
    assert part.headers["content-range"] == f"bytes 100-1099/{size}"
    assert part.content == content[100:1100]
    tail = await client.get(url, headers={"Range": "bytes=-64"})
    assert tail.status_code == 206 and tail.content == content[-64:]
    assert tail.headers["content-range"] == f"bytes {size - 64}-{size - 1}/{size}"
    open_ended = await client.get(url, headers={"Range": f"bytes={size - 10}-"})
    assert open_ended.status_code == 206 and open_ended.content == content[-10:]


@pytest.mark.parametrize(
    ("header", "says"),
    [
        ("bytes={size}-", "lies outside the file of {size} bytes"),
        ("bytes=abc", "'bytes=abc' is not a valid bytes range"),
        ("bytes=9-3", "'bytes=9-3' is not a valid bytes range"),
    ],
)
async def test_bad_ranges_are_416_problems(client: httpx.AsyncClient, header: str, says: str) -> None:
    """Malformed or outside the file, a range is refused the same way (RFC 9110 §15.5.17): 416 with the size."""
    tid, content = await _upload(client, "espeak_patient.ogg")
    size = len(content)
    response = await client.get(f"/v1/transcriptions/{tid}/audio", headers={"Range": header.format(size=size)})
    assert response.status_code == 416
    assert response.headers["content-type"] == "application/problem+json"
    assert response.headers["content-range"] == f"bytes */{size}"
    assert says.format(size=size) in response.json()["detail"]
    assert response.json()["size"] == size


async def test_a_range_in_another_unit_is_ignored(client: httpx.AsyncClient) -> None:
    """RFC 9110 §14.2: a Range in a unit the server does not understand is ignored — the whole file, 200."""
    tid, content = await _upload(client, "espeak_patient.ogg")
    response = await client.get(f"/v1/transcriptions/{tid}/audio", headers={"Range": "pages=0-1"})
    assert response.status_code == 200
    assert response.content == content and "content-range" not in response.headers


async def test_no_audio_is_a_404_problem(client: httpx.AsyncClient) -> None:
    tid = await _post_text(client, HOSTILE)
    for path in (f"/v1/transcriptions/{tid}/audio", "/v1/transcriptions/tr_missing/audio"):
        response = await client.get(path)
        assert response.status_code == 404
        assert response.headers["content-type"] == "application/problem+json"
        assert "/" not in response.json()["detail"].replace(path, "")  # no server path leaks


async def test_a_new_run_gets_a_new_page(client: httpx.AsyncClient) -> None:
    """Pages are cached by run id: showing the page again is the same page, a new run is a new page."""
    tid = await _post_text(client, HOSTILE)
    first = (await client.get(f"/digest/{tid}/view")).text
    assert (await client.get(f"/digest/{tid}/view")).text == first
    new_run = (await client.post(f"/digest/{tid}/runs")).json()
    again = (await client.get(f"/digest/{tid}/view")).text
    facts = (await client.get(f"/v1/transcriptions/{tid}/facts", params={"run_id": new_run["run_id"]})).json()
    assert again != first
    assert all(f'id="{fact["fact_id"]}"' in again for fact in facts)
