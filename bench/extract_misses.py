"""Why the offline extractor misses the *fit-half* key facts of ``bench/eval_extract.py``: each missed key
fact is put in one group, the first that applies —

- ``over_cap``: a candidate has its words but was ranked below the cap;
- ``rejected:<reason>``: a candidate has its words, the pipeline (the proof) refused it;
- ``merged``: a candidate had its words before near-duplicates merged;
- ``skipped:<reason>``: a clause holding the words was skipped (junk rule, question, ambiguous subject …);
- ``rewrite_lost``: a candidate's quote has the words, its rewritten text does not;
- ``wrong_turn`` (LoCoMo): a stored fact has the words but cites another turn;
- ``never_produced``: no clause with the words became a candidate.

Held-out key facts are never printed (the project's rule: tune on the fit half only).

    .venv/bin/python bench/extract_misses.py [--shared ../shared] [--dataset aci|locomo] [--show 40]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.eval_extract import Doc, KeyFact, _contains, aci_docs, half, locomo_docs  # noqa: E402
from factlayer.config import Settings  # noqa: E402
from factlayer.digest.assessment import AssessParams, assess_candidates  # noqa: E402
from factlayer.digest.extractive import ExtractiveProvider  # noqa: E402


def _has(text: str, key: KeyFact) -> bool:
    return all(_contains(text, w) for w in key.must)


def _in_turn(spans: list[tuple[int, int]] | tuple[tuple[int, int], ...], key: KeyFact) -> bool:
    return key.turn is None or any(a < key.turn[1] and b > key.turn[0] for a, b in spans)


async def diagnose(doc: Doc) -> list[tuple[str, KeyFact, str]]:
    uncapped = ExtractiveProvider(max_facts=None).digest(doc.text)
    cap = ExtractiveProvider.from_settings(Settings()).cap_for(doc.text)  # the configured cap
    capped = {(c.quote, c.spans) for c in uncapped.candidates[:cap]}  # a fallback (``main_clause``) keeps both
    assessments = await assess_candidates(uncapped.candidates, doc.text, AssessParams.from_settings(Settings()))
    out = []
    for key in doc.key_facts:
        cands = [a for a in assessments if _has(a.candidate.text, key) and _in_turn(a.candidate.spans, key)]
        stored = [a for a in cands if a.accepted and (a.candidate.quote, a.candidate.spans) in capped]
        if stored:
            continue
        if any(a.accepted for a in cands):
            out.append(("over_cap", key, next(a.candidate.text for a in cands if a.accepted)))
            continue
        if cands:
            a = cands[0]
            out.append((f"rejected:{a.reason}", key, f"{a.candidate.text}  <-  {a.candidate.quote!r} :: {a.detail}"))
            continue
        wrong = [a for a in assessments if _has(a.candidate.text, key) and a.accepted]
        if wrong:
            out.append(("wrong_turn", key, wrong[0].candidate.text))
            continue
        lost = [a for a in assessments if _has(a.candidate.quote or "", key) and _in_turn(a.candidate.spans, key)]
        if lost:
            a = lost[0]
            out.append(("rewrite_lost", key, f"{a.candidate.text}  <-  {a.candidate.quote!r}"))
            continue
        skipped = [s for s in uncapped.skipped if _has(s.text, key) and _in_turn([(s.start, s.end)], key)]
        if skipped:
            s = skipped[0]
            out.append((f"skipped:{s.reason}", key, repr(s.text)))
            continue
        line = next((ln for ln in doc.text.splitlines() if _has(ln, key)), None)
        if key.turn is not None:
            line = doc.text[key.turn[0] : key.turn[1]]
        out.append(("never_produced", key, repr(line[:300]) if line else "(words not on one line)"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--dataset", choices=("aci", "locomo"), default="aci")
    parser.add_argument("--locomo-sessions", type=int, default=60)
    parser.add_argument("--show", type=int, default=40, help="examples printed per group")
    args = parser.parse_args()
    docs = aci_docs(args.shared) if args.dataset == "aci" else locomo_docs(args.shared, args.locomo_sessions)
    fit = [d for d in docs if half(d.id) == 0]
    misses = [m for d in fit for m in asyncio.run(diagnose(d))]
    groups = Counter(kind for kind, _, _ in misses)
    total = sum(len(d.key_facts) for d in fit)
    print(f"fit half: {len(fit)} documents, {total} key facts, {len(misses)} missed")
    for kind, n in groups.most_common():
        print(f"\n== {kind}: {n}")
        for _kind, key, example in [m for m in misses if m[0] == kind][: args.show]:
            print(f"  must={key.must}  about={key.about}\n      {example}")


if __name__ == "__main__":
    main()
