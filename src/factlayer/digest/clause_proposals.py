"""One clause of a statement proposed as a fact (steps 3–5 of ``extractive``): trimmed, read through a heading,
a vocative or a dictated order, dropped when junk, its subject found (or carried from the clause before), then
rewritten to stand alone and cited — or skipped with its reason."""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp.persons import first_person
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.transcript import Turn

from .advice import as_advice
from .answers import without_extender
from .antecedent import Before, self_contained
from .clause_leads import framed_belief, reported_off, restarted
from .clause_subject import absent_finding, vocative_off, with_subject
from .dictation import dictated_order, dictated_patient
from .entities import Entity, Participants, SubjectGuess, subject_of
from .group_words import leaves_the_group
from .leaning import leans_on_context
from .person_pronouns import named_person
from .predicate_shapes import commands_by_name, elided_mood
from .proposals import Proposal, hedged, reference
from .rewrite import Reference, lets_as_plan, rewrite_statement, tidy, unframe
from .salience import assessment, cut_off, junk_reason, salience, trim
from .self_repair import restart_offset
from .skipped import Extraction, Skipped
from .spoken_of import patient_clause
from .thing_clauses import what_they_say
from .time_leads import time_after
from .we_clauses import we_split
from .with_me import with_speaker

SUBJECT_THRESHOLD = 0.8
# A clause cut off at a connector ("i wanna go ahead and if ..."): its subject still carries to the next clause.
_CUT_AT_CONNECTOR = re.compile(r"\b(?:and|or|but|if|so|because|then)\W*$", re.IGNORECASE)
# A "Name:" or "Note:" heading at the start of a line that the transcript grammar did not take as a speaker
# label (one labelled line is not enough to tell "Maria:" from "Note:"): the clause starts after it, and the
# speaker stays unknown.
_LINE_HEADING = re.compile(r"[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3}[ \t]*:[ \t]+(?=\S)")
# "I'm User Interface" said by User Interface; "my name is John Smith" said by John Smith (the name is
# already the fact's subject); "I'm supposed to be an industrial designer" said by the Industrial Designer.
_TAUTOLOGY = re.compile(
    r"^(?:the\s+)?(?P<x>[\w' ]+?)(?:'s name)? (?:is|was|will be|would be)"
    r"(?:\s+(?:supposed|meant|going|here)\s+to\s+be|\s+gonna\s+be)?\s+(?:(?:the|a|an|our|their)\s+)?(?P=x)\.$",
    re.IGNORECASE,
)
UNKNOWN_SPEAKER = Entity("speaker:unknown", "the speaker", None, None)


@dataclass(frozen=True, slots=True)
class ClauseContext:
    """What every clause of a turn shares."""

    text: str
    turn: Turn
    speaker: Entity
    addressee: SubjectGuess
    people: Participants
    answered: dict[int, int]  # where a question's answer starts → the most words a clause there has, as only it
    before: int  # where the turn before this one starts (or this one, the first): the words a pronoun may point to
    dictation: bool  # a clinician's turn about the patient, addressing no one (dictation)
    min_chars: int  # how long a fact may be
    max_chars: int


