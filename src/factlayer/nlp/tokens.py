"""The tokenizer: words, numbers and punctuation with their character offsets into the original text.

Every token satisfies ``text[token.start:token.end] == token.text``. Contractions stay one token
("don't", "I'm"); :attr:`Token.low` is lower case with curly apostrophes straightened and accents dropped, and an
acronym spelled out letter by letter the way meeting transcripts write it ("D_V_D_", "T_V_") is one word ("dvd", "tv").
What the grounding aligner compares is built on these tokens: ``nlp.forms.Form`` (a contraction two forms, a number
said in words one; why they are two types is told there).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container, Sequence
from dataclasses import dataclass
from functools import lru_cache

_TOKEN = re.compile(
    r"\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?"  # times: 10:30, 7:15pm
    r"|\d{1,4}[/-]\d{1,2}(?:[/-]\d{1,4})?(?!\d)"  # dates: 3/14, 2024-03-14
    r"|\d{2,3}/\d{2,3}(?!\d)"  # readings: 72/130 (a blood pressure)
    r"|\d+(?:[.,]\d+)*(?:(?:st|nd|rd|th)(?![A-Za-z])|%)?"  # numbers, ordinals, percents; not "380,000st|udents"
    r"|[A-Za-z]+\d+[A-Za-z\d]*(?![\d/]|[.,:]\d)"  # names with digits: A1c, B12, L5, COVID19 (also before a "." or ",")
    r"|(?<![A-Za-z])(?:[A-Za-z]_)+(?![A-Za-z\d])"  # letters spelled out, as meeting transcripts write them: D_V_D_
    r"|[^\W\d_]+(?:[-'’][^\W\d_]+)*"  # words (any script's letters) with inner hyphens and apostrophes
    r"|[^\sA-Za-z\d]",  # any other single character
)


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    start: int
    end: int
    low: str

    @property
    def is_word(self) -> bool:
        return self.low[:1].isalpha()

    @property
    def is_number(self) -> bool:
        return self.low[:1].isdigit()

    @property
    def is_punct(self) -> bool:
        first = self.low[:1]  # neither ``is_word`` nor ``is_number``, read without two more property calls (hot)
        return not (first.isalpha() or first.isdigit())


def _low(text: str) -> str:
    """Lower case, curly apostrophes straightened, accents dropped ("Siân" → "sian": transcripts and notes spell
    names either way), a spelled-out acronym joined ("D_V_D_" → "dvd")."""
    low = text.lower().replace("’", "'")
    if not low.isascii():
        low = "".join(c for c in unicodedata.normalize("NFKD", low) if not unicodedata.combining(c))
    return low.replace("_", "") if len(low) > 1 and low.endswith("_") else low


@lru_cache(maxsize=4096)
def _tokenize(text: str) -> tuple[Token, ...]:
    return tuple(Token(m.group(0), m.start(), m.end(), _low(m.group(0))) for m in _TOKEN.finditer(text))


def tokenize(text: str, start: int = 0, end: int | None = None) -> list[Token]:
    """Tokens of ``text[start:end]``, offsets into ``text``."""
    stop = len(text) if end is None else end
    if start == 0 and stop == len(text):
        return list(_tokenize(text))
    return [Token(t.text, t.start + start, t.end + start, t.low) for t in _tokenize(text[start:stop])]


def words(text: str) -> list[str]:
    """Lower-case words and numbers of ``text`` (no punctuation)."""
    return [t.low for t in _tokenize(text) if not t.is_punct]


def skip_over(lows: Sequence[str], at: int, passed: Container[str], step: int = 1) -> int:
    """The first index from ``at`` (going forward, or back with ``step=-1``) whose word is not one of ``passed``
    (adverbs before a verb: "never *just* liked"): ``len(lows)`` or -1 when every word to the end is passed."""
    while 0 <= at < len(lows) and lows[at] in passed:
        at += step
    return at
