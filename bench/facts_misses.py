"""Why the checker does not answer VERIFIED for the *fit-half* true statements of the fact-level set
(``bench/facts/facts.jsonl``): each miss with the engine's reason per proposition, the claim words it found
nowhere (``missing``), what it wrote of the closest window, and one kind, the first that applies —

- ``not_asserted:<how>``: the words are there, only asked / hedged / hypothetical / requested / ...;
- ``conflict:<what>``: the engine found a conflict (polarity, value, entity, subject, predicate, ...);
- ``absent_value``: a number, frequency or date of the claim is in no evidence window;
- ``missing_in_evidence``: a missing claim word's stem *is* in the record's hand-picked evidence lines
  (the window was not found or not tied together: support split across turns, a question and its answer);
- ``paraphrase``: the missing words are nowhere in the evidence lines (a synonym or derivation);
- ``low_confidence``: VERIFIED by the engine but below the request's confidence threshold;
- ``other``.

Held-out statements are never printed (the project's rule: tune on the fit half only).

    .venv/bin/python -m bench.facts_misses [--shared ../shared] [--show 40] [--kind paraphrase]
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Mapping
from typing import Any

from bench import facts_checker
from bench.facts_data import add_shared_argument, half_of, load_facts, resolve_source
from factlayer.nlp.normalise import stem
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Proof, PropositionProof, Status, prove


def _evidence_stems(record: Mapping[str, Any]) -> set[str]:
    return {stem(t.low) for line in record.get("evidence", []) for t in tokenize(line) if t.is_word}


def _part_kind(part: PropositionProof, record: Mapping[str, Any]) -> str:
    closest = part.closest
    if part.status is Status.CONTRADICTED or part.status is Status.PARTIAL:
        notes = part.conflicting[0].notes if part.conflicting else ()
        return f"conflict:{notes[0].split(':')[0] if notes else part.status.value}"
    if closest is None:
        return "paraphrase"
    if closest.kind == "not_asserted":
        return "not_asserted:" + ",".join(n.removeprefix("only ") for n in closest.notes if n.startswith("only "))
    if any(n.startswith("absent value") for n in closest.notes):
        return "absent_value"
    if not closest.missing:
        return f"conflict:{closest.notes[0].split(':')[0]}" if closest.notes else "other"
    stems = _evidence_stems(record)
    if any(stem(w.lower()) in stems for w in closest.missing):
        return "missing_in_evidence"
    return "paraphrase"


def diagnose(record: Mapping[str, Any], source: str) -> tuple[str, Proof, str]:
    """(kind, proof, verdict of the service) of one record."""
    verdict, _ = facts_checker.check(record["claim"], source)
    proof = prove(record["claim"], source)
    if verdict == "VERIFIED":
        return "verified", proof, verdict
    if proof.status is Status.VERIFIED:
        return "low_confidence", proof, verdict
    if not proof.parts:
        return "no_units", proof, verdict
    failed = [p for p in proof.parts if p.status is not Status.VERIFIED]
    return _part_kind(failed[0], record), proof, verdict


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_shared_argument(parser)
    parser.add_argument("--show", type=int, default=40, help="print up to N misses")
    parser.add_argument("--kind", default=None, help="print only misses whose kind starts with this")
    args = parser.parse_args()
    kinds: Counter[str] = Counter()
    shown = 0
    records = [r for r in load_facts() if r["label"] == "true" and half_of(r["pair_id"]) == "fit"]
    for record in records:
        kind, proof, verdict = diagnose(record, resolve_source(record, args.shared))
        kinds[kind] += 1
        if kind == "verified" or shown >= args.show or (args.kind and not kind.startswith(args.kind)):
            continue
        shown += 1
        print(f"[{kind}] {verdict} ({record['kind']}, {record['id']}): {record['claim']}")
        print(f"    evidence: {' | '.join(record.get('evidence', []))}")
        for part in proof.parts:
            if part.status is Status.VERIFIED:
                continue
            closest = part.closest
            print(f"    {part.status.value}: {part.reason}")
            if closest is not None:
                print(f"      closest ({closest.kind}): {closest.span.text[:160]!r} missing={list(closest.missing)}")
    print(f"\nfit-half true statements: {len(records)}")
    for kind, n in kinds.most_common():
        print(f"  {kind:<32} {n:>4}  {100 * n / len(records):5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
