"""A written fact resting on "them", "they", "him", "her" or a pronoun "one" the words before it would have to tell.

"The patient iced them for a bit.", "The doctor advises the patient to take them all at the same time.", "The doctor
sees they were 265 milligrams per deciliter.", "The doctor will repeat another one this year.", "The other one is
just fine.": what was iced, taken, repeated is in the transcript, not in the fact. ``antecedent`` resolves a
singular "it"/"this"/"that"; nothing here is resolved — such a fact is not self-contained, and is not stored.

- "them"/"they" only when the quote says it too: in a rewritten fact "them" also stands for the speaker's "me"
  ("The patient got really angry with the person who hit them." — the patient).
- in a conversation that is no visit, "him", or "her" as an object ("Dana will ping him after lunch."), only when
  the quote says it too: whom was pinged is in the transcript, not in the fact. (A visit's clinician says "her" of
  the patient: "I switched her from furosemide to torsemide".) A possessive "her" ("her knee") is no
  object: it is followed by its noun, an object by a stop, a preposition, an article or a time.
- "one" as a pronoun: after "another", "the other", "the next", "that", a verb ("do one today") …, and before no
  noun (``lexicon/pronoun_one.txt``); not "one of the two flexor tendons", "one cc".
- Only in the fact's main clause (``pointing.main_clause``): "… because the patient had one recently" follows what
  it points to ("x-rays of the patient's chest").
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .pointing import alternation, main_clause

__all__ = ["vague_thing"]

_PLURAL = re.compile(r"\b(?:them|they)\b", re.IGNORECASE)
_PERSON = re.compile(
    r"\bhim\b|\bher\b(?=\s*(?:[.,;:!?]|$)|\s+(?:about|after|at|back|before|by|for|from|in|into|on|to|with|up|out|off|"
    r"over|down|a|an|the|some|any|that|this|what|how|if|when|because|and|but|or|so|too|again|now|today|tomorrow|tonight|"
    r"yesterday|later|soon|last|next|every|once|twice)\b)",
    re.IGNORECASE,
)
_ONE = re.compile(
    r"\b" + alternation(lexicon.words("pronoun_one")) + r"\s+one"
    r"(?=\s*(?:[.,;:!?]|$)|\s+(?:is|was|are|were|that|which|will|would|has|had|does|did|today|now|too|again|"
    r"recently|instead|yet|for|from|in|on|at|with|after|before|this|next|last)\b)",
    re.IGNORECASE,
)


def vague_thing(fact: str, quote: str, *, persons: bool = False) -> bool:
    """Does the main clause of ``fact`` rest on "them"/"they" or, with ``persons``, "him"/"her" (said in ``quote``,
    its citation) or a pronoun "one"?"""
    start, stop = main_clause(fact)
    clause = fact[start:stop]
    said = any(p.search(clause) is not None and p.search(quote) is not None for p in (_PLURAL, _PERSON)[: 1 + persons])
    return bool(_ONE.search(clause)) or said
