"""Memory-layer evaluation on LoCoMo (five conversations in ../shared/data/memory; evaluation only).

Through the real app (in-process ASGI, a real migrated SQLite file, the offline extractive digest and
the bundled embedding model): each session is posted as one transcript (``Speaker: text`` lines) with
its date as ``recorded_at`` into one namespace per conversation, digested (facts stored, then linked,
merged and indexed), and every question of categories 1–4 is asked through ``POST /v1/facts/search``.

Figures per conversation and per half (fit: 26, 30 — held out: 41, 42, 43):
- evidence recall@10: share of questions where a top-10 fact's span lies inside one of its evidence turns
- evidence coverage@10: share of a question's evidence turns touched by the top 10 (mean)
- answer hit@10: every word of the gold answer appears in the top-10 fact texts
- ceiling: share of questions with at least one stored fact inside an evidence turn
- search p50/p95 (ms, through HTTP in-process), ingest seconds (wall and CPU) per conversation
Baseline in the same run: BM25 (SQLite FTS5, same tokenizer) over the raw turns, top 10 turns; its search p50/p95
(ms, in-process SQLite, no HTTP) beside ours, and ours in its units (``search_p95_in_bm25_turns``).
``--scale N`` also times search in one namespace holding at least N facts (the conversations posted
repeatedly). ``--fit`` picks the fusion weights on the fit half only.

    make eval-memory                      # or: python -m bench.eval_memory --shared ../shared
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import re
import sqlite3
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from bench._common import best_cpu_seconds, percentile, write_result
from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.memory.embeddings import load_embedder
from factlayer.storage.db import upgrade_to_head
from factlayer.storage.memory_store import fts_query

FIT = ("26", "30")
HELD_OUT = ("41", "42", "43")
CATEGORIES = (1, 2, 3, 4)
WORD = re.compile(r"[a-z0-9]+")


@dataclass
class Turn:
    dia_id: str
    session: int
    start: int
    end: int
    text: str


@dataclass
class Conversation:
    key: str
    sessions: list[tuple[int, datetime, str, list[Turn]]]
    questions: list[dict[str, Any]]
    turns: dict[str, Turn] = field(default_factory=dict)


def session_date(value: str) -> datetime:
    return datetime.strptime(value.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def load(path: Path) -> Conversation:
    data = json.loads(path.read_text(encoding="utf-8"))
    sessions = []
    turns: dict[str, Turn] = {}
    numbers = sorted(int(k.split("_")[1]) for k in data if re.fullmatch(r"session_\d+", k) and data[k])
    for number in numbers:
        lines, offset, session_turns = [], 0, []
        for turn in data[f"session_{number}"]:
            prefix = f"{turn['speaker']}: "
            line = prefix + " ".join(turn["text"].split())
            item = Turn(turn["dia_id"], number, offset + len(prefix), offset + len(line), line)
            session_turns.append(item)
            turns[turn["dia_id"]] = item
            lines.append(line)
            offset += len(line) + 1
        sessions.append((number, session_date(data[f"session_{number}_date_time"]), "\n".join(lines), session_turns))
    questions = [q for q in data["qa"] if q.get("category") in CATEGORIES and "answer" in q]
    return Conversation(path.stem.split("_")[-1], sessions, questions, turns)


def words(text: str) -> list[str]:
    return WORD.findall(str(text).lower())


def answer_hit(answer: object, texts: list[str]) -> bool:
    wanted = set(words(str(answer)))
    have = set(words(" ".join(texts)))
    return bool(wanted) and wanted <= have


def inside(turn: Turn, session: int, start: int, end: int) -> bool:
    return turn.session == session and turn.start <= start and end <= turn.end + 1


async def ingest(client: httpx.AsyncClient, conv: Conversation, namespace: str) -> tuple[dict[str, int], float, float]:
    """Post and digest every session; the transcription id → session number map."""
    ids: dict[str, int] = {}
    wall, cpu = time.perf_counter(), time.process_time()
    for number, date, text, _turns in conv.sessions:
        body = {"text": text, "namespace": namespace, "recorded_at": date.isoformat(), "title": f"session {number}"}
        created = await client.post("/v1/transcriptions", json=body)
        created.raise_for_status()
        tid = created.json()["id"]
        digest = await client.get(f"/digest/{tid}")
        digest.raise_for_status()
        ids[tid] = number
    return ids, time.perf_counter() - wall, time.process_time() - cpu


async def search(client: httpx.AsyncClient, question: str, namespace: str, latencies: list[float]) -> httpx.Response:
    """The top 10 of ``POST /v1/facts/search``; its latency (ms) appended to ``latencies``."""
    started = time.perf_counter()
    response = await client.post("/v1/facts/search", json={"query": question, "namespace": namespace, "limit": 10})
    latencies.append((time.perf_counter() - started) * 1000)
    response.raise_for_status()
    return response


async def ask(
    client: httpx.AsyncClient, conv: Conversation, namespace: str, sessions: dict[str, int]
) -> tuple[dict[str, Any], list[float]]:
    latencies, rows = [], []
    for q in conv.questions:
        response = await search(client, q["question"], namespace, latencies)
        facts = [r["fact"] for r in response.json()["results"]]
        evidence = [conv.turns[e] for e in q["evidence"] if e in conv.turns]
        touched = {
            t.dia_id
            for t in evidence
            for f in facts
            if inside(
                t, sessions.get(f["transcription_id"], -1), f["source_span"]["start_char"], f["source_span"]["end_char"]
            )
        }
        rows.append(
            {
                "category": q["category"],
                "hit": bool(touched),
                "coverage": len(touched) / len(evidence) if evidence else 0.0,
                "answer": answer_hit(q["answer"], [f["fact_text"] for f in facts]),
                "question": q["question"],
                "gold": str(q["answer"]),
                "evidence_text": [t.text for t in evidence],
                "top": [f["fact_text"] for f in facts],
            }
        )
    return _rates(rows), latencies


def _rates(rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows) or 1
    out: dict[str, Any] = {
        "questions": len(rows),
        "evidence_recall_at_10": round(sum(r["hit"] for r in rows) / n, 4),
        "evidence_coverage_at_10": round(sum(r["coverage"] for r in rows) / n, 4),
        "answer_hit_at_10": round(sum(r["answer"] for r in rows) / n, 4),
    }
    out["by_category"] = {
        c: round(sum(r["hit"] for r in rows if r["category"] == c) / max(1, sum(r["category"] == c for r in rows)), 4)
        for c in CATEGORIES
    }
    out["_rows"] = rows
    return out


def baseline(conv: Conversation) -> tuple[dict[str, Any], list[float]]:
    """BM25 (FTS5, porter, the same query terms as ours) over the raw turns: the top 10 turns per question, and
    each question's latency (ms: query terms and the FTS5 query, in-process — no HTTP, no embedding), the same-run
    reference for ours."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE turns USING fts5(dia_id UNINDEXED, text, tokenize='porter unicode61')")
    db.executemany("INSERT INTO turns VALUES (?, ?)", [(t.dia_id, t.text) for t in conv.turns.values()])
    rows, latencies = [], []
    for q in conv.questions:
        started = time.perf_counter()
        terms = fts_query(q["question"])  # the same query terms as the memory search
        found = db.execute(
            "SELECT dia_id, text FROM turns WHERE turns MATCH ? ORDER BY bm25(turns) LIMIT 10", (terms,)
        ).fetchall()
        latencies.append((time.perf_counter() - started) * 1000)
        ids = {d for d, _ in found}
        evidence = [e for e in q["evidence"] if e in conv.turns]
        touched = ids & set(evidence)
        rows.append(
            {
                "category": q["category"],
                "hit": bool(touched),
                "coverage": len(touched) / len(evidence) if evidence else 0.0,
                "answer": answer_hit(q["answer"], [t for _, t in found]),
            }
        )
    return _rates(rows), latencies


