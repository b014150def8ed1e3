"""What a reply's "yes" or "no" covers of the question it answers: the list of question fragments before it ("Any
fatigue? Weight gain? — No."), the yes/no question those fragments go on ("Have you had any incontinence? Any
radicular pain? — No."), and the words a "no" keeps ("No, just metformin", "some nausea, no vomiting")."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.modality import is_negation_word, is_question
from factlayer.nlp.normalise import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.dialogue import Sentence

__all__ = ["kept_before_no", "kept_by_only", "listed_before", "other_list_items"]

_LIST_BREAKS = frozenset({"and", "or", "nor"})
_MAX_LISTED = 3  # question fragments before the answered question that its "no" also denies
_LISTED_WORDS = 4


def listed_before(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> tuple[Token, ...]:
    """The verbless question fragments of the same turn just before question ``k`` ("and any fatigue ?", "weight
    gain ?"), a list its answer covers."""
    # no verb, no pronoun nor wh-word: "weight gain ?", not "what about you ?" nor "is it worse ?"
    verbs = lexicon.words("auxiliaries") | lexicon.words("common_verbs") | lexicon.words("finite_verbs")
    verbs |= lexicon.words("pointing_words")
    out: list[Token] = []
    j = k - 1
    verbless = [t.low for t in tokens[k] if t.is_word and t.low in verbs] == []
    while j >= max(0, k - _MAX_LISTED) and sentences[j].turn == sentences[k].turn and is_question(tokens[j]):
        words = [t.low for t in tokens[j] if t.is_word]
        if len(words) > _LISTED_WORDS or any(w in verbs for w in words):
            # "Have you had any incontinence? Any radicular pain?" — "No.": the fragments go on the yes/no question
            yes_no = words[:1] != [] and words[0] in lexicon.words("auxiliaries")
            return tuple(tokens[j]) + tuple(out) if verbless and yes_no else tuple(out)
        out = list(tokens[j]) + out
        j -= 1
    return tuple(out)


ONLY = frozenset({"just", "only"})  # "No, just metformin": what the reply names is all it keeps


def kept_by_only(reply: list[Token], question: list[Token]) -> frozenset[str]:
    """The question's words a "no" reply names after "just" / "only" ("No, just metformin"): kept, not denied."""
    at = next((k for k, t in enumerate(reply) if t.low in ONLY), None)
    if at is None:
        return frozenset()
    asked = {t.low for t in question if t.is_word}
    return frozenset(t.low for t in reply[at + 1 :] if t.is_word and t.low in asked)


def kept_before_no(reply: list[Token], question: list[Token]) -> frozenset[str]:
    """The question's words a reply names before its "no" when it names another after it ("some nausea, no
    vomiting"): affirmed, not denied."""
    at = next((k for k, t in enumerate(reply) if is_negation_word(t.low)), None)
    if at is None:
        return frozenset()
    asked = {t.low for t in question if t.is_word} - lexicon.words("stopwords")
    before = {t.low for t in reply[:at] if t.is_word and t.low in asked}
    after = {t.low for t in reply[at + 1 :] if t.is_word and t.low in asked}
    return frozenset(before - after) if after else frozenset()


def other_list_items(reply: list[Token], question: list[Token]) -> frozenset[str]:
    """The words of the items of a question's list ("Any fevers or chills?", "Did you go to the emergency room or
    urgent care?") whose last word the reply does not repeat, when it repeats another's ("Some chills at night",
    "I went to urgent care"): the reply picks those, the others are not affirmed by it."""
    skip = lexicon.words("stopwords") | lexicon.words("auxiliaries") | lexicon.words("fillers")
    said = {stem(t.low) for t in reply if t.is_word and t.low not in skip}
    items: list[list[Token]] = [[]]
    for t in question:
        if t.low in _LIST_BREAKS or t.low == ",":
            items.append([])
        elif t.is_word and t.low not in skip:
            items[-1].append(t)
    items = [item for item in items if item]
    if len(items) < 2:
        return frozenset()
    named = [stem(item[-1].low) in said for item in items]
    if not any(named) or all(named):
        return frozenset()
    return frozenset(
        t.low for item, n in zip(items, named, strict=True) if not n for t in item if stem(t.low) not in said
    )
