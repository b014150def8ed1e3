"""The extractor's word lists for claims (stopwords, negations, framing, hedges) and small word helpers.

The comparable forms of words (tokens, contractions, number values, month keys) are ``nlp.forms``; the word
lists are ``nlp/lexicon`` files; ``tokens`` reads a claim's key content with both.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon


def wordset(words: str) -> frozenset[str]:
    """A frozen set of the whitespace-separated words of ``words``."""
    return frozenset(words.split())


# The proof engine's function words, and words that matter to it (negations, quantifiers) but not to a citation.
STOPWORDS = lexicon.words("stopwords") | {"no", "not", "nothing", "one", "yes", "every", "each", "some"}
NEGATION_CUES = frozenset(lexicon.words("negations") | {"deny", "denying", "nope", "nah", "nor"})
FRAMING_WORDS = frozenset(word for line in lexicon.rows("claim_framing") for word in line)
PATTERN_FRAMING = frozenset(word for line in lexicon.rows("pattern_markers") for word in line)
EXTRA_STOP = frozenset(word for line in lexicon.rows("fillers") for word in line)

# Hedges and hypotheticals: the speaker does not state the thing as a fact.
HEDGE_PATTERN = re.compile(
    r"\b(?:maybe|might|perhaps|possibly|probably|i\s+think|i\s+guess|i\s+suppose|not\s+sure|"
    r"(?<!any\s)(?<!what\s)(?<!this\s)(?<!that\s)(?<!some\s)(?<!the\s)(?<!a\s)(?<!no\s)(?:kind|sort)\s+of|"
    r"would\s+like\s+to|want\s+to\s+try|if\s+i\s+remember|seems?\s+to|i\s+believe|could\s+be)\b",
    re.IGNORECASE,
)

# "maybe" before an amount or a time span ("for maybe the past week", "maybe two or three times a week") guesses
# the amount, not the fact: no hedge. The proof reads these as stated (it checks the amount itself).
_APPROXIMATION = re.compile(
    r"\b(?:"
    + "|".join(sorted(w for w in lexicon.words("amount_hedges") if " " not in w))
    + r")\s+(?=(?:about\s+|around\s+|like\s+)?(?:\d|(?:"
    + lexicon.alternation("number_words")
    + r"|once|twice|half|a\s+(?:few|couple|week|day|month|year)|the\s+(?:past|last)|an?\s+hour)\b))",
    re.IGNORECASE,
)


def without_approximation(clause: str) -> str:
    """The clause without a "maybe" that only guesses an amount (``_APPROXIMATION``), for the hedge checks."""
    return _APPROXIMATION.sub("", clause)


# Adverbs that may stand between a subject and its verb ("I still take …", "do you usually sleep well?").
_VERB_ADVERBS = wordset(
    """also just still really definitely actually usually always never often sometimes only probably
    recently already generally normally typically mostly certainly kind sort even ever currently
    regularly rarely constantly occasionally barely hardly then now totally absolutely basically finally
    especially kinda sorta"""
)


def verb_at(words: list[str], i: int = 0) -> int:
    """Where the verb phrase starting at ``words[i]`` has its verb: past the adverbs before it ("still | take")."""
    while i < len(words) and (
        words[i].lower() in _VERB_ADVERBS or re.fullmatch(r"[a-z]{4,}(?<!p)ly", words[i].lower())
    ):
        i += 1
    return i
