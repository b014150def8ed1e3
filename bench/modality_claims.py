"""Issue 12's modality dev set: a false claim made from a source's question, hedge, hypothetical or request.

The pairs benchmark's held-out half still VERIFIES such false twins and its fit half is spent on this kind, so this set
is new and independent of it: one turn of an MTS-Dialog dialogue that no other bench file uses (a question, "I think",
"maybe", "if ...", "would like", "can you ...", "please ...", "let's ...") with the turn before and after it as the
source; per row a false assertion a careless reader would take from it (expected not VERIFIED) and, for about half,
a true statement that keeps the modality (expected VERIFIED). The data, ``data/modality_claims.json``, names each
row's dialogue (``doc``) and turn.

Source text: abachaa/MTS-Dialog (Ben Abacha et al., EACL 2023), CC BY 4.0, via /work/shared/data/transcripts
(see /work/shared/data/PROVENANCE.md). The claims were written for this project.

Split by dialogue, not by row (every row of a dialogue in one half): tune rules on the fit half only, read the
held-out half as counts.

    .venv/bin/python -m bench.modality_claims [--show-fit] [--limit N]
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from bench._common import proof_roles
from factlayer.proof.proof import prove

DATA = Path(__file__).parent / "data" / "modality_claims.json"


@dataclass(frozen=True)
class Case:
    """One claim of the set: its half, kind, truth, source and claim."""

    half: str
    kind: str
    true: bool
    doc: str
    source: str
    claim: str


def half_of(doc: str) -> str:
    """The dialogue's half, fixed by a hash of its id (deterministic, about half each)."""
    return "fit" if int(hashlib.sha1(doc.encode("utf-8")).hexdigest(), 16) % 2 == 0 else "held-out"


def load_cases(path: Path = DATA) -> list[Case]:
    """Every claim of the data file: each row's false claim and, if it has one, its true claim."""
    rows = json.loads(path.read_text(encoding="utf-8"))["rows"]
    return [
        case
        for row in rows
        for case in (
            Case(half_of(row["doc"]), row["kind"], False, row["doc"], row["source"], row["false"]),
            *(
                [Case(half_of(row["doc"]), row["kind"], True, row["doc"], row["source"], row["true"])]
                if "true" in row
                else []
            ),
        )
    ]


def run(cases: list[Case]) -> dict[Case, str]:
    """Each case's proof status."""
    return {case: prove(case.claim, case.source, roles=proof_roles()).status.value for case in cases}


def tally(statuses: dict[Case, str], half: str) -> dict[str, str]:
    """Per kind, one half's false claims VERIFIED and true claims VERIFIED (and CONTRADICTED), as "n/of"."""
    count: collections.Counter[tuple[str, bool, str]] = collections.Counter()
    size: collections.Counter[tuple[str, bool]] = collections.Counter()
    for case, status in statuses.items():
        if case.half == half:
            count[case.kind, case.true, status] += 1
            size[case.kind, case.true] += 1
    kinds = sorted({kind for kind, _ in size})
    out = {f"{kind} false V": f"{count[kind, False, 'VERIFIED']}/{size[kind, False]}" for kind in kinds}
    out["all false V"] = f"{sum(count[k, False, 'VERIFIED'] for k in kinds)}/{sum(size[k, False] for k in kinds)}"
    out["all true V"] = f"{sum(count[k, True, 'VERIFIED'] for k in kinds)}/{sum(size[k, True] for k in kinds)}"
    out["all true C"] = f"{sum(count[k, True, 'CONTRADICTED'] for k in kinds)}/{sum(size[k, True] for k in kinds)}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show-fit", action="store_true", help="print the fit half's wrong cases")
    parser.add_argument("--limit", type=int, default=0, help="run only the first N cases (a smoke run)")
    args = parser.parse_args()
    cases = load_cases()
    statuses = run(cases[: args.limit] if args.limit else cases)
    if args.show_fit:
        for case, status in statuses.items():
            wrong = status != "VERIFIED" if case.true else status == "VERIFIED"
            if case.half == "fit" and wrong:
                print(f"{status:12} {'T' if case.true else 'F'} {case.kind:12} {case.source!r} -> {case.claim!r}")
    for half in ("fit", "held-out"):
        print(half, json.dumps(tally(statuses, half)))


if __name__ == "__main__":
    main()
