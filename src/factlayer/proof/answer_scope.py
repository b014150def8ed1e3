"""What a reply's "yes" or "no" covers of the question it answers: the list of question fragments before it ("Any
fatigue? Weight gain? — No."), the yes/no question those fragments go on ("Have you had any incontinence? Any
radicular pain? — No."), the words a "no" keeps ("No, just metformin", "some nausea, no vomiting"), and the items of
an asked list a reply picks (:func:`answer_words`: "Any nausea, vomiting or diarrhea?" — "No nausea." denies the
nausea only; "Any fevers, chills or night sweats?" — "Yes. Just the fevers." affirms the fevers and denies the
rest)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.modality import is_negation_word, is_question
from factlayer.nlp.normalise import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.dialogue import Sentence, qualified_answer

__all__ = ["answer_words", "kept_before_no", "kept_by_only", "listed_before", "other_list_items"]

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


def _skip() -> frozenset[str]:
    return lexicon.words("stopwords") | lexicon.words("auxiliaries") | lexicon.words("fillers")


_ITEM_WORDS = 3  # content words of a list item at most: "night sweats", not "felt a real connection with the fans"


def _items(question: tuple[Token, ...]) -> list[list[int]]:
    """The positions of the content words of each item of the question's list, cut at commas, "and"/"or"/"nor"
    and question marks ("Any fevers, chills or night sweats?", "Any fatigue? Weight gain?"); [] unless two items
    or more, each of a few words, are joined by a conjunction or a question mark between them (not "and any
    weakness in, in your legs?", nor "have you been to a game and felt a connection with the other fans?")."""
    skip = _skip()
    items: list[list[int]] = [[]]
    joined = False
    for k, t in enumerate(question):
        if t.low in _LIST_BREAKS or t.low in (",", "?"):
            between = any(items) and k + 1 < len(question)
            joined = joined or (between and (t.low in _LIST_BREAKS or t.low == "?"))
            items.append([])
        elif t.is_word and t.low not in skip:
            items[-1].append(k)
    items = [item for item in items if item]
    if len(items) < 2 or not joined or any(len(item) > _ITEM_WORDS for item in items):
        return []
    return items


_Picks = tuple[list[list[int]], list[bool], set[str]]


def _picks(question: tuple[Token, ...], reply: Sequence[Token]) -> _Picks | None:
    """The list's items, which of them the reply names (every word, or the last one when no other item ends with
    it: "the back pain" names "back pain", not "chest pain") and the reply's stems; None unless it names some of
    them, not all."""
    items = _items(question)
    said = {stem(t.low) for t in reply if t.is_word and t.low not in _skip()}
    if not items or not said:
        return None
    lasts = [stem(question[item[-1]].low) for item in items]
    named = [
        all(stem(question[k].low) in said for k in item) or (last in said and lasts.count(last) == 1)
        for item, last in zip(items, lasts, strict=True)
    ]
    return (items, named, said) if any(named) and not all(named) else None


def _dropped(question: tuple[Token, ...], picks: _Picks, keep: bool) -> tuple[Token, ...]:
    """With ``keep``, what the reply picks: the question without the words of the items it does not name, but for
    those it says ("chest pain or back pain?" — "the back pain": "pain" stays). Else what it leaves out: the
    question without the words it says of the items it names ("did you go to the ER or urgent care?" — "only the
    ER": "go" stays)."""
    items, named, said = picks
    out = {k for item, n in zip(items, named, strict=True) if n != keep for k in item}
    out = {k for k in out if (stem(question[k].low) in said) != keep}
    return tuple(t for k, t in enumerate(question) if k not in out)


def answer_words(
    question: Sequence[Token], listed: tuple[Token, ...], replies: Sequence[Sequence[Token]], yes: bool | None
) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """The words a question read through its reply holds (a yes or a no asserts or denies them, a fragment fills
    the question's slot), and the items of its list a "just"/"only" reply leaves out — denied — or ().
    ``listed``: the fragments before the question a "no" also covers; ``replies``: the reply's sentences."""
    reply, every = list(replies[0]), [t for r in replies for t in r]
    at = next((k for k, t in enumerate(every) if t.low in ONLY), None)
    only_part = every[at + 1 :] if at is not None else []
    asked = tuple(question)
    hedged = qualified_answer(every)
    if yes is False:
        said = listed + asked  # "Any fatigue? Weight gain? Anything like that you've noticed?" — "No."
        if kept := kept_by_only(every, list(question)):  # "Metformin and insulin?" — "No, just metformin."
            return tuple(t for t in said if t.low not in kept), ()
        picks = _picks(said, reply)  # "Any nausea, vomiting or diarrhea?" — "No nausea.": the nausea only
        return (_dropped(said, picks, keep=True) if picks else said), ()
    if yes:
        if only_part and (picks := _picks(asked, only_part)):  # "Yes. Just the fevers.": the rest denied
            # unless the reply hedges ("Just the fevers, I think.", "… Well, maybe chills too."): nothing denied
            return _dropped(asked, picks, keep=True), () if hedged else _dropped(asked, picks, keep=False)
        picks = _picks(asked, every)  # "Yes, fevers.": the fevers only
        return (_dropped(asked, picks, keep=True) if picks else asked), ()
    said = asked + tuple(reply)
    if kept := kept_before_no(reply, list(question)):
        return tuple(t for t in said if t.low not in kept), ()  # "Some nausea, no vomiting.": nausea not denied
    if only := kept_by_only(reply, list(question)):
        # "Any nausea or vomiting?" — "Just nausea.": the vomiting is not affirmed, it is denied
        dropped = {t.low for t in question if t.is_word} - lexicon.words("stopwords") - only
        picks = _picks(asked, only_part)
        rest = _dropped(asked, picks, keep=False) if picks and not hedged else ()
        return tuple(t for t in question if t.low not in dropped) + tuple(reply), rest
    if left := other_list_items(reply, list(question)):
        # "Did you land on the kneecap?" — "I landed on my side.": the kneecap is not affirmed
        return tuple(t for t in question if t.low not in left) + tuple(reply), ()
    return said, ()
