"""One transcript grammar: speaker turns and their sentences, with exact offsets into the source.

``parse_turns(source)`` reads every common transcript form into :class:`Turn` s, where
``source[turn.start:turn.end] == turn.text`` is what was said *without* its label:

- a label at the start of a line: ``[doctor] …``, ``DOCTOR: …``, ``Doctor: …``, ``Speaker 1: …``,
  ``SPEAKER_00: …``, ``Caroline: …``, ``Lynne Neagle AM: …``, ``The Chair (Hon. Name (Riding, Party)): …``,
  ``Ms. Name (Affiliation): …``, optionally after a timestamp (``[00:01:23] Name: …``);
- a label alone on a line with its time (``Speaker 1  0:03``, the Otter export) — the text follows;
- WebVTT (``<v Name>…</v>`` inside cues) and SRT cue blocks; a cue without a label has no speaker;
- several speakers on one line: a known label, or a role word or id ("Patient:", "Speaker 2:") in a labelled
  transcript, after a sentence end ("No. Doctor: Any pain?"), or a bracketed label anywhere ("… thanks .
  [patient] yes") starts a new turn;
- text without any label (ASR output) is one turn with ``speaker=None``: a speaker is never guessed.

Which labels count is in ``nlp.speaker_labels``: role words and anonymous ids always; personal names
only when the text has at least two labelled lines, so "Note: …" in a monologue stays text. A role
stated once ("Hon. Bill Morneau (Minister of Finance)") is carried to the same speaker's other turns. A visit
whose clinician/patient labels run the wrong way for a stretch has them exchanged (``nlp.role_check``).

``sentences(turn)`` splits a turn (``nlp.segmentation``: pysbd where a period is ambiguous, an unpunctuated
run-on at its discourse markers) and keeps source offsets; ``nlp.questions.is_question_punctuated`` says
whether a sentence asks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from factlayer.nlp import lexicon
from factlayer.nlp.questions import is_question_punctuated
from factlayer.nlp.role_check import swapped_labels_fixed
from factlayer.nlp.segmentation import segment
from factlayer.nlp.speaker_labels import TIMESTAMP, Label, read_label

__all__ = ["Sentence", "Turn", "parse_turns", "sentences", "turn_pieces"]


@dataclass(frozen=True, slots=True)
class Turn:
    """What one speaker said, without the label: ``source[start:end] == text``."""

    speaker: str | None
    role: str | None
    start: int
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a turn: ``source[start:end] == text``; speaker and role are the turn's."""

    speaker: str | None
    role: str | None
    start: int
    end: int
    text: str
    is_question: bool


