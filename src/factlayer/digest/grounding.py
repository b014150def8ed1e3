"""Find the exact source span that supports a candidate fact, and check its key content.

``ground(text, source)`` tries, in order:

1. **exact**: the candidate text (case-insensitive, whitespace and curly quotes normalised) occurs
   in the source at word boundaries. With several occurrences, the one in the candidate's
   speaker's turn, then one outside a question, then the first, is chosen.
2. **quote**: a supporting quote given by the provider occurs exactly and the candidate's key
   content is all in or near it (alignment is then ``"exact"``: the evidence is verbatim).
3. **fuzzy**: the candidate is aligned against windows of 1–3 sentences of one turn (and
   question + reply pairs) with ``rapidfuzz.fuzz.partial_ratio_alignment`` over *canonical*
   token strings (case, inflection, articles, contractions and number words normalised), so
   "Has fever" aligns with "have a fever". Windows are proposed by an inverted index of the
   candidate's content words (``SourceIndex``, built once per transcript), which keeps the cost
   per candidate independent of the transcript length; a word the source never uses also
   proposes the sentences of source words within an edit or two of it (ASR spelling). Ties go to
   the closer wording. When every key item is in or near the span (step 4) and the span's content
   words are the candidate's in another order ("diary voiding" / "voiding diary"), the score is the
   mean of the ordered and the order-free content score, so reordering and inserted function
   words do not sink it, but still cost.
4. **key content**: every number, date, name and content word of the candidate must occur in
   the sentences the span touches (plus the turn's speaker label and, for a question, its reply).
   Inflection and number spelling are normalised. A lower-case word of four or more letters may
   match a near spelling (``tokens.near_spelling``: same first letter, 1 edit up to 7 letters, 2 up
   to 12, 3 beyond; "sduff" ~ "stuff", "ibuprofin" ~ "ibuprofen") and is then reported in
   ``approximate`` — only when the claim's word occurs nowhere in the source (else it is another
   real word), never against a name, number or negation, never across contrasting word parts
   ("hypertension"/"hypotension", "dysphagia"/"dysphasia"), and only when the rest pins the span
   down: at least one key item matches exactly and at most half of them are approximate.
   Missing items are reported in ``missing`` — the grounding validator rejects them.

Spans always cover whole tokens and satisfy ``SourceSpan.from_source``.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA, LCSseq

from factlayer.models.fact import Alignment, FactType, SourceSpan
from factlayer.nlp.sentences import Sentence, Turn, normalise_speaker, split_clauses, split_sentences, split_turns

from .tokens import (
    FRAMING_WORDS,
    NEGATION_CUES,
    PATTERN_FRAMING,
    KeyItem,
    Token,
    is_negation,
    is_stopword,
    key_items,
    near_spelling,
    stem,
    tokenize,
)

__all__ = ["Grounding", "SourceIndex", "ground", "key_content_missing"]

_ARTICLES = frozenset({"a", "an", "the"})
_FUNCTION_CANONS = frozenset(
    {"be", "hav", "do", "will", "would", "can", "could", "shall", "should", "may", "might", "must", "not"}
)
_TOP_SENTENCES = 6
_TOP_HITS = 4  # best-scored windows whose key content is checked
_NEAR_WEIGHT = 0.8  # retrieval weight of a source word that is only a near spelling of the candidate's


_SELF_INTRODUCTION = re.compile(
    # case-insensitive trigger, capitalised name: "my name is John Smith", not "I'm going to the store"
    r"\b(?i:my name is|my name's|i am|i'm|this is)\s+(?P<name>(?:(?:Dr\.?|Doctor|Mr\.?|Mrs\.?|Ms\.?)\s+)?"
    r"[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2})"
)
_FIRST_PERSON = frozenset({"i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself"})
_QUOTES = str.maketrans("’‘“”", "''\"\"")


def _search_form(text: str) -> str:
    """Same-length lower-cased copy with curly quotes straightened (offsets stay valid)."""
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return lowered.translate(_QUOTES)


@dataclass(frozen=True, slots=True)
class _Window:
    first: int  # sentence ids, inclusive
    last: int
    canon: str
    spans: tuple[tuple[int, int, int], ...]  # (canon_start, canon_end, token index)


class SourceIndex:
    """Everything about one transcript that grounding needs, computed once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.search_text = _search_form(text)
        # whitespace runs collapsed to one space, with the original offset of every character
        flat_chars: list[str] = []
        self.flat_map: list[int] = []
        previous_space = True
        for i, ch in enumerate(self.search_text):
            if ch.isspace():
                if previous_space:
                    continue
                ch, previous_space = " ", True
            else:
                previous_space = False
            flat_chars.append(ch)
            self.flat_map.append(i)
        self.flat = "".join(flat_chars)
        self.turns: tuple[Turn, ...] = tuple(split_turns(text))
        self.sentences: tuple[Sentence, ...] = tuple(split_sentences(text))
        self.tokens: tuple[Token, ...] = tuple(tokenize(text))
        self._sentence_starts = [s.start for s in self.sentences]
        token_starts = [t.start for t in self.tokens]
        self._token_starts = token_starts
        self.sentence_tokens: list[tuple[int, int]] = []
        for s in self.sentences:
            a = bisect.bisect_left(token_starts, s.start)
            b = bisect.bisect_left(token_starts, s.end)
            self.sentence_tokens.append((a, b))
        self._canon: list[tuple[str, tuple[tuple[int, int, int], ...]]] = [
            self._build_canon(a, b) for a, b in self.sentence_tokens
        ]
        self.postings: dict[str, list[int]] = defaultdict(list)
        self.sentence_keys: list[frozenset[str]] = []
        for sid, (a, b) in enumerate(self.sentence_tokens):
            keys: set[str] = set()
            for t in self.tokens[a:b]:
                keys |= t.keys
            self.sentence_keys.append(frozenset(keys))
            for k in keys:
                self.postings[k].append(sid)
        n = max(1, len(self.sentences))
        self.idf = {k: math.log(1 + n / len(v)) for k, v in self.postings.items()}
        self.speakers: frozenset[str] = frozenset(
            s for s in (normalise_speaker(t.speaker) for t in self.turns) if s is not None
        )
        self.speaker_words: frozenset[str] = frozenset(w for s in self.speakers for w in s.split() if len(w) > 2)
        self._label_keys: dict[int, frozenset[str]] = {}
        self._clauses: dict[int, list[tuple[int, int]]] = {}
        # Who "I" is, per speaker: the name in a self-introduction ("my name is John Smith", "I am
        # Doctor Frankland"). A first-person statement is about its speaker, so that name counts as
        # near its span ("John Smith takes ibuprofen" ← "my name is John Smith ... I take ibuprofen").
        identity: dict[str | None, set[str]] = defaultdict(set)
        for sentence in self.sentences:
            for m in _SELF_INTRODUCTION.finditer(sentence.text):
                for t in tokenize(m.group("name")):
                    identity[normalise_speaker(sentence.speaker)] |= t.keys
        self.identity: dict[str | None, frozenset[str]] = {k: frozenset(v) for k, v in identity.items()}
        # first token of every sentence: a capital there does not make a name
        self._sentence_initial = frozenset(self.tokens[a].start for a, b in self.sentence_tokens if a < b)
        self._vocab: dict[str, list[str]] | None = None
        self._near: dict[str, tuple[str, ...]] = {}

    # -- construction helpers ------------------------------------------------------------
    def _build_canon(self, a: int, b: int) -> tuple[str, tuple[tuple[int, int, int], ...]]:
        parts: list[str] = []
        spans: list[tuple[int, int, int]] = []
        pos = 0
        for i in range(a, b):
            t = self.tokens[i]
            if t.canon in _ARTICLES:
                continue
            if parts:
                pos += 1
            parts.append(t.canon)
            spans.append((pos, pos + len(t.canon), i))
            pos += len(t.canon)
        return " ".join(parts), tuple(spans)

    # -- lookups ---------------------------------------------------------------------------
    def is_name(self, token: Token) -> bool:
        """A capitalised word that does not start its sentence ("Johnson", not "Cancer spread")."""
        return token.capitalised and token.start not in self._sentence_initial

    def near_keys(self, key: str) -> tuple[str, ...]:
        """Alphabetic keys of the source within a few edits of ``key`` (same first letter), for
        retrieving the sentences of a candidate word spelled differently by ASR. A hint only:
        the key-content check decides whether a near spelling counts."""
        found = self._near.get(key)
        if found is not None:
            return found
        if self._vocab is None:
            vocab: dict[str, list[str]] = defaultdict(list)
            for k in self.postings:
                if len(k) >= 3 and k.isalpha():
                    vocab[k[0]].append(k)
            self._vocab = dict(vocab)
        limit = 1 if len(key) <= 4 else 2  # generous: a stem may have lost a letter too ("talkid" ~ "talk")
        bucket = self._vocab.get(key[:1], [])
        hits = process.extract(key, bucket, scorer=OSA.distance, score_cutoff=limit, limit=8) if bucket else []
        found = tuple(k for k, _d, _i in hits if k != key)
        self._near[key] = found
        return found

    def sentence_at(self, char: int) -> int | None:
        """Index of the sentence containing ``char`` (or the nearest one before it)."""
        if not self.sentences:
            return None
        i = bisect.bisect_right(self._sentence_starts, char) - 1
        return max(0, i)

    def sentences_overlapping(self, start: int, end: int) -> list[int]:
        if not self.sentences:
            return []
        first = self.sentence_at(start)
        assert first is not None
        out = []
        for sid in range(first, len(self.sentences)):
            s = self.sentences[sid]
            if s.start >= end:
                break
            if s.end > start:
                out.append(sid)
        return out

    def tokens_in(self, start: int, end: int) -> list[Token]:
        a = bisect.bisect_left(self._token_starts, start)
        b = bisect.bisect_left(self._token_starts, end)
        return [t for t in self.tokens[a:b] if t.end <= end]

    def turn_of(self, sentence_id: int) -> Turn:
        return self.turns[self.sentences[sentence_id].turn_index]

    def label_keys(self, turn_index: int) -> frozenset[str]:
        if turn_index not in self._label_keys:
            turn = self.turns[turn_index]
            keys: set[str] = set()
            if turn.label_start is not None and turn.label_end is not None:
                for t in tokenize(self.text[turn.label_start : turn.label_end]):
                    keys |= t.keys
            self._label_keys[turn_index] = frozenset(keys)
        return self._label_keys[turn_index]

    def answer_to(self, sentence_id: int) -> int | None:
        """The reply to a question: first sentence of the next turn, by another speaker."""
        s = self.sentences[sentence_id]
        if not s.is_question or sentence_id + 1 >= len(self.sentences):
            return None
        # only the last question of its turn is answered by the next turn
        nxt = self.sentences[sentence_id + 1]
        if nxt.turn_index == s.turn_index:
            return None
        if normalise_speaker(nxt.speaker) == normalise_speaker(s.speaker):
            return None
        return sentence_id + 1

    def question_before(self, sentence_id: int) -> int | None:
        if sentence_id == 0:
            return None
        prev = sentence_id - 1
        return prev if self.answer_to(prev) == sentence_id else None

    def clauses(self, sentence_id: int) -> list[tuple[int, int]]:
        if sentence_id not in self._clauses:
            s = self.sentences[sentence_id]
            self._clauses[sentence_id] = split_clauses(self.text, s.start, s.end) or [(s.start, s.end)]
        return self._clauses[sentence_id]

    def clause_around(self, start: int, end: int) -> tuple[int, int]:
        """The clause(s) of the span's sentence(s) that the span overlaps (at least the span)."""
        a, b = start, end
        for sid in self.sentences_overlapping(start, end):
            for cs, ce in self.clauses(sid):
                if ce > start and cs < end:
                    a, b = min(a, cs), max(b, ce)
        return a, b

    def window(self, first: int, last: int) -> _Window:
        parts: list[str] = []
        spans: list[tuple[int, int, int]] = []
        offset = 0
        for sid in range(first, last + 1):
            canon, sp = self._canon[sid]
            if not canon:
                continue
            if parts:
                offset += 1
            parts.append(canon)
            spans.extend((a + offset, b + offset, ti) for a, b, ti in sp)
            offset += len(canon)
        return _Window(first, last, " ".join(parts), tuple(spans))

    def count_sentences_with(self, keys: list[frozenset[str]], *, questions: bool = False) -> int:
        """Sentences containing every key set: how often content is repeated.

        Questions count only when ``questions`` (a USER_PATTERN is behaviour, and asking is behaviour).
        """
        if not keys:
            return 0
        candidates: set[int] | None = None
        for alternatives in keys:
            ids: set[int] = set()
            for k in alternatives:
                ids.update(self.postings.get(k, ()))
            candidates = ids if candidates is None else candidates & ids
            if not candidates:
                return 0
        return sum(1 for sid in candidates or () if questions or not self.sentences[sid].is_question)