def timing(ours: list[float], bm25: list[float]) -> dict[str, float]:
    """Search p50/p95 (ms) of ours and of the BM25-over-turns baseline in the same run, and ours in baseline
    units (how many times its latency: comparable across runs on a shared machine, as ingest CPU in references)."""
    out = {}
    for q in (50, 95):
        mine, theirs = percentile(ours, q), percentile(bm25, q)
        out[f"search_ms_p{q}"] = round(mine, 2)
        out[f"bm25_turns_search_ms_p{q}"] = round(theirs, 3)
        out[f"search_p{q}_in_bm25_turns"] = round(mine / theirs, 1) if theirs > 0 else math.nan
    return out


async def ceiling(client: httpx.AsyncClient, conv: Conversation, sessions: dict[str, int]) -> tuple[float, int]:
    """Share of questions with some stored fact inside an evidence turn (what retrieval could reach)."""
    spans: dict[int, list[tuple[int, int]]] = {}
    count = 0
    for tid, number in sessions.items():
        facts = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
        count += len(facts)
        spans[number] = [(f["source_span"]["start_char"], f["source_span"]["end_char"]) for f in facts]
    reachable = sum(
        any(
            inside(conv.turns[e], conv.turns[e].session, s, t)
            for e in q["evidence"]
            if e in conv.turns
            for s, t in spans.get(conv.turns[e].session, [])
        )
        for q in conv.questions
    )
    return round(reachable / max(1, len(conv.questions)), 4), count


