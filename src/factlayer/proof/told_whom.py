"""Who told whom: a claim that its holder, a speaker, told (asked, texted …) someone is not borne out by that
speaker's words in which the same verb is done *to* them — "A police officer from the Montreal area called me and
told me about a current fraud", said by Paul-Hus, for "Paul-Hus told a police officer … about a current CERB fraud".
The verb of telling frames the claim, so it is no term the claim's words are matched by, and the word-order reading
of roles (``proof.word_order``) never sees it. Such a window is refused, neither support nor conflict.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.nlp.stems import stem
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.claim_frames import ASKED, TELLS
from factlayer.proof.predicate import BETWEEN
from factlayer.proof.source import Statement

__all__ = ["told_the_teller"]

_OBJECTS = lexicon.words("speaker_objects")
_SUBJECTS = lexicon.words("i_forms") | lexicon.words("we_subjects")
_JOINS = frozenset({"and", "but", ",", "so", "then", "when", "because", ";"})
_PARTICLES = frozenset({"back", "up", "again"})


def _frame_verb(claim: str) -> str | None:
    """The stem of the claim's verb of telling or asking (``lexicon/telling.txt``, "told", "asked"), if any."""
    verbs = lexicon.words("telling") | TELLS | ASKED
    return next((stem(t.low) for t in claim_tokens(claim) if t.low in verbs), None)


def told_the_teller(claim: str, prop: Proposition, core: Statement) -> str | None:
    """Why the core, said by the claim's holder, has the claim's verb of telling done to that speaker (module
    docstring); None when it does not."""
    if prop.holder is None or not core.speaker or not aliases(core.speaker) & prop.holder.names:
        return None
    verb = _frame_verb(claim)
    if verb is None:
        return None
    tokens = core.tokens
    for k, tok in enumerate(tokens):
        if not tok.is_word or stem(tok.low) != verb:
            continue
        j = k + 1
        while j < len(tokens) and (tokens[j].low in _PARTICLES or tokens[j].low in BETWEEN):
            j += 1
        if j >= len(tokens) or tokens[j].low not in _OBJECTS:
            continue
        start = max((i + 1 for i in range(k) if tokens[i].low in _JOINS), default=0)
        if not any(t.low in _SUBJECTS for t in tokens[start:k]):
            return f"roles: in {core.speaker}'s words {tok.text!r} is done to {tokens[j].text!r}, who tells no one"
    return None
