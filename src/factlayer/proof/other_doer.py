"""Another doer named in the place of the claim's subject, by the other party: "The crew will arrive at 8 a.m.",
said by the moving company's agent to the customer, does not bear out "The customer will arrive at 8 a.m."; nor
"The car will be ready by five" the customer's being ready. The source's subject reader leaves a clause opening on
"the <noun>" unknown, and a claim about the listener (or anyone but the one talking) then found its words there. A
statement that opens on a doer no person of the talk is called by (``proof.named_doer``: no function word, pronoun,
verb, no word of the claim), whose own verb — past auxiliaries and adverbs — is the claim's verb, is about that doer:
the claim is not borne out there (UNVERIFIABLE, not a conflict: "the pain will get better" says nothing against "The
patient will get better"). The speaker's own claims are ``proof.named_doer``'s, in ``proof.attribution``. A noun
that may name the claim's subject itself ("the patient", "the baby", "my son"; ``lexicon/anyone_nouns.txt``, speaker
roles, relations) is no other doer.
"""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import skip_over
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.claim_pronouns import pronoun_for_another
from factlayer.proof.named_doer import named_doer
from factlayer.proof.source import Source, Statement

__all__ = ["another_in_place", "doer_for_another"]

# Passed over between a doer and its verb: auxiliaries and modals ("will", "has"), "be", and adverbs of time or degree
_PASSED = lexicon.words("other_doer_skips")


@cache
def _passed() -> frozenset[str]:
    return _PASSED | lexicon.words("auxiliaries") | lexicon.words("modal_heads")


@cache
def _anyone() -> frozenset[str]:
    return (
        lexicon.words("anyone_nouns") | frozenset(lexicon.groups("speakers")) | frozenset(lexicon.groups("relations"))
    )


def another_in_place(prop: Proposition, core: Statement, source: Source) -> str | None:
    """Another person in the place of the claim's pronoun (``proof.claim_pronouns``) or of its subject (below)."""
    return pronoun_for_another(prop, core, source) or doer_for_another(prop, core, source)


def doer_for_another(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The note when ``core``, said by someone other than the claim's subject, opens on another doer of the claim's
    verb; else None."""
    if prop.subject.kind != "person" or prop.holder is not None or prop.subject_is_holder or core.subject.known():
        return None
    if prop.subject.same(core.holder()) is not False:
        return None  # the speaker's own words: proof.named_doer
    claim_words = frozenset(t.low for t in claim_tokens(prop.text) if t.is_word)
    doer = named_doer(core.tokens, claim_words)
    if doer is None:
        return None
    noun = doer.split()[-1].lower()
    if noun in _anyone() or noun in source.speaker_names_full():
        return None
    words = [t.low for t in core.tokens if t.is_word]
    k = skip_over(words, words.index(noun) + 1 if noun in words else len(words), _passed())
    if k < len(words) and stem(words[k]) in {t.stem for t in prop.terms}:
        return f"subject: in {core.speaker}'s words {doer!r} does it, not {prop.subject.describe()}"
    return None
