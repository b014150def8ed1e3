"""A deed said only as to come does not bear out a claim that it is done: "i will also be ordering a cat scan of
your lungs | which will help confirm the diagnosis" is no "A CAT scan of the patient's lungs confirmed the diagnosis"
(nor "The doctor ordered a CAT scan"). The claim says a past form ("confirmed", "showed", "took") and no future of
its own; every statement of the window that holds the claim's words says "will" / "'ll" / "gon na" / "going to"
before them: the window does not assert it (unrealised). The claim's framing verbs ("confirmed") count, though they
are no terms: they are what the claim says happened; a promise or a saying ("committed to working", "said he will")
does not (what is promised is to come).

Nor does a deed only offered or possible bear out a claim that it will be done: "We could also whiten your teeth
while you're here." — "Maybe another time." is no "Dr. Nguyen will whiten the patient's teeth"; nor "we can also
store your furniture for a month" a promise to store it. The claim commits to the deed ("will", "'ll", "shall",
"gonna", "going to") and has no "can" / "could" / "may" / "might" of its own; every statement of the window that
holds the claim's words says "could" / "may" / "might", or "can also" / "can always" (an option offered; not "we can
just see you back in three weeks", a plan), right before them (over adverbs and an object pronoun), with no future
of its own before them: the window offers or allows the deed, it does not promise it (unrealised).
A past claim of a deed only possible is ``proof.realis``'s ("I can write the report" is no "wrote it").
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.may_month import token_reading
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.normalise import number_word
from factlayer.nlp.stems import irregular_past_forms
from factlayer.nlp.time_to_come import split_time_clause, time_clause_to_come, to_come
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import regular_past
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["denial_to_come", "not_as_claimed", "only_possible", "only_to_come"]

_WILL = frozenset({"will", "'ll", "shall", "gonna", "wo", "won't"})
_PERFECT = frozenset({"has", "have", "had", "'ve", "'s", "been", "be", "being", "is", "are", "was", "were", "get"})


def not_as_claimed(
    prop: Proposition, window: Sequence[Statement], matches: Sequence[Match], statements: Sequence[Statement] = ()
) -> bool:
    """The window holds the claim's deed only as to come, or only as possible (module docstring); ``statements``:
    all the source's, where a clause of time beside the window's is read."""
    return only_to_come(prop, window, matches, statements) or only_possible(prop, window, matches)


def only_to_come(
    prop: Proposition, window: Sequence[Statement], matches: Sequence[Match], statements: Sequence[Statement] = ()
) -> bool:
    """Does the claim say a past deed that the window only says is to come (module docstring)?"""
    claim = claim_tokens(prop.text)
    if _future_at(claim, len(claim)) or _progressive_to_come(claim) or _keeps_its_time_clause(claim):
        return False
    by_index = {st.index: st for st in window}
    held = _first_held(window, matches)
    past = _says_past(claim) or _past_passive(claim)  # "confirmed", "was signed", "had the surgery"
    if not past:  # "has deployed", "puts together": only a plan said as under way ("is deploying it
        # tonight", "we're putting together a talent show next month") is read; against a present claim, not one
        # of the same form ("is putting together": under way now), with a time to come, nor a future ("going to")
        timed = _progressive(claim) or any(t.low in lexicon.words("times_to_come") for t in claim)
        future = any(_future_at(st.tokens, len(st.tokens)) for st, _ in held)  # "I'm going to have three dogs"
        if not _perfect(claim) and (timed or future):
            return False
        return bool(held) and all(_progressive_to_come(st.tokens) for st, _ in held)
    around = {**{n.index: n for n in statements}, **by_index}  # the clauses beside the window's
    return bool(held) and all(
        _future_at(st.tokens, k)
        or _future_before(st, by_index)
        or _progressive_to_come(st.tokens)
        or _beside_a_time_to_come(st, around)
        for st, k in held
    )


def _keeps_its_time_clause(claim: Sequence[Token]) -> bool:
    """The claim says its own clause of time to come ("Sam can't buy the tickets until he gets paid"): it holds the
    deed as waiting on it, as the source does — its "paid" is no past deed claimed."""
    lows = [t.low for t in claim if t.is_word]
    return any(time_clause_to_come(lows[k:]) for k in range(1, len(lows)))


def _beside_a_time_to_come(st: Statement, by_index: dict[int, Statement]) -> bool:
    """The statement is, or holds, a clause of time of what is to come beside its main clause of future or plan
    ("when i retire | i will move to florida", "once the loan clears, we're hiring two engineers"), or is that
    main clause: neither is done yet (``nlp.time_to_come``)."""
    lows = [t.low for t in st.tokens if t.is_word or t.low == ","]
    if (split := split_time_clause(lows)) is not None and to_come(*split):
        return True
    words = [w for w in lows if w != ","]
    beside = [
        [t.low for t in n.tokens if t.is_word]
        for n in (by_index.get(st.index - 1), by_index.get(st.index + 1))
        if n is not None and n.sentence == st.sentence and n.speaker == st.speaker
    ]
    if time_clause_to_come(words):
        return any(to_come(words, b) for b in beside)
    return any(to_come(b, words) for b in beside)


_BE_NOW = frozenset({"am", "is", "are", "'m", "'re"})


def _past_passive(tokens: Sequence[Token]) -> bool:
    """A past passive or "had" as the verb: "was signed", "were approved", "had the surgery" — a deed done, as a
    simple past is (not "had been", "had taken", "had to")."""
    lows = [t.low for t in tokens]
    return any(
        (a in ("was", "were") and participle)
        or (a == "had" and not participle and b not in ("been", "to", "not", "never", "already", "just"))
        for a, b in itertools.pairwise(lows)
        for participle in (regular_past(b) or b in irregular_past_forms(),)
    )


_PERFECT_AUX = frozenset({"has", "have", "'ve"})


def _progressive_to_come(tokens: Sequence[Token]) -> bool:
    """A present progressive with a time to come: "Engineering is deploying a patch tonight", "we're replacing the
    boiler tomorrow" (``lexicon/times_to_come.txt``) — a plan, as "will" is."""
    return _progressive(tokens) and any(t.low in lexicon.words("times_to_come") for t in tokens)


