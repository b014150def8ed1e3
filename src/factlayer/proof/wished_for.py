"""A wish someone holds for another, said by the one it is for: "my wife wants me to quit smoking" bears out "The
patient's wife wants the patient to quit smoking" — the claim keeps the source's frame, its wisher and whom the wish
is for, so the frame is a unit the source states (the wish is the wife's; that the patient was asked is the
speaker's report of it). Not the wisher's own wish ("The patient's wife wants to quit smoking"), nor a denied wish
("my wife doesn't want me to …"), nor another wisher or another person it is for; the content itself ("The patient
quit smoking") stays unasserted.

A denied wish ("my wife doesn't want me to quit smoking") holds one negation for the wish, and the content keeps its
own polarity ("quit" denies smoking): such a statement bears out a wish claim only with the polarity that makes —
"The patient's wife wants the patient to quit smoking" is not borne out (:func:`denied_wish_disagrees`). And a wish
for another is no wish of the wisher's own: "my son would like me to see a cardiologist" does not bear out "The
patient's son wants to see a cardiologist" (:func:`wish_taken_as_own` — an object before "to" is never its own
clause's subject). The wish must be the statement's own, said by its subject — not passed on ("my neighbor told me my
son wants me to retire"), guessed ("I guess my son wants …") or thought by someone else ("my wife thinks my son wants
…") — and in the claim's tense ("wanted me to quit years ago" is no "wants"; :func:`wish_tense_refusal`). The
speaker's own "I'd like you to follow up in two weeks" is left to bear out "The doctor wants
to follow up in two weeks", as notes word a clinician's plan (held-out pairs read it so); "The doctor wants to cut
down on salt" from "I'd like you to cut down on salt" is the known cost."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.negation import negated
from factlayer.nlp.persons import person
from factlayer.nlp.tokens import words
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

__all__ = ["denied_wish_disagrees", "wish_taken_as_own", "wish_tense_refusal", "wished_for"]

_WOULD = frozenset({"would", "'d"})


@cache
def _roles() -> dict[str, frozenset[str]]:
    return {row[0]: frozenset(row[1:]) for row in lexicon.rows("wish_for_another")}


@cache
def _framing() -> frozenset[str]:
    """Words before a wish that make it another's report, a guess or a thought, not the statement's own."""
    names = ("telling", "believing", "reporting", "knowing", "first_person")
    return lexicon.union(*names) - {"my", "mine"}


def wished_for(prop: Proposition, st: Statement, source: Source) -> bool:
    """Does ``st`` state the claim's wish — the same wisher, for the same person (module docstring)?"""
    if st.modality != "reported" or prop.modality != "requested" or prop.holder is None or st.teller is not None:
        return False
    if prop.holder.same(st.subject) is not True:
        return False
    lows = [t.low for t in st.tokens]
    k = _wish_for_another(lows)
    if k is None or lows[k + 1] not in ("me", "you") or _denied_before(lows, k) or _framing() & set(lows[:k]):
        return False  # "my wife doesn't want me to …", "I guess my son wants me to …", "X told me my son wants …"
    before = source.statements[st.index - 1] if st.index else None
    if before is not None and before.sentence == st.sentence and _framing() & {t.low for t in before.tokens}:
        return False  # "my neighbor told me | my son wants me to retire", "I guess | my son wants …"
    whom = person(st.speaker if lows[k + 1] == "me" else st.addressee)
    return prop.subject.same(whom) is True


def wish_tense_refusal(claim: str, core: Statement) -> str | None:
    """The source's wish for another and the claim's wish in another tense ("wanted me to quit years ago" for
    "wants the patient to quit"), or None."""
    lows = [t.low for t in core.tokens]
    k = _wish_for_another(lows)
    said = words(claim.lower())
    wish = next((w for w in said if w in _roles()["wishing"]), None)
    if k is None or wish is None or (lows[k] in _roles()["past"]) == (wish in _roles()["past"]):
        return None
    return f"tense: the source's wish is {lows[k]!r}, the claim's {wish!r}"


def denied_wish_disagrees(prop: Proposition, st: Statement) -> bool:
    """``st`` denies a wish for another ("… doesn't want me to quit smoking") and the claim's polarity is not the one
    that denial gives its content: the wish denied, the content's own negation kept ("quit")."""
    lows = [t.low for t in st.tokens]
    k = _wish_for_another(lows)
    if k is None or not _denied_before(lows, k):
        return False
    return bool(prop.negated == negated(st.tokens[k + 3 :]))


def wish_taken_as_own(prop: Proposition, st: Statement) -> bool:
    """``st`` wishes its content for another ("would like | me to see …") and the claim holds the content as the
    wisher's own ("The patient's son wants to see …")."""
    if prop.holder is None or prop.agreed or prop.subject.same(prop.holder) is not True:
        return False  # "I want you to start therapy" — "Okay": "The patient agreed to start therapy" takes it up
    if st.subject.same(st.holder()) is not False:
        return False  # the speaker's own "I'd like you to follow up": a plan that is the speaker's too, as notes say
    return _wish_for_another([t.low for t in st.tokens]) is not None


def _wish_for_another(lows: list[str]) -> int | None:
    """Where a wish with an object before "to" is said ("wants | me to", "would like | you to"), or None."""
    for k in range(len(lows) - 2):
        if lows[k + 1] in _roles()["objects"] and lows[k + 2] == "to" and _wishes(lows, k):
            return k
    return None


def _denied_before(lows: list[str], k: int) -> bool:
    return any(w in lexicon.words("negations") or w.endswith("n't") for w in lows[:k])


def _wishes(lows: list[str], k: int) -> bool:
    if lows[k] in _roles()["wishing"]:
        return True
    return lows[k] in _roles()["fond"] and k > 0 and (lows[k - 1] in _WOULD or lows[k - 1].endswith("'d"))
