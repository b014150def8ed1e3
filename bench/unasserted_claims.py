"""Issue 12's blind set of unasserted content over LONG sources: a question, hedge, hypothetical, request or suggestion.

The pairs benchmark's held-out half still VERIFIES false twins of the "unasserted" kinds (request, hypothetical, hedge,
question) while its fit half and the 3-turn modality set (``bench.modality_claims``) are saturated, so the leaks are of
flavours those sets do not hold. This set is written in the pairs' own style: each claim is checked against a whole
ACI-Bench visit or MTS-Dialog dialogue, or a 40-80 turn window of a QMSum meeting. A ``false`` row states as fact what
the source only asks, hedges ("I think", "maybe", "might"), makes conditional ("if ..."), requests or plans ("I want
you to", "let's", "we should", "I'll") or suggests ("you could", "I would recommend") — expected not VERIFIED; a
``true`` row keeps the modality ("The patient asked whether ...", "The doctor thinks ...", "The doctor wants ...") or
states what the source asserts elsewhere — expected VERIFIED. Kinds: ``question``, ``hedge``, ``hypothetical``,
``request``, ``suggestion``. The data, ``data/unasserted_claims.json``, names each row's transcript (``doc``, plus
``lines`` for a meeting window) and the evidence span(s); the claims were written by hand before the proof engine was
run on them.

Source text: wyim/aci-bench (CC BY 4.0), abachaa/MTS-Dialog (CC BY 4.0) and Yale-LILY/QMSum (MIT; AMI and ICSI
meetings CC BY 4.0, the Canadian House of Commons committee transcript under the Parliament's open licence) via
/work/shared/data/transcripts (see /work/shared/data/PROVENANCE.md), resolved at run time.

Split by transcript: fit = md5(doc) even (``bench.facts_data.half_of`` on the doc id). Tune on the fit half only, read
the held-out half as counts. ``--base-src DIR`` also runs the set on another tree's ``src`` (e.g. an export of main) in
a subprocess and prints its figures first, so a baseline and the current figures come from one run.

    .venv/bin/python -m bench.unasserted_claims [--shared DIR] [--show-fit] [--base-src DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from bench.facts_data import add_shared_argument
from bench.facts_data import half_of as md5_half
from bench.long_source_claims import HALVES, load_cases, tally
from bench.modality_claims import Case, run

DATA = Path(__file__).parent / "data" / "unasserted_claims.json"


def half_of(doc: str) -> str:
    """``fit`` when md5(doc) is even, else ``held-out`` (the names the tallies use)."""
    return "fit" if md5_half(doc) == "fit" else "held-out"


def cases(shared: Path) -> list[Case]:
    return load_cases(shared, DATA, half_of)


def base_statuses(base_src: Path, shared: Path) -> list[str]:
    """Each case's status as the proof engine under ``base_src`` gives it (same data, same bench code)."""
    repo = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(base_src), str(repo)])}
    command = [sys.executable, "-m", "bench.unasserted_claims", "--shared", str(shared), "--statuses"]
    out = subprocess.run(command, env=env, cwd=repo, check=True, capture_output=True, text=True).stdout
    statuses: list[str] = json.loads(out)
    return statuses


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    add_shared_argument(parser)
    parser.add_argument("--show-fit", action="store_true", help="print the fit half's wrong cases")
    parser.add_argument("--base-src", type=Path, default=None, help="also run on this src tree and print it first")
    parser.add_argument("--statuses", action="store_true", help="print only each case's status as JSON")
    args = parser.parse_args()
    every = cases(args.shared)
    statuses = run(every)
    if args.statuses:
        print(json.dumps([statuses[case] for case in every]))
        return
    runs = [("now", statuses)]
    if args.base_src is not None:
        runs.insert(0, ("base", dict(zip(every, base_statuses(args.base_src, args.shared), strict=True))))
    if args.show_fit:
        for case, status in statuses.items():
            wrong = status != "VERIFIED" if case.true else status == "VERIFIED"
            if case.half == "fit" and wrong:
                print(f"{status:12} {'T' if case.true else 'F'} {case.kind:12} {case.doc} -> {case.claim!r}")
    for name, figures in runs:
        for half in HALVES:
            print(name, half, json.dumps(tally(figures, half)))
    print(f"{len(every)} claims from {len({case.doc for case in every})} transcripts")


if __name__ == "__main__":
    main()
