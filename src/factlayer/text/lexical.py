"""Word-level normalisation shared by retrieval, features and conflict checks (English).

Kept deliberately small and deterministic: lower-casing, ``n't`` → ``not``, number words → digits,
a light suffix-stripping stemmer. No model, no data files.
"""

from __future__ import annotations

import re
from functools import lru_cache

from factlayer.text.lexicon import STOPWORDS

_WORD = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)?(?:'[a-z]+)?")

_UNITS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "twelfth": 12,
    "twentieth": 20,
    "hundredth": 100,
}
_EXTRA = {"dozen": 12, "half": 0.5, "quarter": 0.25, "twice": 2, "once": 1, "thrice": 3, "couple": 2, "pair": 2}
NUMBER_WORDS = frozenset(_UNITS) | frozenset(_TENS) | frozenset(_SCALES)

# Pronouns of the first and second person: a summary in the third person that copies them verbatim
# from a turn no longer says who is meant.
FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"})
SECOND_PERSON = frozenset({"you", "your", "yours", "yourself", "yourselves"})

# Words that carry no checkable content (on top of the general stop-word list).
_LIGHT = frozenset(
    [
        "well",
        "oh",
        "yeah",
        "yes",
        "yea",
        "ok",
        "okay",
        "um",
        "uh",
        "hmm",
        "mm",
        "like",
        "just",
        "actually",
        "really",
        "quite",
        "pretty",
        "sure",
        "think",
        "thought",
        "know",
        "knew",
        "guess",
        "mean",
        "say",
        "said",
        "says",
        "tell",
        "told",
        "also",
        "too",
        "very",
        "so",
        "much",
        "many",
        "lot",
        "lots",
        "get",
        "got",
        "one",
        "thing",
        "things",
        "kind",
        "sort",
        "way",
        "something",
        "anything",
        "everything",
        "some",
        "any",
        "all",
        "would",
        "could",
        "should",
        "going",
        "go",
        "goes",
        "went",
        "gone",
        "make",
        "made",
        "let",
        "lets",
        "let's",
        "maybe",
        "perhaps",
        "probably",
        "course",
    ]
)
FUNCTION_WORDS = STOPWORDS | _LIGHT | FIRST_PERSON | SECOND_PERSON | frozenset({"s", "t", "d", "ll", "re", "ve", "m"})

# Words of taste and feeling: a reply that adds them adds something no source states.
SUBJECTIVE = frozenset(
    [
        "love",
        "loved",
        "loves",
        "lovely",
        "like",
        "liked",
        "likes",
        "favorite",
        "favourite",
        "favorites",
        "great",
        "awesome",
        "amazing",
        "cool",
        "fun",
        "funny",
        "interesting",
        "nice",
        "beautiful",
        "wonderful",
        "fantastic",
        "best",
        "worst",
        "enjoy",
        "enjoyed",
        "enjoys",
        "hate",
        "hated",
        "boring",
        "wow",
        "glad",
        "happy",
        "sad",
        "sorry",
        "hope",
        "hoped",
        "wish",
        "wished",
        "prefer",
        "preferred",
        "fan",
        "huge",
        "definitely",
        "totally",
        "honestly",
        "agree",
        "agreed",
        "believe",
        "guess",
        "imagine",
        "seems",
        "seem",
        "bet",
        "dream",
        "want",
        "wanted",
        "always",
        "never",
    ]
)

_SUFFIXES = ("ically", "ations", "ation", "ingly", "ments", "ment", "ness", "ities", "ity", "ings", "ing", "edly")
_SHORT_SUFFIXES = ("ies", "ied", "ed", "es", "ly", "er", "s")


def normalise_text(text: str) -> str:
    text = text.lower().replace("’", "'").replace("‘", "'").replace("`", "'")
    text = re.sub(r"\bcan't\b", "can not", text)
    text = re.sub(r"\bwon't\b", "will not", text)
    text = re.sub(r"\bshan't\b", "shall not", text)
    text = re.sub(r"\bcannot\b", "can not", text)
    text = re.sub(r"\btwice\b", "two times", text)
    text = re.sub(r"\bthrice\b", "three times", text)
    text = re.sub(r"n't\b", " not", text)
    text = re.sub(r"(?<=[a-z])'(?:s|re|ve|m|d|ll)\b", "", text)
    # "20's" / "1960s" → the decade number; "1,000" → "1000".
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    text = re.sub(r"(?<=\d)'?s\b", "", text)
    return text


