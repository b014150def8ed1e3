"""A real app (uvicorn on a free loopback port, a real SQLite file, real Whisper) and a real headless Chromium
(Debian's, driven by Playwright) that may talk to nothing but that app.

Chromium is installed by the project's own setup (``make browser``, run by ``.ci/run``). Without the binary
these tests are skipped with the reason, except on CI (``CI`` set), where they fail: CI installs it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from bench._common import free_port, wait_ready
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, Request, Route, sync_playwright

from tests.conftest import REPO_ROOT, sqlite_url

CHROMIUM = Path("/usr/bin/chromium")
LOOPBACK = "127.0.0.1"


@dataclass
class Server:
    base_url: str
    log: Path

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.base_url, timeout=180.0)


@pytest.fixture(scope="session")
def chromium() -> Path:
    if CHROMIUM.is_file():
        return CHROMIUM
    reason = f"{CHROMIUM} is not installed: run `make browser` (apt-get install chromium)"
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the browser tests: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def server(migrated_template: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``uvicorn --factory factlayer.api.app:create_app`` with its workers (Whisper, digests) running."""
    data_dir = tmp_path_factory.mktemp("browser-app")
    db_path = data_dir / "factlayer.db"
    shutil.copyfile(migrated_template, db_path)
    port = free_port()
    env = {
        **os.environ,
        "FACTLAYER_DATA_DIR": str(data_dir),
        "FACTLAYER_DATABASE_URL": sqlite_url(db_path),
        "FACTLAYER_RUN_WORKERS": "true",
        "FACTLAYER_LOG_LEVEL": "WARNING",
    }
    log = data_dir / "uvicorn.log"
    command = [sys.executable, "-m", "uvicorn", "--factory", "factlayer.api.app:create_app"]
    command += ["--host", LOOPBACK, "--port", str(port), "--log-level", "warning"]
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=REPO_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    base_url = f"http://{LOOPBACK}:{port}"
    try:
        wait_ready(f"{base_url}/readyz", process, 120, log)
        yield Server(base_url, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# Module scope, not session: while sync_playwright() is open its event loop counts as running in this thread,
# and every async test after it would fail ("Cannot run the event loop while another loop is running").
@pytest.fixture(scope="module")
def playwright_session(chromium: Path) -> Iterator[Playwright]:
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="module")
def browser(playwright_session: Playwright, chromium: Path) -> Iterator[Browser]:
    browser = playwright_session.chromium.launch(executable_path=str(chromium), args=["--no-sandbox"])
    yield browser
    browser.close()


@dataclass
class Traffic:
    """Every request the page made; any to a host other than the app's was blocked and is listed here."""

    requests: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    responses: list[tuple[str, int, dict[str, str]]] = field(default_factory=list)


@pytest.fixture
def traffic() -> Traffic:
    return Traffic()


def _new_context(browser: Browser, traffic: Traffic, **options: object) -> BrowserContext:
    context = browser.new_context(**options)  # type: ignore[arg-type]

    def guard(route: Route, request: Request) -> None:
        traffic.requests.append(request.url)
        if urlsplit(request.url).hostname == LOOPBACK:
            route.continue_()
        else:
            traffic.blocked.append(request.url)
            route.abort()

    context.route("**/*", guard)
    context.on("response", lambda r: traffic.responses.append((r.url, r.status, r.headers)))
    return context


@pytest.fixture
def page(browser: Browser, traffic: Traffic) -> Iterator[Page]:
    context = _new_context(browser, traffic, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    yield page
    context.close()
    assert traffic.blocked == [], f"requests left the machine: {traffic.blocked}"


@pytest.fixture
def phone(browser: Browser, traffic: Traffic) -> Iterator[Page]:
    context = _new_context(
        browser, traffic, viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    yield page
    context.close()
    assert traffic.blocked == [], f"requests left the machine: {traffic.blocked}"