_CUE_TIMING = re.compile(r"^[ \t]*" + TIMESTAMP + r"[ \t]*-->[ \t]*" + TIMESTAMP + r".*$", re.MULTILINE)
# The start of a line: optional timestamp, then a <v Name> voice tag, a [bracket] label or a colon label.
_LINE_LABEL = re.compile(
    r"^[ \t\"'“]*(?:" + TIMESTAMP + r"[ \t]+)?(?:"
    r"<v(?:\.[\w.-]+)?[ \t]+(?P<voice>[^>\n]{1,80})>"
    r"|\[(?P<bracket>[^\]\n]{1,60})\](?:[ \t]*:)?"
    r"|(?P<colon>[^:\n\[\]<>]{1,160}?)[ \t]*(?:" + TIMESTAMP + r")?[ \t]*:(?=[ \t]|$)"
    r")[ \t]*",
    re.MULTILINE,
)
# Otter style: "Speaker 1  0:03" alone on its line, the words on the next lines.
_OTTER_LABEL = re.compile(
    r"^[ \t]*(?P<otter>[^:\n\[\]<>]{1,60}?)[ \t]+\d{1,2}:\d{2}(?::\d{2})?[ \t]*$\n?", re.MULTILINE
)
_TIMESTAMP_ONLY = re.compile(r"^[ \t]*" + TIMESTAMP + r"[ \t]+(?=\S)", re.MULTILINE)
_INLINE_VOICE = re.compile(r"<v(?:\.[\w.-]+)?[ \t]+(?P<voice>[^>\n]{1,80})>[ \t]*")
_INLINE_BRACKET = re.compile(r"(?<=\S)[ \t]+(?P<raw>\[(?P<inner>[^\]\n]{1,40})\])[ \t]*:?[ \t]*")
_VOICE_END = re.compile(r"</v>\s*$")
_INLINE_STRONG = re.compile(r"(?<=[.!?…\"”])[ \t]+(?P<raw>[A-Za-z][\w'-]*(?:[ \t][\w'-]+){0,2}?)[ \t]*:[ \t]+")
# A capitalised name after a sentence end in mid-line: "Alice: Do you smoke? Bob: No." (a label when its line
# opens with a label too).
_INLINE_NAME = re.compile(
    r"(?<=[.!?…\"”])(?<!Mr\.)(?<!Ms\.)(?<!Mrs\.)(?<!Dr\.)(?<!Hon\.)(?<!Prof\.)(?<!Rev\.)(?<!St\.)"  # a title is no end
    r"[ \t]+(?P<raw>[A-Z][\w'’-]*(?:[ \t][A-Z][\w'’-]*){0,2})[ \t]*:[ \t]+"
)


@dataclass(frozen=True, slots=True)
class _Boundary:
    cut: int  # where the previous turn ends (the start of the label, or of its timestamp)
    content: int  # where this turn's words begin
    label: Label | None


def _regions(source: str) -> list[tuple[int, int]]:
    """Stretches that hold speech: the whole text, or each subtitle cue's payload (WebVTT/SRT)."""
    timings = list(_CUE_TIMING.finditer(source))
    if not timings:
        return [(0, len(source))]
    regions = []
    for m in timings:
        start = m.end() + 1 if m.end() < len(source) else m.end()
        blank = re.compile(r"\n[ \t]*\n").search(source, start)
        end = blank.start() if blank else len(source)
        nxt = _CUE_TIMING.search(source, start)
        if nxt and nxt.start() < end:  # a cue without a blank line before the next timing line
            end = source.rfind("\n", start, nxt.start())
            end = max(end, start)
        if start < end:
            regions.append((start, end))
    return regions


def _line_candidates(source: str, start: int, end: int) -> list[tuple[int, int, str, str]]:
    """(cut, content, kind, raw label) for each line of ``source[start:end]`` that starts with a label form."""
    found: list[tuple[int, int, str, str]] = []
    for m in _OTTER_LABEL.finditer(source, start, end):
        found.append((m.start(), m.end(), "otter", m.group("otter")))
    otter_lines = {c[0] for c in found}
    for m in _LINE_LABEL.finditer(source, start, end):
        if m.start() in otter_lines:
            continue
        kind = "voice" if m.group("voice") else "bracket" if m.group("bracket") else "colon"
        found.append((m.start(), m.end(), kind, m.group(kind)))
    return sorted(found)


def _accept(
    candidates: list[tuple[int, int, str, str]], inline: int = 0, alone: str | None = None, bracket_turns: bool = False
) -> dict[int, Label]:
    """Which candidate lines are speaker labels (keyed by cut position); ``inline``: how many names label a
    turn in mid-line (they count towards "several labelled turns"); ``alone``: the words after the label when the
    text is that one line (``_own_words``); ``bracket_turns``: the text is made of bracket-labelled turns
    (``_bracket_turns``), so a lower-case word in brackets ("[manager]", "[dana]") is a label even once."""
    read = {c[0]: (c, read_label(c[3])) for c in candidates}
    plausible = [(c, r) for c, r in read.values() if r is not None or c[2] == "voice"]
    counts: dict[str, int] = {}
    for _c, r in plausible:
        if r is not None:
            counts[r[0].speaker] = counts.get(r[0].speaker, 0) + 1
    several = len(plausible) + inline >= 2 or (
        len(plausible) == 1 and alone is not None and _own_words(plausible[0][0][3], alone)
    )
    accepted: dict[int, Label] = {}
    for c, r in plausible:
        if r is None:  # a <v> tag that is not a readable name: still an explicit speaker
            accepted[c[0]] = Label(c[3].strip(), None, True)
            continue
        label, lower = r
        # "[Kim] I need to call my mom.": a label even alone; "[manager] …\n[employee] …": in a bracket transcript
        # (not a heading word: "[todo] call the bank\n[done] pay rent" is a list)
        bracketed = c[2] == "bracket" and (not lower or (bracket_turns and _speaker_word(label.speaker)))
        if c[2] == "voice" or label.strong or bracketed or (several and (not lower or counts[label.speaker] >= 2)):
            accepted[c[0]] = label
    return accepted