def words(text: str) -> list[str]:
    """Normalised word tokens (number words are kept as words; see :func:`numbers_in`)."""
    return [w.strip("'") for w in _WORD.findall(normalise_text(text)) if w.strip("'")]


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light, conservative stemmer: enough to match 'prosecuted'/'prosecute', 'costs'/'cost'."""
    if word.isdigit() or len(word) <= 3:
        return word
    if word in _UNITS or word in _TENS or word in _ORDINALS:
        return str(_UNITS.get(word, _TENS.get(word, _ORDINALS.get(word, 0))))
    base = word
    for suffix in _SUFFIXES:
        if base.endswith(suffix) and len(base) - len(suffix) >= 3:
            base = base[: -len(suffix)]
            break
    else:
        for suffix in _SHORT_SUFFIXES:
            if base.endswith(suffix) and len(base) - len(suffix) >= 3 and not base.endswith("ss"):
                base = base[: -len(suffix)] + ("y" if suffix in {"ies", "ied"} else "")
                break
    # Final e at length 4 too: "take"/"takes"/"taking" all become "tak" (at > 4 only, "take" kept its e
    # while "takes" lost it, and "The patient takes X" did not match "I take X").
    if base.endswith("e") and len(base) >= 4:
        base = base[:-1]
    if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiouls":
        base = base[:-1]
    return base[:7]


def content_stems(text: str) -> list[str]:
    """Stems of the content words of ``text`` in order (stop words and fillers dropped).

    Reporting verbs ("suggested", "agreed") are kept: measured on the meeting set, a summary that
    reports talk in words the turns do not use is more often wrong.
    """
    return [stem(w) for w in words(text) if w not in FUNCTION_WORDS and (len(w) > 1 or w.isdigit())]


def _parse_number_run(run: list[str]) -> float | None:
    total = 0.0
    current = 0.0
    seen = False
    for word in run:
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word in _SCALES:
            current = max(current, 1.0) * _SCALES[word]
            if _SCALES[word] >= 1000:
                total += current
                current = 0.0
        else:
            return None
        seen = True
    return total + current if seen else None


_NUMBERISH_RE = re.compile(
    r"\d|(?<![a-z])(?:"
    + "|".join(sorted(NUMBER_WORDS | frozenset(_ORDINALS) | frozenset(_EXTRA), key=len, reverse=True))
    + r")(?![a-z])",
    re.IGNORECASE,
)


def may_state_numbers(text: str) -> bool:
    """False only when ``numbers_in(text)`` is surely empty: no digit and no number word (cheap)."""
    return _NUMBERISH_RE.search(text) is not None


def numbers_in(text: str) -> list[float]:
    """Numbers stated in ``text``: digits and spelled-out ('twenty four' → 24, 'twelve' → 12)."""
    tokens = words(text)
    found: list[float] = []
    run: list[str] = []

    def flush() -> None:
        # A lone "one" is too often a pronoun ("the red one") to count as a number.
        if run and run != ["one"]:
            value = _parse_number_run(run)
            if value is not None:
                found.append(value)
        run.clear()

    for token in tokens:
        if token in NUMBER_WORDS:
            # "twenty four", "two hundred": a run goes on only where the words compose a number.
            composes = (
                token in _SCALES
                or (run and run[-1] in _TENS and _UNITS.get(token, 10) < 10)
                or (run and run[-1] in _SCALES and token not in _SCALES)
            )
            if run and not composes:
                flush()
            run.append(token)
            continue
        if token == "and" and run:
            continue
        flush()
        cleaned = token.replace(",", "")
        if re.fullmatch(r"\d+(?:\.\d+)?", cleaned):
            found.append(float(cleaned))
        elif re.fullmatch(r"\d+(?:st|nd|rd|th)", cleaned):
            found.append(float(cleaned[:-2]))
        elif token in _ORDINALS and token not in {"second"}:
            found.append(float(_ORDINALS[token]))
        elif token in _EXTRA and token not in {"once", "couple", "pair", "half", "quarter"}:
            found.append(float(_EXTRA[token]))
    flush()
    return found
