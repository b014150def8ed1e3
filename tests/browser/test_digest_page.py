"""The digest page in a real Chromium: highlight, scroll, audio seek, keyboard, rejected candidates, phone
width, XSS, and no request leaving the machine (the ``page`` fixture fails the test if one tried)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import Server, Traffic
from tests.conftest import TEST_DATA

# A real MTS-Dialog visit (tests/data); its digest keeps facts and rejects at least one hedged candidate.
VISIT = json.loads((TEST_DATA / "mts_dialog_sample.jsonl").read_text(encoding="utf-8").splitlines()[0])["transcript"]
HOSTILE = '\nDoctor: Anything else? <script>window.__xss = 1</script> <img src=x onerror="window.__xss = 2">'
SPEECH = (
    "espeak_patient.ogg"  # "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. …"
)


def _digest(server: Server, transcription_id: str) -> dict[str, Any]:
    with server.client() as http:
        response = http.get(f"/digest/{transcription_id}", params={"include_facts": "true"})
        assert response.status_code == 200, response.text
        digest: dict[str, Any] = response.json()
        digest["rejections"] = http.get(f"/v1/transcriptions/{transcription_id}/rejections").json()
    return digest


@pytest.fixture(scope="module")
def visit(server: Server) -> dict[str, Any]:
    with server.client() as http:
        created = http.post("/v1/transcriptions", json={"text": VISIT + HOSTILE, "title": "Back pain <i>visit</i>"})
        assert created.status_code == 201, created.text
    return _digest(server, created.json()["id"])


@pytest.fixture(scope="module")
def spoken(server: Server) -> dict[str, Any]:
    """The clip through the real upload → Whisper → digest path."""
    with server.client() as http:
        accepted = http.post("/v1/transcriptions", files={"file": (SPEECH, (TEST_DATA / SPEECH).read_bytes())})
        assert accepted.status_code == 202, accepted.text
        tid = accepted.json()["id"]
        done = http.get(f"/v1/transcriptions/{tid}", params={"wait": "true", "timeout_s": 120}).json()
        assert done["status"] == "completed", done
    return _digest(server, tid)


def _marked(page: Page) -> str:
    return str(page.eval_on_selector_all("mark.hl", "marks => marks.map(m => m.textContent).join('')"))


def _wait_until(page: Page, expression: str, timeout_s: float = 15.0) -> None:
    """Poll an expression (page.wait_for_function evaluates strings with eval, which the page's CSP forbids)."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"still false after {timeout_s} s: {expression}"
        page.wait_for_timeout(50)


def _open(page: Page, server: Server, digest: dict[str, Any], fragment: str = "") -> None:
    page.goto(f"{server.base_url}/digest/{digest['transcription_id']}/view{fragment}")
    expect(page.locator("#transcript .said").first).to_be_visible()


def test_clicking_a_fact_marks_its_span_and_scrolls_there(page: Page, server: Server, visit: dict[str, Any]) -> None:
    facts = visit["facts"]
    assert len(facts) >= 3
    _open(page, server, visit)
    last = max(facts, key=lambda f: f["source_span"]["start_char"])  # far down: the page must scroll to it
    page.click(f"#{last['fact_id']}")
    expect(page.locator(f"#{last['fact_id']}")).to_have_attribute("aria-pressed", "true")
    assert _marked(page) == last["source_span"]["text"]
    expect(page.locator("mark.hl").first).to_be_in_viewport()
    assert page.url.endswith(f"#{last['fact_id']}")
    first = min(facts, key=lambda f: f["source_span"]["start_char"])
    page.click(f"#{first['fact_id']}")  # the earlier mark is gone, the new one is there
    assert _marked(page) == first["source_span"]["text"]
    expect(page.locator(f"#{last['fact_id']}")).to_have_attribute("aria-pressed", "false")
    page.check("#show-rejected")
    page.locator(f"#{facts[len(facts) // 2]['fact_id']}").click()
    _screenshot(page, "digest-view.png")


def test_the_transcript_is_text_not_markup(page: Page, server: Server, visit: dict[str, Any]) -> None:
    _open(page, server, visit)
    assert page.evaluate("window.__xss") is None
    assert page.locator("img").count() == 0
    transcript = page.inner_text("#transcript")
    assert "<script>window.__xss = 1</script>" in transcript and "<img src=x" in transcript
    expect(page.locator("h1")).to_have_text("Back pain <i>visit</i>")


def test_keyboard_moves_through_the_facts(page: Page, server: Server, visit: dict[str, Any]) -> None:
    in_order = sorted(visit["facts"], key=lambda f: f["source_span"]["start_char"])
    _open(page, server, visit)
    page.keyboard.press("j")  # nothing selected yet: the first fact
    expect(page.locator(f"#{in_order[0]['fact_id']}")).to_be_focused()
    page.keyboard.press("j")
    expect(page.locator(f"#{in_order[1]['fact_id']}")).to_have_attribute("aria-pressed", "true")
    assert _marked(page) == in_order[1]["source_span"]["text"]
    page.keyboard.press("ArrowDown")
    assert _marked(page) == in_order[2]["source_span"]["text"]
    page.keyboard.press("k")
    page.keyboard.press("ArrowUp")
    expect(page.locator(f"#{in_order[0]['fact_id']}")).to_be_focused()
    assert _marked(page) == in_order[0]["source_span"]["text"]
    page.locator(f"#{in_order[2]['fact_id']}").focus()
    page.keyboard.press("Enter")
    assert _marked(page) == in_order[2]["source_span"]["text"]
    page.keyboard.press("Escape")
    assert page.locator("mark.hl").count() == 0


def test_rejected_candidates_show_with_their_reasons(page: Page, server: Server, visit: dict[str, Any]) -> None:
    rejections = [r for r in visit["rejections"] if r["source_span"]]
    assert rejections, "the visit was chosen because its digest rejects a candidate"
    rejection = rejections[0]
    _open(page, server, visit)
    button = page.locator(f"#{rejection['rejection_id']}")
    expect(button).to_be_hidden()
    page.check("#show-rejected")
    expect(button).to_be_visible()
    expect(button).to_contain_text(rejection["reason"])
    button.click()
    assert _marked(page) == rejection["source_span"]["text"]
    page.uncheck("#show-rejected")
    expect(button).to_be_hidden()


def test_a_link_to_a_fact_opens_with_it_selected(page: Page, server: Server, visit: dict[str, Any]) -> None:
    fact = visit["facts"][1]
    _open(page, server, visit, f"#{fact['fact_id']}")
    expect(page.locator(f"#{fact['fact_id']}")).to_have_attribute("aria-pressed", "true")
    assert _marked(page) == fact["source_span"]["text"]


def test_the_audio_seeks_to_the_fact(page: Page, server: Server, spoken: dict[str, Any], traffic: Traffic) -> None:
    timed = [f for f in spoken["facts"] if f["audio"] and f["audio"]["start_s"] > 0.5]
    assert timed, spoken["facts"]
    fact = max(timed, key=lambda f: f["audio"]["start_s"])
    _open(page, server, spoken)
    audio = page.locator("audio#audio")
    expect(audio).to_be_visible()
    _wait_until(page, "document.getElementById('audio').readyState >= 1")  # metadata loaded
    assert page.evaluate("document.getElementById('audio').currentTime") == 0
    page.click(f"#{fact['fact_id']}")
    assert _marked(page) == fact["source_span"]["text"]
    _wait_until(page, "!document.getElementById('audio').seeking")
    current = page.evaluate("document.getElementById('audio').currentTime")
    assert current == pytest.approx(fact["audio"]["start_s"], abs=0.01)
    audio_url = f"{server.base_url}/v1/transcriptions/{spoken['transcription_id']}/audio"
    statuses = [
        (status, headers.get("content-range", "")) for url, status, headers in traffic.responses if url == audio_url
    ]
    assert any(status == 206 and content_range.startswith("bytes ") for status, content_range in statuses), statuses


def test_a_phone_gets_one_column_without_sideways_scrolling(phone: Page, server: Server, visit: dict[str, Any]) -> None:
    _open(phone, server, visit)
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    facts_box = phone.locator("aside.side").bounding_box()
    transcript_box = phone.locator("#transcript").bounding_box()
    assert facts_box and transcript_box
    assert facts_box["y"] + facts_box["height"] <= transcript_box["y"]  # stacked, facts first
    assert transcript_box["width"] > 300
    fact = visit["facts"][-1]
    phone.locator(f"#{fact['fact_id']}").tap()
    assert _marked(phone) == fact["source_span"]["text"]
    expect(phone.locator("mark.hl").first).to_be_in_viewport()


def _screenshot(page: Page, name: str) -> None:
    """A PNG of what was tested; copied into the README's docs/ when FACTLAYER_SCREENSHOT_DIR names a folder."""
    folder = os.environ.get("FACTLAYER_SCREENSHOT_DIR")
    if folder:
        path = Path(folder) / name
        page.screenshot(path=str(path))
        assert path.stat().st_size > 10_000
    else:
        assert len(page.screenshot()) > 10_000
