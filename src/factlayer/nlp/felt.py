"""A fear felt at a time, not a possibility feared: "I was scared | when the storm hit" says the speaker was
scared then; "I was scared it was cancer" holds a possibility (``lexicon/hedges.txt``). A clause that is nothing
but a fear (``lexicon/felt_fears.txt``) and is followed by a clause of time (``lexicon/time_subordinators.txt``)
is asserted (issue 12), and so is one after a clause of time."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token


def _words(clause: Sequence[Token]) -> tuple[str, ...]:
    return tuple(t.low for t in clause if t.is_word)


def felt_at_a_time(parts: Sequence[Sequence[Token]], c: int) -> bool:
    """Clause ``c`` of ``parts`` is a bare fear and a clause next to it opens on a word of time ("I was scared |
    when the storm hit", "when the storm hit, | I was scared")."""
    if " ".join(_words(parts[c])) not in lexicon.words("felt_fears"):
        return False
    beside = [_words(parts[k]) for k in (c - 1, c + 1) if 0 <= k < len(parts)]
    return any(words and words[0] in lexicon.words("time_subordinators") for words in beside)
