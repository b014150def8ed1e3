"""Ask the proof engine about hand-written (source, claims) blocks — the quickest way to see what it says and why.

Blocks are read from stdin, separated by a line ``===``; in each block the source comes first, then a line ``=>``,
then one claim per line. Each claim is printed with its verdict and, per proposition, the reason and the evidence::

    printf 'Doctor: Do you smoke?\\nPatient: No.\\n=>\\nThe patient smokes.\\n' | .venv/bin/python -m bench.probe
"""

from __future__ import annotations

import argparse
import sys

from factlayer.proof.proof import prove


def blocks(text: str) -> list[tuple[str, list[str]]]:
    """(source, claims) for each ``===``-separated block that holds a ``=>`` line."""
    out: list[tuple[str, list[str]]] = []
    for block in text.split("\n===\n"):
        if "\n=>\n" not in block:
            continue
        source, claims = block.split("\n=>\n", 1)
        out.append((source.strip("\n"), [c.strip() for c in claims.splitlines() if c.strip()]))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--roles", action="store_true", help="hold claims to who said what (settings.proof.roles)")
    parser.add_argument("--brief", action="store_true", help="one line per claim")
    args = parser.parse_args()
    for source, claims in blocks(sys.stdin.read()):
        for claim in claims:
            proof = prove(claim, source, roles=args.roles)
            print(f"{proof.status.value:<13} {proof.confidence:.2f}  {claim}")
            if args.brief:
                continue
            for part in proof.parts:
                evidence = part.supporting[0].span.text if part.supporting else ""
                print(f"    {part.status.value:<13} {part.reason}")
                if evidence:
                    print(f"        ⇐ {evidence[:160]!r}")
        print("---")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
