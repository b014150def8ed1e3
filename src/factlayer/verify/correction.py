"""A correction built only from the evidence's words: the claim with its conflicting words replaced by the
evidence's aligned words, or the evidence verbatim. Never an invented sentence."""

from __future__ import annotations

import difflib
import re

from factlayer.nlp import lexicon
from factlayer.nlp.forms import MONTHS
from factlayer.nlp.normalise import number_word
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize

_PERSONS = frozenset({"i", "i'm", "i've", "me", "my", "mine", "you", "your", "you're", "we", "our", "us"})
_NEGATION_WORDS = frozenset({"not", "no", "never", "n't", "don't", "didn't", "doesn't", "isn't", "wasn't", "denies"})


def _word_spans(text: str) -> list[tuple[int, int, str]]:
    return [(t.start, t.end, t.low) for t in tokenize(text) if not t.is_punct]


def replace_from_evidence(claim: str, evidence: str, marked: set[str]) -> str | None:
    """The claim with its ``marked`` words (and their neighbours in a differing block) replaced by the
    evidence's words at the same place, or None when no such edit can be made."""
    claim_words, evidence_words = _word_spans(claim), _word_spans(evidence)
    if not claim_words or not evidence_words or not marked:
        return None
    marked = {m.lower() for m in marked}
    marked_stems = {stem(m) for m in marked}
    polarity_only = marked <= _NEGATION_WORDS

    def is_marked(word: str) -> bool:
        return word in marked or stem(word) in marked_stems

    matcher = difflib.SequenceMatcher(a=[w for *_, w in claim_words], b=[w for *_, w in evidence_words], autojunk=False)
    edits: list[tuple[int, int, str]] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        touched = [w for *_, w in claim_words[i1:i2]]
        inserted = [w for *_, w in evidence_words[j1:j2]]
        if op in ("replace", "delete") and not any(is_marked(w) for w in touched):
            continue
        if op == "insert" and not any(is_marked(w) for w in inserted):
            continue
        if polarity_only and not all(w in _NEGATION_WORDS for w in inserted):
            continue  # a polarity fix may only add or drop negation words ("The patient No, but my husband smokes")
        if op == "replace" and j2 - j1 > i2 - i1 + 1:
            for offset in range(i2 - i1):
                word = claim_words[i1 + offset]
                if is_marked(word[2]):
                    other = evidence_words[j1 + offset]
                    if _kind(word[2]) is None or _kind(word[2]) != _kind(other[2]):
                        return None  # "20 mg daily" / "ten milligrams once a day": no word-for-word edit is safe
                    edits.append((word[0], word[1], evidence[other[0] : other[1]]))
            continue
        if j2 - j1 > 6 or i2 - i1 > 6:
            continue
        new_text = evidence[evidence_words[j1][0] : evidence_words[j2 - 1][1]] if j2 > j1 else ""
        if op == "insert":
            anchor = claim_words[i1][0] if i1 < len(claim_words) else len(claim)
            edits.append((anchor, anchor, new_text + " "))
        else:
            edits.append((claim_words[i1][0], claim_words[i2 - 1][1], new_text))
    if not edits or any(_PERSONS & {w for *_, w in _word_spans(text)} for *_, text in edits):
        return None  # "… pain in my left knee" in a third-person claim: the caller quotes the evidence instead
    out = claim
    for start, end, text in sorted(edits, reverse=True):
        out = out[:start] + text + out[end:]
        out = re.sub(r"\s{2,}", " ", out)
    out = out.strip()
    # a speaker label or a word glued after the claim's full stop is not a sentence: the caller then quotes the
    # evidence verbatim ("…bowels.patient] no , no" came from aligning a claim with "[patient] no , no")
    if re.search(r"[\[\]]|[.!?][^\s.!?\"'”)]", out):
        return None
    return out if out and out != claim.strip() else None


def marked_words(claim: str, notes: list[str]) -> set[str]:
    """Claim words a conflict note points at: quoted words, numbers and values, negations."""
    marked: set[str] = set()
    claim_words = {w for *_, w in _word_spans(claim)}
    for note in notes:
        marked.update(re.findall(r"'([^']+)'", note)[:1])
        if " vs " in note:
            claimed = note.split(" vs ")[0].split()
            marked.update(w for w in claimed)
            marked.update(w for w in claim_words if re.fullmatch(r"\d+|[a-z]+", w) and _numberish(w))
            marked.update(w for w in claim_words if w.endswith("day") or w[:3] in _MONTH_HEADS)
        if note.startswith("polarity"):
            marked.update(_NEGATION_WORDS)
    return marked


_MONTH_HEADS = frozenset(name[:3] for name in MONTHS)  # "jan" … "dec": a claim word starting like a month
# Words of a frequency or amount beyond the number words themselves (``nlp.normalise.number_word``).
_AMOUNT_WORDS = frozenset({"once", "twice", "thrice", "times", "daily", "weekly", "monthly"})


_WEEKDAYS = frozenset(row[0] for row in lexicon.rows("weekdays"))


def _kind(word: str) -> str | None:
    """What one word may be swapped for word for word: a number for a number, a weekday for a weekday, a month for
    a month; None for any other word ("daily" is no "once")."""
    if word.isdigit() or number_word(word):
        return "number"
    if word in _WEEKDAYS:
        return "weekday"
    return "month" if word in MONTHS or word in _MONTH_HEADS else None


def _numberish(word: str) -> bool:
    return word.isdigit() or any(number_word(w) or w in _AMOUNT_WORDS for w in (word, word.rstrip("s")))
