"""The words that narrow a relative the claim is about: units to find, not part of whom it is about.

The subject reader reads past the modifiers of a relation word to find whom "<owner>'s …" names ("the patient's
maternal grandfather", "her mother's tall brother": a grandfather, a brother), and a subject's words are not units
of a claim. The modifiers must still be borne out, or "My grandfather had a heart attack" verifies "The patient's
maternal grandfather had a heart attack", and "My brother …" verifies "The patient's mother's brother …".
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.possessed import possessive
from factlayer.nlp.tokens import Token

_OWNER_WORDS = lexicon.words("possessive_determiners")


def relation_modifiers(part: Sequence[Token], lead: int, end: int) -> set[int]:
    """The indexes, inside the subject ``part[lead:end]`` that names a relation, of the words between its first
    owner ("patient's", "my") and its relation word (the last): an adjective or another owner. An age written
    with a number ("her 2-year-old son") is left to the value reader."""
    owner = next(
        (j for j in range(lead, end) if part[j].low in _OWNER_WORDS or possessive(part[j].low)),
        None,
    )
    if owner is None:
        return set()
    if any(part[j].is_number for j in range(owner + 1, end)):
        return set()
    stopwords = lexicon.words("stopwords")
    return {j for j in range(owner + 1, end - 1) if part[j].is_word and part[j].low not in stopwords}
