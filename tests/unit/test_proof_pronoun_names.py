"""A named person said as "he"/"she" ("Lena: and this is Pepper! | Omar: she's so fluffy! | Lena: she's a rescue"):
the claim's name is borne out at the pronoun when the statements just before name that one person alone, directly
or through a "she" carried on; never when they name two people, a relation beside a name, a name that is the
speaker's or the listener's, or nobody. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_PET = (
    "Lena: Hi Omar! Long time no see.\n"
    "Omar: Hey Lena! What's new with you?\n"
    "Lena: We brought home a puppy last week, meet Pepper!\n"
    "Omar: Aww, she's so fluffy! Where did you find her?\n"
    "Lena: At the shelter downtown. The drive was long. She chews everything, and she sleeps on my bed every night.\n"
)

_VISIT = (
    "Doctor: Good morning, who do we have here?\n"
    "Mother: This is my son, Theo, and I'm his mom.\n"
    "Doctor: Hello Theo, nice to meet you.\n"
    "Patient: Hi.\n"
    "Mother: He has had a cough for five days, and it gets worse at night.\n"
    "Doctor: Does he have a fever?\n"
    "Mother: No fever. He sleeps a lot. He eats less. He started wheezing yesterday after soccer practice.\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_PET, "Pepper chews everything."),
        (_PET, "Pepper sleeps on Lena's bed every night."),
        (_VISIT, "Theo started wheezing yesterday after soccer practice."),
        (_VISIT, "Theo eats less."),
    ],
)
def test_a_name_said_as_the_pronoun_that_stands_for_it_alone_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_PET, "Omar chews everything."),  # the listener: never "she"
        (_PET, "Lena chews everything."),  # the speaker
        (_PET, "Pepper chews nothing."),
        (
            "Ann: I had dinner with Rosa and Iris on Friday.\nBen: How are they doing?\n"
            "Ann: Great. The food was good. She just moved into a flat near the harbour.",
            "Rosa moved into a flat near the harbour.",
        ),  # two named: either one
        (
            "Ann: My cousin came over with her friend Mira.\nBen: Oh nice.\n"
            "Ann: Yes. The food was good. She stayed for the whole weekend.",
            "Mira stayed for the whole weekend.",
        ),  # a relation beside the name: the cousin may be the one
        (
            "Ann: I ran into Kai downtown.\nBen: Oh nice.\n"
            "Ann: Yes. Then I met my uncle at the station. The food was good.\n"
            "Ann: He queued for two hours at the box office.",
            "Kai queued for two hours at the box office.",
        ),  # a relation named after the name: the uncle may be the one
        (
            "Ann: I ran into Kai downtown.\nBen: Oh nice.\n"
            "Ann: Yes. The bus was late. The rain was cold. The shops were shut.\n"
            "Ann: He queued for two hours at the box office.",
            "Kai queued for two hours at the box office.",
        ),  # named too far back, nothing carried on between
    ],
)
def test_a_pronoun_that_may_stand_for_another_or_for_no_one_named_bears_out_no_name(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_denial_read_through_the_pronoun_decides_nothing_of_the_name() -> None:
    """ "So she doesn't coach at the school pool?" — "No.": a denial through the pronoun neither bears out nor
    contradicts a claim about the one it stands for; her plain statement before it still bears hers out."""
    source = (
        "Ann: These days I train with Rivera at the lake.\n"
        "Ben: Nice.\n"
        "Ann: The water is cold. She coaches swimming. I have had lessons for a year.\n"
        "Ben: Oh okay. So she doesn't coach at the school pool?\n"
        "Ann: No.\n"
    )
    assert prove("Rivera coaches swimming.", source).status is Status.VERIFIED
    for claim in ("Rivera coaches at the school pool.", "Rivera does not coach at the school pool."):
        assert prove(claim, source).status is Status.UNVERIFIABLE
