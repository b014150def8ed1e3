"""The validation fast paths give the same answers as the slow ones (no timing thresholds here)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
import yaml

from factlayer.digest.evidence import scope_negated
from factlayer.digest.tokens import Token, is_stopword, key_items, tokenize
from factlayer.digest.validators import _aliases, _mentions
from factlayer.text.conflicts import detect_conflicts

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "cases"

PAIRS = [
    ("Has fever", "I don't have a fever."),
    ("Does not smoke", "I smoke a pack a day."),
    ("Wants a wireless mouse", "We want a wired mouse for the novice user."),
    ("All members agreed", "Some members agreed to the plan."),
    ("No one objected", "Everyone objected to the plan."),
    ("The meeting is on Monday", "The meeting is on Tuesday morning."),
    ("The meeting is in March", "We meet in May of next year."),
    ("She arrives at 3 pm", "She arrives at 5 pm every day."),
    ("Takes ibuprofen twice a day", "I take ibuprofen three times a day."),
    ("Smoked for ten years", "I have been smoking for twelve years."),
    ("It was unlikely", "It was likely to happen."),
    ("It is expensive", "It is cheap to make."),
    ("Born in 1990", "I was born in nineteen ninety two."),
    (
        "The second stage is to consider costs",
        "We don't go on to consider costs. The second stage is to consider costs.",
    ),
    ("Has a headache that doesn't go away", "I have a headache that doesn't go away."),
    ("Is in her forties", "She is forty one."),
]


def _golden_pairs() -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for path in sorted(GOLDEN.glob("case_*.yaml")):
        case = yaml.safe_load(path.read_text(encoding="utf-8"))
        sentences = [s for s in str(case["source"]).replace("?", ".").split(".") if s.strip()]
        for candidate in case["candidates"]:
            pairs.extend((str(candidate["text"]), s) for s in sentences)
    return pairs


@pytest.mark.parametrize(("claim", "evidence"), PAIRS)
def test_conflict_shortcut_equals_the_exhaustive_check(claim: str, evidence: str) -> None:
    assert detect_conflicts(claim, evidence) == detect_conflicts(claim, evidence, exhaustive=True)


def test_conflict_shortcut_equals_the_exhaustive_check_on_the_golden_set() -> None:
    pairs = _golden_pairs()
    assert len(pairs) > 100
    for claim, evidence in pairs:
        assert detect_conflicts(claim, evidence) == detect_conflicts(claim, evidence, exhaustive=True), (
            claim,
            evidence,
        )


def _scope_negated_reference(tokens: list[Token], claim_keys: frozenset[str], text: str) -> bool | None:
    """The former backwards walk from each claim word (kept as the specification)."""
    from factlayer.digest.evidence import _SCOPE_BREAKERS, _is_cue

    def new_clause_at(t: Token) -> bool:
        from factlayer.digest.evidence import _NEW_CLAUSE_SUBJECTS

        if t.surface not in _NEW_CLAUSE_SUBJECTS:
            return False
        before = text[: t.start].rstrip()
        return bool(before) and before[-1] in ",.;:!"

    hits = [i for i, t in enumerate(tokens) if not _is_cue(t) and not is_stopword(t) and t.keys & claim_keys]
    if not hits:
        return None
    for p in hits:
        for c in range(p - 1, -1, -1):
            t = tokens[c]
            if t.surface in _SCOPE_BREAKERS:
                break
            if _is_cue(t):
                return True
            if text and new_clause_at(t):
                break
    return False


@pytest.mark.parametrize(
    "text",
    [
        "I don't have a fever.",
        "No fever or chills, but a cough.",
        "I have a headache that doesn't go away.",
        "Not really, he's been taking his medication.",
        "I never said I had a fever, I have a cough.",
        "Without any pain, I walk every day.",
        "I stopped taking Lipitor because of the pain.",
        "She denies fever; she has chills.",
        "I have a fever.",
    ],
)
def test_one_pass_negation_scope_equals_the_backwards_walk(text: str) -> None:
    tokens = tokenize(text)
    words = [t for t in tokens if not is_stopword(t)]
    for size in (1, 2):
        for chosen in itertools.combinations(words, size):
            keys = frozenset(k for t in chosen for k in t.keys)
            assert scope_negated(tokens, keys, text) == _scope_negated_reference(tokens, keys, text), (text, keys)


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
