"""Tokens with exact offsets and comparable ("canonical") forms.

The grounding aligner, the key-content check, the validators and CoVe all compare words through
the same canonical form, so the rules for "the same word" live in one place:

* case, curly quotes and contractions are normalised ("don't" → do + not, "I'm" → i + be);
* light inflection is removed by a small deterministic stemmer (plural/singular, -ed, -ing,
  3rd person -s; a table for common irregular verbs), so "loves"/"love"/"loved" compare equal
  but "producer"/"production" do not;
* numbers written as digits or words compare as values ("twenty six" = "26",
  "two thousand eight" = "2008", "tenth" = "10th" = "10", "twice" = "2");
* acronyms spelled as letters compare with the written form ("C O P D" = "COPD", "L_C_D_" = "LCD").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from rapidfuzz.distance import OSA

from factlayer.nlp import lexicon

__all__ = [
    "FRAMING_WORDS",
    "HEDGE_PATTERN",
    "MONTHS",
    "NEGATION_CUES",
    "PATTERN_FRAMING",
    "WEEKDAYS",
    "KeyItem",
    "Token",
    "canon",
    "is_negation",
    "is_stopword",
    "key_items",
    "near_spelling",
    "stem",
    "tokenize",
    "wordset",
]


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
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_MULTIPLICATIVES = {"once": 1, "twice": 2, "thrice": 3, "dozen": 12}

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
_EXTRA_STOP = wordset("""
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

_TOKEN = re.compile(
    r"(?P<date>\d{1,2}/\d{1,2}/\d{2,4})"
    r"|(?P<num>\d+(?:[.,]\d+)*)(?P<ord>st|nd|rd|th)?"
    r"|(?P<word>[A-Za-z]+(?:['’][A-Za-z]+)*)"
)
_CONTRACTIONS = {
    "n't": "not",
    "'m": "be",
    "'re": "be",
    "'ve": "have",
    "'ll": "will",
    "'d": "would",
}
_S_AFTER_PRONOUN = frozenset({"it", "he", "she", "that", "there", "what", "who", "here", "where", "how", "this"})


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


def _number_keys(value: float) -> frozenset[str]:
    return frozenset({_fmt(value)})


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _word_number(word: str) -> tuple[str, int] | None:
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
    if word in _SCALES:
        return "scale", _SCALES[word]
    return None


def _parse_number_run(words: list[str]) -> list[tuple[int, int, int]]:
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
        parsed = _word_number(w)
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


@lru_cache(maxsize=256)
def _tokenize_cached(text: str) -> tuple[Token, ...]:
    raw: list[tuple[int, int, str, str]] = []  # (start, end, kind, surface)
    for m in _TOKEN.finditer(text):
        kind = "date" if m.group("date") else "num" if m.group("num") else "word"
        raw.append((m.start(), m.end(), kind, m.group()))
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
            tokens.append(Token(start, end, low, _fmt(value_f), _number_keys(value_f), "number", False, value_f))
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
        if _word_number(low) is not None or (low == "a" and i + 1 < n and raw[i + 1][3].lower() in _SCALES):
            j = i
            words: list[str] = []
            while j < n and raw[j][2] == "word":
                if j > i and not re.fullmatch(r"[ \t-]+", text[raw[j - 1][1] : raw[j][0]]):
                    break
                w = raw[j][3].lower()
                if _word_number(w) is not None:
                    words.append(w)
                elif w == "a" and not words and j + 1 < n and raw[j + 1][3].lower() in _SCALES:
                    words.append("a")
                elif w == "and" and words and _word_number(words[-1]) is not None and j + 1 < n:
                    nxt = raw[j + 1][3].lower()
                    prev = _word_number(words[-1])
                    if prev is not None and prev[0] == "scale" and _word_number(nxt) is not None:
                        words.append("and")
                    else:
                        break
                else:
                    break
                j += 1
            # Lone "one" reads as a pronoun more often than a number, but still compares as 1.
            for first, last, value in _parse_number_run(words):
                a, b = raw[i + first][0], raw[i + last][1]
                span_surface = text[a:b].lower()
                number_keys = _number_keys(value)
                if span_surface == "one":
                    number_keys |= {"one"}  # the pronoun: "the one I had" as "the ones I had"
                tokens.append(Token(a, b, span_surface, str(value), number_keys, "number", False, float(value)))
            i = j
            continue
        if low in _MULTIPLICATIVES:
            value = _MULTIPLICATIVES[low]
            tokens.append(Token(start, end, low, str(value), _number_keys(value), "number", False, float(value)))
            i += 1
            continue
        capitalised = surface[0].isupper() and surface != "I"
        if "'" in low:
            head, _, tail = low.partition("'")
            tail = "'" + tail
            if low.endswith("n't"):
                head = low[:-3]
                head = {"ca": "can", "wo": "will", "sha": "shall", "ai": "be"}.get(head, head)
                tokens.append(Token(start, end, low, canon(head), frozenset({canon(head)}), "word", capitalised))
                tokens.append(Token(start, end, low, "not", frozenset({"not"}), "word"))
            elif tail in _CONTRACTIONS:
                tokens.append(Token(start, end, low, canon(head), frozenset({canon(head)}), "word", capitalised))
                expansion = _CONTRACTIONS[tail]
                tokens.append(Token(start, end, low, canon(expansion), frozenset({canon(expansion)}), "word"))
            elif tail == "'s":
                tokens.append(Token(start, end, low, canon(head), frozenset({canon(head)}), "word", capitalised))
                if head in _S_AFTER_PRONOUN:
                    tokens.append(Token(start, end, low, "be", frozenset({"be"}), "word"))
            else:
                c = canon(low.replace("'", ""))
                tokens.append(Token(start, end, low, c, frozenset({c}), "word", capitalised))
            i += 1
            continue
        c = canon(low)
        keys = {c}
        if low.endswith("us") and len(low) >= 5 and not low.endswith("ous"):
            keys.add(canon(low[:-1]))  # "menus" is "menu" plural, "virus" is not: both readings
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