@dataclass(frozen=True, slots=True)
class Grounding:
    """Where a candidate is supported in the source, and how well."""

    span: SourceSpan | None
    alignment: Alignment
    score: float
    missing: list[str] = field(default_factory=list)
    approximate: list[str] = field(default_factory=list)  # key words matched only by near-identical spelling
    occurrences: int = 0  # how many places in the source state the same content (repetition)
    speaker: str | None = None  # speaker of the turn the span is in (the answerer, for a question + reply)
    sentence_ids: tuple[int, ...] = ()
    answer: SourceSpan | None = None  # the reply when the span lies in a question
    citation: SourceSpan | None = None  # what to store: the span, extended over the reply to a question
    via_quote: bool = False
    offsets_mismatch: bool = False  # the candidate's own offsets did not slice its text
    proven: bool = False  # the proof engine verifies the candidate (``proof_grounding``): an explicit mention

    @property
    def grounded(self) -> bool:
        return self.span is not None and not self.missing


_EDGE_PUNCT = " \t\n.,;:!?\"'()[]"


def _flat_form(text: str) -> str:
    return " ".join(_search_form(text).split()).strip(_EDGE_PUNCT)


def _exact_occurrences(index: SourceIndex, text: str) -> list[tuple[int, int]]:
    """Case-insensitive, whitespace-insensitive occurrences at word boundaries (original offsets)."""
    needle = _flat_form(text)
    if not needle:
        return []
    hay = index.flat
    out: list[tuple[int, int]] = []
    pos = hay.find(needle)
    while pos != -1:
        end = pos + len(needle)
        before_ok = pos == 0 or not hay[pos - 1].isalnum() or not needle[0].isalnum()
        after_ok = end >= len(hay) or not hay[end].isalnum() or not needle[-1].isalnum()
        if before_ok and after_ok:
            out.append((index.flat_map[pos], index.flat_map[end - 1] + 1))
        pos = hay.find(needle, pos + 1)
    return out


