"""prove(claim, source) → a typed :class:`Proof`: a verdict per proposition with its findings and evidence.

The policy, in full:
- VERIFIED: every unit of every proposition is supported by asserted evidence about the same subject.
- CONTRADICTED: a unit conflicts (a value, the polarity, a "no" answer, another entity in the same slot,
  or — when nothing supports it — another subject or speaker) and nothing supports the proposition.
- PARTIAL: one window supports a proposition and another conflicts with it, or some propositions are verified.
- UNVERIFIABLE: a unit is absent (or is only asked, hedged, hypothetical, requested, reported or injected).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from factlayer.proof import source as source_mod
from factlayer.proof.agreeing_turns import agreement_checks
from factlayer.proof.checks import check_window
from factlayer.proof.claim import Proposition
from factlayer.proof.claim_parse import parse
from factlayer.proof.frame_unit import frame_refusal
from factlayer.proof.mentioned import opening_name, with_name_to_find
from factlayer.proof.naming import Naming, naming
from factlayer.proof.reading import parse_ahead
from factlayer.proof.retrieve import candidates
from factlayer.proof.roles import refusal
from factlayer.proof.source import Source, Statement
from factlayer.proof.taken_up import taking_up
from factlayer.proof.tense import an_earlier_value
from factlayer.proof.time_clauses import across_times
from factlayer.proof.titled_names import bound_to_speaker
from factlayer.proof.told_whom import told_the_teller
from factlayer.proof.unborne import unborne
from factlayer.proof.window_check import WindowCheck
from factlayer.proof.window_memo import WindowMemo


class Status(StrEnum):
    VERIFIED = "VERIFIED"
    CONTRADICTED = "CONTRADICTED"
    PARTIAL = "PARTIAL"
    UNVERIFIABLE = "UNVERIFIABLE"


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    text: str
    speaker: str | None


@dataclass(frozen=True, slots=True)
class Finding:
    """One window's answer about one proposition."""

    kind: str  # supports | conflicts | weak_conflict | not_asserted | incomplete
    span: Span
    strength: float
    coverage: float
    notes: tuple[str, ...]
    missing: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PropositionProof:
    proposition: Proposition
    status: Status
    confidence: float
    supporting: tuple[Finding, ...]
    conflicting: tuple[Finding, ...]
    closest: Finding | None  # the best window when nothing decides (for the reader)
    reason: str

    @property
    def not_asserted(self) -> tuple[str, ...]:
        """How the source holds the claim's words when it does not assert them ("asked", "hedged", ...)."""
        if self.status is not Status.UNVERIFIABLE or self.closest is None or self.closest.kind != "not_asserted":
            return ()
        return tuple(n.removeprefix("only ") for n in self.closest.notes if n.startswith("only "))


@dataclass(frozen=True, slots=True)
class Proof:
    claim: str
    status: Status
    confidence: float
    parts: tuple[PropositionProof, ...] = field(default_factory=tuple)

    @property
    def supporting(self) -> list[Finding]:
        return [f for p in self.parts for f in p.supporting]

    @property
    def conflicting(self) -> list[Finding]:
        return [f for p in self.parts for f in p.conflicting]

    @property
    def not_asserted(self) -> tuple[str, ...]:
        return tuple(k for p in self.parts for k in p.not_asserted)

    @property
    def conflict_notes(self) -> tuple[str, ...]:
        return tuple(n for f in self.conflicting for n in f.notes)

    @property
    def reason(self) -> str:
        if not self.parts:  # "The speaker is a nurse.": only role and function words, nothing to look for
            return "the claim has no unit the source could support (only names, roles or function words)"
        return "; ".join(p.reason for p in self.parts if p.status is not Status.VERIFIED) or "every unit supported"


def _span(source: Source, check: WindowCheck) -> Span:
    statements = [source.statements[i] for i in check.window]
    start = min(s.start for s in statements)
    end = max(s.end for s in statements)
    core = source.statements[check.core] if check.core is not None else statements[0]
    if any(s.answered for s in statements):
        core = next(s for s in statements if s.answered)
    # The whole sentence(s) the window lies in, so the reader sees the negation or the question.
    first = source.sentences[min(s.sentence for s in statements)]
    last = source.sentences[max(source.sentences.index(source.sentences[s.sentence]) for s in statements)]
    if core.answered:
        start, end = core.start, core.end
    else:
        start, end = min(start, first.start), max(end, last.end)
    return Span(start, end, source.text[start:end], core.speaker)


def _finding(source: Source, check: WindowCheck) -> Finding:
    return Finding(
        check.outcome,
        _span(source, check),
        round(check.strength, 4),
        round(check.coverage, 4),
        tuple(check.conflicts) + (tuple(f"only {k}" for k in check.kinds) if check.outcome == "not_asserted" else ()),
        tuple(t.text for t in check.missing),
    )


