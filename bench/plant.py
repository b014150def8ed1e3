"""Benchmark inputs: transcripts of a target size and facts planted in them with known true spans.

Everything here is pure and deterministic for a given seed (``random.Random(seed)``; no global
state), so the grounding benchmark and its unit tests see exactly the same inputs.

Fact kinds (``KINDS``):

* ``verbatim``   – an exact slice of one turn of the source;
* ``paraphrase`` – the same slice with function words dropped/inserted and two words swapped;
* ``asr``        – the same slice lower-cased, with letters substituted/dropped/doubled in two words;
* ``repeated``   – a phrase that occurs at several places in the source: every occurrence is a true span;
* ``plural``     – one noun's number flipped ("years" → "year", "a store" → "a stores");
* ``number``     – a number respelled (digits → words or words → digits: "twenty six" ↔ "26");
* ``absent``     – a sentence from a document that is *not* in the transcript and shares no word
  trigram with it: the correct answer is "not found";
* ``unsupported`` (extra) – a verbatim slice with one content word replaced by a word that occurs
  nowhere in the source ("back pain" → "wrist pain"): the correct answer of a *grounding* check is
  "not found"; an aligner that only locates text will place it.

Slices never start or end inside a spelled-out number ("... of two thousand | and five"), so a
respelled or cut number never changes the value the fact states.

For every kind except ``absent`` the true spans are the slice the fact was made from plus every
other place the original slice occurs verbatim (so a correct answer elsewhere is not penalised).
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
KINDS: tuple[str, ...] = ("verbatim", "paraphrase", "asr", "repeated", "plural", "number", "absent")
# Reported separately, not part of the headline accuracy: one content word replaced by a word the
# source never uses, so the claim is unsupported although an aligner can locate most of it.
EXTRA_KINDS: tuple[str, ...] = ("unsupported",)

FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "that",
        "of",
        "to",
        "really",
        "just",
        "um",
        "uh",
        "so",
        "very",
        "like",
        "well",
        "and",
        "then",
        "also",
        "actually",
        "basically",
    ]
)
_NOT_PLURAL = frozenset(
    [
        "only",
        "other",
        "same",
        "last",
        "next",
        "first",
        "whole",
        "many",
        "much",
        "more",
        "most",
        "such",
        "little",
        "right",
        "left",
        "this",
        "is",
        "was",
        "has",
        "does",
        "yes",
        "his",
        "its",
        "always",
        "perhaps",
        "unless",
        "across",
        "sometimes",
        "less",
        "thus",
        "plus",
        "process",
        "towards",
        "afterwards",
        "besides",
        "bus",
        "news",
        "series",
        "means",
        "whereas",
        "various",
        "previous",
        "serious",
        "nervous",
        "obvious",
        "famous",
    ]
)
_NOT_CONTENT = frozenset(
    [
        "have",
        "has",
        "had",
        "were",
        "been",
        "being",
        "does",
        "did",
        "done",
        "will",
        "would",
        "could",
        "should",
        "might",
        "must",
        "shall",
        "about",
        "with",
        "from",
        "into",
        "onto",
        "over",
        "under",
        "than",
        "then",
        "they",
        "them",
        "their",
        "there",
        "these",
        "those",
        "this",
        "that",
        "what",
        "when",
        "where",
        "which",
        "while",
        "your",
        "yours",
        "here",
        "just",
        "also",
        "very",
        "really",
        "some",
        "your",
        "okay",
        "yeah",
        "right",
        "know",
        "think",
        "going",
        "want",
        "said",
        "like",
        "well",
    ]
)
_DETERMINERS = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "your",
        "his",
        "her",
        "their",
        "our",
        "this",
        "that",
        "these",
        "those",
        "some",
        "any",
        "no",
        "one",
    ]
)
_TOKEN_RE = re.compile(r"\w+|[^\w\s]")
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-]*[A-Za-z0-9]|[A-Za-z0-9]")
_SPEAKER_RE = re.compile(r"^[ \t]*[A-Za-z][\w .'’\-]{0,40}:[ \t]*")

_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_WORD_VALUE: dict[str, int] = {
    **{w: i for i, w in enumerate(_UNITS)},
    **{w: 10 + i for i, w in enumerate(_TEENS)},
    **{w: 10 * i for i, w in enumerate(_TENS) if w != "_"},
}
_SCALE_VALUE = {"hundred": 100, "thousand": 1000}
_ORDINALS = frozenset(
    [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
        "thirtieth",
    ]
)


def _numberish(word: str) -> bool:
    w = word.lower()
    return w.isdigit() or w in _WORD_VALUE or w in _SCALE_VALUE or w in _ORDINALS


@dataclass(frozen=True, slots=True)
class Transcript:
    name: str
    text: str
    doc_ids: tuple[str, ...]
    tokens: int  # word and punctuation tokens (\w+|[^\w\s]), close to an LLM token count for English
    words: int


@dataclass(frozen=True, slots=True)
class PlantedFact:
    kind: str
    text: str
    true_spans: tuple[tuple[int, int], ...]  # empty: not in the source
    origin: tuple[int, int] | None = None  # the slice the fact was made from

    @property
    def present(self) -> bool:
        return bool(self.true_spans)


def shared_data_dir() -> Path:
    shared = Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    return shared / "data"


def count_tokens(text: str) -> int:
    return sum(1 for _ in _TOKEN_RE.finditer(text))


def load_documents(data_dir: Path | None = None) -> list[tuple[str, str]]:
    """(id, text) of the MTS-Dialog transcripts and the distinct QMSum meeting excerpts, in file order."""
    base = data_dir or shared_data_dir()
    docs: list[tuple[str, str]] = []
    with (base / "transcripts" / "mts_dialog.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            text = str(row["transcript"]).strip()
            if text:
                docs.append((str(row["id"]), text))
    seen: set[str] = set()
    with (base / "claims" / "diasumfact_qmsum_dev.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            text = str(row["source"]).strip()
            if text and text not in seen:
                seen.add(text)
                docs.append((f"qmsum:{len(seen) - 1}", text))
    return docs


def build_transcript(
    docs: Sequence[tuple[str, str]],
    target_tokens: int,
    seed: int,
    name: str | None = None,
    *,
    size_of: Callable[[str], int] = count_tokens,
) -> tuple[Transcript, list[tuple[str, str]]]:
    """Concatenate shuffled documents until ``target_tokens`` is reached; return it and the unused documents.

    ``size_of`` measures a document (tokens by default; pass ``len`` to aim at a number of characters).

    Meeting excerpts are interleaved with the dialogues (one in four documents where available), so
    every size mixes short doctor–patient turns with long multi-speaker meeting turns.
    """
    rng = random.Random(seed)
    dialogues = [d for d in docs if not d[0].startswith("qmsum:")]
    meetings = [d for d in docs if d[0].startswith("qmsum:")]
    rng.shuffle(dialogues)
    rng.shuffle(meetings)
    order: list[tuple[str, str]] = []
    while dialogues or meetings:
        for _ in range(3):
            if dialogues:
                order.append(dialogues.pop())
        if meetings:
            order.append(meetings.pop())
    chosen: list[tuple[str, str]] = []
    total = 0
    rest_start = len(order)
    for i, doc in enumerate(order):
        if total >= target_tokens:
            rest_start = i
            break
        n = size_of(doc[1])
        if chosen and total + n > target_tokens * 1.1 and total >= target_tokens * 0.9:
            rest_start = i
            break
        chosen.append(doc)
        total += n
    text = "\n\n".join(t for _, t in chosen)
    transcript = Transcript(
        name=name or f"{target_tokens}",
        text=text,
        doc_ids=tuple(i for i, _ in chosen),
        tokens=count_tokens(text),
        words=len(text.split()),
    )
    return transcript, list(order[rest_start:])


# -- numbers ----------------------------------------------------------------------------------


def number_to_words(n: int) -> str:
    """0..999999 as English words without "and" or hyphens ("2008" → "two thousand eight")."""
    if n < 0 or n > 999_999:
        raise ValueError(f"{n} is out of range")
    if n < 10:
        return _UNITS[n]
    if n < 20:
        return _TEENS[n - 10]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + (f" {_UNITS[unit]}" if unit else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_UNITS[hundreds]} hundred" + (f" {number_to_words(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    return f"{number_to_words(thousands)} thousand" + (f" {number_to_words(rest)}" if rest else "")


def words_to_number(words: Sequence[str]) -> int | None:
    """Value of a run of number words ("twenty six" → 26, "two thousand eight" → 2008), else None."""
    if not words:
        return None
    total = current = 0
    for raw in words:
        w = raw.lower()
        if w in _WORD_VALUE:
            current += _WORD_VALUE[w]
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w == "thousand":
            total += max(current, 1) * 1000
            current = 0
        else:
            return None
    return total + current


def _number_runs(words: Sequence[str]) -> list[tuple[int, int]]:
    """[first, last] word indices of maximal runs of number words (or of one digit word)."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        w = words[i].lower()
        if w.isdigit():
            runs.append((i, i))
            i += 1
            continue
        if w in _WORD_VALUE or (w in _SCALE_VALUE and i > 0):
            j = i
            while j + 1 < len(words) and (words[j + 1].lower() in _WORD_VALUE or words[j + 1].lower() in _SCALE_VALUE):
                j += 1
            if words[i].lower() not in _SCALE_VALUE and words_to_number(words[i : j + 1]) is not None:
                runs.append((i, j))
            i = j + 1
            continue
        i += 1
    return runs


