"""Speaker labels that state a role beyond the clinic (``lexicon/label_roles.txt``): a receptionist, an adviser,
a dispatcher. Before, "Receptionist:" was read as a personal name, so its facts said "Receptionist started in
May" and a label such as "Dr:" gave "Dr says …". Every transcript here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.nlp.speaker_labels import label_role, read_label


async def _stored(text: str) -> list[str]:
    return [a.candidate.text for a in await assess_candidates(ExtractiveProvider().extract(text), text) if a.accepted]


@pytest.mark.parametrize(
    ("label", "role"),
    [
        ("Receptionist", "receptionist"),
        ("Adviser", "advisor"),
        ("Dispatcher 2", "dispatcher"),
        ("Dr", "doctor"),
        ("Guest_family", "family"),
        ("Lakeside", None),
    ],
)
def test_a_role_label_names_its_role(label: str, role: str | None) -> None:
    assert label_role(label) == role
    read = read_label(label)
    assert read is not None and read[0].role == role


async def test_a_unique_role_label_is_the_role_in_the_fact() -> None:
    stored = await _stored(
        "Receptionist: Good morning, Lakeside Dental, how can I help?\n"
        "Caller: Hi, I need to move my cleaning to Friday.\n"
        "Receptionist: Friday at ten works. I am new here, I started in May.\n"
    )
    assert "The receptionist started in May." in stored
    assert not any(fact.startswith("Receptionist ") for fact in stored)


async def test_two_speakers_with_one_role_keep_their_labels() -> None:
    stored = await _stored(
        "Advisor 1: I joined the firm in 2019.\nAdvisor 2: I moved here from Leeds in March.\nAdvisor 1: Right.\n"
    )
    assert not any(fact.startswith("The advisor") for fact in stored), stored


@pytest.mark.parametrize(
    ("label", "named"),
    [
        ("Dr", "The doctor"),
        ("Physician", "The doctor"),
        ("Chairman", "The chairman"),
        ("Adviser", "The adviser"),
        ("Salesman", "The salesman"),
        ("Guest_family", "The family"),
        ("Mom", "Mom"),  # a relation: "the mother" would be read as someone's mother
        ("Pt", "Pt"),  # a short form
        ("Marketing", "Marketing"),
    ],
)
async def test_every_role_label_keeps_its_fact(label: str, named: str) -> None:
    # before: "Mom:", "Pt:", "Chairman:", "Adviser:" became "The mother", "The patient", "The chair", "The advisor",
    # which the proof does not tie to the label, so the fact was refused and lost
    assert await _stored(f"{label}: I moved to Denver in May.\nOther: Nice.\n") == [f"{named} moved to Denver in May."]
