"""Whether a "may" is the month or the modal — the one place every reader decides it.

The month: after a word that leads a time (``lexicon/month_leads.txt``: "in May", "since may i take", "last May",
"early May"), after a day number ("3 May") or before one or a year ("May 3", "may fifth", "May 2023"; not an
ordinal that is the modal's adverb: "you may first check"), or a capitalised "May" inside a sentence with no bare
verb after it ("Sam sold the house in May", "In May, Sam quit"). The modal: a bare verb follows, over adverbs
("may be", "may have", "may not need", "may also want"), or nothing marks a month.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.forms import MONTHS
from factlayer.nlp.normalise import ORDINALS
from factlayer.nlp.stems import inflected
from factlayer.nlp.tokens import Token

_YEAR_DIGITS = 4
_LAST_DAY = 31
# words after "may" that are no verb of its: "may i", "may the", "may june"
_NOT_VERBS = lexicon.words("stopwords") | lexicon.words("determiners") | lexicon.words("first_person") | MONTHS.keys()


def _leads(label: str) -> frozenset[str]:
    return lexicon.of_class("month_leads", label)


def _day_or_year(low: str) -> bool:
    """ "3", "3rd", "21st", "fifth", "2023": a day of the month or a year."""
    if low in ORDINALS:
        return True  # "may fifth" (ASR writes the day out)
    digits = low.rstrip("stndrh") if low[:1].isdigit() else ""
    if not digits.isdigit():
        return False
    return 1 <= int(digits) <= _LAST_DAY or (len(digits) == _YEAR_DIGITS and low == digits)


def _bare_verb_after(lows: Sequence[str], k: int, texts: Sequence[str] | None) -> bool:
    """A bare verb follows ``k`` over adverbs ("may be", "may not need", "may also want"): the modal's verb."""
    j = k + 1
    while j < len(lows) and (lows[j] in lexicon.words("realis_adverbs") or lows[j] == "n't"):
        j += 1
    if j >= len(lows) or not lows[j][:1].isalpha() or inflected(lows[j]):
        return False
    if lows[j] in ("be", "have"):
        return True
    if texts is not None and texts[j][:1].isupper():
        return False  # "In May Sam sold it": a name follows
    return lows[j] not in _NOT_VERBS


def may_is_month(lows: Sequence[str], k: int, texts: Sequence[str] | None = None) -> bool:
    """Is "may" at ``k`` the month (module docstring)? ``texts``: the words as written, when their case is known
    (a capitalised "May" inside a sentence is the month unless a bare verb follows it)."""
    if lows[k] != "may":
        return False
    before = lows[k - 1] if k > 0 else ""
    day_after = k + 1 < len(lows) and _day_or_year(lows[k + 1])
    if day_after and lows[k + 1] in ORDINALS and _bare_verb_after(lows, k + 1, texts):
        day_after = False  # "you may first check the label": an adverb, and the modal's verb after it
    if day_after or before in _leads("strong") or _day_or_year(before):
        return True
    if _bare_verb_after(lows, k, texts):
        return False
    if before in _leads("weak"):
        return True
    return texts is not None and k > 0 and texts[k][:1].isupper() and before not in (".", "?", "!", '"', ":")


def token_is_month(tokens: Sequence[Token], k: int) -> bool:
    """:func:`may_is_month` over tokens, their case known."""
    if tokens[k].low != "may":
        return False  # most callers ask of every token: answer without building the word lists
    return may_is_month([t.low for t in tokens], k, [t.text for t in tokens])
