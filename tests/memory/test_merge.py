"""Merge rules: corroborated, superseded, contradicted; decay per type at read time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from factlayer.memory.merge import MemoryFact, attribute_of, decayed, decide, grow

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def fact(fact_id: str, text: str, days: int = 0, subject: str | None = "ent_a", confidence: float = 0.8) -> MemoryFact:
    return MemoryFact(fact_id, text, subject, T0 + timedelta(days=days), confidence)


def kinds(events: list) -> list[tuple[str, str, str | None]]:  # type: ignore[type-arg]
    return [(e.kind, e.fact_id, e.related_fact_id) for e in events]


def test_the_same_statement_again_corroborates_the_earlier_fact() -> None:
    old = fact("f1", "I love hiking in the mountains.")
    events = decide(fact("f2", "i love hiking in the mountains", days=3), [old])
    assert kinds(events) == [("asserted", "f2", None), ("corroborated", "f1", "f2")]
    assert events[1].evidence_count == 2 and events[1].confidence == grow(0.8) > 0.8


def test_a_new_value_supersedes_and_ends_the_old_validity() -> None:
    old = fact("f1", "I live in Boston")
    events = decide(fact("f2", "I moved to Denver", days=30), [old])
    superseded = events[1]
    assert (superseded.kind, superseded.fact_id, superseded.related_fact_id) == ("superseded", "f1", "f2")
    assert superseded.valid_to == T0 + timedelta(days=30) and superseded.attribute == "lives in"


def test_opposite_polarity_contradicts_both() -> None:
    events = decide(fact("f2", "I don't have a dog", days=2), [fact("f1", "I have a dog")])
    assert kinds(events)[1:] == [("contradicted", "f1", "f2"), ("contradicted", "f2", "f1")]
    assert all(e.confidence == 0.4 for e in events[1:])


def test_two_values_at_the_same_time_contradict_rather_than_supersede() -> None:
    events = decide(fact("f2", "My email is b@example.org"), [fact("f1", "My email is a@example.org")])
    assert [e.kind for e in events] == ["asserted", "contradicted", "contradicted"]


def test_other_subjects_and_unlinked_facts_are_not_merged_across() -> None:
    assert [e.kind for e in decide(fact("f2", "I live in Denver", 9, "ent_b"), [fact("f1", "I live in Boston")])] == [
        "asserted"
    ]
    unlinked = decide(fact("f2", "I live in Denver", 9, None), [fact("f1", "I live in Boston", 0, None)])
    assert [e.kind for e in unlinked] == ["asserted"]


def test_multi_valued_statements_have_no_attribute() -> None:
    assert attribute_of("My kids are so excited about the trip") is None
    assert attribute_of("My favorite color is blue").name == "favorite color"  # type: ignore[union-attr]


def test_decay_halves_confidence_over_the_type_window() -> None:
    assert decayed(0.8, "USER_FACT", T0, T0 + timedelta(days=30)) == 0.4
    assert decayed(0.8, "SHARED_NARRATIVE", T0, T0 + timedelta(days=7)) == 0.4
    assert decayed(0.8, "USER_PATTERN", T0, T0) == 0.8


def test_the_same_words_about_another_time_are_not_the_same_statement() -> None:
    may, june = datetime(2023, 5, 7, tzinfo=UTC), datetime(2023, 6, 9, tzinfo=UTC)
    old = MemoryFact("f1", "I went to the dentist yesterday (7 May 2023).", "ent_a", T0, 0.8, when=(may, None, None))
    again = MemoryFact(
        "f2", "I went to the dentist yesterday (9 June 2023).", "ent_a", T0, 0.8, when=(june, None, None)
    )
    assert kinds(decide(again, [old])) == [("asserted", "f2", None)]
    # the same words and times (the brackets written from a default upload time are absent): one statement
    same = MemoryFact("f3", "I went to the dentist yesterday (7 May 2023)", "ent_a", T0, 0.8, when=(may, None, None))
    assert kinds(decide(same, [old])) == [("asserted", "f3", None), ("corroborated", "f1", "f3")]
    unstated = MemoryFact("f4", "I went to the dentist yesterday.", "ent_a", T0, 0.8, when=(june, None, None))
    assert kinds(decide(unstated, [fact("f5", "I went to the dentist yesterday")])) == [("asserted", "f4", None)]


def test_a_gerund_subject_holds_no_attribute_but_a_name_ending_like_one_does() -> None:
    assert attribute_of("Losing Jon's job was hard.") is None  # what losing it was like, not the job
    found = attribute_of("Sterling lives in Boston.")
    assert found is not None and found.holder == "sterling" and found.value == "boston"


def test_an_older_value_posted_late_is_superseded_by_the_first_later_value() -> None:
    """Posted after June's and August's values, January's is superseded by June's (its validity ends then),
    not contradicted; the later values are left as they are."""
    june, august = fact("f1", "I live in Toronto", days=160), fact("f2", "I live in Vancouver", days=220)
    events = decide(fact("f3", "I live in Seattle", days=9), [june, august])
    assert kinds(events) == [("asserted", "f3", None), ("superseded", "f3", "f1")]
    assert events[1].valid_to == T0 + timedelta(days=160) and events[1].attribute == "lives in"


def test_a_role_takes_a_name_and_a_remark_about_it_is_no_value() -> None:
    found = attribute_of("Priya's manager is Ana now.")
    assert found is not None and (found.name, found.value, found.holder) == ("manager", "ana", "priya")
    assert attribute_of("My boss is Ken.").name == "manager"  # type: ignore[union-attr]
    assert attribute_of("My doctor is Dr. Lee.").value == "dr lee"  # type: ignore[union-attr]
    assert attribute_of("My manager is great.") is None and attribute_of("My doctor is worried.") is None
