"""Yes or no in a reply: "no", "nope", "i don't" say no; "yeah", "i do", "sure" say yes — unless the reply turns
round at once. "yeah, no, i don't have allergies", "yeah, so no", "yeah, i don't have any": the "yeah" only takes
the turn (or agrees with the negative), and what follows it is the answer, a no. "yeah, i don't know" says
neither. Read by the proof (``proof/dialogue.py``) and the extractor (``digest/answers.py``) alike."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.nlp.understood import past_understood

_LEAD = frozenset({"um", "uh", "oh", "well", "hmm", "mm"})
_ON = frozenset({"so", "um", "uh", "well", "like", "and", "okay", "ok"})  # between the "yeah" and what follows
_BUT = frozenset({"but", "though", "however"})
_UNSURE = lexicon.words("unsure_verbs")


def turned_round(rest: Sequence[str]) -> bool | None:
    """What a reply says when it opened with yes and ``rest`` (its words after the yes) follow: True (still yes),
    False (it turns to a no: "no", "i don't have any"), None ("i don't know": neither)."""
    words: list[str] = []
    for w in rest:
        if w == "n't" and words:
            words[-1] += w  # "do n't" as some transcripts write it
        elif w not in (",", ".", "!"):
            words.append(w)
    while words and words[0] in _ON:
        words = words[1:]
    if find_phrase(words, "no", at_start=True) is None:
        return True
    phrase = next(p for p in phrases("no") if tuple(words[: len(p)]) == p)
    after = words[len(phrase) :]
    if after[:1] and after[0] in _UNSURE:
        return None
    return False


def answer_polarity(tokens: Sequence[Token]) -> bool | None:
    """True for a reply that says yes, False for no, None when it does neither: "i'm not sure", "no, i don't
    know", a yes qualified at once ("yes, but …") and a "no" that turns round on itself ("no i yeah i do …":
    which it means, the words do not settle). Words of having followed the question open no answer: "Oh, I get
    you, no, none at all" is a no (``nlp.understood``)."""
    tokens = past_understood(tokens)
    words = [t.low for t in tokens if not t.is_punct or t.low == "?"]
    while words and words[0] in _LEAD:
        words = words[1:]
    if not words:
        return None
    for name, answer in (("no", False), ("yes", True)):
        if find_phrase(words, name, at_start=True) is None:
            continue
        phrase = next(p for p in phrases(name) if tuple(words[: len(p)]) == p)
        after = words[len(phrase) :]
        if not answer and ((after[:1] and after[0] in _UNSURE) or turned_round(after) is None or _yes_after(after)):
            return None
        if answer and after[:1] and after[0] in _BUT:
            return None  # "yes, but I quit": the rest of the answer takes the yes back, or narrows it
        # "I am." and "I do not, but my mother did." answer; "I am having a lot of pain" states something else; so
        # "It did." to "Did the router restart?", not "It is flashing red."
        if phrase[0] not in ("i", "it") or len(words) == len(phrase) or _stops_after(tokens, len(phrase)):
            return turned_round(after) if answer else answer
    return None


def _stops_after(tokens: Sequence[Token], n: int) -> bool:
    """Does punctuation end the reply's first ``n`` words (after its "um"s): "I do not, but …"?"""
    seen = 0
    for k, t in enumerate(tokens):
        if t.is_punct or (seen == 0 and t.low in _LEAD):
            continue
        seen += 1
        if seen == n:
            return k + 1 < len(tokens) and tokens[k + 1].low in (",", ".", "!", ";")
    return False


def _yes_after(words: Sequence[str]) -> bool:
    """A yes within the first words after a no ("no i yeah i do", "no, i did all the tests"), not "i do n't"."""
    near = list(words[:6])
    for k, w in enumerate(near):
        if w in ("yes", "yeah", "yep"):
            return True
        if w == "i" and near[k + 1 : k + 2] in (["do"], ["did"]) and near[k + 2 : k + 3] not in (["not"], ["n't"]):
            return True
    return False


def names_members(question: Sequence[str], reply: Sequence[str]) -> bool:
    """Whether ``reply`` names members of a class the question asks about ("any sports?" — "no … basketball,
    baseball and football"; ``lexicon/categories.txt``): a "no" that goes on to name them denies nothing."""
    classes = lexicon.classes("categories")
    asked = {stem(w) for w in question} | set(question)
    return any(classes.get(w, "").replace("_", " ") in asked for w in reply if w not in question)
