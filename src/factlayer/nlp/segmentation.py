"""Sentence ends of one speaker turn, as pieces of its text (``transcript.sentences`` keeps their offsets).

Where a period may be no sentence end (an abbreviation, an initial, a decimal), pysbd decides; elsewhere a
regex finds the same ends faster. An unpunctuated ASR run-on is then cut at its discourse markers.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pysbd

from factlayer.nlp import lexicon
from factlayer.nlp.numbers import is_number_word
from factlayer.nlp.titles import spaced_title

__all__ = ["HARD", "dashed_question", "plain_or_pysbd", "pysbd_segments", "segment"]


# Where a period may not end a sentence (an abbreviation, an initial, a decimal, an ellipsis, a list
# number), pysbd's rules decide; elsewhere the sentence ends are plain and a regex finds the same ones
# at a fraction of the cost (pysbd is ~10 ms per 1,000 characters). tests/unit/test_transcript_grammar.py
# checks that both agree on the dev transcripts.
HARD = re.compile(r"(?:\b[A-Za-z]{1,4}|\d)\.(?=\S|\s+[a-z0-9])|\.\.|…|\b(?:[A-Z][a-z]{0,3}|[a-z])\.(?=\s)")
_PLAIN_END = re.compile(r"[.!?]+[\"'”’)\]]*(?:[ \t]+|\n\s*|$)|\n\s*")


# Unpunctuated ASR ("… i did okay okay so i do feel the mass … okay so now i reviewed the results …"): a long
# stretch without a sentence end is cut where a discourse marker starts a new statement — "okay"/"alright"
# (one or more, with "so"/"now"), or "so" before a subject — so one turn is not one endless sentence.
_RUN_ON_WORDS = 40
_RUN_ON_CUT = re.compile(
    r"(?<=\w)\s+(?=(?:(?:okay|alright|all right)(?:\s+(?:okay|alright|so|now))*|so(?:\s+now)?|"
    + lexicon.alternation("repair_markers")  # "… it did n't last as long | no i've been straining my urine …"
    + r")\s+"
    r"(?:i|i'm|i've|i'll|we|we're|we'll|you|you're|your|my|there|there's|it's|for|on|in"
    r"|be\s+sure|make\s+sure|please|let's|let\s+me|go\s+ahead)\b)",  # "okay | be sure to change the patch …"
    re.IGNORECASE,
)


def _run_on(piece: str) -> list[str]:
    """A run-on piece (``_RUN_ON_WORDS`` words or more, no sentence end inside) cut at its discourse markers;
    a cut leaves at least four words on each side."""
    if len(piece.split()) < _RUN_ON_WORDS or re.search(r"[.!?]\s", piece.strip()):
        return [piece]
    out, last = [], 0
    for m in _RUN_ON_CUT.finditer(piece):
        if len(piece[last : m.start()].split()) >= 4 and len(piece[m.end() :].split()) >= 4:
            out.append(piece[last : m.end()])
            last = m.end()
    out.append(piece[last:])
    return out


# Unpunctuated ASR that ends a statement with a question ("… it's going to be a good time well have you
# experienced any numbness in that right foot"): the question, an auxiliary before "you"/"there" after a word
# of the statement and running to the piece's end, is a sentence of its own, so it is read as asked and its
# answer in the next turn can answer it. Only in a piece its writer did not punctuate; a "so do I", "than do
# you" or "I'll have you come back" is no question.
_FILLERS = r"(?:well|okay|ok|so|alright|now|um|uh)"
_LEADS = rf"(?:{_FILLERS}\s+)*"
_ASKS = r"(?:have|has|do|does|did|are|is|were|was|can|could|would|will|should)\s+(?:you|there)\b"
# the speaker asking of themselves ("... for now can i you know lift weights", "do we not need any button"): "am i" /
# "can i" / "do we" …, not "so do I" nor "than do we" (lexicon not_before_question)
_ASKS = rf"(?:{_ASKS}|(?:am|do|did|can|could|should|may|have|will|would|shall)\s+(?:i|we)\b)"
_TRAILING_QUESTION = re.compile(rf"(?<=[\w}}])\s+(?={_LEADS}{_ASKS})", re.IGNORECASE)  # "{disfmarker} Do we …"
_QUESTION_OPENING = re.compile(rf"\s*{_LEADS}{_ASKS}", re.IGNORECASE)
_FILLER_RUN = re.compile(rf"{_FILLERS}(?:\s+{_FILLERS})*", re.IGNORECASE)
_QUESTION_WORDS = 20  # longer, it is more than a question ("… i'd have you push fluids … and i'm gon na …")


_DISFLUENT = re.compile(r"\b(?:you know|i mean|like|um|uh|okay|so|now)\b", re.IGNORECASE)


def _spoken_words(text: str) -> int:
    """The words of ``text`` less its disfluencies ("you know", "like", "um", a word said twice): how long the
    question is in what it asks."""
    words = _DISFLUENT.sub(" ", text).lower().split()
    return sum(1 for k, w in enumerate(words) if k == 0 or w != words[k - 1])


def _trailing_question(piece: str) -> list[str]:
    """``piece`` with a question at its end cut off as its own sentence (at least three words before it, three
    to ``_QUESTION_WORDS`` in it)."""
    if piece.rstrip()[-1:] in (".", "!", "?") or _QUESTION_OPENING.match(piece):
        return [piece]  # punctuated by its writer, or a question from its start ("do you have children or have you …")
    found = list(_TRAILING_QUESTION.finditer(piece))
    for k in range(len(found) - 1, -1, -1):
        m = found[k]
        while k > 0 and _FILLER_RUN.fullmatch(piece[found[k - 1].end() : m.start()]):
            k -= 1  # "… a good time | well have you …": the fillers open the question
            m = found[k]
        before = piece[: m.start()].split()
        after = _spoken_words(piece[m.end() :])
        previous = before[-1].lower() if before else ""
        governs = previous in lexicon.words("not_before_question") or previous.endswith(("'ll", "'d"))
        if len(before) >= 3 and not governs and 3 <= after <= _QUESTION_WORDS:
            return [piece[: m.end()], piece[m.end() :]]
    return [piece]


# A statement, then a question after a spaced dash, in one sentence ("I finished another pottery project - want to
# see a pic?", "I started my own store not so long ago - pretty cool, huh?"): the question is a sentence of its own,
# so the statement is not read as asked (nor credited to whoever answers). At least four words before the dash, which
# do not open as a question themselves ("What did you do - go hiking?" asks throughout), and two after it.
_DASH = re.compile(r"[ \t]+[-–—]+[ \t]+")
_WH_OPENING = re.compile(rf"\s*{_LEADS}(?:what|when|where|why|how|who|which|whose)\b", re.IGNORECASE)


def dashed_question(piece: str) -> int | None:
    """Where the question after a statement and a dash starts in ``piece`` (at the dash: above), else None. Both
    sentence readers cut there (``segment``; ``sentences.split_sentences``, which grounding reads)."""
    if not piece.rstrip().endswith("?"):
        return None
    dashes = list(_DASH.finditer(piece))
    if not dashes:
        return None
    at = dashes[-1].start()
    before = piece[:at]
    asks = "?" in before or _QUESTION_OPENING.match(before) or _WH_OPENING.match(before)
    asked = len(re.findall(r"[\w']+", _DISFLUENT.sub(" ", piece[dashes[-1].end() :])))
    if len(before.split()) < 4 or asks or not 2 <= asked <= _QUESTION_WORDS:
        return None  # "why not use it for phone - level ?": a word spelled with a spaced hyphen, no question of its own
    return at


def _dashed_question(piece: str) -> list[str]:
    at = dashed_question(piece)
    return [piece] if at is None else [piece[:at], piece[at:]]


def segment(text: str) -> list[str]:
    """The sentences of a turn's text, in order, each a piece of it (whitespace kept)."""
    return list(_segments(text))


