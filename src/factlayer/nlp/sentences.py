"""Speaker turns, sentences and clauses of a transcript, each with exact character offsets.

Everything here returns offsets into the *original* text (``text[start:end]``), never a
normalised copy, so spans built from them satisfy ``SourceSpan.from_source``.

Speaker labels are recognised at the start of a line (optionally after a timestamp such as
``[00:01:02]``): ``Doctor:``, ``Patient:``, ``Speaker 1:``, ``[A]:``, ``guest_clinician:``,
``SPEAKER_00:``, ``barry hughes:``, ``Dr. Smith:``. A label made of role words ("doctor",
"speaker", "interviewer", ...) is accepted on its own; any other label is accepted only when
the text has at least two labelled lines (so a monologue starting with "Note: ..." is not
split into a speaker "Note"). Once the labels of a text are known, a known label that follows
sentence-final punctuation in the middle of a line ("No. Doctor: Any pain?") also starts a turn.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import has_predicate
from factlayer.nlp.questions import is_question_loose
from factlayer.nlp.segmentation import dashed_question
from factlayer.nlp.time_lead import lead_time
from factlayer.nlp.titles import spaced_title
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.verbs import regular_past

__all__ = [
    "Sentence",
    "Turn",
    "looks_like_predicate",
    "normalise_speaker",
    "split_clauses",
    "split_sentences",
    "split_turns",
]


def _wordset(words: str) -> frozenset[str]:
    """A frozen set of the whitespace-separated words of ``words``."""
    return frozenset(words.split())


_TIMESTAMP = r"(?:\[?\(?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\)?\]?[ \t]+)?"
_LABEL_WORD = r"[A-Za-z][\w.'’-]*"
_LABEL = re.compile(
    r"^[ \t\"'“]*" + _TIMESTAMP + r"(?:\[(?P<bracket>[^\]\n:]{1,40})\]|(?P<plain>" + _LABEL_WORD + r"(?:[ ](?:"
    r"[A-Za-z][\w.'’-]*|\d+)){0,4}))[ \t]*:(?=[ \t\r\n]|$)[ \t]*",
    re.MULTILINE,
)
_ROLE_WORDS = lexicon.words("label_role_words")
_MAX_LABEL_CHARS = 40

# Abbreviations after which a period does not end a sentence.
_ABBREVIATIONS = lexicon.words("abbreviations")
# After "Doctor F." these words start a new sentence rather than continue a name.
_SENTENCE_STARTERS = _wordset(
    "also i the she he we they it and but so please okay ok yes no then this that my your his her there"
)
_SENTENCE_END = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s|$)|\n\s*\n|\n")


@dataclass(frozen=True, slots=True)
class Turn:
    """A stretch of text said by one speaker (``speaker`` is None before the first label)."""

    index: int
    speaker: str | None
    start: int  # first character of the content (after the label)
    end: int
    label_start: int | None = None
    label_end: int | None = None


@dataclass(frozen=True, slots=True)
class Sentence:
    index: int
    start: int
    end: int
    text: str
    speaker: str | None
    turn_index: int
    is_question: bool


def normalise_speaker(label: str | None) -> str | None:
    """Comparable form of a speaker label: ``"Guest_family_2"`` → ``"guest family 2"``."""
    if label is None:
        return None
    cleaned = re.sub(r"[\[\]():\"'“”]", " ", label).replace("_", " ").replace("-", " ")
    cleaned = re.sub(r"\s+", " ", cleaned).strip().lower().rstrip(".")
    return cleaned or None


def _label_is_role(label: str) -> bool:
    words = (normalise_speaker(label) or "").split()
    if not words:
        return False
    if len(words) == 1 and len(words[0]) == 1:  # [A]:, B:
        return True
    return any(w.rstrip(".0123456789") in _ROLE_WORDS for w in words)


def _label_text(match: re.Match[str]) -> str:
    return (match.group("bracket") or match.group("plain") or "").strip()


@lru_cache(maxsize=64)
def _turns_cached(text: str) -> tuple[Turn, ...]:
    matches = [m for m in _LABEL.finditer(text) if 0 < len(_label_text(m)) <= _MAX_LABEL_CHARS]
    if len(matches) < 2:
        matches = [m for m in matches if _label_is_role(_label_text(m))]
    # (line start, label start, content start, speaker): a timestamp before the label belongs to no turn
    boundaries: list[tuple[int, int, int, str]] = []
    for m in matches:
        label = _label_text(m)
        label_start = m.start("bracket") - 1 if m.group("bracket") else m.start("plain")
        boundaries.append((m.start(), label_start, m.end(), label))
    # A known label after sentence-final punctuation in mid-line starts a turn too.
    known = sorted({b[3] for b in boundaries}, key=len, reverse=True)
    if boundaries:
        # "Doctor: Do you smoke? Patient: No." — a capitalised role label after a sentence end starts a turn.
        roles = {m.group(1) for m in re.finditer(r"(?<=[.!?])[ \t]+([A-Z][a-z]+)[ \t]*:[ \t]+", text)}
        known = sorted(set(known) | {r for r in roles if r.lower() in _ROLE_WORDS}, key=len, reverse=True)
    if known:
        inline = re.compile(
            r"(?<=[.!?])[ \t]+(?P<label>" + "|".join(re.escape(k) for k in known) + r")[ \t]*:[ \t]+",
        )
        starts = {b[0] for b in boundaries}
        for m in inline.finditer(text):
            if m.start("label") not in starts:
                boundaries.append((m.start("label"), m.start("label"), m.end(), m.group("label")))
        boundaries.sort()
    turns: list[Turn] = []
    first_start = boundaries[0][0] if boundaries else len(text)
    if text[:first_start].strip():
        turns.append(Turn(0, None, 0, first_start))
    for i, (_line_start, label_start, content_start, speaker) in enumerate(boundaries):
        end = boundaries[i + 1][0] if i + 1 < len(boundaries) else len(text)
        turns.append(Turn(len(turns), speaker, content_start, max(content_start, end), label_start, content_start))
    return tuple(turns)


def split_turns(text: str) -> list[Turn]:
    """Speaker turns in order; text without any label is one turn with ``speaker=None``."""
    return list(_turns_cached(text))


def _ends_with_abbreviation(text: str, dot: int) -> bool:
    """Is the period at ``text[dot]`` part of an abbreviation or an initial?"""
    j = dot
    while j > 0 and not text[j - 1].isspace():
        j -= 1
    word = text[j : dot + 1].lower().lstrip("(\"'“")
    if word.rstrip(".") in _ABBREVIATIONS or word in _ABBREVIATIONS:
        return True
    if word == "." and spaced_title(text[:j], text[dot + 1 :]):
        return True  # "dr . brown" (ASR spacing)
    # A single capital initial ("J. Smith"), but not the pronoun "I.", a lone "A." answer or the
    # last letter of a spelled-out acronym ("I have C O P D. I can't ...").
    core = text[j:dot]
    if not (len(core) == 1 and core.isupper() and core not in {"I", "A"} and dot + 2 < len(text)):
        return False
    before = text[max(0, j - 2) : j]
    if len(before) == 2 and before[1] in " _" and before[0].isupper():
        return False
    following = re.match(r"\s+([A-Za-z']+)", text[dot + 1 :])
    return not (following and following.group(1).lower() in _SENTENCE_STARTERS)


def _sentence_ranges(text: str, start: int, end: int) -> list[tuple[int, int]]:
    ranges: list[tuple[int, int]] = []
    cursor = start
    segment = text[start:end]
    for m in _SENTENCE_END.finditer(segment):
        stop = start + m.end()
        if "." in m.group() and "\n" not in m.group() and _ends_with_abbreviation(text, start + m.start()):
            continue
        ranges.append((cursor, stop))
        cursor = stop
    if cursor < end:
        ranges.append((cursor, end))
    split: list[tuple[int, int]] = []
    for a, b in ranges:  # "I made a bowl - want to see it?": the question after the dash is a sentence of its own
        at = dashed_question(text[a:b])
        split += [(a, b)] if at is None else [(a, a + at), (a + at, b)]
    ranges = split
    out: list[tuple[int, int]] = []
    for a, b in ranges:
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if a < b and any(c.isalnum() for c in text[a:b]):
            out.append((a, b))
    return out


@lru_cache(maxsize=64)
def _sentences_cached(text: str) -> tuple[Sentence, ...]:
    return tuple(sentences_of_turns(text, _turns_cached(text)))


def sentences_of_turns(text: str, turns: Sequence[Turn]) -> list[Sentence]:
    """The sentences of ``turns`` (read by any grammar), each with its turn's speaker."""
    sentences: list[Sentence] = []
    for turn in turns:
        for a, b in _sentence_ranges(text, turn.start, turn.end):
            chunk = text[a:b]
            sentences.append(Sentence(len(sentences), a, b, chunk, turn.speaker, turn.index, is_question_loose(chunk)))
    return sentences


