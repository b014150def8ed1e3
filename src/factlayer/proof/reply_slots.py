"""Where a reply puts a word of its own in the place of the question's item, it answers with another item.

"Did you go to the emergency room or urgent care?" — "I went to urgent care": the reply names the other item of
the list, so "emergency room" is not what it took up. "Did you land on the kneecap?" — "I landed on my side": after
the repeated verb and the same preposition the reply names its own word, where the question named the kneecap.
Both are read only for a word the claim borrows from what was said before (proof/context.py ``_referred``: a
question, or a statement the reply goes on from, "and did you land on the kneecap i mean"); a reply that
goes on without a preposition shared with the question ("Did you stop playing soccer after that?" — "I had to stop
playing right away") still carries the question's topic. "Is the pool heated?" — "The pool is open until ten.": after
the subject it repeats and its own "is", the reply says a word or value of its own where the question had its
predicate, so "heated" is not what it took up. So is an object of its own right after the repeated verb ("unless QA
finds a blocker" — "QA found two minor bugs": no blocker).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import listed_verb
from factlayer.proof.answer_scope import other_list_items


def answered_otherwise(reply: Sequence[Token], question: Sequence[Token], token: int, *, posited: bool = False) -> bool:
    """Does the reply name another item of the question's list, or its own word after a word it repeats and the
    same preposition, where the question has word ``token``? With ``posited`` (the question only supposes or asks
    it: "unless QA finds a blocker"), also its own object right after the repeated verb."""
    if other_item_named(reply, question, token):
        return True
    stopwords = lexicon.words("stopwords")
    said = {stem(t.low): j for j, t in enumerate(reply) if t.is_word and t.low not in stopwords}
    return any(
        own_word_in_slot(reply, said[stem(t.low)], question, k, token, objects=posited)
        or own_predicate(reply, said[stem(t.low)], question, k, token)
        for k, t in enumerate(question)
        if t.is_word and k != token and stem(t.low) in said
    )


_COPULAS = lexicon.words("copulas")


def own_predicate(reply: Sequence[Token], j: int, question: Sequence[Token], k: int, token: int) -> bool:
    """ "Is the pool heated?" — "The pool is open until ten." / "Parking is 15 euros a day": the question opens on
    "is", word ``token`` follows the subject it repeats (at ``k``; the reply's at ``j``), and the reply goes on with
    its own "is" to a value or a word the question does not hold, or with a verb of its own ("Is Sam sick?" — "Sam
    stayed home today."; module docstring)."""
    if token != k + 1 or not question or question[0].low not in _COPULAS:
        return False
    rest = list(reply[j + 1 :])
    asked = {stem(t.low) for t in question if t.is_word}
    if rest and rest[0].low not in _COPULAS and rest[0].low not in lexicon.words("auxiliaries"):
        # "Is Sam sick?" — "Sam stayed home today.": a verb of its own right after the subject
        return listed_verb(rest[0].low) and stem(rest[0].low) not in asked
    if not rest:
        return False
    said = list(itertools.takewhile(lambda t: not t.is_punct, rest[1:]))  # up to a comma: "The pool is, till ten"
    if any(t.low in lexicon.words("negations") for t in said):
        return False  # "The pool is not heated": a denial, read as one
    openers = lexicon.words("determiners")
    return any(t.is_number or (t.low not in openers and stem(t.low) not in asked) for t in said)


def other_item_named(reply: Sequence[Token], question: Sequence[Token], token: int) -> bool:
    """Does the reply name another item of the question's list, and not the one of word ``token``?"""
    return question[token].low in other_list_items(list(reply), list(question))


def own_word_in_slot(
    reply: Sequence[Token], j: int, question: Sequence[Token], k: int, token: int, *, objects: bool = False
) -> bool:
    """After the word the reply repeats (at ``j``; the question's at ``k``, before ``token``), do both go on with
    the same preposition, the question to ``token`` (its first content word there) and the reply to a content word
    the question does not hold ("land on the kneecap" — "landed on my side")?"""
    if token <= k:
        return False
    stopwords = lexicon.words("stopwords")
    openers = lexicon.words("determiners")
    q_between = [t.low for t in question[k + 1 : token]]
    if any(low not in stopwords for low in q_between):
        return False  # "land on the left kneecap": another content word first; left to the caller
    r_between: list[str] = []
    w = None
    counts = lexicon.words("number_words")
    for t in reply[j + 1 :]:
        if t.is_number or t.low in counts:
            r_between.append(t.low)  # "found two minor bugs": a count before the object
            continue
        if not t.is_word:
            return False
        if t.low not in stopwords:
            w = t
            break
        r_between.append(t.low)
    if w is None:
        return False
    asked = {stem(t.low) for t in question if t.is_word}
    if stem(w.low) in asked:
        return False
    # the same preposition right before each slot word, over determiners only ("on the kneecap" / "on my side";
    # not "to do to calm down" / "to just take a look": an infinitive's "to")
    shared = (set(q_between) & set(r_between)) - openers
    if any(_heads(q_between, p, openers) and _heads(r_between, p, openers) for p in shared):
        return True
    # or right after the repeated verb, each its own object ("unless QA finds a blocker" — "QA found two minor bugs")
    glue = openers | counts
    return objects and listed_verb(question[k].low) and all(x in glue for x in q_between + r_between if not x.isdigit())


def _heads(between: list[str], prep: str, openers: frozenset[str]) -> bool:
    """Is the last ``prep`` of ``between`` followed by determiners only?"""
    last = len(between) - 1 - between[::-1].index(prep)
    return all(low in openers for low in between[last + 1 :])