def _certainty(strength: float) -> float:
    """A lexical match is never certain: 0.5 for nothing, 0.99 for every unit matched word for word."""
    return 0.5 + 0.49 * min(max(strength, 0.0), 1.0)


def _smallest(checks: list[WindowCheck]) -> list[WindowCheck]:
    """The checks whose window holds no smaller window with the same outcome: evidence is the least
    text that says it, not that text again with its neighbours."""
    windows = [set(c.window) for c in checks]
    return [c for c, w in zip(checks, windows, strict=True) if not any(o < w for o in windows)]


def prove_proposition(
    prop: Proposition, source: Source, claim: str | None = None, *, roles: bool = True
) -> PropositionProof:
    """``claim``: the whole sentence ``prop`` is part of, when known (its roles are read from it); ``roles``:
    read who does what to whom with the parse (``proof.roles``; ``settings.proof.roles``)."""
    memo = WindowMemo(prop, source)  # the windows overlap: what they share is read once
    checks = [check_window(prop, source, w, memo) for w in candidates(prop, source)]
    refused = _refused_by_roles(prop, claim or prop.text, source, checks) if roles else []
    refused += _told_the_teller(prop, claim or prop.text, source, checks)
    refused += _frame_refused(prop, claim or prop.text, source, checks)
    refused += _refuse(checks, lambda c: across_times(prop, source, c.matches))  # "scared when" another time
    refused += _refuse(checks, lambda c: _at_core(source, c, lambda core: unborne(prop, core, source)))
    checks += agreement_checks(prop, source, claim or prop.text)  # "Ann agreed." — Ann's "Exactly."
    if prop.agreed:
        _with_the_yes(prop, source, checks)
    supports = _smallest([c for c in checks if c.outcome == "supports"])
    strong = _smallest([c for c in checks if c.outcome == "conflicts"])
    # A weak conflict decides only when nothing supports; a window whose words support the claim in other roles
    # still says them, so it leaves the claim unverifiable rather than contradicted.
    weak = [] if refused else _smallest([c for c in checks if c.outcome == "weak_conflict"])
    closest_check = max(checks, key=lambda c: (c.coverage, c.strength), default=None)
    closest = _finding(source, closest_check) if closest_check else None
    best_support = sorted(supports, key=lambda c: -c.strength)[:3]
    if supports and all(_another_thing(c.conflicts) for c in strong):
        # "I took some tylenol on Monday … then I took some ibuprofen": another drug in another place is another
        # fact (with its own amounts), not a correction of this one; amounts and polarity of the same thing still
        # correct it ("I was on 5 mg. Now I take 10 mg.")
        strong = []
    if supports:
        # "She is ten days old today. … She was barely a day old.": a value it had before, not a correction
        strong = [c for c in strong if not _earlier_value(prop, source, c)]
        if strong:  # nor does "she was barely a day old" then bear out "the baby is one day old"
            supports = [c for c in supports if not _in_the_past(prop, source, c)]
    if supports and strong:
        # People correct themselves ("Actually, I don't smoke anymore"): when support and conflict lie in
        # different sentences, the later one stands; in the same sentence the source is mixed.
        last_support = max(_last_sentence(source, c) for c in supports)
        last_conflict = max(_last_sentence(source, c) for c in strong)
        later = [c for c in supports if _last_sentence(source, c) > last_conflict]
        if later and max(_named(prop, source, c) for c in later) < max(_named(prop, source, c) for c in strong):
            # A correction must be about the subject as surely as what it corrects: "you're certain I don't
            # have alpha-gal?" is not undone by a later "alpha-gal syndrome, the one where a tick bites you".
            last_support = -1
        # Only for a denial: a positive claim is undone by a correction that names no one ("Actually no, no alcohol
        # since my surgery").
        overriding = (
            [c for c in strong if _last_sentence(source, c) > last_support]
            if last_support >= 0 and prop.negated
            else []
        )
        if overriding and max(_named(prop, source, c) for c in overriding) < max(
            _named(prop, source, c) for c in supports
        ):
            # Nor is a support undone by a later conflict less surely about the subject: Tim's "I don't surf" by his
            # "same as surfing is for you"
            last_conflict = -1
        if last_support > last_conflict:
            supports_later = [c for c in supports if _last_sentence(source, c) > last_conflict]
            status, reason = Status.VERIFIED, f"{prop.text!r}: supported by what the source says last"
            confidence = _certainty(max(c.strength for c in supports_later))
            best_support, strong = sorted(supports_later, key=lambda c: -c.strength)[:3], []
        elif last_conflict > last_support:
            status = Status.CONTRADICTED
            reason = f"{prop.text!r}: {strong[0].conflicts[0]} (what the source says last)"
            confidence = _certainty(max(c.strength for c in strong))
            strong = [c for c in strong if _last_sentence(source, c) > last_support]
            best_support = []
        else:
            status, reason = Status.PARTIAL, f"{prop.text!r}: supported in one place, contradicted in another"
            confidence = _certainty(max(c.strength for c in supports + strong)) * 0.5
    elif supports:
        status, reason = Status.VERIFIED, f"{prop.text!r}: every unit supported"
        confidence = _certainty(best_support[0].strength)
    elif strong or weak:
        status = Status.CONTRADICTED
        first = (strong or weak)[0]
        reason = f"{prop.text!r}: {first.conflicts[0]}"
        confidence = _certainty(max(c.strength for c in strong or weak))
    else:
        status, confidence = Status.UNVERIFIABLE, 1.0 - (closest_check.coverage * 0.5 if closest_check else 0.0)
        if refused:
            reason = f"{prop.text!r}: {refused[0]}"
        elif closest_check is not None and closest_check.outcome == "not_asserted":
            reason = f"{prop.text!r}: the source does not assert it ({', '.join(closest_check.kinds)})"
        elif closest_check is not None and (closest_check.missing or closest_check.conflicts):
            said = "absent value: "
            absent = [t.text for t in closest_check.missing]
            absent += [c.removeprefix(said) for c in closest_check.conflicts if c.startswith(said)]
            notes = [c for c in closest_check.conflicts if not c.startswith(said)]  # "subject: the evidence is about …"
            never = [f"the source never says {', '.join(absent)}"] if absent else []
            reason = f"{prop.text!r}: " + "; ".join(never + notes)
        else:
            reason = f"{prop.text!r}: nothing in the source is about it"
    return PropositionProof(
        prop,
        status,
        round(confidence, 4),
        tuple(_finding(source, c) for c in best_support),
        tuple(_finding(source, c) for c in (strong or weak)[:3]),
        closest,
        reason,
    )