def _near_keys(index: SourceIndex, sentence_ids: list[int]) -> tuple[frozenset[str], list[Token]]:
    """Keys of the evidence: its sentences, their turns' speaker labels, and — for a first-person
    sentence — the name its speaker introduced themselves with."""
    keys: set[str] = set()
    tokens: list[Token] = []
    seen_turns: set[int] = set()
    for sid in sentence_ids:
        keys |= index.sentence_keys[sid]
        a, b = index.sentence_tokens[sid]
        sentence_tokens = index.tokens[a:b]
        tokens.extend(sentence_tokens)
        sentence = index.sentences[sid]
        if any(t.surface in _FIRST_PERSON for t in sentence_tokens):
            keys |= index.identity.get(normalise_speaker(sentence.speaker), frozenset())
        if sentence.turn_index not in seen_turns:
            seen_turns.add(sentence.turn_index)
            keys |= index.label_keys(sentence.turn_index)
    return frozenset(keys), tokens


def key_content_missing(
    items: list[KeyItem],
    keys: frozenset[str],
    tokens: list[Token],
    *,
    vocabulary: frozenset[str] | dict[str, list[int]] = frozenset(),
    is_name: Callable[[Token], bool] | None = None,
) -> tuple[list[str], list[str]]:
    """(missing, approximate) labels of ``items`` against the keys/tokens of the evidence.

    A lower-case content word the evidence lacks counts as *approximate* when a word of the
    evidence is a near spelling of it (``tokens.near_spelling``: ASR errors such as
    "sduff"/"stuff", "ibuprofin"/"ibuprofen"), unless the claim's word occurs elsewhere in the
    source (``vocabulary``: then it is a different real word of this transcript), or the
    evidence word is a name (``is_name``), a number or a negation.
    """
    missing: list[str] = []
    approximate: list[str] = []
    for item in items:
        if item.keys & keys:
            continue
        if item.approx_ok and not any(k in vocabulary for k in item.keys) and _approx_present(item, tokens, is_name):
            approximate.append(item.label)
            continue
        missing.append(item.label)
    return missing, approximate