def _progressive(tokens: Sequence[Token]) -> bool:
    lows = [t.low for t in tokens]
    return any(
        (low in _BE_NOW or low.endswith(("'m", "'re"))) and any(w.endswith("ing") for w in lows[k + 1 : k + 3])
        for k, low in enumerate(lows)
    )


def _perfect(tokens: Sequence[Token]) -> bool:
    """A present perfect: "has deployed", "have already seen" (an -ed or irregular past form after has / have)."""
    lows = [t.low for t in tokens]
    return any(
        (low in _PERFECT_AUX or low.endswith("'ve"))
        and any(regular_past(w) or w in _verb_forms() for w in lows[k + 1 : k + 3])
        for k, low in enumerate(lows)
    )


def denial_to_come(prop: Proposition, core: Statement) -> bool:
    """Is every negation of the core said of what is to come ("no new charges will go through", "I won't sign"),
    while the claim says what was ("The charge was from November 22")? A denial of the future is none of the past."""
    claim = claim_tokens(prop.text)
    if _future_at(claim, len(claim)) or not (_says_past(claim) or any(t.low in ("was", "were") for t in claim)):
        return False
    spots = [k for k, t in enumerate(core.tokens) if is_negation_word(t.low)]
    return bool(spots) and all(_future_at(core.tokens[max(0, k - 3) : k + 5], 8) for k in spots)


def _says_past(tokens: Sequence[Token]) -> bool:
    """A simple past form not just after an auxiliary ("confirmed", "took"; not "has confirmed", "was prescribed",
    "is better collected")."""
    forms = _verb_forms()
    for k, tok in enumerate(tokens):
        low = tok.low
        base = forms.get(low)
        past = (base is not None and base != low and not low.endswith(("s", "ing", "en"))) or (
            base is None and regular_past(low, states=True)
        )
        past = past and not number_word(low)  # "five hundred"
        pair = f"{low} {tokens[k + 1].low}" if k + 1 < len(tokens) else low
        promised = lexicon.words("promises") | lexicon.words("saying")
        past = past and low not in promised and pair not in promised  # "promised", "committed to", "said"
        if past and tok.is_word and not any(t.low in _PERFECT for t in tokens[max(0, k - 2) : k]):
            return True
    return False


