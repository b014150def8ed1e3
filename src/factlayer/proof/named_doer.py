"""A statement that names its own doer is not about the one who says it: "Tom: Sam finished the payment
integration." does not bear out "Tom finished the payment integration.", nor "Tom: The vendor shipped it." "Tom
shipped it." The source's subject reader takes a lone capitalised word opening a clause for a name only when a
speaker is called so (a sentence's first capital proves nothing), so such a statement's subject is unknown — and a
claim about the speaker then found the speaker's own words. Here an unknown subject that is *said* (a word that is no
function word, pronoun or verb, or a determiner and a noun, then a verb) is someone or something other than the
speaker, and the claim about the speaker has another in its subject's place (CONTRADICTED, as "my brother finished
it" is for "Tom finished it"). Not when the claim itself names that doer or thing ("Tom: So I finished it. The
integration is done." for "Tom finished the integration"). A clause with its subject left out ("Finished it last
Friday.") opens on its verb and stays the speaker's.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.possessed import MAX_MODIFIERS, noun_modifier
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import listed_verb, listed_verbs

__all__ = ["named_doer"]

_OPENERS = lexicon.words("subject_skips")  # "yes", "so", "now", …: passed over before a clause's subject


@cache
def _believing() -> frozenset[str]:
    return lexicon.words("believing")


@cache
def _not_a_doer() -> frozenset[str]:
    names = ("stopwords", "first_person", "second_person", "third_person", "question_words", "negations")
    return lexicon.union(*names) | listed_verbs()


def named_doer(tokens: Sequence[Token], claim_words: frozenset[str]) -> str | None:
    """The doer a statement names at its start when it is no person of the talk ("Sam", "the vendor") and no word of
    the claim (``claim_words``, lower case), else None — and None when the claim's first word there follows a clause
    of the speaker's own ("the hotel lost our booking, | so we stayed with my cousin")."""
    said = claim_words - _not_a_doer()
    first_claimed = next((k for k, t in enumerate(tokens) if t.low in said), len(tokens))
    if _own_clause_before(tokens, first_claimed):
        return None
    words = [t for t in tokens if t.is_word]
    i = 0
    while i < len(words) and words[i].low in _OPENERS:
        i += 1
    if words[i : i + 1] and words[i].low in _OWN and words[i + 1 : i + 2] and words[i + 1].low in _believing():
        i += 3 if words[i + 2 : i + 3] and words[i + 2].low == "that" else 2  # "I think | Theo might move …"
    if i + 1 >= len(words):
        return None
    first = words[i]
    if "'" in first.low or "’" in first.low:
        return None  # "We're", "It'll", "Sam's": a pronoun's contraction, or a possessive
    if first.low in lexicon.words("determiners") and i + 2 < len(words):
        lead = first.low
        owner = words[i + 1].low
        if owner.endswith("'s") and i + 3 < len(words) and owner[:-2] not in _not_a_doer() | claim_words:
            lead, i = f"{lead} {owner}", i + 1  # "my son's teacher drives a truck": the teacher
        at = i + 1  # "my sweet old cat sleeps …": the noun after its modifiers (``nlp.possessed``)
        while at + 2 < len(words) and at - i <= MAX_MODIFIERS and noun_modifier(words[at]):
            if listed_verb(words[at + 1].low):
                break
            at += 1
        noun, after = words[at], words[at + 1]
        if noun.low not in _not_a_doer() and noun.low not in claim_words and listed_verb(after.low):
            return " ".join([lead, *(w.low for w in words[i + 1 : at + 1])])
        return None
    if first.text[:1].isupper() and first.low not in _not_a_doer() | claim_words and listed_verb(words[i + 1].low):
        return first.text
    return None


_OWN = lexicon.words("own_subjects")
_LINKS = frozenset({"so", "and", "but", "then"})


def _own_clause_before(tokens: Sequence[Token], k: int) -> bool:
    """A comma, connectors and "I"/"we" open a clause before token ``k``."""
    for j in range(k - 1, 0, -1):
        if tokens[j].low in _OWN:
            before = j - 1
            while before > 0 and tokens[before].low in _LINKS:
                before -= 1
            return tokens[before].low == ","
    return False
