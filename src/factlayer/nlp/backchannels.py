"""A listener's backchannel: a turn of nothing but "okay", "right", "mm-hmm" (``backchannels.txt``), fillers
(``hesitations.txt``) and sound tags — the one rule the proof's resumed turns (``proof.resumed_turn``) and the
extractor's (``digest.resumed_turns``) both read a turn broken off by the listener with."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.speaker_labels import SOUND_TAGS
from factlayer.nlp.tokens import Token

__all__ = ["MAX_BETWEEN", "backchannel_tokens", "hesitation_words", "of_the_speaker"]

MAX_BETWEEN = 3  # backchannel turns between the two halves of a turn resumed


@cache
def _backchannel_words() -> frozenset[str]:
    return lexicon.words("backchannels") | lexicon.words("hesitations")


@cache
def hesitation_words() -> frozenset[str]:
    """Fillers and sound tags."""
    return lexicon.words("hesitations") | SOUND_TAGS


def backchannel_tokens(tokens: Sequence[Token]) -> bool:
    """Nothing but backchannel words, fillers and sound tags (at least one of them). A sound tag is one only in its
    brackets ("{vocalsound}", "[no speech]"): a bare "No." is a reply, not a tag."""
    words: list[str] = []
    tagged: list[str] = []  # inside brackets: "{vocalsound}", "[no speech]"
    inside = False
    for t in tokens:
        if t.low in ("{", "[", "(", "}", "]", ")"):
            inside = t.low in ("{", "[", "(")
        elif t.is_word:
            (tagged if inside else words).append(t.low)
    if not words and not tagged:
        return False
    return all(w in _backchannel_words() for w in words) and all(w in SOUND_TAGS for w in tagged)


def of_the_speaker(tokens: Sequence[Token]) -> bool:
    """The speaker says "I" (``first_person.txt``): what they think or do, which their words after the listener's
    backchannel go on with (one half of a resumed turn must say it)."""
    return any(t.low in lexicon.words("first_person") for t in tokens)
