"""Comparable forms of words: :class:`Form`, what two texts are compared by, with exact offsets.

Two types, two jobs. ``nlp.tokens.Token`` is the text as written, one token per stretch of characters, read by
the proof and the digest's rules ("don't" is one token, its ``low`` "don't"). A :class:`Form` is what the
grounding aligner compares, built from those tokens (:func:`forms_of`): it need not be one per token — a
contraction gives two forms over the same characters ("don't" → do + not), a number said in words one form over
several tokens ("two thousand eight" → 2008), letters spelled out one ("C O P D" → copd) — and it carries a stem,
keys and a value, not the written word. No form is a token, so the names differ.

Used by the grounding aligner (``digest``), the key-content check, the validators and CoVe, so the rules for "the
same word" live in one place:

* pieces: "follow-up" is two words, "10:30" two numbers, a d/m/y date three numbers with its ``date_part``
  (a month also "month:N", a two-digit year also 20yy and 19yy);
* case, curly quotes and contractions are normalised, a contraction two tokens over the same characters
  ("don't" → do + not, "I'm" → i + be, "it's" → it + be after ``lexicon/s_contraction_heads``);
* inflection is removed by the project's one stemmer (``nlp.stems.stem``), so "loves"/"love"/"loved" compare
  equal; extra keys for month names, -us/-ses plurals and the transcriber's "wan na"/"gon na";
* numbers written as digits (``nlp.numbers.digits_value``, the proof's reading) or words compare as values
  (``nlp.numbers.number_runs``, text2num: "twenty six" = "26", "two thousand eight" = "2008"; "twice" = "2"; a digit
  and a pair where ``nlp.spoken_pairs`` decides it is a hundred-odd: "one forty over ninety" = "140" … "90");
* acronyms spelled as letters compare with the written form ("C O P D" = "COPD", "L_C_D_" = "LCD").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from factlayer.nlp import contractions, lexicon
from factlayer.nlp.numbers import digits_value, is_number_word, spelled_runs
from factlayer.nlp.spoken_pairs import spoken_pair
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize as nlp_tokenize

__all__ = ["MONTHS", "Form", "forms_of"]

# "twice", "dozen": a word that always says its number (``lexicon/amount_words``, the proof's table too)
_EXACT_AMOUNTS = {word: int(row[0]) for word, row in lexicon.table("amount_words").items() if row[1:] == ("exact",)}
MONTHS = {word: number for number, line in enumerate(lexicon.rows("months"), 1) for word in line}

S_AFTER_PRONOUN = lexicon.words("s_contraction_heads")  # "it's", "that's": the word and "be" (the proof's list)


@dataclass(frozen=True, slots=True)
class Form:
    start: int
    end: int
    surface: str  # lower-cased as written ("don't", "twenty six" → "twenty six")
    canon: str  # comparable form ("do"+"not" are two tokens over the same characters)
    keys: frozenset[str]  # canon plus aliases ("january" also "month:1")
    kind: Literal["word", "number", "acronym"] = "word"
    capitalised: bool = False
    value: float | None = None
    date_part: Literal["month", "day", "year"] | None = None


def value_keys(value: float) -> frozenset[str]:
    return frozenset({format_number(value)})


def format_number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


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
    numbers = {run.first: (run.last, run.value) for run in spelled_runs(_number_units(text, raw))}
    lows = [piece[3].lower() for piece in raw]
    for first in sorted(numbers):
        pair = spoken_pair(lows, first) if first in numbers else None
        if pair is not None and pair.amount is not None and pair.amount.is_integer() and pair.end - 1 in _ends(numbers):
            for inside in range(first + 1, pair.end):  # "one forty over ninety": one form, 140, as the proof reads it
                numbers.pop(inside, None)
            numbers[first] = (pair.end - 1, pair.amount)
    return numbers


def _ends(numbers: dict[int, tuple[int, float]]) -> set[int]:
    return {last for last, _ in numbers.values()}


def _number_units(text: str, raw: list[tuple[int, int, str, str]]) -> Iterator[tuple[int, Sequence[str]]]:
    """Each piece with its number word (or "and"), a break for any other piece and for a gap no joiner fills."""
    previous_end = 0
    for i, (start, end, kind, surface) in enumerate(raw):
        low = surface.lower()
        if kind == "word" and (low == "and" or is_number_word(low)):
            if not _JOINER.fullmatch(text, previous_end, start):
                yield -1, ()
            yield i, (low,)
        else:
            yield i, ()
        previous_end = end


# "wan na" and "gon na" as a transcriber splits "wanna", "gonna": the first piece also stands for the verb.
_SPLIT_HEADS = {"wan": stem("want"), "gon": stem("going")}


@lru_cache(maxsize=256)
def _forms_cached(text: str) -> tuple[Form, ...]:
    raw = _pieces(text)
    numbers = _number_words(text, raw)
    tokens: list[Form] = []
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
                tokens.append(Form(start, end, low, str(value), frozenset(keys), "number", False, value, label))
            i += 1
            continue
        if kind == "num":
            digits = re.match(r"\d+(?:[.,]\d+)*", low)
            assert digits is not None
            value_f = digits_value(digits.group())
            if value_f is None:  # "1.2.3": its digits, as one number
                value_f = float(re.sub(r"\D", "", digits.group()) or 0)
            tokens.append(Form(start, end, low, format_number(value_f), value_keys(value_f), "number", False, value_f))
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
                tokens.append(Form(start, raw[j - 1][1], acronym, acronym, frozenset({acronym}), "acronym", True))
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
            tokens.append(Form(a, b, span_surface, format_number(amount), number_keys, "number", False, amount))
            i = last + 1
            continue
        if low in _EXACT_AMOUNTS:
            value = _EXACT_AMOUNTS[low]
            tokens.append(Form(start, end, low, str(value), value_keys(value), "number", False, float(value)))
            i += 1
            continue
        capitalised = surface[0].isupper() and surface != "I"
        if "'" in low:
            contracted = contractions.split(low)
            if contracted is not None:
                head, ending = contracted
                tokens.append(Form(start, end, low, stem(head), frozenset({stem(head)}), "word", capitalised))
                if ending != "'s" or head in S_AFTER_PRONOUN:  # "patient's" is no "patient is"
                    word = stem(contractions.stands_for(ending))
                    tokens.append(Form(start, end, low, word, frozenset({word}), "word"))
            else:
                c = stem(low.replace("'", ""))
                tokens.append(Form(start, end, low, c, frozenset({c}), "word", capitalised))
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
        tokens.append(Form(start, end, low, c, frozenset(keys), kind_word, capitalised))
        i += 1
    return tuple(tokens)


def forms_of(text: str, offset: int = 0) -> list[Form]:
    """The forms of ``text``, in order; offsets are shifted by ``offset`` (for slices of a larger source)."""
    tokens = _forms_cached(text)
    if offset == 0:
        return list(tokens)
    return [
        Form(t.start + offset, t.end + offset, t.surface, t.canon, t.keys, t.kind, t.capitalised, t.value, t.date_part)
        for t in tokens
    ]
