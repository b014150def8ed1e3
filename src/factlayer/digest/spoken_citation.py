"""A citation is words someone said: never a speaker label, a cue timing or a voice tag between two turns.

Grounding may find a fact's evidence over more than one turn — a question and its reply ("Do you smoke?" /
"No, never."), or an antecedent named in the turn before the clause. The span from the first word to the last
then holds what lies between the turns: "Patient:", or in a subtitle file the cue's timing line and its
"<v Dana>" tag. The stored citation (``source_span``) is the part of that span in one turn: the turn of the one the
fact is attributed to (the answerer, or the asker when the fact is the asker's own words), the last of theirs; the
fact's ``spans`` still name every span it rests on.
"""

from __future__ import annotations

from factlayer.nlp.sentences import normalise_speaker
from factlayer.nlp.transcript import turn_pieces

from .source_index import SourceIndex

__all__ = ["spoken_part"]


def spoken_part(index: SourceIndex, start: int, end: int, speaker: str | None) -> tuple[int, int]:
    """``[start, end)`` cut to the one turn it is cited from (module docstring); unchanged when it lies in one turn
    or the transcript has no turns to tell."""
    parts = turn_pieces(index.text, index.turns, start, end)
    if len(parts) < 2:
        return start, end
    want = normalise_speaker(speaker)
    theirs = [p for p in parts if want is not None and normalise_speaker(p[2]) == want]
    a, b, _ = (theirs or parts)[-1]
    return a, b
