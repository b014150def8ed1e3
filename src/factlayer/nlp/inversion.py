"""A question asked after a clause that sets its time or condition, in unpunctuated speech: "so when you dropped
that brick on your foot were you able to get up", "if it hurts have you tried ice" — an auxiliary before its
subject ("were you", "is it") once the leading "when" / "if" clause has been said."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon

__all__ = ["asked_after_clause"]

_LEADING = frozenset({"when", "if", "after", "before", "since", "once", "while"})
_SUBJECTS = frozenset({"you", "there", "he", "she", "they", "we", "it"})
_BEFORE_NO_QUESTION = frozenset({"to", "i", "you", "he", "she", "we", "they", "it", "there", "this", "that"})


def asked_after_clause(words: Sequence[str]) -> bool:
    """``words`` (lower case, fillers stripped) open on a leading clause and go on with an auxiliary before its
    subject pronoun: not "if you want to do you can" (after "to"), "when we saw it was it" (after a pronoun, the
    verb is the clause's own) or "have you know" ("you know" is a filler)."""
    if not words or words[0] not in _LEADING:
        return False
    aux = lexicon.words("auxiliaries")
    return any(
        words[i] in aux
        and "'" not in words[i]
        and words[i + 1] in _SUBJECTS
        and words[i - 1] not in _BEFORE_NO_QUESTION
        and words[i + 2] != "know"
        for i in range(2, len(words) - 2)
    )