def _refused_by_roles(prop: Proposition, claim: str, source: Source, checks: list[WindowCheck]) -> list[str]:
    """Supporting windows whose words hold other roles than the claim's (``proof.roles``) support no more."""
    parse_ahead(claim, source, [c.window for c in checks if c.outcome == "supports"])  # one batch, not one by one
    return _refuse(checks, lambda c: refusal(prop, claim, source, c.window, c.matches))


def _told_the_teller(prop: Proposition, claim: str, source: Source, checks: list[WindowCheck]) -> list[str]:
    """Supporting windows in which the claim's teller is the one told (``proof.told_whom``) support no more."""
    return _refuse(checks, lambda c: _at_core(source, c, lambda core: told_the_teller(claim, prop, core)))


def _frame_refused(prop: Proposition, claim: str, source: Source, checks: list[WindowCheck]) -> list[str]:
    """Supporting windows that hold the claim's content in another frame (``proof.frame_unit``) support no more."""
    return _refuse(
        checks, lambda c: _at_core(source, c, lambda core: frame_refusal(claim, prop, core, c.matches, source))
    )


def _at_core(source: Source, check: WindowCheck, why: Callable[[Statement], str | None]) -> str | None:
    return None if check.core is None else why(source.statements[check.core])


def _refuse(checks: list[WindowCheck], why_of: Callable[[WindowCheck], str | None]) -> list[str]:
    """Supporting windows ``why_of`` gives a reason against become incomplete, with the reason as their conflict.
    The reasons, in order."""
    out = []
    for c in checks:
        why = why_of(c) if c.outcome == "supports" else None
        if why is not None:
            c.outcome, c.conflicts = "incomplete", [why]
            out.append(why)
    return out


def _with_the_yes(prop: Proposition, source: Source, checks: list[WindowCheck]) -> None:
    """A request the listener took up ("You should stop the statin." — "Okay.", ``proof.taken_up``): the yes is in
    the supporting window too, so the evidence shows who agreed."""
    for c in checks:
        reply = (
            taking_up(prop, source.statements[c.core], source)
            if c.outcome == "supports" and c.core is not None
            else None
        )
        if reply is not None:
            c.window = tuple(sorted({*c.window, reply.index}))


def _another_thing(notes: list[str]) -> bool:
    """The conflict names another thing of the claim's class (a drug, a sport), not the other side of the same
    thing ("left" corrected to "right") nor another amount of it."""
    return any(n.startswith("entity:") for n in notes) and not any(
        n.startswith("opposite:") or n.endswith("(side)") for n in notes
    )


def _named(prop: Proposition, source: Source, check: WindowCheck) -> int:
    """How surely the window is about the proposition's subject: 2 named as it, 1 cannot tell, 0 another."""
    if check.core is None:
        return 1
    same = prop.subject.same(source.statements[check.core].subject)
    return 1 if same is None else 2 if same else 0


