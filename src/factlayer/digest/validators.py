"""Validators of a grounded candidate (seed 000 §2), run concurrently, aggregated by the seed's rule.

Each validator returns one ``ValidatorResult``: ``passed`` with severity LOW (possibly with a
note), or failed with MEDIUM or HIGH and a machine-readable ``code``. ``decide`` applies the
seed's decision: any HIGH → REJECT; three or more MEDIUM → NEEDS_REVISION (not stored); else PASS.

* atomicity — HIGH: two claims joined, each with its own predicate; MEDIUM: a list of items
  under one predicate.
* grounding — HIGH: no span, or key content (number, name, word) not in or near the span;
  MEDIUM: a key word matched only by near-identical spelling (ASR).
* consistency — HIGH: polarity / number / time conflict with the span's clause; the words are
  only asked in a question and the reply does not confirm them; the optional LLM judge says
  contradicted. MEDIUM: the judge says not stated. The judge reads a model's candidates only; the
  offline extractor's are decided as they are offline.
* attribution — HIGH: the claim puts the words in another known speaker's mouth, or the
  candidate's speaker is not the speaker of the span.
* specificity — HIGH: shorter than the minimum or longer than the maximum length; a question.
  MEDIUM: vague words; hedged; too few content words.
* type_rules — HIGH: the candidate breaks a seed 001 rule of its type, or is nonsense (``type_rules``:
  the code is the rule's, e.g. ``hypothetical``, ``opinion_not_fact``, ``narrative_promise``).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal, Protocol, runtime_checkable

from factlayer.models.fact import FactType
from factlayer.nlp import lexicon
from factlayer.nlp.clauses import analyse
from factlayer.nlp.forms import forms_of
from factlayer.nlp.sentences import normalise_speaker
from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

from .candidates import Candidate
from .grounding import Grounding, SourceIndex
from .proof_codes import proof_result
from .results import Decision, Severity, ValidatorResult
from .token_forms import HEDGE_PATTERN, without_approximation, wordset
from .tokens import key_items
from .type_rules import broken_rule, is_nonsense

__all__ = [
    "AtomicityValidator",
    "AttributionValidator",
    "ConsistencyValidator",
    "Decision",
    "FactValidator",
    "GroundingValidator",
    "JudgeFn",
    "JudgeVerdict",
    "Severity",
    "SpecificityValidator",
    "TypeRulesValidator",
    "ValidationContext",
    "ValidationOutcome",
    "Validator",
    "ValidatorResult",
    "decide",
]


JudgeVerdict = Literal["supported", "contradicted", "not_stated"]
JudgeFn = Callable[[str, str], Awaitable[JudgeVerdict]]
"""Optional LLM judge: ``await judge(claim, evidence)``. Evidence is the citation plus its sentences."""


@dataclass(frozen=True, slots=True)
class ValidationContext:
    index: SourceIndex
    min_length: int = 10
    max_length: int = 500
    judge: JudgeFn | None = None
    roles: bool = True  # the proof engine reads who does what to whom (settings.proof.roles)


@runtime_checkable
class Validator(Protocol):
    name: str

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        """Check one aspect of a grounded candidate."""
        ...


def decide(results: Sequence[ValidatorResult]) -> Decision:
    """Seed rule: any HIGH → REJECT; ≥3 MEDIUM → NEEDS_REVISION; otherwise PASS."""
    failed = [r for r in results if not r.passed]
    if any(r.severity is Severity.HIGH for r in failed):
        return Decision.REJECT
    if sum(1 for r in failed if r.severity is Severity.MEDIUM) >= 3:
        return Decision.NEEDS_REVISION
    return Decision.PASS


class AtomicityValidator:
    name = "atomicity"

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        # the same analysis as the Fact model's own check, so an accepted fact can always be stored
        result = analyse(candidate.text)
        if result.compound:
            return ValidatorResult.fail(self.name, Severity.HIGH, "not_atomic", result.reason or "compound claim")
        if result.noun_list:
            return ValidatorResult.fail(self.name, Severity.MEDIUM, "noun_list", result.reason or "a list of items")
        return ValidatorResult.ok(self.name)


class GroundingValidator:
    name = "grounding"

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        if grounding.span is not None and build(context.index.text).injected(
            grounding.span.start_char, grounding.span.end_char
        ):
            return ValidatorResult.fail(
                self.name,
                Severity.HIGH,
                "not_grounded",
                "the span lies in an injected instruction, which asserts nothing",
            )
        if grounding.span is None:
            detail = f"; not in the source: {', '.join(grounding.missing)}" if grounding.missing else ""
            return ValidatorResult.fail(
                self.name,
                Severity.HIGH,
                "not_grounded",
                f"no span of the source supports it (best alignment {grounding.score:.2f}){detail}",
            )
        if grounding.missing:
            return ValidatorResult.fail(
                self.name,
                Severity.HIGH,
                "missing_key_content",
                f"key content not found in or near the span {grounding.span.text!r}: {', '.join(grounding.missing)}",
            )
        if grounding.approximate:
            return ValidatorResult.fail(
                self.name,
                Severity.MEDIUM,
                "approximate_match",
                f"matched only by near-identical spelling (ASR?): {', '.join(grounding.approximate)}",
            )
        note = "the candidate's offsets did not slice its text; found elsewhere" if grounding.offsets_mismatch else ""
        return ValidatorResult.ok(self.name, note)


class ConsistencyValidator:
    """The proof engine's verdict on the candidate against the whole source (the same answer as /v1/verify)."""

    name = "consistency"

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        if grounding.span is None:
            return ValidatorResult.ok(self.name, "no span to compare with")
        proof = await asyncio.to_thread(prove, candidate.text, context.index.text, roles=context.roles)
        result = proof_result(self.name, proof, pattern=candidate.type is FactType.USER_PATTERN)
        if result is not None:
            return result
        if context.judge is not None and candidate.method == "llm":  # offline candidates: as offline, no call
            index = context.index
            evidence = " ".join(index.sentences[sid].text for sid in grounding.sentence_ids) or grounding.span.text
            try:
                verdict = await context.judge(candidate.text, evidence)
            except Exception as exc:  # the engine's verdict stands; the judge may only lower it
                return ValidatorResult.ok(self.name, f"judge unavailable: {type(exc).__name__}")
            if verdict == "contradicted":
                return ValidatorResult.fail(self.name, Severity.HIGH, "contradicted", "the judge finds it contradicted")
            if verdict == "not_stated":
                return ValidatorResult.fail(
                    self.name, Severity.MEDIUM, "judge_not_stated", "the judge finds it not stated"
                )
        return ValidatorResult.ok(self.name)


