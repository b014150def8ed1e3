"""A denial (or a stop) that is about another thing than the claim's.

A window may piece a claim together from two statements: "Yes, naproxen, 500 mg twice a day. | I stopped taking
ibuprofen last month." holds "taking" in the second and "naproxen" in the first. The second's stop is of
ibuprofen: it denies no taking of naproxen. When a claim word the core holds has, in the core, another content
word right where the claim has its thing (the object after it, a determiner or a preposition passed over: "taking
the ibuprofen", "allergic to latex"; or the doer before it, an auxiliary or a negation passed over: "ibuprofen
doesn't help", "still" passed over too), after no preposition the claim lacks there, and the claim's thing is
said only in another statement, the core's denial is of that other thing. A pronoun there ("I stopped taking
it", "it doesn't help") or nothing ("I stopped last month") still denies the claim's thing.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.normalise import number_word
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.predicate import BETWEEN
from factlayer.proof.source import Statement

_SAID = ("exact", "stem", "synonym")  # how a claim word is said in a statement, not read from a pronoun or context

_NOT_A_THING = (
    "stopwords",
    "quantifiers",
    "determiners",
    "vague",
    "past_markers",
    "lead_adverbials",
    "linking_adverbs",  # "they still haven't made a decision": "still" is no thing
)
_PERSONS = ("first_person", "second_person", "third_person")  # a pronoun may be the thing


@cache
def _not_a_thing() -> frozenset[str]:
    return lexicon.union(*_NOT_A_THING, *_PERSONS, "yes", "no") | lexicon.members("gendered_pronouns")


def _thing(token: Token, claim_stems: frozenset[str]) -> bool:
    low = token.low
    return (
        token.is_word
        and low not in _not_a_thing()
        and not is_negation_word(low)
        and not number_word(low)
        and not any(c.isdigit() for c in low)
        and stem(low) not in claim_stems
    )


def _skipping(tokens: Sequence[Token], k: int, step: int, skip: frozenset[str]) -> tuple[Token | None, frozenset[str]]:
    """The first token from ``k`` in direction ``step`` that is not in ``skip`` nor a negation, and the prepositions
    passed over."""
    prepositions = lexicon.words("modifier_prepositions")
    passed: set[str] = set()
    while 0 <= k < len(tokens) and (tokens[k].low in skip or is_negation_word(tokens[k].low)):
        passed |= {tokens[k].low} & prepositions
        k += step
    return (tokens[k] if 0 <= k < len(tokens) else None), frozenset(passed)


def another_thing_denied(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """The other thing the core's own denial is about, when the claim's thing is said only in another statement
    of the window (see the module); None when the denial may be of the claim's thing."""
    in_core = {m.term.low: m.token for m in matches if m.statement == core.index and m.how in _SAID}
    elsewhere = {m.term.low for m in matches if m.statement != core.index and m.how != "context"}  # not "it", "they"
    elsewhere -= set(in_core) | prop.subject.names
    if not in_core or not elsewhere:
        return None
    claim = claim_tokens(prop.text)
    stems = frozenset(stem(t.low) for t in claim)
    skips = {1: lexicon.words("determiners") | lexicon.words("modifier_prepositions"), -1: lexicon.words("auxiliaries")}
    skips[-1] |= BETWEEN  # "they still haven't made": "still" is no doer
    for k, token in enumerate(claim):
        if token.low not in elsewhere:
            continue
        for step in (1, -1):  # the thing after its verb, then the thing before its predicate
            beside, passed = _skipping(claim, k - step, -step, skips[step])
            if beside is None or beside.low not in in_core:
                continue
            said, between = _skipping(core.tokens, in_core[beside.low] + step, step, skips[step])
            if said is not None and between <= passed and _thing(said, stems):
                return said.text
    return None
