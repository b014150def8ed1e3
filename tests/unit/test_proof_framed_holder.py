"""A clause framed by another's belief or report is theirs (proof/framed_by.py): "but my husband thinks | we should
wait until spring", said by Dana, bears out "Dana's husband thinks …", never "Dana thinks …" nor "Dana wants …"."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SOLAR = (
    "Rep: You requested a quote for panels last week, right?\n"
    "Dana: I did, but my husband thinks we should wait until spring.\n"
)
VISIT = "Doctor: How is the shoulder?\nPatient: Sore. My physical therapist says that I should rest it for a week.\n"
OWN = "Doctor: How is the shoulder?\nPatient: Sore. I think that I should rest it for a week.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (SOLAR, "Dana thinks they should wait until spring."),
        (SOLAR, "Dana wants to wait until spring."),
        (VISIT, "The patient thinks they should rest the shoulder for a week."),
    ],
)
def test_another_holders_belief_is_not_the_speakers(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (SOLAR, "Dana's husband thinks they should wait until spring."),
        (OWN, "The patient thinks they should rest the shoulder for a week."),
    ],
)
def test_the_holders_own_belief_is_borne_out(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason


def test_my_person_noun_is_someone_else_only_before_a_verb() -> None:
    # "my therapist thinks …": the therapist; "my secretary position": the speaker's own job (nlp/subjects.py)
    job = "Doctor: How is work?\nPatient: My secretary position has been super stressful lately.\n"
    assert prove("The patient works as a secretary.", job, roles=False).status is Status.VERIFIED
    told = "Doctor: How is work?\nPatient: My boss said that I should take a week off.\n"
    assert prove("The patient thinks they should take a week off.", told, roles=False).status is not Status.VERIFIED
