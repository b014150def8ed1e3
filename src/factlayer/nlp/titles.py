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


def greeted_name(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """ "hi , anna ." at ``tokens[i]``: one word after the greeting that opens the sentence (and a comma), ending
    it or followed by punctuation or a word that opens a clause ("hi virginia how are you") — the name of the one
    greeted, in lower-case text too."""
    if i == 0 or i >= len(tokens) or not tokens[i].is_word:
        return None
    k = i - 1 if tokens[i - 1].low != "," else i - 2
    if not (k == 0 or (k == 1 and tokens[0].low == "good")) or tokens[k].low not in lexicon.words("greetings"):
        return None
    low = tokens[i].low
    if low in _STOP_AFTER_TITLE or low in lexicon.words("not_names") or low in lexicon.words("greetings"):
        return None
    if i + 1 < len(tokens) and tokens[i + 1].is_word and tokens[i + 1].low not in lexicon.words("call_followers"):
        return None  # "hi virginia how are you": a clause of its own after the name, in unpunctuated speech too
    return low, i + 1
