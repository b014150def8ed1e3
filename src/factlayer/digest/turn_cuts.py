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

__all__ = ["MARKS", "cut_across_turns"]

MARKS = re.compile(r"\{\w+\}|\[[\w ]+\]")  # transcriber marks: {vocalsound}, [laughter]
_LOOK_AHEAD = 2  # the next turn, or the one after an interruption


def cut_across_turns(turns: list[Turn], i: int) -> bool:
    """Is the last clause of ``turns[i]`` cut off and finished in its speaker's next turn (module docstring)?"""
    turn = turns[i]
    said = MARKS.sub(" ", turn.text).strip()
    if turn.speaker is None or not said or not said[0].isupper() or said.endswith((".", "?", "!", "…")):
        return False
    later = next((t for t in turns[i + 1 : i + 1 + _LOOK_AHEAD] if t.speaker == turn.speaker), None)
    rest = MARKS.sub(" ", later.text).strip() if later is not None else ""
    return rest[:1].isalpha() and rest[:1].islower()
