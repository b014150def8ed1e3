"""Tokens with exact offsets and comparable ("canonical") forms, on top of ``nlp.tokens``.

The grounding aligner, the key-content check, the validators and CoVe all compare words through
the same canonical form, so the rules for "the same word" live in one place:

* case, curly quotes and contractions are normalised ("don't" → do + not, "I'm" → i + be);
* inflection is removed by the project's one stemmer (``nlp.normalise.stem``, the proof's too:
  Snowball plus the irregular forms), so "loves"/"love"/"loved" compare equal;
* numbers written as digits or words compare as values (``nlp.numbers``, text2num: "twenty six" = "26",
  "two thousand eight" = "2008", "tenth" = "10th" = "10"; "twice" = "2");
* acronyms spelled as letters compare with the written form ("C O P D" = "COPD", "L_C_D_" = "LCD").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from rapidfuzz.distance import OSA

__all__ = [
    "FRAMING_WORDS",
    "HEDGE_PATTERN",
    "MONTHS",
    "NEGATION_CUES",
    "PATTERN_FRAMING",
    "KeyItem",
    "Token",
    "is_negation",
    "is_stopword",
    "key_items",
    "near_spelling",
    "stem",
    "tokenize",
    "wordset",
]

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import stem
from factlayer.nlp.numbers import BREAK, is_number_word, number_runs
from factlayer.nlp.tokens import tokenize as nlp_tokenize

from .token_forms import (
    CONTRACTIONS,
    EXTRA_STOP,
    FRAMING_WORDS,
    HEDGE_PATTERN,
    MONTHS,
    MULTIPLICATIVES,
    NEGATION_CUES,
    PATTERN_FRAMING,
    S_AFTER_PRONOUN,
    STOPWORDS,
    Token,
    format_number,
    value_keys,
    wordset,
)

# The pieces a token of ``nlp.tokens`` holds for the aligner: a date with its year, numbers, words
# without inner hyphens ("follow-up" is two words, "10:30" two numbers).
_PIECE = re.compile(
    r"(?P<date>\d{1,2}/\d{1,2}/\d{2,4})"
    r"|(?P<num>\d+(?:[.,]\d+)*)(?P<ord>st|nd|rd|th)?"
    r"|(?P<word>[A-Za-z]+(?:['’][A-Za-z]+)*)"
)


def _pieces(text: str) -> list[tuple[int, int, str, str]]:
    """(start, end, kind, surface) of the pieces of ``text``: each stretch of adjacent non-punctuation
    tokens of ``nlp.tokens`` ("140/10" + "0") read with ``_PIECE``; a plain word is its own piece."""
    out: list[tuple[int, int, str, str]] = []
    tokens = nlp_tokenize(text)
    k, n = 0, len(tokens)
    while k < n:
        t = tokens[k]
        k += 1
        if not t.text[0].isalnum():
            continue
        end = t.end
        while k < n and tokens[k].start == end and tokens[k].text[0].isalnum():
            end = tokens[k].end
            k += 1
        if end == t.end and t.text.isalpha() and t.text.isascii():
            out.append((t.start, t.end, "word", t.text))
            continue
        for m in _PIECE.finditer(text, t.start, end):
            kind = "date" if m.group("date") else "num" if m.group("num") else "word"
            out.append((m.start(), m.end(), kind, m.group()))
    return out


_JOINER = re.compile(r"[ \t-]+")  # what may stand between the words of one number


def _number_words(text: str, raw: list[tuple[int, int, str, str]]) -> dict[int, tuple[int, float]]:
    """First piece → (last piece, value) of each number written in words ("two thousand eight",
    "twenty-six"); only spaces and hyphens may stand between the words of one number."""
    stream: list[str] = []
    where: list[int] = []
    previous_end = 0
    for i, (start, end, kind, surface) in enumerate(raw):
        low = surface.lower()
        if kind == "word" and (low == "and" or is_number_word(low)):
            if stream and stream[-1] != BREAK and not _JOINER.fullmatch(text, previous_end, start):
                stream.append(BREAK)
                where.append(-1)
            stream.append(low)
            where.append(i)
        elif stream and stream[-1] != BREAK:
            stream.append(BREAK)
            where.append(-1)
        previous_end = end
    return {where[run.first]: (where[run.last], run.value) for run in number_runs(stream)} if stream else {}


# "wan na" and "gon na" as a transcriber splits "wanna", "gonna": the first piece also stands for the verb.
_SPLIT_HEADS = {"wan": stem("want"), "gon": stem("going")}


@lru_cache(maxsize=256)
def _tokenize_cached(text: str) -> tuple[Token, ...]:
    raw = _pieces(text)
    numbers = _number_words(text, raw)
    tokens: list[Token] = []
    i = 0
    n = len(raw)
    while i < n:
        start, end, kind, surface = raw[i]
        low = surface.lower().replace("’", "'")
        if kind == "date":
            parts = [int(p) for p in low.split("/")]
            labels: tuple[Literal["month", "day", "year"], ...] = ("month", "day", "year")
            if parts[0] > 12 >= parts[1]:
                labels = ("day", "month", "year")
            for value, label in zip(parts, labels, strict=True):
                keys = {str(value)}
                if label == "month":
                    keys.add(f"month:{value}")
                if label == "year" and value < 100:
                    keys |= {str(2000 + value), str(1900 + value)}
                tokens.append(Token(start, end, low, str(value), frozenset(keys), "number", False, value, label))
            i += 1
            continue
        if kind == "num":
            digits = re.match(r"\d+(?:[.,]\d+)*", low)
            assert digits is not None
            number_text = digits.group()
            if re.fullmatch(r"\d{1,3}(?:,\d{3})+", number_text):
                number_text = number_text.replace(",", "")
            number_text = number_text.replace(",", ".")
            try:
                value_f = float(number_text)
            except ValueError:
                value_f = float(re.sub(r"\D", "", number_text) or 0)
            tokens.append(Token(start, end, low, format_number(value_f), value_keys(value_f), "number", False, value_f))
            i += 1
            continue
        # Acronym spelled as letters: "C O P D", "A B C", "L_C_D_" (underscores split by the regex).
        if len(surface) == 1 and surface.isupper():
            j = i
            letters: list[str] = []
            while j < n and raw[j][2] == "word" and len(raw[j][3]) == 1 and raw[j][3].isupper():
                if j > i and text[raw[j - 1][1] : raw[j][0]] not in {" ", "_", ".", "._"}:
                    break
                letters.append(raw[j][3])
                j += 1
            if len(letters) >= 2 and set(letters) != {"I"}:  # "I I mean" is a stutter, not an acronym
                acronym = "".join(letters).lower()
                tokens.append(Token(start, raw[j - 1][1], acronym, acronym, frozenset({acronym}), "acronym", True))
                i = j
                continue
        # Number words, possibly several ("two thousand eight", "four or five").
        if i in numbers:
            last, amount = numbers[i]
            a, b = start, raw[last][1]
            span_surface = text[a:b].lower()
            number_keys = value_keys(amount)
            if span_surface == "one":
                number_keys |= {"one"}  # the pronoun: "the one I had" as "the ones I had"
            tokens.append(Token(a, b, span_surface, format_number(amount), number_keys, "number", False, amount))
            i = last + 1
            continue
        if low in MULTIPLICATIVES:
            value = MULTIPLICATIVES[low]
            tokens.append(Token(start, end, low, str(value), value_keys(value), "number", False, float(value)))
            i += 1
            continue
        capitalised = surface[0].isupper() and surface != "I"
        if "'" in low:
            head, _, tail = low.partition("'")
            tail = "'" + tail
            if low.endswith("n't"):
                head = low[:-3]
                head = {"ca": "can", "wo": "will", "sha": "shall", "ai": "be"}.get(head, head)
                tokens.append(Token(start, end, low, stem(head), frozenset({stem(head)}), "word", capitalised))
                tokens.append(Token(start, end, low, "not", frozenset({"not"}), "word"))
            elif tail in CONTRACTIONS:
                tokens.append(Token(start, end, low, stem(head), frozenset({stem(head)}), "word", capitalised))
                expansion = CONTRACTIONS[tail]
                tokens.append(Token(start, end, low, stem(expansion), frozenset({stem(expansion)}), "word"))
            elif tail == "'s":
                tokens.append(Token(start, end, low, stem(head), frozenset({stem(head)}), "word", capitalised))
                if head in S_AFTER_PRONOUN:
                    tokens.append(Token(start, end, low, "be", frozenset({"be"}), "word"))
            else:
                c = stem(low.replace("'", ""))
                tokens.append(Token(start, end, low, c, frozenset({c}), "word", capitalised))
            i += 1
            continue
        c = stem(low)
        keys = {c}
        if low in _SPLIT_HEADS and i + 1 < n and raw[i + 1][3].lower() == "na" and text[end : raw[i + 1][0]] == " ":
            keys.add(_SPLIT_HEADS[low])  # the transcriber's "wan na", "gon na": "want", "going"
        if low.endswith("us") and len(low) >= 5 and not low.endswith("ous"):
            keys.add(stem(low[:-1]))  # "menus" is "menu" plural, "virus" is not: both readings
        if low.endswith("ses") and len(low) >= 6:
            keys.add(stem(low[:-2]))  # "lenses", "irises": the plural of a word in -s (Snowball reads "lens" as "len")
        if low in MONTHS and (capitalised or len(low) > 3):
            keys.add(f"month:{MONTHS[low]}")
        kind_word: Literal["word", "acronym"] = "acronym" if len(surface) >= 2 and surface.isupper() else "word"
        tokens.append(Token(start, end, low, c, frozenset(keys), kind_word, capitalised))
        i += 1
    return tuple(tokens)


def tokenize(text: str, offset: int = 0) -> list[Token]:
    """Tokens of ``text``; offsets are shifted by ``offset`` (for slices of a larger source)."""
    tokens = _tokenize_cached(text)
    if offset == 0:
        return list(tokens)
    return [
        Token(t.start + offset, t.end + offset, t.surface, t.canon, t.keys, t.kind, t.capitalised, t.value, t.date_part)
        for t in tokens
    ]


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


def is_stopword(token: Token) -> bool:
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


def is_negation(token: Token) -> bool:
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
    tokens = tokenize(text)
    first_word_start = next((t.start for t in tokens if t.kind != "number"), -1)
    for t in tokens:
        if t.kind == "number":
            item = KeyItem(t.surface, t.keys, "number", t.surface)
        elif t.kind == "acronym":
            item = KeyItem(text[t.start : t.end], t.keys, "name", t.surface)
        else:
            if (
                is_stopword(t)
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
