"""A deed the speaker tells of themselves is no one else's, even where the statement's subject could not be read:
"after i found out i had a kidney stone it came a couple times", said by the patient, opens on a clause of time, so
no subject is read for it — and it bore out "The doctor had a kidney stone". A claim about another person than the
speaker is not borne out by such a statement when the claim's first word in it follows the speaker's own "I" with
no other person between ("you", "he", "my wife", a name): those words are the speaker's. Neither is it contradicted:
the speaker's having had one says nothing of the doctor. The same where the subject was read from the "you" of an
aside the speaker's "I" is taken up again after ("when i you know after i found out i had a kidney stone")."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import SECOND_PERSON, THIRD_PERSON, person
from factlayer.nlp.subject_leads import aside, observes
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

__all__ = ["speakers_own_deed"]


def speakers_own_deed(prop: Proposition, core: Statement, matches: Sequence[Match], source: Source) -> str | None:
    """Why ``core`` does not bear out a claim about another speaker than its own (module docstring), or None. Not
    after an "I" of finding ("i do appreciate one plus pitting edema": the doctor's finding about the patient)."""
    if (core.subject.known() and not _restarted_on_an_aside(core.tokens)) or not core.speaker:
        return None
    if prop.subject.kind != "person" or prop.holder is not None:
        return None
    if not any(prop.subject.same(person(sp)) is True for sp in source.speakers if sp != core.speaker):
        return None  # only a claim about another speaker ("Doctor Z" for the speaker "doctor" is not told apart)
    if prop.subject.same(core.holder()) is not False:
        return None
    mine = [m.token for m in matches if m.statement == core.index and m.how != "context"]
    if not mine:
        return None
    others = _others()
    for k in range(min(mine) - 1, -1, -1):
        token = core.tokens[k]
        low = token.low.removesuffix("'s")
        if low in lexicon.words("i_forms"):
            if observes(core.tokens, k + 1) or _reported(core.tokens, k):
                return None  # "i do appreciate one plus pitting edema"; "he didn't think | i need surgery"
            return (
                f"speaker: the claim's words follow {core.speaker}'s own {token.text!r}, not {prop.subject.describe()}"
            )
        if low in others or low in ("we", "us", "our") or low in prop.subject.names or (token.text[:1].isupper() and k):
            return None
    return None


def _restarted_on_an_aside(tokens: Sequence[Token]) -> bool:
    """ "when i you know after i found out i had …": the speaker's "I" taken up again after an aside, whose "you"
    the statement's subject may have been read from (the listener's, wrongly)."""
    return any(
        tokens[k].low in lexicon.words("i_forms") and tokens[k + 1].low == "you" and aside(tokens, k + 1)
        for k in range(len(tokens) - 2)
    )


def _reported(tokens: Sequence[Token], k: int) -> bool:
    """The "I" at ``k`` opens a clause someone reports or believes ("he said he didn't think (that) | i need …")."""
    j = k - 1 if k > 0 and tokens[k - 1].low != "that" else k - 2
    return j >= 0 and tokens[j].low in lexicon.union("believing", "telling", "reporting", "knowing")


@cache
def _others() -> frozenset[str]:
    """Words for another person than the speaker: "you", "he", a person noun, a relation."""
    return SECOND_PERSON | THIRD_PERSON | lexicon.words("person_nouns") | frozenset(lexicon.groups("relations"))
