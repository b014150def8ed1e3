"""The listener's things are not the speaker's: a statement whose subject was not read and whose words holding the
claim's speak of the listener and of no one else — "your kidney", "your sugar", "you" as a doer ("you have", "you
need to") and no "I", "my", "we", "our" or "let's" of the speaker — does not bear out a claim that the speaker
has or does them: "The doctor had a kidney stone" from the doctor's "that classes from your your kidney … | that
would mean that the stone is obstructing the ureter" (ACI-Bench D2N050: a digest stored it), "The doctor has a
small cyst on the liver" from "looking at the scan there is a small cyst on your liver". Neither does it deny it:
the listener's kidney stone says nothing of the speaker's. A claim that gives the speaker a thing ("The doctor's
sugar is high", from "your sugar is high") is held to the same, also where no one is known to listen (only the
doctor speaks: whom "your" is cannot be told, but it is never the speaker).

Not when the claim names another person too ("The doctor wants the patient to …"), holds a saying or a wish
("Nate suggested coconut oil" from his "You can use coconut oil": what he suggests is for the listener), nor for a
question read through its answer ("do you have any allergies?" — "no": its "you" is the answerer). A statement
whose subject is the speaker ("i reviewed your labs") is left alone: "your labs" is what the speaker acts on.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON, THIRD_PERSON, person
from factlayer.nlp.possessed import possessive
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement

__all__ = ["listeners_things"]


def listeners_things(
    prop: Proposition, core: Statement, usable: Sequence[Statement], matches: Sequence[Match], source: Source
) -> str | None:
    """Why ``core`` (``usable`` the window's statements that may bear the claim out) does not bear out a claim about
    its own speaker (module docstring), or None."""
    if core.answered or not core.speaker or core.subject.known() or prop.holder is not None:
        return None  # a question read through its answer; "Nate suggested …" from his "You can use …"
    if not _of_the_speaker(prop, core) or _names_another(prop, core, source):
        return None
    holding = [st.tokens for st in usable if st.index in {m.statement for m in matches if m.how != "context"}]
    named = {t.low for t in claim_tokens(prop.text) if t.text[:1].isupper()} - lexicon.words("determiners")
    if any(t.low in named for tokens in holding for t in tokens):
        return None  # "your results came back and Dr. Brown reviewed them": the words name the claim's subject
    listener = any(_listeners(tokens, k) for tokens in holding for k in range(len(tokens)))
    lows = {t.low for tokens in holding for t in tokens}
    if listener and not lows & (FIRST_PERSON | _SPEAKER_WITH_OTHERS):
        return f"speaker: {core.speaker}'s statement speaks of the listener only ('your', 'you'), not of the speaker"
    return None


def _of_the_speaker(prop: Proposition, core: Statement) -> bool:
    """The claim is about the core's speaker ("The doctor had …"), or about a thing it gives them ("The doctor's
    sugar is high", where the core's "your" may be no one known when only the doctor speaks)."""
    if prop.subject.kind == "person":
        return prop.subject.same(core.holder()) is True
    speaker = core.holder()
    owners = (t.low for t in claim_tokens(prop.text) if possessive(t.low))
    return not prop.subject.known() and any(speaker.same(person(low[:-2])) is True for low in owners)


def _listeners(tokens: Sequence[Token], k: int) -> bool:
    """The word at ``k`` is the listener as an owner or a doer: "your", "you've", "you" before an auxiliary or "to"
    — not "you" done to ("let me check that for you"), nor the filler "you know"."""
    low = tokens[k].low
    after = tokens[k + 1].low if k + 1 < len(tokens) else ""
    return low in SECOND_PERSON and (low != "you" or (after in _AUXILIARIES and after not in _ASIDE))


def _names_another(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim names another person than its subject ("… wants the patient to …", "… told her to …")."""
    others = _others() | frozenset(a for sp in source.speakers if sp != core.speaker for a in person(sp).names)
    lows = (t.low.removesuffix("'s") for t in claim_tokens(prop.text))
    return any(low in others and low not in prop.subject.names for low in lows)


_AUXILIARIES = lexicon.words("auxiliaries") | lexicon.of_class("listeners_things", "doer_next")
_SPEAKER_WITH_OTHERS = lexicon.words("we_subjects") | lexicon.of_class("listeners_things", "speaker_among")
_ASIDE = lexicon.of_class("listeners_things", "aside")


@cache
def _others() -> frozenset[str]:
    """Words for another person than the speaker or the listener: "he", "she", a person noun, a relation."""
    return THIRD_PERSON | lexicon.words("person_nouns") | frozenset(lexicon.groups("relations"))
