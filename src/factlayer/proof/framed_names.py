"""A self-naming said only in a frame or denied names no one: "let's pretend I'm Laura", "do you think I'm Laura?",
"I don't think I'm Laura", "I'm not Laura" (``proof.source`` drops it from the source's namings)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp.modality import modality
from factlayer.nlp.negation import negated
from factlayer.nlp.tokens import Token
from factlayer.nlp.vocatives import Called
from factlayer.proof.statement import Statement

__all__ = ["named_in_a_frame"]


def named_in_a_frame(called: Called, statements: Sequence[Statement], tokens: Sequence[Token]) -> bool:
    """The speaker's own naming ``called``, in the sentence of ``tokens``, is held in a frame or denied: every
    statement that says the name is not asserted, nor are the words up to the name ("Hi, I'm Pavel and I'm supposed
    to be the designer" names Pavel: its hedge comes after the name)."""
    if not called.own:
        return False
    word = called.name.split()[0]
    holding = [st for st in statements if st.sentence == called.sentence and not st.answered]
    holding = [st for st in holding if any(t.low == word for t in st.tokens)]
    at = next((k for k, t in enumerate(tokens) if t.low == word), None)
    if not holding or at is None or any(st.asserts and not st.negated for st in holding):
        return False
    before = list(tokens[: at + 1])
    return modality(before) != "asserted" or negated(before)