def split_sentences(text: str) -> list[Sentence]:
    """Sentences (trimmed, with exact offsets), each with its turn's speaker."""
    return list(_sentences_cached(text))


# Clause splitting ---------------------------------------------------------------------------

_CUT = re.compile(
    r"\s*;\s*"
    r"|\s+[-–—]+\s+(?=(?:i|you|he|she|we|they|it|there|my|his|her|our|their|here)\b[\s'’])"  # "… a mom - I applied …"
    r"|,?\s+\b(?:and|but|so|yet|while|whereas)\b\s+(?:then\s+|also\s+)?"
    r"|,\s+(?=(?:i|you|he|she|we|they|it|there|my|his|her|our|their)\b[\s'’])",
    re.IGNORECASE,
)
_NUMBERS = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|\d+)"
)
_NUMBER_WORD = re.compile(r"\b" + _NUMBERS + r"\s*$", re.IGNORECASE)
_NUMBER_WORD_AHEAD = re.compile(_NUMBERS + r"\b", re.IGNORECASE)
_SUBORDINATORS = frozenset(
    {"if", "when", "whenever", "because", "since", "although", "though", "while", "unless", "until", "after", "before"}
)
# No clause ends on a question word: "to address what | so many people … live with" is one clause.
_WH_END = re.compile(r"\b(?:what|which|who|whom|whose|where|why|how)\s*$", re.IGNORECASE)
# "so that" before a subject opens a purpose ("make it so that it's safe"), no clause of its own.
_SO_THAT = re.compile(r"that\s+(?:i|you|he|she|we|they|it|it's|there|there's)\b", re.IGNORECASE)


