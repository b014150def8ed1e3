"""A speaker's "we" inside a clause that does not open on it (issue #14): "I had a quiet weekend after we went
camping", "i am avoiding the salty foods like we had talked about". The rewrite declines a non-clinician's "we" but
the first word (whom it names besides the speaker, the words do not say: ``rewrite.among_us``), so the whole clause
was lost. Two kinds are read apart from the clause they end:

- a reference to an earlier talk ("like/as we (had) talked about/discussed/said …"): it says nothing of its own and is
  left off; the main clause is the fact ("The patient is avoiding the salty foods.");
- a time clause of a past event ("after/when/once/before/while we went …", not a talk: "since we last talked"): the
  main clause is one fact and the "we" clause another, the speaker one of a group ("Caroline had a quiet weekend.",
  "Caroline was among those who went camping …"). Where the main clause is the speaker's own ("I …"), the main
  fact keeps its time, the "we" clause written as the speaker's act ("I got nervous when we moved to Ohio" →
  "John got nervous when moving to Ohio."; ``WeSplit.joined``): the speaker is one of "we", so what "we" did, they
  did; the main clause alone is its fallback. Not after "once" ("once moving …" is no English).

Only where the main clause holds no "we"/"us"/"our" of its own and has three words or more; the proof decides each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import lexicon
from factlayer.nlp.stems import irregular_forms, irregular_past_forms
from factlayer.nlp.verbs import regular_past

from .phrase_answers import gerund

__all__ = ["WeSplit", "we_split"]

_TALK_VERBS = (
    "(?:" + "|".join(sorted(lexicon.of_class("talk_verbs", "talk") | lexicon.of_class("talk_verbs", "referred"))) + ")"
)
_TALK = re.compile(
    r",?\s+(?:just\s+)?(?:like|as)\s+we(?:'d|\s+had|\s+have|'ve)?\s+(?:just\s+|already\s+|previously\s+)?"
    + _TALK_VERBS
    + r"\b(?:\s+(?:about|before|earlier|last\s+time))*\s*[.!]?\s*$",
    re.IGNORECASE,
)
_TIME_WORDS = frozenset({"after", "when", "once", "before", "while"})
_TIME = re.compile(r",?\s+(?P<time>" + "|".join(_TIME_WORDS) + r")\s+(?P<we>we)\s+(?P<verb>[a-z]+)\b", re.IGNORECASE)
_TALKING = lexicon.of_class("talk_verbs", "talk") | lexicon.of_class("talk_verbs", "met")
_GROUP = lexicon.words("we_forms")
_MIN_WORDS = 3
_JOINED_TIMES = _TIME_WORDS - {"once"}
_OWN_SUBJECTS = frozenset({"i", "i'm", "i've", "i'd"})  # the main clause is the speaker's own


@dataclass(frozen=True, slots=True)
class WeSplit:
    """The main clause of a clause with a "we" later in it, and where its "we" clause starts (None: a talk)."""

    main: str
    we: int | None
    joined: str | None = None  # the main clause with its time clause as the speaker's act ("… when moving to Ohio")


def _past(verb: str) -> bool:
    return verb in irregular_past_forms() or regular_past(verb, shortest=2)


def we_split(clause: str) -> WeSplit | None:
    """The main clause and the "we" clause of ``clause`` (module docstring), or None."""
    talk = _TALK.search(clause)
    time = None if talk else _TIME.search(clause)
    if time is not None and (time["verb"].lower() in _TALKING or not _past(time["verb"].lower())):
        return None  # "since we talked", "when we have time": no event of the past
    cut = talk or time
    if cut is None:
        return None
    main = clause[: cut.start()].rstrip(" ,;:-")
    words = [w.strip(",.?!;:").lower() for w in main.split()]
    if not words or _GROUP.intersection(words) or words[0] in _TIME_WORDS:
        return None
    joined = _joined(clause, main, time) if time else None
    if len(words) < _MIN_WORDS:  # "I cried": no fact alone, but with its time ("… when losing the house")
        return WeSplit(joined, time.start("we") if time else None) if joined else None
    return WeSplit(main, time.start("we") if time else None, joined)


def _ing(past: str) -> str | None:
    """The -ing form of a past verb ("got" → "getting", "moved" → "moving", "tried" → "trying"), or None."""
    base = irregular_forms().get(past)
    if base is not None:
        return next((f for f in lexicon.table("irregular").get(base, ()) if f.endswith("ing")), None) or gerund(base)
    if not regular_past(past, shortest=2):
        return None
    if past.endswith("ied"):
        return past[:-3] + "ying"
    return past[:-1] + "ing" if past.endswith("eed") else past[:-2] + "ing"  # "agreed" → "agreeing"


def _joined(clause: str, main: str, time: re.Match[str]) -> str | None:
    """``main`` with its "we" time clause as the speaker's own act (module docstring), or None."""
    words = main.split()
    verb = time["verb"].lower()
    rest = clause[time.end("verb") :].strip()
    if words[0].lower() not in _OWN_SUBJECTS or time["time"].lower() not in _JOINED_TIMES:
        return None
    if verb == "were" and rest.split()[:1] and rest.split()[0].lower().endswith("ing"):
        act = rest  # "while we were hiking" → "while hiking"
    else:
        ing = None if verb in lexicon.words("auxiliaries") else _ing(verb)
        act = f"{ing} {rest}".strip() if ing else ""
    if not act or _GROUP.intersection(w.strip(",.?!;:").lower() for w in act.split()):
        return None  # "when we had …", "… with us": whose, the words do not say
    return f"{main} {time['time']} {act}"
