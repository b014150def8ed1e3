"""Kinds a new user's review found (round 22, #12), each with its twin:

- a negation before a comma and a clause of its own denies its own clause only: "Tuesday doesn't work for me, I'm at
  work" says the caller is at work (was CONTRADICTED, and "not at work" VERIFIED: the claim's "work" was read at the
  denied one); "I never liked the bakery anyway, the owner was rude to you" says the owner was rude — the denial is
  of "liked" (proof/polarity.py);
- "<Name>, a <noun>" calls that person so: "my guest is Dr. Henry Lao, a marine biologist" bears out "Henry Lao is a
  marine biologist" (was CONTRADICTED as the speaker's) and not "Sofia is a marine biologist" (was VERIFIED;
  proof/appositives.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

WORK = "Agent: Can we do Tuesday?\nCaller: Tuesday doesn't work for me, I'm at work.\n"
BAKERY = "Jonah: I lost my job at the bakery.\nMaya: I never liked the bakery anyway, the owner was rude to you.\n"
SICK = "Tom: Any news?\nBo: Ann can't make it, she is sick.\n"
GUEST = "Sofia: Today my guest is Dr. Henry Lao, a marine biologist.\nHenry: Thanks for having me.\n"
DENTIST = "Sofia: I invited Henry Lao, a dentist.\nTom: Nice.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (WORK, "The caller is at work.", Status.VERIFIED),
        (WORK, "The caller is not at work.", Status.CONTRADICTED),
        (BAKERY, "The owner of the bakery was rude to Jonah.", Status.VERIFIED),
        (BAKERY, "The owner of the bakery was not rude to Jonah.", Status.CONTRADICTED),
        (BAKERY, "Maya liked the bakery.", Status.CONTRADICTED),
        (SICK, "Ann can make it.", Status.CONTRADICTED),
        (SICK, "Ann is sick.", Status.VERIFIED),
        (GUEST, "Henry Lao is a marine biologist.", Status.VERIFIED),
        (GUEST, "Sofia is a marine biologist.", Status.CONTRADICTED),
        (DENTIST, "Sofia is a dentist.", Status.CONTRADICTED),
        (DENTIST, "Henry Lao is a dentist.", Status.VERIFIED),
    ],
)
def test_review22_kinds(source: str, claim: str, expected: Status) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is expected, proof.reason


CRASH = "Dana: Okay, next item.\nDana: Great, Lena owns the crash fix.\nLena: Yes.\n"
LISBON = "Maya: How is Theo?\nJonah: Good. I think Theo might move to Lisbon next year.\n"
RUNNING = "Doctor: Any exercise?\nPatient: I run a bit. My wife thinks I should just stop running altogether.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        # "Great, Lena owns …": a name after an exclamation and a comma is the clause's subject (nlp/subjects.py)
        (CRASH, "Lena owns the crash fix.", Status.VERIFIED),
        (CRASH, "Dana owns the crash fix.", Status.CONTRADICTED),
        # "I think Theo might …": Theo's move, not the speaker's (nlp/subjects.py, proof/named_doer.py)
        (LISBON, "Jonah might move to Lisbon next year.", Status.CONTRADICTED),
        (LISBON, "Theo might move to Lisbon next year.", Status.VERIFIED),
    ],
)
def test_whose_clause_it_is(source: str, claim: str, expected: Status) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is expected, proof.reason


def test_a_pronoun_of_the_other_gender_after_a_relation_is_not_the_relation() -> None:
    # "The patient's wife thinks he should …": "he" is not the wife (proof/claim_parse.py); was CONTRADICTED
    proof = prove("The patient's wife thinks he should stop running altogether.", RUNNING, roles=False)
    assert proof.status is not Status.CONTRADICTED, proof.reason


MOVED = (
    "Dana: The mobile release is planned for March 14th.\n"
    "Tom: QA needs another week.\n"
    "Dana: Fine. Let's move the release to March 21st.\n"
    "Tom: Okay.\n"
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        # a plan moved later: the old date is outdated (was VERIFIED), the new one no rival (was CONTRADICTED)
        ("The mobile release is planned for March 14th.", Status.UNVERIFIABLE),
        ("The mobile release is planned for March 21st.", Status.UNVERIFIABLE),
        ("The mobile release is planned for March 28th.", Status.CONTRADICTED),
    ],
)
def test_a_plan_moved_later(claim: str, expected: Status) -> None:
    proof = prove(claim, MOVED, roles=False)
    assert proof.status is expected, proof.reason


TECHNICIAN = (
    "Agent: I am going to send a technician on Tuesday between 9 and 11.\n"
    "Caller: Tuesday does not work for me, I am at work.\n"
    "Agent: Sure, Wednesday at 2 pm then.\n"
)


def test_a_time_the_other_speaker_says_does_not_work_is_no_longer_the_plan() -> None:
    # was VERIFIED (proof/moved_plans.refused_later); "Tuesday works." still bears it out
    assert prove("The agent will send a technician on Tuesday.", TECHNICIAN, roles=False).status is not Status.VERIFIED
    works = "Agent: I am going to send a technician on Tuesday.\nCaller: Tuesday works.\n"
    assert prove("The agent will send a technician on Tuesday.", works, roles=False).status is Status.VERIFIED
