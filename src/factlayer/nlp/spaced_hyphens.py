"""A hyphenated word written with spaces ("P - file", "time - line ,", "two - gigabyte limit", as meeting
transcripts write them) is one word, not a dash before a clause of its own (" - can't wait", "last week - it was a
really nice time")."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import parse_number
from factlayer.nlp.tokens import Token

__all__ = ["spaced_hyphen"]


def spaced_hyphen(tokens: list[Token], i: int) -> bool:
    """Is the "-" at ``tokens[i]`` a hyphen written with spaces: after a single letter or a number ("two - gigabyte",
    "three - layer"), or with one word between it and the end of the sentence or a comma? Two other words stay apart
    ("it stands for freedom - dancing without worrying ...": a dash)."""
    before, after = tokens[i - 1], tokens[i + 1] if i + 1 < len(tokens) else None
    if after is None or not after.is_word or not before.is_word:
        return False
    if len(before.low) == 1 or i + 2 >= len(tokens) or tokens[i + 2].low in (",", ".", "?", "!"):
        return True
    return parse_number(tokens, i - 1) is not None and after.low not in lexicon.words("stopwords")
