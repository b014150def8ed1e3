"""The items of a question's list ("Any fevers, chills or night sweats?", "Is it the left knee or the right knee?",
"Did you go to the ER or urgent care?") and which of them a reply names.

A "yes" to a question that offers alternatives joined by "or" says that one of them holds, not which
(:func:`alternatives`): "Any fever or chills?" — "Yeah." bears out neither the fever nor the chills alone. A reply
that names one of them ("Only urgent care.", "The left one.", "Just chills") picks it (:func:`picks`); with
"only"/"just" it leaves the others out (``proof.answer_scope``).
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token

__all__ = ["Picks", "alternatives", "dropped", "items", "picks", "without_items"]

_LIST_BREAKS = lexicon.words("list_breaks")
_ITEM_WORDS = 3  # content words of a list item at most: "night sweats", not "felt a real connection with the fans"
# an item that names nothing of its own: "… or anything like that?", "… yes or no?", "… or not?", "… or what?"
_OPEN_ITEMS = frozenset({"like", "else", "yes", "no", "not", "what", "stuff", "whatever", "etc", "so", "one", "ones"})
_STAND_INS = frozenset({"one", "ones"})  # "the left one": the item's head said again


def _skip() -> frozenset[str]:
    return lexicon.words("stopwords") | lexicon.words("auxiliaries")


def items(question: Sequence[Token]) -> list[list[int]]:
    """The positions of the content words of each item of the question's list, cut at commas, "and"/"or"/"nor"
    and question marks ("Any fevers, chills or night sweats?", "Any fatigue? Weight gain?"); [] unless two items
    or more, each of a few words, are joined by a conjunction or a question mark between them (not "and any
    weakness in, in your legs?", nor "have you been to a game and felt a connection with the other fans?")."""
    skip = _skip()
    out: list[list[int]] = [[]]
    joined = False
    for k, t in enumerate(question):
        if t.low in _LIST_BREAKS or t.low in (",", "?"):
            between = any(out) and k + 1 < len(question)
            joined = joined or (between and (t.low in _LIST_BREAKS or t.low == "?"))
            out.append([])
        elif t.is_word and t.low not in skip:
            out[-1].append(k)
    out = [item for item in out if item]
    if len(out) < 2 or not joined or any(len(item) > _ITEM_WORDS for item in out):
        return []
    return out


def alternatives(question: Sequence[Token]) -> list[list[int]]:
    """The items of a list of alternatives: two or more joined by "or" ("Any fever or chills?", "Is it the left
    or the right?"), each naming something ("or anything like that", "yes or no" name nothing); each item only its
    words next to the "or" or comma that joins it ("did you go to | the ER" is the ER; "pain or discomfort | in your
    chest": the discomfort). [] for a list joined by "and" ("diabetes and high blood pressure?": a yes says both)."""
    found = items(question)
    between = [t.low for t in question[found[0][-1] : found[-1][0]]] if found else []
    if "or" not in between:
        return []
    concrete = [_adjacent(question, item, first=k == 0) for k, item in enumerate(found)]
    concrete = [item for item in concrete if not all(question[j].low in _OPEN_ITEMS for j in item)]
    return concrete if len(concrete) >= 2 else []


def _adjacent(question: Sequence[Token], item: list[int], *, first: bool) -> list[int]:
    """The run of the item's words with nothing between them, the last run of the first item ("go to the ER": the
    ER), the first run of the others ("discomfort in your chest": discomfort)."""
    runs: list[list[int]] = [[item[0]]]
    for k in item[1:]:
        if k == runs[-1][-1] + 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    return runs[-1] if first else runs[0]


def without_items(question: Sequence[Token]) -> tuple[Token, ...]:
    """A question of alternatives without its items' words: what a bare "yes" to it bears out ("Do you have pain in
    your knee or your hip?" — "Yes.": the pain, neither the knee nor the hip alone); the question itself if it
    offers none."""
    found = alternatives(question)
    out = {k for item in found for k in item}
    return tuple(t for k, t in enumerate(question) if k not in out)


Picks = tuple[list[list[int]], list[bool], set[str]]


def picks(question: Sequence[Token], reply: Sequence[Token], *, choice: bool = False) -> Picks | None:
    """The list's items, which of them the reply names (every word, or the last one when no other item ends with
    it: "the back pain" names "back pain", not "chest pain"; or, among ``choice`` alternatives, every word no other
    item has: "the left one" names "the left knee") and the reply's stems; None unless it names some of them, not
    all."""
    found = alternatives(question) if choice else items(question)
    said = {stem(t.low) for t in reply if t.is_word and t.low not in _skip()}
    if not found or not said - {stem(w) for w in _STAND_INS}:
        return None
    lasts = [stem(question[item[-1]].low) for item in found]
    stems = [{stem(question[k].low) for k in item} for item in found]
    named = []
    for n, (item, last) in enumerate(zip(found, lasts, strict=True)):
        own = stems[n] - set().union(*(s for m, s in enumerate(stems) if m != n))
        named.append(
            all(stem(question[k].low) in said for k in item)
            or (last in said and lasts.count(last) == 1)
            or (choice and bool(own) and own <= said)
        )
    return (found, named, said) if any(named) and not all(named) else None


def dropped(question: Sequence[Token], found: Picks, keep: bool) -> tuple[Token, ...]:
    """With ``keep``, what the reply picks: the question without the words of the items it does not name, but for
    those it says ("chest pain or back pain?" — "the back pain": "pain" stays). Else what it leaves out: the
    question without the words it says of the items it names ("did you go to the ER or urgent care?" — "only the
    ER": "go" stays)."""
    listed, named, said = found
    out = {k for item, n in zip(listed, named, strict=True) if n != keep for k in item}
    out = {k for k in out if (stem(question[k].low) in said) != keep}
    return tuple(t for k, t in enumerate(question) if k not in out)
