"""Sounds of hesitation ("um", "uh", "er"; ``lexicon/hesitations.txt``), one rule for the extractor and the proof:
"er" after "the" or "an" is the emergency room ("my wife took me to the er"), not a hesitation."""

from __future__ import annotations

from factlayer.nlp import lexicon

__all__ = ["NOT_AFTER_A_DETERMINER", "is_hesitation"]

# A regex lookbehind to put before a hesitation pattern: not "the er", "an er".
NOT_AFTER_A_DETERMINER = r"(?<!\bthe\s)(?<!\ban\s)"
_DETERMINERS = ("the", "an")


def is_hesitation(low: str, before: str | None) -> bool:
    """Is the word ``low`` a hesitation, after the word ``before`` (None at the start)?"""
    return low in lexicon.words("hesitations") and not (low == "er" and before in _DETERMINERS)
