"""What "it" / "they" stands for, further back than a few sentences: the last noun phrase said before the anaphor,
when no other phrase opened by a determiner stands between ("I drew some whales. … And they're quite harmless").
Another phrase between ("I like the dolphins") might be what "they" stands for: then nothing is resolved. Sources
written for the test."""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

_BETWEEN = "Manager: Oh.\nDesigner: Yeah.\nManager: Okay.\nDesigner: Right.\nManager: Hmm.\n"
_THEY = "Designer: And they're quite harmless and interesting.\n"
_LAST = "Designer: I drew some whales.\n" + _BETWEEN + _THEY
_ANOTHER = "Designer: I drew some whales.\nManager: I like the dolphins.\n" + _BETWEEN + _THEY


def test_a_pronoun_stands_for_the_last_noun_phrase_said_before_it() -> None:
    assert prove("Whales are harmless and interesting.", _LAST).status is Status.VERIFIED
    assert prove("Sharks are harmless and interesting.", _LAST).status is not Status.VERIFIED


def test_a_pronoun_is_not_resolved_past_another_noun_phrase() -> None:
    assert prove("Dolphins are harmless and interesting.", _ANOTHER).status is Status.VERIFIED  # the last one
    assert prove("Whales are harmless and interesting.", _ANOTHER).status is not Status.VERIFIED
