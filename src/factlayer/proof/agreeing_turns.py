"""A bare claim that someone agreed ("Ann agreed."): their reply to another speaker's
statement says it. A reply opening on words of agreeing (``lexicon/agreeing.txt``: "Exactly.", "Yes, I agree.")
bears it out, one opening on words of disagreeing (``lexicon/disagreeing.txt``: "No, I disagree.") denies it. The
claim's only word is the agreeing, so no word of "Exactly." was there to find, and "No, I disagree" was nothing
about it. A claim of agreeing *to* or *with* something ("Lee agreed that …") is read by ``proof.taken_up``.
"""

from __future__ import annotations

from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize
from factlayer.proof.agreeing_reply import agrees, disagrees
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement
from factlayer.proof.window_check import WindowCheck

__all__ = ["agreement_checks"]

_AGREE = stem("agree")


def _bare_agreement(prop: Proposition, claim: str) -> bool:
    """The claim says only that its subject, a person, agreed (not that they did not: ``claim``, the whole
    sentence, says no negation)."""
    return (
        prop.subject.kind == "person"
        and not prop.agreed
        and not prop.negated
        and not any(is_negation_word(t.low) for t in tokenize(claim))
        and bool(prop.terms)
        and all(stem(t.low) == _AGREE for t in prop.terms)
    )


def _replies(prop: Proposition, source: Source) -> list[Statement]:
    """The subject's statements that open a turn answering another speaker's statement."""
    out: list[Statement] = []
    before: Statement | None = None
    for st in source.statements:
        if st.answered:
            continue  # a question read again through its answer
        replies = before is not None and before.speaker not in (None, st.speaker) and st.speaker is not None
        if replies and prop.subject.same(st.holder()) is True:
            out.append(st)
        before = st
    return out


def agreement_checks(prop: Proposition, source: Source, claim: str) -> list[WindowCheck]:
    """A check per reply of the subject that agrees or disagrees, for a bare claim of agreeing (module docstring);
    ``claim``: the sentence ``prop`` is part of."""
    if not _bare_agreement(prop, claim):
        return []
    out: list[WindowCheck] = []
    for reply in _replies(prop, source):
        said = "agrees" if agrees(reply, source) else "disagrees" if disagrees(reply) else None
        if said is None:
            continue
        holds = said == "agrees"
        out.append(
            WindowCheck(
                window=(reply.index - 1, reply.index),
                outcome="supports" if holds else "conflicts",
                conflicts=[] if holds else [f"polarity: {reply.speaker} {said} with what was said"],
                core=reply.index,
                strength=1.0,
                coverage=1.0,
            )
        )
    return out
