"""How a new fact relates to what a namespace already holds: decided by rules, recorded as events.

Nothing is ever edited. A new fact gets an ``asserted`` event; its relation to an earlier fact of the
same subject is one more event:

- ``corroborated`` — the same statement again (same text once normalised, or embeddings at cosine
  ≥ ``DUPLICATE_COSINE`` with the same numbers and the same polarity), about the same time: the dates
  the fact text states in brackets and its event time and validity must agree ("yesterday (7 May 2023)"
  and "yesterday (9 June 2023)" are two events, not one said twice). The earlier fact stays the
  canonical one: its evidence count goes up by one and its confidence grows toward 1 as in seed 003
  (``c += 0.05 · (1 − c)``); the new fact is folded into it and carries the statement's evidence and
  confidence too (search returns whichever wording of it the query matched best, once). The same
  transcription read again (a forced new run) is folded in the same way but counts as no new evidence.
- ``superseded`` — a new value of a single-valued attribute ("my email is …", "I live in …",
  "I work at …", "I am 34 years old", "my manager is Ana": ``lexicon/single_valued*.txt``) recorded
  later: the earlier fact's validity ends when the new one is recorded (``valid_to`` on the event). So is
  an earlier state a later statement says is over
  ("I work from home these days" → "I don't work from home anymore", "I no longer …", "I quit smoking",
  "I stopped …", "I used to …", "I moved from Boston to Denver", "I quit my job at Google") or asserts
  anew after a denial ("I started working from home again"): ``endings``.
- Time order is ``recorded_at``'s, not arrival's: a fact recorded before facts already held (an older
  conversation posted late) is superseded by the first of them that would have superseded it had it come
  first, and itself supersedes an earlier fact that held when it was recorded; a fact superseded twice ends
  at the earlier of the two times (``state``), so ``as_of`` answers do not depend on the posting order.
- ``contradicted`` — the same statement with the opposite polarity ("I have a dog" / "I don't have a
  dog"), or two values of one attribute recorded at the same time: both facts get the event and
  their confidence is halved (seed 003); neither is chosen.

Facts without a subject (no linked entity) are only ever corroborated, never superseded or
contradicted: whose attribute it is must be known first.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from factlayer.memory.endings import Ending, ended_value, ends_state
from factlayer.memory.statements import normalise, numbers, polarity, without_negation, words
from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.verbs import listed_verb

EventKind = Literal["asserted", "corroborated", "superseded", "contradicted"]

DUPLICATE_COSINE = 0.95
GROWTH = 0.05  # seed 003: confidence += 0.05 * (1 - confidence) per supporting piece of evidence
CONTRADICTION_FACTOR = 0.5  # seed 003: clear contradictions halve both confidences
# Seed 001 decay windows, applied at read time: confidence halves over one window without new evidence.
DECAY_WINDOWS = {
    "USER_FACT": timedelta(days=30),
    "USER_PATTERN": timedelta(days=14),
    "SHARED_NARRATIVE": timedelta(days=7),
}


def _alternation(phrases: dict[str, str]) -> str:
    return "|".join(re.escape(p) for p in sorted(phrases, key=lambda p: (-len(p), p)))


# Single-valued attributes of a person, in the first person ("I live in …") or the third, as the extractor
# writes facts ("Alice lives in …", "the patient's email is …"); the one place these patterns live. The holder
# is a few plain words (no possessive, so "the patient's mother lives in …" is not about the patient). Attribute
# nouns are data: ``lexicon/single_valued.txt`` (any value) and ``single_valued_named.txt`` (a name: "my manager is
# Ana").
_VALUED = lexicon.phrase_groups("single_valued")
_NAMED = lexicon.phrase_groups("single_valued_named")
_SINGLE_VALUED = rf"(?:{_alternation(_VALUED)}|favou?rite [a-z]+|[a-z]+'s name)"
_HOLDER = r"(?P<holder>i|[a-z][a-z.-]*(?: [a-z][a-z.-]*){0,2}?)"
_OWNER = r"(?:my|our|(?P<owner>[a-z][a-z.-]*(?: [a-z][a-z.-]*){0,2}?)'s) (?:(?:new|current|present) )?"
_MOVED = r"(?:moved|has moved|have moved|'ve moved|relocated)(?: away)?(?: from .+?)?"  # "from Boston to Denver"
_ATTRIBUTES = (
    (re.compile(rf"^{_OWNER}(?P<attr>{_SINGLE_VALUED}) (?:is|was) (?P<value>(?:\S+ ?){{1,6}})$"), None),
    (re.compile(rf"^{_OWNER}(?P<named>{_alternation(_NAMED)}) (?:is|was) (?P<value>(?:\S+ ?){{1,6}})$"), None),
    (re.compile(rf"^(?P<value>(?:\S+ ?){{1,4}}) (?:is|was) {_OWNER}(?P<named>{_alternation(_NAMED)})(?: now)?$"), None),
    (re.compile(rf"^{_HOLDER} (?:live|lives|am living|'m living|is living) in (?P<value>.+)$"), "lives in"),
    (re.compile(rf"^{_HOLDER} {_MOVED} to (?P<value>.+)$"), "lives in"),
    (re.compile(rf"^{_HOLDER} (?:work|works|am working|'m working|is working) (?:at|for) (?P<value>.+)$"), "works at"),
    (re.compile(rf"^{_HOLDER} (?:work|works|am working|'m working|is working) as (?P<value>.+)$"), "works as"),
    (re.compile(rf"^{_HOLDER}(?: am|'m| is) (?P<value>\d{{1,3}}) (?:years old|year old|now)?.*$"), "age"),
)
_FIRST_PERSON = frozenset({"i", "my", "our"})
_NOT_NAMES = lexicon.words("stopwords")  # "He is my manager", "This is my doctor": capitalised, not names


@dataclass(frozen=True)
class Attribute:
    name: str
    value: str
    holder: str = "i"  # "i" for the first person, else the holder's words ("alice", "the patient")

    def same_holder(self, other: Attribute) -> bool:
        """Whose attribute it is agrees (the first person is whoever the linked subject is)."""
        return self.holder == other.holder or "i" in (self.holder, other.holder)


def attribute_of(text: str) -> Attribute | None:
    """A single-valued attribute of a person stated by ``text``, if it states one."""
    plain = normalise(text)
    for pattern, fixed in _ATTRIBUTES:
        match = pattern.match(plain)
        if match:
            groups = match.groupdict()
            holder = groups.get("holder") or groups.get("owner") or "i"
            if any(_gerund(w) for w in holder.split()):
                continue  # "losing jon's job was hard": the subject is an event, not the attribute's holder
            value = match["value"].strip()
            if groups.get("named"):
                name, value = _NAMED[match["named"]], _name_in(text, plain, match.start("value"), value)
                if not value or value.split()[0] in _NOT_NAMES:
                    continue  # "my manager is great", "she is my manager": no name
            else:
                name = fixed or _VALUED.get(match["attr"].strip(), match["attr"].strip())
            return Attribute(name=name, value=value, holder="i" if holder in _FIRST_PERSON else holder)
    return None


def _name_in(text: str, plain: str, start: int, value: str) -> str:
    """The leading words of ``value`` (at ``start`` in ``plain``, the normalised ``text``) written as a name
    in ``text`` ("Ana" of "Ana now", "dr lee" of "Dr. Lee"); empty when its first word is not."""
    written = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", re.sub(r"\s*\([^)]*\)", "", text).replace("’", "'"), re.I)
    first = plain[:start].count(" ")
    named = []
    for word in written[first : first + len(value.split())]:
        if not word[0].isupper():
            break
        named.append(word.lower())
    return " ".join(named)


def _gerund(word: str) -> bool:
    """A verb's -ing form ("losing"), not a name that ends like one ("Sterling")."""
    return word.endswith("ing") and (listed_verb(word) or listed_verb(stem(word)))