@lru_cache(maxsize=4096)
def _segments(text: str) -> tuple[str, ...]:
    """:func:`segment`, read once per turn text: the extractor, the patient's pronoun and the proof engine's source
    each split the same turns."""
    pieces = _spaced_titles(_spoken_decimals(plain_or_pysbd(text)))
    return tuple(
        cut
        for piece in pieces
        for part in _run_on(piece)
        for asked in _trailing_question(part)
        for cut in _dashed_question(asked)
    )


# A decimal transcribed with a spaced period ("your a1c was seven . three", "a hundred . four"): no sentence end.
_NUMBER_THEN_PERIOD = re.compile(r"\b([a-z]+) \.\s*$")
_DIGIT_WORD = re.compile(r"(?:zero|one|two|three|four|five|six|seven|eight|nine)\b")


def _spoken_decimals(pieces: list[str]) -> list[str]:
    """``pieces`` with each one that ends "<number word> ." joined to the next when that starts with a digit word."""
    out: list[str] = []
    for piece in pieces:
        previous = _NUMBER_THEN_PERIOD.search(out[-1]) if out else None
        if previous and is_number_word(previous.group(1)) and _DIGIT_WORD.match(piece):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def _spaced_titles(pieces: list[str]) -> list[str]:
    """``pieces`` with each one that ends on a title and its spaced period ("… to dr .") joined to the next, when that
    goes on to the name ("brown about your scan"): ``titles.spaced_title``."""
    out: list[str] = []
    for piece in pieces:
        if out and out[-1].rstrip().endswith(" .") and spaced_title(out[-1].rstrip()[:-1], " " + piece.lstrip()):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def plain_or_pysbd(text: str) -> list[str]:
    """Sentence ends only (no run-on cut): the regex where no period is ambiguous, else pysbd."""
    if not HARD.search(text):
        pieces, last = [], 0
        for m in _PLAIN_END.finditer(text):
            pieces.append(text[last : m.end()])
            last = m.end()
        if last < len(text):
            pieces.append(text[last:])
        return pieces
    return pysbd_segments(text)


# Where pysbd sees an abbreviation and an initial, a sentence ends: after a spelled-out acronym ("I have C O P D.
# I can't walk"), and before the pronoun "I" — pysbd's abbreviations hold words a speaker ends sentences with
# ("Call me. I will be there", "It was ok. I left", "My boss is Ken. I work at Stripe", "… 5 Main St. I moved").
_MISSED_END = re.compile(r"(?<=\b[A-Z] [A-Z]\.)[ \t]+(?=[A-Z])|(?<=\w\.)[ \t]+(?=I(?:['’]|[ \t]+[a-z]))")


def pysbd_segments(text: str) -> list[str]:
    # A Segmenter keeps per-call state: one per call keeps this safe in worker threads.
    segmenter = pysbd.Segmenter(language="en", clean=False, char_span=False)
    pieces: list[str] = []
    for piece in (str(s) for s in segmenter.segment(text)):
        last = 0
        for m in _MISSED_END.finditer(piece):
            pieces.append(piece[last : m.end()])
            last = m.end()
        pieces.append(piece[last:])
    return pieces
