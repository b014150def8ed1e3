"""Does the evidence around a span say the same thing as the claim? Polarity, Q/A, numbers, time.

These checks complement ``factlayer.text.conflicts.detect_conflicts`` (owned by the verifier
work) and are used by the consistency validator and by CoVe:

* **negation scope**: a negation cue ("no", "not", "n't", "never", "denies", "without") negates
  the content words that follow it in the same clause, up to a scope breaker ("but", "that",
  "which", "because", ...). "I have a headache that doesn't go away" does not negate
  "headache"; "No fever or chills" negates both. A leading answer particle ("No, I don't
  smoke") is not a cue of the clause.
* **question + reply**: a span inside a question is not a statement. Its polarity is that of the
  reply: "Any itchiness?" / "Yes, a lot" affirms; "Any shortness of breath?" / "No." denies;
  a negative question ("And no nausea?") answered "No." denies; anything else is unclear.
* **numbers and time**: the claim's numbers must be the evidence's numbers (with their units),
  and a weekday/month/part-of-day of the claim must not be replaced by another one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from factlayer.text.conflicts import Conflict, detect_conflicts

from .grounding import SourceIndex
from .tokens import HEDGE_PATTERN, MONTHS, WEEKDAYS, KeyItem, Token, is_negation, is_stopword, tokenize, wordset

__all__ = [
    "EvidenceCheck",
    "QAVerdict",
    "check_evidence",
    "claim_negated",
    "number_time_mismatches",
    "qa_verdict",
]

QAVerdict = Literal["affirmed", "denied", "unclear"]

_SCOPE_BREAKERS = wordset(
    "but however although though that which who whom because since until unless while except whereas so"
)
_AFFIRM = wordset("yes yeah yep yup yea sure correct right definitely absolutely certainly uh-huh mhm")
_DENY = wordset("no nope nah never not none nothing negative")
_PARTICLES = _AFFIRM | _DENY | wordset("um uh oh well okay ok so")
_NEW_CLAUSE_SUBJECTS = frozenset(
    {
        "i",
        "you",
        "he",
        "she",
        "we",
        "they",
        "i'm",
        "he's",
        "she's",
        "we're",
        "they're",
        "i've",
        "we've",
        "they've",
        "i'd",
        "he'd",
        "she'd",
        "we'd",
        "they'd",
        "i'll",
    }
)
_CESSATION = wordset("stopped stopping quit quits quitting quitted discontinued discontinuing ceased")
_DATE_WORDS = frozenset(MONTHS) | WEEKDAYS
_WH_WORDS = wordset("what when where why how who whom whose which")
_TIME_UNITS = wordset("second minut hour dai week month year decad time")
_DAY_PARTS = wordset("morn afternoon even night tonight")
_RELATIVE_DAYS = wordset("yesterdai todai tomorrow")


def _is_cue(t: Token) -> bool:
    """A negation cue; cessation verbs count too ("I stopped taking Lipitor" negates taking it now)."""
    return is_negation(t) or (t.kind == "word" and t.surface in _CESSATION)


def _strip_particles(tokens: list[Token], text: str, offset: int = 0) -> list[Token]:
    """Drop leading answer particles set off by punctuation ("No, I don't ...", "Yes. I had ...").

    ``text`` is what the tokens' offsets point into (minus ``offset``). "Absolutely no desire"
    keeps its words: a particle counts only when a comma, period, dash or the end follows it.
    """
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.surface not in _PARTICLES or (t.canon == "not" and t.surface.endswith("n't")):
            break
        after = text[t.end - offset : t.end - offset + 1]
        if after not in {",", ".", "!", ";", ":", "-", "–", "—", ""}:
            break
        i += 1
    return tokens[i:]


def claim_negated(text: str) -> bool:
    """Polarity of a claim by negation-cue parity (used when the scope rule has nothing to go on)."""
    tokens = _strip_particles(tokenize(text), text)
    return sum(1 for t in tokens if _is_cue(t)) % 2 == 1


def _new_clause_at(t: Token, text: str, offset: int) -> bool:
    """A subject pronoun right after ',', '.', ';' or ':' opens a new clause ("Not really, he's ...")."""
    if t.surface not in _NEW_CLAUSE_SUBJECTS:
        return False
    pos = max(0, t.start - offset)
    while pos > 0 and text[pos - 1].isspace():  # the last character before the word, not a copy of all before it
        pos -= 1
    return pos > 0 and text[pos - 1] in ",.;:!"


def scope_negated(tokens: list[Token], claim_keys: frozenset[str], text: str = "", offset: int = 0) -> bool | None:
    """Is any content word of the claim inside a negation scope? None when no claim word occurs.

    ``tokens`` should already be free of a leading answer particle (``_strip_particles``);
    ``text``/``offset`` (what the token offsets point into) let a new clause after a comma end
    the scope.
    """
    # One pass: a claim word is negated when a cue precedes it with no scope breaker and no new
    # clause in between.
    found = False
    in_scope = False
    for t in tokens:
        cue = _is_cue(t)
        if not cue and t.keys & claim_keys and not is_stopword(t):
            if in_scope:
                return True
            found = True
        if t.surface in _SCOPE_BREAKERS:
            in_scope = False
        elif cue:
            in_scope = True
        elif text and _new_clause_at(t, text, offset):
            in_scope = False
    return False if found else None


def qa_verdict(index: SourceIndex, question_sid: int, answer_sid: int) -> QAVerdict:
    """What the reply does to the question: affirmed, denied or unclear."""
    q = index.sentences[question_sid]
    a = index.sentences[answer_sid]
    answer_tokens = [t for t in tokenize(a.text) if t.surface not in {"um", "uh", "oh", "well", "so", "okay", "ok"}]
    if not answer_tokens:
        return "unclear"
    first = answer_tokens[0].surface
    question_negative = any(_is_cue(t) for t in tokenize(q.text))
    if first in _DENY:
        return "denied"
    question_words = [t.surface for t in tokenize(q.text)]
    if question_words and question_words[0] in _WH_WORDS and first not in _AFFIRM:
        # "When did it start?" / "About a day ago": the reply states the information.
        return "affirmed"
    asks_you = any(t.surface in {"you", "your"} for t in tokenize(q.text))
    if first in {"i", "we"} and asks_you and len(answer_tokens) > 2:
        # "Have you ...?" / "I don't.", "I haven't", "I do", "I have" ("It is slightly painful" answers nothing)
        head = answer_tokens[1:4]
        if any(_is_cue(t) for t in head):
            return "denied"
        if answer_tokens[1].canon in {"do", "hav", "be", "did"} and not question_negative:
            return "affirmed"
    if first in _AFFIRM:
        return "unclear" if question_negative else "affirmed"
    return "unclear"


@dataclass(frozen=True, slots=True)
class EvidenceCheck:
    """Outcome of comparing a claim with the evidence around its span."""

    conflicts: tuple[Conflict, ...]
    qa: QAVerdict | None  # set when the span lies in a question
    evidence_text: str
    hedged_in_source: bool = False  # the source only says it might be so; the claim says it is

    @property
    def contradicted(self) -> bool:
        return bool(self.conflicts) or self.qa == "unclear"


def _evidence_tokens(index: SourceIndex, start: int, end: int) -> tuple[list[Token], str]:
    """Tokens of the span's clause, from the clause start to the first scope breaker after the span."""
    cs, ce = index.clause_around(start, end)
    tokens = index.tokens_in(cs, ce)
    cut = len(tokens)
    for i, t in enumerate(tokens):
        if t.start >= end and t.surface in _SCOPE_BREAKERS:
            cut = i
            break
    kept = tokens[:cut]
    if not kept:
        return [], ""
    return kept, index.text[kept[0].start : kept[-1].end]


