"""A rival in the core beside a claim word or two the window does not say: another amount ("I only drink about 6
ounces or so", after "how much cranberry juice do you drink?", against "… drinks about 16 ounces of cranberry
juice"), another time from now ("I had the best afternoon last weekend fishing with my cousins" against "… went
fishing with her cousins last month"), another member of a closed class ("my wrists were just killing me" against
"The patient's elbows hurt …") or an opposite ("has been really hard" against "finds it easy").

The claim's other words may be said otherwise ("had the best afternoon … fishing" for "went fishing"), so the window
does not bear the claim out; but an amount, a time from now, a class member or an opposite is a closed slot no
paraphrase fills: another one in the core is a rival, a weak conflict (it decides only when nothing supports), when
the core says it and denies nothing ("finding investors wasn't hard at all" is no rival of "found it easy"). Only
when the claim's own amount, time or word is said nowhere in the source: then the rival cannot be another matter's
beside the claim's own ("I used to smoke a pack a day, now half a pack": both said, neither denies the other); and
only with at most two claim words unsaid and at least two said. (One claim word unsaid beside another amount, none
of the claim's amounts said anywhere, is read as before: ``value_checks.said_somewhere``, the core's denial aside.)
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.proof.align import Match, synonym_stems
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.deictic_times import times
from factlayer.proof.source import Source, Statement
from factlayer.proof.source_memo import remembered
from factlayer.proof.value_checks import said_somewhere

__all__ = ["rival_beside_unsaid"]

_MOST_UNSAID = 2
_LEAST_SAID = 2
_TIME = "time: "
_CLOSED = ("entity: ", "opposite: ")
_PEOPLE = "(relation)"


def rival_beside_unsaid(
    prop: Proposition,
    source: Source,
    core: Statement,
    matches: Sequence[Match],
    unexplained: Sequence[Term],
    value_conflicts: Sequence[str],
    weak_slot: Sequence[str],
    slot: Sequence[str] = (),
) -> list[str]:
    """The weak conflicts that stand for the window when the claim words ``unexplained`` are all it lacks beside
    a rival amount (``value_conflicts``), a rival time from now (the "time:" notes of ``weak_slot``,
    ``proof.deictic_times``), or another member of a closed class or an opposite in the claim word's place (the
    notes of ``slot``: "knee" / "back", "easy" / "tough") — [] when the rule does not hold (module docstring)."""
    if not 1 <= len(unexplained) <= _MOST_UNSAID or len(matches) < _LEAST_SAID:
        return []
    if len(unexplained) == 1 and value_conflicts and not said_somewhere(prop, source.statements):
        return list(value_conflicts)  # one word unsaid, none of the claim's amounts said: "… two weeks ago" / months
    if core.negated:
        return []  # "finding investors wasn't hard at all" is no rival of "found it easy"
    out = [c for c in value_conflicts if not _amount_said(prop, c, core, source.statements)]
    if not _time_said(prop, source):
        out += [c for c in weak_slot if c.startswith(_TIME)]
    return out + [c for c in slot if c.startswith(_CLOSED) and _in_core(c, core) and not _word_said(prop, c, source)]


def _amount_said(prop: Proposition, conflict: str, core: Statement, statements: Sequence[Statement]) -> bool:
    """The claim's value the conflict opens with ("16 ounces vs 6 ounces") is said somewhere: its amount, of its unit
    or bare ("16 ounces", a "16" alone), anywhere but as the core's rival of it; a note naming no value of the claim
    counts as said (nothing to rest on)."""
    claimed = [v for v in prop.values if conflict.startswith(f"{v.describe()} vs ")]
    if not claimed:
        return True
    said = [v for st in statements if st.index != core.index for v in st.values]
    said += [v for v in core.values if not any(c.same_slot(v) for c in claimed)]
    return any(v.amount == c.amount and v.unit in (None, c.unit) for c in claimed for v in said)


def _in_core(conflict: str, core: Statement) -> bool:
    """The evidence's word of the note ("…, the evidence says 'knees' (body_part)") is in the core statement."""
    said = conflict.partition(", the evidence says ")[2]
    words = {t.low for t in core.tokens}
    return bool(said) and all(w.strip("'\"").lower() in words for w in said.split(" (")[0].split())


def _word_said(prop: Proposition, conflict: str, source: Source) -> bool:
    """The claim word the conflict names ("entity: the claim says 'knee', …") is said somewhere in the source, by
    stem or by a synonym ("dad" for "father"); a note naming no claim word counts as said. So does a relative's
    ("father" / "grandmother", ``categories.txt``'s relation): each relative has their own matters, no rival's."""
    if conflict.endswith(_PEOPLE):
        return True
    named = [t for t in prop.terms if repr(t.text) in conflict.partition(", the evidence says")[0]]
    return not named or any(
        t.stem in source.by_stem or t.low in source.words or synonym_stems(t.stem) & source.by_stem.keys()
        for t in named
    )


def _time_said(prop: Proposition, source: Source) -> bool:
    """A time from now the claim gives ("last month") is said, as the same time, somewhere in the source."""
    claimed = {time for _, _, time in times(claim_tokens(prop.text))}
    statements = source.statements  # every time the source says, read once per source (``proof.source_memo``)
    said = remembered(source.memo, statements, "times", lambda: {t for s in statements for _, _, t in times(s.tokens)})
    return bool(claimed & said)
