"""A listener's words of having followed the question before they answer it ("Oh, I see. No, none at all.", "Okay,
got it, no, none."): ``lexicon/understood.txt`` with the "oh" / "okay" around them. They say neither yes nor no;
the answer is what comes after them. Read by ``nlp.replies`` (within a sentence) and ``proof.dialogue`` (a sentence
of its own)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp.phrases import phrases
from factlayer.nlp.tokens import Token

_AROUND = frozenset({"oh", "ah", "ahh", "okay", "ok", "alright", "um", "uh", "well", "hmm", "mm", "so"})
_BREAKS = frozenset({",", ".", "!", ";"})


def _phrase_at(words: Sequence[str], i: int) -> int:
    """Length of the (longest) ``understood`` phrase starting at ``words[i]``; 0 for none."""
    found = [len(p) for p in phrases("understood") if tuple(words[i : i + len(p)]) == p]
    return max(found, default=0)


def only_understood(words: Sequence[str]) -> bool:
    """``words`` (without punctuation) say only that the question was followed: "oh i see", "okay got it"."""
    i, seen = 0, False
    while i < len(words):
        if words[i] in _AROUND:
            i += 1
            continue
        n = _phrase_at(words, i)
        if not n:
            return False
        i, seen = i + n, True
    return seen


def past_understood(tokens: Sequence[Token]) -> Sequence[Token]:
    """``tokens`` past an opening of having followed that punctuation ends ("Oh, I get you, no, none at all" →
    "no, none at all"); ``tokens`` as they are when there is none, or nothing after it ("I see no changes" is no
    such opening: no comma after "I see")."""
    lows = [t.low for t in tokens]
    i, seen = 0, False
    while i < len(lows):
        if lows[i] in _AROUND or (lows[i] in _BREAKS and i > 0):
            i += 1
            continue
        n = _phrase_at(lows, i)
        if not n or i + n >= len(lows) or lows[i + n] not in _BREAKS:
            break
        i, seen = i + n, True
    rest = tokens[i:]
    return rest if seen and any(t.is_word for t in rest) else tokens


__all__ = ["only_understood", "past_understood"]