def check_evidence(
    index: SourceIndex,
    claim: str,
    items: list[KeyItem],
    start: int,
    end: int,
    sentence_ids: tuple[int, ...] | list[int],
    *,
    allow_question: bool = False,
) -> EvidenceCheck:
    """Compare ``claim`` with the evidence at ``[start, end)`` (a grounding span)."""
    claim_keys = frozenset(k for it in items if it.kind != "number" for k in it.keys)
    negated = claim_negated(claim)
    conflicts: list[Conflict] = []
    sids = list(sentence_ids) or index.sentences_overlapping(start, end)
    first = next((sid for sid in sids if index.sentences[sid].end > start), sids[0]) if sids else None
    qa: QAVerdict | None = None
    evidence_text = index.text[start:end]

    claim_tokens = _strip_particles(tokenize(claim), claim)

    def claim_polarity_over(keys: frozenset[str]) -> bool | None:
        # Polarity over the words the claim shares with the evidence: "I smoke but no alcohol"
        # agrees with "I do smoke" (shared: smoke), whatever it says about alcohol.
        return scope_negated(claim_tokens, keys, claim)

    in_question = first is not None and index.sentences[first].is_question and not allow_question
    if in_question and first is not None:
        q = index.sentences[first]
        q_keys = _shared(claim_keys, index.tokens_in(q.start, q.end))
        for reply in _reply_turn(index, first):
            r = index.sentences[reply]
            if q_keys and q_keys <= _shared(claim_keys, index.tokens_in(r.start, r.end)):
                # "Any weight gain?" / "No, my weight has been stable": a sentence of the reply
                # restates the words; judge that sentence as a statement.
                in_question = False
                start, end = r.start, r.end
                sids = [reply]
                break

    if in_question and first is not None:
        answer = index.answer_to(first)
        qa = "unclear" if answer is None else qa_verdict(index, first, answer)
        if qa != "unclear":
            q = index.sentences[first]
            q_tokens = index.tokens_in(q.start, q.end)
            shared = _shared(claim_keys, q_tokens)
            asked_negatively = scope_negated(q_tokens, shared, index.text)
            claim_scoped = claim_polarity_over(shared)
            claim_polarity = claim_scoped if claim_scoped is not None else negated
            evidence_negative = qa == "denied" or bool(asked_negatively and qa != "affirmed")
            if answer is not None:
                evidence_text = index.text[q.start : index.sentences[answer].end]
            if evidence_negative != claim_polarity:
                conflicts.append(
                    Conflict("negation", f"the reply {'denies' if qa == 'denied' else 'affirms'} what the claim states")
                )
    else:
        kept, evidence_text = _evidence_tokens(index, start, end)
        if kept:
            tokens = _strip_particles(kept, index.text)
            # the evidence without a leading answer particle, from the index's own tokens
            particle_free = index.text[tokens[0].start : kept[-1].end] if tokens else evidence_text
            shared = _shared(claim_keys, tokens)
            scoped = scope_negated(tokens, shared, index.text)
            claim_scoped = claim_polarity_over(shared)
            # Both sides by the same rule: where do the claim's own words sit relative to each
            # negation cue? Only when either side has nothing to go on, clause parity decides.
            if scoped is not None and claim_scoped is not None and scoped != claim_scoped:
                conflicts.append(
                    Conflict(
                        "negation",
                        "the source negates what the claim affirms"
                        if scoped
                        else "the claim negates what the source states",
                    )
                )
            dangling = _dangling_cue(claim_tokens)
            for c in detect_conflicts(claim, particle_free):
                if c.kind == "negation" and scoped is not None and claim_scoped is not None and not dangling:
                    continue
                if all(c.kind != x.kind for x in conflicts):
                    conflicts.append(c)

    # Numbers and dates: the span's clause when it holds any ("on January tenth ..., and ... on
    # February tenth ..." — "02/10" must not borrow February from the other clause), else the sentences.
    cs, ce = index.clause_around(start, end)
    evidence_tokens = index.tokens_in(cs, ce)
    if qa is not None or not any(t.kind == "number" or t.surface in _DATE_WORDS for t in evidence_tokens):
        evidence_tokens = []
        for sid in sids:
            s = index.sentences[sid]
            evidence_tokens.extend(index.tokens_in(s.start, s.end))
    conflicts.extend(number_time_mismatches(claim, evidence_tokens))
    hedged = (
        qa is None
        and not HEDGE_PATTERN.search(claim)
        and HEDGE_PATTERN.search(index.text[cs:ce]) is not None
        and not conflicts
    )
    return EvidenceCheck(tuple(conflicts), qa, evidence_text, hedged_in_source=hedged)


