"""Why the memory search misses a LoCoMo question at 10 (fit half only; evaluation data, not shipped).

The fit-half conversations (26, 30) are ingested through the real app as ``eval_memory`` does. For every
question with no top-10 fact inside an evidence turn it says which KIND of miss it is:

- ``extraction``: no stored fact's span lies in any evidence turn. For each evidence turn, what the offline
  extractor (run on that session as the digest runs it) did there: candidates it proposed that were not
  stored (the proof declined them, or a cap), and the clauses it skipped with their reasons.
- ``search``: a stored fact lies in an evidence turn but ranked below 10: the best such fact's rank and score
  in the top 100 (``>100`` when it is not in the list at all: under the relative floor or not a candidate).

And for every question, why the gold answer's words are or are not in the top 10 (``_answer_kind``): a fact
the search found, words no evidence turn says (answer hit cannot reach them without storing what the source
does not say), words the turns say but no stored fact holds (then, as for an extraction miss, what the
extractor did there), or a stored fact that holds them ranked below 10.

    python -m bench.memory_misses --shared ../shared [--show 40] [--out misses.jsonl]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench.eval_memory import FIT, Conversation, Turn, answer_hit, ingest, inside, load
from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.digest.extractive import Extraction, ExtractiveProvider
from factlayer.memory.embeddings import load_embedder
from factlayer.storage.db import upgrade_to_head


def _within(turn: Turn, start: int, end: int) -> bool:
    return turn.start <= start and end <= turn.end + 1


@dataclass
class Session:
    """What ingest made of one session: its stored facts' spans and texts, and the candidates it refused."""

    spans: list[tuple[int, int]]
    texts: list[str]
    rejected: dict[str, str]  # candidate text → the pipeline's reason


def _extraction(conv: Conversation, evidence: list[Turn], sessions: dict[int, Session], digests: _Digests) -> list[Any]:
    """What the extractor did in each evidence turn of its session: what it proposed that was not stored (with the
    pipeline's reason for refusing it) and the clauses it skipped (with its own reason)."""
    out = []
    for turn in evidence:
        got = digests.of(conv, turn.session)
        stored = sessions[turn.session]
        proposed = [
            (stored.rejected.get(c.text, "stored, reworded"), c.text)
            for c in got.candidates
            if any(_within(turn, *span) for span in (c.spans or ([c.offsets] if c.offsets else [])))
            and c.text not in stored.texts
        ]
        skipped = [(s.reason, s.text) for s in got.skipped if _within(turn, s.start, s.end)]
        out.append({"turn": turn.text, "proposed_not_stored": proposed, "skipped": skipped})
    return out


class _Digests:
    """The offline extractor's reading of each session, as the digest runs it (who is who comes from all of it)."""

    def __init__(self, settings: Settings) -> None:
        self._provider = ExtractiveProvider.from_settings(settings)
        self._done: dict[tuple[str, int], Extraction] = {}

    def of(self, conv: Conversation, session: int) -> Extraction:
        key = (conv.key, session)
        if key not in self._done:
            source = next(text for number, _, text, _ in conv.sessions if number == session)
            self._done[key] = self._provider.digest(source)
        return self._done[key]


def _answer_kind(gold: object, top: list[str], in_turns: list[str], turns: list[str]) -> str:
    """Why the gold answer's words are (not) in the top 10: ``hit``; ``not_said`` (some are in no evidence
    turn nor its date: a paraphrase or an inference, no faithful fact could hold them); ``not_stored`` (the turns say
    them, the facts stored from them do not); ``not_retrieved`` (a fact of the turns holds them, not in
    the top 10)."""
    if answer_hit(gold, top):
        return "hit"
    if not answer_hit(gold, turns):
        return "not_said"
    return "not_retrieved" if answer_hit(gold, in_turns) else "not_stored"


async def _stored(client: httpx.AsyncClient, ids: dict[str, int]) -> dict[int, Session]:
    out = {}
    for tid, number in ids.items():
        refused = (await client.get(f"/v1/transcriptions/{tid}/rejections")).json()
        facts = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
        out[number] = Session(
            [(f["source_span"]["start_char"], f["source_span"]["end_char"]) for f in facts],
            [f["fact_text"] for f in facts],
            {r["candidate_text"]: f"{r['reason']}: {r.get('detail') or ''}"[:160] for r in refused},
        )
    return out


