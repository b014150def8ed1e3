"""A seeded random sample of the facts the offline extractor stores, for a human read.

The junk rules of ``bench/eval_extract.py`` only catch the forms they name (greetings, questions, dictation …);
whether a stored fact is one a reader would keep — self-contained, not garbled, not a fragment, not talk about
the talk — takes a person. This prints ``--n`` stored facts, drawn with ``--seed`` from every fact stored for the
ACI-Bench key-fact visits of one half (0 fit, 1 held-out), each with its quote, for that read. The figures in
``docs/quality.md`` ("read by a person") come from it.

    .venv/bin/python bench/extract_sample.py [--shared ../shared] [--half 1] [--n 40] [--seed 13]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.eval_extract import aci_docs, half, stored_facts
from factlayer.digest.extractive import ExtractiveProvider


async def sample(shared: Path, which: int, n: int, seed: int) -> list[tuple[str, str, str]]:
    """``n`` (visit id, fact, quote) drawn with ``seed`` from the facts stored for the visits of half ``which``."""
    provider = ExtractiveProvider()
    facts = []
    for doc in aci_docs(shared):
        if half(doc.id) == which:
            facts += [(doc.id, f.text, f.quote) for f in await stored_facts(provider.extract(doc.text), doc.text)]
    random.Random(seed).shuffle(facts)
    return sorted(facts[:n])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared"))
    parser.add_argument("--half", type=int, choices=(0, 1), default=1)
    parser.add_argument("--n", type=int, default=40)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    for i, (visit, fact, quote) in enumerate(asyncio.run(sample(args.shared, args.half, args.n, args.seed))):
        print(f"{i:2d} {visit}  {fact}\n      << {quote[:150]!r}")


if __name__ == "__main__":
    main()
