"""Grounding: exact, fuzzy (canonical tokens) and the key-content check, on small real-shaped texts."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from factlayer.digest.grounding import Grounding, SourceIndex, ground
from factlayer.models.fact import FactType, SourceSpan

SEED_SOURCE = (
    "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)
MTS_SAMPLE = Path(__file__).resolve().parents[1] / "data" / "mts_dialog_sample.jsonl"


def _slices(g: Grounding, source: str) -> None:
    assert g.span is not None
    assert source[g.span.start_char : g.span.end_char] == g.span.text
    # the span validates against the source (the model's own check)
    SourceSpan.from_source(source, g.span.start_char, g.span.end_char)
    assert g.citation is not None
    assert source[g.citation.start_char : g.citation.end_char] == g.citation.text


def test_exact_match_is_case_insensitive_and_returns_the_source_casing() -> None:
    g = ground("NAME IS JOHN SMITH", SEED_SOURCE)
    assert g.alignment == "exact"
    assert g.span is not None and g.span.text == "name is John Smith"
    assert g.missing == []
    _slices(g, SEED_SOURCE)


def test_exact_match_ignores_whitespace_runs_and_curly_quotes() -> None:
    source = "Patient: I\u2019ve had\n  low back pain for about eight years now."
    g = ground("I've had low back pain", source)
    assert g.alignment == "exact"
    _slices(g, source)
    assert g.span is not None and g.span.text == "I\u2019ve had\n  low back pain"


def test_exact_match_respects_word_boundaries() -> None:
    source = "The wound is painful but there is no pain medication at home."
    g = ground("pain medication", source)
    assert g.alignment == "exact"
    assert g.span is not None and g.span.start_char == source.index("pain medication")
    # "pain" alone must not be found inside "painful" as an exact hit
    g2 = ground("is pain", source)
    assert g2.alignment != "exact"


def test_fuzzy_alignment_normalises_inflection_articles_and_number_words() -> None:
    g = ground("Has had low back pain for 8 years", "Patient: I've had low back pain for about eight years now.")
    assert g.alignment == "fuzzy"
    assert g.score >= 0.95
    assert g.missing == []
    assert g.span is not None and "eight years" in g.span.text


def test_fuzzy_snaps_to_word_boundaries_and_slices_the_source() -> None:
    source = "Doctor: Any pain?\nPatient: Yes, I fell four or five days ago while I was mopping the floor."
    g = ground("Fell four days ago while mopping the floor", source)
    _slices(g, source)
    assert g.span is not None
    start, end = g.span.start_char, g.span.end_char
    assert start == 0 or not source[start - 1].isalnum()
    assert end == len(source) or not source[end].isalnum()


def test_spelled_out_acronyms_compare_with_the_written_form() -> None:
    g = ground("Fell in an ABC store", "Patient: Yeah, it started when I fell in an A B C store.")
    assert g.span is not None and g.missing == []
    assert g.span.text.endswith("A B C store")


def test_seed_name_example_passes_and_the_wrong_name_fails() -> None:
    good = ground("Name is John Smith", SEED_SOURCE)
    assert good.grounded
    bad = ground("Name is Dr. Johnson", SEED_SOURCE)
    assert not bad.grounded
    assert "Johnson" in bad.missing


def test_names_must_match_exactly_even_when_close() -> None:
    g = ground("Name is John Smith", "Patient: My name is John Smyth.")
    assert not g.grounded
    assert "Smith" in g.missing


def test_missing_content_word_is_reported_even_with_a_good_alignment() -> None:
    g = ground("Works as a professional FL Studio producer", "We discussed music production in FL Studio.")
    assert not g.grounded
    assert {"professional", "producer"} <= set(g.missing)


def test_numbers_must_match_as_values() -> None:
    source = "Patient: I saw Doctor X on January tenth two thousand nine."
    assert ground("Saw Doctor X on January 10, 2009", source).grounded
    assert ground("Saw Doctor X on 01/10/09", source).grounded
    wrong = ground("Saw Doctor X on January 10, 2010", source)
    assert not wrong.grounded


def test_asr_spelling_is_grounded_but_reported_as_approximate() -> None:
    g = ground("Takes ibuprofin twice a day", SEED_SOURCE)
    assert g.span is not None
    assert g.missing == []
    assert g.approximate == ["ibuprofin"]


def test_approximate_spelling_never_covers_antonym_prefixes() -> None:
    g = ground("Has hypertension", "Patient: The nurse said I have hypotension.")
    assert "hypertension" in g.missing


def test_extractive_offsets_are_used_when_they_slice_the_text() -> None:
    source = "Patient: I take ibuprofen. Later: I take ibuprofen."
    second = source.rindex("I take ibuprofen")
    g = ground("I take ibuprofen", source, offsets=(second, second + len("I take ibuprofen")))
    assert g.span is not None and g.span.start_char == second
    assert not g.offsets_mismatch


def test_wrong_offsets_are_ignored_and_flagged() -> None:
    g = ground("I take ibuprofen", SEED_SOURCE, offsets=(0, 16))
    assert g.offsets_mismatch
    assert g.alignment == "exact"
    assert g.span is not None and g.span.text == "I take ibuprofen"


def test_an_exact_quote_grounds_a_paraphrase_when_it_carries_the_key_content() -> None:
    source = "Patient: I have a follow up appointment scheduled for February tenth two thousand nine."
    g = ground(
        "Has a follow-up appointment on February 10, 2009",
        source,
        quote="I have a follow up appointment scheduled for February tenth two thousand nine",
    )
    assert g.alignment == "exact" and g.via_quote and g.grounded
    # a quote that does not carry the claim's content does not ground it
    g2 = ground("Has an appointment in March", source, quote="I have a follow up appointment")
    assert not g2.grounded


def test_question_spans_carry_the_reply_in_the_citation_and_the_answerer_as_speaker() -> None:
    source = "Doctor: Any itchiness to the area? \nPatient: Yes, a lot actually."
    g = ground("Has itchiness", source)
    assert g.span is not None and g.answer is not None
    assert g.answer.text == "Yes, a lot actually."
    assert g.citation is not None and g.citation.text.endswith("Yes, a lot actually.")
    assert g.speaker == "Patient"
    _slices(g, source)


def test_exact_occurrence_in_the_candidates_speakers_turn_is_preferred() -> None:
    source = "Doctor: I have a cough.\nPatient: I have a cough too."
    g = ground("I have a cough", source, speaker="Patient")
    assert g.speaker == "Patient"
    assert g.occurrences == 2


def test_repeated_content_is_counted() -> None:
    source = "I take ibuprofen daily. Yes, ibuprofen, I take it daily. I really do take ibuprofen daily."
    g = ground("I take ibuprofen daily", source)
    assert g.occurrences == 3


def test_pattern_markers_are_not_required_key_content() -> None:
    source = "User: Can you break this down step by step?\nUser: Again, break it down step by step please."
    g = ground("Prefers to break things down step by step", source, fact_type=FactType.USER_PATTERN)
    assert g.grounded
    assert g.occurrences == 2  # questions count as behaviour for a pattern


def test_no_grounding_reports_what_the_source_lacks() -> None:
    g = ground("Loves fettuccini specifically", "User mentioned liking pasta.")
    assert g.span is None and g.alignment == "none"
    assert "fettuccini" in g.missing


def test_index_is_reused_only_for_its_own_text() -> None:
    index = SourceIndex(SEED_SOURCE)
    other = "Patient: I take aspirin."
    g = ground("I take aspirin", other, index=index)
    assert g.alignment == "exact"
    _slices(g, other)


@pytest.mark.parametrize("text", ["", "   ", "?!"])
def test_empty_candidates_do_not_ground(text: str) -> None:
    assert not ground(text, SEED_SOURCE).grounded


def test_grounding_is_fast_on_a_long_transcript() -> None:
    """~60k characters × 200 candidates; a generous bound that still catches quadratic behaviour."""
    rows = [json.loads(line) for line in MTS_SAMPLE.read_text().splitlines()]
    text = "\n".join(r["transcript"] for r in rows)
    text = (text + "\n") * (60_000 // len(text) + 1)
    sentences = [s for s in SourceIndex(text).sentences if not s.is_question][:100]
    candidates = [s.text for s in sentences] + [s.text.replace("I", "The patient", 1) + " daily" for s in sentences]
    started = time.perf_counter()
    index = SourceIndex(text)
    results = [ground(c, text, index=index) for c in candidates]
    elapsed = time.perf_counter() - started
    assert len(text) >= 60_000 and len(results) == 200
    assert all(r.alignment == "exact" for r in results[:100])
    assert elapsed < 10.0, f"grounding 200 candidates took {elapsed:.2f}s"


def test_a_first_person_statement_is_about_the_speaker_who_introduced_themselves() -> None:
    source = "Patient: Hi, my name is John Smith. I've had a headache since Monday. I take ibuprofen twice a day."
    g = ground("John Smith takes ibuprofen twice a day", source, quote="I take ibuprofen twice a day")
    assert g.grounded and g.via_quote
    # another speaker's "I" is not John Smith
    other = "Doctor: My name is John Smith.\nPatient: I take ibuprofen twice a day."
    assert (
        "John" in ground("John Smith takes ibuprofen twice a day", other, quote="I take ibuprofen twice a day").missing
    )


def test_only_capitalised_self_introductions_name_the_speaker() -> None:
    index = SourceIndex("Patient: I'm going to the store. My name is John Smith.")
    assert index.identity == {"patient": frozenset({"john", "smith"})}