@dataclass(frozen=True)
class MemoryFact:
    """What the merge rules see of a fact."""

    fact_id: str
    text: str
    subject_key: str | None
    recorded_at: datetime
    confidence: float
    evidence_count: int = 1
    vector: tuple[float, ...] | None = None
    source: str | None = None  # the transcription it was read from
    when: tuple[datetime | None, datetime | None, datetime | None] = (None, None, None)  # event, valid from, to


@dataclass(frozen=True)
class Decision:
    kind: EventKind
    fact_id: str  # the fact the event is about
    related_fact_id: str | None
    evidence_count: int
    confidence: float
    attribute: str | None = None
    valid_to: datetime | None = None
    detail: str | None = None


def cosine(a: tuple[float, ...] | None, b: tuple[float, ...] | None) -> float:
    if a is None or b is None:
        return 0.0
    return float(sum(x * y for x, y in zip(a, b, strict=True)))


def grow(confidence: float) -> float:
    return confidence + GROWTH * (1.0 - confidence)


def decayed(confidence: float, fact_type: str, last_evidence: datetime, now: datetime) -> float:
    """Confidence at ``now``: halved per decay window of the fact's type since its last evidence."""
    window = DECAY_WINDOWS.get(fact_type, DECAY_WINDOWS["USER_FACT"])
    elapsed = max(0.0, (now - last_evidence).total_seconds())
    return confidence * math.pow(0.5, elapsed / window.total_seconds())


def stated_times(text: str) -> list[str]:
    """What the fact text states in brackets (the absolute dates memory wrote next to the words)."""
    return [" ".join(words(inner)) for inner in re.findall(r"\(([^)]*)\)", text)]


def _same_statement(new: MemoryFact, old: MemoryFact) -> bool:
    if new.when != old.when or stated_times(new.text) != stated_times(old.text):
        return False  # the same words about another day are another event
    if normalise(new.text) == normalise(old.text):
        return True
    return (
        cosine(new.vector, old.vector) >= DUPLICATE_COSINE
        and numbers(new.text) == numbers(old.text)
        and polarity(new.text) == polarity(old.text)
    )


