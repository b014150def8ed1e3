"""Whether a clause is negated: a negation word ("no", "not", "never", "-n't", ``lexicon/negations``), a denying
phrase ("negative for fever", ``lexicon/negation_phrases``) and the words it covers, a stop ("quit smoking"); not a
reply's leading "no," nor the other answer offered ("yes or no"), nor a denied stop ("I never stopped taking it")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import number_word
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.tokens import Token

__all__ = ["is_negation_word", "leading_no", "negated", "phrase_scopes"]


def is_negation_word(low: str) -> bool:
    """ "no", "not", "never" (``lexicon/negations``) or any "-n't" form."""
    return low in lexicon.words("negations") or low.endswith("n't")


def negated(tokens: Sequence[Token]) -> bool:
    """A negation word inside the clause ("no", "not", "never", "denies", "without", "-n't")."""
    if any(t.low.startswith("non-") and t.low not in lexicon.words("non_kinds") for t in tokens):
        return True  # "non-tender"; not "non-profits and businesses", a kind of body named
    start = leading_no(tokens)
    cessation = lexicon.words("cessation")
    rest = [t for k, t in enumerate(tokens[start:], start) if not _alternative(tokens, k)]
    denials = [k for k, t in enumerate(rest) if is_negation_word(t.low)]
    if denials and not _stop_denied(rest, denials):
        return True
    if find_phrase([t.low for t in rest], "negation_phrases") is not None:
        return True  # "negative for fever", "free of chest pain"
    return not denials and any(t.low in cessation and _ceases(rest, k) for k, t in enumerate(rest))


def _stop_denied(tokens: Sequence[Token], denials: list[int]) -> bool:
    """The clause's one negation denies a stop: "I never stopped taking aspirin", "I did not quit smoking" say it
    goes on (each alone reads as a denial, so the two would cancel out wrongly into one)."""
    if len(denials) != 1:
        return False
    verb = next((t.low for t in tokens[denials[0] + 1 :] if t.low not in _PASSED_TO_VERB), "")
    return verb in lexicon.words("cessation")  # not "didn't recommend stopping": the recommending is denied


_BEFORE_A_VERB = lexicon.words("before_a_verb")
_PASSED_TO_VERB = lexicon.words("auxiliaries") | _BEFORE_A_VERB


_SUBJECTS = lexicon.words("personal_subjects") - {"you"}  # "no you …" may still deny what was said to the listener


def leading_no(tokens: Sequence[Token]) -> int:
    """Where the clause starts after a reply's "no," (``lexicon/leading_no``): "No, I take it every morning"
    asserts the taking; unpunctuated, a "no" right before a personal subject ("no i've been straining …") too."""
    lows = [t.low for t in tokens]
    for phrase in phrases("leading_no"):
        n = len(phrase)
        if len(lows) > n + 1 and tuple(lows[:n]) == phrase and lows[n] in (",", "-"):
            return n + 1
        if len(lows) > n + 2 and tuple(lows[:n]) == phrase and lows[n].split("'")[0] in _SUBJECTS:
            return n  # unpunctuated: "no i've been straining my urine" asserts the straining
    return 0


def _alternative(tokens: Sequence[Token], k: int) -> bool:
    """ "yes or no", "whether or not", "... or not?": the other answer offered, not a negation."""
    return k > 0 and tokens[k].low in ("no", "not") and tokens[k - 1].low == "or"


_SCOPE_ENDS = frozenset({",", ";", "and", "but", "so", "positive", "."})


def phrase_scopes(tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """Token ranges a denying phrase covers: from the phrase to the next comma, "and", "but" or "positive"
    ("negative for fever and chills" covers both; "negative for fever, positive for cough" not the cough)."""
    lows = [t.low for t in tokens]
    out: list[tuple[int, int]] = []
    for phrase in phrases("negation_phrases"):
        n = len(phrase)
        for a in range(len(lows) - n + 1):
            if tuple(lows[a : a + n]) == phrase:
                b = a + n
                while b < len(lows) and (lows[b] not in _SCOPE_ENDS or (lows[b] == "and" and b == a + n + 1)):
                    b += 1
                out.append((a, b))
    return sorted(out)


_NOT_CEASING = frozenset({"to", "a", "the", "while", "when"})


def _ceases(tokens: Sequence[Token], k: int) -> bool:
    """ "stopped smoking"; "I quit ten years ago", "I stopped last year" (what stopped is left out). Not "to stop
    the cough" (a purpose), not the noun "a truck stop", not "stopped the bleeding" (an object may be anything)."""
    nxt = tokens[k + 1].low if k + 1 < len(tokens) else ""
    if nxt.endswith("ing"):
        return True
    if tokens[k].low in ("stop", "stops") or (k > 0 and tokens[k - 1].low in _NOT_CEASING):
        return False  # "hit from behind while stopped": a state, not a stop to something
    return nxt in ("", ".", ",", "!", ";") or nxt.isdigit() or number_word(nxt) or nxt in lexicon.words("past_markers")
