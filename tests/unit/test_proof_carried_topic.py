"""A thing talked about over several sentences (proof/carried_topic.py, proof/context.py).

"I finally bought a kayak last month. | What color is it? | It's bright orange. It was on sale. | Do you take it
out on weekends? | Yes, it's so much fun. I paddle it around the lake every Sunday.": each sentence between goes on
about the kayak by a pronoun, so the last "it" still stands for it; the kayak was looked for only four sentences
back that say something, and the claim was UNVERIFIABLE. Not bound: a topic broken by sentences about other things,
a thing denied, a person ("a friend fixed it" lends no grandma), nor read through a denial.
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

KAYAK = (
    "Ann: I finally bought a kayak last month.\n"
    "Ben: Nice! What color is it?\n"
    "Ann: It's bright orange. It was on sale.\n"
    "Ben: Do you take it out on weekends?\n"
    "Ann: Yes, it's so much fun. I paddle it around the lake every Sunday.\n"
)
BROKEN = (
    "Ann: I finally bought a kayak last month.\n"
    "Ben: Nice! My brother got a canoe.\n"
    "Ann: The lake is close to my flat. The water is warm in June.\n"
    "Ben: The club meets on Sundays. The fees went up.\n"
    "Ann: Yes, it's so much fun. I paddle it around the lake every Sunday.\n"
)
NEVER_BOUGHT = KAYAK.replace("I finally bought a kayak last month.", "I never bought a kayak in the end.")
NO_LONGER = KAYAK.replace(
    "Yes, it's so much fun. I paddle it around the lake every Sunday.", "No, it's too cold. I don't paddle it anymore."
)
NECKLACE = (
    "Ann: My grandma gave me this necklace.\n"
    "Ben: Nice! What is it made of?\n"
    "Ann: It's silver. It was her mother's.\n"
    "Ben: Do you wear it often?\n"
    "Ann: Yes, it's so pretty. A friend fixed it for my birthday.\n"
)
HYPOTHETICAL = (
    "Ben: Are you thinking of buying a kayak?\n"
    "Ann: Maybe. It looks like fun.\n"
    "Ben: It's pricey though. They cost a lot.\n"
    "Ann: True. It would be nice. I would paddle it around the lake every Sunday.\n"
)
CLAIM = "Ann paddles her kayak around the lake every Sunday."


def test_a_topic_carried_on_by_pronouns_is_what_the_last_one_stands_for() -> None:
    assert prove(CLAIM, KAYAK).status is Status.VERIFIED


def test_the_binding_keeps_every_other_check() -> None:
    assert prove("Ann paddles her kayak around the lake every Saturday.", KAYAK).status is Status.CONTRADICTED
    assert prove("Ben paddles his kayak around the lake every Sunday.", KAYAK).status is not Status.VERIFIED
    assert prove("Ann paddles her canoe around the lake every Sunday.", KAYAK).status is not Status.VERIFIED
    assert prove(CLAIM, HYPOTHETICAL).status is not Status.VERIFIED


def test_no_binding_across_a_broken_topic_a_denied_thing_or_a_denial() -> None:
    assert prove(CLAIM, BROKEN).status is not Status.VERIFIED
    assert prove(CLAIM, NEVER_BOUGHT).status is not Status.VERIFIED
    assert prove("Ann paddles her kayak.", NO_LONGER).status is not Status.VERIFIED
    assert prove("Ann no longer paddles her kayak.", NO_LONGER).status is not Status.VERIFIED


def test_a_person_is_not_what_it_stands_for() -> None:
    assert prove("Ann's necklace was fixed by a friend.", NECKLACE).status is Status.VERIFIED
    assert prove("Ann's necklace was fixed by her grandma.", NECKLACE).status is not Status.VERIFIED


def test_an_it_after_another_thing_brought_in_is_not_carried_to_the_first() -> None:
    """ "I have a canoe. Do you take it out on weekends?": the "it" may be the canoe, so the kayak said before it is
    not carried to "I paddle it" (review of round 28: it was VERIFIED)."""
    source = (
        "Ann: My sister finally bought a kayak last month.\n"
        "Ben: Nice! What color is it?\n"
        "Ann: It's bright orange. It was on sale.\n"
        "Ben: I have a canoe. Do you take it out on weekends?\n"
        "Ann: Yes, it's so much fun. I paddle it around the lake every Sunday.\n"
    )
    proof = prove("Ann paddles the kayak around the lake every Sunday.", source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason
