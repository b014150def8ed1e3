"""The values of a proposition (amounts, counts, times, dates) against an evidence window."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import range_and
from factlayer.nlp.stems import stem
from factlayer.nlp.value_forms import Value
from factlayer.proof.binding import (
    Clause,
    continued,
    in_time,
    moved_value,
    of_claim_word,
    swapped_direction,
    taken_up_by_it,
)
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.gapping import with_lent_unit
from factlayer.proof.item_values import ITEM_JOINS, said_of_an_earlier_item
from factlayer.proof.scale_ends import claim_scale_end, without_scale_ends
from factlayer.proof.source import Statement
from factlayer.proof.verb_value import value_of_the_verb


def values_against(
    prop: Proposition, statements: list[Statement], core: Statement, asked: Sequence[Statement] = ()
) -> tuple[list[str], list[str], list[str]]:
    """(conflicts, weak conflicts, missing values) of the proposition's values against the window. A rival value
    in the core statement conflicts; one only in a neighbouring statement conflicts weakly (decides only when
    nothing supports): "one was abnormal" is not contradicted by "abnormal weight gain. Two of three tests were
    normal" — the two is not the claim's count. ``asked``: the questions just before the core, by another speaker
    (a bare count in a reply takes the noun they name)."""
    conflicts: list[str] = []
    weak: list[str] = []
    missing: list[str] = []
    # "on a scale of one to ten, how bad is it?" — "about a four": the one and the ten rate nothing (proof.scale_ends)
    scaled, statements, core = statements, [without_scale_ends(st) for st in statements], without_scale_ends(core)
    evidence = [v for st in statements for v in st.values]
    said = with_lent_unit(core, statements)  # "… two tablets in the morning and one at night": one tablet
    after = next((st for st in statements if st.index == core.index + 1 and st.speaker == core.speaker), None)
    went_on = continued((core.tokens, said), (after.tokens, after.values)) if after is not None else None
    for value in prop.values:
        if (scale := claim_scale_end(prop, value, scaled)) is not None:
            if not scale:  # "on a scale of one to five": the claim's scale is not said
                missing.append(f"{value.describe()} (a scale the evidence does not give)")
            continue
        if went_on is not None and (now := _went_on(prop.text, value, went_on)) is not None:
            if now != "supports":
                conflicts.append(now)  # "A1C is 9.2" for "was 9.2 last time | and today it is 7.8"
            continue
        # The statement that holds the claim's terms decides a value it states ("5 mg in the morning and
        # 10 mg at night" does not support "10 mg in the morning"); others only where it states none.
        in_core = [v for v in said if value.same_slot(v)]
        if in_core and (moved := moved_value(prop.text, value, core.tokens, said)):
            conflicts.append(moved)  # "two girls" from "two boys and a girl"
            continue
        others = [(st.tokens, st.values) for st in statements if st is not core]
        elsewhere = of_claim_word(prop.text, value, others, (core.tokens, said)) if in_core else None
        if elsewhere == "supports":
            continue  # "helping 380,000 students | and 639,000 businesses": the rival counts another word
        if elsewhere is not None:
            conflicts.append(elsewhere)  # "helping 380,000 businesses" from the same
            continue
        if in_core and (updated := in_time(prop.text, value, (core.tokens, said))[1]):
            conflicts.append(updated)  # "LDL is 160" against "was 160 in March and it's 130 now"
            continue
        if in_core and (swapped := swapped_direction(prop.text, value, core.tokens, said)):
            conflicts.append(swapped)  # "raised from 10 to 5 mg" against "from 5 to 10 mg"
            continue
        if (item := _own_item(prop, core, value)) is not None:
            if any(v.bears_out(value) for v in item):
                continue
            if any(v.excludes(value) for v in item):  # "aspirin 81 mg daily and brilinta 90 mg twice daily"
                conflicts.append(f"{value.describe()} vs {item[0].describe()} (said of the claim's own item)")
            else:
                missing.append(f"{value.describe()} (the evidence says {item[0].describe()})")
            continue
        if said_of_an_earlier_item(prop, core, value, _nearest_terms(prop, value)):
            # "i take crestor and olmesartan daily and then tylenol for occasional pain": "daily" is said of the
            # items before tylenol's, not of it — supported only by a value said elsewhere, else absent
            taken = {(core.index, v.first) for v in said if value.same_slot(v)}
            if not any(v.bears_out(value) for st in statements for v in st.values if (st.index, v.first) not in taken):
                missing.append(f"{value.describe()} (said of another item)")
            continue
        if in_core and (verbs := value_of_the_verb(prop.text, value, core.tokens, said)) is not None:
            weak.append(f"{value.describe()} vs {verbs.describe()} (said of the claim's verb)")
            continue  # "tomorrow's 10:05 flight, arriving at 1:30": the arrival is at 1:30
        if any(v.bears_out(value) for v in (in_core or evidence)):
            continue
        if open_ := [v for v in (in_core or evidence) if value.same_slot(v) and not v.excludes(value)]:
            # a bound that allows the claim's value without saying it ("two weeks" / "more than two weeks"), or a
            # value the claim's bound leaves open: not borne out, not denied
            missing.append(f"{value.describe()} (the evidence says {open_[0].describe()})")
            continue
        pool = evidence
        if _said_of_another_item(prop, core, value):
            # "i take crestor and olmesartan daily and then tylenol for occasional pain": the core's "daily" is
            # not tylenol's; it is no rival of "tylenol once a month" (this only takes away a conflict)
            taken = {(core.index, v.first) for v in said if value.same_slot(v)}
            pool = [v for st in statements for v in st.values if (st.index, v.first) not in taken]
            in_core = []
        if any(value.same_rate(v) for v in said):
            missing.append(value.describe())  # "four times a month" for "once a week": not said so, not denied
            continue
        rest = [w for w in prop.values if w is not value]
        if any(value.equals(v) for v in pool) and any(w.equals(v) for w in rest for v in in_core):
            # "A1c is 8, up from about 6" — "it's 8 ... it was about 6": each value in its own clause, said in the
            # claim's order ("A1c is 6, up from about 8" is not borne out)
            if _in_order(prop, value, [w for w in rest if any(w.equals(v) for v in in_core)], statements, core):
                continue
            missing.append(value.describe())
            continue
        # The claim's own other amount is no rival of this one ("8, up from about 6" against "your a1c is 8"): absent.
        # Not an ordinal: "the first stage" and "the second" are two things, each its own.
        own = [w for w in rest if w.kind != "ordinal"]
        rivals = [v for v in pool if value.same_slot(v) and not any(w.equals(v) for w in own)]
        in_core = [v for v in in_core if not any(w.equals(v) for w in own)]
        if in_core:
            conflicts.append(f"{value.describe()} vs {in_core[0].describe()}")
        elif rivals and len(statements) == 1:
            conflicts.append(f"{value.describe()} vs {rivals[0].describe()}")
        elif rivals:
            weak.append(f"{value.describe()} vs {rivals[0].describe()}")
        elif not _elliptical_count(value, core, asked):
            missing.append(value.describe())
    return conflicts, weak, missing


_ITEM_JOINS = ITEM_JOINS


def _item_join(lows: list[str], k: int) -> bool:
    return lows[k] in _ITEM_JOINS and not range_and(lows, k)  # "between 9 and 11": one range, not two items


def _went_on(claim_text: str, value: Value, clause: Clause) -> str | None:
    """The claim's value against a core that goes on into the next clause through "it" (``binding.continued``):
    "supports" when it is the value that holds now, a note when it is a value of before, else None."""
    now, note = in_time(claim_text, value, clause)
    return "supports" if now else note


def _own_item(prop: Proposition, core: Statement, value: Value) -> list[Value] | None:
    """The values of ``value``'s slot in the core's list item that holds the claim's words nearest the value, when
    two or more items state one: "brilinta ninety milligrams twice daily" in "aspirin eighty one milligrams daily
    and brilinta ninety milligrams twice daily" (items are cut at "and", "but", "then", ";"). None when those words
    are not each in exactly one item, the same one ("takes 10 mg at night": "takes" and "night" disagree)."""
    lows = [t.low for t in core.tokens]
    inside = {k for v in core.values for k in range(v.first, v.last + 1)}  # "one and a half": one value
    cuts = [0] + [k for k, low in enumerate(lows) if _item_join(lows, k) and k not in inside] + [len(lows)]
    slot = [v for v in core.values if value.same_slot(v)]
    items = [(a, b) for a, b in itertools.pairwise(cuts) if any(a <= v.first < b for v in slot)]
    if len(items) < 2 or any(taken_up_by_it(core.tokens, v) for v in slot):
        return None  # "your LDL was 160 in March and it's 130 now": one thing, two times (``in_time``)
    found = set()
    for anchor in _nearest_terms(prop, value):
        at = [k for k, low in enumerate(lows) if stem(low) == anchor]
        holding = {(a, b) for a, b in items if any(a <= k < b for k in at)}
        if len(at) != 1 or len(holding) != 1:
            return None
        found |= holding
    if len(found) != 1:
        return None
    a, b = found.pop()
    return [v for v in slot if a <= v.first < b]


def _said_of_another_item(prop: Proposition, core: Statement, value: Value) -> bool:
    """Do the claim's words nearest ``value`` lie together in one list item of the core that states no value of its
    slot, while another item does ("crestor and olmesartan daily and then tylenol for occasional pain")? Not when
    that item opens a clause with a subject pronoun ("tell the front desk six months and we'll revisit the scars")."""
    lows = [t.low for t in core.tokens]
    inside = {k for v in core.values for k in range(v.first, v.last + 1)}
    cuts = [0] + [k for k, low in enumerate(lows) if _item_join(lows, k) and k not in inside] + [len(lows)]
    items = list(itertools.pairwise(cuts))
    slot = [v for v in core.values if value.same_slot(v)]
    anchors = _nearest_terms(prop, value)
    if len(items) < 2 or not slot or not anchors:
        return False
    holding = set()
    for anchor in anchors:
        at = [k for k, low in enumerate(lows) if stem(low) == anchor]
        if len(at) != 1:
            return False
        holding |= {(a, b) for a, b in items if a <= at[0] < b}
    if len(holding) != 1:
        return False
    a, b = holding.pop()
    opening = next((low for low in lows[a:b] if low not in _ITEM_JOINS and any(c.isalnum() for c in low)), "")
    if opening.split("'")[0] in lexicon.words("personal_subjects"):
        return False  # "… six months and we'll revisit those scars": a clause of its own, not a verbless item
    if any(a <= v.first < b for v in slot):
        return False
    # the items that state the slot hold none of the claim's words ("ejection fraction thirty five percent and …")
    stems = {t.stem for t in prop.terms}
    return not any(stem(lows[k]) in stems for v in slot for x, y in items if x <= v.first < y for k in range(x, y))


def _nearest_terms(prop: Proposition, value: Value) -> list[str]:
    """The stems of the claim's content words nearest before and after ``value`` (over its other values)."""
    tokens = claim_tokens(prop.text)
    stems = {t.stem for t in prop.terms if t.low not in prop.subject.names}
    taken = {k for v in prop.values for k in range(v.first, v.last + 1)}
    sides = (range(value.first - 1, -1, -1), range(value.last + 1, len(tokens)))
    found = [
        next((stem(tokens[k].low) for k in side if k not in taken and stem(tokens[k].low) in stems), None)
        for side in sides
    ]
    return [f for f in found if f is not None]


