"""Why the checker does not answer CONTRADICTED for the *fit-half* false twins of the fact-level set
(``bench/facts/facts.jsonl``) whose alteration the source says the opposite of — kinds ``negation``,
``entity_swap``, ``number`` and ``subject_swap``. Each miss is printed with the engine's verdict and reason, the
words the twin changed (against its true statement), and the engine's check of the window made of the statements
holding the evidence lines (:func:`bench.facts_misses.at_evidence`), and binned by the first kind that applies:

- ``verified``: a false VERIFIED (the worst);
- ``at_twin_support:<outcome>[:<what>]``: the true statement is VERIFIED; what the engine makes of the false twin on
  the windows that support the true one (the same words, one altered: whatever keeps that window from conflicting
  is the error) — only with ``--verdicts`` (a ``bench.eval_facts --out`` file, for the true statements' verdicts);
- ``partial:<what>``: a conflict found, but support elsewhere (or low confidence) made it PARTIAL;
- ``evidence_not_found``: the record's evidence lines are not in the source as written;
- ``evidence_conflicts:<what>`` / ``evidence_weak:<what>``: the evidence window conflicts, another window or a
  support elsewhere decided;
- ``evidence_supports``: the evidence window supports the twin (the alteration is not seen);
- ``evidence_not_asserted:<how>``: the evidence window holds the words only asked / hedged / ...;
- ``changed_word_absent``: a word the twin put in (the other drug, body part, value) is what the evidence window
  misses, and no rival in its slot was seen;
- ``evidence_missing``: another claim word is missing at the evidence; ``evidence_<note>``: nothing missing.

Held-out statements are never printed (the project's rule: tune on the fit half only).

    .venv/bin/python -m bench.facts_contra [--shared ../shared] [--show 60] [--kind negation] [--bin verified]
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bench import facts_checker
from bench._common import proof_roles
from bench.diff_pairs import verdicts
from bench.facts_data import add_shared_argument, half_of, load_facts, resolve_source
from bench.facts_misses import at_evidence
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize
from factlayer.proof import source as source_mod
from factlayer.proof.checks import check_window
from factlayer.proof.claim_parse import parse
from factlayer.proof.proof import Proof, PropositionProof, Status, prove
from factlayer.proof.retrieve import candidates
from factlayer.proof.window_check import WindowCheck

KINDS = ("negation", "entity_swap", "number", "subject_swap")


def changed_words(claim: str, twin_of: str) -> set[str]:
    """The stems of ``claim``'s words its twin does not have (what the alteration put in)."""
    other = {stem(t.low) for t in tokenize(twin_of) if t.is_word}
    return {stem(t.low) for t in tokenize(claim) if t.is_word} - other


def at_twin_support(part: PropositionProof, true_claim: str, source: str) -> WindowCheck | None:
    """The engine's check of the false twin's proposition on the windows that support its true statement's
    propositions (the best of them), None if none supports."""
    built = source_mod.build(source)
    windows = [
        w
        for prop in parse(true_claim).propositions
        for w in candidates(prop, built)
        if check_window(prop, built, w).outcome == "supports"
    ]
    checks = [check_window(part.proposition, built, w) for w in windows]
    order = {"conflicts": 5, "weak_conflict": 4, "supports": 3, "not_asserted": 2, "incomplete": 1}
    return max(checks, key=lambda c: (order[c.outcome], c.coverage, -len(c.window)), default=None)


def _twin_bin(there: WindowCheck) -> str:
    if there.outcome in ("conflicts", "weak_conflict"):
        return f"at_twin_support:{there.outcome}:{there.conflicts[0].split(':')[0]}"
    if there.outcome == "not_asserted":
        return "at_twin_support:not_asserted:" + ",".join(there.kinds)
    if there.outcome == "incomplete" and not there.missing:
        note = there.conflicts[0].split(":")[0] if there.conflicts else "other"
        return f"at_twin_support:incomplete:{note}"
    return f"at_twin_support:{there.outcome}" + (":missing" if there.missing else "")