# Word parts that make a different word — often the opposite, often a different diagnosis — by
# changing a letter or two: "hypertension"/"hypotension", "abduction"/"adduction",
# "dysphagia"/"dysphasia", "colectomy"/"colostomy". A near spelling never bridges them.
_CONTRASTING_PREFIXES: tuple[tuple[str, str], ...] = (
    ("hyper", "hypo"),
    ("ab", "ad"),
    ("in", "ex"),
    ("im", "ex"),
    ("inter", "intra"),
    ("intra", "extra"),
    ("inter", "extra"),
    ("pre", "post"),
    ("ante", "post"),
    ("ante", "anti"),
    ("sub", "supra"),
    ("sub", "super"),
    ("over", "under"),
    ("brady", "tachy"),
    ("micro", "macro"),
    ("endo", "exo"),
    ("endo", "ecto"),
    ("hetero", "homo"),
    ("mono", "poly"),
    ("hemi", "semi"),
    ("uni", "bi"),
    ("bi", "tri"),
    ("up", "down"),
    ("in", "out"),
)
_CONTRASTING_PARTS: tuple[tuple[str, str], ...] = (
    ("phagia", "phasia"),
    ("phagia", "praxia"),
    ("ectomy", "ostomy"),
    ("ectomy", "otomy"),
    ("ostomy", "otomy"),
    ("itis", "osis"),
    ("itis", "oma"),
    ("osis", "oma"),
    ("plasia", "plasty"),
    ("plasia", "trophy"),
    ("emia", "uria"),
    ("scopy", "tomy"),
    ("lysis", "stasis"),
    ("ileum", "ilium"),
    ("ileal", "iliac"),
    ("perineal", "peroneal"),
    ("prostate", "prostrate"),
    ("mucus", "mucous"),
    ("palpation", "palpitation"),
    ("affer", "effer"),
    ("glyc", "kal"),
    ("glyc", "natr"),
    ("kal", "natr"),
    ("thyro", "thymo"),
    ("uret", "ureth"),
)
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
    if _word_number(a) is not None or _word_number(b) is not None or a in NEGATION_CUES or b in NEGATION_CUES:
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


def is_stopword(token: Token) -> bool:
    return token.kind == "word" and (
        token.surface in STOPWORDS
        or token.surface in _EXTRA_STOP
        or token.canon in {"be", "hav", "do", "will", "would", "not"}
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
            if is_stopword(t) or is_negation(t) or t.surface in FRAMING_WORDS or t.surface in speaker_words:
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
