"""Which word a number counts or prices, so a value is not taken from another noun of the same list.

"We have 3 kids, two boys and a girl" holds a "two" and a "girl", but not "two girls"; "singles are $400 and
couples are $600" holds "$400" and "couples", but not "couples are $400". A value is bound to the first content
word after it ("two boys"), else to the one before it over a copula or a preposition ("couples are $600").
When the evidence's equal value is bound to a word the claim does not hold, and the claim's own word is bound
to another value of the same kind in the evidence, the claim has moved a value from one noun to another.
Ellipsis passes: "two tablets in the morning and one at night" binds "one" to "night", a word of "one tablet at
night".
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token, skip_over
from factlayer.nlp.value_forms import Value
from factlayer.proof.claim import claim_tokens

_OVER = frozenset({"is", "are", "was", "were", "be", "been", "cost", "costs", "costing", "of", "at", "for", "per"})
# a pronoun with its copula stands between a value and its noun too: "and today it's 150 over 95"
_COPULAS = lexicon.words("copulas")
_TIME_LEADS = frozenset({"last", "next"})  # "150 over 95 last time": the value's word is "time"
_OVER_CONTRACTED = frozenset({"it's", "that's", "he's", "she's", "they're", "we're", "you're", "i'm", "there's"})
_JOINS = frozenset({"and", "or", "but", "while", "whereas", "then"})
_CURRENCY = frozenset({"$", "€", "£", "¥"})
_AFTER = 2  # words after the value that may hold its noun ("two small boys")
_BEFORE = 3


def bound_word(tokens: Sequence[Token], value: Value) -> str | None:
    """The stem of the word ``value`` counts or prices in ``tokens``, or None. After a copula the value is said
    of the word before it, named by its modifier when it has one ("heart rate was fifty eight respiratory rate was
    fourteen": 58 is the heart rate's, 14 the respiratory rate's)."""
    stop = lexicon.words("stopwords")
    k = value.first - 2
    if k >= 0 and tokens[k + 1].low in _COPULAS and tokens[k].is_word and tokens[k].low not in stop:
        return _named(tokens, k)
    for k in range(value.last + 1, min(len(tokens), value.last + 1 + _AFTER)):
        if not tokens[k].is_word or tokens[k].low in _JOINS:
            break  # "$400 and couples": the next item of the list, not what the value prices
        if tokens[k].low not in stop and tokens[k].low not in _TIME_LEADS:
            return stem(tokens[k].low)
    k = value.first - 1
    while k >= max(0, value.first - _BEFORE):
        low = tokens[k].low
        if low in _CURRENCY:
            k -= 1
            continue
        if not tokens[k].is_word:
            return None
        if low not in _OVER and low not in _OVER_CONTRACTED and low not in stop:
            return _named(tokens, k)
        k -= 1
    return None


def _named(tokens: Sequence[Token], k: int) -> str:
    """The stem of the noun at ``k``; of a measurement's (``measure_heads.txt``), by the word right before it
    ("heart rate": "heart", not any "rate")."""
    stop = lexicon.words("stopwords")
    modifier = k > 0 and tokens[k].low in lexicon.words("measure_heads") and tokens[k - 1].is_word
    modifier = modifier and tokens[k - 1].low not in stop and tokens[k - 1].low not in _OVER
    return stem(tokens[k - 1].low if modifier else tokens[k].low)


def _one_of(tokens: Sequence[Token], word: str) -> bool:
    """ "a girl", "an apple": the word counted once by an article."""
    return any(a.low in ("a", "an", "one") and b.is_word and stem(b.low) == word for a, b in itertools.pairwise(tokens))


def moved_value(claim_text: str, value: Value, tokens: Sequence[Token], values: Sequence[Value]) -> str | None:
    """A note when the claim's ``value`` is the evidence's number for another noun ("two girls" from "two boys
    and a girl"), else None. ``tokens``/``values``: the evidence statement's."""
    claim = claim_tokens(claim_text)
    mine = bound_word(claim, value)
    if mine is None:
        return None
    claim_stems = {stem(t.low) for t in claim if t.is_word}
    if value.amount != 1:  # "two daughters and a son": the claim counts its son once, not with this value
        claim_stems = {w for w in claim_stems if w == mine or not _one_of(claim, w)}
    equal = [v for v in values if value.equals(v)]
    # The claim's word that the evidence gives another value decides even where the evidence's equal value is bound
    # to no word: "now 190" against "… 190 … and now 175", "heart rate is 80" against "130 over 80, heart rate is 72".
    if not equal or any(bound_word(tokens, v) in claim_stems for v in equal):
        return None
    if all(taken_up_by_it(tokens, v) for v in equal):
        return None  # "your LDL was 160 in March and it's 130 now": "it" is the LDL (``in_time`` reads when)
    holders = [
        v.describe() for v in values if value.same_slot(v) and not value.equals(v) and bound_word(tokens, v) == mine
    ]
    if not holders and value.kind == "number" and value.amount != 1 and _one_of(tokens, mine):
        holders = ["one"]  # "two boys and a girl" has one girl
    if not holders:
        return None
    return f"value: {value.describe()} is said of another word; the claim's word has {holders[0]}"


_DIRECTIONS = {"from": "to", "to": "from"}


def swapped_direction(claim_text: str, value: Value, tokens: Sequence[Token], values: Sequence[Value]) -> str | None:
    """A note when the claim puts the evidence's "from" value in its "to" place or the reverse ("raised from 10
    to 5 mg" against "from 5 to 10 mg"), else None."""
    claim = claim_tokens(claim_text)
    role = claim[value.first - 1].low if value.first > 0 else ""
    if role not in _DIRECTIONS:
        return None
    equal = [v for v in values if value.equals(v) and v.first > 0]
    if equal and all(tokens[v.first - 1].low == _DIRECTIONS[role] for v in equal):
        return f"value: {value.describe()} is what it goes {_DIRECTIONS[role]} in the evidence, not {role}"
    return None


Clause = tuple[Sequence[Token], Sequence[Value]]


def of_claim_word(claim_text: str, value: Value, others: Sequence[Clause], core: Clause) -> str | None:
    """What the window's other clauses count the claim's word with, when the core does not count it: "supports"
    when they give it the claim's ``value`` ("helping 380,000 students | and 639,000 businesses" bears out "helping
    639,000 businesses": the 380,000 is the students'), a note when they give it another value while the core's
    equal value counts another word ("helping 380,000 businesses"), else None. Clauses: (tokens, values)."""
    mine = bound_word(claim_tokens(claim_text), value)
    if mine is None or any(bound_word(core[0], v) == mine for v in core[1] if value.same_slot(v)):
        return None
    theirs = [v for tokens, found in others for v in found if value.same_slot(v) and bound_word(tokens, v) == mine]
    if any(value.equals(v) for v in theirs):
        return "supports"
    claim_stems = {stem(t.low) for t in claim_tokens(claim_text) if t.is_word}
    equal = [v for v in core[1] if value.equals(v)]
    if theirs and equal and all(bound_word(core[0], v) not in claim_stems | {None} for v in equal):
        return f"value: {value.describe()} is said of another word; the claim's word has {theirs[0].describe()}"
    return None


_IT = frozenset({"it", "that", "they"})
_IT_IS = frozenset({"it's", "that's", "they're"})
_SKIPPED = lexicon.words("value_link_skips")
_NOW = lexicon.words("now_words")


def _link(tokens: Sequence[Token], value: Value) -> tuple[str, int]:
    """The copula before ``value`` over adverbs ("it's now 130", "is down to 130") and the index of the word before
    it ("", -1 when there is none)."""
    k = skip_over([t.low for t in tokens], value.first - 1, _SKIPPED, step=-1)
    if k < 0:
        return "", -1
    return tokens[k].low, k - 1


def taken_up_by_it(tokens: Sequence[Token], value: Value, *, opening: bool = False) -> bool:
    """The value is said of "it" after an earlier value of the statement ("… was 160 in March and it's 130 now"),
    or, with ``opening`` (a clause after the one that holds the earlier value), the clause opens on "it" ("and today
    it is 7.8"). The one reading of an "it" that takes up the thing an earlier value was said of."""
    if opening and _opens_on_it(tokens):
        return True
    link, before = _link(tokens, value)
    of_it = link in _IT_IS or (link in _COPULAS and before >= 0 and tokens[before].low in _IT)
    return of_it and any(t.low in _COPULAS for t in tokens[: max(0, before)])


def in_time(claim_text: str, value: Value, clause: Clause) -> tuple[bool, str | None]:
    """The claim's value against a clause that gives its thing a value for a past time, then the value that holds now
    ("your LDL was 160 in March and it's 130 now"): (whether the claim says in the present the value that holds now,
    "A1C is 7.8" for "was 9.2 last time | and today it is 7.8"; a note when it says the value of the other time,
    "LDL is 160", or "LDL was 130", else None)."""
    tokens, values = clause
    claim_link, _ = _link(claim_tokens(claim_text), value)
    pasts = [v for v in values if _link(tokens, v)[0] in ("was", "were")]
    current = [v for v in values if _holds_now(tokens, v)]
    nows = [v for v in current if any(p.last < v.first for p in pasts)]
    if claim_link in ("was", "were"):  # "LDL was 130 in March": 130 is the value now, it was another before
        was = [p for p in pasts if value.same_slot(p)]
        if any(value.equals(v) for v in nows) and was and not any(value.equals(p) for p in was):
            return False, f"value: {value.describe()} is the value now; the evidence says it was {was[0].describe()}"
        return False, None
    if claim_link not in ("is", "are", "'s") and claim_link not in _IT_IS:
        return False, None
    slot_pasts = [p for p in pasts if value.same_slot(p)]
    now = any(value.equals(v) and any(p.last < v.first for p in slot_pasts) for v in current)
    for past in (v for v in pasts if value.equals(v)):
        for later in (v for v in nows if v.first > past.last and value.same_slot(v) and not value.equals(v)):
            note = f"value: {value.describe()} was the value before; the evidence says it is {later.describe()} now"
            return now, note
    return now, None


def _holds_now(tokens: Sequence[Token], value: Value) -> bool:
    """The value is said in the present: after "is", "'s", "it's", or with "now", "today" … next to it."""
    link, _ = _link(tokens, value)
    near = {t.low for t in tokens[max(0, value.first - 4) : value.last + 3]}
    return link in ("is", "are", "'s") or link in _IT_IS or bool(near & _NOW)


_CONTINUING = lexicon.words("it_continuations")


def continued(core: Clause, after: Clause) -> Clause | None:
    """The core with the clause after it, when that clause goes on about the same thing through "it" and says a
    value ("your A1C was 9.2 last time | and today it is 7.8"): one clause, its values renumbered, for
    :func:`in_time`. None otherwise."""
    tokens, values = after
    if not _opens_on_it(tokens) or not values:
        return None
    shift = len(core[0])
    return [*core[0], *tokens], [*core[1], *(replace(v, first=v.first + shift, last=v.last + shift) for v in values)]


def _opens_on_it(tokens: Sequence[Token]) -> bool:
    """The clause opens on "it" past a joining word or a time ("and today it is 7.8")."""
    k = skip_over([t.low for t in tokens], 0, _CONTINUING)
    return k < len(tokens) and tokens[k].low in _IT | _IT_IS