# -- slices of the source ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Slice:
    start: int
    end: int
    words: tuple[tuple[int, int], ...]  # (start, end) of each word in the slice


def _turn_bodies(text: str) -> Iterable[tuple[int, int]]:
    """(start, end) of each line's content after an optional ``Speaker:`` label."""
    pos = 0
    for line in text.split("\n"):
        start, end = pos, pos + len(line)
        pos = end + 1
        m = _SPEAKER_RE.match(line)
        body_start = start + (m.end() if m else 0)
        if end - body_start >= 20:
            yield body_start, end


_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")


def candidate_slices(text: str, min_words: int = 6, max_words: int = 14) -> list[_Slice]:
    """Runs of ``min_words``..``max_words`` words inside one sentence of one turn (every third start word)."""
    out: list[_Slice] = []
    for body_start, body_end in _turn_bodies(text):
        bounds = [body_start, *(m.end() for m in _SENTENCE_END.finditer(text, body_start, body_end)), body_end]
        for s_start, s_end in itertools.pairwise(bounds):
            words = [(m.start(), m.end()) for m in _WORD_RE.finditer(text, s_start, s_end)]
            if len(words) < min_words:
                continue
            toks = [text[a:b] for a, b in words]
            for i in range(0, len(words) - min_words + 1, 3):
                n = min(max_words, len(words) - i)
                n = max(min_words, n - (i % 5))  # vary the length deterministically
                if _cuts_number(toks, i, i + n):
                    continue
                chosen = tuple(words[i : i + n])
                out.append(_Slice(chosen[0][0], chosen[-1][1], chosen))
    return out


