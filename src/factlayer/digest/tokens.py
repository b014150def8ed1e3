"""The key content of a claim (``key_items``) and the near spellings ASR makes (``near_spelling``).

Claims are read in the comparable forms of ``nlp.forms`` (tokens with offsets, contractions, number values,
acronyms, month keys), the proof's forms too, so the rules for "the same word" live in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from rapidfuzz.distance import OSA

__all__ = ["KeyItem", "is_negation", "is_stopword", "key_items", "month_mays", "near_spelling"]

from factlayer.nlp import lexicon
from factlayer.nlp.forms import MONTHS, Form, forms_of
from factlayer.nlp.may_month import may_is_month
from factlayer.nlp.numbers import is_number_word
from factlayer.nlp.stems import stem

from .token_forms import EXTRA_STOP, FRAMING_WORDS, NEGATION_CUES, PATTERN_FRAMING, STOPWORDS

# Word parts that make a different word ("hypertension"/"hypotension", "dysphagia"/"dysphasia"): a near
# spelling never bridges them (``lexicon/contrasting_parts.txt``).
_CONTRASTING_PREFIXES = tuple((p, q) for label, p, q in lexicon.rows("contrasting_parts") if label == "prefix:")
_CONTRASTING_PARTS = tuple((p, q) for label, p, q in lexicon.rows("contrasting_parts") if label == "part:")
_NEGATING_PREFIXES = ("un", "in", "im", "ir", "il", "dis", "non", "a")


def _max_edits(length: int) -> int:
    """Edits tolerated between a claim word and a near spelling of it: more for longer words."""
    if length <= 7:
        return 1
    return 2 if length <= 12 else 3


def near_spelling(claim_word: str, source_word: str) -> bool:
    """Could ``claim_word`` be an ASR misspelling of ``source_word`` (or the reverse)?

    Both lower-case alphabetic words, the same first letter, at least four letters (five for the
    longer), and at most 1 edit (up to 7 letters), 2 (up to 12) or 3 (longer), a transposition
    counting as one — "sduff"/"stuff", "cacer"/"cancer", "ibuprofin"/"ibuprofen". Never for number
    words or negations, nor across contrasting word parts ("hypertension"/"hypotension",
    "dysphagia"/"dysphasia") or a negating prefix ("likely"/"unlikely").
    """
    a, b = claim_word, source_word
    if a == b or not (a.isalpha() and b.isalpha()) or a[0] != b[0]:
        return False
    shorter, longer = sorted((len(a), len(b)))
    if shorter < 4 or longer < 5:
        return False
    limit = _max_edits(longer)
    if longer - shorter > limit:
        return False
    if is_number_word(a) or is_number_word(b) or a in NEGATION_CUES or b in NEGATION_CUES:
        return False
    if OSA.distance(a, b, score_cutoff=limit) > limit:
        return False
    for p, q in _CONTRASTING_PREFIXES:
        if (a.startswith(p) and b.startswith(q)) or (a.startswith(q) and b.startswith(p)):
            return False
    for p, q in _CONTRASTING_PARTS:
        if (p in a and q in b and q not in a) or (q in a and p in b and p not in a):
            return False
    return not any(a == prefix + b or b == prefix + a for prefix in _NEGATING_PREFIXES)


_ROLE_WORDS = frozenset(lexicon.groups("speakers"))  # "caller", "agent", "guest": a role label's word
_AUXILIARY_STEMS = frozenset(stem(w) for w in ("be", "have", "do", "will", "would", "not"))


def month_mays(tokens: list[Form]) -> frozenset[int]:
    """Positions of the month "May" among ``tokens`` (``nlp.may_month``): content, not the modal's function word
    ("Sam sold the house in May" names a month a source saying June does not)."""
    lows = [t.surface for t in tokens]
    texts = [t.surface.capitalize() if t.capitalised else t.surface for t in tokens]
    return frozenset(k for k, low in enumerate(lows) if low == "may" and may_is_month(lows, k, texts))


def is_stopword(token: Form) -> bool:
    return token.kind == "word" and (
        token.surface in STOPWORDS
        or token.surface in EXTRA_STOP
        or token.canon in _AUXILIARY_STEMS
        or ("'" in token.surface and token.canon in STOPWORDS)  # the "he" of "he's"
    )


@dataclass(frozen=True, slots=True)
class KeyItem:
    """One piece of key content of a claim: present when any of ``keys`` occurs nearby."""

    label: str  # as written in the claim, for the "missing" report
    keys: frozenset[str]
    kind: Literal["number", "name", "word"]
    surface: str = ""
    approx_ok: bool = field(default=False)  # may match a near-identical word (ASR spelling)


def is_negation(token: Form) -> bool:
    """A negation cue, judged on the written form ("notes" stems to "not" but is none)."""
    if token.kind != "word":
        return False
    if token.surface in NEGATION_CUES or token.surface == "cannot":
        return True
    return token.canon == "not" and (token.surface == "not" or token.surface.endswith("n't"))


def key_items(text: str, *, pattern: bool = False, speaker_words: frozenset[str] = frozenset()) -> list[KeyItem]:
    """The key content of a claim: numbers, names and content words (not stopwords, framing or negation).

    ``pattern=True`` also ignores the inference markers of a USER_PATTERN ("prefers", "usually").
    ``speaker_words`` (normalised speaker labels' words) are left to the attribution check.
    Each item appears once, in the order of the claim. (Memoised: grounding and two validators
    ask for the same claim's items.)
    """
    return list(_key_items_cached(text, pattern, speaker_words))


@lru_cache(maxsize=4096)
def _key_items_cached(text: str, pattern: bool, speaker_words: frozenset[str]) -> tuple[KeyItem, ...]:
    items: list[KeyItem] = []
    seen: set[frozenset[str]] = set()
    tokens = forms_of(text)
    first_word_start = next((t.start for t in tokens if t.kind != "number"), -1)
    months = month_mays(tokens)
    for k, t in enumerate(tokens):
        if t.kind == "number":
            item = KeyItem(t.surface, t.keys, "number", t.surface)
        elif t.kind == "acronym":
            item = KeyItem(text[t.start : t.end], t.keys, "name", t.surface)
        else:
            if (
                (is_stopword(t) and k not in months)
                or is_negation(t)
                or t.surface in FRAMING_WORDS
                or t.surface in speaker_words
                or (t.surface.endswith("'s") and t.surface[:-2] in speaker_words and t.surface[:-2] in _ROLE_WORDS)
            ):  # "the caller's policy" for the agent's "your policy": whose, the attribution check says
                continue
            if (pattern and t.surface in PATTERN_FRAMING) or (len(t.surface) == 1 and not t.capitalised):
                continue
            is_name = t.capitalised and t.start != first_word_start and t.surface not in MONTHS
            keys = t.keys | {f"month:{MONTHS[t.surface]}"} if t.surface in MONTHS else t.keys
            item = KeyItem(
                text[t.start : t.end],
                frozenset(keys),
                "name" if is_name else "word",
                t.surface,
                approx_ok=not is_name and len(t.surface) >= 4 and t.surface.isalpha(),
            )
        if item.keys not in seen:
            seen.add(item.keys)
            items.append(item)
    return tuple(items)
