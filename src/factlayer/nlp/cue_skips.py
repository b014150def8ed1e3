"""Words passed over before a modality cue is looked for: the fillers and ordering adverbs that open a clause
("so, lastly, once we get your knee surgery, ..."), and an intensifier between "I" / "we" and a verb of belief
("I really think ...", "I do think ..."). The word lists are ``lexicon/sequence_openers.txt`` and
``lexicon/hedge_intensifiers.txt``."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.questions import FILLERS

SEQUENCE_OPENERS = lexicon.words("sequence_openers")
_BELIEVERS = frozenset({"i", "we"})


def without_lead(words: Sequence[str]) -> list[str]:
    """``words`` without the fillers and ordering adverbs that open them."""
    at = 0
    while at < len(words) and (words[at] in FILLERS or words[at] in SEQUENCE_OPENERS):
        at += 1
    return list(words[at:])


def without_intensifiers(words: Sequence[str]) -> list[str]:
    """``words`` without an intensifier right after "I" / "we" ("i really think" → "i think")."""
    intensifiers = lexicon.words("hedge_intensifiers")
    return [w for k, w in enumerate(words) if not (k and w in intensifiers and words[k - 1] in _BELIEVERS)]
