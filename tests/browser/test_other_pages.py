"""/docs, /redoc and the claim checker in a real Chromium, offline (the page fixture blocks and reports any
request to a host other than the app)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import Server, Traffic

SOURCE = "Doctor: Do you take anything for it?\nPatient: I take ibuprofen twice a day. <b>bold</b>"


def test_swagger_ui_renders_from_local_assets(page: Page, server: Server, traffic: Traffic) -> None:
    page.goto(f"{server.base_url}/docs")
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("factlayer", timeout=20_000)
    expect(page.locator(".opblock-summary-path").first).to_be_visible()
    assert any(url.endswith("/static/docs/swagger-ui-bundle.js") for url in traffic.requests)


def test_redoc_renders_from_local_assets(page: Page, server: Server, traffic: Traffic) -> None:
    page.goto(f"{server.base_url}/redoc")
    expect(page.locator("h1").first).to_contain_text("factlayer", timeout=20_000)
    expect(page.get_by_text("/v1/transcriptions/{transcription_id}/audio").first).to_be_attached()
    assert any(url.endswith("/static/docs/redoc.standalone.js") for url in traffic.requests)


def test_the_claim_checker_marks_the_evidence(page: Page, server: Server) -> None:
    page.goto(f"{server.base_url}/verify/view")
    page.fill("#claim", "The patient takes ibuprofen three times a day.")
    page.fill("#source_text", SOURCE)
    page.click("button[type=submit]")
    expect(page.locator("#verdict")).to_contain_text("CONTRADICTED")
    expect(page.locator("mark.ev-contradicting")).to_have_text("I take ibuprofen twice a day.")
    expect(page.locator("#correction ins")).to_have_text("The patient takes ibuprofen twice a day.")
    expect(page.locator(".source")).to_contain_text("<b>bold</b>")  # shown as text
    expect(page.locator("#source_text")).to_have_value(SOURCE)  # the form keeps what was typed


def test_the_claim_checker_says_what_is_missing(page: Page, server: Server) -> None:
    page.goto(f"{server.base_url}/verify/view")
    page.fill("#claim", "The patient has no fever.")
    page.click("button[type=submit]")
    expect(page.locator("[role=alert]")).to_contain_text("give a source")
    expect(page.locator("#claim")).to_have_value("The patient has no fever.")


def test_memory_search_finds_a_fact_and_opens_it_beside_its_transcript(page: Page, server: Server) -> None:
    text = "Alice: I adopted a rescue dog named Biscuit.\nBob: That is great news.\nAlice: I work as a nurse."
    with server.client() as http:
        created = http.post("/v1/transcriptions", json={"text": text, "namespace": "alice-page"})
        assert created.status_code == 201, created.text
        assert http.get(f"/digest/{created.json()['id']}").status_code == 200
    page.goto(f"{server.base_url}/memory/view")
    page.fill("#q", "Which dog did Alice adopt?")
    page.fill("#namespace", "alice-page")
    page.click("button[type=submit]")
    first = page.locator("#results li.hit").first
    expect(first.locator("a.fact-link")).to_contain_text("Biscuit")
    expect(first.locator(".quote")).to_contain_text("I adopted a rescue dog named Biscuit")
    first.locator("a.fact-link").click()
    expect(page.locator("mark.hl").first).to_contain_text("Biscuit")  # the digest page marks the cited span


def test_memory_search_says_what_is_wrong(page: Page, server: Server) -> None:
    response = page.goto(f"{server.base_url}/memory/view?q=dog&namespace=bad%20namespace!")
    assert response is not None and response.status == 422
    expect(page.locator(".errors")).to_contain_text("namespace")
    expect(page.locator("#namespace")).to_have_value("bad namespace!")
