"""Chat clauses a person keeps that the offline extractor dropped: a time said before the subject ("Last Fri I
…", "Last week I retook …"), a plan without its "I'm" ("Gonna finish my degree …"). Every transcript here is
written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.clause_subject import with_subject
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.predicate_shapes import elided_plan
from factlayer.digest.salience import junk_reason
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.time_lead import lead_time
from factlayer.nlp.tokens import tokenize


@pytest.mark.parametrize(
    ("clause", "width"),
    [
        ("Last Fri I took my dog to the vet.", 2),
        ("last tues we painted the fence.", 2),
        ("On Thurs, I baked bread.", 3),
        ("Last Friday I baked bread.", 2),
        ("I sat down last night.", 0),  # "sat" is a weekday's abbreviation only after an opener
        ("Last sun I went hiking.", 2),
    ],
)
def test_an_abbreviated_weekday_is_a_time_before_the_subject(clause: str, width: int) -> None:
    assert lead_time(tokenize(clause)) == width


@pytest.mark.parametrize(
    "clause",
    ["Last week I retook the driving test with good results.", "Yesterday we repainted the porch.",
     "Last Fri I finally brought my nephew to a climbing gym."],
)  # fmt: skip
def test_a_subject_after_a_time_lead_makes_a_predicate(clause: str) -> None:
    assert looks_like_predicate(clause)
    assert junk_reason(clause) is None


@pytest.mark.parametrize("clause", ["Last week the lake.", "Last Fri the big storm.", "Yesterday morning."])
def test_a_time_lead_before_no_clause_is_still_a_fragment(clause: str) -> None:
    assert not looks_like_predicate(clause)


async def test_a_time_lead_with_an_abbreviated_weekday_is_credited_to_the_speaker() -> None:
    text = (
        "Priya: Hi Tom! Last Fri I finally took my niece to a glass-blowing class.\n"
        "Tom: Nice! Last week I retook the sailing exam with some great marks.\n"
    )
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = {a.candidate.text: a.candidate.subject_name for a in assessments if a.accepted}
    assert stored.get("Priya finally took their niece to a glass-blowing class last Fri.") == "Priya"
    assert stored.get("Tom retook the sailing exam with some great marks last week.") == "Tom"
    assert not any("Last Fri" in t.split(" took")[0] for t in stored)  # "Last Fri" is never the one who took


@pytest.mark.parametrize(
    "clause",
    ["Gonna finish my degree next spring.", "Planning to visit my aunt in Lisbon this summer.",
     "So excited to start my new job on Monday.", "Hoping to run my first marathon in May."],
)  # fmt: skip
def test_a_plan_without_its_i_m_is_the_speakers(clause: str) -> None:
    assert elided_plan(clause)
    assert with_subject(clause, None, chat=True).startswith("I'm ")


@pytest.mark.parametrize(
    "clause",
    ["Gonna be a big change for my family.", "Gonna fix it tomorrow.", "So excited to see you next week!",
     "Going to miss you.", "Planning to help your sister move.", "Gonna rain all week."],
)  # fmt: skip
def test_a_plan_naming_no_own_thing_or_someone_elses_gets_no_i(clause: str) -> None:
    assert not elided_plan(clause)


async def test_a_plan_without_its_i_m_is_stored_for_the_speaker() -> None:
    text = "Priya: Gonna finish my degree next spring.\nTom: Gonna be a big change for my family.\n"
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = {a.candidate.text: a.candidate.subject_name for a in assessments if a.accepted}
    assert stored.get("Priya is gonna finish their degree next spring.") == "Priya"
    assert not any("change" in t for t in stored)
