"""The offline extractive provider and the sentence/turn splitter, on real doctor–patient dialogues.

tests/data/mts_dialog_sample.jsonl: five dialogues from MTS-Dialog (Ben Abacha et al., EACL 2023,
abachaa/MTS-Dialog), CC BY 4.0, copied unchanged from the project's shared data set.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider, extract_candidates
from factlayer.models.fact import FactType
from factlayer.text.sentences import is_question, normalise_speaker, split_clauses, split_sentences, split_turns

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "mts_dialog_sample.jsonl"
ROWS: dict[str, dict[str, Any]] = {
    row["id"]: row for row in (json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines())
}
BACK_PAIN = ROWS["mts_dialog:valid:0"]["transcript"]
RASH = ROWS["mts_dialog:valid:1"]["transcript"]
BIRTH = ROWS["mts_dialog:valid:5"]["transcript"]
GREETINGS = ROWS["mts_dialog:valid:17"]["transcript"]
COPD = ROWS["mts_dialog:test1:20"]["transcript"]


# --- sentences, turns, clauses -----------------------------------------------------------------


def test_turns_and_speakers_of_a_dialogue() -> None:
    turns = split_turns(BACK_PAIN)
    assert [t.speaker for t in turns[:4]] == ["Doctor", "Patient", "Doctor", "Patient"]
    # " Patient:" after a newline with a leading space is still a label
    assert all(t.speaker in {"Doctor", "Patient"} for t in turns)
    for t in turns:
        assert t.label_start is not None and t.label_end is not None
        assert BACK_PAIN[t.label_start : t.label_end].split(":")[0].strip() == t.speaker


@pytest.mark.parametrize(
    ("text", "speakers"),
    [
        ("Speaker 1: Hello there.\nSpeaker 2: Hi.", ["Speaker 1", "Speaker 2"]),
        ("[A]: I moved here in May.\n[B]: Welcome.", ["A", "B"]),
        ("guest_clinician: She is stable.\nDoctor: Good.", ["guest_clinician", "Doctor"]),
        ("SPEAKER_00: We ship on Friday.\nSPEAKER_01: Agreed.", ["SPEAKER_00", "SPEAKER_01"]),
        ("barry hughes: I think that unlikely.\nsian gwenllian am: Why?", ["barry hughes", "sian gwenllian am"]),
        ("Dr. Smith: Your scan is clear.\nPatient: Great.", ["Dr. Smith", "Patient"]),
        ("[00:01:02] Interviewer: Where do you live?\n[00:01:05] Guest: In Leeds.", ["Interviewer", "Guest"]),
    ],
)
def test_speaker_label_formats(text: str, speakers: list[str]) -> None:
    assert [t.speaker for t in split_turns(text)] == speakers


def test_a_lone_non_role_label_in_a_monologue_is_not_a_speaker() -> None:
    text = "Note: the patient arrived late. She had a fever."
    assert [t.speaker for t in split_turns(text)] == [None]


def test_inline_label_after_a_sentence_starts_a_turn() -> None:
    text = "Doctor: Any confusion?\nPatient: No. Doctor: Any hallucinations?\nPatient: No."
    assert [t.speaker for t in split_turns(text)] == ["Doctor", "Patient", "Doctor", "Patient"]


def test_sentences_have_exact_offsets_and_speakers() -> None:
    for row in ROWS.values():
        text = row["transcript"]
        for s in split_sentences(text):
            assert text[s.start : s.end] == s.text
            assert s.text == s.text.strip()
            assert s.speaker is not None


def test_sentence_splitting_keeps_abbreviations_and_splits_spelled_acronyms() -> None:
    text = "Patient: I saw Dr. Smith today. I have C O P D. I can't walk."
    assert [s.text for s in split_sentences(text)] == ["I saw Dr. Smith today.", "I have C O P D.", "I can't walk."]


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("When did your pain begin?", True),
        ("How old are you now", True),
        ("Do you smoke", True),
        ("Thank you, what seems to be the problem today.", True),
        ("When I try to get up, I get short of breath.", False),
        ("I have C O P D.", False),
        ("It hurts here, right.", False),
    ],
)
def test_questions(text: str, question: bool) -> None:
    assert is_question(text) is question


def test_clauses_split_only_where_both_sides_have_a_predicate() -> None:
    text = (
        "Yeah, I got referred to P T, and I went, but only once or twice, um, and if I remember right, they did heat."
    )
    clauses = [text[a:b] for a, b in split_clauses(text)]
    assert clauses == [
        "Yeah, I got referred to P T",
        "I went, but only once or twice, um",
        "if I remember right, they did heat.",
    ]
    noun_list = "I have a headache and nausea."
    assert [noun_list[a:b] for a, b in split_clauses(noun_list)] == [noun_list]
    assert split_clauses("It was in two thousand and five.") == [(0, len("It was in two thousand and five."))]


def test_normalise_speaker() -> None:
    assert normalise_speaker("Guest_family_2") == "guest family 2"
    assert normalise_speaker("[A]") == "a"
    assert normalise_speaker(None) is None


# --- the extractive provider -------------------------------------------------------------------


@pytest.mark.parametrize("row_id", sorted(ROWS))
def test_every_candidate_is_a_verbatim_slice_of_a_statement(row_id: str) -> None:
    text = ROWS[row_id]["transcript"]
    candidates = extract_candidates(text)
    assert candidates, "a real dialogue yields some candidates"
    for c in candidates:
        assert c.method == "extractive"
        assert c.start_char is not None and c.end_char is not None
        assert text[c.start_char : c.end_char] == c.text
        assert not c.text.rstrip().endswith("?")
        assert not is_question(c.text)
        assert c.speaker in {"Doctor", "Patient", "Guest_family"}


def test_key_clinical_facts_of_the_back_pain_dialogue() -> None:
    texts = {c.text for c in extract_candidates(BACK_PAIN)}
    for expected in (
        "I've had low back pain for about eight years now.",
        "it started when I fell in an A B C store.",
        "I'm twenty six.",
        "I had my son in August of two thousand eight",
        "I've had back pain since giving birth.",
        "I fell four or five days ago",  # "while" joins two clauses: both are kept, verbatim
        "I was mopping the floor.",
        "I saw Doctor X on January tenth two thousand nine",
        "I have a follow up appointment scheduled for February tenth two thousand nine.",
    ):
        assert expected in texts
    # leading "Yeah, "/"Yes, " is trimmed, the clause is not
    assert "Yes, I had my son in August of two thousand eight" not in texts


def test_greetings_pleasantries_and_backchannels_are_dropped() -> None:
    texts = [c.text for c in extract_candidates(GREETINGS)]
    assert "I am Doctor Frankland." in texts
    assert "He is in all the regular mainstream classes." in texts
    joined = " ".join(texts).lower()
    for noise in ("hi there", "nice to meet you", "i'm good", "great!"):
        assert noise not in joined


def test_answers_without_content_are_dropped() -> None:
    texts = [c.text.lower() for c in extract_candidates(RASH)]
    assert "no." not in texts and "yes, a lot actually." not in texts
    assert all(t not in ("no", "yes") for t in texts)
    assert "a rash on my upper arms and torso." in texts  # a substantive first-person answer is kept
    assert "i thought it'd go away on its own." in texts


def test_types_and_speakers() -> None:
    by_text = {c.text: c for c in extract_candidates(BIRTH)}
    assert by_text["He was my fourth pregnancy"].type is FactType.USER_FACT  # first person ("my")
    assert by_text["He was born at thirty two weeks."].type is FactType.SHARED_NARRATIVE
    assert by_text["He was born at thirty two weeks."].speaker == "Guest_family"


def test_clauses_are_split_and_duplicates_removed() -> None:
    text = (
        "Patient: I have C O P D. I can't walk because of my weight, and I get short of breath.\n"
        "Patient: I have C O P D."
    )
    texts = [c.text for c in extract_candidates(text)]
    assert texts == ["I have C O P D.", "I can't walk because of my weight", "I get short of breath."]


def test_hedged_statements_get_a_low_provider_confidence() -> None:
    (c,) = extract_candidates("Patient: I think I might have a fever.")
    assert c.confidence == 0.6


async def test_propose_runs_off_the_loop_and_matches_extract() -> None:
    provider = ExtractiveProvider()
    assert await provider.propose(COPD) == provider.extract(COPD)


@pytest.mark.parametrize("row_id", sorted(ROWS))
async def test_extractive_candidates_ground_exactly_and_mostly_pass(row_id: str) -> None:
    text = ROWS[row_id]["transcript"]
    assessments = await assess_candidates(extract_candidates(text), text)
    assert all(a.grounding.alignment == "exact" for a in assessments)
    assert all(a.grounding.span is not None and a.grounding.span.text == a.candidate.text for a in assessments)
    assert sum(a.accepted for a in assessments) >= len(assessments) / 2
    for a in assessments:
        if a.accepted:
            fact = a.to_fact("tr_test")
            assert text[fact.source_span.start_char : fact.source_span.end_char] == fact.fact_text
