"""A value corrected as it is said: "around 5000 units on sundays, and two thous ... or 50,000 units on sundays,
excuse me" says 50,000. When a correction phrase (``lexicon/value_corrections.txt``) follows a value within a few
tokens, with no other value between, the values of the same kind said before it in the sentence are withdrawn; when
there are none and another value of its kind follows the phrase ("twice a week, sorry, I mean once a week"), the one
before the phrase is. A sentence that opens with the phrase and only says a value again ("I take 5 mg of prednisone.
Sorry, it was 10 mg."; its other words light or said in the sentence before) withdraws the values of that kind in
the sentence before it (:func:`withdrawn_across`)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import values
from factlayer.nlp.phrases import phrases
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.nlp.value_forms import Value

_REACH = 6  # tokens after a value where its correction phrase may start


def _corrects(tokens: Sequence[Token], value: Value, later: Sequence[Value]) -> bool:
    stop = min([len(tokens), value.last + 1 + _REACH, *(v.first for v in later)])
    lows = [t.low for t in tokens]
    return any(
        tuple(lows[k : k + len(p)]) == p for k in range(value.last + 1, stop) for p in phrases("value_corrections")
    )


def withdrawn(sentence: Sequence[Token]) -> frozenset[int]:
    """Offsets (the first token's start) of the values a later value of the same kind corrects in ``sentence``."""
    if not _may_correct(sentence):
        return frozenset()  # no correction phrase starts anywhere in it: nothing is corrected (most sentences)
    found = values(sentence)
    out: set[int] = set()
    for j, value in enumerate(found):
        if not _corrects(sentence, value, found[j + 1 :]):
            continue
        earlier = [sentence[v.first].start for v in found[:j] if v.same_slot(value) and not v.equals(value)]
        if earlier:
            out.update(earlier)  # "5000 units ... or 50,000 units, excuse me": the one before is taken back
        elif any(v.same_slot(value) and not v.equals(value) for v in found[j + 1 :]):
            out.add(sentence[value.first].start)  # "twice a week, sorry, I mean once a week": this one is
    return frozenset(out)


def _may_correct(sentence: Sequence[Token]) -> bool:
    """Does a correction phrase possibly start in ``sentence`` (one of its words opens one)?"""
    firsts = _first_words()
    return firsts is None or any(t.low in firsts for t in sentence)


@cache
def _first_words() -> frozenset[str] | None:
    """The words the correction phrases open with (None if a phrase were empty: it would be found anywhere)."""
    found = phrases("value_corrections")
    return None if any(not p for p in found) else frozenset(p[0] for p in found)


_LIGHT = ("stopwords", "interjections", "hesitations", "discourse", "yes")


def withdrawn_across(before: Sequence[Token], after: Sequence[Token]) -> frozenset[int]:
    """Offsets of the values of ``before`` that the next sentence of the same speaker, ``after``, takes back: it
    opens with a correction phrase (``lexicon/value_corrections.txt``), says a value within a few tokens of it, and
    holds no word but light ones and those of ``before`` ("Sorry, it was 10 mg."; not "Sorry, and I swim 3 miles")."""
    at = [k for k, t in enumerate(after) if t.is_word or t.is_number]
    lows = [after[k].low for k in at]
    start = next((k for k, low in enumerate(lows) if low not in lexicon.words("interjections")), len(lows))
    end = start
    while phrase := next((p for p in phrases("value_corrections") if tuple(lows[end : end + len(p)]) == p), None):
        end += len(phrase)  # "sorry, I mean": one correction
    if end == start:
        return frozenset()
    said = [v for v in values(after) if v.kind != "number"]  # a bare number says no kind to correct
    if not said:
        return frozenset()
    opened = at[end - 1]
    if said[0].first <= opened or sum(after[k].is_word for k in range(opened + 1, said[0].first)) > _REACH:
        return frozenset()
    light = lexicon.union(*_LIGHT)
    known = {stem(t.low) for t in before if t.is_word}
    inside = {k for v in said for k in range(v.first, v.last + 1)}
    rest = [after[k].low for k in at if k > opened and k not in inside]
    if any(low not in light and stem(low) not in known for low in rest):
        return frozenset()  # a sentence with news of its own, not a value said again
    if any(low == "no" or low in lexicon.words("negations") for low in rest):
        return frozenset()  # "Sorry, it was not 10 mg.": a denial, not a value said again
    rivals = [v for v in values(before) if any(v.same_slot(w) and not v.equals(w) for w in said)]
    # "5 mg of prednisone and 20 mg of lisinopril. Sorry, it was 10 mg.": which one it corrects is not said
    return frozenset({before[rivals[0].first].start}) if len(rivals) == 1 else frozenset()


def kept_values(clause: Sequence[Token], taken_back: frozenset[int]) -> tuple[Value, ...]:
    """The values of a clause of a sentence, without those ``taken_back`` (:func:`withdrawn`)."""
    return tuple(v for v in values(clause) if clause[v.first].start not in taken_back)


def withdrawn_in_turns(sentences: Sequence[Sequence[Token]], turns: Sequence[int]) -> list[frozenset[int]]:
    """For each sentence, the offsets of its values taken back (:func:`withdrawn`), in it or by the next sentence of
    its turn (:func:`withdrawn_across`); ``turns``: each sentence's turn."""
    out = []
    for k, tokens in enumerate(sentences):
        taken = withdrawn(tokens)
        if k + 1 < len(sentences) and turns[k + 1] == turns[k]:
            taken |= withdrawn_across(tokens, sentences[k + 1])
        out.append(taken)
    return out
