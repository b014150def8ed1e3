"""A title and the name it titles: "Mrs. Jones", "Dr Patel", and "mr. jones" in lower-case transcripts."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

_TITLE_WORDS = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "doctor", "professor"})
_STOP_AFTER_TITLE = lexicon.words("stopwords") | lexicon.words("common_verbs")


def name_after_title(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """ "Mrs. Jones" at ``tokens[i]``: the name and the index after it."""
    if i >= len(tokens) or tokens[i].low not in _TITLE_WORDS:
        return None
    j = i + 1
    if j < len(tokens) and tokens[j].low == ".":
        j += 1
    k = j
    while k < len(tokens) and k - j < 3 and tokens[k].is_word and tokens[k].text[:1].isupper():
        k += 1
    if k == j and j > i + 1 and j < len(tokens) and tokens[j].is_word and tokens[j].low not in _STOP_AFTER_TITLE:
        k = j + 1  # "mr. jones" in lower-case text: an abbreviated title with its period names whom it titles
    if k == j:
        return None
    return " ".join(t.low for t in tokens[j:k]), k
