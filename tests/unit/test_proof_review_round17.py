"""From a new user's review (round 17), each a kind: a statement with a confirming tag ("…, right?") that the other
speaker's next turn opens by denying was asked, not asserted; a "yes" that goes on to name what "anything" / "any
medications" asked for fills the slot, in the proof and in the extractor, which never stores "… is taking anything
…". Written for the test."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.proof.proof import Status, prove

TAGGED = "Priya: The launch is still planned for June 14th, right?\nTom: {reply}\n"
FILLED = (
    "Dr. Patel: Are you taking anything for the pain?\n"
    "Mr. Okafor: Yes, naproxen, 500 milligrams twice a day.\n"
    "Dr. Patel: Okay.\n"
)


@pytest.mark.parametrize(
    ("reply", "status"),
    [
        ("No, it moved to June 21st.", Status.CONTRADICTED),  # was VERIFIED by the question itself
        ("Honestly I have no idea.", Status.VERIFIED),  # not denied: it stands as Priya's
        ("Yes.", Status.VERIFIED),
    ],
)
def test_a_confirming_tag_asks_and_the_reply_decides(reply: str, status: Status) -> None:
    source = TAGGED.format(reply=reply)
    assert prove("The launch is planned for June 14th.", source, roles=False).status is status


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("Mr. Okafor is taking naproxen.", Status.VERIFIED),  # was "the source never says naproxen"
        ("Mr. Okafor is taking naproxen, 500 milligrams twice a day for the pain.", Status.VERIFIED),
        ("Mr. Okafor is taking naproxen three times a day.", Status.CONTRADICTED),
        ("Dr. Patel is taking naproxen.", Status.CONTRADICTED),
    ],
)
def test_a_yes_that_names_the_thing_fills_the_slot(claim: str, status: Status) -> None:
    assert prove(claim, FILLED, roles=False).status is status


async def test_the_extractor_stores_the_thing_named_not_anything() -> None:
    assessed = await assess_candidates(ExtractiveProvider().extract(FILLED), FILLED)
    stored = [a.candidate.text for a in assessed if a.accepted]
    assert stored == ["Mr. Okafor is taking naproxen, 500 milligrams twice a day for the pain."]
    assert not any("anything" in text for text in stored)  # was "Mr. Okafor is taking anything for the pain."


def test_another_value_does_not_deny_a_negative_claim() -> None:
    source = "Elena: I'm on the 100 megabit plan.\nMarcus: Okay.\n"
    assert prove("Elena is not on the 300 megabit plan.", source, roles=False).status is Status.UNVERIFIABLE
    assert prove("Elena is on the 300 megabit plan.", source, roles=False).status is Status.CONTRADICTED
    assert prove("Elena is not on the 100 megabit plan.", source, roles=False).status is Status.CONTRADICTED
