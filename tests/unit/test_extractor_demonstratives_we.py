"""Issue #14, helper extract42: kinds of statement the offline extractor miswrote or declined, each by a general
rule, through the whole digest (extractor, then the proof engine). Every transcript here is written for the test.

- *a demonstrative subject* ("this started about a week ago"): the rewrite read "this" as a determiner and wrote
  "The started …" (``demonstratives``); before a beginning it now stands for the one complaint the words before
  name, as "it" does (``antecedent``), else the clause is not stored;
- *a bare noun phrase opening on a word in -ly* ("Family time matters to me"): "family" was read as an adverb and
  the clause dropped as a fragment (``predicate_shapes``, ``lexicon/ly_nouns.txt``);
- *a "we" inside a clause that does not open on it* ("… after we went camping", "… like we had talked about"):
  the whole clause was declined (``we_clauses``).
"""

from __future__ import annotations

import pytest

from factlayer.digest.rewrite import Reference, rewrite_statement
from tests.unit.digests import stored

CHAT = "Mel: Hi Caroline! How are you?\nCaroline: {said}\nMel: Nice.\n"
VISIT = "[doctor] {asked}\n[patient] {said}\n[doctor] okay.\n"


async def _facts(text: str) -> list[str]:
    return [f for f, _ in await stored(text)]


# --- a demonstrative subject --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "said", ["this started about a week ago", "that began on monday", "this really started last week"]
)
def test_a_demonstrative_before_its_verb_is_no_determiner(said: str) -> None:
    written = rewrite_statement(said, Reference("The patient"), Reference("The doctor"))
    assert written is None or not written.startswith("The ")


def test_a_demonstrative_before_a_noun_is_still_a_determiner() -> None:
    assert rewrite_statement("that scar did widen", Reference("The patient"), None) == "The scar did widen."
    assert rewrite_statement("that broken arm hurts", Reference("The patient"), None) == "The broken arm hurts."


@pytest.mark.parametrize(
    ("asked", "said", "fact"),
    [
        (
            "how long have you had the cough?",
            "this started about a week ago.",
            "The patient says the cough started about a week ago.",
        ),
        (
            "so how long has the rash been there?",
            "that began about five days ago.",
            "The patient says the rash began about five days ago.",
        ),
    ],
)
async def test_this_started_stands_for_the_one_complaint_named(asked: str, said: str, fact: str) -> None:
    assert fact in await _facts(VISIT.format(asked=asked, said=said))


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("so you have a cough and a fever?", "this started about a week ago."),  # which one: not said
        ("when did you fall?", "this started about a week ago."),  # an event no noun names
        ("did the ibuprofen help?", "that gave me some relief."),  # "that": the medicine or what it did
    ],
)
async def test_a_demonstrative_with_no_one_thing_before_it_is_not_stored(asked: str, said: str) -> None:
    facts = await _facts(VISIT.format(asked=asked, said=said))
    assert not [f for f in facts if "started" in f or "relief" in f]


# --- a bare noun phrase opening on a word in -ly ------------------------------------------------------------------


async def test_family_time_is_a_subject() -> None:
    facts = await _facts(CHAT.format(said="Family time matters to me."))
    assert "Caroline says family time matters to them." in facts


# --- a "we" inside a clause ---------------------------------------------------------------------------------------


async def test_a_past_time_clause_with_we_is_read_apart() -> None:
    facts = await _facts(CHAT.format(said="I had a quiet weekend after we went camping with my family."))
    assert "Caroline had a quiet weekend after going camping with their family." in facts  # test_we_time_clause_joined
    assert "Caroline was among those who went camping with Caroline's family." in facts


async def test_a_reference_to_an_earlier_talk_is_left_off() -> None:
    text = VISIT.format(asked="how is the diet going?", said="i am avoiding the salty foods like we had talked about.")
    assert "The patient is avoiding the salty foods." in await _facts(text)


@pytest.mark.parametrize(
    "said",
    [
        "Life is so much more meaningful when we spend time together.",  # a condition: no cut
        "Been a busy week since we talked.",  # a talk, and no main clause
    ],
)
async def test_a_we_clause_that_is_no_past_event_stays_out(said: str) -> None:
    facts = await _facts(CHAT.format(said=said))
    assert not [f for f in facts if "meaningful" in f or "busy week" in f or "among those" in f]


@pytest.mark.parametrize(
    "clause",
    [
        "this explains why you get so tired in the afternoon",
        "that shows the infection is clearing",
        "this suggests the brace is helping",
    ],
)
def test_a_demonstrative_before_a_present_verb_is_no_determiner(clause: str) -> None:
    """Helper extract50 found "The explains why the patient is tired." stored: "this" before a verb in -s."""
    from factlayer.digest.demonstratives import verb_after_demonstrative

    assert verb_after_demonstrative(clause.split())
