"""The proof engine's cost per claim on long transcripts, measured apart from everything else.

For every source of the fact-level set with 8,000–12,000 characters (ACI-Bench visits): the one-off cost of
reading the source into statements (``proof.source.build``, cached afterwards), then ``prove`` for each of the
claims written against it, with the source already read; and the first claim on a source as a caller sees it (the
source read, then the claim checked). Prints p50/p95 in ms, of wall time and of the process's CPU time (on a shared
machine the wall time measures the neighbours too). To compare two trees, run this file from one tree with
``PYTHONPATH=<other tree>/src:.`` and then with its own, back to back.

``--as-service``: first load the parse model and freeze the heap, as the service's startup does (``api.app``,
``api.runtime``): full collections then skip both, as in the service.

    .venv/bin/python -m bench.proof_latency [--shared ../shared] [--as-service]
"""

from __future__ import annotations

import argparse
import gc
import time
from pathlib import Path

from bench._common import percentile, proof_roles
from bench.facts_data import load_facts, resolve_source
from factlayer.nlp import parse
from factlayer.proof import source as proof_source
from factlayer.proof.proof import prove


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    parser.add_argument("--as-service", action="store_true", help="load the parse model, freeze the heap first")
    args = parser.parse_args()
    if args.as_service:
        parse.available()
        gc.collect()
        gc.freeze()
    claims_by_source: dict[str, list[str]] = {}
    for record in load_facts():
        text = resolve_source(record, args.shared)
        if 8000 <= len(text) <= 12000:
            claims_by_source.setdefault(text, []).append(str(record["claim"]))
    read_ms: list[float] = []
    claim_ms: list[float] = []
    read_cpu: list[float] = []
    claim_cpu: list[float] = []
    first_ms: list[float] = []
    first_cpu: list[float] = []
    for text, claims in claims_by_source.items():
        proof_source.build.cache_clear()
        started, cpu = time.perf_counter(), time.process_time()
        prove(claims[0], text, roles=proof_roles())  # the first claim on a source never read
        first_ms.append((time.perf_counter() - started) * 1000)
        first_cpu.append((time.process_time() - cpu) * 1000)
        proof_source.build.cache_clear()
        started, cpu = time.perf_counter(), time.process_time()
        proof_source.build(text)
        read_ms.append((time.perf_counter() - started) * 1000)
        read_cpu.append((time.process_time() - cpu) * 1000)
        for claim in claims:
            started, cpu = time.perf_counter(), time.process_time()
            prove(claim, text, roles=proof_roles())
            claim_ms.append((time.perf_counter() - started) * 1000)
            claim_cpu.append((time.process_time() - cpu) * 1000)
    for kind, claim_times, read_times, firsts in (
        ("wall", claim_ms, read_ms, first_ms),
        ("CPU", claim_cpu, read_cpu, first_cpu),
    ):
        print(
            f"{len(claims_by_source)} sources of 8-12k chars, {len(claim_ms)} claims, {kind} time: per claim (source "
            f"read) p50 {percentile(claim_times, 50):.1f} ms, p95 {percentile(claim_times, 95):.1f} ms; reading a "
            f"source p50 {percentile(read_times, 50):.0f} ms, p95 {percentile(read_times, 95):.0f} ms; first claim "
            f"on a source p50 {percentile(firsts, 50):.0f} ms, p95 {percentile(firsts, 95):.0f} ms"
        )


if __name__ == "__main__":
    main()
