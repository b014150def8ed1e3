"""The validation fast paths give the same answers as the slow ones (no timing thresholds here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from factlayer.digest.tokens import key_items
from factlayer.digest.validators import _aliases, _mentions

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "cases"


def _mentions_reference(text: str, speakers: frozenset[str]) -> list[tuple[int, int, str]]:
    import re

    words = [w.lower() for w in re.findall(r"[A-Za-z0-9]+", text.replace("_", " "))]
    found: set[tuple[int, int, str]] = set()
    for speaker in speakers:
        if len(speaker) < 3:
            continue
        for alias in _aliases(speaker):
            for i in range(len(words) - len(alias) + 1):
                if words[i : i + len(alias)] == alias:
                    found.add((i, len(alias), speaker))
    return sorted(found)


@pytest.mark.parametrize(
    "text",
    [
        "Sian Gwenllian said the doctor agreed",
        "The physician told the patient that Barry Hughes AM was late",
        "gwenllian am and sian gwenllian am",
        "nobody here",
    ],
)
def test_indexed_mentions_equal_the_scan(text: str) -> None:
    speakers = frozenset({"doctor", "patient", "sian gwenllian am", "barry hughes", "ab"})
    assert _mentions(text, speakers) == _mentions_reference(text, speakers)


def test_key_items_are_memoised_but_returned_as_fresh_lists() -> None:
    first = key_items("Takes ibuprofen twice a day")
    labels = [i.label for i in first]
    assert "ibuprofen" in labels and "twice" in labels
    first.clear()
    assert [i.label for i in key_items("Takes ibuprofen twice a day")] == labels