def _first_in(results: list[dict[str, Any]], evidence: list[Turn], ids: dict[str, int]) -> tuple[int, float] | None:
    """Rank (from 1) and score of the first result whose span lies in an evidence turn."""
    for rank, result in enumerate(results, 1):
        fact, span = result["fact"], result["fact"]["source_span"]
        session = ids.get(fact["transcription_id"], -1)
        if any(inside(t, session, span["start_char"], span["end_char"]) for t in evidence):
            return rank, result["score"]
    return None


async def diagnose(client: httpx.AsyncClient, conv: Conversation, digests: _Digests) -> list[dict[str, Any]]:
    namespace = f"locomo-{conv.key}"
    ids, _, _ = await ingest(client, conv, namespace)
    sessions = await _stored(client, ids)
    # a turn's words and the day it was said: a fact may state a relative date as the absolute one
    dates = {number: f"{date:%d %B %Y}" for number, date, _, _ in conv.sessions}
    rows = []
    for q in conv.questions:
        body = {"query": q["question"], "namespace": namespace, "limit": 100}
        results = (await client.post("/v1/facts/search", json=body)).json()["results"]
        evidence = [conv.turns[e] for e in q["evidence"] if e in conv.turns]
        found = _first_in(results, evidence, ids)
        top = [r["fact"]["fact_text"] for r in results[:10]]
        in_turns = [
            text
            for t in evidence
            for (s, e), text in zip(sessions[t.session].spans, sessions[t.session].texts, strict=True)
            if _within(t, s, e)
        ]
        row: dict[str, Any] = {
            "conversation": conv.key,
            "category": q["category"],
            "question": q["question"],
            "gold": str(q["answer"]),
            "answer": _answer_kind(q["answer"], top, in_turns, [f"{t.text} {dates[t.session]}" for t in evidence]),
        }
        if found is not None and found[0] <= 10:
            row["kind"] = "hit"
        elif in_turns:
            rank, score = found if found is not None else (">100", None)
            row.update(kind="search", rank=rank, score=score, best_score=results[0]["score"] if results else None)
        else:
            row["kind"] = "extraction"
        if row["kind"] == "extraction" or row["answer"] == "not_stored":
            row["turns"] = _extraction(conv, evidence, sessions, digests)
        if row["kind"] != "extraction":
            row.update(evidence_facts=in_turns, top=top)
        rows.append(row)
    return rows


async def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    root = Path(args.shared) / "data" / "memory"
    embedder = load_embedder("onnx")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{Path(tmp) / 'memory.db'}"
        upgrade_to_head(url)
        settings = Settings.model_validate({"data_dir": tmp, "database_url": url, "run_workers": False})
        app = create_app(settings, embedder=embedder)
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://eval", timeout=600) as client:
                digests = _Digests(settings)
                for key in args.conversations:
                    rows += await diagnose(client, load(root / f"locomo_{key}.json"), digests)
    return rows


def _band(rank: int | str) -> str:
    return ">100" if isinstance(rank, str) else "11-20" if rank <= 20 else "21-100"


def report(rows: list[dict[str, Any]], show: int) -> None:
    kinds = Counter(r["kind"] for r in rows)
    print(f"{len(rows)} questions at 10: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    ranks = Counter(_band(r["rank"]) for r in rows if r["kind"] == "search")
    print("search misses, rank of the first evidence fact: " + ", ".join(f"{k} {n}" for k, n in sorted(ranks.items())))
    turns = [t for r in rows if r["kind"] == "extraction" for t in r["turns"]]
    skipped = Counter(reason for t in turns for reason, _ in t["skipped"])
    refused = Counter(reason.split(":")[0] for t in turns for reason, _ in t["proposed_not_stored"])
    print(f"extraction misses: clauses skipped, by reason {dict(skipped.most_common())}")
    print(f"extraction misses: proposed, not stored, by reason {dict(refused.most_common())}")
    answers = Counter(r["answer"] for r in rows)
    print("answer words in the top 10: " + ", ".join(f"{k} {n}" for k, n in answers.most_common()))
    for r in [r for r in rows if r["kind"] != "hit"][:show]:
        print(json.dumps(r, ensure_ascii=False))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--conversations", nargs="+", default=list(FIT))
    parser.add_argument("--show", type=int, default=0, help="print this many misses")
    parser.add_argument("--out", type=Path, default=None, help="write every question's row here (JSON lines)")
    args = parser.parse_args()
    if set(args.conversations) - set(FIT):
        parser.error("misses are read on the fit half only (26, 30)")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("factlayer").setLevel(logging.WARNING)
    rows = asyncio.run(run(args))
    report(rows, args.show)
    if args.out:
        args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