def _elliptical_count(value: Value, core: Statement, asked: Sequence[Statement]) -> bool:
    """A bare count in the statement whose noun a question before it names: "do you have children?" — "i have
    five" bears out "5 children" (not "five dogs": a count with a noun of its own is that noun's)."""
    if value.kind != "quantity" or value.unit is None:
        return False
    if not any(
        v.kind == "number" and v.unit is None and abs(v.amount - value.amount) < 1e-9 and _ends_phrase(core, v.last)
        for v in core.values
    ):
        return False  # "i have five dogs": the count has a noun of its own, not the question's
    units = lexicon.groups("units")
    return any(units.get(t.low) == value.unit for st in asked for t in st.tokens)


def _in_order(
    prop: Proposition, value: Value, in_core: list[Value], statements: list[Statement], core: Statement
) -> bool:
    """Is ``value`` said before or after the core as the claim says it before or after its values ``in_core``?"""
    first_in_claim = all(prop.values.index(value) < prop.values.index(w) for w in in_core)
    holders = [st.index for st in statements if st is not core and any(value.equals(v) for v in st.values)]
    return any((index < core.index) == first_in_claim for index in holders)


def _ends_phrase(core: Statement, last: int) -> bool:
    """Does nothing but punctuation or "or so"/"of them"/"now"/"total" follow the number at token ``last``?"""
    after = [t.low for t in core.tokens[last + 1 :] if t.is_word]
    return not after or after[0] in ("or", "of", "now", "total", "altogether")