def decide(new: MemoryFact, current: list[MemoryFact]) -> list[Decision]:
    """The events a new fact causes, given the facts of its namespace it is compared with (same subject key;
    earliest first): those that held when it was recorded and those recorded after it."""
    asserted = Decision("asserted", new.fact_id, None, 1, new.confidence)
    for old in current:
        if old.subject_key != new.subject_key:
            continue
        if _same_statement(new, old):
            if new.source is not None and new.source == old.source:
                # the same transcription read again (a new run): folded in, but it is not new evidence
                return [
                    asserted,
                    Decision("corroborated", old.fact_id, new.fact_id, old.evidence_count, old.confidence,
                             detail=f"{new.text} (the same transcription again: not new evidence)"),
                ]  # fmt: skip
            count = old.evidence_count + 1
            return [
                asserted,
                Decision("corroborated", old.fact_id, new.fact_id, count, grow(old.confidence), detail=new.text),
            ]
    if new.subject_key is None:
        return [asserted]
    events = [asserted]
    # a fact recorded before facts already held is superseded by the first of them that would have superseded it
    # had it been posted in time order (one event: the others ended only that one)
    endings_of_new: list[Decision] = []
    for old in current:
        if old.subject_key != new.subject_key:
            continue
        if old.recorded_at == new.recorded_at:
            why = _conflict(new, old)
            events += _contradiction(new, old, why) if why is not None else []
            continue
        later, earlier = (new, old) if new.recorded_at > old.recorded_at else (old, new)
        ending = _ending(later, earlier)
        if ending is not None:
            decision = _superseded(later, earlier, *ending)
            (events if later is new else endings_of_new).append(decision)
        elif polarity(new.text) != polarity(old.text) and without_negation(new.text) == without_negation(old.text):
            events += _contradiction(new, old, "opposite polarity")
    if endings_of_new:
        events.append(min(endings_of_new, key=lambda d: (d.valid_to or new.recorded_at, d.related_fact_id or "")))
    # an earlier fact and a wording folded into it are one statement: one event each
    unique: dict[tuple[str, str, str | None], Decision] = {}
    for event in events:
        unique.setdefault((event.kind, event.fact_id, event.related_fact_id), event)
    return list(unique.values())


def _ending(later: MemoryFact, earlier: MemoryFact) -> tuple[str | None, str] | None:
    """Whether ``later`` ends what ``earlier`` said (recorded before it): the attribute and a detail, else None."""
    if ends_state(later.text, earlier.text):
        return None, f"{earlier.text} → {later.text}"
    ending, old_attribute = ended_value(later.text), attribute_of(earlier.text)
    if _ends_value(ending, old_attribute):
        assert old_attribute is not None and ending is not None
        return ending.name, f"{old_attribute.value} → over ({later.text})"
    new_attribute = attribute_of(later.text)
    if _other_value(new_attribute, old_attribute):
        assert new_attribute is not None and old_attribute is not None
        return new_attribute.name, f"{old_attribute.value} → {new_attribute.value}"
    return None


def _other_value(new: Attribute | None, old: Attribute | None) -> bool:
    """Another value of the same attribute of the same holder."""
    if new is None or old is None or new.name != old.name or not new.same_holder(old):
        return False
    return normalise(new.value) != normalise(old.value)


def _conflict(new: MemoryFact, old: MemoryFact) -> str | None:
    """Why two facts recorded at the same time contradict each other (None: they do not)."""
    if polarity(new.text) != polarity(old.text) and without_negation(new.text) == without_negation(old.text):
        return "opposite polarity"
    new_attribute, old_attribute = attribute_of(new.text), attribute_of(old.text)
    if _other_value(new_attribute, old_attribute):
        assert new_attribute is not None and old_attribute is not None
        return f"{new_attribute.name}: {old_attribute.value} / {new_attribute.value}"
    return None


def _superseded(new: MemoryFact, old: MemoryFact, attribute: str | None, detail: str) -> Decision:
    """The earlier fact's validity ends when the later one was recorded."""
    return Decision("superseded", old.fact_id, new.fact_id, old.evidence_count, old.confidence,
                    attribute=attribute, valid_to=new.recorded_at, detail=detail)  # fmt: skip


def _ends_value(ending: Ending | None, old: Attribute | None) -> bool:
    """``ending`` says the value ``old`` states is over ("moved from Boston" and "lives in Boston")."""
    if ending is None or old is None or ending.name != old.name:
        return False
    same_value = normalise(ending.value) == normalise(old.value)
    return same_value and Attribute(ending.name, ending.value, ending.holder).same_holder(old)


def _contradiction(new: MemoryFact, old: MemoryFact, why: str) -> list[Decision]:
    return [
        Decision("contradicted", old.fact_id, new.fact_id, old.evidence_count, old.confidence * CONTRADICTION_FACTOR,
                 detail=why),
        Decision("contradicted", new.fact_id, old.fact_id, 1, new.confidence * CONTRADICTION_FACTOR, detail=why),
    ]  # fmt: skip
