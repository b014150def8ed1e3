"""A pronoun after a preposition that agrees with its own clause's subject stands for that subject ("your lungs have
some fine crackles in them" → "The patient's lungs have some fine crackles in them."): the fact names what it rests
on, and is stored when the proof engine verifies it (``antecedent``). Not when the subject is a person ("you have
some swelling in it", "my wife has a lump in it": in what, the words before tell) or the pronoun does not agree.
Every transcript here is written for the test."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(*lines: str) -> list[str]:
    text = "\n".join(("[doctor] how are you feeling ?", "[patient] not bad .", *lines, "[patient] okay .")) + "\n"
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_a_pronoun_standing_for_its_own_subject_is_self_contained() -> None:
    stored = await _stored(
        "[doctor] your lungs have some fine crackles in them , bilaterally .",
        "[doctor] and your left ankle has some fluid in it .",
    )
    assert "The patient's lungs have some fine crackles in them, bilaterally." in stored, stored
    assert any(fact.startswith("The patient's left ankle has some fluid in it") for fact in stored), stored


async def test_a_pronoun_a_person_or_a_mismatch_cannot_stand_for_is_not() -> None:
    stored = await _stored(
        "[doctor] you have some swelling in it .",
        "[patient] my wife has a lump in it .",
        "[doctor] your lungs have some crackles in it .",
    )
    assert not any("swelling" in fact or "lump" in fact or "crackles" in fact for fact in stored), stored
