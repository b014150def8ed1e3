"""`make eval` (extraction section): facts a person would keep, measured against key facts and the
transcripts' own labels, with today's extractor (the verbatim-clause one, ``bench/extract_baseline.py``)
as the same-run baseline.

Data (``--shared``): ACI-Bench train visits with key facts we wrote from their gold notes
(``bench/data/aci_key_facts.yaml``), and LoCoMo conversations (evaluation only) whose per-session
observations are key facts: each observation's *must* words are its content words (four letters or
more, not a speaker's name, not a stopword) that also occur in the turn it cites, at most three, the
longest first; a fact recalls it when it contains them all and cites that turn.

Every proposed candidate goes through today's digest pipeline (``assess_candidates``: grounding,
validators, gates); only what it accepts counts as stored. Figures per method and per half
(md5(id) % 2 == 0 is the fit half, 1 the held-out half):

- key-fact recall — key facts recalled / key facts;
- junk rate — stored facts that a junk rule (``JUNK_RULES`` below, independent of the extractor's
  own) flags / stored facts;
- speaker attribution — stored facts whose speaker is the label of the line their (last) span is on,
  read with the dataset's own label form (``[doctor]`` / ``Name:``);
- subject attribution — recalled key facts whose fact is about the right person (ACI: the patient's
  entity; LoCoMo: the observation's person);
- facts per 1,000 words, and facts / key facts (ACI);
- self-contained — stored facts whose text starts with an explicit subject (no I/you/it/this …);
- time — median wall and CPU time of extraction + assessment of a ~10,000-character transcript (fresh caches).

    .venv/bin/python bench/eval_extract.py [--shared ../shared] [--locomo-sessions 40]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench._common import proof_roles  # noqa: E402
from bench.extract_baseline import ExtractiveProvider as BaselineProvider  # noqa: E402
from factlayer.config import Settings  # noqa: E402
from factlayer.digest.assessment import Assessment, AssessParams, assess_candidates  # noqa: E402
from factlayer.digest.candidates import Candidate  # noqa: E402
from factlayer.digest.extractive import ExtractiveProvider  # noqa: E402

RESULTS = REPO / "bench" / "results" / "extract_eval.json"
KEY_FACTS = REPO / "bench" / "data" / "aci_key_facts.yaml"

# The published junk rule set: a stored fact is junk when its text or its cited words are one of these.
JUNK_RULES: dict[str, re.Pattern[str]] = {
    "greeting or thanks": re.compile(
        r"^\W*(?:hi|hello|hey|good (?:morning|afternoon)|thanks?|thank you|bye|goodbye|nice to (?:meet|see) you|"
        r"how are you|you're welcome)\b",
        re.I,
    ),
    "backchannel": re.compile(
        r"^\W*(?:ok(?:ay)?|alright|all right|yes|yeah|yep|no|nope|sure|right|great|good|perfect|i see|"
        r"got it|mm-?hmm|uh-huh|that's (?:right|correct|good|great|fine))\W*$",
        re.I,
    ),
    "question": re.compile(r"\?\s*$"),
    "dictation command": re.compile(r"\b(?:hey )?dragon\b|\bdax\b|finali[sz]e the (?:note|report|recording)", re.I),
    "meta talk": re.compile(
        r"^\W*(?:(?:the \w+ )?(?:let me|let's|i'm (?:just )?(?:going to|gon na|gonna) (?:check|look|listen|examine)|"
        r"i'll (?:start|ask)|tell me)\b|(?:here we go|any questions))",
        re.I,
    ),
    # A clause cut off: it ends on a word that needs something after it. "you", "that" and "is" end whole
    # clauses too ("i will double check for you", "a reaction to that", "how special our bonds are"), so they
    # count only where they cannot: "you" as a subject ("… because you"), "that" opening a clause ("i think
    # that"), "is" with no wh-word or "as"/"than" a few words before it ("the problem is"); "of" not after
    # "know"/"aware" (the whole reply "no, not that i know of").
    "cut mid-clause": re.compile(
        r"\b(?:a|an|the|my|your|to|(?<!know )(?<!aware )of|and|or|but|with|for|i|we|if|when|because)\W*$"
        r"|\b(?:if|when|because|unless|whether|and|but|or|that|do|does|did|are|were|have|has|can|could|will|would|"
        r"should)\W+you\W*$"
        r"|\b(?:think|thinks|thought|say|says|said|know|knows|knew|notice|noticed|believe|believed|feel|felt|mean|"
        r"meant|hope|guess|sure|realize|realized|hear|heard|told|so|such|and|but|because|is|was|are|were)\W+that\W*$"
        r"|^(?!.*\b(?:how|what|where|who|which|whatever|wherever|whoever|as|than)\b(?:\W+\w+){1,5}\W+(?:is|are|was)"
        r"\W*$).*\b(?:is|are|was)\W*$",
        re.I | re.S,
    ),
    "no content": re.compile(r"^\W*(?:\w+\W+){0,2}\w*\W*$"),
}
_SELF_CONTAINED = re.compile(
    r"^(?!(?:i|i'm|i've|i'd|i'll|my|me|you|your|you're|it|it's|this|that|they|he|she|we)\b)", re.I
)
_STOP = frozenset(
    str.split(
        """about above after again against also been before being below between both could does doing down during each
    from further have having here into just more most other over same should some such than that their theirs them
    then there these they this those through under until very what when where which while will with would your yours
    really going like know think went said feel felt things thing"""
    )
)


def half(key: str) -> int:
    return int(hashlib.md5(key.encode("utf-8")).hexdigest(), 16) % 2


@dataclass
class KeyFact:
    must: list[str]
    about: str  # "patient" (ACI) or the person's name (LoCoMo)
    turn: tuple[int, int] | None = None  # LoCoMo: the cited turn's span in the transcript


@dataclass
class Doc:
    id: str
    text: str
    key_facts: list[KeyFact]
    line_speaker: Callable[[int], str | None]
    people: list[str] = field(default_factory=list)
    original: bool = True  # ACI: one of the 10 visits before round 3 enlarged the set (``added:`` in the yaml)


def _contains(text: str, word: str) -> bool:
    return re.search(r"(?<![\w])" + re.escape(word.lower()), text.lower()) is not None


def _line_labels(text: str, pattern: re.Pattern[str]) -> Callable[[int], str | None]:
    """The dataset's own label of the line holding a character (a label-less line: the previous one's)."""
    starts: list[tuple[int, str | None]] = []
    current: str | None = None
    for m in re.finditer(r"^.*$", text, re.M):
        label = pattern.match(m.group())
        current = label.group(1).strip() if label else current
        starts.append((m.start(), current))

    def at(pos: int) -> str | None:
        found = None
        for start, label in starts:
            if start > pos:
                break
            found = label
        return found

    return at


def aci_docs(shared: Path) -> list[Doc]:
    rows = {
        r["id"]: r
        for r in (json.loads(x) for x in (shared / "data/transcripts/aci_bench_train.jsonl").read_text().splitlines())
    }
    docs = []
    for visit in yaml.safe_load(KEY_FACTS.read_text()):
        text = rows[visit["visit"]]["transcript"]
        keys = [KeyFact([str(w) for w in f["must"]], f["about"]) for f in visit["facts"]]
        labels = _line_labels(text, re.compile(r"^\[(\w+)\]"))
        docs.append(Doc(visit["visit"], text, keys, labels, ["patient"], original="added" not in visit))
    return docs


def locomo_docs(shared: Path, limit: int) -> list[Doc]:
    docs = []
    for path in sorted((shared / "data/memory").glob("locomo_*.json")):
        conv = json.loads(path.read_text())
        people = [conv["speaker_a"], conv["speaker_b"]]
        n = 1
        while f"session_{n}" in conv and f"session_{n}_observation" in conv:
            turns = conv[f"session_{n}"]
            lines, spans = [], {}
            offset = 0
            for t in turns:
                line = f"{t['speaker']}: {t['text']}"
                spans[t["dia_id"]] = (offset, offset + len(line))
                lines.append(line)
                offset += len(line) + 1
            text = "\n".join(lines)
            keys = []
            by_id = {t["dia_id"]: t for t in turns}
            for person, observations in conv[f"session_{n}_observation"].items():
                for observation, dia in observations:
                    dia_ids = dia if isinstance(dia, list) else [dia]
                    turn = by_id.get(dia_ids[0]) if dia_ids else None
                    if turn is None or turn["speaker"] != person:
                        continue
                    must = _must_words(observation, turn["text"], people)
                    if must:
                        keys.append(KeyFact(must, person, spans[dia_ids[0]]))
            label = re.compile(r"^(" + "|".join(re.escape(p) for p in people) + r"):")
            docs.append(Doc(f"locomo:{path.stem}:session_{n}", text, keys, _line_labels(text, label), people))
            n += 1
    return docs[:limit]


def _must_words(observation: str, turn_text: str, people: list[str]) -> list[str]:
    names = {p.lower() for p in people}
    words = [w for w in re.findall(r"[a-z][a-z'-]{3,}", observation.lower()) if w not in _STOP and w not in names]
    shared = [w for w in dict.fromkeys(words) if _contains(turn_text, w)]
    return sorted(shared, key=len, reverse=True)[:3]


def junk(fact_text: str, quote: str) -> str | None:
    for name, rule in JUNK_RULES.items():
        if rule.search(fact_text) or (name != "no content" and rule.search(quote.strip())):
            return name
    return None


@dataclass
class Stored:
    text: str
    quote: str
    speaker: str | None
    subject: str | None
    spans: list[tuple[int, int]]


async def stored_facts(candidates: list[Candidate], text: str) -> list[Stored]:
    assessments: list[Assessment] = await assess_candidates(candidates, text, AssessParams(roles=proof_roles()))
    out = []
    for a in assessments:
        if not a.accepted or a.grounding.citation is None:
            continue
        c = a.candidate
        cite = a.grounding.citation
        if c.spans:
            out.append(Stored(c.text, c.quote or cite.text, c.speaker, c.subject_id, list(c.spans)))
        else:  # the baseline: verbatim text, speaker from grounding, no subject
            out.append(Stored(c.text, cite.text, a.grounding.speaker, None, [(cite.start_char, cite.end_char)]))
    return out


def _norm_label(label: str | None) -> str:
    return re.sub(r"[\[\]():_]", " ", label or "").strip().lower()


def _about_ok(fact: Stored, key: KeyFact) -> bool:
    """The fact's subject is the key fact's person (the extractor's ids: ``speaker:<label>``)."""
    want = "speaker:" + re.sub(r"[^a-z0-9]+", "-", key.about.lower()).strip("-")
    return fact.subject == want


def score_doc(doc: Doc, facts: list[Stored]) -> dict[str, Any]:
    recalled = subject_ok = 0
    for key in doc.key_facts:
        hits = [
            f
            for f in facts
            if all(_contains(f.text, w) for w in key.must)
            and (key.turn is None or any(a < key.turn[1] and b > key.turn[0] for a, b in f.spans))
        ]
        if hits:
            recalled += 1
            subject_ok += any(_about_ok(f, key) for f in hits)
    junk_facts = [f for f in facts if junk(f.text, f.quote)]
    speaker_ok = sum(_norm_label(f.speaker) == _norm_label(doc.line_speaker(f.spans[-1][0])) for f in facts)
    return {
        "key_facts": len(doc.key_facts),
        "recalled": recalled,
        "subject_ok": subject_ok,
        "facts": len(facts),
        "junk": len(junk_facts),
        "junk_examples": [f.text for f in junk_facts[:3]],
        "speaker_ok": speaker_ok,
        "self_contained": sum(bool(_SELF_CONTAINED.match(f.text)) for f in facts),
        "words": len(doc.text.split()),
    }


def summarise(rows: Iterable[dict[str, Any]]) -> dict[str, Any]:
    rows = list(rows)
    total = {
        k: sum(r[k] for r in rows)
        for k in ("key_facts", "recalled", "subject_ok", "facts", "junk", "speaker_ok", "self_contained", "words")
    }

    def ratio(a: int, b: int) -> float | None:
        return round(a / b, 4) if b else None

    return {
        "docs": len(rows),
        "key_facts": total["key_facts"],
        "facts": total["facts"],
        "key_fact_recall": ratio(total["recalled"], total["key_facts"]),
        "junk_rate": ratio(total["junk"], total["facts"]),
        "speaker_attribution": ratio(total["speaker_ok"], total["facts"]),
        "subject_attribution": ratio(total["subject_ok"], total["recalled"]),
        "self_contained": ratio(total["self_contained"], total["facts"]),
        "facts_per_1000_words": round(1000 * total["facts"] / total["words"], 2) if total["words"] else None,
        "facts_per_key_fact": ratio(total["facts"], total["key_facts"]),
    }


async def evaluate(docs: list[Doc], methods: dict[str, Callable[[str], list[Candidate]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, extract in methods.items():
        per_doc = []
        for doc in docs:
            facts = await stored_facts(extract(doc.text), doc.text)
            per_doc.append({"id": doc.id, "half": half(doc.id), "original": doc.original, **score_doc(doc, facts)})
        out[name] = {
            "fit": summarise(r for r in per_doc if r["half"] == 0),
            "held_out": summarise(r for r in per_doc if r["half"] == 1),
            "all": summarise(per_doc),
            "junk_examples": [e for r in per_doc for e in r["junk_examples"]][:8],
        }
        if not all(r["original"] for r in per_doc):  # the set before round 3, for comparison with older figures
            out[name]["fit_original"] = summarise(r for r in per_doc if r["half"] == 0 and r["original"])
            out[name]["held_out_original"] = summarise(r for r in per_doc if r["half"] == 1 and r["original"])
    return out


async def timing(texts: list[str], extract: Callable[[str], list[Candidate]]) -> dict[str, float]:
    """Median ms: extraction alone, and extraction + today's assessment (grounding, validators, gates), each in wall
    time and in the process's CPU time (on a shared machine the wall time measures the neighbours too); every cache
    keyed by the text is emptied before each text (turns, sentences, tidied clauses, the proof's source, parses)."""
    from factlayer.digest import rewrite
    from factlayer.nlp import parse, segmentation, transcript
    from factlayer.proof import source

    extraction, total, extraction_cpu, total_cpu = [], [], [], []
    for text in texts:
        rewrite.tidy.cache_clear()
        transcript._parse.cache_clear()
        segmentation._segments.cache_clear()
        source.build.cache_clear()
        parse.cache_clear()
        start, cpu = time.perf_counter(), time.process_time()
        candidates = extract(text)
        extraction.append(time.perf_counter() - start)
        extraction_cpu.append(time.process_time() - cpu)
        await assess_candidates(candidates, text, AssessParams(roles=proof_roles()))
        total.append(time.perf_counter() - start)
        total_cpu.append(time.process_time() - cpu)
    return {
        "extraction_ms": round(1000 * statistics.median(extraction), 1),
        "extraction_and_assessment_ms": round(1000 * statistics.median(total), 1),
        "extraction_cpu_ms": round(1000 * statistics.median(extraction_cpu), 1),
        "extraction_and_assessment_cpu_ms": round(1000 * statistics.median(total_cpu), 1),
    }


def ten_k(docs: list[Doc]) -> list[str]:
    """~10,000-character transcripts: each ACI visit cut at the first line end after 10,000 characters."""
    out = []
    for doc in docs:
        if len(doc.text) >= 10_000:
            cut = doc.text.find("\n", 10_000)
            out.append(doc.text[: cut if cut > 0 else len(doc.text)])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--locomo-sessions", type=int, default=60)
    args = parser.parse_args()
    new = ExtractiveProvider.from_settings(Settings())  # the configured cap (max_facts, per 1,000 words)
    methods: dict[str, Callable[[str], list[Candidate]]] = {
        "extractor": new.extract,
        "baseline (verbatim clauses)": BaselineProvider().extract,
    }
    aci = aci_docs(args.shared)
    locomo = locomo_docs(args.shared, args.locomo_sessions)
    all_aci = [
        Doc(r["id"], r["transcript"], [], lambda _pos: None)
        for r in (
            json.loads(x) for x in (args.shared / "data/transcripts/aci_bench_train.jsonl").read_text().splitlines()
        )
    ]
    results: dict[str, Any] = {
        "aci_bench_key_facts": asyncio.run(evaluate(aci, methods)),
        "locomo_observations": asyncio.run(evaluate(locomo, methods)),
        "digest_ms_10k_chars": {
            name: asyncio.run(timing(ten_k(all_aci)[:12], extract)) for name, extract in methods.items()
        },
        "junk_rules": {k: v.pattern for k, v in JUNK_RULES.items()},
        "settings": {"max_facts": new.max_facts, "max_facts_per_1000_words": new.per_1000_words},
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    _print(results)


def _print(results: dict[str, Any]) -> None:
    cols = ("docs", "key_facts", "key_fact_recall", "junk_rate", "speaker_attribution", "subject_attribution",
            "self_contained", "facts_per_1000_words", "facts_per_key_fact")  # fmt: skip
    for dataset in ("aci_bench_key_facts", "locomo_observations"):
        print(f"\n{dataset}")
        print(f"  {'method / half':46}" + "".join(f"{c[:14]:>16}" for c in cols))
        for method, parts in results[dataset].items():
            for part in ("fit", "held_out", "fit_original", "held_out_original"):
                if part not in parts:
                    continue
                row = parts[part]
                cells = "".join(f"{'-' if row[c] is None else row[c]:>16}" for c in cols)
                print(f"  {method + ' / ' + part:46}{cells}")
    print("\na ~10k-character transcript, median ms:     extraction   extraction + assessment   (CPU: the same)")
    for method, ms in results["digest_ms_10k_chars"].items():
        cpu = f"{ms['extraction_cpu_ms']:>12}{ms['extraction_and_assessment_cpu_ms']:>12}"
        print(f"  {method:38}{ms['extraction_ms']:>12}{ms['extraction_and_assessment_ms']:>20}   {cpu}")
    print(f"\nwritten to {RESULTS.relative_to(REPO)}")


if __name__ == "__main__":
    main()