def _pool(results: list[dict[str, Any]]) -> dict[str, Any]:
    rows = [r for res in results for r in res["_rows"]]
    return {k: v for k, v in _rates(rows).items() if k != "_rows"}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    root = Path(args.shared) / "data" / "memory"
    convs = [load(root / f"locomo_{key}.json") for key in args.conversations]
    embedder = load_embedder(args.backend)
    # the same work in every run and version (64 equal texts: one batch, no padding): ingest CPU is read against it
    reference = best_cpu_seconds(lambda: embedder.encode(["Caroline: I went to a support group yesterday."] * 64))
    per: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "memory.db"
        url = f"sqlite+aiosqlite:///{db}"
        upgrade_to_head(url)
        settings = Settings.model_validate({"data_dir": tmp, "database_url": url, "run_workers": False})
        settings.memory.embedding_backend = args.backend
        app = create_app(settings, embedder=embedder)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://eval", timeout=600) as client:
                for conv in convs:
                    namespace = f"locomo-{conv.key}"
                    sessions, wall, cpu = await ingest(client, conv, namespace)
                    reach, facts = await ceiling(client, conv, sessions)
                    ours, latencies = await ask(client, conv, namespace, sessions)
                    bm25, bm25_latencies = baseline(conv)
                    per[conv.key] = {
                        "sessions": len(conv.sessions),
                        "turns": len(conv.turns),
                        "facts": facts,
                        "ingest_wall_s": round(wall, 2),
                        "ingest_cpu_s": round(cpu, 2),
                        "ingest_cpu_in_references": round(cpu / reference, 1),
                        "ceiling": reach,
                        "memory": ours,
                        "baseline_bm25_turns": bm25,
                        **timing(latencies, bm25_latencies),
                        "_sessions": sessions,
                        "_latencies": (latencies, bm25_latencies),
                    }
                    row = per[conv.key]
                    print(
                        f"locomo {conv.key}: {facts} facts, ingest {wall:.1f}s wall / {cpu:.1f}s cpu "
                        f"({cpu / reference:.0f} references), "
                        f"recall@10 {ours['evidence_recall_at_10']:.3f} (bm25 turns "
                        f"{row['baseline_bm25_turns']['evidence_recall_at_10']:.3f}), "
                        f"answer {ours['answer_hit_at_10']:.3f}, search p50/p95 {row['search_ms_p50']:.1f}/"
                        f"{row['search_ms_p95']:.1f} ms (bm25 turns {row['bm25_turns_search_ms_p50']:.2f}/"
                        f"{row['bm25_turns_search_ms_p95']:.2f} ms)",
                        flush=True,
                    )
                if args.fit:
                    fitted = await fit(client, [c for c in convs if c.key in FIT], per, settings)
                    print(f"fitted on {FIT}: {fitted}")
                    return {"fit_grid": fitted}
                scale = await scale_run(client, convs, args.scale) if args.scale else None
    halves = {}
    for name, keys in (("fit", FIT), ("held_out", HELD_OUT)):
        chosen = [per[k] for k in keys if k in per]
        if chosen:
            halves[name] = {
                "conversations": [k for k in keys if k in per],
                "memory": _pool([c["memory"] for c in chosen]),
                "baseline_bm25_turns": _pool([c["baseline_bm25_turns"] for c in chosen]),
                "ceiling": round(
                    sum(c["ceiling"] * c["memory"]["questions"] for c in chosen)
                    / max(1, sum(c["memory"]["questions"] for c in chosen)),
                    4,
                ),
                **timing(
                    [ms for c in chosen for ms in c["_latencies"][0]], [ms for c in chosen for ms in c["_latencies"][1]]
                ),
            }
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as out:
            for key, conv in per.items():
                for row in conv["memory"]["_rows"]:
                    if (not row["hit"] or not row["answer"]) and key in FIT:  # misses of the fit half only
                        out.write(json.dumps({"conversation": key, **row}) + "\n")
    for conv in per.values():
        conv.pop("_sessions")
        conv.pop("_latencies")
        conv["memory"].pop("_rows")
        conv["baseline_bm25_turns"].pop("_rows")
    return {"per_conversation": per, "halves": halves, "scale": scale, "reference_cpu_s": reference}


