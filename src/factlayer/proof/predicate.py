"""Claims whose verb is only "has" / "is" / "has been (to)": the evidence must not say its objects under a verb of
mind, talk, wish, fear or testing.

"The patient has diabetes" names no action of its own, so every content word of it can be found in "I read a lot
about diabetes"; "Anna has been to Paris" in "I've heard great things about Paris"; "has cancer" in "my main fear is
cancer". For such a claim about a person, the evidence's words before the first of the claim's words must hold none
of the words of lexicon ``about_words`` ("read", "heard", "fear", "tested", "history", ...), and no "about" that is
not an approximation ("about three weeks"). Everything else there — "I was diagnosed with", "I also travel with",
"my grandfather had", the doctor's "I appreciate a little" — still bears the claim out.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import number_word
from factlayer.nlp.persons import THIRD_PERSON
from factlayer.nlp.possessed import possessive
from factlayer.nlp.tokens import Token, skip_over, tokenize
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.source import Statement


def _function(low: str) -> bool:
    return (
        not any(c.isalnum() for c in low)
        or low in lexicon.words("stopwords")
        or low in lexicon.words("negations")
        or low.endswith("n't")
        or low in lexicon.words("light_verbs")
        or low in lexicon.words("discourse")
        or low in lexicon.words("vague")
        or low.isdigit()
        or number_word(low)
    )


def has_light_predicate(prop: Proposition) -> bool:
    """The proposition is about a person, asserted, and its verb before its first content word is a form of
    have/be and nothing else ("has diabetes", "has been to Paris"; not "is learning the piano")."""
    if prop.modality != "asserted" or prop.subject.kind not in ("person", "relation"):
        return False  # what a person has, is or has been to; "Paris is a city" is told by its own words
    lows = frozenset(t.low for t in prop.terms if t.low not in prop.subject.names)
    return bool(lows) and _light(prop.text, lows)


@lru_cache(maxsize=4096)
def _light(text: str, lows: frozenset[str]) -> bool:
    tokens = tokenize(text)
    first = next((k for k, t in enumerate(tokens) if t.low in lows or t.low.removesuffix("'s") in lows), None)
    if first is None or tokens[first].low.endswith("ing"):
        return False  # "is learning the piano": the verb is "learning", a term the evidence must hold anyway
    light = lexicon.words("light_verbs")
    before = [t.low for t in tokens[:first]]
    last_light = max((k for k, low in enumerate(before) if low in light), default=None)
    return last_light is not None and all(_function(low) for low in before[last_light + 1 :])


BETWEEN = lexicon.words("between_adverbs")


def deed(prop: Proposition) -> Term | None:
    """The claim's verb when it names a deed of a person ("The patient heard her friend fall": "heard"): the word
    right after the subject's name or relation (adverbs passed over). None for a thing's property ("The patient's
    knee was swollen"), a claim about no one, or one whose verb is only has / is."""
    if prop.subject.kind not in ("person", "relation") or has_light_predicate(prop):
        return None
    naming = prop.subject.names | ({prop.subject.relation} if prop.subject.relation else set())
    words = [t.low for t in claim_tokens(prop.text) if t.is_word]
    at = next((k for k, w in enumerate(words) if w in naming), None)
    if at is None:  # "grew up in Sweden": a proposition told without its subject's name opens on its verb
        at = -1 if prop.subject.names and prop.text[:1].islower() else None
    if at is None or (at >= 0 and (possessive(words[at]) or words[at + 1 : at + 2] == ["'s"])):
        return None
    k = skip_over(words, at + 1, BETWEEN)
    return next((t for t in prop.terms if k < len(words) and t.low == words[k]), None)


def plain_predicate(tokens: tuple[Token, ...], first: int) -> bool:
    """Are the evidence's words before token ``first`` free of another predicate ("read about", "fear is")?"""
    about = lexicon.words("about_words")
    for k in range(first):
        low = tokens[k].low
        if low in about or (low.startswith("look") and k + 1 < len(tokens) and tokens[k + 1].low == "for"):
            return False  # "a psa … looks for prostate cancer": searched for, not had
        if low == "about" and not (k + 1 < len(tokens) and _approximation(tokens[k + 1].low)):
            return False  # "worried about diabetes", not "about two weeks"
    return True


def _approximation(low: str) -> bool:
    return low.isdigit() or number_word(low) or low in ("a", "an", "half")


_REFERENTS = frozenset(["it", "that", "them", "one", "this", "those", "these"])


def had_referent(tokens: tuple[Token, ...]) -> bool:
    """ "my son has it", "I had one last year": a form of have/be said of what another clause names."""
    light = lexicon.words("light_verbs")
    return any(a.low in light and b.low in _REFERENTS for a, b in itertools.pairwise(tokens))


def plainly_had(prop: Proposition, window: list[Statement], matches: list[Match]) -> bool:
    """ "I have diabetes", not "I read about diabetes": one statement of the window says the claim's words as had
    or been, or the claim's subject "has it" of what another one names ("tested for a peanut allergy, and my son
    has it"; not "I worry about diabetes. My dad has it." for the patient)."""
    checked = False
    for st in window:
        mine = [
            m.token
            for m in matches
            if m.statement == st.index and m.how != "context" and m.term.low not in prop.subject.names
        ]
        if mine:
            checked = True
            if plain_predicate(st.tokens, min(mine)):
                return True
        if had_referent(st.tokens) and prop.subject.same(st.subject) is not False:
            return True
    return not checked


def doer_before_deed(
    prop: Proposition, core: Statement, matches: list[Match], sentence: Sequence[Statement] = ()
) -> str | None:
    """The word right before the claim's deed in the evidence (adverbs passed over) is "he" / "she" / "they": the one
    who did it there, someone the speaker talks of — not the speaker the claim is about. The deed is looked for in
    the core, then in the other clauses of its sentence (``sentence``): "It is from Sweden, | where she grew up"."""
    verb = deed(prop)
    held = [m for m in matches if verb and m.term is verb and m.how != "context"]
    for st in (core, *(st for st in sentence if st.index != core.index)):
        at = [m.token for m in held if m.statement == st.index]
        k = at[0] - 1 if at else -1
        while k >= 0 and st.tokens[k].low in BETWEEN:
            k -= 1
        if at:
            return st.tokens[k].low if k >= 0 and st.tokens[k].low in THIRD_PERSON else None
    return None
