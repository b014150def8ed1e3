"""The comparable forms of words for the grounding aligner: number values, word lists.

The stemmer is the project's one, ``nlp.normalise.stem`` (the proof's too: the same word stems the same way on
both sides); the word lists are ``nlp/lexicon`` files. ``tokens`` builds tokens with these forms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from factlayer.nlp import lexicon


def wordset(words: str) -> frozenset[str]:
    """A frozen set of the whitespace-separated words of ``words``."""
    return frozenset(words.split())


MULTIPLICATIVES = {word: int(value[0]) for word, value in lexicon.table("frequencies").items() if len(value) == 1}
MULTIPLICATIVES["dozen"] = 12
MONTHS = {word: number for number, line in enumerate(lexicon.rows("months"), 1) for word in line}

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
    r"\b(?:maybe|probably|possibly|perhaps)\s+(?=(?:about\s+|around\s+|like\s+)?(?:\d|(?:"
    + lexicon.alternation("number_words")
    + r"|once|twice|half|a\s+(?:few|couple|week|day|month|year)|the\s+(?:past|last)|an?\s+hour)\b))",
    re.IGNORECASE,
)


def without_approximation(clause: str) -> str:
    """The clause without a "maybe" that only guesses an amount (``_APPROXIMATION``), for the hedge checks."""
    return _APPROXIMATION.sub("", clause)


CONTRACTIONS = {
    "n't": "not",
    "'m": "be",
    "'re": "be",
    "'ve": "have",
    "'ll": "will",
    "'d": "would",
}
S_AFTER_PRONOUN = lexicon.words("s_contraction_heads")  # "it's", "that's": the word and "be" (the proof's list)


@dataclass(frozen=True, slots=True)
class Token:
    start: int
    end: int
    surface: str  # lower-cased as written ("don't", "twenty six" → "twenty six")
    canon: str  # comparable form ("do"+"not" are two tokens over the same characters)
    keys: frozenset[str]  # canon plus aliases ("january" also "month:1")
    kind: Literal["word", "number", "acronym"] = "word"
    capitalised: bool = False
    value: float | None = None
    date_part: Literal["month", "day", "year"] | None = None


def value_keys(value: float) -> frozenset[str]:
    return frozenset({format_number(value)})


def format_number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


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
