"""Parallel parts: a claim that takes one part's qualifier and another part's predicate of one speaker's sentence.

"In summer I cycle, in winter I ski" holds every word of "Ana skis in summer", but "summer" lies in one part (cut at
a comma, a semicolon, "and", "but", "while", "whereas", or a clause's end) and "ski" in another; the part of "ski"
has its own qualifier of the same class ("winter") and the part of "summer" its own word where "ski" stands
("cycle"). Each part pairs its qualifier with its own predicate, so the claim recombines them. The same shape with
names ("Jo leads design and Kai leads research": "Kai leads design"), a time of life ("I used to live in Lyon; now I
live in Oslo": "used to live in Oslo"), a day, a time of day, a season.

A qualifier is a claim word of a class (``categories.txt``, ``parallel_classes.txt``) or a name written with a
capital. Both rivals are needed: a part that says only a qualifier ("worse in the morning and at night") or only
another thing ("metformin and insulin in the morning") shares the rest of the sentence, and binds nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.binding import taken_up_by_it
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["recombined_parts", "value_of_another_part"]

_CUTS = frozenset({",", ";", ":", "--", "—", "and", "but", "while", "whereas"})
Place = tuple[int, int]  # (statement index, token index)


@cache
def _not_content() -> frozenset[str]:
    names = ("stopwords", "first_person", "second_person", "third_person", "hesitations", "discourse")
    return lexicon.union(*names)


def _content(tokens: Sequence[Token], i: int) -> bool:
    t = tokens[i]
    return t.is_word and len(t.low) > 1 and t.low not in _not_content() and t.low.rstrip("'s") not in _not_content()


def _class(tokens: Sequence[Token], i: int) -> str | None:
    """The qualifier class of ``tokens[i]``: a class of the lexicons, "name" for a capitalised word, else None."""
    t = tokens[i]
    if t.low == "used" and (i + 1 >= len(tokens) or tokens[i + 1].low != "to"):
        return None  # "I used a cane": no time of life
    low, base = t.low.removesuffix("'s"), stem(t.low.removesuffix("'s"))
    for name in ("parallel_classes", "categories"):
        found = lexicon.classes(name).get(base) or lexicon.classes(name).get(low)
        if found:
            return found
    return "name" if t.text[:1].isupper() and _content(tokens, i) else None


def _kind(tokens: Sequence[Token], i: int) -> str:
    return _class(tokens, i) or "plain"


def _parts(statements: Sequence[Statement], text: str, *, numbers: bool = False) -> dict[Place, int]:
    """The part of each content word (with ``numbers``: of every word and number) of ``statements`` (one speaker's
    clauses, in order): a clause of another sentence, or one after a cut (``text`` between two clauses of a
    sentence, "I used to live in Lyon; now …"), opens a part; a clause split off without one ("on Sundays | I sleep
    late") does not."""
    part, out, last = 0, {}, None
    for st in statements:
        between = text[last.end : st.start] if last is not None and last.sentence == st.sentence else ""
        cut = any(c in between for c in ",;:—") or " - " in between or bool(_CUTS & set(between.lower().split()))
        if last is None or last.sentence != st.sentence or cut:  # "… in the morning | and | my wife takes 40"
            part += 1
        last = st
        for i, t in enumerate(st.tokens):
            if t.low in _CUTS:
                part += 1
            elif _content(st.tokens, i) or (numbers and (t.is_number or t.is_word)):
                out[st.index, i] = part
    return out


def _claim_words(prop: Proposition) -> tuple[tuple[Token, ...], list[int]]:
    tokens = claim_tokens(prop.text)
    return tokens, [i for i in range(len(tokens)) if _content(tokens, i)]


def _claim_class(claim: Sequence[Token], c: int, said: Sequence[Token]) -> str | None:
    """A claim word's class; its first word's capital says nothing, so it is a name as the evidence writes it."""
    found = _class(claim, c)
    if found != "name" or c > 0:
        return found
    return "name" if any(t.text[:1].isupper() for t in said) else None


def _speakers_sentence(core: Statement, window: Sequence[Statement]) -> list[Statement]:
    """The core speaker's own clauses of the window, of the core's sentence where the window spans several."""
    statements = [st for st in window if st.speaker == core.speaker and not st.answered]
    if len(statements) > 1 and any(st.sentence != core.sentence for st in statements):
        statements = [st for st in statements if st.sentence == core.sentence] or statements
    return sorted(statements, key=lambda st: st.index)


def value_of_another_part(
    prop: Proposition, core: Statement, window: Sequence[Statement], matches: list[Match], text: str
) -> str | None:
    """ "Yes, 6 percent, and my employer matches up to 4" for "The employer matches up to 6 percent": every word of
    the claim but its units is said in parts that do not say its value, and one of them says a value of its own. A
    part that says the value with another claim word ("300 units in March, up from 200 in February") keeps it. A
    claim of a wish ("wants 160,000") has the wish among its words ("I'm at 160,000 and I'd like 180,000")."""
    if len(prop.values) != 1 or any(m.how == "context" for m in matches):
        return None
    statements = _speakers_sentence(core, window)
    parts = _parts(statements, text, numbers=True)
    by_index = {st.index: st for st in statements}
    value = prop.values[0]
    if any(
        value.equals(v) and taken_up_by_it(st.tokens, v, opening=st.index > core.index)
        for st in statements
        for v in st.values
    ):
        return None  # "your LDL was 160 in March and it's 130 now": the part's "it" is the LDL (binding.in_time)
    held: dict[int, list[str]] = {}  # part → the values said there, as written
    for st in statements:
        for v in st.values:
            part = next((parts[st.index, i] for i in range(v.first, v.last + 1) if (st.index, i) in parts), None)
            if part is not None:  # "up to 4": the part of its number
                held.setdefault(part, []).append(
                    f"{v.amount:g}" if v.amount == value.amount else st.tokens[v.first].text
                )
    with_value = {p for p, said in held.items() if f"{value.amount:g}" in said}
    units = frozenset(lexicon.groups("units"))
    words = {m.term.low: {parts[m.statement, m.token]} for m in matches if (m.statement, m.token) in parts}
    words = {w: ps for w, ps in words.items() if w not in units and stem(w) not in units}
    if prop.modality == "requested":  # "wants 160,000": the wish is a word of the claim ("and I'd like 180,000")
        wish = lexicon.words("wish_heads")
        words["a wish"] = {p for (s, i), p in parts.items() if by_index[s].tokens[i].low in wish} or set()
        words = {w: ps for w, ps in words.items() if ps}
    if not with_value or not words or any(ps & with_value for ps in words.values()):
        return None
    for w, ps in words.items():
        for p in ps:
            own = [v for v in held.get(p, []) if v != f"{value.amount:g}"]
            if own:
                return f"binding: the evidence says {value.amount:g} in one part, and {w!r} with {own[0]!r}"
    return None


def recombined_parts(
    prop: Proposition, core: Statement, window: Sequence[Statement], matches: list[Match], text: str
) -> str | None:
    """Why the claim binds a qualifier of one part to a word of another (module docstring), or None. ``text``: the
    source's."""
    statements = _speakers_sentence(core, window)
    parts = _parts(statements, text)
    if len(set(parts.values())) < 2:
        return None
    by_index = {st.index: st for st in statements}
    claim, words = _claim_words(prop)
    stems = {stem(claim[c].low.removesuffix("'s")) for c in words}
    # where each claim word is said: by its term's matches, and a name by its own stem
    where: dict[str, set[int]] = {}
    for m in matches:
        if m.how != "context" and (m.statement, m.token) in parts:
            where.setdefault(m.term.low, set()).add(parts[m.statement, m.token])
    for (s, i), part in parts.items():
        base = stem(by_index[s].tokens[i].low.removesuffix("'s"))
        for c in words:
            if base == stem(claim[c].low.removesuffix("'s")):
                where.setdefault(claim[c].low, set()).add(part)

    said: dict[int, list[Token]] = {}
    for s, i in parts:
        base = stem(by_index[s].tokens[i].low.removesuffix("'s"))
        for c in words:
            if base == stem(claim[c].low.removesuffix("'s")):
                said.setdefault(c, []).append(by_index[s].tokens[i])

    def own(part: int, kind: str) -> str | None:
        """A word of ``kind`` in ``part`` that the claim does not say."""
        for (s, i), p in parts.items():
            tokens = by_index[s].tokens
            if p == part and _kind(tokens, i) == kind and stem(tokens[i].low.removesuffix("'s")) not in stems:
                return tokens[i].text
        return None

    for a in words:
        qualifier = _claim_class(claim, a, said.get(a, []))
        if qualifier is None or claim[a].low not in where:
            continue
        for b in words:
            if b == a or claim[b].low not in where or where[claim[a].low] & where[claim[b].low]:
                continue
            for pa in where[claim[a].low]:
                for pb in where[claim[b].low]:
                    rival = own(pb, qualifier)
                    other = own(pa, _claim_class(claim, b, said.get(b, [])) or "plain") if rival else None
                    if rival and other:
                        return (
                            f"binding: the evidence says {claim[a].text!r} with {other!r}, "
                            f"and {claim[b].text!r} with {rival!r}"
                        )
    return None