_SPEECH_VERBS = wordset("""
    say says said state states stated mention mentions mentioned report reports reported think thinks thought
    believe believes believed feel feels felt suggest suggests suggested propose proposes proposed explain explains
    explained ask asks asked agree agrees agreed argue argues argued claim claims claimed note notes noted tell tells
    told complain complains complained deny denies denied want wants wanted describe describes described admit admits
    admitted answer answers answered reply replies replied recommend recommends recommended insist insists insisted
    point points pointed add adds added
    """)
_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself"})
_ROLE_ALIASES = {"doctor": {"doctor", "physician", "dr"}, "patient": {"patient"}}


def _aliases(speaker: str) -> list[list[str]]:
    """Ways a claim names a speaker: the label, any two consecutive words of a longer label
    ("sian gwenllian" of "sian gwenllian am"), or a role's synonyms ("physician" for "doctor")."""
    parts = speaker.split()
    for role, names in _ROLE_ALIASES.items():
        if parts == [role]:
            return [[n] for n in sorted(names)]
    aliases = [parts]
    if len(parts) > 2:
        aliases += [parts[i : i + 2] for i in range(len(parts) - 1)]
    return aliases


_WORD_RE = re.compile(r"[A-Za-z0-9]+")


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD_RE.findall(text.replace("_", " "))]


