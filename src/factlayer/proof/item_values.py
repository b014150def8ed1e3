"""A value said of an earlier list item does not carry forward to a later one.

"I take crestor and olmesartan daily and then tylenol for occasional pain" says "daily" of crestor and
olmesartan; "tylenol" comes after, in an item of its own: "takes tylenol daily" is not borne out (nor "swims every
morning" from "I walk every morning and swim on weekends", nor "takes advil twice a day" from "I take lisinopril
twice a day and advil when my back hurts"). Items are cut at "and", "but", "then", "while", ";" and ".". Only
forward, and only a value that trails a word of its own item the claim does not say ("lisinopril twice a day"):
a value after the claim's item may be shared backwards ("crestor and olmesartan daily": crestor daily), one
that leads its item may scope over the list ("for the past two weeks I've had a cough and a fever"), and a clause
with a subject of its own may go on from it ("come back in six months and we'll revisit those scars").
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import range_and
from factlayer.nlp.stems import stem
from factlayer.nlp.value_forms import Value
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

ITEM_JOINS = frozenset({"and", "but", "then", "while", "whereas", ";", "."})


def items_of(core: Statement) -> list[tuple[int, int]]:
    """The core's list items as token ranges, cut at ``ITEM_JOINS`` outside its values ("one and a half")."""
    inside = {k for v in core.values for k in range(v.first, v.last + 1)}
    lows = [t.low for t in core.tokens]
    cuts = [0] + [k for k, low in enumerate(lows) if low in ITEM_JOINS and not range_and(lows, k) and k not in inside]
    cuts += [len(lows)]
    return list(itertools.pairwise(cuts))


def said_of_an_earlier_item(prop: Proposition, core: Statement, value: Value, anchors: list[str]) -> bool:
    """Is every value of ``value``'s slot in the core said, after a word of its own, in an item before the one that
    holds all the claim's words nearest it (``anchors``, stems; each said once in the core)? Then none is the
    claim's item's value."""
    slot = [v for v in core.values if value.same_slot(v)]
    stems = [stem(t.low) for t in core.tokens]
    items = items_of(core)
    if not slot or not anchors or len(items) < 2:
        return False
    where = []
    for anchor in anchors:
        at = [k for k, s in enumerate(stems) if s == anchor]
        if len(at) != 1:
            return False
        where.append(at[0])
    holding = {(a, b) for a, b in items for k in where if a <= k < b}
    if len(holding) != 1:
        return False
    start, end = holding.pop()
    opening = next((t.low for t in core.tokens[start:end] if t.low not in ITEM_JOINS and t.is_word), "")
    if opening.split("'")[0] in lexicon.words("personal_subjects"):
        return False  # "tell the front desk six months and we'll revisit those scars": a clause that goes on
    claim_stems = {t.stem for t in prop.terms}
    plain = lexicon.words("stopwords") | lexicon.words("value_glue")
    for v in slot:
        if v.last >= start:
            return False
        a = max(x for x, _ in items if x <= v.first)
        own = [
            t for t in core.tokens[a : v.first] if t.is_word and t.low not in plain and stem(t.low) not in claim_stems
        ]
        if not own:
            return False  # "for the past two weeks i've had a cough and a fever": the value leads, over the list
    return True


def _period(low: str) -> bool:
    """A word of a time said as an adverbial ("in the morning", "every week"): a period of time_openers.txt."""
    return lexicon.classes("time_openers").get(low) == "period" or lexicon.classes("categories").get(low) == (
        "time_of_day"
    )


def time_of_an_earlier_item(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool:
    """Is a time word of the claim ("in the morning", "every week") matched only in an earlier list item of the core,
    after a word of that item's own, while the claim's words beside it are in a later item? "I take metformin in
    the morning and then lipitor before bed" says no "lipitor in the morning" — the same kind as a value lent
    forward (:func:`said_of_an_earlier_item`), for a time said in words."""
    tokens = claim_tokens(prop.text)
    at = {m.term.stem: m.token for m in matches if m.statement == core.index}
    plain = lexicon.words("stopwords") | lexicon.words("value_glue")  # "every morning": "every" anchors nothing
    stems = {t.stem for t in prop.terms if t.low not in prop.subject.names and t.low not in plain}
    for k, t in enumerate(tokens):
        if not _period(t.low) or stem(t.low) not in at:
            continue
        sides = (range(k - 1, -1, -1), range(k + 1, len(tokens)))
        found = (next((stem(tokens[i].low) for i in side if stem(tokens[i].low) in stems), None) for side in sides)
        anchors = [a for a in found if a is not None and not _period(a)]
        if (
            anchors
            and all(a in at for a in anchors)
            and _forward(prop, core, at[stem(t.low)], [at[a] for a in anchors])
        ):
            return True
    return False


def _forward(prop: Proposition, core: Statement, said: int, anchors: list[int]) -> bool:
    """Does word ``said`` trail a word of its own in an item before the one item of all ``anchors``, which opens
    with no subject of its own?"""
    items = items_of(core)
    holding = {(a, b) for a, b in items for k in anchors if a <= k < b}
    if len(holding) != 1:
        return False
    start, end = holding.pop()
    if said >= start:
        return False
    opening = next((t.low for t in core.tokens[start:end] if t.low not in ITEM_JOINS and t.is_word), "")
    if opening.split("'")[0] in lexicon.words("personal_subjects"):
        return False
    a = max(x for x, _ in items if x <= said)
    plain = lexicon.words("stopwords") | lexicon.words("value_glue")
    claim_stems = {t.stem for t in prop.terms}
    return any(
        t.is_word and t.low not in plain and stem(t.low) not in claim_stems and not _period(t.low)
        for t in core.tokens[a:said]
    )
