"""The transcript read once for grounding: sentences, turns, clauses and an inverted index of canonical
word forms (``SourceIndex``), so retrieving candidate windows costs the same on any transcript length.

See ``grounding`` for how the aligner uses it.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import defaultdict
from dataclasses import dataclass

from rapidfuzz import process
from rapidfuzz.distance import OSA

from factlayer.nlp import lexicon
from factlayer.nlp.forms import Form, forms_of
from factlayer.nlp.sentences import (
    Sentence,
    Turn,
    normalise_speaker,
    sentences_of_turns,
    split_clauses,
    split_sentences,
    split_turns,
)
from factlayer.nlp.stems import stem
from factlayer.nlp.transcript import parse_turns
from factlayer.proof.dialogue import addressees
from factlayer.proof.source import build as proof_source
from factlayer.proof.turn_sentences import Sentence as Said
from factlayer.proof.turn_sentences import reads_older

ARTICLES = frozenset({"a", "an", "the"})
FUNCTION_CANONS = frozenset(
    stem(w)
    for w in ("be", "have", "do", "will", "would", "can", "could", "shall", "should", "may", "might", "must", "not")
)
TOP_SENTENCES = 6
TOP_HITS = 4  # best-scored windows whose key content is checked
NEAR_WEIGHT = 0.8  # retrieval weight of a source word that is only a near spelling of the candidate's


FIRST_PERSON = lexicon.words("first_person")
_QUOTES = str.maketrans("’‘“”", "''\"\"")


def search_form(text: str) -> str:
    """Same-length lower-cased copy with curly quotes straightened (offsets stay valid)."""
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    return lowered.translate(_QUOTES)


@dataclass(frozen=True, slots=True)
class Window:
    first: int  # sentence ids, inclusive
    last: int
    canon: str
    spans: tuple[tuple[int, int, int], ...]  # (canon_start, canon_end, token index)


def _read(text: str) -> tuple[tuple[Turn, ...], tuple[Sentence, ...]]:
    """The speaker turns the proof engine reads (``proof.dialogue``: the shared grammar of ``nlp.transcript`` —
    "[doctor]", "SPEAKER_00:", WebVTT "<v Jordan>" cues —, or the older reader where it finds more turns), cut
    into sentences: grounding and proof agree on who says each sentence."""
    turns = parse_turns(text)
    if reads_older(text, turns):
        return tuple(split_turns(text)), tuple(split_sentences(text))
    read = tuple(Turn(k, t.speaker or t.role, t.start, t.end) for k, t in enumerate(turns))
    return read, tuple(sentences_of_turns(text, read))


class SourceIndex:
    """Everything about one transcript that grounding needs, computed once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.search_text = search_form(text)
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
        self.turns, self.sentences = _read(text)
        self.tokens: tuple[Form, ...] = tuple(forms_of(text))
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
        # Who "I" is, per speaker: every name the proof engine reads a speaker as called by (``nlp.vocatives``: "my
        # name is John Smith", "Okay Alex, …", "Thank you for calling Northwind, this is Jamie", "And your name?" —
        # "Alex Morgan."). A first-person statement is about its speaker, so that name counts as near its span
        # ("John Smith takes ibuprofen" ← "my name is John Smith ... I take ibuprofen"): grounding and proof agree.
        identity: dict[str | None, set[str]] = defaultdict(set)
        for label, names in proof_source(text).called.items():
            for name in names:
                for t in forms_of(name):
                    identity[normalise_speaker(label)] |= t.keys
        self.identity: dict[str | None, frozenset[str]] = {k: frozenset(v) for k, v in identity.items()}
        # those names, left out of the alignment as label words are (``named_in``): the key-content check wants them
        # near the span as the identity of its speaker, or of its addressee ("Jamie will send Alex Kim a new modem" ←
        # Jamie's "I will send you a new modem")
        self.called_names = frozenset(  # whole names only: "alex kim", not its "alex" and "kim"
            n
            for names in proof_source(text).called.values()
            for n in names
            if not any(f" {n} " in f" {o} " for o in names - {n})
        )
        # whom "you" is, per turn: the other one of two speakers (``proof.dialogue.addressees``, as the proof reads it)
        spoken = [Said(s.start, s.end, s.speaker, s.turn_index) for s in self.sentences]
        to = addressees(spoken) if len(self.speakers) == 2 else {}
        self.addressee: dict[int, str | None] = {k: normalise_speaker(v) for k, v in to.items()}
        # first token of every sentence: a capital there does not make a name
        self._sentence_initial = frozenset(self.tokens[a].start for a, b in self.sentence_tokens if a < b)
        self._vocab: dict[str, list[str]] | None = None
        self._near: dict[str, tuple[str, ...]] = {}
        self._surfaces: dict[str, frozenset[str]] | None = None

    # -- construction helpers ------------------------------------------------------------
    def _build_canon(self, a: int, b: int) -> tuple[str, tuple[tuple[int, int, int], ...]]:
        parts: list[str] = []
        spans: list[tuple[int, int, int]] = []
        pos = 0
        for i in range(a, b):
            t = self.tokens[i]
            if t.canon in ARTICLES:
                continue
            if parts:
                pos += 1
            parts.append(t.canon)
            spans.append((pos, pos + len(t.canon), i))
            pos += len(t.canon)
        return " ".join(parts), tuple(spans)

    # -- lookups ---------------------------------------------------------------------------
    def is_name(self, token: Form) -> bool:
        """A capitalised word that does not start its sentence ("Johnson", not "Cancer spread")."""
        return token.capitalised and token.start not in self._sentence_initial

    def named_in(self, text: str) -> frozenset[str]:
        """The words of the names speakers are called by that ``text`` says whole ("Alex Kim", not "John Smith" for
        the "John Smyth" of the source)."""
        said = set(re.findall(r"[a-z'’-]+", text.lower()))
        return frozenset(w for n in self.called_names if set(n.split()) <= said for w in n.split())

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

    def surfaces(self, key: str) -> frozenset[str]:
        """The words of the source as written whose canonical form is ``key``."""
        if self._surfaces is None:
            surfaces: dict[str, set[str]] = defaultdict(set)
            for t in self.tokens:
                surfaces[t.canon].add(t.surface)
            self._surfaces = {k: frozenset(v) for k, v in surfaces.items()}
        return self._surfaces.get(key, frozenset())

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

    def tokens_in(self, start: int, end: int) -> list[Form]:
        a = bisect.bisect_left(self._token_starts, start)
        b = bisect.bisect_left(self._token_starts, end)
        return [t for t in self.tokens[a:b] if t.end <= end]

    def label_keys(self, turn_index: int) -> frozenset[str]:
        """The keys of the words of a turn's speaker label ("Dr. Lee:", "<v Jordan>", "[doctor]")."""
        if turn_index not in self._label_keys:
            keys: set[str] = set()
            for t in forms_of(self.turns[turn_index].speaker or ""):
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

    def window(self, first: int, last: int) -> Window:
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
        return Window(first, last, " ".join(parts), tuple(spans))

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