GRID = [(lex, sem, ctx) for lex in (0.5, 1.0) for sem in (0.0, 0.5, 1.0) for ctx in (0.5, 1.0, 2.0)]


async def fit(
    client: httpx.AsyncClient, convs: list[Conversation], per: dict[str, Any], settings: Settings
) -> list[dict[str, Any]]:
    """Evidence recall@10 of the fit half for each fusion weighting (lexical, semantic, turn), best first."""
    sessions = {c.key: per[c.key]["_sessions"] for c in convs}
    table = []
    for lexical, semantic, context in GRID:
        settings.memory.lexical_weight, settings.memory.semantic_weight = lexical, semantic
        settings.memory.context_weight = context
        rows = [r for c in convs for r in (await ask(client, c, f"locomo-{c.key}", sessions[c.key]))[0]["_rows"]]
        rates = _rates(rows)
        table.append(
            {
                "lexical": lexical,
                "semantic": semantic,
                "context": context,
                "recall": rates["evidence_recall_at_10"],
                "answer": rates["answer_hit_at_10"],
            }
        )
    return sorted(table, key=lambda r: (-r["recall"], -r["answer"]))


async def scale_run(client: httpx.AsyncClient, convs: list[Conversation], target: int) -> dict[str, Any]:
    """Search latency in one namespace of ≥ ``target`` facts (the conversations posted over and over)."""
    namespace, facts, rounds = "scale", 0, 0
    while facts < target:
        for conv in convs:
            sessions, _, _ = await ingest(client, conv, namespace)
            for tid in sessions:
                facts += len((await client.get(f"/v1/transcriptions/{tid}/facts")).json())
            if facts >= target:
                break
        rounds += 1
    latencies = []
    for conv in convs:
        for q in conv.questions:
            await search(client, q["question"], namespace, latencies)
    return {
        "facts": facts,
        "searches": len(latencies),
        "search_ms_p50": round(percentile(latencies, 50), 2),
        "search_ms_p95": round(percentile(latencies, 95), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--conversations", nargs="+", default=[*FIT, *HELD_OUT])
    parser.add_argument("--backend", choices=["onnx", "torch"], default="onnx")
    parser.add_argument("--scale", type=int, default=10_000, help="facts in the latency namespace (0: skip)")
    parser.add_argument("--fit", action="store_true", help="grid the fusion weights on the fit half (26, 30)")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--dump", type=Path, default=None, help="write the fit half's misses here (JSON lines)")
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    figures = asyncio.run(run(args))
    if args.fit:
        return
    for name, half in figures["halves"].items():
        m, b = half["memory"], half["baseline_bm25_turns"]
        print(
            f"{name:9} recall@10 {m['evidence_recall_at_10']:.3f} (bm25 turns {b['evidence_recall_at_10']:.3f})  "
            f"answer {m['answer_hit_at_10']:.3f} (bm25 turns {b['answer_hit_at_10']:.3f})  "
            f"ceiling {half['ceiling']:.3f}  search p50/p95 {half['search_ms_p50']:.1f}/{half['search_ms_p95']:.1f} ms "
            f"(bm25 turns {half['bm25_turns_search_ms_p50']:.2f}/{half['bm25_turns_search_ms_p95']:.2f} ms)"
        )
    if figures["scale"]:
        s = figures["scale"]
        print(f"scale: {s['facts']} facts, search p50 {s['search_ms_p50']} ms, p95 {s['search_ms_p95']} ms")
    path = write_result(
        "memory_eval",
        figures,
        params={
            "conversations": args.conversations,
            "backend": args.backend,
            "scale": args.scale,
            "categories": list(CATEGORIES),
            "top_k": 10,
        },
        notes=[
            "LoCoMo (snap-research/locomo, CC BY-NC 4.0): evaluation only; not shipped",
            "ours: evidence retrieval through POST /v1/facts/search; mem0/Zep publish LLM-judged answers",
        ],
        out=args.out,
    )
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
