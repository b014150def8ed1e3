"""The fact-level claim set (``bench/facts/facts.jsonl``): records, their sources, their half.

Each record is one atomic statement, true or false, about one source in ``../shared/data``. Sources are
stored by reference and resolved here at evaluation time:

- ``aci_bench``: the whole visit transcript of ``transcripts/aci_bench_train.jsonl`` (``[doctor] …`` lines);
- ``qmsum``: a window of turns (``lines = [start, end)``, 0-based) of a meeting in ``transcripts/qmsum_train.jsonl``;
- ``locomo``: one session of a LoCoMo conversation in ``memory/locomo_N.json``, one ``Speaker: text`` line per turn;
- ``mts_dialog``: one short MTS-Dialog dialogue of ``transcripts/mts_dialog.jsonl`` (``mts_dialog:valid:0``), one
  ``Doctor: …`` / ``Patient: …`` line per turn with the corpus' stray spaces around each line stripped.

An ``injection`` pair's source gets one extra line, ``injected_line``, inserted before line ``inject_at`` of the
resolved text (both members of the pair see the same source). Halves are by pair: ``md5(pair_id) % 2 == 0``
is the fit half, the rest is held out, so a true statement and its false twin are never split.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
FACTS_FILE = REPO / "bench" / "facts" / "facts.jsonl"
KINDS = (
    "number",
    "negation",
    "entity_swap",
    "subject_swap",
    "question_as_fact",
    "hedge_as_fact",
    "hypothetical_as_fact",
    "request_as_fact",
    "injection",
)
DATASETS = ("aci_bench", "qmsum", "locomo", "mts_dialog")
HALVES = ("fit", "heldout")


def add_shared_argument(parser: argparse.ArgumentParser) -> None:
    """``--shared``: the shared data directory (default: $FACTLAYER_SHARED_DIR, else ../shared)."""
    default = Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    parser.add_argument("--shared", type=Path, default=default)


def half_of(pair_id: str) -> str:
    """``fit`` when md5(pair_id) is even, else ``heldout``."""
    return HALVES[int(hashlib.md5(pair_id.encode("utf-8")).hexdigest(), 16) % 2]


def load_facts(path: Path = FACTS_FILE) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@functools.lru_cache(maxsize=4)
def _jsonl_by_id(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                out[row["id"]] = row["transcript"]
    return out


@functools.lru_cache(maxsize=8)
def _locomo(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def locomo_session_text(conversation: Mapping[str, Any], session: str) -> str:
    """``Speaker: text`` per turn of ``session`` (e.g. ``session_3``)."""
    return "\n".join(f"{turn['speaker']}: {turn['text']}" for turn in conversation[session])


def _document(ref: Mapping[str, Any], shared: Path) -> str:
    dataset, doc = ref["dataset"], ref["doc"]
    data = shared / "data"
    if dataset == "aci_bench":
        return _jsonl_by_id(data / "transcripts" / "aci_bench_train.jsonl")[doc]
    if dataset == "qmsum":
        return _jsonl_by_id(data / "transcripts" / "qmsum_train.jsonl")[doc]
    if dataset == "locomo":
        name, session = doc.split(":")  # "locomo_26:session_3"
        return locomo_session_text(_locomo(data / "memory" / f"{name}.json"), session)
    if dataset == "mts_dialog":
        dialogue = _jsonl_by_id(data / "transcripts" / "mts_dialog.jsonl")[doc]
        return "\n".join(line.strip() for line in dialogue.split("\n") if line.strip())
    raise ValueError(f"unknown dataset {dataset!r}")


def resolve_source(record: Mapping[str, Any], shared: Path) -> str:
    """The exact text a record is checked against (window of turns applied, injected line inserted)."""
    ref = record["source_ref"]
    lines = _document(ref, shared).split("\n")
    if "lines" in ref:
        start, end = ref["lines"]
        lines = lines[start:end]
    injected = record.get("injected_line")
    if injected:
        at = ref.get("inject_at", len(lines) // 2)
        lines = [*lines[:at], injected, *lines[at:]]
    return "\n".join(lines)