def _approx_present(item: KeyItem, tokens: list[Token], is_name: Callable[[Token], bool] | None) -> bool:
    word = item.surface
    word_stem = stem(word)
    for t in tokens:
        if t.kind != "word" or is_negation(t) or (is_name is not None and is_name(t)):
            continue
        if near_spelling(word, t.surface) or near_spelling(word_stem, t.canon):
            return True
    return False


def _missing_from_source(index: SourceIndex, items: list[KeyItem]) -> tuple[list[str], list[str]]:
    """(missing, approximate) key content of the whole source (for the report of an ungrounded claim)."""
    missing: list[str] = []
    approximate: list[str] = []
    for item in items:
        if any(k in index.postings for k in item.keys):
            continue
        word = stem(item.surface)
        if item.approx_ok and any(near_spelling(word, k) for k in index.near_keys(word)):
            approximate.append(item.label)
        else:
            missing.append(item.label)
    return missing, approximate


def _strong_enough(items: list[KeyItem], missing: list[str], approx: list[str]) -> tuple[list[str], list[str]]:
    """Near spellings count only when the other key content pins the span down: at least one key
    item matched exactly, and at most half of them (rounded up) approximate. Otherwise they are missing."""
    if not approx:
        return missing, approx
    exact = len(items) - len(missing) - len(approx)
    if exact >= 1 and 2 * len(approx) <= len(items) + 1:
        return missing, approx
    labels = set(missing) | set(approx)
    return [i.label for i in items if i.label in labels], []


