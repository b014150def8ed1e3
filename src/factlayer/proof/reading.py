"""A claim and the window that supports it, each read with a dependency parse, and who or what each word names.

What ``proof.roles`` and ``proof.parallels`` compare. Persons map as the engine maps them: "I / me / my" is
the sentence's speaker (with the names they are called), "you / your" the statement's addressee (when the
engine knows it), a name or a speaker's role in the claim is resolved through the source's speakers; "he",
"their" and the like name no one (no coreference). Words the engine matched to a claim term carry that term,
so a synonym names the same thing as the claim's word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.hesitations import NOT_AFTER_A_DETERMINER
from factlayer.nlp.parse import Word, parse, parse_all
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON, aliases, person
from factlayer.nlp.stems import word_stem
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source

__all__ = ["OWNING", "Reading", "Side", "parse_ahead", "parse_candidates_ahead", "read", "same_word", "speaker_roles"]

OWNING = lexicon.words("third_person_possessives") | {"its"}  # one's own, of no one speaking or spoken to


@dataclass(frozen=True, slots=True)
class Side:
    """The words of one parsed text (the claim, or the window's sentences one after another) and, per word,
    the names its "I" and "you" stand for, the claim terms the engine matched there, its sentence."""

    words: tuple[Word, ...]
    me: tuple[frozenset[str], ...]
    you: tuple[frozenset[str], ...]
    marks: tuple[frozenset[str], ...]
    sentence: tuple[int, ...]

    def children(self, i: int) -> list[Word]:
        return [w for w in self.words if w.head == i and w.i != i]


@dataclass(frozen=True, slots=True)
class Reading:
    claim: Side
    evidence: Side
    refs_c: tuple[frozenset[str], ...]  # empty for a word of another proposition of the claim
    refs_e: tuple[frozenset[str], ...]
    speakers: frozenset[str]  # every name of every speaker


@cache
def _hesitation() -> re.Pattern[str]:
    words = "|".join(sorted(lexicon.words("hesitations"), key=len, reverse=True))
    return re.compile(rf"(?:,\s*)?{NOT_AFTER_A_DETERMINER}\b(?:{words})\b(?:\s*,)?", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _unhesitant(text: str) -> str:
    """``text`` with its hesitations ("We , um , just did") blanked, offsets kept: a parser reads "um" as a word
    of the sentence and "More , um , than" as two phrases."""
    return _hesitation().sub(lambda m: " " * len(m.group(0)), text)


def _side(texts: list[tuple[str, int, frozenset[str], frozenset[str]]], marks: dict[int, set[str]]) -> Side | None:
    """The words of ``texts`` (text, offset of its first character, its "I", its "you"); ``marks`` by offset."""
    words: list[Word] = []
    me: list[frozenset[str]] = []
    you: list[frozenset[str]] = []
    sentence: list[int] = []
    for k, (text, offset, mine, yours) in enumerate(texts):
        parsed = parse(_unhesitant(text))
        if parsed is None:
            return None
        base = len(words)
        for w in parsed:
            start = offset + w.start
            words.append(Word(base + w.i, start, offset + w.end, w.text, w.low, w.pos, w.tag, w.dep, base + w.head))
            me.append(mine)
            you.append(yours)
            sentence.append(k)
    tags = tuple(frozenset(marks.get(w.start, set())) for w in words)
    return Side(tuple(words), tuple(me), tuple(you), tags, tuple(sentence))


def same_word(a: Side, i: int, b: Side, j: int) -> bool:
    """The same word (by stem), or words the engine matched to the same claim term."""
    return word_stem(a.words[i].low) == word_stem(b.words[j].low) or bool(a.marks[i] & b.marks[j])


@cache
def speaker_roles() -> frozenset[str]:
    return frozenset(lexicon.groups("speakers").values())


def _ref(side: Side, i: int, source: Source) -> frozenset[str]:
    """Who or what word ``i`` names: a speaker's names for their "I" / "you", a name's aliases, a word's stem.
    Empty: cannot tell ("he", "their")."""
    w = side.words[i]
    if w.low in FIRST_PERSON:  # a parse's words: "I'm" is two, "I" and "'m"
        return side.me[i]
    if w.low in SECOND_PERSON:
        return side.you[i]
    if w.pos in ("PRON", "DET", "PUNCT", "AUX", "ADP", "CCONJ", "PART", "SPACE") or w.low in OWNING:
        return frozenset()
    out = {"w:" + word_stem(w.low)} | set(side.marks[i])
    if w.pos == "PROPN" or w.low in speaker_roles():
        name = " ".join(v.low for v in side.words if v.head == i and v.dep in ("compound", "flat")) + " " + w.low
        names = source.resolve(person(name.strip())).names
        out |= names if w.low in speaker_roles() else names - speaker_roles()  # "Dr. Patel" is no "doctor" here
    return frozenset(out)


def _names(source: Source, label: str | None) -> frozenset[str]:
    if not label:
        return frozenset()
    return aliases(label) | source.called.get(label, frozenset())


def parse_ahead(claim: str, source: Source, windows: Iterable[tuple[int, ...]]) -> None:
    """Parse in one batch what :func:`read` parses for ``claim`` and each of ``windows`` (``nlp.parse.parse_all``)."""
    sentences = sorted({source.statements[i].sentence for window in windows for i in window})
    if not sentences:
        return  # nothing to read
    parse_all([claim, _unhesitant(claim), *(_sentence(source, k) for k in sentences)])


def parse_candidates_ahead(claims: Iterable[str], spans: Iterable[tuple[int, int]], source: Source) -> None:
    """Parse in one batch a digest's candidates and the sentences (``[start, end)`` spans) they were grounded in,
    before they are proven: most of what :func:`read` will parse for them, at a third of the cost of one by one."""
    spans = list(spans)
    sentences = [k for k, s in enumerate(source.sentences) if any(a < s.end and s.start < b for a, b in spans)]
    parse_all(
        [text for claim in claims for text in (claim, _unhesitant(claim))] + [_sentence(source, k) for k in sentences]
    )


def _sentence(source: Source, k: int) -> str:
    """Sentence ``k`` of the source as :func:`read` parses it."""
    return _unhesitant(source.text[source.sentences[k].start : source.sentences[k].end])


def read(
    prop: Proposition, claim: str, source: Source, window: tuple[int, ...], matches: list[Match]
) -> Reading | None:
    """``claim`` (the sentence ``prop`` is part of) and the window's sentences, parsed; None without a parser."""
    marks: dict[int, set[str]] = {}
    terms: dict[str, str] = {}
    for m in matches:
        if m.how in ("pronoun", "context"):
            continue
        tok = source.statements[m.statement].tokens[m.token]
        marks.setdefault(tok.start, set()).add("m:" + m.term.low)
        terms[m.term.low] = "m:" + m.term.low
    sentences = sorted({source.statements[i].sentence for i in window})
    addressee = {source.statements[i].sentence: source.statements[i].addressee for i in window}
    texts = [
        (
            source.text[source.sentences[k].start : source.sentences[k].end],
            source.sentences[k].start,
            _names(source, source.sentences[k].speaker),
            _names(source, addressee.get(k)),
        )
        for k in sentences
    ]
    evidence = _side(texts, marks)
    words = parse(claim)
    if evidence is None or words is None:
        return None
    subject = frozenset(prop.subject.names) if prop.subject.kind == "person" else frozenset()  # a claim's "I"
    said = _side([(claim, 0, subject, frozenset())], {w.start: {terms[w.low]} for w in words if w.low in terms})
    if said is None:
        return None
    # The proposition's own words and what comes before them (its subject): not another proposition's
    at = claim.find(prop.text)
    end = at + len(prop.text) if at >= 0 else len(claim)
    return Reading(
        said,
        evidence,
        tuple(_ref(said, i, source) if w.start < end else frozenset() for i, w in enumerate(said.words)),
        tuple(_ref(evidence, i, source) for i in range(len(evidence.words))),
        frozenset(a for sp in source.speakers for a in _names(source, sp)),
    )
