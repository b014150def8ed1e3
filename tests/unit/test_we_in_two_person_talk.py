"""A non-clinician's "we" is the speaker and others, never the speaker alone — in a two-person conversation too:
"Priya: we will ship the beta Friday" was stored as "Priya will ship the beta Friday". Now a clause opening on "we" is
written with the speaker as one of the group ("Priya is among those who will ship the beta Friday.",
``rewrite.among_us``), and a "we" anywhere else is skipped as ``ambiguous_subject``. A clinician's "we" stays the care
team (the speaker).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.rewrite import Reference, rewrite_statement

CHAT = (
    "Priya: Hi Sam, how is the launch going?\n"
    "Sam: Pretty well. The designs are done.\n"
    "Priya: We will ship the beta Friday.\n"
    "Sam: I will tell the customers.\n"
    "Priya: Yesterday Sam and I think we fixed the login bug.\n"
)


async def _stored(text: str) -> list[tuple[str, str | None, str | None]]:
    candidates = ExtractiveProvider().extract(text)
    accepted = [a.candidate for a in await assess_candidates(candidates, text) if a.accepted]
    return [(c.text, c.speaker, c.subject_id) for c in accepted]


async def test_we_of_two_people_is_not_one_of_them_alone() -> None:
    stored = await _stored(CHAT)
    assert not any(text.startswith("Priya will ship") for text, _, _ in stored)
    assert ("Priya is among those who will ship the beta Friday.", "Priya", "speaker:priya") in stored
    assert ("Sam will tell the customers.", "Sam", "speaker:sam") in stored  # an "I" stays the speaker's


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("we went camping with the kids", "Melanie was among those who went camping with the kids."),
        ("we're moving to Ohio in May", "Melanie is among those who are moving to Ohio in May."),
        ("we've been painting together lately", "Melanie is among those who have been painting together lately."),
        ("we told us the plan", None),  # another "we"/"us": whom it names, the words do not say
        ("we'd go there", None),  # "had" or "would": unknown
        # a floating "all"/"both" says the same group: it was skipped as ambiguous_subject
        ("we all made our own pots", "Melanie was among those who made the pots."),
        ("we're both into hiking", "Melanie is among those who are into hiking."),
        ("we need a push sometimes", "Melanie is among those who need a push sometimes."),  # "need": no past in -ed
    ],
)
def test_a_clause_opening_on_we_names_the_speaker_as_one_of_the_group(clause: str, fact: str | None) -> None:
    assert rewrite_statement(clause, Reference("Melanie"), Reference("Caroline"), group=True) == fact


def test_we_both_alone_with_no_group_is_not_the_speaker() -> None:
    assert rewrite_statement("we both helped", Reference("Melanie"), Reference("Caroline")) is None


async def test_we_all_is_stored_as_the_speaker_one_of_the_group() -> None:
    text = "Sam: How was the weekend?\nPriya: We all went to the lake on Saturday.\n"
    assert ("Priya was among those who went to the lake on Saturday.", "Priya", "speaker:priya") in await _stored(text)


async def test_a_clinicians_we_is_still_the_care_team() -> None:
    text = "[doctor] we will repeat the echo in two weeks .\n[patient] okay , sounds good .\n"
    assert "The doctor will repeat the echo in two weeks." in [t for t, _, _ in await _stored(text)]
