"""Is a written fact readable alone? ``leans_on_context``: not when all it says rests on a pronoun ("The patient is
taking it.", "The doctor says that's a good question.") or on a verb with nothing after it ("The doctor will see.",
"Caroline has gained.")."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .salience import FILLER_ONLY, OPEN_END, norm
from .token_forms import wordset

__all__ = ["leans_on_context"]


_POINTING = wordset("it that this them those these")
# "X says it/this …", "X says that's …" — not "X says that the patient snores" ("that" opening a clause)
_SAYS_POINTING = re.compile(
    r"^[^,]{1,60}? says (?:(?:it|this)(?:'s)?\b|that(?:'s\b|\s+(?=(?:is|was|will|would|should|could|can|has|had|"
    r"does|did|sounds|looks|seems|means|makes|made|gave|helps|helped)\b)))",
    re.IGNORECASE,
)


_LETS = re.compile(r"\blet(?:'s|\s+me)\b", re.IGNORECASE)


def leans_on_context(fact: str, names: frozenset[str]) -> bool:
    """Is a written fact unreadable alone because all it says rests on a pronoun: "The patient is taking it.",
    "The doctor does see that.", "The doctor says that's a good question."? True when it ends on a pointing
    word, or is "X says it/that …", with fewer than two content words besides the people's ``names``; or when
    all it says is auxiliaries and empty verbs ("The doctor will see.", ``lexicon/empty_predicates``); or when a
    speaker's "let's" / "let me" is still in it ("…, let's go ahead and order another echocardiogram for them.")."""
    if _LETS.search(fact):
        return True
    if _bare_predicate(norm(fact).split(), names):
        return True  # "Caroline has gained.", "Caroline joined in.": what was gained or joined is elsewhere
    says = _SAYS_POINTING.match(fact)
    words = norm(fact[says.end() :] if says else fact).split()
    if not words or (says is None and (words[-1] not in _POINTING or words[-2:-1] == ["like"])):
        return False  # "… or anything like that" points at nothing
    stop = lexicon.words("stopwords")
    content = [
        w for w in words if len(w) > 3 and w not in OPEN_END and w not in FILLER_ONLY and w not in stop
        and w not in names and w.removesuffix("'s") not in names
    ]  # fmt: skip
    # ending on the pointing word: verbs and adverbs besides it name nothing ("… wants to start doing that")
    ends_pointing = words[-1] in _POINTING and words[-2:-1] != ["like"]
    return len(content) < 2 or (ends_pointing and not any(_thing_word(w) for w in content))


_PARTICLES = frozenset({"in", "up", "out", "down", "over", "back", "along", "on"})
_EMPTY_PREDICATE = lexicon.words("auxiliaries") | lexicon.words("empty_predicates")  # "will go ahead", "is going"
_IRREGULAR_FORMS = frozenset(w for row in lexicon.rows("irregular") for w in row)  # "has come", "has gone"


def _bare_predicate(words: list[str], names: frozenset[str]) -> bool:
    """Is all a fact says of its subject a verb with nothing after it — a perfect ("has gained", "has come") or a
    past verb and its particle ("joined in")? Not a passive or a progressive ("was adopted", "was golfing")."""
    rest = words[next((i for i, w in enumerate(words) if w not in names), len(words)) :]
    if 0 < len(rest) < len(words) and all(w in _EMPTY_PREDICATE for w in rest):
        return True  # "The doctor will see.", "The doctor will go ahead.": nothing said of anyone
    if len(rest) != 2 or len(words) == len(rest):
        return False  # the subject is not one of the people, or more is said
    aux, verb = rest
    perfect = aux in ("has", "have", "had") and (verb.endswith(("ed", "en")) or verb in _IRREGULAR_FORMS)
    return perfect or (verb in _PARTICLES and aux.endswith("ed"))  # not "was adopted", "was golfing"


def _thing_word(word: str) -> bool:
    """Can a content word name what a fact is about — not a verb, an adverb or a vague quantity ("The patient
    does want to start doing that.", "… will help some with all of that.": only "that" says what)?"""
    return not (word in _NOT_THINGS or word.endswith(("ing", "ly")))


_NOT_THINGS = frozenset(
    w
    for name in ("common_verbs", "finite_verbs", "imperatives", "linking_adverbs", "fillers")
    for row in lexicon.rows(name)
    for w in row
)
