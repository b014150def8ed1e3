"""A plan moved later in the talk: "The mobile release is planned for March 14th. … Let's move the release to March
21st." — the 14th is outdated (it no longer bears out "The release is planned for March 14th"), and the 21st is no
rival that contradicts "The release is planned for March 21st" (a proposal, it does not bear that out either).

Read when a statement after the window holds a verb of moving a plan (``lexicon/rescheduling.txt``), "to", a value
after it, and one of the claim's words before it ("the release").

A plan moved at the other speaker's request: "I'll schedule a technician for Thursday between 2 and 4." — "Can it be
Friday?" — "Sure, Friday between 9 and 11 then." (a reply opening on a word of ``lexicon/accepting.txt`` that repeats
the time asked for): Thursday is outdated, and no rival that contradicts "The technician is scheduled for Friday"."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.value_forms import Value
from factlayer.proof.claim import Proposition
from factlayer.proof.class_words import TIME_CLASSES
from factlayer.proof.source import Source, Statement
from factlayer.proof.source_memo import remembered


def _moves(prop: Proposition, st: Statement) -> list[Value]:
    """The values ``st`` moves one of the claim's things to."""
    lows = [t.low for t in st.tokens]
    verb = next((k for k, w in enumerate(lows) if w in lexicon.words("rescheduling")), None)
    if verb is None or "to" not in lows[verb + 1 :]:
        return []
    to = lows.index("to", verb + 1)
    claimed = {t.low for t in prop.terms}
    if not claimed & set(lows[verb + 1 : to]) and not claimed & set(lows[:verb]):
        return []
    return [v for v in st.values if v.first > to]


def moved_after(prop: Proposition, source: Source, sentence: int) -> list[Value]:
    """Values a statement after ``sentence`` moves the claim's thing to."""
    return [v for st in _rescheduling(source) if st.sentence > sentence and not st.answered for v in _moves(prop, st)]


def _rescheduling(source: Source) -> list[Statement]:
    """The statements saying a verb of moving a plan (only they can move one): read once per source."""
    verbs, statements = lexicon.words("rescheduling"), source.statements
    return remembered(
        source.memo,
        statements,
        "rescheduling",
        lambda: [st for st in statements if any(t.low in verbs for t in st.tokens)],
    )


def outdated(prop: Proposition, window: list[Statement], source: Source) -> bool:
    """The window holds the claim's value, and a later statement moves the claim's thing to another one."""
    if not prop.values or not window:
        return False
    held = [v for st in window for v in st.values]
    later = moved_after(prop, source, max(st.sentence for st in window))
    return any(
        v.same_slot(c) and v.amount == c.amount and any(m.same_slot(c) and m.amount != c.amount for m in later)
        for c in prop.values
        for v in held
    )


def moved_to_the_claims(prop: Proposition, source: Source) -> bool:
    """Some statement moves the claim's thing to the claim's own value."""
    moved = moved_after(prop, source, -1)
    return any(m.same_slot(c) and m.amount == c.amount for c in prop.values for m in moved)


def _granted(source: Source, after: int) -> list[str]:
    """Time words (of a closed class: a weekday, a month …) asked for in a question after sentence ``after`` and
    repeated by the next sentence, another speaker's, which grants it ("Sure, Friday …")."""
    classes = lexicon.classes("categories")
    statements = source.statements
    out: list[str] = []
    for k, asked in enumerate(statements):
        lows = [t.low for t in asked.tokens]
        if asked.sentence <= after or "?" not in lows or asked.speaker is None:
            continue
        timed = {w for w in lows if classes.get(w) in TIME_CLASSES}
        reply = next((st for st in statements[k + 1 :] if st.sentence > asked.sentence), None)
        if not timed or reply is None or reply.speaker in (None, asked.speaker) or reply.negated:
            continue
        said = [t.low for t in reply.tokens if t.is_word]
        if said[:1] and said[0] in lexicon.words("accepting"):
            out += sorted(timed & set(said))
    return out


def granted_instead(prop: Proposition, window: list[Statement], source: Source) -> bool:
    """A time word of the claim ("Friday") that a request asked for and the other speaker granted after a statement of
    the window holding another of its class ("Thursday"): the window tells the plan before, no rival of it."""
    classes = lexicon.classes("categories")
    timed = {t.low for t in prop.terms if t.category in TIME_CLASSES}
    if not timed or not window:
        return False
    for st in window:
        held = {t.low for t in st.tokens if classes.get(t.low) in TIME_CLASSES} - timed
        granted = timed & set(_granted(source, st.sentence)) if held else set()
        if any(classes.get(w) == classes.get(g) for w in held for g in granted):
            return True
    return False


def granted_otherwise(prop: Proposition, window: list[Statement], source: Source) -> bool:
    """The window holds a time word of the claim ("Thursday"), and a later request granted another of its class."""
    classes = lexicon.classes("categories")
    timed = {t.low for t in prop.terms if t.category in TIME_CLASSES}
    held = {t.low for st in window for t in st.tokens} & timed
    if not held or not window:
        return False
    granted = _granted(source, max(st.sentence for st in window))
    return any(g not in held and classes.get(g) == classes.get(w) for g in granted for w in held)


_REFUSALS = (
    ("does", "not", "work"),
    ("doesn't", "work"),
    ("won't", "work"),
    ("will", "not", "work"),
    ("is", "no", "good"),
)


def refused_later(prop: Proposition, window: list[Statement], source: Source) -> bool:
    """A time word of the claim ("Tuesday") that a later statement, by another speaker, says does not work ("Tuesday
    does not work for me, I am at work"): the plan the window holds with it is no longer the plan."""
    timed = {t.low for t in prop.terms if t.category in TIME_CLASSES}
    if not timed or not window:
        return False
    last = max(st.sentence for st in window)
    speakers = {st.speaker for st in window}
    for st in source.statements:
        if st.sentence <= last or st.answered or st.speaker in speakers:
            continue
        lows = [t.low for t in st.tokens]
        for k, low in enumerate(lows):
            if low in timed and any(tuple(lows[k + 1 : k + 1 + len(r)]) == r for r in _REFUSALS):
                return True
    return False