def _span(index: SourceIndex, start: int, end: int) -> SourceSpan:
    return SourceSpan.from_source(index.text, start, end)


@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    score: float
    alignment: Alignment
    sentence_ids: list[int]
    missing: list[str]
    approximate: list[str]
    via_quote: bool = False


def _evidence_sentences(index: SourceIndex, start: int, end: int) -> tuple[list[int], int | None]:
    sids = index.sentences_overlapping(start, end)
    answer: int | None = None
    if sids:
        answer = index.answer_to(sids[-1])
        if answer is not None and answer not in sids:
            return [*sids, answer], answer
        if answer is not None:
            answer = None
    return sids, answer


def _check(
    index: SourceIndex, items: list[KeyItem], start: int, end: int, *, verbatim: bool = False
) -> tuple[list[int], list[str], list[str]]:
    """Evidence sentences of the span and the key content missing from (or only approximate in) them.

    ``verbatim``: the span's text *is* the candidate's (an exact match), so whatever the candidate
    says is there, also when the span cuts a token of the source in two ("E" of "E_D_").
    """
    sids, _ = _evidence_sentences(index, start, end)
    keys, tokens = _near_keys(index, sids)
    if verbatim:
        keys = keys.union(*(t.keys for t in tokenize(index.text[start:end])))
    missing, approx = key_content_missing(items, keys, tokens, vocabulary=index.postings, is_name=index.is_name)
    missing, approx = _strong_enough(items, missing, approx)
    return sids, missing, approx


def _choose_exact(index: SourceIndex, occurrences: list[tuple[int, int]], speaker: str | None) -> tuple[int, int]:
    want = normalise_speaker(speaker)

    def rank(occ: tuple[int, int]) -> tuple[int, int, int]:
        sid = index.sentence_at(occ[0])
        if sid is None:
            return (1, 1, occ[0])
        s = index.sentences[sid]
        same_speaker = 0 if want is None or normalise_speaker(s.speaker) == want else 1
        return (same_speaker, 1 if s.is_question else 0, occ[0])

    return min(occurrences, key=rank)


def _retrieve(index: SourceIndex, tokens: list[Token]) -> list[int]:
    weights: dict[int, float] = defaultdict(float)
    content = [t for t in tokens if not is_stopword(t)] or tokens
    seen: set[str] = set()
    for t in content:
        known = False
        for k in t.keys:
            if k in seen:
                known = True
                continue
            seen.add(k)
            idf = index.idf.get(k)
            if idf is None:
                continue
            known = True
            for sid in index.postings[k]:
                weights[sid] += idf
        if not known and t.kind == "word" and len(t.canon) >= 4 and t.canon.isalpha():
            # a word the source never uses: perhaps an ASR spelling of one it does
            for k in index.near_keys(t.canon):
                if k in seen:
                    continue
                seen.add(k)
                for sid in index.postings[k]:
                    weights[sid] += _NEAR_WEIGHT * index.idf[k]
    ranked = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))
    return [sid for sid, _ in ranked[:_TOP_SENTENCES]]