def _cuts_number(toks: Sequence[str], i: int, j: int) -> bool:
    """Would the slice ``toks[i:j]`` start or end inside a spelled-out number?"""
    before = toks[i - 1] if i > 0 else ""
    after = toks[j] if j < len(toks) else ""
    first, last = toks[i], toks[j - 1]
    starts_inside = _numberish(first) and (_numberish(before) or before.lower() == "and")
    ends_inside = (_numberish(last) or last.lower() == "and") and (
        _numberish(after) or (after.lower() == "and" and j + 1 < len(toks) and _numberish(toks[j + 1]))
    )
    return starts_inside or ends_inside


def occurrences(text: str, phrase: str) -> list[tuple[int, int]]:
    """Word-bounded, case-insensitive occurrences of ``phrase`` in ``text`` ("Any chest pain" = "any chest pain")."""
    pattern = re.compile(r"(?<![\w])" + re.escape(phrase) + r"(?![\w])", re.IGNORECASE)
    return [(m.start(), m.end()) for m in pattern.finditer(text)]


def _true_spans(text: str, origin: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    spans = set(occurrences(text, text[origin[0] : origin[1]]))
    spans.add(origin)
    return tuple(sorted(spans))


def _words_of(text: str, sl: _Slice) -> list[str]:
    return [text[a:b] for a, b in sl.words]


# -- the transformations ------------------------------------------------------------------------


def paraphrase(words: Sequence[str], rng: random.Random) -> list[str] | None:
    """Drop up to two function words, insert one, and swap two adjacent content words."""
    if len(words) < 8:
        return None
    out = list(words)
    droppable = [i for i, w in enumerate(out) if w.lower() in FUNCTION_WORDS and 0 < i < len(out) - 1]
    rng.shuffle(droppable)
    for i in sorted(droppable[:2], reverse=True):
        del out[i]
    swappable = [i for i in range(1, len(out) - 1) if out[i].lower() not in FUNCTION_WORDS and out[i + 1].isalpha()]
    if swappable:
        i = rng.choice(swappable)
        out[i], out[i + 1] = out[i + 1], out[i]
    if len(out) > 2:
        out.insert(rng.randrange(1, len(out)), rng.choice(("really", "just", "also")))
    if len(out) < 6 or [w.lower() for w in out] == [w.lower() for w in words]:
        return None
    return out


_NEIGHBOURS = {"a": "e", "e": "i", "i": "e", "o": "u", "u": "o", "c": "k", "k": "c", "s": "z", "t": "d", "d": "t"}


def asr_corrupt(word: str, rng: random.Random) -> str:
    """One ASR-style character error: substitute a sound-alike letter, drop or double a letter."""
    inner = [i for i in range(1, len(word) - 1) if word[i].isalpha()]
    if not inner:
        return word
    i = rng.choice(inner)
    op = rng.randrange(3)
    if op == 0 and word[i].lower() in _NEIGHBOURS:
        return word[:i] + _NEIGHBOURS[word[i].lower()] + word[i + 1 :]
    if op == 1 or word[i].lower() not in _NEIGHBOURS:
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def asr_variant(words: Sequence[str], rng: random.Random) -> list[str] | None:
    out = [w.lower() for w in words]
    long_words = [i for i, w in enumerate(out) if len(w) >= 5 and w.isalpha()]
    if len(long_words) < 2:
        return None
    for i in rng.sample(long_words, 2):
        out[i] = asr_corrupt(out[i], rng)
    return out


def toggle_plural(word: str) -> str:
    lower = word.lower()
    if lower.endswith("ies") and len(lower) > 4:
        return word[:-3] + "y"
    if lower.endswith("s") and not lower.endswith(("ss", "us", "is")):
        return word[:-1]
    if lower.endswith("y") and len(lower) > 2 and lower[-2] not in "aeiou":
        return word[:-1] + "ies"
    if lower.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def plural_variant(words: Sequence[str], rng: random.Random) -> list[str] | None:
    """Flip the number of one noun: a word after a determiner, or a plural-looking word."""
    choices = [
        i
        for i, w in enumerate(words)
        if w.isalpha()
        and len(w) >= 4
        and w.lower() not in FUNCTION_WORDS
        and w.lower() not in _NOT_PLURAL
        and not w.lower().endswith("ly")
        and w.lower() not in _DETERMINERS
        and ((i > 0 and words[i - 1].lower() in _DETERMINERS) or (w.endswith("s") and not w.endswith(("ss", "us"))))
    ]
    if not choices:
        return None
    out = list(words)
    i = rng.choice(choices)
    out[i] = toggle_plural(out[i])
    return out


def number_variant(words: Sequence[str], rng: random.Random) -> list[str] | None:
    """Respell one number: digits as words, or a run of number words as digits."""
    runs = _number_runs(words)
    if not runs:
        return None
    first, last = rng.choice(runs)
    if words[first].isdigit():
        value = int(words[first])
        if value > 999_999:
            return None
        replacement = number_to_words(value).split()
    else:
        parsed = words_to_number(words[first : last + 1])
        if parsed is None:
            return None
        replacement = [str(parsed)]
    return [*words[:first], *replacement, *words[last + 1 :]]


Transform = Callable[[Sequence[str], random.Random], "list[str] | None"]


# -- planting -----------------------------------------------------------------------------------


def _norm_words(text: str) -> list[str]:
    return [w.lower().rstrip("s") for w in re.findall(r"[A-Za-z0-9']+", text)]


def _trigrams(words: Sequence[str]) -> set[tuple[str, str, str]]:
    return {(words[i], words[i + 1], words[i + 2]) for i in range(len(words) - 2)}


def repeated_phrases(text: str, min_words: int = 4, max_words: int = 8) -> list[tuple[str, list[tuple[int, int]]]]:
    """Maximal phrases (≥ 15 characters, two words of ≥ 4 letters, inside one turn) occurring verbatim at ≥ 2 places."""
    seen_ngrams: dict[tuple[str, ...], int] = defaultdict(int)
    bodies: list[list[tuple[int, int]]] = []
    for body_start, body_end in _turn_bodies(text):
        words = [(m.start(), m.end()) for m in _WORD_RE.finditer(text, body_start, body_end)]
        bodies.append(words)
        toks = [text[a:b] for a, b in words]
        for n in range(min_words, max_words + 1):
            for i in range(len(toks) - n + 1):
                seen_ngrams[tuple(toks[i : i + n])] += 1
    found: dict[str, list[tuple[int, int]]] = {}
    for words in bodies:
        toks = [text[a:b] for a, b in words]
        for n in range(max_words, min_words - 1, -1):
            for i in range(len(toks) - n + 1):
                if seen_ngrams[tuple(toks[i : i + n])] < 2 or _cuts_number(toks, i, i + n):
                    continue
                phrase = text[words[i][0] : words[i + n - 1][1]]
                if phrase in found or len(phrase) < 15:
                    continue
                if sum(1 for w in toks[i : i + n] if len(w) >= 4 and w.isalpha()) < 2:
                    continue
                occ = occurrences(text, phrase)
                if len(occ) >= 2:
                    found[phrase] = occ
    out = []
    for phrase, occ in found.items():
        if any(phrase != other and phrase in other and len(o) == len(occ) for other, o in found.items()):
            continue
        out.append((phrase, occ))
    out.sort(key=lambda po: (po[1][0], po[0]))
    return out


def plant_facts(
    transcript: Transcript, held_out: Sequence[tuple[str, str]], per_kind: int, seed: int
) -> list[PlantedFact]:
    """``per_kind`` facts of each kind in ``KINDS`` and ``EXTRA_KINDS`` (fewer for ``repeated``/``number``
    if the source has fewer)."""
    rng = random.Random(seed)
    text = transcript.text
    slices = candidate_slices(text)
    rng.shuffle(slices)
    used: set[int] = set()
    facts: list[PlantedFact] = []

    def take(kind: str, make: Transform | None, *, present: bool = True) -> None:
        made = 0
        for idx, sl in enumerate(slices):
            if made >= per_kind:
                return
            if idx in used:
                continue
            words = _words_of(text, sl)
            new_words = make(words, rng) if make is not None else words
            if new_words is None:
                continue
            used.add(idx)
            origin = (sl.start, sl.end)
            fact_text = text[sl.start : sl.end] if make is None else " ".join(new_words)
            facts.append(PlantedFact(kind, fact_text, _true_spans(text, origin) if present else (), origin))
            made += 1

    take("verbatim", None)
    take("paraphrase", paraphrase)
    take("asr", asr_variant)

    phrases = repeated_phrases(text)
    rng.shuffle(phrases)
    for phrase, occ in phrases[:per_kind]:
        facts.append(PlantedFact("repeated", phrase, tuple(occ), occ[0]))

    take("plural", plural_variant)
    take("number", number_variant)

    source_trigrams = _trigrams(_norm_words(text))
    pool: list[str] = []
    for _, doc in held_out:
        for sl in candidate_slices(doc, min_words=7, max_words=14):
            pool.append(doc[sl.start : sl.end])
    rng.shuffle(pool)
    absent = 0
    seen: set[str] = set()
    for cand in pool:
        if absent >= per_kind:
            break
        words = _norm_words(cand)
        if cand in seen or len(words) < 6 or _trigrams(words) & source_trigrams:
            continue
        seen.add(cand)
        facts.append(PlantedFact("absent", cand, (), None))
        absent += 1

    source_vocab = {w.lower() for w in _WORD_RE.findall(text)}
    replacements = sorted(
        {
            w.lower()
            for _, doc in held_out
            for w in _WORD_RE.findall(doc)
            if w.isalpha() and len(w) >= 5 and w.lower() not in source_vocab and w.lower() not in FUNCTION_WORDS
        }
    )

    def unsupported(words: Sequence[str], r: random.Random) -> list[str] | None:
        choices = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 4 and w.lower() not in _NOT_CONTENT]
        if not choices or not replacements:
            return None
        out = list(words)
        out[r.choice(choices)] = r.choice(replacements)
        return out

    take("unsupported", unsupported, present=False)
    return facts


def overlaps(pred: tuple[int, int] | None, spans: Sequence[tuple[int, int]]) -> bool:
    if pred is None:
        return False
    return any(pred[0] < b and a < pred[1] for a, b in spans)


def best_iou(pred: tuple[int, int] | None, spans: Sequence[tuple[int, int]]) -> float:
    """Best intersection-over-union of ``pred`` with any true span (0 when none)."""
    if pred is None:
        return 0.0
    best = 0.0
    for a, b in spans:
        inter = max(0, min(pred[1], b) - max(pred[0], a))
        union = max(pred[1], b) - min(pred[0], a)
        if union > 0:
            best = max(best, inter / union)
    return best


def is_correct(fact: PlantedFact, pred: tuple[int, int] | None) -> bool:
    """Overlap with a true span, or "not found" for a fact that is not in the source."""
    if not fact.present:
        return pred is None
    return overlaps(pred, fact.true_spans)
