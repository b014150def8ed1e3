"""A deed the claim says was just done is not borne out by evidence that dates it years back: "Gina just got the
tattoo" against "Got the tattoo a few years ago" (or "… two years back"). The claim's recency word
(``lexicon/recency.txt``) must stand before a word of the claim the core holds; the evidence's value is a number of
years followed by "ago" or "back". Refused, neither support nor conflict: "just" is loose ("we just moved here two
years ago" is said too)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["years_back"]

_BACK = frozenset({"ago", "back"})


def years_back(prop: Proposition, core: Statement, matches: list[Match]) -> str | None:
    """Why the core dates years back what the claim says was just done (module docstring); None if it does not."""
    claim = [t.low for t in claim_tokens(prop.text)]
    recent = [k for k, low in enumerate(claim) if low in lexicon.words("recency")]
    held = {m.term.low for m in matches if m.statement == core.index}
    if not any(k + 1 < len(claim) and claim[k + 1] in held for k in recent):
        return None
    if any(v.unit == "year" for v in prop.values):
        return None  # "she just turned two years old", a claim that gives years of its own
    for v in core.values:
        after = core.tokens[v.last + 1].low if v.last + 1 < len(core.tokens) else ""
        if v.unit == "year" and after in _BACK:
            said = " ".join(t.text for t in core.tokens[v.first : v.last + 2])
            return f"time: the claim says {claim[recent[0]]!r}, the evidence {said!r}"
    return None