def says_amount(values: Sequence[Value], statement: Statement) -> int:
    """How many of ``values`` the statement says the amount of, in any unit ("five" for "five children")."""
    return sum(any(v.amount == value.amount for v in statement.values) for value in values)


def says_bound(values: Sequence[Value], statement: Statement) -> int:
    """How many of ``values`` that carry a bound the statement gives the same kind of bound ("almost 40" for
    "almost 50"): where a claim of bounded values only is to be checked."""
    return sum(any(v.bound == value.bound for v in statement.values) for value in values if value.bound)


def named_elsewhere(prop: Proposition, core: Statement, window: list[Statement]) -> bool:
    """The claim is about a person by name whom the window neither names nor speaks as: its values may be
    someone else's ("It's true for all seniors over 65 years old" is no age of Myles Lynch)."""
    if prop.subject.kind != "person" or core.subject.known() or prop.subject.same(core.holder()) is not False:
        return False
    words = {t.low for st in window for t in st.tokens}
    return not any(all(w in words for w in name.split()) for name in prop.subject.names)


def unit_rivals(prop: Proposition, strong: list[str], value_conflicts: list[str]) -> bool:
    """Every conflict of ``strong`` is another amount of a claim's value that has a unit ("1 per week" against "once
    a day", "45 percent" against "35 percent"): said where the claim's thing is only referred to ("i use it once a
    week"), such a rival still conflicts, weakly. Not a bare number ("one O two" read as 1) nor a word's degree."""
    return bool(strong) and set(strong) <= set(value_conflicts) and all(v.unit for v in prop.values)


def said_somewhere(prop: Proposition, statements: Sequence[Statement]) -> bool:
    """Does a statement give one of the claim's values, the same amount of the same unit ("three months" for "three
    months ago")? Then a rival amount beside a claim word left unsaid may be another matter's, the claim's being
    said elsewhere."""
    said = {(v.amount, v.unit) for st in statements for v in st.values}
    return any((value.amount, value.unit) in said for value in prop.values)
