"""Contractions, one reading for every reader: "don't" is do + "n't", "can't" can + "n't", "I'll" i + "'ll",
"it's" it + "'s" (``lexicon/contractions``, ``lexicon/negated_heads``).

The aligner's forms (``nlp.forms``), the proof's frames (``proof.frame_unit``), the digest's third-person rewrite
(``digest.titled_pronouns``) and its junk rule's verb reading (``digest.salience``) split a word here; what the
ending means to each (a word "not", a third person's "is") is this module's table too.
"""

from __future__ import annotations

from factlayer.nlp import lexicon

__all__ = ["negated_head", "split", "stands_for", "third_person"]


_NEGATED = {head: row[0] for head, row in lexicon.table("negated_heads").items()}
_TABLE = lexicon.table("contractions")


def negated_head(head: str) -> str:
    """The verb written before "n't": "ca" → "can", "wo" → "will"; any other head as it is ("do", "could")."""
    return _NEGATED.get(head, head)


def split(low: str) -> tuple[str, str] | None:
    """(head, ending) of a contracted word, lower case with a straight apostrophe: "can't" → ("can", "n't"),
    "don't" → ("do", "n't"), "i'll" → ("i", "'ll"), "patient's" → ("patient", "'s"); None for a word with no
    such ending after its first apostrophe ("o'clock", "o'neil's"). A bare "n't" (a transcript's "do n't") has
    the head ""."""
    if low.endswith("n't"):
        return negated_head(low[:-3]), "n't"
    head, mark, rest = low.partition("'")
    ending = mark + rest
    return (head, ending) if mark and ending in _TABLE else None


def stands_for(ending: str) -> str:
    """The word an ending stands for, as the stemmer reads it: "n't" → "not", "'m" → "be", "'ll" → "will"."""
    return _TABLE[ending][0]


def third_person(ending: str) -> str:
    """The ending's verb after a third person singular subject ("'m" → "is", "'ve" → "has"), "" where none is
    written ("'s", "n't")."""
    form = _TABLE.get(ending, ("", "-"))[1]
    return "" if form == "-" else form