@cache
def _verb_forms() -> dict[str, str]:
    """Each irregular verb form → its base (``lexicon/irregular.txt``), without the auxiliaries be / have / do."""
    return {
        form: base
        for base, forms in lexicon.table("irregular").items()
        if base not in ("be", "have", "do")
        for form in forms
    }


def _future_at(tokens: Sequence[Token], end: int) -> bool:
    lows = [t.low for t in tokens[:end]]
    return any(
        low in _WILL or low.endswith("'ll") or (low == "going" and lows[k + 1 : k + 2] == ["to"])
        or (low == "gon" and lows[k + 1 : k + 2] == ["na"])
        for k, low in enumerate(lows)
    )  # fmt: skip


def no_to_the_past_only(prop: Proposition, core: Statement) -> bool:
    """A "no" to a question of the past ("Did you paint the fence?" — "Not yet.") denies it is done, not that it
    will be: a claim of the future ("B will paint the fence", "B will not paint the fence") is neither contradicted
    nor borne out by it."""
    claim = claim_tokens(prop.text)
    first = next((t.low for t in core.tokens if t.is_word), "")
    return core.answered and first in _PAST_ASKING and _future_at(claim, len(claim))


_PAST_ASKING = frozenset({"did", "have", "has", "had"})  # "Did you …?", "Have you …?": asked of what is done


def _future_before(st: Statement, by_index: dict[int, Statement]) -> bool:
    """A relative clause ("which will help confirm") goes with the clause before it: "will" there counts too."""
    first = next((t.low for t in st.tokens if t.is_word), "")
    before = by_index.get(st.index - 1)
    return first in ("which", "that", "who") and before is not None and _future_at(before.tokens, len(before.tokens))


_POSSIBLE = frozenset({"could", "may", "might"})
_OWN_POSSIBLE = _POSSIBLE | {"can"}  # a claim that itself offers or allows
_OFFERING = frozenset({"also", "always"})
_BETWEEN = lexicon.words("future_adverbs")
_OBJECTS = frozenset({"you", "him", "her", "them", "us", "me", "it"})


def _first_held(window: Sequence[Statement], matches: Sequence[Match]) -> list[tuple[Statement, int]]:
    """Each window statement holding a claim word (not lent by context), with the first such word's token."""
    firsts: dict[int, int] = {}
    for m in matches:
        if m.how != "context":
            firsts[m.statement] = min(firsts.get(m.statement, m.token), m.token)
    by_index = {st.index: st for st in window}
    return [(by_index[i], k) for i, k in firsts.items() if i in by_index]


def only_possible(prop: Proposition, window: Sequence[Statement], matches: Sequence[Match]) -> bool:
    """Does the claim promise a deed that the window only offers or allows (module docstring)?"""
    claim = claim_tokens(prop.text)
    own = any(t.low in _OWN_POSSIBLE and token_reading(claim, k) in ("", "modal") for k, t in enumerate(claim))
    if not _future_at(claim, len(claim)) or own:
        return False
    held = _first_held(window, matches)
    return bool(held) and all(_possible_before(st.tokens, k) for st, k in held)


def _possible_before(tokens: Sequence[Token], k: int) -> bool:
    """ "could" / "may" / "might" / "can also" right before token ``k``, and no future before it in the statement."""
    j = k - 1
    while j >= 0 and (tokens[j].low in _BETWEEN or (tokens[j].low in _OBJECTS and j == k - 1)):
        j -= 1
    if j < 0 or _future_at(tokens, j):
        return False
    # "can" offers when it opens an option: "we can also store your furniture", "we can always do it later" — not
    # "we can just see you back in three weeks", a plan said as one
    possible = tokens[j].low in _POSSIBLE and token_reading(tokens, j) in ("", "modal")  # not "in May", "Jo and May"
    return possible or (tokens[j].low == "can" and tokens[j + 1].low in _OFFERING)
