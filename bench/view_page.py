"""How fast the digest page of a long meeting renders: server (HTML) beside the JSON digest, and in Chromium.

    .venv/bin/python -m bench.view_page [--meetings qmsum:train:Bdb001 qmsum:train:covid_1] [--runs 10]

Starts ``uvicorn --factory factlayer.api.app:create_app`` on a free 127.0.0.1 port (a temporary SQLite file,
workers off), posts each QMSum meeting as text and generates its digest once (timed apart: that is the pipeline,
not the page). Then, ``--runs`` times each, on the stored digest:

* baseline: ``GET /digest/{id}?include_facts=true`` (the JSON the page is built from, cached bytes);
* ``GET /digest/{id}/view`` on a run never shown before (``--uncached`` times, each after
  ``POST /digest/{id}/runs``): the facts and rejections read from the store, the turns parsed, the page rendered;
* the same page again (cached: a stored run never changes);
* in headless Chromium (Debian's, when installed): navigation until the response has arrived, until
  DOMContentLoaded (parsed, script run) and until ``load``; then the time a click on the last fact takes to
  mark its span and scroll there (measured inside the page).

The server, the client and the browser share the machine's 2 cores. Results: bench/results/view_page.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from bench._common import HOST, REPO, free_port, summary, wait_ready, write_result
from bench.plant import shared_data_dir

CHROMIUM = Path("/usr/bin/chromium")
DEFAULT_MEETINGS = ("qmsum:train:Bdb001", "qmsum:train:covid_1")


def _meetings(ids: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    with (shared_data_dir() / "transcripts" / "qmsum_train.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if row["id"] in ids:
                found[row["id"]] = row["transcript"]
    missing = set(ids) - set(found)
    if missing:
        raise SystemExit(f"not in qmsum_train.jsonl: {sorted(missing)}")
    return found


def _start(data_dir: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = {
        **os.environ,
        "FACTLAYER_DATA_DIR": str(data_dir),
        "FACTLAYER_DATABASE_URL": f"sqlite+aiosqlite:///{data_dir / 'factlayer.db'}",
        "FACTLAYER_RUN_WORKERS": "false",
        "FACTLAYER_LOG_LEVEL": "WARNING",
    }
    command = [sys.executable, "-m", "uvicorn", "--factory", "factlayer.api.app:create_app"]
    command += ["--host", HOST, "--port", str(port), "--log-level", "warning"]
    process = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://{HOST}:{port}"
    try:
        wait_ready(f"{base}/readyz", process, 60)
    except RuntimeError as exc:
        process.kill()
        raise SystemExit(str(exc)) from exc
    return process, base


def _timed_get(http: httpx.Client, url: str, **params: str) -> tuple[float, httpx.Response]:
    start = time.perf_counter()
    response = http.get(url, params=params)
    elapsed = time.perf_counter() - start
    response.raise_for_status()
    return elapsed, response


def _browser_figures(base: str, tid: str, runs: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright  # dev dependency: only when a browser is measured

    response_ms: list[float] = []
    ready_ms: list[float] = []
    load_ms: list[float] = []
    click_ms: list[float] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        for _ in range(runs):
            page.goto(f"{base}/digest/{tid}/view", wait_until="load")
            nav = page.evaluate("performance.getEntriesByType('navigation')[0].toJSON()")
            response_ms.append(float(nav["responseEnd"]))
            ready_ms.append(float(nav["domContentLoadedEventEnd"]))
            load_ms.append(float(nav["loadEventEnd"]))
            click_ms.append(
                float(
                    page.evaluate(
                        "(() => { const items = document.querySelectorAll('#fact-list button.item');"
                        " const t0 = performance.now(); items[items.length - 1].click();"
                        " if (!document.querySelector('mark.hl')) throw new Error('no highlight');"
                        " return performance.now() - t0; })()"
                    )
                )
            )
        browser.close()
    return {
        "response_end_ms": summary(response_ms, 1),
        "dom_content_loaded_ms": summary(ready_ms, 1),
        "load_event_ms": summary(load_ms, 1),
        "click_to_highlight_ms": summary(click_ms, 2),
    }


def _median(figures: dict[str, Any], name: str) -> Any:
    return figures.get(name, {}).get("median", "n/a")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--meetings", nargs="+", default=list(DEFAULT_MEETINGS))
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--uncached", type=int, default=3, help="first views of new runs (each generates a run)")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    meetings = _meetings(args.meetings)
    figures: dict[str, Any] = {}
    notes = [
        "server, client and browser share the machine's cores; load_avg_1min in environment",
        "browser figures need /usr/bin/chromium (make browser)",
    ]
    with tempfile.TemporaryDirectory(prefix="bench-view-") as tmp:
        process, base = _start(Path(tmp))
        try:
            with httpx.Client(base_url=base, timeout=600) as http:
                for meeting_id, text in meetings.items():
                    tid = http.post("/v1/transcriptions", json={"text": text, "title": meeting_id}).json()["id"]
                    generate_s, first = _timed_get(http, f"/digest/{tid}", include_facts="true")
                    digest = first.json()
                    json_s = [_timed_get(http, f"/digest/{tid}", include_facts="true")[0] for _ in range(args.runs)]
                    first_s = []
                    for _ in range(args.uncached):
                        http.post(f"/digest/{tid}/runs").raise_for_status()
                        first_s.append(_timed_get(http, f"/digest/{tid}/view")[0])
                    view_s, html_bytes = [], 0
                    for _ in range(args.runs):
                        elapsed, response = _timed_get(http, f"/digest/{tid}/view")
                        view_s.append(elapsed)
                        html_bytes = len(response.content)
                    row: dict[str, Any] = {
                        "chars": len(text),
                        "words": len(text.split()),
                        "turns": text.count("\n") + 1,
                        "facts": digest["counts"]["facts"],
                        "rejected": digest["counts"]["rejected"],
                        "digest_generation_s": round(generate_s, 2),
                        "baseline_json_digest_ms": summary([s * 1000 for s in json_s], 1),
                        "view_html_first_ms": summary([s * 1000 for s in first_s], 1),
                        "view_html_cached_ms": summary([s * 1000 for s in view_s], 1),
                        "view_html_kb": round(html_bytes / 1024, 1),
                    }
                    if CHROMIUM.is_file():
                        row["browser"] = _browser_figures(base, tid, args.runs)
                    figures[meeting_id] = row
        finally:
            process.terminate()
            process.wait(timeout=30)
    path = write_result(
        "view_page",
        figures,
        params={"runs": args.runs, "uncached": args.uncached, "meetings": args.meetings},
        notes=notes,
        out=args.out,
    )
    for meeting_id, row in figures.items():
        browser = row.get("browser", {})
        print(
            f"{meeting_id}: {row['chars']} chars, {row['words']} words, {row['facts']} facts, "
            f"{row['rejected']} rejected | JSON digest (baseline) {row['baseline_json_digest_ms']['median']} ms | "
            f"page HTML first {_median(row, 'view_html_first_ms')} ms, cached {_median(row, 'view_html_cached_ms')} ms "
            f"({row['view_html_kb']} KB) | browser: response {_median(browser, 'response_end_ms')} ms, "
            f"DOMContentLoaded {_median(browser, 'dom_content_loaded_ms')} ms, "
            f"load {_median(browser, 'load_event_ms')} ms | "
            f"click→highlight {_median(browser, 'click_to_highlight_ms')} ms"
        )
    print(f"wrote {path.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