def _bin(part: PropositionProof, there: WindowCheck | None, changed: set[str]) -> str:
    if part.status is Status.PARTIAL:
        notes = part.conflicting[0].notes if part.conflicting else ()
        return f"partial:{notes[0].split(':')[0] if notes else 'low confidence'}"
    if there is None:
        return "evidence_not_found"
    if there.outcome == "conflicts":
        return f"evidence_conflicts:{there.conflicts[0].split(':')[0]}"
    if there.outcome == "weak_conflict":
        return f"evidence_weak:{there.conflicts[0].split(':')[0]}"
    if there.outcome == "supports":
        return "evidence_supports"
    if there.outcome == "not_asserted":
        return "evidence_not_asserted:" + ",".join(there.kinds)
    if any(t.stem in changed for t in there.missing):
        return "changed_word_absent"
    if there.missing:
        return "evidence_missing"
    note = there.conflicts[0].split(":")[0] if there.conflicts else "other"
    return f"evidence_{note.replace(' ', '_')}"


def diagnose(
    record: Mapping[str, Any], true_claim: str, source: str, true_verified: bool = False
) -> tuple[str, Proof, str, WindowCheck | None]:
    """(bin, proof, verdict of the service, the check that binned it) of one false twin; bin ``contradicted`` when
    the service answers CONTRADICTED. ``true_verified``: its true statement is answered VERIFIED."""
    verdict, _ = facts_checker.check(record["claim"], source)
    proof = prove(record["claim"], source, roles=proof_roles())
    if verdict == "CONTRADICTED":
        return "contradicted", proof, verdict, None
    if verdict == "VERIFIED" or not proof.parts:
        return ("verified" if verdict == "VERIFIED" else "no_units"), proof, verdict, None
    failed = [p for p in proof.parts if p.status is not Status.VERIFIED] or list(proof.parts)
    if true_verified and (twin := at_twin_support(failed[0], true_claim, source)) is not None:
        return _twin_bin(twin), proof, verdict, twin
    there = at_evidence(failed[0], record, source)
    return _bin(failed[0], there, changed_words(record["claim"], true_claim)), proof, verdict, there


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_shared_argument(parser)
    parser.add_argument("--show", type=int, default=60, help="print up to N misses")
    parser.add_argument("--kind", default=None, help="only false twins of this kind (negation, entity_swap, ...)")
    parser.add_argument("--bin", default=None, help="print only misses whose bin starts with this")
    parser.add_argument("--verdicts", type=Path, default=None, help="a bench.eval_facts --out file (true verdicts)")
    args = parser.parse_args()
    facts = load_facts()
    answered = verdicts(args.verdicts) if args.verdicts else {}
    trues = {r["pair_id"]: r["claim"] for r in facts if r["label"] == "true"}
    kinds = (args.kind,) if args.kind else KINDS
    records = [r for r in facts if r["label"] == "false" and r["kind"] in kinds and half_of(r["pair_id"]) == "fit"]
    bins: Counter[tuple[str, str]] = Counter()
    shown = 0
    for record in records:
        source = resolve_source(record, args.shared)
        true_verified = answered.get(record["pair_id"] + ":t") == "VERIFIED"
        kind, proof, verdict, there = diagnose(record, trues.get(record["pair_id"], ""), source, true_verified)
        bins[(record["kind"], kind)] += 1
        if kind == "contradicted" or shown >= args.show or (args.bin and not kind.startswith(args.bin)):
            continue
        shown += 1
        print(f"[{kind}] {verdict} ({record['kind']}, {record['id']}): {record['claim']}")
        print(f"    true twin: {trues.get(record['pair_id'], '')}")
        print(f"    evidence: {' | '.join(record.get('evidence', []))}")
        for part in proof.parts:
            if part.status is Status.VERIFIED and verdict != "VERIFIED":
                continue
            print(f"    {part.status.value}: {part.reason[:240]}")
        if there is not None:
            built = source_mod.build(source)
            said = " | ".join(" ".join(t.text for t in built.statements[i].tokens) for i in there.window)
            where = "at true support" if kind.startswith("at_twin") else "at evidence"
            print(f"      {where} ({there.outcome}, {there.window}): {said[:200]!r}")
            print(f"        missing={[t.text for t in there.missing]} conflicts={there.conflicts} kinds={there.kinds}")
    print(f"\nfit-half false twins: {len(records)}")
    for kind in kinds:
        rows = {b: n for (k, b), n in bins.items() if k == kind}
        total = sum(rows.values())
        if not total:
            continue
        print(f"{kind} ({total}): CONTRADICTED {100 * rows.get('contradicted', 0) / total:.1f} %")
        for name, n in sorted(rows.items(), key=lambda item: -item[1]):
            print(f"  {name:<40} {n:>4}  {100 * n / total:5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