def _windows_for(index: SourceIndex, sids: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    n = len(index.sentences)

    def add(a: int, b: int) -> None:
        if 0 <= a <= b < n and (a, b) not in seen:
            seen.add((a, b))
            out.append((a, b))

    for sid in sids:
        turn = index.sentences[sid].turn_index
        add(sid, sid)
        if sid > 0 and index.sentences[sid - 1].turn_index == turn:
            add(sid - 1, sid)
        if sid + 1 < n and index.sentences[sid + 1].turn_index == turn:
            add(sid, sid + 1)
            if sid > 0 and index.sentences[sid - 1].turn_index == turn:
                add(sid - 1, sid + 1)
        answer = index.answer_to(sid)
        if answer is not None:
            add(sid, answer)
        question = index.question_before(sid)
        if question is not None:
            add(question, sid)
    return out


def _content_tokens(tokens: list[Token], drop: frozenset[str] = frozenset()) -> list[Token]:
    return [t for t in tokens if not is_stopword(t) and t.surface not in FRAMING_WORDS and t.surface not in drop]


def _content(tokens: list[Token]) -> list[str]:
    return [t.canon for t in _content_tokens(tokens)]


def _as_window_canon(cand_tokens: list[Token], window_tokens: list[Token]) -> list[str]:
    """Candidate content words, each spelled as the window token it equals by key ("1" of
    "01/10/09" → "januari", "9" → "2009"), so the LCS compares like with like."""
    window_canons = {w.canon for w in window_tokens}
    out: list[str] = []
    for t in cand_tokens:
        if t.canon in window_canons:
            out.append(t.canon)
            continue
        match = next((w.canon for w in window_tokens if t.keys & w.keys), None)
        out.append(match or t.canon)
    return out


@dataclass(frozen=True, slots=True)
class _Aligned:
    score: float  # the better of the character score and the ordered content-token score
    char: float  # character score alone (ties between windows go to the closer wording)
    unordered: float  # content words as a multiset (Dice), order ignored; 0 when not applicable
    start: int
    end: int
    cover: _Aligned | None = None  # the region with the best order-free score, when another one


def _align(
    index: SourceIndex, cand_canon: str, cand_tokens: list[Token], win: _Window, cand_length: int, threshold: float
) -> _Aligned | None:
    """Best alignment of the candidate inside the window.

    Character-level ``partial_ratio_alignment`` over canonical strings finds the region; the
    region is then grown over neighbouring tokens that carry more of the candidate's content
    (insertions such as "for *about* eight years" cut a same-length alignment short) and trimmed
    of edge tokens that carry none. The span is scored before and after trimming, each as the
    better of the character score and a content-token LCS score, and the better one is kept
    (trimming "yeah i had ... too" down to "melanoma" would sink a short claim's character score).
    The partial-ratio score of the region as found counts only for that region unchanged: after
    growing, it would speak for words the region does not hold ("Sarah ... about the results" for
    "Sarah called Tom about the results").
    """
    if not win.canon or not win.spans:
        return None
    if len(cand_canon) <= len(win.canon):
        res = fuzz.partial_ratio_alignment(cand_canon, win.canon)
        if res is None:
            return None
        char_score, dest_start, dest_end = res.score / 100.0, res.dest_start, res.dest_end
    else:
        char_score, dest_start, dest_end = fuzz.ratio(cand_canon, win.canon) / 100.0, 0, len(win.canon)
    positions = [
        pos
        for pos, (a, b, _ti) in enumerate(win.spans)
        if min(b, dest_end) - max(a, dest_start) >= max(1, (b - a) // 2) or (a >= dest_start and b <= dest_end)
    ]
    if not positions:
        return None
    first, last = positions[0], positions[-1]
    p0, p1 = first, last
    window_tokens = [index.tokens[ti] for _a, _b, ti in win.spans]
    cand_content = _as_window_canon(cand_tokens, window_tokens)
    wanted = set(cand_content)
    covered = {window_tokens[p].canon for p in range(first, last + 1)}
    # grow right, then left, over up to two non-matching tokens at a time
    for direction in (1, -1):
        pos, skipped = (last if direction == 1 else first) + direction, 0
        while 0 <= pos < len(window_tokens) and skipped <= 2:
            canon = window_tokens[pos].canon
            if canon in wanted and canon not in covered:
                covered.add(canon)
                if direction == 1:
                    last = pos
                else:
                    first = pos
                skipped = 0
            else:
                skipped += 1
            pos += direction
    grown = (first, last)
    # trim edge tokens that carry none of the candidate's content ("of shortness of breath")
    while first < last and window_tokens[first].canon not in wanted:
        first += 1
    while last > first and window_tokens[last].canon not in wanted:
        last -= 1
    # The content-token scores speak for the candidate only when content words are a good part of
    # it: "Sally Hawkins said so much without saying anything" is not two names.
    use_tokens = bool(cand_content) and 3 * len(cand_content) >= cand_length
    best: _Aligned | None = None
    cover: _Aligned | None = None
    # The trimmed span, and the span before trimming: trimming "yeah i had ... too" down to
    # "melanoma" would sink a short claim's character score.
    for lo, hi in (first, last), grown:
        span_tokens = window_tokens[lo : hi + 1]
        # the character score of this span (the region partial_ratio found, unchanged, keeps its own)
        span_canon = " ".join(t.canon for t in span_tokens if t.canon not in _ARTICLES)
        char = fuzz.ratio(cand_canon, span_canon) / 100.0
        if (lo, hi) == (p0, p1):
            char = max(char, char_score)
        if best is not None and ((lo, hi) == (first, last) or (char <= best.char and best.score >= threshold)):
            # Nothing was trimmed, or the untrimmed span cannot do better: trimming keeps every
            # content word of the candidate, so the untrimmed span's token scores are no higher.
            break
        token_score = unordered = 0.0
        span_content = _content(span_tokens) if use_tokens else []
        if span_content:
            total = len(cand_content) + len(span_content)
            token_score = 2 * LCSseq.similarity(cand_content, span_content) / total
        score = max(char, token_score)
        # The order-free score can only help a span below the threshold whose mean with it can reach it.
        if span_content and 2 * threshold - 1 <= score < threshold and _one_swap_apart(cand_content, span_content):
            shared = Counter(cand_content) & Counter(span_content)
            unordered = 2 * sum(shared.values()) / total
        found = _Aligned(score, char, unordered, span_tokens[0].start, span_tokens[-1].end)
        if best is None or (found.score, found.char) > (best.score, best.char):
            best = found
        if cover is None or found.unordered > cover.unordered:
            cover = found
    if best is not None and cover is not None and cover is not best and cover.unordered > best.unordered:
        best = _Aligned(best.score, best.char, best.unordered, best.start, best.end, cover)
    return best


def _one_swap_apart(cand: list[str], span: list[str]) -> bool:
    """The shared content words come in the same order, but for one swap of two neighbours.

    "diary voiding" / "voiding diary" is a paraphrase; "Sarah called Tom" / "Tom called Sarah" and
    "left knee, right hip" / "right knee, left hip" swap roles over another word, and "from 5 to
    10" / "from 10 to 5" swaps numbers: none of those gets the order-free score.
    """
    in_span, in_cand = set(span), set(cand)
    a = [w for w in cand if w in in_span]
    b = [w for w in span if w in in_cand]
    if len(a) != len(b):
        return False
    diffs = [i for i in range(len(a)) if a[i] != b[i]]
    if not diffs:
        return True
    if len(diffs) != 2 or diffs[1] != diffs[0] + 1:
        return False
    i, j = diffs
    return a[i] == b[j] and a[j] == b[i] and not (a[i][:1].isdigit() or a[j][:1].isdigit())


def _canon_string(tokens: list[Token], drop: frozenset[str] = frozenset()) -> str:
    return " ".join(
        t.canon for t in tokens if t.canon not in _ARTICLES and t.surface not in FRAMING_WORDS and t.surface not in drop
    )


def _fuzzy(
    index: SourceIndex,
    text: str,
    items: list[KeyItem],
    threshold: float,
    speaker: str | None,
    drop: frozenset[str] = frozenset(),
) -> _Hit | None:
    """Best fuzzy hit. ``drop``: words left out of the comparison (speaker names, pattern markers)."""
    tokens = tokenize(text)
    cand_canon = _canon_string(tokens, drop)
    cand_content = _content_tokens(tokens, drop)
    if not cand_canon or not index.sentences:
        return None
    # words that could carry meaning the content words miss: not articles, auxiliaries or negation
    # (polarity is the consistency validator's job)
    cand_length = sum(
        1
        for t in tokens
        if t.canon not in _ARTICLES
        and t.canon not in _FUNCTION_CANONS
        and t.surface not in NEGATION_CUES
        and t.surface not in FRAMING_WORDS
        and t.surface not in drop
    )
    windows = _windows_for(index, _retrieve(index, tokens))
    scored: list[tuple[_Aligned, int]] = []  # (alignment, window size)
    for a, b in windows:
        aligned = _align(index, cand_canon, cand_content, index.window(a, b), cand_length, threshold)
        if aligned is not None:
            scored.append((aligned, b - a))
    if not scored:
        return None
    # best score, then the closer wording, the smaller window, the shorter span, the earlier one
    scored.sort(key=lambda x: (-x[0].score, -x[0].char, x[1], x[0].end - x[0].start, x[0].start))
    want = normalise_speaker(speaker)
    best: _Hit | None = None
    for aligned, _size in scored[:_TOP_HITS]:
        start, end = aligned.start, aligned.end
        sids, missing, approx = _check(index, items, start, end)
        score = aligned.score
        if not missing and not approx and aligned.unordered > score:
            # Every key item is in or near the span and the span's content words are the
            # candidate's, in another order ("voiding diary" / "diary voiding"): the order
            # still costs, as the mean of the ordered and the order-free score.
            score = (score + aligned.unordered) / 2
        alt = aligned.cover
        if score < threshold and alt is not None and alt.unordered > alt.score:
            # the same for the region that holds all the content words, when the best-scored one does not
            alt_sids, alt_missing, alt_approx = _check(index, items, alt.start, alt.end)
            alt_score = (alt.score + alt.unordered) / 2
            if not alt_missing and not alt_approx and alt_score > score:
                start, end, score = alt.start, alt.end, alt_score
                sids, missing, approx = alt_sids, alt_missing, alt_approx
        hit = _Hit(start, end, score, "fuzzy", sids, missing, approx)
        if best is None:
            best = hit
            in_speakers_turn = want is None or normalise_speaker(index.sentences[sids[0]].speaker) == want
            if not missing and score >= threshold and in_speakers_turn:
                break  # otherwise look for an equally good hit in the candidate's speaker's turn
            continue
        passes = not missing and score >= threshold
        best_passes = not best.missing and best.score >= threshold
        better_content = len(hit.missing) < len(best.missing) and score >= threshold
        same_but_speaker = (
            not hit.missing
            and not best.missing
            and abs(score - best.score) < 1e-9
            and want is not None
            and normalise_speaker(index.sentences[sids[0]].speaker) == want
        )
        if better_content or same_but_speaker or (passes and not best_passes):
            best = hit
    return best


def ground(
    candidate_text: str,
    source: str,
    *,
    threshold: float = 0.8,
    quote: str | None = None,
    index: SourceIndex | None = None,
    speaker: str | None = None,
    offsets: tuple[int, int] | None = None,
    fact_type: FactType = FactType.USER_FACT,
) -> Grounding:
    """Ground ``candidate_text`` in ``source`` (see the module docstring for the order of steps).

    ``index`` (a ``SourceIndex`` of ``source``) should be passed when many candidates share a
    source. ``offsets`` are the candidate's own claimed offsets (extractive candidates); they are
    used when they slice exactly the candidate text, and ignored (``offsets_mismatch``) otherwise.
    """
    idx = index if index is not None and index.text == source else SourceIndex(source)
    pattern = fact_type == FactType.USER_PATTERN
    items = key_items(candidate_text, pattern=pattern, speaker_words=idx.speaker_words)
    drop = idx.speaker_words | (PATTERN_FRAMING if pattern else frozenset())
    hit: _Hit | None = None
    offsets_mismatch = False
    occurrences = _exact_occurrences(idx, candidate_text)

    if offsets is not None:
        start, end = offsets
        if 0 <= start < end <= len(source) and source[start:end] == candidate_text:
            sids, missing, approx = _check(idx, items, start, end, verbatim=True)
            hit = _Hit(start, end, 1.0, "exact", sids, missing, approx)
        else:
            offsets_mismatch = True

    if hit is None and occurrences:
        start, end = _choose_exact(idx, occurrences, speaker)
        sids, missing, approx = _check(idx, items, start, end, verbatim=True)
        hit = _Hit(start, end, 1.0, "exact", sids, missing, approx)

    if hit is None and quote and quote.strip():
        quoted = _exact_occurrences(idx, quote)
        if quoted:
            start, end = _choose_exact(idx, quoted, speaker)
            sids, missing, approx = _check(idx, items, start, end)
            if not missing:
                hit = _Hit(start, end, 1.0, "exact", sids, missing, approx, via_quote=True)

    if hit is None:
        fuzzy = _fuzzy(idx, candidate_text, items, threshold, speaker, drop)
        if quote and quote.strip() and (fuzzy is None or fuzzy.missing or fuzzy.score < threshold):
            by_quote = _fuzzy(idx, quote, items, threshold, speaker, drop)
            if by_quote is not None and by_quote.score >= threshold and not by_quote.missing:
                by_quote.via_quote = True
                fuzzy = by_quote
        if fuzzy is not None and fuzzy.score >= threshold:
            hit = fuzzy
        else:
            # Not grounded: report which key content the whole source lacks.
            missing, approx = _missing_from_source(idx, items)
            return Grounding(
                span=None,
                alignment="none",
                score=round(fuzzy.score, 4) if fuzzy else 0.0,
                missing=missing,
                approximate=approx,
                offsets_mismatch=offsets_mismatch,
            )

    span = _span(idx, hit.start, hit.end)
    sids, answer_sid = _evidence_sentences(idx, hit.start, hit.end)
    answer = None
    citation = span
    speaker_of_span = idx.sentences[sids[0]].speaker if sids else None
    if answer_sid is not None:
        ans = idx.sentences[answer_sid]
        answer = _span(idx, ans.start, ans.end)
        citation = _span(idx, hit.start, ans.end)
        speaker_of_span = ans.speaker
    elif sids and idx.sentences[sids[-1]].turn_index != idx.sentences[sids[0]].turn_index:
        speaker_of_span = idx.sentences[sids[-1]].speaker  # a window over question + reply
    # Repetition: the same key content stated in other sentences. With a single key word
    # ("I have been good") that would count every "good" in the transcript, so only verbatim
    # repeats count then.
    repeated = idx.count_sentences_with([i.keys for i in items], questions=pattern) if len(items) >= 2 else 0
    exact_count = len(occurrences)
    return Grounding(
        span=span,
        alignment=hit.alignment,
        score=round(hit.score, 4),
        missing=hit.missing,
        approximate=hit.approximate,
        occurrences=max(1, exact_count, repeated),
        speaker=speaker_of_span,
        sentence_ids=tuple(sids),
        answer=answer,
        citation=citation,
        via_quote=hit.via_quote,
        offsets_mismatch=offsets_mismatch,
    )