def propose_clause(
    ctx: ClauseContext,
    c_start: int,
    c_end: int,
    previous: str | None,
    proposals: list[Proposal],
    out: Extraction,
) -> str | None:
    """Propose one clause (or record why not); returns its tidied body for the next clause of the sentence."""
    text, turn, speaker, addressee, people = ctx.text, ctx.turn, ctx.speaker, ctx.addressee, ctx.people
    start, end = trim(text, c_start, c_end)
    if cut := restart_offset(text[start:end]):  # "i want it's exactly what … i want you to use …"
        start, end = trim(text, start + cut, end)
    if end - start < 3:
        return None
    heading = _LINE_HEADING.match(text, start, end) if turn.speaker is None else None
    if heading is not None and (start == 0 or text[start - 1] == "\n"):
        start = heading.end()
    clause = text[start:end]
    bare = vocative_off(clause, people)  # "Hey Gina, I had to …": the fact and its citation start at "I"
    if bare and bare != clause and clause.endswith(bare):
        start, clause = end - len(bare), bare
    if commands_by_name(clause, lambda name: people.by_name(name) is not None):  # "Jon hang in there"
        out.skipped.append(Skipped(clause, start, end, "backchannel", turn.speaker))
        return None
    order = dictated_order(clause) if speaker.role in CARE_ROLES else 0  # "dragon, order …": cited from "order"
    start, clause = start + order, clause[order:]
    if (cited := without_extender(clause)) != clause and clause.startswith(cited):
        end, clause = start + len(cited), cited  # a denial's "or anything like that" is no part of its citation
    visit = people.with_role("patient") is not None  # a visit; "he" after "your son" is the son (person_pronouns)
    visit_care = speaker.role in CARE_ROLES and visit
    tidied = tidy(clause)  # the clause as it is cited, in written form
    found = absent_finding(without_extender(tidied)) if visit_care else None  # "no edema": the patient's
    knows = people.knows_name  # "Tom hid his keys …": a name the transcript knows, then an irregular past
    mood = turn.speaker is not None and elided_mood(tidied)  # "Glad my journey is inspiring others"
    reason = junk_reason(
        found or tidy("i " * bool(order) + "I'm " * mood + clause), clinician=speaker.role in CARE_ROLES, is_name=knows
    )
    if reason is None and len(clause.split()) <= ctx.answered.get(start, 0):
        reason = "backchannel"  # the bare answer of a question already read with it
    if reason is not None:  # a cut-off "i wanna go ahead and if …" still lends its subject to "… and prescribe …"
        out.skipped.append(Skipped(clause, start, end, reason, turn.speaker))
        lends = reason == "fragment" and _CUT_AT_CONNECTOR.search(tidied) is not None
        return tidied if lends else None
    body = found or without_extender(vocative_off(unframe(tidied), people))  # "… or anything like that"
    body = framed_belief(reported_off(with_speaker(body) or body))  # "I know that …": the report; "my kids and I …"
    body = time_after(body)  # "this morning i went running": the time is no subject ("… running this morning")
    body = f"i {body}" if order else body  # the clinician's own order
    body = "I'm " + body[:1].lower() + body[1:] if mood else body  # the feeling is the speaker's: "I'm glad …"
    if people.with_role("patient") is not None:  # "there's no edema": in a visit, the patient's (entities)
        body = re.sub(r"^there's\b", "there is", body, flags=re.IGNORECASE)
    body = lets_as_plan(body) if speaker.role in CARE_ROLES else body
    dictated = dictated_patient(body) if ctx.dictation else None  # "his index finger …": the patient's
    before = Before(text, ctx.before, turn.start, start, end)  # where what a pronoun stands for may be named
    person = None if dictated else named_person(body, before, speaker.role, visit)
    spoken = None if dictated or person else patient_clause(text, turn.speaker, text[ctx.before : end], body, people)
    body = dictated or (person[0] if person else spoken[0] if spoken else body)  # "he" after "your son": the son
    guess = SubjectGuess(spoken[1], 1.0) if spoken else subject_of(body, speaker, addressee, people)
    if dictated or (order and people.with_role("patient")):  # "the patient's heart rate …", an order: the patient's
        guess = SubjectGuess(people.with_role("patient"), SUBJECT_THRESHOLD)
    if guess.entity is None or guess.confidence < SUBJECT_THRESHOLD:
        body = with_subject(body, previous, chat=turn.speaker is not None)
        guess = subject_of(body, speaker, addressee, people)
        if junk_reason(body, clinician=speaker.role in CARE_ROLES) == "meta_talk":  # "(i'll) just take a look"
            out.skipped.append(Skipped(clause, start, end, "meta_talk", turn.speaker))
            return None
    if guess.confidence < SUBJECT_THRESHOLD and speaker.role in CARE_ROLES and (cut := restarted(clause)):
        return propose_clause(ctx, start + cut, end, previous, proposals, out)  # "passing the stone i'm gonna …"
    listener = reference(addressee.entity) if addressee.confidence >= SUBJECT_THRESHOLD else None
    subject = guess.entity if guess.confidence >= SUBJECT_THRESHOLD else None
    literal = None  # the rewrite without the plan read into a wish ("wants to continue …"), or the main clause alone
    if subject is None:  # what the speaker says, not a guess at whom "it" is
        fact, subject = (
            _reported(body, speaker, listener, visit=people.with_role("patient") is not None),
            speaker,
        )
        if fact is None:
            out.skipped.append(Skipped(clause, start, end, "ambiguous_subject", turn.speaker))
            return None
    elif subject.id.startswith("topic:") and first_person(body) and speaker.label is not None:
        # "The support group has made me feel accepted": a thing acting on the speaker, said by them
        fact, subject = _reported(body, speaker, listener, thing=True), speaker
    elif subject.id.startswith("topic:") and not visit and (said := _reported(body, speaker, listener, thing=True)):
        fact, subject = said, speaker  # a chat's "The shelter was great.": what its speaker says, not the world's
    else:
        clinician = speaker.role in CARE_ROLES
        group = len(people.by_label) >= 2  # "we" is the speaker and others (a group, a team), not the speaker alone
        said = (as_advice(body) if listener is not None else None) or body  # "you can stop …": advised
        fact = rewrite_statement(said, reference(speaker), listener, we_is_speaker=clinician, group=group)
        if fact is None and group and not clinician and (split := we_split(said)):  # "… after we went camping"
            fact = rewrite_statement(split.main, reference(speaker), listener, group=group)
            whole = rewrite_statement(split.joined, reference(speaker), listener, group=group) if split.joined else None
            fact, literal = (whole, fact) if whole and fact else (fact, None)  # "… when moving to Ohio", else the main
            sub = we_split(clause) if split.we is not None and fact is not None else None
            if sub is not None and sub.we is not None:  # "we went camping": the speaker among a group
                propose_clause(ctx, start + sub.we, end, None, proposals, out)
        literal = (
            rewrite_statement(said, reference(speaker), listener, we_is_speaker=True, literal=True)
            if clinician
            else literal
        )
        # "there's no rebound or guarding": about the patient, but its words name no one — what the doctor says
        fact = fact if fact is not None else _reported(body, speaker, listener)
    names = frozenset(f"{reference(speaker).name} {listener.name if listener else ''}".lower().split())
    written = self_contained(fact, before, reference(speaker), listener, chat=not visit) if fact else None
    if fact is not None and (cut_off(fact) or leans_on_context(written[0] if written else fact, names)):
        # "… since Monday, but.", "The patient is taking it.": not readable alone (nor with its antecedent)
        out.skipped.append(Skipped(clause, start, end, "fragment", turn.speaker))
        return body  # "we'll go ahead | and refer you …": its subject still serves the next clause
    if fact is not None and (written is None or (not visit and leaves_the_group(written[0]))):
        # "The patient says it hurts when …", and no one thing before it; in a chat, "A car … hit us." (``group_words``)
        out.skipped.append(Skipped(clause, start, end, "not_self_contained", turn.speaker))
        return body
    fact, named = written or (fact, None)  # the antecedent written in is cited too: from it to the clause's end
    named = named or (person[1] if person else None)
    if fact is not None and _TAUTOLOGY.match(fact):
        out.skipped.append(Skipped(clause, start, end, "filler", turn.speaker))  # "I'm User Interface"
        return None
    if fact is None or not ctx.min_chars <= len(fact) <= ctx.max_chars:
        out.skipped.append(Skipped(clause, start, end, "ambiguous_subject", turn.speaker))
        return None
    assessed = speaker.role in CARE_ROLES and assessment(framed_belief(clause))  # "I think you have …"
    proposals.append(
        Proposal(
            fact,
            clause if named is None else text[named[0] : end],
            start if named is None else named[0],
            ((start, end),) if named is None else (named, (start, end)),
            turn.speaker,
            subject,
            subject.id.startswith("speaker:"),  # a person speaking, even one without a label
            salience(clause, assessed=assessed),
            hedged(clause) and not assessed,
            literal=literal if literal != fact and named is None else None,
        )
    )
    return body


def _reported(
    body: str, speaker: Entity, listener: Reference | None, *, thing: bool = False, visit: bool = False
) -> str | None:
    """What a labelled participant says of a thing the words do not name (``thing_clauses.what_they_say``)."""
    return what_they_say(body, reference(speaker), listener, thing=thing, visit=visit) if speaker.label else None
