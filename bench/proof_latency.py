"""The proof engine's cost per claim on long transcripts, measured apart from everything else.

For every source of the fact-level set with 8,000–12,000 characters (ACI-Bench visits): the one-off cost of
reading the source into statements (``proof.source.build``, cached afterwards), then ``prove`` for each of the
claims written against it, with the source already read. Prints p50/p95 in ms, of wall time and of the process's
CPU time (on a shared machine the wall time measures the neighbours too).

    .venv/bin/python -m bench.proof_latency [--shared ../shared]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bench._common import percentile, proof_roles
from bench.facts_data import load_facts, resolve_source
from factlayer.proof import source as proof_source
from factlayer.proof.proof import prove


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    args = parser.parse_args()
    claims_by_source: dict[str, list[str]] = {}
    for record in load_facts():
        text = resolve_source(record, args.shared)
        if 8000 <= len(text) <= 12000:
            claims_by_source.setdefault(text, []).append(str(record["claim"]))
    read_ms: list[float] = []
    claim_ms: list[float] = []
    read_cpu: list[float] = []
    claim_cpu: list[float] = []
    for text, claims in claims_by_source.items():
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
    for kind, claim_times, read_times in (("wall", claim_ms, read_ms), ("CPU", claim_cpu, read_cpu)):
        print(
            f"{len(claims_by_source)} sources of 8-12k chars, {len(claim_ms)} claims, {kind} time: per claim (source "
            f"read) p50 {percentile(claim_times, 50):.1f} ms, p95 {percentile(claim_times, 95):.1f} ms; reading a "
            f"source p50 {percentile(read_times, 50):.0f} ms, p95 {percentile(read_times, 95):.0f} ms"
        )


if __name__ == "__main__":
    main()
