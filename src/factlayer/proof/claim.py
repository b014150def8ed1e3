"""A claim split into units: whom it is about (subject), who holds it (holder), what is said (terms),
values (numbers with units, frequencies, dates, times), polarity and modality — per proposition.

"The patient reports a cough and no fever" is two propositions about the patient, held by the patient:
{cough} and {fever, negated}. ``claim_parse.parse`` reads a claim's text into them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from factlayer.nlp.modality import Modality
from factlayer.nlp.persons import Subject
from factlayer.nlp.tokens import Token, tokenize
from factlayer.nlp.value_forms import Value

PERSONAL = frozenset(
    ["i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "you", "you're", "you've", "my", "our", "your"]
)


@dataclass(frozen=True, slots=True)
class Term:
    """A content word of a claim: it must be found in the evidence (exactly, by stem or by a synonym)."""

    text: str
    low: str
    stem: str
    category: str | None
    literal: bool = False  # "back" in "back pain", "see you back in two weeks": only the word bears it out (no "ago")
    joined: tuple[str, ...] = ()  # with its neighbour in the claim, as one word ("heart burn": "heartburn")


@dataclass(frozen=True, slots=True)
class Proposition:
    text: str
    subject: Subject
    holder: Subject | None  # who said / thinks it, when the claim names one ("Barry said ...")
    negated: bool
    modality: Modality
    terms: tuple[Term, ...]
    values: tuple[Value, ...]
    subject_is_holder: bool = False  # "Barry said targets are unlikely": about what Barry holds
    personal: bool = False  # about "I", "you" or "we", whoever they are: only a speaker's own words bear it out
    frame: frozenset[str] = frozenset()  # the terms of a leading scene ("On the camping trip they ..."): the topic
    advice: bool = False  # a request reported by a verb of saying and a modal ("says the patient should rest")
    agreed: bool = False  # its holder agreed to it ("The patient agreed to stop the statin"): see proof/taken_up.py
    written_names: tuple[str, ...] = ()  # the names of its subject and holder as the claim writes them (unresolved)

    def units(self) -> list[str]:
        out = [f"subject: {self.subject.describe()}"] if self.subject.known() else []
        if self.holder is not None:
            out.append(f"holder: {self.holder.describe()}")
        out += [f"term: {t.text}" for t in self.terms] + [f"value: {v.describe()}" for v in self.values]
        out.append(f"polarity: {'negative' if self.negated else 'positive'}")
        out.append(f"modality: {self.modality}")
        return out


@dataclass(frozen=True, slots=True)
class Claim:
    text: str
    propositions: tuple[Proposition, ...]


@lru_cache(maxsize=4096)
def claim_tokens(text: str) -> tuple[Token, ...]:
    """A proposition's tokens, read once: every check of every window asks for them."""
    return tuple(tokenize(text))
