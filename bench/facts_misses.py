"""Why the checker does not answer VERIFIED for the *fit-half* true statements of the fact-level set
(``bench/facts/facts.jsonl``): each miss with the engine's reason per proposition, the claim words it found
nowhere (``missing``), what it wrote of the closest window, and one kind, the first that applies —

- ``conflict:<what>``: the engine found a conflict (polarity, value, entity, subject, predicate, ...);
- ``evidence_not_found``: the record's evidence lines are not in the source as written;

and otherwise by the engine's check of the window made of the statements holding the evidence lines:

- ``not_asserted:<how>``: the words are there, only asked / hedged / hypothetical / requested / ...;
- ``evidence_conflict:<what>`` / ``evidence_<note>``: that window conflicts, or lacks a value;
- ``split_support``: a claim word missing where the evidence lines are *is* in them (support split across
  sentences or turns, a question and its answer);
- ``supported_at_evidence``: the window of the evidence lines supports, another finding decided;
- ``absent:<why>``: a claim word is in no evidence line — ``referent`` (what "it" / "this" stands for, said
  just before), ``name`` (a speaker's name for "I" / "you"), ``elsewhere`` (in the source, farther away) or
  ``paraphrase`` (nowhere: a synonym, a derivation, a verb of the note's own such as "prescribes");
- ``low_confidence``: VERIFIED by the engine but below the request's confidence threshold; ``no_units``.

Held-out statements are never printed (the project's rule: tune on the fit half only).

    .venv/bin/python -m bench.facts_misses [--shared ../shared] [--show 40] [--kind absent:referent]
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Mapping
from typing import Any

from bench import facts_checker
from bench._common import proof_roles
from bench.facts_data import add_shared_argument, half_of, load_facts, resolve_source
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize
from factlayer.proof import source as source_mod
from factlayer.proof.align import match_term
from factlayer.proof.checks import check_window
from factlayer.proof.proof import Proof, PropositionProof, Status, prove
from factlayer.proof.retrieve import candidates
from factlayer.proof.window_check import WindowCheck


def _evidence_stems(record: Mapping[str, Any]) -> set[str]:
    return {stem(t.low) for line in record.get("evidence", []) for t in tokenize(line) if t.is_word}


def at_evidence(part: PropositionProof, record: Mapping[str, Any], text: str) -> WindowCheck | None:
    """The engine's check of the proposition on the statements that hold the record's evidence lines (all of
    them as one window, and each alone): what fails where the support is."""
    source = source_mod.build(text)
    low = text.lower()
    spans = [(at, at + len(line)) for line in record.get("evidence", []) if (at := low.find(line.lower())) >= 0]
    hit = tuple(st.index for st in source.statements if any(a < st.end and st.start < b for a, b in spans))
    if not hit:
        return None
    windows = [hit] + [(i,) for i in hit] + [w for w in candidates(part.proposition, source) if set(w) & set(hit)]
    checks = [check_window(part.proposition, source, w) for w in windows]
    order = {"supports": 4, "not_asserted": 3, "conflicts": 2, "weak_conflict": 1, "incomplete": 0}
    return max(checks, key=lambda c: (order[c.outcome], c.coverage, -len(c.window)))


def _part_kind(part: PropositionProof, record: Mapping[str, Any], text: str) -> str:
    if part.status is Status.CONTRADICTED or part.status is Status.PARTIAL:
        notes = part.conflicting[0].notes if part.conflicting else ()
        return f"conflict:{notes[0].split(':')[0] if notes else part.status.value}"
    there = at_evidence(part, record, text)
    if there is None:
        return "evidence_not_found"
    if there.outcome == "supports":
        return "supported_at_evidence"  # the window there supports; something else decided
    if there.outcome == "not_asserted":
        return "not_asserted:" + ",".join(there.kinds)
    if there.outcome in ("conflicts", "weak_conflict"):
        return f"evidence_conflict:{there.conflicts[0].split(':')[0]}"
    if not there.missing:
        note = there.conflicts[0].split(":")[0] if there.conflicts else "other"
        return f"evidence_{note.replace(' ', '_')}"
    stems = _evidence_stems(record)
    if any(t.stem in stems for t in there.missing):
        return "split_support"  # the words are in the evidence lines, not in one window the engine tries
    return _absent_kind(there, source_mod.build(text))


_REFERENT_BACK = 10


def _absent_kind(there: WindowCheck, source: source_mod.Source) -> str:
    """Why a claim word is in no evidence line: a speaker's name ("Gina" for "I"), the thing an "it" / "this" /
    "the thing" stands for (said up to ten sentences before), said elsewhere in the source, or nowhere (a
    paraphrase: synonym, derivation, a verb of the note's own such as "prescribes")."""
    core = source.statements[there.core] if there.core is not None else None
    kinds = []
    for term in there.missing:
        if term.low in source.speaker_names_full():
            kinds.append("name")
        elif core is not None and any(
            0 < core.sentence - st.sentence <= _REFERENT_BACK and match_term(term, st) for st in source.statements
        ):
            kinds.append("referent")
        elif term.stem in source.by_stem:
            kinds.append("elsewhere")
        else:
            kinds.append("paraphrase")
    for kind in ("paraphrase", "name", "elsewhere", "referent"):  # the hardest one decides
        if kind in kinds:
            return f"absent:{kind}"
    return "absent"


def diagnose(record: Mapping[str, Any], source: str) -> tuple[str, Proof, str]:
    """(kind, proof, verdict of the service) of one record."""
    verdict, _ = facts_checker.check(record["claim"], source)
    proof = prove(record["claim"], source, roles=proof_roles())
    if verdict == "VERIFIED":
        return "verified", proof, verdict
    if proof.status is Status.VERIFIED:
        return "low_confidence", proof, verdict
    if not proof.parts:
        return "no_units", proof, verdict
    failed = [p for p in proof.parts if p.status is not Status.VERIFIED]
    return _part_kind(failed[0], record, source), proof, verdict


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
        source = resolve_source(record, args.shared)
        kind, proof, verdict = diagnose(record, source)
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
            there = at_evidence(part, record, source)
            if there is not None:
                print(
                    f"      at evidence ({there.outcome}, {len(there.window)} st.): missing="
                    f"{[t.text for t in there.missing]} conflicts={there.conflicts} kinds={there.kinds}"
                )
    print(f"\nfit-half true statements: {len(records)}")
    for kind, n in kinds.most_common():
        print(f"  {kind:<32} {n:>4}  {100 * n / len(records):5.1f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
