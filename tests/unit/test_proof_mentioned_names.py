"""Issue #12, a false VERIFIED: a claim opening on a name the source says of someone no speaker is called by ("this
is Max", of a puppy) had no subject, the name became a mere word to find, and another speaker's "I can see …" bore
out "Max can see …". Such a name opening a claim before a verb is its subject (proof/mentioned.py), and a speaker's
own "I …" does not bear it out. Claims about people spoken of, what named third parties are said to do, named
speakers and words the source writes in lower case are unchanged. Transcripts written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.mentioned import opening_name
from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

PUPPY = (
    "Speaker 1: I got a new puppy last week, this is Max.\nSpeaker 2: Cute! I can see a standard return for two adults."
)


def _status(claim: str, source: str) -> Status:
    return prove(claim, source, roles=False).status


def test_a_speakers_own_words_do_not_bear_out_a_claim_about_a_named_other() -> None:
    assert _status("Max can see a standard return for two adults.", PUPPY) is not Status.VERIFIED
    sam = "Speaker 1: I talked to Sam yesterday.\nSpeaker 2: I can see a return."
    assert _status("Sam can see a return.", sam) is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Speaker 1: we named the puppy Max.\nSpeaker 2: Cute! Max chewed my shoes yesterday.",
            "Max chewed the speaker's shoes.",
        ),
        ("Speaker 1: My friend Lisa came by. Lisa said she's pregnant.\nSpeaker 2: Wow.", "Lisa said she's pregnant."),
        ("Speaker 1: We sent the draft and Legal wants changes.\nSpeaker 2: Okay.", "Legal wants changes."),
        (
            "Caroline: I went to a support group yesterday.\nMelanie: That's great, Caroline!",
            "Caroline went to a support group.",
        ),
    ],
)
def test_what_the_source_says_of_named_people_stays_borne_out(source: str, claim: str) -> None:
    assert _status(claim, source) is Status.VERIFIED


def test_only_a_word_the_source_writes_as_a_name_before_a_verb_is_a_subject() -> None:
    source = build("Speaker 1: we named him Max and painting helps. Painting is fun.\nSpeaker 2: I see Max.")
    assert opening_name("Max can see it.", source) == {"max"}
    assert opening_name("Painting helps.", source) == frozenset()  # written in lower case too
    assert opening_name("Max, the puppy.", source) == frozenset()  # no verb after it
