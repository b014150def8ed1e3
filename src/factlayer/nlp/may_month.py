"""Whether a "may" is the month or the modal — the one place every reader decides it.

The month: after a word that leads a time (``lexicon/month_leads.txt``: "in May", "since may i take", "last May",
"early May"; after an adjective, not before "be", "have" or a listed bare verb: "early may be the best time" is the
modal), after a day number ("3 May") or before one or a year ("May 3", "may fifth", "May 2023"; not an ordinal that
is the modal's adverb: "you may first check"), or a capitalised "May" inside a sentence with no bare verb after it
("Sam sold the house in May", "In May, Sam quit") — unless it names a person: beside "and" with a name or a
pronoun on the other side ("Wes and May started", "May and I went"; not "April and May"), or before a past verb
("Yesterday May called the bank"). The modal: a bare verb follows, over adverbs ("may be", "may have", "may not
need", "may also want"), or nothing marks a month. A source's modal (or person) is never a claim's month
(``proof.align``).
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.forms import MONTHS
from factlayer.nlp.modality import is_modal
from factlayer.nlp.normalise import ORDINALS
from factlayer.nlp.stems import inflected, irregular_past_forms
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import regular_past

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


def _adjective_lead(lows: Sequence[str], k: int) -> bool:
    """ "early / late / last may" with no preposition before it: the month, unless "be", "have" or a listed bare verb
    follows ("early may be the best time", "late may work better"; "in early may be" stays the month)."""
    if k == 0 or lows[k - 1] not in _leads("adjective"):
        return False
    if k > 1 and lows[k - 2] in _leads("strong"):
        return True
    j = k + 1
    while j < len(lows) and lows[j] in lexicon.words("realis_adverbs"):
        j += 1
    after = lows[j] if j < len(lows) else ""
    return not (after in ("be", "have") or (after in lexicon.words("common_verbs") and not inflected(after)))


def _beside(lows: Sequence[str], texts: Sequence[str] | None, j: int) -> bool:
    """The word at ``j``, on the other side of "and", is a person: a pronoun or a capitalised word that is no month."""
    if not 0 <= j < len(lows):
        return False
    named = texts is not None and texts[j][:1].isupper() and texts[j].isalpha() and lows[j] not in MONTHS
    return lows[j] in _leads("person") or named


def _person(lows: Sequence[str], k: int, texts: Sequence[str] | None) -> bool:
    """A "May" that names someone (module docstring): beside "and" and a person, or before a past verb ("was" /
    "were" are the month's as much: "I think May was hard")."""
    if k > 0 and lows[k - 1] == "and" and _beside(lows, texts, k - 2):
        return True  # "Wes and May started", "I told him and May"
    if k + 1 < len(lows) and lows[k + 1] == "and" and _beside(lows, texts, k + 2):
        return True  # "so May and I went"
    after = lows[k + 1] if k + 1 < len(lows) else ""
    past = after in irregular_past_forms() or regular_past(after, states=True)
    return past and after not in ("was", "were")  # "Yesterday May called the bank"


def may_reading(lows: Sequence[str], k: int, texts: Sequence[str] | None = None) -> str:
    """What "may" at ``k`` is (module docstring): "month", "person" or "modal" ("" for another word). ``texts``: the
    words as written, when their case is known (a capitalised "May" inside a sentence is the month unless a bare
    verb follows it or it names someone)."""
    if lows[k] != "may":
        return ""
    before = lows[k - 1] if k > 0 else ""
    day_after = k + 1 < len(lows) and _day_or_year(lows[k + 1])
    if day_after and lows[k + 1] in ORDINALS and _bare_verb_after(lows, k + 1, texts):
        day_after = False  # "you may first check the label": an adverb, and the modal's verb after it
    if day_after or before in _leads("strong") or _day_or_year(before) or _adjective_lead(lows, k):
        return "month"
    if before in _leads("adjective"):
        return "modal"  # "early may be the best time"
    if before in _leads("weak") and not _bare_verb_after(lows, k, texts):
        return "month"
    if texts is not None and texts[k][:1].isupper() and _person(lows, k, texts):
        return "person"
    if _bare_verb_after(lows, k, texts):
        return "modal"
    if _person(lows, k, texts):
        return "person"  # "jo and may started it", "so may and i went": no modal before a past verb or "and"
    inside = texts is not None and k > 0 and texts[k][:1].isupper() and before not in (".", "?", "!", '"', ":")
    return "month" if inside else "modal"


def may_is_month(lows: Sequence[str], k: int, texts: Sequence[str] | None = None) -> bool:
    """Is "may" at ``k`` the month (:func:`may_reading`)?"""
    return lows[k] == "may" and may_reading(lows, k, texts) == "month"


def token_reading(tokens: Sequence[Token], k: int) -> str:
    """:func:`may_reading` over tokens, their case known."""
    if tokens[k].low != "may":
        return ""  # most callers ask of every token: answer without building the word lists
    return may_reading([t.low for t in tokens], k, [t.text for t in tokens])


def token_is_month(tokens: Sequence[Token], k: int) -> bool:
    """:func:`may_is_month` over tokens, their case known."""
    return tokens[k].low == "may" and token_reading(tokens, k) == "month"


def token_is_modal(tokens: Sequence[Token], k: int) -> bool:
    """Token ``k`` is a modal (``nlp.modality.is_modal``), and when it is "may", neither the month nor a person."""
    return is_modal(tokens[k].low) and (tokens[k].low != "may" or token_reading(tokens, k) == "modal")


def readings(part: Sequence[Token], whole: Sequence[Token]) -> tuple[tuple[int, str], ...]:
    """The reading of each "may" in ``part`` (a clause cut from the sentence ``whole``), read in the whole sentence:
    the cut may take off what tells a person ("so May | and I started the company")."""
    if not any(t.low == "may" for t in part):
        return ()
    at = {t.start: j for j, t in enumerate(whole)}
    return tuple(
        (i, token_reading(whole, at[t.start]) if t.start in at else token_reading(part, i))
        for i, t in enumerate(part)
        if t.low == "may"
    )
