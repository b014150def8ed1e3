"""Clauses the proof reads as not done although no modal stands before their verb (proof/realis.py): a goal
("make sure your sugars are under control", ``lexicon/goal_heads.txt``) and a purpose ("I'm raising money to build a
shelter"); and the spoken fillers that may stand between a head and its verb ("we could actually , y yeah draw it")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.hesitations import is_hesitation
from factlayer.nlp.modality import is_modal
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.numbers import is_number_word
from factlayer.nlp.phrases import phrases
from factlayer.nlp.reported_speech import CLAUSE_SUBJECTS
from factlayer.nlp.stems import inflected
from factlayer.nlp.tokens import Token, skip_over
from factlayer.nlp.verbs import listed_verb

__all__ = ["escorted", "goal_head", "purpose_head", "spoken_filler"]


def spoken_filler(tokens: Sequence[Token], k: int) -> bool:
    """A hesitation ("um", "uh"), a "yeah" or a word broken off ("y", "w") at ``k``: spoken, not part of the clause."""
    low = tokens[k].low
    before = tokens[k - 1].low if k > 0 else None
    fragment = len(low) == 1 and low.isalpha() and low not in ("i", "a")
    return is_hesitation(low, before) or low in lexicon.words("bare_yes") or fragment


def goal_head(lows: Sequence[str], end: int) -> str | None:
    """The words before ``end`` close on a phrase of ``lexicon/goal_heads.txt`` (with or without "that"; a noun's
    "the idea is" only with it: not "the idea is good") that no subject pronoun keeps as a habit ("I make sure I
    take it with food"): the phrase, else None."""
    that = end > 0 and lows[end - 1] == "that"
    end -= 1 if that else 0
    for words in phrases("goal_heads"):  # read once, split once, longest first
        if words[-1] in ("is", "be") and not that:
            continue
        start = end - len(words)
        if start >= 0 and tuple(lows[start:end]) == words:
            j = skip_over(lows, start - 1, _HABIT_ADVERBS, step=-1)
            if j < 0 or lows[j] not in _KEEPERS:
                return " ".join(words)
    return None


_HABIT_ADVERBS = lexicon.words("frame_adverbs") | {"still"}  # "we always / still make sure ..."
_KEEPERS = frozenset({"i", "we", "he", "she", "they"})  # "we always make sure ...": done each time


def purpose_head(tokens: Sequence[Token], to: int) -> str | None:
    """ "to" at ``to`` opens a purpose, the deed after it not said to be done: it follows a word that is no verb, no
    subject, no person taken to visit (:func:`escorted`) and none of ``lexicon/realised_before_to.txt`` ("raising
    money to build", "training hard to win", "took tylenol to bring the fever down"; not "able to walk", "went back
    to work", "nice to see you")."""
    if to == 0 or to + 1 >= len(tokens) or not tokens[to - 1].is_word:
        return None
    low, after = tokens[to - 1].low, tokens[to + 1].low
    if not (low.isalpha() and after.isalpha()) or is_number_word(low) or is_number_word(after):
        return None  # "five to six miles", "to 1,000 milligrams": a range or a value, no purpose
    if inflected(low) or listed_verb(low) or is_modal(low) or low in CLAUSE_SUBJECTS:
        return None
    if escorted(tokens, to):
        return None  # "took me to see Dr. Patel": the visit is reached by the taking
    return None if low in lexicon.words("realised_before_to") else "to"


def escorted(tokens: Sequence[Token], to: int) -> bool:
    """ "to" + a verb of visiting (``lexicon/visiting.txt``) after a person taken there: a verb of
    ``lexicon/escorting.txt`` and its object, a pronoun ("me", "her") or a capitalised name ("took Ann to see")."""
    if to < 2 or tokens[to + 1].low not in lexicon.words("visiting"):
        return False
    taken = tokens[to - 1]
    person = taken.low in _PERSONS or taken.text[:1].isupper()
    denied = any(is_negation_word(t.low) for t in tokens[: to - 2])  # "didn't take me to see her": no visit
    return person and tokens[to - 2].low in lexicon.words("escorting") and not denied


_PERSONS = lexicon.words("speaker_objects") | {"him", "her", "them", "you"}  # "took me / her to see"
