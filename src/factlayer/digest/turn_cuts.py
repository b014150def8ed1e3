"""A turn cut off by another speaker and finished in the same speaker's next turn ("Marketing: And I'm Andrew and
I'm uh our marketing" / "User Interface: I'm Craig …" / "Marketing: expert ."): the turn's last clause is cut across
turns, and read alone it says something else ("Andrew is the marketing.") — it is skipped as ``fragment``.

The signs, all needed: the turn opens on a capital (the transcript writes sentence starts capitalised; a lower-case
transcript such as ACI-Bench shows nothing this way), ends without a sentence end (".", "?", "!", "…", not counting
transcriber marks such as ``{vocalsound}``), and the same speaker's next turn, one of the next two, opens on a
lower-case word: the rest of the sentence.
"""

from __future__ import annotations

import re

from factlayer.nlp.transcript import Turn

__all__ = ["ENDS", "MARKS", "cut_across_turns", "goes_on_lower", "said"]

MARKS = re.compile(r"\{\w+\}|\[[\w ]+\]")  # transcriber marks: {vocalsound}, [laughter]
ENDS = (".", "?", "!", "…")  # a sentence end
_LOOK_AHEAD = 2  # the next turn, or the one after an interruption


def said(turn: Turn) -> str:
    """What the turn says, transcriber marks left out."""
    return MARKS.sub(" ", turn.text).strip()


def goes_on_lower(rest: str) -> bool:
    """Does ``rest`` open on a lower-case word: the rest of a sentence begun before?"""
    return rest[:1].isalpha() and rest[:1].islower()


def cut_across_turns(turns: list[Turn], i: int) -> bool:
    """Is the last clause of ``turns[i]`` cut off and finished in its speaker's next turn (module docstring)?"""
    turn = turns[i]
    words = said(turn)
    if turn.speaker is None or not words or not words[0].isupper() or words.endswith(ENDS):
        return False
    later = next((t for t in turns[i + 1 : i + 1 + _LOOK_AHEAD] if t.speaker == turn.speaker), None)
    return later is not None and goes_on_lower(said(later))