def _dangling_cue(tokens: list[Token]) -> bool:
    """A negation cue with no content word after it ("... had blood never"): scope says nothing."""
    for i, t in enumerate(tokens):
        if _is_cue(t) and not any(not is_stopword(u) and not _is_cue(u) for u in tokens[i + 1 :]):
            return True
    return False


def _reply_turn(index: SourceIndex, question_sid: int) -> list[int]:
    """Sentences of the turn after the question's turn, when another speaker says it."""
    q = index.sentences[question_sid]
    out: list[int] = []
    for sid in range(question_sid + 1, len(index.sentences)):
        s = index.sentences[sid]
        if s.turn_index == q.turn_index:
            continue
        if s.turn_index != q.turn_index + 1 or s.speaker == q.speaker:
            break
        out.append(sid)
    return out


def _shared(claim_keys: frozenset[str], tokens: list[Token]) -> frozenset[str]:
    keys: set[str] = set()
    for t in tokens:
        keys |= t.keys
    return claim_keys & keys


def _unit_after(tokens: list[Token], i: int) -> str | None:
    for t in tokens[i + 1 : i + 3]:
        if t.surface == "second":
            return None  # an ordinal far more often than a unit: "34, and my second pregnancy"
        if t.canon in _TIME_UNITS:
            return t.canon
        if t.kind == "number":
            return None
    return None


