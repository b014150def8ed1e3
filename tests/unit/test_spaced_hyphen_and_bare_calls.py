"""Two marks of transcripts written without punctuation (ASR, dictation):

- "a 34 -year-old female": a hyphen spaced from the number but joined to the next word is no dash between
  clauses; read as one, it cut "34" from "year-old", so "The patient is a 34-year-old female" was never borne out
  and "Carolyn is a 34" was compared with every other number said of her;
- "so carolyn for your first problem …": a participant's name before a word no subject is followed by is a call
  without its comma; read as the subject, it made the fact "Carolyn for the patient's first problem …".

Transcripts written for the test."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.proof.proof import Status, prove

VISIT = (
    "[doctor] hi there martha it's nice to see you again\n"
    "[patient] hi\n"
    "[doctor] so martha tell me how is the knee\n"
    "[patient] it still hurts when i climb stairs\n"
    "[doctor] martha is a 52 -year-old female with a history of type two diabetes who is here today with knee pain\n"
    "[doctor] so martha for your knee pain i do think that you have early osteoarthritis\n"
)


def test_a_hyphen_joined_to_the_next_word_is_no_dash() -> None:
    for claim in ("Martha is a 52-year-old female.", "The patient is a 52-year-old female."):
        assert prove(claim, VISIT, roles=False).status is Status.VERIFIED, claim
    assert prove("The patient is a 25-year-old female.", VISIT, roles=False).status is not Status.VERIFIED


async def test_a_name_before_a_word_no_subject_precedes_is_a_call() -> None:
    stored = [
        a.candidate.text for a in await assess_candidates(ExtractiveProvider().extract(VISIT), VISIT) if a.accepted
    ]
    assert not any(fact.startswith("Martha for") for fact in stored), stored
    assert any("osteoarthritis" in fact for fact in stored), stored