def _bracket_turns(source: str, start: int, end: int, candidates: list[tuple[int, int, str, str]]) -> bool:
    """Is ``source[start:end]`` a transcript of bracket-labelled turns ("[manager] your numbers are down\n[employee] i
    know")? At least two lines open with a bracket label of a word or a short name (one letter is a checkbox, "[x]"),
    the first line with words is one of them, and they are at least half of the lines with words; a line that is
    nothing but noise markers ("[laughter]", ``lexicon/sound_tags.txt``) is no line of words."""
    labelled = {c[0] for c in candidates if c[2] == "bracket" and len(c[3].strip()) > 1 and read_label(c[3])}
    lines = []
    at = start
    for line in source[start:end].split("\n"):
        if line.strip() and not _NOISE_LINE.fullmatch(line):
            lines.append(at)
        at += len(line) + 1
    spoken = [a for a in lines if a in labelled]  # a label's match starts at its line's start
    return len(spoken) >= 2 and spoken[0] == lines[0] and 2 * len(spoken) >= len(lines)


_NOISE_LINE = re.compile(r"[ \t]*(?:\[[^\]\n]{1,40}\][ \t]*)+")


_NOT_SPEAKERS = (
    lexicon.words("headings") | frozenset(lexicon.groups("weekdays")) | frozenset(lexicon.groups("months"))
)  # "Note: I'll be late.", "Monday: we rest.": a heading, not a name


def _speaker_word(label: str) -> bool:
    """A label word that may name a speaker: not a heading, weekday or month ("Note:", "[todo]", "[monday]")."""
    return label.strip().lower() not in _NOT_SPEAKERS


def _own_words(label: str, words: str) -> bool:
    """A one-line text "Alice: I moved to Denver in May.": a name label, then words of the speaker's own ("I", "my",
    "we"), is a speaker's line — the only reading of whose "I" it is; "Note: take it with food." stays text."""
    own = lexicon.words("first_person") | lexicon.words("we_forms")
    said = re.findall(r"[a-z][a-z'’]*", words.lower().replace("’", "'"))
    return _speaker_word(label) and any(w in own for w in said)


def _inline_boundaries(source: str, start: int, end: int, known: dict[str, Label]) -> list[_Boundary]:
    """Known labels in mid-line after a sentence end ("No. Doctor: Any pain?"), bracketed labels anywhere."""
    found: list[_Boundary] = []
    colon = [k for k in known if not k.startswith("[")]
    if colon:
        inline = re.compile(
            r"(?<=[.!?…\"”])[ \t]+(?P<raw>"
            + "|".join(re.escape(k) for k in sorted(colon, key=len, reverse=True))
            + r")[ \t]*:[ \t]+"
        )
        found += [
            _Boundary(m.start("raw"), m.end(), known[m.group("raw")]) for m in inline.finditer(source, start, end)
        ]
    if known:  # a labelled transcript: a role word or an id after a sentence end starts a turn even if it
        # never opened a line ("Doctor: Do you smoke? Patient: No.")
        cuts = {b.cut for b in found}
        for m in _INLINE_STRONG.finditer(source, start, end):
            read = read_label(m.group("raw"))
            if m.start("raw") not in cuts and read is not None and read[0].strong:
                found.append(_Boundary(m.start("raw"), m.end(), read[0]))
    for m in _INLINE_BRACKET.finditer(source, start, end):
        label = known.get(f"[{m.group('inner')}]")
        read = read_label(m.group("inner")) if label is None else None
        if read is not None and read[0].strong and read[0].role is not None:
            label = read[0]  # "[patient]" is a label wherever it stands
        if label is not None:
            found.append(_Boundary(m.start("raw"), m.end(), label))
    for m in _INLINE_VOICE.finditer(source, start, end):
        if m.start() > 0 and source[m.start() - 1] != "\n":
            voice = m.group("voice").strip()
            read = read_label(voice)
            found.append(_Boundary(m.start(), m.end(), read[0] if read else Label(voice, None, True)))
    return found


