"""The benchmark's planted-fact generator: deterministic, and its true spans are true."""

from __future__ import annotations

import random

import pytest
from bench.plant import (
    EXTRA_KINDS,
    KINDS,
    PlantedFact,
    Transcript,
    best_iou,
    build_transcript,
    candidate_slices,
    count_tokens,
    is_correct,
    number_to_words,
    number_variant,
    occurrences,
    plant_facts,
    repeated_phrases,
    toggle_plural,
    words_to_number,
)

_SYMPTOMS = ["headache", "cough", "back pain", "rash", "fever", "nausea", "knee pain", "dizziness"]
_DRUGS = ["ibuprofen", "aspirin", "metformin", "lisinopril", "amoxicillin", "prednisone"]


def _dialogue(i: int) -> str:
    rng = random.Random(i)
    symptom = rng.choice(_SYMPTOMS)
    drug = rng.choice(_DRUGS)
    days = rng.choice(["two", "three", "twenty six", "eight", "eleven"])
    return "\n".join(
        [
            "Doctor: Good morning, what brings you in today?",
            f"Patient: I have had a {symptom} for about {days} days now and it is getting worse.",
            "Doctor: Have you taken anything for it so far?",
            f"Patient: I take {drug} twice a day, and it helps a little with the {symptom}.",
            f"Doctor: How old are you now? Patient: I am {rng.randrange(20, 90)} years old.",
            "Doctor: Let me take a look at your chart and your recent blood results.",
            f"Patient: My sister also had {rng.choice(_SYMPTOMS)} last winter, she saw a specialist in town.",
            f"Doctor: We will order an x ray and check your levels again in {rng.randrange(2, 9)} weeks.",
        ]
    )


_MEETING_WORDS = [
    "budget",
    "committee",
    "proposal",
    "schedule",
    "quarterly",
    "revenue",
    "marketing",
    "design",
    "remote",
    "control",
    "prototype",
    "battery",
    "chairman",
    "minister",
    "education",
    "funding",
    "council",
    "curriculum",
    "teachers",
    "report",
    "targets",
    "police",
    "evidence",
    "review",
]


def _meeting(i: int) -> str:
    rng = random.Random(1000 + i)
    lines = []
    for turn in range(8):
        words = [rng.choice(_MEETING_WORDS) for _ in range(rng.randrange(8, 14))]
        lines.append(f"speaker {turn % 3}: " + " ".join(words) + ".")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def docs() -> list[tuple[str, str]]:
    return [(f"doc:{i}", _dialogue(i)) for i in range(60)] + [(f"qmsum:{i}", _meeting(i)) for i in range(20)]


@pytest.mark.parametrize("n", [0, 7, 13, 20, 26, 99, 100, 115, 2008, 12_345])
def test_number_words_round_trip(n: int) -> None:
    assert words_to_number(number_to_words(n).split()) == n


def test_words_to_number_rejects_other_words() -> None:
    assert words_to_number(["twenty", "apples"]) is None
    assert number_to_words(2008) == "two thousand eight"


def test_toggle_plural() -> None:
    assert toggle_plural("years") == "year"
    assert toggle_plural("store") == "stores"
    assert toggle_plural("injury") == "injuries"
    assert toggle_plural("injuries") == "injury"


def test_number_variant_respells_without_changing_the_value() -> None:
    words = ["about", "twenty", "six", "days"]
    assert number_variant(words, random.Random(0)) == ["about", "26", "days"]
    assert number_variant(["took", "2", "pills"], random.Random(0)) == ["took", "two", "pills"]


def test_slices_never_cut_a_spelled_number() -> None:
    text = "Patient: I saw him in September of two thousand and five, after the accident on the highway."
    for sl in candidate_slices(text, min_words=3, max_words=6):
        fact = text[sl.start : sl.end]
        assert not fact.endswith(("two thousand", "two thousand and")), fact


def test_build_transcript_is_deterministic_and_near_the_target(docs: list[tuple[str, str]]) -> None:
    a, rest_a = build_transcript(docs, 1000, seed=3)
    b, rest_b = build_transcript(docs, 1000, seed=3)
    c, _ = build_transcript(docs, 1000, seed=4)
    assert a == b and rest_a == rest_b
    assert a.doc_ids != c.doc_ids
    assert 900 <= a.tokens <= 1200
    assert a.tokens == count_tokens(a.text)
    assert set(a.doc_ids).isdisjoint(doc_id for doc_id, _ in rest_a)


def test_planted_facts_have_true_spans(docs: list[tuple[str, str]]) -> None:
    transcript, rest = build_transcript(docs, 2000, seed=1)
    facts = plant_facts(transcript, rest, per_kind=5, seed=2)
    assert facts == plant_facts(transcript, rest, per_kind=5, seed=2)
    kinds = {f.kind for f in facts}
    assert {"verbatim", "paraphrase", "asr", "plural", "number", "repeated", "absent"} <= kinds
    assert kinds <= set(KINDS) | set(EXTRA_KINDS)
    text = transcript.text
    for f in facts:
        if f.kind in ("absent", "unsupported"):
            assert not f.present
            assert f.text not in text
            continue
        assert f.present and f.origin in f.true_spans
        for a, b in f.true_spans:
            assert text[a:b].lower() == text[f.origin[0] : f.origin[1]].lower()
        if f.kind in ("verbatim", "repeated"):
            assert text[f.origin[0] : f.origin[1]] == f.text
        else:
            assert f.text != text[f.origin[0] : f.origin[1]]
        if f.kind == "repeated":
            assert len(f.true_spans) >= 2


def test_repeated_phrases_occur_at_least_twice() -> None:
    text = "Doctor: Let me take a look at it.\nPatient: Sure.\nDoctor: Let me take a look at your knee."
    phrases = dict(repeated_phrases(text))
    assert "Let me take a look at" in phrases
    assert phrases["Let me take a look at"] == occurrences(text, "Let me take a look at")


def test_scoring_helpers() -> None:
    present = PlantedFact("verbatim", "x" * 12, ((10, 20), (40, 50)), (10, 20))
    absent = PlantedFact("absent", "y" * 12, (), None)
    assert is_correct(present, (45, 60))
    assert not is_correct(present, (20, 40))
    assert not is_correct(present, None)
    assert is_correct(absent, None)
    assert not is_correct(absent, (0, 5))
    assert best_iou((10, 20), present.true_spans) == 1.0
    assert best_iou((15, 25), present.true_spans) == pytest.approx(5 / 15)


def test_transcript_record_is_hashable() -> None:
    t = Transcript("t", "a b", ("d",), 2, 2)
    assert t == Transcript("t", "a b", ("d",), 2, 2)
