"""Clauses of time about what is still to come: a clause opening on "when", "once", "as soon as", "after", "before",
"until" … (``lexicon/temporal_conditions.txt``, ``lexicon/awaited_times.txt``) that says no past ("when I retire",
"once the loan clears", "as soon as the contract is signed"), beside a main clause of future or plan ("I will move
to Florida", "we're hiring two engineers", "let's run one more test", "I plan to retire"). What such a time clause
says is a condition still to come, not a deed done; and a present progressive after it is a plan, as "will" is
("once the loan clears, we're hiring"). Not "whenever" (a habit), nor a time clause in the past ("when I retired, I
moved to Florida"), nor one before a main clause that states ("when I walk, I get chest pain"). Read by
proof/future.py."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.modality import awaited_time, is_modal, opens_irrealis
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.questions import FILLERS
from factlayer.nlp.stems import irregular_past_forms
from factlayer.nlp.verbs import regular_past

__all__ = ["split_time_clause", "time_clause_to_come", "to_come", "to_come_after"]

_WORDS = {row[0]: frozenset(row[1:]) for row in lexicon.rows("time_to_come_words")}  # the closed sets, by role
_LEADS = FILLERS | _WORDS["leads"]
_HABITS = _WORDS["habits"]
_PAST = _WORDS["past"]
_AHEAD = _WORDS["ahead"]  # before a past form, still looking ahead: "is signed", "I've finished", "gets approved"
_BE_NOW = _WORDS["be_now"]


def _opening(words: Sequence[str]) -> tuple[int, bool]:
    """How many words open the clause as a clause of time (after fillers and "and", "so"), 0 when none does; and
    whether the opening waits for its event ("once", "as soon as", "until": ``lexicon/awaited_times.txt``)."""
    lead = 0
    while lead < len(words) and words[lead] in _LEADS:
        lead += 1
    rest = list(words[lead:])
    awaited = phrases("awaited_times")
    for name in ("temporal_conditions", "awaited_times"):
        for p in phrases(name):
            if rest[: len(p)] != [*p] or p[0] in _HABITS or len(rest) <= len(p):
                continue
            if p in awaited and not awaited_time(rest):
                return 0, False  # "once a day", "once more": no clause of time
            return lead + len(p), p in awaited or p == ("until",)
    return 0, False


def _says_past(words: Sequence[str]) -> bool:
    prior = ["", *words]
    return any(
        w in _PAST or ((regular_past(w) or w in irregular_past_forms()) and before not in _AHEAD and "'" not in before)
        for before, w in zip(prior, words, strict=False)
    )


def time_clause_to_come(words: Sequence[str]) -> bool:
    """``words`` (lower case) are a clause of time of what is to come: they open on "when", "once", "after" … and say
    no past ("once the loan clears", "when I see the cardiologist next month")."""
    at = _opening(words)[0]
    return at > 0 and not _says_past(words[at:])


def to_come(time: Sequence[str], main: Sequence[str]) -> bool:
    """``time``, a clause of time of what is to come, beside ``main``, its main clause of future or plan
    (:func:`to_come_after`) — or, after "once", "as soon as", "until", of what cannot or need not be done till then
    ("until the bank approves the loan, we can't buy the house")."""
    if not time_clause_to_come(time):
        return False
    return to_come_after(main) or (_opening(time)[1] and any(w in _AWAITING for w in main[:3]))


_AWAITING = _WORDS["awaiting"]


def split_time_clause(words: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """A clause that opens on a clause of time and goes on, past a comma or at a subject of its own, to its main
    clause ("once the loan clears , we're hiring two engineers", "once i finish the antibiotics i'll call you"): the
    two, or None."""
    at = _opening(words)[0]
    if not at:
        return None
    if "," in words:
        comma = list(words).index(",")
        return list(words[:comma]), [w for w in words[comma + 1 :] if w != ","]
    # unpunctuated: the main clause opens on a subject of its own ("after i have the surgery | i'm going to take")
    subjects = lexicon.words("personal_subjects")
    main = next((k for k in range(at + 2, len(words)) if words[k].split("'")[0] in subjects), None)
    return None if main is None else (list(words[:main]), list(words[main:]))


def to_come_after(main: Sequence[str]) -> bool:
    """``main``, the main clause beside a clause of time, says a future or a plan: a modal ("will", "I'll",
    "let's"), "going to" / "gonna", an imperative, a plan ("I plan to", ``lexicon/own_plans.txt``) or a present
    progressive ("we're hiring two engineers")."""
    words = [w for w in main if w not in FILLERS]
    if not words:
        return False
    if opens_irrealis(words) or find_phrase(words, "own_plans", at_start=True) is not None:
        return True
    head = words[:3]
    if any(is_modal(w) for w in head):
        return True  # "I will move", "we'll start"
    # "I plan to retire", "we're going to celebrate", "I want to move" (not "planned", "meant": a plan of the past)
    if any(w in lexicon.words("plans") and not regular_past(w) and w != "meant" for w in head):
        return True
    return any(  # "we're hiring two engineers", "I'm starting physical therapy"
        (w in _BE_NOW or w.endswith(("'m", "'re"))) and any(x.endswith("ing") for x in words[k + 1 : k + 3])
        for k, w in enumerate(head)
    )