def _inline_names(source: str, start: int, end: int, name_lines: dict[int, int]) -> list[_Boundary]:
    """Names labelling a turn in mid-line, on a line that opens with a name label: "Alice: Do you smoke? Bob:
    No." (not after a role label — "Doctor: Take it daily. Note: with food." — nor a heading word)."""
    found: list[_Boundary] = []
    for m in _INLINE_NAME.finditer(source, start, end):
        read = read_label(m.group("raw"))
        newline = source.rfind("\n", start, m.start())
        line = newline + 1 if newline >= 0 else start
        if read is None or read[1] or read[0].strong or m.start() < name_lines.get(line, end):
            continue  # not after the words of a line opened by a name label
        if m.group("raw").lower() not in lexicon.words("headings"):
            found.append(_Boundary(m.start("raw"), m.end(), read[0]))
    return found


def _region_turns(
    source: str, start: int, end: int, cue: bool, accepted_in_cues: dict[int, Label] | None = None
) -> list[_Boundary]:
    """The turn boundaries of one stretch; ``accepted_in_cues``: the labels accepted over all of a subtitle
    file's cues (one cue holds one line, so "several labelled lines" is judged across cues)."""
    candidates = _line_candidates(source, start, end)
    named = {c[0]: c[1] for c in candidates if (r := read_label(c[3])) is not None and not r[0].strong and not r[1]}
    inline_names = _inline_names(source, start, end, named)
    alone = None  # the text is one labelled line: the words after its label
    if len(candidates) == 1 and not cue and "\n" not in source[start:end].strip():
        alone = source[candidates[0][1] : end]
    bracket_turns = not cue and _bracket_turns(source, start, end, candidates)
    accepted = (
        _accept(candidates, len(inline_names), alone, bracket_turns) if accepted_in_cues is None else accepted_in_cues
    )
    boundaries = [_Boundary(c[0], c[1], accepted[c[0]]) for c in candidates if c[0] in accepted]
    boundaries += _inline_names(source, start, end, {k: v for k, v in named.items() if k in accepted})
    known = {
        (f"[{c[3]}]" if c[2] == "bracket" else c[3].strip()): accepted[c[0]] for c in candidates if c[0] in accepted
    }
    known = {k: v for k, v in known.items() if k.startswith("[") or _searchable(k)}
    taken = {b.cut for b in boundaries}
    # a timestamped line without a label: a turn whose speaker is unknown
    for m in _TIMESTAMP_ONLY.finditer(source, start, end):
        if m.start() not in taken:
            boundaries.append(_Boundary(m.start(), m.end(), None))
    boundaries += [b for b in _inline_boundaries(source, start, end, known) if b.cut not in taken]
    boundaries.sort(key=lambda b: b.cut)
    if not boundaries or (boundaries[0].cut > start and (cue or source[start : boundaries[0].cut].strip())):
        boundaries.insert(0, _Boundary(start, start, None))
    return boundaries


def _searchable(label: str) -> bool:
    """A label text that can be searched for in mid-line (no parenthesis)."""
    return "(" not in label and len(label) <= 60


