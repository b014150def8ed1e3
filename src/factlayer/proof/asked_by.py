"""Who asked: a claim that its holder asked someone to do it ("The nurse asked Mrs. Patel to call if the stomach
gets worse") against a request or question its core's speaker makes of their own ("Can you call me if the stomach
gets worse?", said by the parent to the nurse). The one asking is the core's speaker; a claim crediting the request
to another speaker credits the asking to the wrong person. Read where the claim's subject is a name the source only
says (tied to no speaker), whose check otherwise skips the holder (``proof.attribution`` reads it for the rest)."""

from __future__ import annotations

from factlayer.nlp.persons import aliases
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

__all__ = ["asked_by_another"]


def asked_by_another(prop: Proposition, core: Statement, source: Source) -> str | None:
    """Why the request the claim gives its holder is another speaker's (module docstring), or None."""
    holder = prop.holder
    if prop.modality != "requested" or holder is None or holder.kind != "person" or core.speaker is None:
        return None
    if core.modality not in ("asked", "requested") or not holder.names & source.speaker_names_full():
        return None  # a holder no speaker goes by ("Evan's wife wants …") is checked elsewhere
    own = core.holder()
    if not own.names & aliases(core.speaker):
        return None  # "the doctor wants you to …", said by the nurse: the doctor's request, relayed
    return f"holder: {core.speaker} asks it, not {holder.describe()}" if holder.same(own) is False else None
