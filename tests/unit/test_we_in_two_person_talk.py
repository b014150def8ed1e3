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
    ],
)
def test_a_clause_opening_on_we_names_the_speaker_as_one_of_the_group(clause: str, fact: str | None) -> None:
    assert rewrite_statement(clause, Reference("Melanie"), Reference("Caroline"), group=True) == fact


async def test_a_clinicians_we_is_still_the_care_team() -> None:
    text = "[doctor] we will repeat the echo in two weeks .\n[patient] okay , sounds good .\n"
    assert "The doctor will repeat the echo in two weeks." in [t for t, _, _ in await _stored(text)]
