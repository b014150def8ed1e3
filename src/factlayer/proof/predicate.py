"""Claims whose verb is only "has" / "is" / "has been (to)": the evidence must say its objects as had or been.

"The patient has diabetes" names no action of its own, so every content word of it can be found in "I read a lot
about diabetes", "Anna has been to Paris" in "I heard great things about Paris", "has cancer" in "my main fear is
cancer". For such a claim, the words between the evidence's subject and the first of the claim's words must be
function words, forms of have/be, a few words that say the same (lexicon ``having_verbs``: "diagnosed with",
"went to") or modifiers of the claim's word ("type 2 diabetes"); another predicate there ("read about", "fear
is", "heard great things about") leaves the claim unsupported.
"""

from __future__ import annotations

from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import number_word
from factlayer.nlp.tokens import Token, tokenize
from factlayer.proof.claim import Proposition

_SUBJECT_WORDS = frozenset(
    ["i", "i'm", "i've", "i'd", "i'll", "my", "we", "we're", "we've", "our", "you", "you're", "you've", "your",
     "he", "he's", "his", "she", "she's", "her", "they", "they're", "they've", "their",
     "it", "it's", "its", "that", "that's", "this", "there", "there's", "here's"]
)  # fmt: skip


def _number(low: str) -> bool:
    return low.isdigit() or number_word(low)


def _function(low: str) -> bool:
    return (
        not any(c.isalnum() for c in low)
        or low in lexicon.words("stopwords")
        or low in lexicon.words("negations")
        or low.endswith("n't")
        or low in lexicon.words("light_verbs")
        or low in lexicon.words("having_verbs")
        or low in lexicon.words("perception")  # the doctor's "I appreciate a murmur": the patient has it
        or low in lexicon.words("fillers")
        or low in lexicon.words("discourse")
        or low in lexicon.words("vague")
        or low in lexicon.words("plain_modifiers")
    )


def has_light_predicate(prop: Proposition) -> bool:
    """The proposition's verb, before its first content word, is a form of have/be and nothing else."""
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
    if last_light is None:
        return False
    return all(_function(low) or _number(low) for low in before[last_light + 1 :])


def plain_predicate(tokens: tuple[Token, ...], first: int) -> bool:
    """Do the evidence's words before token ``first`` (after its subject) say only "has" / "is" / "went to"?"""
    # The subject ends at the last form of have/be ("my maternal grandfather had"), else at the last subject word
    # ("I read about"), else at the last punctuation mark ("Since last year, diabetes").
    light = lexicon.words("light_verbs")
    start = max((k + 1 for k in range(first) if tokens[k].low in light), default=0)
    if start == 0:
        start = max((k + 1 for k in range(first) if tokens[k].low in _SUBJECT_WORDS), default=0)
    if start == 0:
        start = max((k + 1 for k in range(first) if tokens[k].is_punct), default=0)
    for k in range(start, first):
        low = tokens[k].low
        if _function(low) or _number(low):
            continue
        after = tokens[k + 1]
        chain = k + 1 == first or (after.is_word and (not _function(after.low) or _number(after.low)))
        if not chain:
            return False  # "read a lot about diabetes", "main fear is cancer": another predicate
    return True