_ED_WORD = re.compile(r"\b([a-z]{2,}ed)\b", re.IGNORECASE)
_LET = re.compile(r"\blet(?:'s|’s|\s+(?:me|us|him|her|them))\b", re.IGNORECASE)
# A singular subject and a present-tense verb: "everything looks good", "it feels tight", "she walks daily".
_SINGULAR_VERB = re.compile(
    r"\b(?:everything|everyone|everybody|nothing|something|it|he|she)\s+"
    r"(?:also\s+|still\s+|just\s+|really\s+)?(?!(?:is|was|has|does|this|us|its|his|less|unless|across)\b)[a-z]{2,}s\b",
    re.IGNORECASE,
)


def looks_like_predicate(fragment: str) -> bool:
    """``clauses.has_predicate`` plus regular past forms ("my foot slipped"), "let me ..." and a singular subject's
    present tense ("everything looks good")."""
    if has_predicate(fragment):
        return True
    tokens = tokenize(fragment)
    if (lead := lead_time(tokens)) and has_predicate(fragment[tokens[lead].start :]):
        return True  # "Last week | I retook the test": the subject after a time said first
    if _LET.search(fragment) or _SINGULAR_VERB.search(fragment):
        return True
    words = re.findall(r"[A-Za-z']+", fragment)
    for i, m in enumerate(_ED_WORD.finditer(fragment)):
        word = m.group(1).lower()
        if not regular_past(word):
            continue
        # "the injured knee" is a noun phrase; "my foot slipped" is a clause
        before = fragment[: m.start()].split()
        if before and before[-1].lower() in {"a", "an", "the", "this", "that", "very", "more", "most", "so"}:
            continue
        if before or i > 0 or len(words) > 1:
            return True
    return False


