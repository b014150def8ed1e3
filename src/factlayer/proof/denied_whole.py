"""A denial with no restriction of its own denies every narrower claim: "No vision changes." denies "has had vision
changes with the headaches"; "I check my feet regularly and no swelling as such" denies "… has noticed swelling in
her ankles"; "No cataracts." denies "The doctor found a cataract". The claim's words the denial lacks only narrow
what it denies (where, when, with what) or say that it was seen: whatever the narrowing, none of it is there.

Read only when the evidence is one statement that denies the claim's words (:func:`proof.polarity.scoped_negation`)
by saying there is none of them ("no", "never", "any" before a matched word: not "Can't draw." for "drew a whale")
and says nothing else: every content word of it is a claim word it matches, so no restriction of its own ("no
swelling in her legs" says nothing of her arms). The missing words must be no verb (a deed the denial is not about:
"no ibuprofen" is no "bought ibuprofen"), save a verb of observing (``lexicon/perception.txt``), no amount, and not
next to a matched word in the claim: "a perforated septum" is not narrowed by "septum", it is another thing than
the "perforation" denied.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.negation import leading_no
from factlayer.nlp.normalise import number_word
from factlayer.nlp.stems import stem
from factlayer.nlp.verbs import listed_verbs
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.polarity import scoped_negation
from factlayer.proof.source import Statement

__all__ = ["denied_anything", "denied_whole"]

_PLAIN = ("stopwords", "negations", "discourse", "vague", "interjections", "hesitations")


def denied_whole(
    prop: Proposition, core: Statement, window: list[Statement], matches: list[Match], missing: list[Term]
) -> bool:
    """``missing`` only narrows what ``core`` denies without restriction (module docstring)."""
    if prop.negated or prop.values or not missing or core.answered or not core.negated or len(window) != 1:
        return False
    if prop.modality != "asserted" or prop.holder is not None:  # "Nate thinks …", "Tim says …": another's view
        return False
    mine = {m.token for m in matches if m.statement == core.index and m.how not in ("context", "pronoun", "call")}
    if not mine or len(mine) < len(matches) or not scoped_negation(core, matches):
        return False
    lows = [t.low for t in core.tokens]
    whole = lexicon.words("whole_denials")  # "no X", "never had X", "don't see any X"
    opening = leading_no(core.tokens)  # a reply's "No, …" denies the question, not a thing
    if not any(low in whole and j >= opening and any(k > j for k in mine) for j, low in enumerate(lows)):
        return False  # "Can't draw.", "it doesn't work here": a deed denied, not a thing said to be none
    claim = [t.low for t in claim_tokens(prop.text)]
    found = {m.term.low for m in matches}
    near = {claim[j] for i, low in enumerate(claim) if low in found for j in (i - 1, i + 1) if 0 <= j < len(claim)}
    if any(t.low in near for t in missing):
        return False  # "a perforated septum" against "no perforation": the missing word is of the denied phrase
    plain = lexicon.union(*_PLAIN)
    for k, tok in enumerate(core.tokens):
        if k in mine or not tok.is_word or tok.low in plain or tok.low.endswith("n't") or number_word(tok.low):
            continue
        return False  # a word of its own: the denial is narrowed ("no swelling in her legs")
    seen = {stem(w) for w in lexicon.words("perception")}
    verbs = listed_verbs()
    return all(stem(t.low) in seen or (t.low not in verbs and not t.low.endswith(("ed", "ing"))) for t in missing)


_ANY = lexicon.words("existence")


def denied_anything(core: Statement, window_size: int, matches: list[Match], unexplained: list[Term]) -> bool:
    """A reply "No." to a question of "any" thing, alone in the window, denies each thing it would have named
    ("Applied anything to the rash?" — "No.": no cream either): one claim word unsaid, two matched."""
    return (
        len(unexplained) == 1
        and len(matches) >= 2
        and window_size == 1
        and core.answered
        and core.negated
        and bool(_ANY & {t.low for t in core.tokens})
    )
