"""How far the subject of a statement reaches: a speaker's "I" that opens a run-on turn ("i reviewed your vitals and
everything looks good blood pressure was one eighteen over seventy two heart rate was fifty eight", "i used my
exam template for respiratory notate : pursed lip breathing , no wheezing") is not who the words after the
listener's "you"/"your" or a colon are about. Such a statement neither bears out nor denies, by its subject, a
claim about someone else: the transcript did not split the turn into its clauses, so whom they are about cannot be
told from its opening.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import SECOND_PERSON
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Statement

__all__ = ["beyond_the_subject"]

_SPEAKER_SUBJECTS = lexicon.words("i_forms")


def beyond_the_subject(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """Why the core's subject — its speaker, read from the "I" it opens on — is not the subject of the claim's words
    in it (module docstring); None when it may be: every claim word the core holds comes after the "I" and after
    a "you"/"your" or a ":" that follows it. Only for a claim about someone else than the core's subject."""
    if prop.subject.same(core.subject) is not False or not core.speaker:
        return None
    lows = [t.low for t in core.tokens]
    at = next((k for k, low in enumerate(lows) if low in _SPEAKER_SUBJECTS), None)
    mine = [m.token for m in matches if m.statement == core.index and m.how != "context"]
    if at is None or not mine or min(mine) <= at:
        return None
    breaks = [k for k in range(at + 1, min(mine)) if lows[k] in SECOND_PERSON or lows[k] == ":"]
    if not breaks:
        return None
    said = core.tokens[breaks[0]].text
    return f"subject: the claim's words come after {said!r} in {core.speaker}'s turn, not in the clause of its 'I'"
