"""What one speaker asks of the other, taken up by the other's yes: "You should stop the statin." — "Okay."

A claim that the listener agreed to it ("The patient agreed to stop the statin") finds the content in the asker's
words, so the holder check saw the doctor's words credited to the patient and answered CONTRADICTED. The
listener's own next turn opening on a yes (``lexicon/yes.txt``, ``acknowledgements.txt``), not negated, takes the
request up: the words are no longer another's — for a claim of agreement only (a yes is no wish: "The patient wants
to stop the statin" stays the doctor's words), and what the yes agrees to is still checked unit by unit (values,
polarity, the frame unit's ``proof/frame_unit.py``); a "No, I don't want to" leaves the words the asker's.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

LISTENER = frozenset({"you", "your", "yourself"})  # words that say a statement is of the one spoken to


def next_reply(core: Statement, source: Source) -> Statement | None:
    """The first statement after ``core`` by another speaker: the reply to what ``core`` proposes or asks."""
    return next((st for st in source.statements[core.index + 1 :] if st.speaker != core.speaker), None)


def opens_on_yes(statement: Statement) -> bool:
    """Whether ``statement``'s first word is a yes or an acknowledgement ("yes", "okay", "sure", …)."""
    first = next((t.low for t in statement.tokens if t.is_word), "")
    return first in lexicon.words("yes") | lexicon.words("acknowledgements")


def taken_up(prop: Proposition, core: Statement, source: Source) -> bool:
    """Whether the claim's holder is the one ``core`` asks something of, and their reply opens on a yes."""
    return taking_up(prop, core, source) is not None


def taking_up(prop: Proposition, core: Statement, source: Source) -> Statement | None:
    """The holder's reply that takes up what ``core`` asks of them (the evidence of the yes), or None."""
    if not prop.agreed or prop.holder is None or core.modality not in ("requested", "asked"):
        return None  # only a claim of agreeing (a yes is no wish), only to what is asked ("I stopped it for you")
    if not any(t.low in LISTENER for t in core.tokens):
        return None  # of the listener ("Should I stop the statin?" — "Yes." asks nothing of the patient)
    reply = next_reply(core, source)
    if reply is None or reply.speaker is None or reply.negated or prop.holder.same(reply.holder()) is not True:
        return None
    return reply if opens_on_yes(reply) else None
