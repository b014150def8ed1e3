"""Issue 12's long-source dev set: false claims whose words another sentence of a LONG source supplies.

The pairs benchmark's held-out half VERIFIES false twins more often than its fit half (3.7 % against 0.8 %), and what
still leaks was traced to long sources (a claim checked against a whole visit or meeting) rather than to modality
inside one turn. This set measures exactly that, blind: each claim is checked against a whole ACI-Bench visit or a
27-127 turn window of a QMSum meeting (committee or design) (5k-12k characters). False kinds (expected not VERIFIED):
``borrowed_word`` (a body part, drug, number or person found elsewhere in the source, put on the wrong deed),
``asked_or_hedged`` (a deed asked about or hedged, stated as fact), ``plan_as_done`` (a plan or request read as
done), ``negated_as_present`` (a denied thing stated present), ``subject_swap`` (one person's deed credited to
another). True claims (``plain_fact``, expected VERIFIED) paraphrase facts the source states. The data,
``data/long_source_claims.json``, names each row's transcript (``doc``, plus ``lines`` for a meeting window) and the
evidence line(s); the claims were written by hand without running the proof engine.

Source text: wyim/aci-bench (CC BY 4.0) and Yale-LILY/QMSum (MIT; committee transcripts under the Parliament's open
licence) via /work/shared/data/transcripts (see /work/shared/data/PROVENANCE.md), resolved at run time.

Split by transcript (``half_of`` of the modality set, on ``doc``): tune on the fit half only, read held-out as counts.

    .venv/bin/python -m bench.long_source_claims [--shared DIR] [--show-fit] [--limit N]
"""

from __future__ import annotations

import argparse
import collections
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench._common import write_result
from bench.facts_data import add_shared_argument, resolve_source
from bench.modality_claims import Case, half_of, run

DATA = Path(__file__).parent / "data" / "long_source_claims.json"
HALVES = ("fit", "held-out", "all")


def source_ref(row: dict[str, Any]) -> dict[str, Any]:
    """The row's transcript as ``bench.facts_data`` resolves it: dataset, id and, for a meeting window, its turns."""
    ref: dict[str, Any] = {"dataset": row["doc"].split(":")[0], "doc": row["doc"]}
    if "lines" in row:
        ref["lines"] = row["lines"]
    return ref


def load_rows(path: Path = DATA) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["rows"]
    return rows


def load_cases(shared: Path, path: Path = DATA, half: Callable[[str], str] = half_of) -> list[Case]:
    """Every claim of the data file with its resolved long source, halved by transcript (``half`` of its ``doc``)."""
    sources: dict[str, str] = {}
    cases = []
    for row in load_rows(path):
        ref = source_ref(row)
        key = json.dumps(ref, sort_keys=True)
        if key not in sources:
            sources[key] = resolve_source({"source_ref": ref}, shared)
        cases.append(Case(half(row["doc"]), row["kind"], row["true"], row["doc"], sources[key], row["claim"]))
    return cases


def tally(statuses: dict[Case, str], half: str) -> dict[str, str]:
    """Per kind, one half's (or ``all``) false claims VERIFIED and true claims VERIFIED / CONTRADICTED, as "n/of"."""
    count: collections.Counter[tuple[str, bool, str]] = collections.Counter()
    size: collections.Counter[tuple[str, bool]] = collections.Counter()
    for case, status in statuses.items():
        if half in ("all", case.half):
            count[case.kind, case.true, status] += 1
            size[case.kind, case.true] += 1
    out: dict[str, str] = {}
    for kind, true in sorted(size):
        if true:
            out[f"{kind} true V"] = f"{count[kind, True, 'VERIFIED']}/{size[kind, True]}"
            out[f"{kind} true C"] = f"{count[kind, True, 'CONTRADICTED']}/{size[kind, True]}"
        else:
            out[f"{kind} false V"] = f"{count[kind, False, 'VERIFIED']}/{size[kind, False]}"
    for truth, label, status in ((False, "false V", "VERIFIED"), (True, "true V", "VERIFIED")):
        hits = sum(n for (_, t, s), n in count.items() if t is truth and s == status)
        out[f"all {label}"] = f"{hits}/{sum(n for (_, t), n in size.items() if t is truth)}"
    hits = sum(n for (_, t, s), n in count.items() if t and s == "CONTRADICTED")
    out["all true C"] = f"{hits}/{sum(n for (_, t), n in size.items() if t)}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    add_shared_argument(parser)
    parser.add_argument("--show-fit", action="store_true", help="print the fit half's wrong cases")
    parser.add_argument("--limit", type=int, default=0, help="run only the first N cases (a smoke run)")
    parser.add_argument("--out", type=Path, default=None, help="result file (default bench/results/...)")
    args = parser.parse_args()
    cases = load_cases(args.shared)
    started = time.perf_counter()
    statuses = run(cases[: args.limit] if args.limit else cases)
    seconds = round(time.perf_counter() - started, 1)
    if args.show_fit:
        for case, status in statuses.items():
            wrong = status != "VERIFIED" if case.true else status == "VERIFIED"
            if case.half == "fit" and wrong:
                print(f"{status:12} {'T' if case.true else 'F'} {case.kind:18} {case.doc} -> {case.claim!r}")
    figures: dict[str, Any] = {half: tally(statuses, half) for half in HALVES}
    for half in HALVES:
        print(half, json.dumps(figures[half]))
    print(f"{len(statuses)} claims in {seconds} s")
    figures["seconds"] = seconds
    params = {"claims": len(statuses), "limit": args.limit, "data": str(DATA.relative_to(DATA.parents[2]))}
    notes = [
        "false V: false claims VERIFIED (should be 0); true V / true C: true claims VERIFIED / CONTRADICTED",
        "split by transcript: fit = sha1(doc) even; tune on fit only",
    ]
    if not args.limit:
        print(write_result("long_source_claims", figures, params=params, notes=notes, out=args.out))


if __name__ == "__main__":
    main()
