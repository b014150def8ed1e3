"""Who agreed, when the claim names them by a person word that is no speaker: "The minister agreed that the budget
should be cut", the speakers being Anna and Ahmed (or labels the transcript reader does not take as speakers). The
claim's parse ties no one to "the minister" (a role the source's speakers do not go by), so the words agreed to were
read as anyone's: the minister mentioned in passing and another speaker's statement bore it out. An agreement is a
person's: one tied to no speaker is not borne out, whoever said the words (``proof.frame_unit`` asks this of a claim
of agreeing, ``lexicon/person_nouns.txt``, a speaker's role, a relation)."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.proof.claim import Proposition

__all__ = ["untied_agreer"]


@cache
def _person_words() -> frozenset[str]:
    roles = frozenset(lexicon.groups("speakers"))  # "the doctor", no speaker of the source
    return lexicon.words("person_nouns") | roles | frozenset(lexicon.groups("relations"))


def untied_agreer(prop: Proposition, holder_word: str) -> str | None:
    """Why a claim that the person ``holder_word`` names (the claim's word before its verb of agreeing) agreed is not
    borne out: no speaker is that person (the parse knows no one by it); None when the claim's holder or subject is
    someone the source knows, or the word names no single person ("they", "everyone", "the team")."""
    who = prop.holder or prop.subject
    if who.known() or holder_word not in _person_words():
        return None
    return f"frame: the claim says the {holder_word} agreed; no speaker is the {holder_word}"
