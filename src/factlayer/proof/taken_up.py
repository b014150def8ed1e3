"""What one speaker asks of the other, taken up by the other's yes: "You should stop the statin." — "Okay."

A claim that the listener agreed to it ("The patient agreed to stop the statin") finds the content in the asker's
words, so the holder check saw the doctor's words credited to the patient and answered CONTRADICTED. The
listener's own next turn opening on a yes (``lexicon/yes.txt``, ``acknowledgements.txt``), not negated, takes the
request up: the words are no longer another's — for a claim of agreement only (a yes is no wish: "The patient wants
to stop the statin" stays the doctor's words), and what the yes agrees to is still checked unit by unit (values,
polarity, the frame unit's ``proof/frame_unit.py``); a "No, I don't want to" leaves the words the asker's.
The same rule answers the frame unit when a claim of agreement rests on a proposal (:func:`not_agreed`): the
holder's next turn must open on a yes.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.agreeing_reply import agrees
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

LISTENER = frozenset({"you", "your", "yourself"})  # words that say a statement is of the one spoken to


def next_reply(core: Statement, source: Source) -> Statement | None:
    """The first statement after ``core`` by another speaker: the reply to what ``core`` proposes or asks (not a
    question read again through its answer, which starts where the question does)."""
    later = source.statements[core.index + 1 :]
    return next((st for st in later if st.speaker != core.speaker and not st.answered), None)  # not a re-reading


def opens_on_yes(statement: Statement) -> bool:
    """Whether ``statement``'s first word is a yes or an acknowledgement ("yes", "okay", "sure", …)."""
    first = next((t.low for t in statement.tokens if t.is_word), "")
    return first in lexicon.words("yes") | lexicon.words("acknowledgements")


def proposes_to_listener(core: Statement) -> bool:
    """``core`` asks or proposes something of the one spoken to: a request or question of "you" ("You should stop
    the statin", "Can we stop it?", not "Should I stop the statin?", which asks nothing of the listener), or a
    hedged proposal of "we" or "you" ("I think we should stop the statin")."""
    lows = {t.low for t in core.tokens}
    if core.modality in ("requested", "asked"):
        return bool(lows & (LISTENER | {"we"}))  # "Can we stop the statin?" asks the listener too
    return core.modality == "hedged" and bool(lows & _PROPOSING) and bool(lows & (LISTENER | {"we"}))


_PROPOSING = frozenset({"should", "could", "let's"})


def taken_up(prop: Proposition, core: Statement, source: Source) -> bool:
    """Whether the claim's holder is the one ``core`` asks something of, and their reply opens on a yes."""
    return taking_up(prop, core, source) is not None


def taking_up(prop: Proposition, core: Statement, source: Source) -> Statement | None:
    """The holder's reply that takes up what ``core`` asks of them (the evidence of the yes), or that agrees with
    what ``core`` states ("The budget should be cut." — "Yes, I agree.", ``lexicon/agreeing.txt``), or None."""
    proposed = proposes_to_listener(core)
    reply = _holders_reply(prop, core, source) if proposed or core.modality == "asserted" else None
    return reply if reply is not None and (opens_on_yes(reply) if proposed else agrees(reply, source)) else None


def _holders_reply(prop: Proposition, core: Statement, source: Source) -> Statement | None:
    """The reply to ``core`` (:func:`next_reply`), not negated, by the holder of a claim of agreeing (a yes is no
    wish), or None."""
    if not prop.agreed or prop.holder is None:
        return None
    reply = next_reply(core, source)
    return reply if reply is not None and not reply.negated and prop.holder.same(reply.holder()) is True else None


def asked_of_another(prop: Proposition, core: Statement) -> bool:
    """``core`` is said by another than the one the claim says agreed (its holder, else its subject)."""
    who = prop.holder or prop.subject
    return who.same(core.holder()) is False


def not_agreed(prop: Proposition, core: Statement, source: Source) -> str | None:
    """A claim of agreement read off another speaker's proposal: the holder's next turn must open on a yes."""
    if proposes_to_listener(core) and not asked_of_another(prop, core) and not _answers_another(core, source):
        return "frame: the claim says agreed, the holder only proposes it"  # the doctor's "you should stop it"
    if not asked_of_another(prop, core) or core.modality not in ("asked", "requested"):
        return None  # the holder's own words, or another's account of the agreement
    reply = next_reply(core, source)
    if reply is None or not opens_on_yes(reply):
        return "frame: the claim says agreed, the reply to the proposal is no yes"
    return None


def _answers_another(core: Statement, source: Source) -> bool:
    """The last statement before ``core``'s sentence by another speaker asks or proposes something: ``core`` may
    answer it ("Can we stop the statin?" — "Sure, you can stop it")."""
    before = [st for st in source.statements[: core.index] if st.sentence != core.sentence]
    other = next((st for st in reversed(before) if st.speaker != core.speaker), None)
    return other is not None and other.modality in ("asked", "requested")


def only_assented(prop: Proposition, core: Statement, source: Source) -> str | None:
    """A note when the claim's holder answered what ``core`` states with a bare yes ("The launch moves to Friday." —
    "Yeah."): said to a statement, a yes may only acknowledge it, so it neither bears out the agreement (only words
    of agreeing do, :func:`agrees`) nor, the words being another's, contradicts it. None otherwise."""
    reply = _holders_reply(prop, core, source) if core.modality == "asserted" else None
    if reply is None or not opens_on_yes(reply):
        return None
    return f"holder: {reply.speaker}'s yes to {core.speaker}'s words may only acknowledge them"
