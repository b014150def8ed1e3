"""The names a transcript says: words it writes capitalised after a lower-case word ("… I'll ask Marco", "… this is
Max") and never in lower case. "Painting helps me" opens on a word the transcript also writes "painting"; a
sentence's first word proves nothing. Read by ``digest/named_subjects`` (a clause about someone who does not speak)
and ``proof/mentioned`` (a claim about them)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from factlayer.nlp import lexicon
from factlayer.nlp.titles import may_be_a_name

__all__ = ["transcript_names"]

_MID_SENTENCE = re.compile(r"(?<=[a-z,] )(?P<name>[A-Z][a-z]{2,})\b(?!['’]?[A-Z])")
_NOT_NAMES = (
    lexicon.words("question_words") | frozenset(lexicon.groups("weekdays")) | frozenset(lexicon.groups("months"))
)  # the weekdays and months: each line a name and its abbreviations


def transcript_names(texts: Iterable[str]) -> frozenset[str]:
    """Lower-case forms of the words the texts write capitalised after a lower-case word and never in lower case."""
    texts = list(texts)
    found = {m.group("name").lower() for t in texts for m in _MID_SENTENCE.finditer(t)}
    lower = {w for t in texts for w in re.findall(r"\b[a-z][a-z'’-]*\b", t)}
    return frozenset(w for w in found - lower if may_be_a_name(w) and w not in _NOT_NAMES)