_LAST_WORD = re.compile(r"(\w+)(['’]\w+)?\s*$")


def _degree_so(region: str, m: re.Match[str]) -> bool:
    """A bare "so" (no comma) right after a form of "be" or a linking verb is a degree word: "I'm so excited to …",
    "it's been so helpful to …", "we felt so welcome" (``lexicon/degree_so_heads.txt``)."""
    if m.group().strip().lower() != "so":
        return False
    last = _LAST_WORD.search(region, 0, m.start())
    if last is None:
        return False
    heads = lexicon.words("degree_so_heads")
    return last.group(1).lower() in heads or (last.group(2) or "").lower() in heads


def split_clauses(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Independent clauses of ``text[start:end]`` as ``(start, end)`` offsets into ``text``.

    A cut is made at ';', at 'and'/'but'/'so'/'yet'/'while'/'whereas' (with or without a comma;
    ``text.clauses.analyse`` reads "while" as joining two claims too) and at a comma
    followed by a subject ("..., I went"), and kept only when the pieces on both sides carry a
    predicate of their own; a piece without one ("only once or twice") stays with its
    neighbour. A comma after a leading subordinate clause ("When I get up, I ...") is no cut.
    The connector itself belongs to neither clause.
    """
    stop = len(text) if end is None else end
    region = text[start:stop]
    # segments: (seg_start, seg_end, gap_before) — the connector text between segments is dropped.
    cuts: list[tuple[int, int]] = []
    piece_start = 0
    for m in _CUT.finditer(region):
        if m.start() == 0 or m.end() >= len(region):
            continue
        if _NUMBER_WORD.search(region[: m.start()]) and _NUMBER_WORD_AHEAD.match(region, m.end()):
            continue  # "two thousand and five" is one number
        if _WH_END.search(region, 0, m.start()):
            continue  # "… to address what so many people …": "so" opens no clause after a question word
        if m.group().rstrip().lower().endswith("so") and _SO_THAT.match(region, m.end()):
            continue  # "… or make it so that it's safe for you"
        if _degree_so(region, m):
            continue  # "I'm so excited to meet them": "so" says how excited, it opens no clause
        if not re.search(r"[A-Za-z;]", m.group()):  # a bare comma before a subject
            first = re.match(r"[\s\"'“(]*([A-Za-z]+)", region[piece_start : m.start()])
            if first and first.group(1).lower() in _SUBORDINATORS:
                continue
        cuts.append((m.start(), m.end()))
        piece_start = m.end()
    if not cuts:
        return _trimmed([(start, stop)], text)
    pieces: list[tuple[int, int]] = []
    cursor = 0
    for a, b in cuts:
        pieces.append((cursor, a))
        cursor = b
    pieces.append((cursor, len(region)))
    merged: list[tuple[int, int]] = []
    pending_start: int | None = None  # a leading piece without a predicate joins the next one
    for a, b in pieces:
        if looks_like_predicate(region[a:b]):
            merged.append((a if pending_start is None else pending_start, b))
            pending_start = None
        elif pending_start is not None:
            continue  # still no predicate: keep accumulating into the pending prefix
        elif merged:
            merged[-1] = (merged[-1][0], b)
        else:
            pending_start = a
    if pending_start is not None:
        if merged:
            merged[-1] = (merged[-1][0], len(region))
        else:
            merged.append((pending_start, len(region)))
    return _trimmed([(start + a, start + b) for a, b in merged], text)


def _trimmed(ranges: list[tuple[int, int]], text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in ranges:
        while a < b and (text[a].isspace() or text[a] in ",;"):
            a += 1
        while b > a and (text[b - 1].isspace() or text[b - 1] in ",;"):
            b -= 1
        if a < b:
            out.append((a, b))
    return out