def _earlier_value(prop: Proposition, source: Source, check: WindowCheck) -> bool:
    values = [c for c in check.conflicts if " vs " in c and not c.startswith("polarity")]
    return bool(values) and _in_the_past(prop, source, check)


def _in_the_past(prop: Proposition, source: Source, check: WindowCheck) -> bool:
    return check.core is not None and an_earlier_value(prop, source.statements[check.core], source)


def _last_sentence(source: Source, check: WindowCheck) -> int:
    return max(source.statements[i].sentence for i in check.window)


def combine(parts: list[PropositionProof]) -> tuple[Status, float]:
    if not parts:
        return Status.UNVERIFIABLE, 1.0
    statuses = {p.status for p in parts}
    confidence = min(p.confidence for p in parts)
    if statuses == {Status.VERIFIED}:
        return Status.VERIFIED, confidence
    if Status.CONTRADICTED in statuses and Status.VERIFIED not in statuses and Status.PARTIAL not in statuses:
        return Status.CONTRADICTED, max(p.confidence for p in parts if p.status is Status.CONTRADICTED)
    if Status.CONTRADICTED in statuses:
        return Status.CONTRADICTED if len(parts) > 1 else Status.PARTIAL, confidence
    if Status.VERIFIED in statuses or Status.PARTIAL in statuses:
        return Status.PARTIAL, confidence
    return Status.UNVERIFIABLE, max(p.confidence for p in parts)


def prove_steps(claim: str, text: str, *, roles: bool = True) -> Iterator[PropositionProof]:
    """The proof of ``claim`` one proposition at a time, so a caller with a deadline can stop between
    steps and keep what is done (``POST /v1/verify``'s ``timeout_s``). ``roles``: see :func:`prove_proposition`."""
    source = source_mod.build(text)
    # A name the source says of someone, opening the claim, is its subject and still a word to find
    # (``proof.mentioned``)
    opening = opening_name(claim, source)
    parsed = parse(claim, source.speaker_names | source.known_people() | opening, source.speakers)
    if opening and any(p.holder is not None for p in parsed.propositions):  # "Fey suggested …": read as before
        opening, parsed = frozenset(), parse(claim, source.speaker_names | source.known_people(), source.speakers)
    for p in parsed.propositions:
        p = with_name_to_find(p, opening)
        written = tuple(max(who.names, key=len) for who in (p.subject, p.holder) if who is not None and who.names)
        p = replace(
            p,
            subject=source.resolve(p.subject),
            holder=p.holder and source.resolve(p.holder),
            written_names=written,
        )
        p = bound_to_speaker(p, source)  # "Dr. Scott will …" of the doctor called Scott: the name is the speaker's
        named = naming(claim, source) if len(parsed.propositions) == 1 else None  # the whole claim: "Caroline is …"
        yield prove_name(p, source, named) if named is not None else prove_proposition(p, source, claim, roles=roles)


def prove_name(prop: Proposition, source: Source, named: Naming) -> PropositionProof:
    """The proof of a claim of whose name it is ("The doctor is Ms. Hill."): see ``proof.naming``."""
    span = Span(*named.evidence, source.text[slice(*named.evidence)], None) if named.evidence else None
    if named.outcome == "supports" and span is not None:
        found = Finding("supports", span, 1.0, 1.0, (), ())
        reason = f"{prop.text!r}: {named.owner} is called {named.name}"
        return PropositionProof(prop, Status.VERIFIED, _certainty(1.0), (found,), (), found, reason)
    if named.outcome == "conflicts" and span is not None:
        note = f"subject: {named.name} is what {named.owner} is called, not {prop.subject.describe()}"
        found = Finding("conflicts", span, 1.0, 1.0, (note,), ())
        return PropositionProof(
            prop, Status.CONTRADICTED, _certainty(1.0), (), (found,), found, f"{prop.text!r}: {note}"
        )
    reason = f"{prop.text!r}: no speaker is called {named.name} in the source (a name said is not whose name it is)"
    return PropositionProof(prop, Status.UNVERIFIABLE, 1.0, (), (), None, reason)


def proof_of(claim: str, parts: Sequence[PropositionProof]) -> Proof:
    """The proof made of ``parts`` (all of the claim's propositions, or those proven so far)."""
    status, confidence = combine(list(parts))
    return Proof(claim, status, round(confidence, 4), tuple(parts))


def prove(claim: str, text: str, *, roles: bool = True) -> Proof:
    """The proof of ``claim`` against ``text`` (the text is read once and cached); ``roles``: see
    :func:`prove_proposition` (the caller's ``settings.proof.roles``)."""
    return proof_of(claim, list(prove_steps(claim, text, roles=roles)))