def number_time_mismatches(claim: str, evidence: list[Token]) -> list[Conflict]:
    """Numbers (with their time units) and weekdays/months/day parts of the claim that the evidence replaces."""
    claim_tokens = tokenize(claim)
    out: list[Conflict] = []
    ev_numbers = [t for t in evidence if t.kind == "number"]
    ev_keys: set[str] = set()
    for t in evidence:
        ev_keys |= t.keys
    ev_pairs = {(k, _unit_after(evidence, i)) for i, t in enumerate(evidence) if t.kind == "number" for k in t.keys}
    for i, t in enumerate(claim_tokens):
        if t.kind != "number":
            continue
        if not (t.keys & ev_keys):
            if ev_numbers:
                others = ", ".join(dict.fromkeys(n.surface for n in ev_numbers))
                out.append(Conflict("number", f"the claim says {t.surface!r} where the source says {others}"))
            continue
        unit = _unit_after(claim_tokens, i)
        if unit is None:
            continue
        if not any((k, unit) in ev_pairs for k in t.keys):
            other_units = {u for k, u in ev_pairs if k in t.keys and u is not None}
            if other_units:
                out.append(
                    Conflict(
                        "number",
                        f"the claim says {t.surface} {unit}(s), the source {', '.join(sorted(other_units))}(s)",
                    )
                )
    for category, words in (
        ("weekday", WEEKDAYS),
        ("month", frozenset(m for m in MONTHS if len(m) > 3)),
    ):
        claim_words = {t.surface for t in claim_tokens if t.surface in words}
        ev_words = {t.surface for t in evidence if t.surface in words}
        if claim_words and ev_words and not (claim_words & ev_words):
            out.append(
                Conflict("date", f"the claim's {category} {sorted(claim_words)} is {sorted(ev_words)} in the source")
            )
    for category, canons in (("part of day", _DAY_PARTS), ("day", _RELATIVE_DAYS)):
        claim_c = {t.canon for t in claim_tokens if t.canon in canons}
        ev_c = {t.canon for t in evidence if t.canon in canons}
        if claim_c and ev_c and not (claim_c & ev_c):
            out.append(Conflict("date", f"the claim's {category} differs from the source's"))
    return out
