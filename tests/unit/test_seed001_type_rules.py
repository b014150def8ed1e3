"""Seed 001's type rules, from the seed's own examples, through the real pipeline (``assess_candidates``).

The seed's example phrases are used verbatim; a phrase that is only a fragment in the seed ("would like to
try", "kind of likes") is said by a user in a one-line transcript, so it is grounded and clean and only its
type rule can reject it.
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.fact_kinds import sensitive_category_of, sensitivity_of
from factlayer.digest.type_rules import broken_rule, is_nonsense, wording_strength
from factlayer.models.fact import FactType

FACT, PATTERN, NARRATIVE = FactType.USER_FACT, FactType.USER_PATTERN, FactType.SHARED_NARRATIVE


async def _assess(said: str, fact_type: FactType, text: str | None = None) -> tuple[bool, str | None, float]:
    """A provider proposing ``text`` (default: ``said``) of ``fact_type`` over "User: <said>."."""
    source = f"User: {said}."
    candidate = Candidate(text=text or said, type=fact_type, confidence=0.99)
    (a,) = await assess_candidates([candidate], source)
    return a.accepted, a.reason, a.confidence


# --- the seed's accepted examples break no rule of their type -------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact_type"),
    [
        ("Loves fettuccini", FACT),
        ("Works in radiology", FACT),
        ("Plays guitar", FACT),
        ("Prefers detailed explanations", PATTERN),
        ("Asks questions before diving in", PATTERN),
        ("Uses technical language", PATTERN),
        ("Prefers step-by-step explanations", PATTERN),
        ("Been chatting since 2019", NARRATIVE),
        ("Remember our conversation about music?", NARRATIVE),
        ("You helped me with that project", NARRATIVE),
    ],
)
def test_the_seeds_examples_of_each_type_break_no_rule(text: str, fact_type: FactType) -> None:
    assert broken_rule(text, fact_type) is None


@pytest.mark.parametrize(
    ("said", "fact_type"),
    [
        ("I work in radiology", FACT),
        ("I play guitar", FACT),
        ("We've been chatting since 2019", NARRATIVE),
        ("You helped me with that project", NARRATIVE),
    ],
)
async def test_the_seeds_examples_are_stored(said: str, fact_type: FactType) -> None:
    accepted, reason, _ = await _assess(said, fact_type)
    assert accepted, reason


# --- each rule, with the reason a user reads ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact_type", "reason"),
    [
        # USER_FACT: explicit, current, factual
        ("I would like to try fettuccini", FACT, "hypothetical"),
        # a wish of an unknown speaker falls back to SHARED_NARRATIVE: still not a fact to keep
        ("The speaker would like to try sushi someday", NARRATIVE, "hypothetical"),
        ("He kind of likes jazz", FACT, "vague_preference"),
        ("X is the best pasta", FACT, "opinion_not_fact"),
        # USER_PATTERN: repeated behaviour, not a one-off or a mood
        ("I took the bus to work once", PATTERN, "one_off_not_pattern"),
        ("She seems tired today", PATTERN, "passing_mood"),
        # SHARED_NARRATIVE: warmth, not facts, authority or promises
        ("You told me X is true", NARRATIVE, "narrative_factual_claim"),
        ("You're an expert in Python", NARRATIVE, "narrative_authority"),
        ("You promised to call me tomorrow", NARRATIVE, "narrative_promise"),
        # any type: nonsense
        ("purple monkey dishwasher runs", FACT, "nonsense"),
    ],
)
async def test_a_candidate_that_breaks_its_types_rule_is_rejected_with_the_rules_code(
    said: str, fact_type: FactType, reason: str
) -> None:
    accepted, got, _ = await _assess(said, fact_type)
    assert (accepted, got) == (False, reason)


def test_the_seeds_one_time_request_breaks_the_pattern_rule() -> None:
    # through the pipeline "asked for" is first a request, not a statement (``not_asserted`` ranks first)
    assert (rule := broken_rule("asked for X once", PATTERN)) is not None and rule.code == "one_off_not_pattern"


async def test_the_same_words_of_another_type_are_not_held_to_that_rule() -> None:
    # "you promised" is no promise rule's business when it is not a narrative, and a mood is a USER_FACT
    assert broken_rule("You promised to call me tomorrow", FACT) is None
    assert broken_rule("She seems tired today", FACT) is None
    accepted, reason, _ = await _assess("She seems tired today", FACT)
    assert accepted, reason


@pytest.mark.parametrize(
    ("text", "fact_type"),
    [
        ("Walks the dog once a week", PATTERN),  # a frequency, not a one-off
        ("The patient is usually tired in the evenings", PATTERN),  # a mood with a frequency is a habit
        ("Asks to break things down step by step", PATTERN),  # "down" is no mood here
        ("The pain is the worst in the morning", FACT),  # a symptom report, not an opinion
        ("I would like to start you on metformin", FACT),  # a plan, not a wish
    ],
)
def test_near_misses_a_reader_would_keep(text: str, fact_type: FactType) -> None:
    assert broken_rule(text, fact_type) is None


async def test_nonsense_needs_both_no_grammar_and_no_context() -> None:
    # the same telegraphic shape is kept when the conversation gives its words context
    source = "Patient: my lower back hurts. lower back pain persists."
    candidate = Candidate(text="lower back pain persists", confidence=0.99)
    (a,) = await assess_candidates([candidate], source)
    assert a.reason != "nonsense"
    (b,) = await assess_candidates(
        [Candidate(text="purple monkey dishwasher runs", confidence=0.99)],
        "User: I love fettuccini. purple monkey dishwasher runs.",
    )
    assert b.reason == "nonsense"


async def test_a_participants_short_name_is_context_for_the_nonsense_guard() -> None:
    # a three-line chat: "went", "hiking", "yesterday" are said nowhere else, but Bo is the one speaking
    source = "Alex: How was the weekend?\nBo: Good. Yesterday we went hiking.\nAlex: Nice."
    (a,) = await assess_candidates([Candidate(text="Bo went hiking yesterday.", confidence=0.99)], source)
    assert a.reason != "nonsense"
    rest = "Alex: How was the weekend?\nBo: Good.\nAlex: Nice."
    assert not is_nonsense("Bo went hiking yesterday.", rest)
    assert is_nonsense("Zu went hiking yesterday.", rest)  # a short name the conversation never uses is no context


# --- wording strength sets the base score (the seed's ladder) -------------------------------------------


@pytest.mark.parametrize(
    ("said", "score", "stored"),
    [
        ("I love fettuccini", 0.95, True),
        ("My favorite is fettuccini", 0.85, True),
        ("I really like fettuccini", 0.75, False),
        ("I enjoy fettuccini", 0.65, False),
        ("I work in radiology", 0.80, True),  # ungraded wording: the four factors alone
    ],
)
async def test_the_wording_ladder_sets_the_score_of_a_statement_said_once(
    said: str, score: float, stored: bool
) -> None:
    accepted, reason, confidence = await _assess(said, FACT)
    assert confidence == pytest.approx(score)
    assert accepted is stored and (stored or reason == "below_threshold")


async def test_repetition_still_adds_to_the_wording() -> None:
    source = "User: I really like fettuccini. Honestly, I really like fettuccini."
    (a,) = await assess_candidates([Candidate(text="I really like fettuccini", confidence=0.99)], source)
    assert a.accepted and a.confidence == pytest.approx(0.85)


async def test_a_paraphrase_cannot_strengthen_the_wording() -> None:
    # the provider writes "loves", the user said "enjoy": the weaker wording counts
    (a,) = await assess_candidates(
        [Candidate(text="Loves fettuccini", quote="I enjoy fettuccini", confidence=0.99)], "User: I enjoy fettuccini."
    )
    assert not a.accepted and a.confidence <= 0.65


@pytest.mark.parametrize(
    ("text", "grade"),
    [
        ("I do not really like needles", None),  # a dislike: the ladder grades liking
        ("User likes pasta", None),  # a plain "like" is not on the seed's ladder
        ("It feels like a knife", None),  # "like" that is not the verb
        ("I would like to start you on metformin", None),
        ("The user really likes jazz", ("really likes", 0.75)),
    ],
)
def test_what_the_ladder_grades(text: str, grade: tuple[str, float] | None) -> None:
    assert wording_strength(text) == grade


# --- the seed's worked examples -------------------------------------------------------------------------


async def test_example_1_strong_fact_is_stored_strongly() -> None:
    summary = (
        "User: \"I absolutely love fettuccini. Seriously, it's my favorite pasta.\n"
        'The creamy alfredo sauce is just perfect. I make it at home all the time."'
    )
    (a,) = await assess_candidates([Candidate(text="I absolutely love fettuccini", confidence=0.95)], summary)
    assert a.accepted and a.confidence >= 0.9


async def test_example_3_a_pattern_from_one_request_is_not_stored() -> None:
    summary = 'User asked: "Can you explain this concept?"'
    (a,) = await assess_candidates(
        [Candidate(text="Prefers conceptual explanations", type=PATTERN, confidence=0.65)], summary
    )
    assert not a.accepted


async def test_example_4_hallucination_is_rejected() -> None:
    summary = "We discussed music production in FL Studio."
    (a,) = await assess_candidates(
        [Candidate(text="Works as a professional FL Studio producer", confidence=0.7)], summary
    )
    assert not a.accepted and a.confidence < 0.80


# --- sensitive categories --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("User is allergic to peanuts", "allergy"),  # seed 002's example
        ("The patient takes lisinopril for blood pressure.", "medication"),
        ("The patient has diabetes.", "health"),
        ("Her blood pressure is 120 over 80.", "health"),
        ("The patient walks 3 miles.", None),
        ("Loves fettuccini", None),
    ],
)
def test_sensitive_categories(text: str, category: str | None) -> None:
    assert sensitive_category_of(text) == category
    assert sensitivity_of(text) == ("high" if category else "low")


def test_the_extractor_and_the_pipeline_keep_a_sensitive_fact() -> None:
    text = "User: I'm allergic to peanuts."
    (candidate,) = ExtractiveProvider().extract(text)
    assert sensitivity_of(candidate.text) == "high"
