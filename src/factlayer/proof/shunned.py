"""A claim's word lent by another statement where the core keeps away from the thing: "I skip breakfast most days"
with "eat" from the question before it ("What does a normal day of eating look like?") does not bear out "He eats
breakfast most days" — the core's own verb for the thing is one of shunning (``lexicon/shunning_verbs.txt``,
``lexicon/cessation.txt``), and a claim that names no such verb puts another in its place. And an instruction to keep
away from the thing ("avoid alcohol and fatty foods") denies advice "to drink alcohol" and bears out advice "not to
drink alcohol" (``keeps_away_from``)."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.tokens import skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement

__all__ = ["keeps_away_from", "lent_over_a_shunning", "shunned_right_before"]


def _shunning() -> frozenset[str]:
    return lexicon.union("shunning_verbs", "cessation")


def lent_over_a_shunning(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> bool:
    """The core holds a verb of shunning before a word it shares with the claim, the claim names none, and the claim
    takes a word from another sentence (its verb, where the core has only the shunning one; not a clause of the core's
    own sentence: "I skipped them over the weekend | because I was travelling") or the shunned -ing form itself ("I
    avoid running on hills" for "runs on hills")."""
    shunning = _shunning()
    if prop.negated or any(t.low in shunning for t in claim_tokens(prop.text)):
        return False
    own = [m.token for m in matches if m.statement == core.index and m.how != "context"]
    shuns = [k for k, t in enumerate(core.tokens) if t.low in shunning]
    if not any(k < j for k in shuns for j in own):
        return False
    avoided = lexicon.words("shunning_verbs")
    gerund = any(
        core.tokens[k].low in avoided and k + 1 in own and core.tokens[k + 1].low.endswith("ing") for k in shuns
    )
    same = {st.index for st in window if st.sentence == core.sentence} | {core.index}
    return gerund or any(m.statement not in same for m in matches)


def shunned_right_before(statement: Statement, first: int) -> str | None:
    """A verb that keeps away from the content right before it ("avoid | ibuprofen", "stop | the statin"), over
    determiners and "on" — or with its particle ("hold off on the MRI") — or None."""
    skip = lexicon.words("determiners") | {"on", "of", "taking", "using", "doing"}
    k = skip_over([t.low for t in statement.tokens], first - 1, skip, step=-1)
    low = statement.tokens[k].low if k >= 0 else ""
    if low in ("off", "out") and k > 0:  # "hold off on the MRI", "cut out sugar": the verb and its particle
        low = f"{statement.tokens[k - 1].low} {low}"
    elif low in ("from", "of"):  # "stay away from soda", "steer clear of ladders", "refrain from"
        phrases = (" ".join(t.low for t in statement.tokens[max(j, 0) : k + 1]) for j in (k - 2, k - 1))
        low = next((p for p in phrases if p in _shunning()), low)
    return low if low in _shunning() else None


def keeps_away_from(
    prop: Proposition, core: Statement, matches: list[Match], names: frozenset[str], source: Source
) -> bool:
    """An instruction to keep away from a thing — a core said as a request ("okay . avoid alcohol and fatty foods"),
    its first word of the claim's content (not its subject's ``names``) right after the shunning verb, no negation
    before it ("don't avoid fat entirely") — read against a claim of advice or a request that does not name the
    shunning itself: it denies the claim's own verb on the thing ("… advises the patient to drink alcohol"). Not
    against what anyone says they do: "avoid alcohol" is advice, not a report that the patient does not drink."""
    if prop.modality != "requested" or any(t.low in _shunning() for t in claim_tokens(prop.text)):
        return False  # "The doctor advises the patient to avoid alcohol" says the shunning itself
    own = [m.token for m in matches if m.statement == core.index and m.how != "context" and m.term.low not in names]
    verb = _shunning_verb_before(core, min(own)) if own else None
    if verb is not None and core.tokens[verb].low not in _avoiding_firsts():
        return False  # "stop the statin": a stop has its own opposite ("start") and past (``polarity.only_ceased``)
    if verb is None or any(is_negation_word(t.low) for t in core.tokens[:verb]):
        return False
    after = [t for st in source.statements_of_sentence(core.sentence) if st.index > core.index for t in st.tokens]
    if any(t.low in _BAN_ENDS for t in [*core.tokens[verb + 1 :], *after]):
        return False  # "avoid dairy | until the test, then eat it as usual": the sentence goes on past the ban
    # said as an instruction: a request, or the verb opening its clause ("while you're on it, | avoid alcohol")
    return core.modality == "requested" or verb == 0 or core.tokens[verb - 1].low in _OPENING_AN_ORDER


@cache
def _avoiding_firsts() -> frozenset[str]:
    """The first words of the shunning verbs that are no stop ("avoid", "skip", "stay", "hold"): not "stop", "quit"."""
    return frozenset(v.split()[0] for v in lexicon.words("shunning_verbs")) - lexicon.words("cessation")


_BAN_ENDS = lexicon.words("ban_ends")
_OPENING_AN_ORDER = lexicon.union("command_adverbs", "lead_connectors") | {",", ".", "please", "just"}


def _shunning_verb_before(statement: Statement, first: int) -> int | None:
    """The index of the shunning verb (its first word) right before token ``first``, or None."""
    said = shunned_right_before(statement, first)
    if said is None:
        return None
    n = len(said.split())
    lows = [t.low for t in statement.tokens[:first]]
    return next((k for k in range(len(lows) - n, -1, -1) if " ".join(lows[k : k + n]) == said), None)
