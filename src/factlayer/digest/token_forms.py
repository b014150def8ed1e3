"""The comparable forms of words for the grounding aligner: word sets, the light stemmer, number words.

``tokens`` builds tokens with these forms; the rules for "the same word" live here (see ``tokens``'s
docstring for what is normalised).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from factlayer.nlp import lexicon


def wordset(words: str) -> frozenset[str]:
    """A frozen set of the whitespace-separated words of ``words``."""
    return frozenset(words.split())


_IRREGULAR: dict[str, str] = {}
for _base, _forms in {
    "be": "am is are was were been being 's 'm 're",
    "have": "has had having 've",
    "do": "does did done doing",
    "go": "goes went gone going",
    "take": "takes took taken taking",
    "get": "gets got gotten getting",
    "feel": "feels felt feeling",
    "fall": "falls fell fallen falling",
    "see": "sees saw seen seeing",
    "tell": "tells told telling",
    "say": "says said saying",
    "begin": "begins began begun beginning",
    "eat": "eats ate eaten eating",
    "sleep": "sleeps slept sleeping",
    "buy": "buys bought buying",
    "give": "gives gave given giving",
    "come": "comes came coming",
    "make": "makes made making",
    "think": "thinks thought thinking",
    "know": "knows knew known knowing",
    "find": "finds found finding",
    "leave": "leaves left leaving",
    "lose": "loses lost losing",
    "keep": "keeps kept keeping",
    "break": "breaks broke broken breaking",
    "write": "writes wrote written writing",
    "drink": "drinks drank drunk drinking",
    "run": "runs ran running",
    "hurt": "hurts hurting",
    "bring": "brings brought bringing",
    "pay": "pays paid paying",
    "meet": "meets met meeting",
    "lie": "lies lay lain lying",
    "will": "'ll",
    "would": "'d",
    "child": "children",
    "man": "men",
    "woman": "women",
    "foot": "feet",
    "tooth": "teeth",
    "person": "people",
    "mouse": "mice",
    "goose": "geese",
    "knife": "knives",
    "wife": "wives",
    "half": "halves",
    "shelf": "shelves",
    "calf": "calves",
    "self": "selves",
    "thief": "thieves",
    "wolf": "wolves",
    "criterion": "criteria",
    "phenomenon": "phenomena",
}.items():
    for _form in _forms.split():
        _IRREGULAR[_form] = _base

_KEEP_EED = wordset("need speed feed seed bleed breed proceed succeed exceed indeed weed deed greed")

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
}  # fmt: skip
_TEENS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}  # fmt: skip
_ORDINALS = {
    "first": 1, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90,
}  # fmt: skip
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
MULTIPLICATIVES = {"once": 1, "twice": 2, "thrice": 3, "dozen": 12}

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "april": 4, "apr": 4, "may": 5, "june": 6,
    "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9, "october": 10,
    "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
WEEKDAYS = wordset("monday tuesday wednesday thursday friday saturday sunday")

NEGATIONS = lexicon.words("negations")
# The proof engine's function words, and words that matter to it (negations, quantifiers) but not to a citation.
STOPWORDS = lexicon.words("stopwords") | {"no", "not", "nothing", "one", "yes", "every", "each", "some"}
NEGATION_CUES = frozenset(NEGATIONS | {"deny", "denying", "nope", "nah", "nor"})

# Verbs that report rather than assert ("the patient states that ..."): not key content.
FRAMING_WORDS = wordset("""
    say says said saying state states stated stating mention mentions mentioned mentioning report reports
    reported reporting note notes noted explain explains explained describe describes described
    indicate indicates indicated tell tells told add adds added confirm confirms confirmed
    according user patient doctor speaker person individual someone
    also currently actually really just very quite pretty get gets got gotten
    """)
# Inference markers of USER_PATTERN candidates ("prefers", "tends to", "usually").
PATTERN_FRAMING = wordset("""
    prefer prefers preferred tend tends tended usually often frequently repeatedly consistently typically
    generally regularly habitually likes like asks asked requests requested
    """)
EXTRA_STOP = wordset("""
    'm 's 're 've 'll 'd don doesn didn won isn aren wasn weren haven hasn hadn couldn wouldn shouldn
    um uh er ah oh hmm mm okay ok yeah yep yup hi hello hey bye thanks thank please alright
    much many bit little some any all every each other another such own same
    one ones thing things something anything everything nothing way ways
    onto upon toward towards among across around through throughout via per within along beside besides
    """)

# Hedges and hypotheticals: the speaker does not state the thing as a fact.
HEDGE_PATTERN = re.compile(
    r"\b(?:maybe|might|perhaps|possibly|probably|i\s+think|i\s+guess|i\s+suppose|not\s+sure|"
    r"(?<!any\s)(?<!what\s)(?<!this\s)(?<!that\s)(?<!some\s)(?<!the\s)(?<!a\s)(?<!no\s)(?:kind|sort)\s+of|"
    r"would\s+like\s+to|want\s+to\s+try|if\s+i\s+remember|seems?\s+to|i\s+believe|could\s+be)\b",
    re.IGNORECASE,
)

TOKEN_PATTERN = re.compile(
    r"(?P<date>\d{1,2}/\d{1,2}/\d{2,4})"
    r"|(?P<num>\d+(?:[.,]\d+)*)(?P<ord>st|nd|rd|th)?"
    r"|(?P<word>[A-Za-z]+(?:['’][A-Za-z]+)*)"
)
CONTRACTIONS = {
    "n't": "not",
    "'m": "be",
    "'re": "be",
    "'ve": "have",
    "'ll": "will",
    "'d": "would",
}
S_AFTER_PRONOUN = frozenset({"it", "he", "she", "that", "there", "what", "who", "here", "where", "how", "this"})


@dataclass(frozen=True, slots=True)
class Token:
    start: int
    end: int
    surface: str  # lower-cased as written ("don't", "twenty six" → "twenty six")
    canon: str  # comparable form ("do"+"not" are two tokens over the same characters)
    keys: frozenset[str]  # canon plus aliases ("january" also "month:1")
    kind: Literal["word", "number", "acronym"] = "word"
    capitalised: bool = False
    value: float | None = None
    date_part: Literal["month", "day", "year"] | None = None


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A tiny, deterministic stemmer used on *both* sides of every comparison."""
    w = word.lower().replace("’", "'")
    w = _IRREGULAR.get(w, w)
    if not w.isalpha():
        return w
    if len(w) <= 3:
        # "day" as "days" (→ "dai"), "try" as "tries"/"tried" (→ "tri"): the -y rule of longer words
        return w[:-1] + "i" if len(w) == 3 and w.endswith("y") else w
    if w.endswith("sis") and len(w) > 5:
        w = w[:-3] + "se"  # "diagnosis" as "diagnoses", "analysis" as "analyses", "crisis" as "crises"

    def has_vowel(s: str) -> bool:
        return any(c in "aeiouy" for c in s)

    if (w.endswith("ies") and len(w) > 4) or (w.endswith("ied") and len(w) > 4):
        w = w[:-3] + "i"
    elif w.endswith(("sses", "xes", "ches", "shes", "zes")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is", "ous")):
        w = w[:-1]
        if w in _IRREGULAR:  # "thoughts" as "thought"
            return stem(_IRREGULAR[w])
        if w.endswith("ing") and len(w) - 3 >= 2 and has_vowel(w[:-3]):
            w = _undouble(w[:-3])  # "feelings"/"feeling", "findings"/"finding"
    elif w.endswith("ing") and len(w) - 3 >= 2 and has_vowel(w[:-3]):
        w = _undouble(w[:-3])
    elif w.endswith("eed") and w not in _KEEP_EED:
        w = w[:-1]
    elif w.endswith("ed") and not w.endswith("eed") and len(w) - 2 >= 2 and has_vowel(w[:-2]):
        w = _undouble(w[:-2])
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    if len(w) > 2 and w.endswith("y"):
        w = w[:-1] + "i"
    return w


def _undouble(w: str) -> str:
    if len(w) >= 3 and w[-1] == w[-2] and w[-1] not in "aeioulsz":
        return w[:-1]
    return w


def canon(word: str) -> str:
    return stem(word)


def value_keys(value: float) -> frozenset[str]:
    return frozenset({format_number(value)})


def format_number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def word_number(word: str) -> tuple[str, int] | None:
    """(kind, value) of a number word."""
    if word in _UNITS:
        return "unit", _UNITS[word]
    if word in _TEENS:
        return "teen", _TEENS[word]
    if word in _TENS:
        return "tens", _TENS[word]
    if word in _ORDINALS:
        value = _ORDINALS[word]
        return ("unit" if value < 10 else "teen" if value < 20 else "tens"), value
    if word in SCALES:
        return "scale", SCALES[word]
    return None


def parse_number_run(words: list[str]) -> list[tuple[int, int, int]]:
    """Split a run of number words into numbers: [(first_word, last_word, value)]."""
    out: list[tuple[int, int, int]] = []
    total = current = 0
    last: str | None = None
    begin = 0

    def flush(end_index: int) -> None:
        nonlocal total, current, last
        if last is not None:
            out.append((begin, end_index, total + current))
        total = current = 0
        last = None

    for i, w in enumerate(words):
        parsed = word_number(w)
        if parsed is None:
            continue
        kind, value = parsed
        if kind == "scale":
            if last is None:
                begin, current = i, 1
            if value == 100:
                current = max(current, 1) * 100
            else:
                total += max(current, 1) * value
                current = 0
            last = "scale"
            continue
        if last is None:
            begin, current, last = i, value, kind
            continue
        if kind == "unit":
            if last in ("tens", "scale"):
                current += value
                last = "unit"
                continue
        elif kind == "teen":
            if last == "scale":
                current += value
                last = "teen"
                continue
            if last == "teen":  # "nineteen twelve"
                current = current * 100 + value
                last = "teen"
                continue
        elif kind == "tens":
            if last == "scale":
                current += value
                last = "tens"
                continue
            if last in ("teen", "tens") and total == 0 and current < 100:  # "nineteen ninety", "twenty twenty"
                current = current * 100 + value
                last = "tens"
                continue
        flush(i - 1)
        begin, current, last = i, value, kind
    flush(len(words) - 1)
    return out
