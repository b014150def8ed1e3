"""Would the embedding model earn its place in the proof? Measured on the FIT half of the fact-level set only.

Candidates: propositions the engine leaves UNVERIFIABLE with no conflict and at most two missing words (the only
place a paraphrase score could act — it may never override a value, polarity or subject finding). For each, the
cosine of all-MiniLM-L6-v2 (int8 ONNX, the memory layer's model) between the proposition and its closest
evidence window. Reported: how many true and how many false statements a threshold would turn VERIFIED, and
the cost per pair. Writes ``bench/results/proof_embedding.json``.

    .venv/bin/python -m bench.proof_embedding [--shared ../shared]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from bench._common import proof_roles
from bench.facts_data import REPO, add_shared_argument, half_of, load_facts, resolve_source
from factlayer.memory.embeddings import OnnxMiniLM
from factlayer.proof.proof import Status, prove

RESULTS = REPO / "bench" / "results" / "proof_embedding.json"
THRESHOLDS = (0.6, 0.7, 0.75, 0.8, 0.85, 0.9)
MAX_MISSING = 2


def candidates(shared: Path) -> list[tuple[str, str, str]]:
    """(label, proposition, closest window) for fit-half statements left UNVERIFIABLE by missing words only."""
    out = []
    for record in load_facts():
        if half_of(record["pair_id"]) != "fit":
            continue
        proof = prove(record["claim"], resolve_source(record, shared), roles=proof_roles())
        open_parts = [p for p in proof.parts if p.status is not Status.VERIFIED]
        if proof.status is not Status.UNVERIFIABLE or len(open_parts) != 1:
            continue
        closest = open_parts[0].closest
        if closest is None or closest.kind != "incomplete" or closest.notes or len(closest.missing) > MAX_MISSING:
            continue
        out.append((record["label"], open_parts[0].proposition.text, closest.span.text))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_shared_argument(parser)
    args = parser.parse_args()
    rows = candidates(args.shared)
    model = OnnxMiniLM(threads=1)
    started = time.perf_counter()
    claims = model.encode([r[1] for r in rows])
    windows = model.encode([r[2] for r in rows])
    ms_per_pair = (time.perf_counter() - started) * 1000.0 / max(1, len(rows))
    similarity = (claims * windows).sum(axis=1)
    table: list[dict[str, Any]] = []
    for tau in THRESHOLDS:
        gained = [r[0] for r, s in zip(rows, similarity, strict=True) if s >= tau]
        table.append({"threshold": tau, "true_gained": gained.count("true"), "false_gained": gained.count("false")})
        print(f"cosine >= {tau}: true statements gained {gained.count('true')}, false statements gained "
              f"{gained.count('false')}")  # fmt: skip
    result = {
        "half": "fit",
        "candidates": len(rows),
        "candidates_true": sum(r[0] == "true" for r in rows),
        "ms_per_pair_one_thread": round(ms_per_pair, 1),
        "thresholds": table,
    }
    print(f"{len(rows)} candidates; {ms_per_pair:.1f} ms per pair (1 thread) → {RESULTS}")
    RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
