"""A time said before a clause's subject ("Last week | Maria volunteered", "Yesterday | Jon lost", "On Monday ,
| Gina opened", "Last season | you were at 190 pounds"): read in claims (proof/claim_parse.py) and in spoken clauses
(nlp/subjects.subject_of), so the subject after it is found."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token


def lead_time(tokens: Sequence[Token]) -> int:
    """How many tokens of a time said before the subject open ``tokens`` ("Last week | Maria volunteered",
    "Yesterday | Jon lost", "On Monday , | Gina opened", "This past weekend | I volunteered";
    ``lexicon/time_openers.txt``), its comma included; 0 for none."""
    times = lexicon.classes("time_openers")
    categories = lexicon.classes("categories")
    weekdays = lexicon.groups("weekdays")  # "Last Fri | I took …": a weekday as people write it
    lows = [t.low for t in tokens]
    n = 0
    if lows[:1] and times.get(lows[0]) == "alone":
        n = 1
    elif lows[:1] and times.get(lows[0]) == "opener":
        k = 2 if lows[1:2] == ["the"] else 1
        k += 1 if times.get(lows[k] if k < len(lows) else "") == "modifier" else 0  # "this past weekend"
        word = lows[k] if k < len(lows) else ""
        if (
            times.get(word) == "period"
            or word in weekdays
            or categories.get(word) in ("weekday", "month", "time_of_day", "season")
        ):
            n = k + 1
    if n and n < len(lows) and lows[n] == ",":
        n += 1
    return n if n < len(lows) else 0


_LEAD_PHRASE = 10  # tokens of an opening phrase up to its comma


def lead_phrase(tokens: Sequence[Token]) -> int:
    """How many tokens of a phrase set off by a comma open ``tokens`` before the subject ("After the toxicity , | the
    patient reduced the dose", "When she fell , | the patient's friend helped her"): it opens with a subordinator, a
    leading adverbial or a scene's preposition (``lexicon/subordinators.txt``, ``lead_adverbials.txt``,
    ``frame_openers.txt``) and its comma comes within a few tokens; 0 for none."""
    openers = lexicon.words("subordinators") | lexicon.words("lead_adverbials") | lexicon.words("frame_openers")
    if not tokens or tokens[0].low not in openers:
        return 0
    comma = next((k for k, t in enumerate(tokens[: _LEAD_PHRASE + 1]) if t.low == ","), None)
    return comma + 1 if comma is not None and 1 < comma + 1 < len(tokens) else 0
