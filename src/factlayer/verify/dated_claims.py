"""A claim's calendar dates, read as a source recorded at a known time says them.

The memory layer writes after a relative expression the date it meant on the conversation's recording day
("… yesterday (7 May 2023)", ``nlp/relative_time.py``), and a note-taker writes "on 7 May 2023" where the
speaker said "yesterday". The source says only "yesterday": checked as written, "7 May 2023" is found nowhere,
so the service could not verify a fact it had stored itself. Against a source whose recording time is known
(``SourceDoc.recorded_at``):

- a claim whose every parenthetical is exactly what that time gives its words is checked without them;
- a calendar day the claim names ("on 7 May 2023", "May 7") that one of the source's relative expressions
  names at that time ("yesterday") is checked as that expression.

Any other date stays as written, to be found or not like every other word: a gloss for another day (or from
another recording time), or a day the source names in no way, is never borne out by the anchor.
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import lru_cache

from factlayer.nlp.relative_time import moments, named_date_spans, resolve

_GLOSS = re.compile(r" \([^()]*\)")
_ON = re.compile(r"\bon\s+$", re.IGNORECASE)  # "went on 7 May 2023" → "went yesterday"


@lru_cache(maxsize=32)
def _days_said(source: str, recorded_at: datetime) -> tuple[tuple[str, datetime], ...]:
    """The days the source's relative expressions name at ``recorded_at`` (read once per source, not per claim of a
    batch: dateparser reads each expression)."""
    return tuple((m["expr"], moment) for m, _, moment, precision in moments(source, recorded_at) if precision == "day")


def as_said(claim: str, source: str, recorded_at: datetime | None) -> str:
    """``claim`` with its dates as ``source``, recorded at ``recorded_at``, says them (unchanged without one)."""
    if recorded_at is None:
        return claim
    bare = _GLOSS.sub("", claim)
    if bare != claim:
        return bare if resolve(bare, recorded_at).text == claim else claim
    days = [(start, end, date) for start, end, date in named_date_spans(claim) if date.day is not None]
    if not days:
        return claim
    for start, end, date in reversed(days):
        words = next(
            (expression for expression, moment in _days_said(source, recorded_at) if date.covers(moment)), None
        )
        if words is not None:
            before = _ON.sub("", claim[:start])
            claim = f"{before}{words}{claim[end:]}"
    return claim