@lru_cache(maxsize=32)
def _parse(source: str) -> tuple[Turn, ...]:
    turns: list[Turn] = []
    regions = _regions(source)
    cue = regions != [(0, len(source))]
    in_cues = _accept([c for r in regions for c in _line_candidates(source, *r)]) if cue else None
    for r_start, r_end in regions:
        boundaries = _region_turns(source, r_start, r_end, cue, in_cues)
        for i, b in enumerate(boundaries):
            stop = boundaries[i + 1].cut if i + 1 < len(boundaries) else r_end
            turn = _make_turn(source, b, stop)
            if turn is not None:
                turns.append(turn)
    roles: dict[str, str] = {}
    for t in turns:
        if t.speaker is not None and t.role is not None:
            roles.setdefault(t.speaker, t.role)
    turns = [
        Turn(t.speaker, roles.get(t.speaker), t.start, t.end, t.text) if t.speaker and t.role is None else t
        for t in turns
    ]
    return tuple(swapped_labels_fixed(turns))


def _make_turn(source: str, b: _Boundary, stop: int) -> Turn | None:
    start, end = b.content, max(b.content, stop)
    voice_end = _VOICE_END.search(source, start, end)
    if voice_end:
        end = voice_end.start()
    while start < end and source[start].isspace():
        start += 1
    while end > start and source[end - 1].isspace():
        end -= 1
    if start >= end:
        return None
    speaker = b.label.speaker if b.label else None
    role = b.label.role if b.label else None
    return Turn(speaker, role, start, end, source[start:end])


def parse_turns(source: str) -> list[Turn]:
    """The turns of a transcript in order (see the module docstring for the forms read)."""
    return list(_parse(source))


# ---------------------------------------------------------------------------------------------------------
# Sentences


def sentences(turn: Turn) -> list[Sentence]:
    """The sentences of a turn (pysbd), each an exact slice of the source."""
    out: list[Sentence] = []
    cursor = 0
    text = turn.text
    for piece in segment(text):
        core = piece.strip()
        if not core:
            continue
        at = text.find(core, cursor)
        if at < 0:  # pysbd changed the text (it should not with clean=False): keep the rest whole
            rest = text[cursor:].strip()
            if rest:
                at = text.find(rest, cursor)
                out.append(_sentence(turn, at, at + len(rest)))
            cursor = len(text)
            break
        out.append(_sentence(turn, at, at + len(core)))
        cursor = at + len(core)
    tail = text[cursor:].strip()
    if tail:
        at = text.find(tail, cursor)
        out.append(_sentence(turn, at, at + len(tail)))
    return out


def _sentence(turn: Turn, start: int, end: int) -> Sentence:
    text = turn.text[start:end]
    return Sentence(turn.speaker, turn.role, turn.start + start, turn.start + end, text, is_question_punctuated(text))


class _Spoken(Protocol):
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def speaker(self) -> str | None: ...


_EDGE = " \t\r\n,;:–—-"


def turn_pieces(text: str, turns: Iterable[_Spoken], start: int, end: int) -> list[tuple[int, int, str | None]]:
    """``text[start:end]`` cut at the turns it crosses: per turn, its part without the spaces and joining marks at
    either edge, and that turn's speaker, in order; a part that is nothing but those marks is left out. What lies
    between two turns (a speaker label; in a subtitle file a cue's timing line and its ``<v Name>`` tag) is in no
    part. Used wherever a span over a question and its reply must be quoted as words someone said (a fact's
    citation, ``digest.spoken_citation``; a verdict's evidence, ``verify.evidence``)."""
    out = []
    for turn in turns:
        a, b = max(start, turn.start), min(end, turn.end)
        while a < b and text[a] in _EDGE:
            a += 1
        while b > a and text[b - 1] in _EDGE:
            b -= 1
        if a < b:
            out.append((a, b, turn.speaker))
    return out
