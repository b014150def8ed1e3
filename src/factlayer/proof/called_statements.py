"""Statements with the names their speaker, their addressee and their sentence's call go by (``proof.align``): "your"
said to the patient greeted "hi virginia" is Virginia's; "hi doctor lane ." names whom "you" is, as "you" does."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from factlayer.nlp.vocatives import Called
from factlayer.proof.statement import Statement

__all__ = ["with_called"]

_S = TypeVar("_S", bound="Statement")


def with_called(statements: list[_S], called: dict[str, frozenset[str]], namings: Sequence[Called]) -> list[_S]:
    """Each statement with the names its speaker and addressee are called by and the names its sentence calls the
    other party by (a greeting or a call of another: not a speaker's own "my name is …")."""
    if not called:
        return statements
    calls: dict[int, set[str]] = defaultdict(set)
    for naming in namings:
        if not naming.own:
            calls[naming.sentence] |= set(naming.name.split())
    return [
        replace(
            st,
            speaker_called=called.get(st.speaker or "", frozenset()),
            addressee_called=called.get(st.addressee or "", frozenset()),
            calls=frozenset(calls.get(st.sentence, ())),
        )
        for st in statements
    ]