@lru_cache(maxsize=64)
def _alias_table(speakers: frozenset[str]) -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Every alias of every speaker, by its first word (built once per transcript's speakers)."""
    table: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for speaker in speakers:
        if len(speaker) < 3:
            continue
        for alias in _aliases(speaker):
            if alias:
                table.setdefault(alias[0], []).append((tuple(alias), speaker))
    return {first: tuple(entries) for first, entries in table.items()}


def _mentions(text: str, speakers: frozenset[str]) -> list[tuple[int, int, str]]:
    """(token position, length in words, speaker) for every known speaker named in ``text``."""
    words = _words(text)
    table = _alias_table(speakers)
    found: set[tuple[int, int, str]] = set()
    for i, word in enumerate(words):
        for alias, speaker in table.get(word, ()):
            if tuple(words[i : i + len(alias)]) == alias:
                found.add((i, len(alias), speaker))
    return sorted(found)


class AttributionValidator:
    """Who said it? Catches "the doctor said X" when the patient said X (the meeting-set failure mode)."""

    name = "attribution"

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        if grounding.span is None or grounding.speaker is None:
            return ValidatorResult.ok(self.name)
        index = context.index
        actual = normalise_speaker(grounding.speaker)
        claimed = normalise_speaker(candidate.speaker)
        if claimed is not None and actual is not None and claimed != actual and claimed in index.speakers:
            return ValidatorResult.fail(
                self.name,
                Severity.HIGH,
                "misattributed",
                f"attributed to {candidate.speaker!r}, but {grounding.speaker!r} said it",
            )
        mentions = _mentions(candidate.text, index.speakers)
        if not mentions:
            return ValidatorResult.ok(self.name)
        words = _words(candidate.text)
        evidence = " ".join(index.sentences[sid].text for sid in grounding.sentence_ids).lower()
        # first person in the span's clause (the span of a paraphrase may have lost its "I")
        clause_start, clause_end = index.clause_around(grounding.span.start_char, grounding.span.end_char)
        first_person = any(t.surface in _FIRST_PERSON for t in index.tokens_in(clause_start, clause_end))
        for position, length, speaker in mentions:
            if speaker == actual:
                continue
            following = words[position + length : position + length + 3]
            as_speaker = any(w in _SPEECH_VERBS for w in following)
            leading = all(w in {"the", "according", "to"} for w in words[:position])
            named_in_source = any(alias in evidence for alias in _alias_strings(speaker))
            suspect = (as_speaker or (leading and first_person)) and not named_in_source
            if suspect and await asyncio.to_thread(_proven, candidate.text, index.text, context.roles):
                break  # the proof engine reads whom the words are about ("i know you are a landscaper")
            if as_speaker and not named_in_source:
                return ValidatorResult.fail(
                    self.name,
                    Severity.HIGH,
                    "misattributed",
                    f"says {speaker!r} said it, but the words are {grounding.speaker!r}'s",
                )
            if leading and first_person and not named_in_source:
                return ValidatorResult.fail(
                    self.name,
                    Severity.HIGH,
                    "misattributed",
                    f"makes {speaker!r} the subject of {grounding.speaker!r}'s first-person statement",
                )
        return ValidatorResult.ok(self.name)


@lru_cache(maxsize=256)
def _proven(claim: str, text: str, roles: bool) -> bool:
    """Does the proof engine verify ``claim`` (whose speaker said it, about whom: ``proof.attribution``)?"""
    return prove(claim, text, roles=roles).status is Status.VERIFIED


def _alias_strings(speaker: str) -> list[str]:
    return [" ".join(alias) for alias in _aliases(speaker)]


class SpecificityValidator:
    name = "specificity"

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        text = candidate.text.strip()
        if len(text) < context.min_length:
            return ValidatorResult.fail(
                self.name, Severity.HIGH, "too_short", f"shorter than {context.min_length} characters"
            )
        if len(text) > context.max_length:
            return ValidatorResult.fail(
                self.name, Severity.HIGH, "too_long", f"longer than {context.max_length} characters"
            )
        if text.rstrip("\"'”’) ").endswith("?"):
            # Only the mark counts: telegraphic claims ("Had her son in August") open like questions.
            return ValidatorResult.fail(self.name, Severity.HIGH, "not_a_claim", "a question is not a fact")
        issues: list[tuple[str, str]] = []
        words = {t.surface for t in forms_of(text)}
        vague = sorted(words & lexicon.words("vague"))
        if vague:
            issues.append(("vague", f"vague words: {', '.join(vague)}"))
        if HEDGE_PATTERN.search(without_approximation(text)):  # not "for maybe the past week"
            issues.append(("hedged", "hedged or hypothetical, not a firm statement"))
        items = key_items(text, speaker_words=context.index.speaker_words)
        strong = [i for i in items if i.kind in ("number", "name")]
        if not items or (len(items) < 2 and not strong):
            issues.append(("too_few_content_words", "too few content words to be a useful fact"))
        if issues:
            return ValidatorResult.fail(self.name, Severity.MEDIUM, issues[0][0], "; ".join(r for _, r in issues))
        return ValidatorResult.ok(self.name)


class TypeRulesValidator:
    """Seed 001's rules of the candidate's type, and the nonsense guard (``type_rules``)."""

    name = "type_rules"

    async def validate(self, candidate: Candidate, grounding: Grounding, context: ValidationContext) -> ValidatorResult:
        rule = broken_rule(candidate.text, candidate.type)
        if rule is not None:
            return ValidatorResult.fail(
                self.name, Severity.HIGH, rule.code, f"not a {candidate.type.value}: {rule.explanation}"
            )
        if grounding.span is not None:
            source = context.index.text
            rest = source[: grounding.span.start_char] + " " + source[grounding.span.end_char :]
            if is_nonsense(candidate.text, rest):
                return ValidatorResult.fail(
                    self.name,
                    Severity.HIGH,
                    "nonsense",
                    "no predicate a reader can parse: no function word, and none of its words used elsewhere",
                )
        return ValidatorResult.ok(self.name)


def default_validators() -> list[Validator]:
    return [
        AtomicityValidator(),
        GroundingValidator(),
        ConsistencyValidator(),
        AttributionValidator(),
        SpecificityValidator(),
        TypeRulesValidator(),
    ]


@dataclass(frozen=True, slots=True)
class ValidationOutcome:
    decision: Decision
    results: tuple[ValidatorResult, ...] = field(default_factory=tuple)

    @property
    def failures(self) -> tuple[ValidatorResult, ...]:
        return tuple(r for r in self.results if not r.passed)


class FactValidator:
    """Runs the validators of one candidate concurrently and applies the seed's decision."""

    def __init__(self, validators: Sequence[Validator] | None = None) -> None:
        self.validators: tuple[Validator, ...] = tuple(validators if validators is not None else default_validators())

    async def validate_all(
        self, candidate: Candidate, grounding: Grounding, context: ValidationContext
    ) -> ValidationOutcome:
        results = await asyncio.gather(*(v.validate(candidate, grounding, context) for v in self.validators))
        return ValidationOutcome(decide(results), tuple(results))
