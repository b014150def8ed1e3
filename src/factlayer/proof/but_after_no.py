"""A "no" whose reply goes on in a sentence opening with "but" ("Do you have a primary care doctor?" — "No. But I
have a case manager."): the "but" brings up something else, and the no stands — unless that sentence comes back
to the thing asked about ("No. But actually, yes, I did have some last week.", "No. But I used to.", "No. But I
had chest pain last week."), which takes the no back (``proof.reply_holds.taken_back``)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON_WORDS
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token

_CONTRAST = frozenset({"but", "though", "although", "however"})
_FILLERS = frozenset({"um", "uh", "well", "so", "like", ",", "oh"})
# words that come back to what was asked: a yes, a doubt, a pro-form or a do-verb standing for the asked verb
_BACK = lexicon.words("back_to_the_asked")


def another_thing(question: Sequence[Token], after: Sequence[Token]) -> bool:
    """Does the sentence ``after`` a "no" open with "but" and speak of something other than ``question`` asks about:
    another person ("But my wife does.") or another thing, with none of the question's words and nothing that
    stands for them ("But I have a case manager.")?"""
    words = [t.low for t in after if t.is_word and t.low not in _FILLERS]
    if len(words) < 2 or words[0] not in _CONTRAST:
        return False
    rest = words[1:]
    relations = lexicon.members("relations")
    if rest[0] in THIRD_PERSON_WORDS or (rest[0] == "my" and rest[1:2] != [] and rest[1] in relations):
        return not any(w in ("i", "i'm", "i've", "me") for w in rest)  # "But my wife does.": hers, not the speaker's
    if any(w in _BACK for w in rest) or any(w in lexicon.words("yes") for w in rest[:2]):  # not "right outside"
        return False
    light = lexicon.words("stopwords")
    asked = {stem(t.low) for t in question if t.is_word and t.low not in light}
    return not any(stem(w) in asked for w in rest if w not in light)
