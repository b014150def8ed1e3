"""Does a window's evidence deny what the claim's words say? The scope of a negation in the statement holding
the claim's words (:func:`scoped_negation`), and a denial in another clause of the window
(:func:`denied_by_another_clause`, :func:`verb_denied_beside`), and a stop that leaves a past standing
(:func:`only_ceased`).
"""

from __future__ import annotations

from collections import Counter

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import outside_relatives
from factlayer.nlp.modality import is_negation_word, negated, phrase_scopes
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

_TURNS = frozenset({"but", "just", "only", "except", "though", "although", "however"})


def scoped_negation(core: Statement, matches: list[Match]) -> bool:
    """Does the core statement deny what the claim's words say? A negation after every matched word that goes on
    to content words of its own, or comes more than two words after the last, is about something else ("a one
    centimeter biopsy site, including the dermis with no residual pigmentation", "two of three tests were
    normal, not consistent with Cushing's"); right after them it still answers ("fever, no")."""
    if not core.negated or core.answered:
        return core.negated
    spots = [k for k, t in enumerate(core.tokens) if is_negation_word(t.low)]
    mine = [m.token for m in matches if m.statement == core.index]
    if not spots and mine and (scopes := phrase_scopes(core.tokens)):
        return any(a <= k < b for a, b in scopes for k in mine)  # "negative for fever, positive for cough"
    if not spots or not mine:
        return core.negated  # "non-tender", "stopped taking": negated by a form, not a word
    last = max(mine)
    turn = next((j for j in range(max(spots) + 1, last) if core.tokens[j].low in _TURNS), None)
    # The last word before the turn is what is denied ("weakness", "insulin", "harmless"): a claim holding it holds
    # the denial too ("Whales are harmless and interesting." against "not harmless, just interesting").
    denied = max((j for j in range(max(spots) + 1, turn) if core.tokens[j].is_word), default=None) if turn else None
    if turn is not None and denied not in mine and all(k <= max(spots) + 1 or k > turn for k in mine):
        return False  # "no weakness, just the numbing", "I don't take insulin, just metformin": the "no" stops there
    if min(spots) > last and _says_more(core, min(spots) + 1):
        return False  # "normal, not consistent with Cushing's", "a big hit in London, not in Greece": another predicate
    words_between = [t for t in core.tokens[last + 1 : min(spots)] if t.is_word]
    return min(spots) < last or len(words_between) <= 2


def flip_stands(prop: Proposition, core: Statement, denied: bool, sentences: set[int]) -> bool:
    """May the evidence's other polarity contradict the claim? Not a negative claim's words pieced from two
    sentences ("I've been trying out recipes. Made this soup" states no "recipe for the soup"; one sentence must
    say what the claim denies), nor a state against a request to another ("Tom tells Anna not to skip
    breakfast": Anna's "I keep skipping it" denies no request; only a request can). One's own wish is denied
    by a statement ("they did not want to add it" — "we want to add it"); so is a modal reported ("says they can
    design it" may be a state)."""
    if prop.negated and not denied and len(sentences) > 1:
        return False
    if prop.modality != "requested" or prop.advice or core.modality == "requested" or prop.holder is None:
        return True
    return prop.subject.same(prop.holder) is not False


def denied_by_another_clause(core: Statement, window: list[Statement], matches: list[Match]) -> bool:
    """Another statement of the window denies the claim: one holding at least two of its words ("We don't go
    often"), or the main clause of a core that opens a subordinate one and carries no polarity of its own ("if it's
    a nice, cool, dry day, | i really don't use the inhaler"). Not one that only names a claim word under another
    predicate ("no harm was done to his finger", "I haven't done pottery yet"); or a relative clause denying that
    the core's noun is had."""
    opener = next((t.low for t in core.tokens if t.is_word), "")
    subordinate = opener in lexicon.words("subordinators") | lexicon.words("conditionals")
    held = Counter(m.statement for m in matches if m.how != "context")
    return _relative_denies_having(core, window) or any(
        scoped_negation(st, matches)
        for st in window
        if st.index != core.index
        and (held[st.index] >= 2 or (subordinate and held[st.index] and st.sentence == core.sentence))
    )


def _relative_denies_having(core: Statement, window: list[Statement]) -> bool:
    """The core's noun is what a negated relative clause right after it ends on having: "a psa that looks for
    prostate cancer | which i don't think you have" denies the prostate cancer, had."""
    after = next((st for st in window if st.index == core.index + 1 and st.sentence == core.sentence), None)
    if after is None or after.tokens[0].low not in ("which", "that") or not negated(list(after.tokens)):
        return False
    words = [t.low for t in after.tokens if t.is_word]
    return words[-1] in lexicon.words("light_verbs")


def verb_denied_beside(prop: Proposition, core: Statement, usable: list[Statement], matches: list[Match]) -> bool:
    """The claim's first word (its verb, after the subject) found only in another clause of the speaker's that
    denies it: "Seeing my kids at the beach was the best! We don't go often" does not bear out "goes often"."""
    if not prop.terms or core.negated:
        return False
    first = prop.terms[0]
    mine = [m for m in matches if m.term is first]
    if not mine or any(m.statement == core.index for m in mine):
        return False
    beside = {st.index: st for st in usable if st.speaker == core.speaker and not st.answered}
    return all(m.statement in beside and scoped_negation(beside[m.statement], [m]) for m in mine)


def relative_only_denial(prop: Proposition, window: list[Statement], matches: list[Match]) -> bool:
    """The claim's only negation is in a relative clause ("they can design for something that hasn't been
    invented") while the main clause holding its first word denies it ("we can't really design for something |
    that hasn't been invented yet"): the claim's main verb is positive, the evidence's is not."""
    if not prop.negated or not prop.terms:
        return False
    tokens = list(claim_tokens(prop.text))
    if not negated(tokens) or negated(outside_relatives(tokens)):
        return False
    by_index = {st.index: st for st in window}
    held = [by_index[m.statement] for m in matches if m.term is prop.terms[0] and m.statement in by_index]
    return any(st.tokens[0].low not in _RELATIVES and scoped_negation(st, matches) for st in held if st.tokens)


_RELATIVES = frozenset({"that", "which", "who"})


def only_ceased(core: Statement) -> bool:
    """The statement is negated only by a verb of stopping ("quit", "stopped"), by no word of negation. Not one
    the clause before calls false ("it's not true | that I sold my car"): it has no verb of stopping."""
    cessation = lexicon.words("cessation")
    return (
        not core.answered
        and not any(is_negation_word(t.low) for t in core.tokens)
        and any(t.low in cessation for t in core.tokens)
    )


def _says_more(core: Statement, start: int) -> bool:
    """A content word after ``start``: a negation after the claim's words that goes on to its own words."""
    light = lexicon.words("stopwords") | lexicon.words("fillers") | lexicon.words("discourse")
    return any(t.is_word and t.low not in light and not is_negation_word(t.low) for t in core.tokens[start:])
