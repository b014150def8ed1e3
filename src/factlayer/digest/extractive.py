"""The offline default provider: deterministic, model-free facts a person would keep.

For each transcript (``nlp.transcript`` reads its turns and sentences):

1. **Who is there** (``entities``): the participants, their roles and the names the conversation gives them.
2. **A question and its answer** ("do you smoke?" / "no, never") become one statement about the one who
   answered ("The patient does not smoke."), citing both spans (``rewrite.rewrite_answer``). A question
   without a clear yes/no answer is dropped.
3. **Every other sentence** is cut into clauses (``text.sentences.split_clauses``), trimmed of particles
   and fillers, and dropped when a junk rule applies (``salience.junk_reason``: greetings, thanks,
   backchannels, dictation commands, meta talk, small talk, fragments, filler). A leading "I know (that)", "I'm
   glad to see (that)", "I want to mention (that)" is read through to the clause it reports; "(it) looks like …"
   is kept, as what the speaker says (``clause_subject.reported_off``).
4. **Whom it is about** (``entities.subject_of``); below 0.8 the clause is skipped with reason
   ``ambiguous_subject`` — unless it is about a thing the words do not name ("it hurts to bend over")
   and its speaker is labelled: then the fact is what they say ("The patient says it hurts to bend over.").
5. **A sentence that stands alone** (``rewrite.rewrite_statement``): third person, explicit subject,
   declarative. The citation stays the exact quote (``Candidate.quote`` and ``spans``). A fact resting on a pronoun
   ("… says it hurts when …") gets the one thing named before it written in, or is skipped (``antecedent``).
6. **Near-duplicates merge** (``proposals``: same content words, ``rapidfuzz`` token-set ratio ≥ 90): the
   best-attributed, most salient one is kept and counts the mentions; then type and category
   (``fact_kinds``), ranking by salience, and the cap (``max_facts``).

Nothing here is trusted downstream: every candidate still goes through grounding, the validators and
the gates. Provider confidence: 0.9, 0.6 when hedged ("I think", "maybe").
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass

from factlayer.config import Settings
from factlayer.nlp.run_ons import run_on_cuts
from factlayer.nlp.sentences import split_clauses
from factlayer.nlp.subjects import first_person
from factlayer.nlp.transcript import Sentence, Turn, parse_turns, sentences

from .advice import as_advice
from .answer_facts import answer_facts, confirmed
from .answer_pronouns import written_in
from .answers import CARE_ROLES, asked_of_a_proxy, complaint, question_parts, reply_polarity, without_extender
from .antecedent import Before, self_contained
from .candidates import Candidate, ProposalGap, Proposals
from .clause_joins import joined_clauses
from .clause_subject import (
    absent_finding,
    framed_belief,
    reported_off,
    restarted,
    vocative_off,
    what_they_say,
    with_subject,
)
from .dictation import dictated_order, dictated_patient, dictation
from .elliptical_answers import elliptical_answers
from .entities import Entity, Participants, SubjectGuess, build_participants, subject_of
from .leaning import leans_on_context
from .person_pronouns import named_person
from .predicate_shapes import commands_by_name
from .proposals import Proposal, as_candidate, ranked, reference
from .question_tails import asked_off
from .rewrite import Reference, lets_as_plan, rewrite_statement, tidy, unframe
from .salience import assessment, cut_off, junk_reason, meta_question, salience, trim
from .self_repair import restart_offset
from .skipped import Extraction, Skipped
from .spoken_of import asked_of_you, patient_clause, spoken_patient
from .token_forms import without_approximation
from .with_me import with_speaker

__all__ = ["Extraction", "ExtractiveProvider", "Skipped", "extract_candidates"]

SUBJECT_THRESHOLD = 0.8
# A clause cut off at a connector ("i wanna go ahead and if ..."): its subject still carries to the next clause.
_CUT_AT_CONNECTOR = re.compile(r"\b(?:and|or|but|if|so|because|then)\W*$", re.IGNORECASE)
_HEDGED = re.compile(r"\b(?:i think|i guess|maybe|probably|might|i believe|possibly|perhaps)\b", re.IGNORECASE)
# A "Name:" or "Note:" heading at the start of a line that the transcript grammar did not take as a speaker
# label (one labelled line is not enough to tell "Maria:" from "Note:"): the clause starts after it, and the
# speaker stays unknown.
_LINE_HEADING = re.compile(r"[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){0,3}[ \t]*:[ \t]+(?=\S)")
# Skipped clauses a reader should find in the rejection log (the rest is junk by design: greetings,
# backchannels, filler, dictation, small talk, unanswered questions).
_REPORTED_SKIPS: dict[str, str] = {
    "ambiguous_subject": "the offline extractor could not tell whom this clause is about (skip over guessing)",
    "fragment": "the clause is cut off or has no predicate: not a fact on its own",
    "not_self_contained": "what the fact says rests on a pronoun ('it', 'that' …) it cannot be read without",
    "over_cap": "ranked below the configured cap on facts per transcription (fact_extraction_max_facts)",
}


# "I'm User Interface" said by User Interface; "my name is John Smith" said by John Smith (the name is
# already the fact's subject).
_TAUTOLOGY = re.compile(r"^(?:the\s+)?(?P<x>[\w' ]+?)(?:'s name)? is (?:the\s+)?(?P=x)\.$", re.IGNORECASE)
_UNKNOWN_SPEAKER = Entity("speaker:unknown", "the speaker", None, None)


@dataclass(frozen=True, slots=True)
class _Context:
    """What every clause of a turn shares."""

    text: str
    turn: Turn
    speaker: Entity
    addressee: SubjectGuess
    people: Participants
    answered: dict[int, int]  # where a question's answer starts → the most words a clause there has, as only it
    before: int  # where the turn before this one starts (or this one, the first): the words a pronoun may point to
    dictation: bool = False  # a clinician's turn about the patient, addressing no one (dictation)


class ExtractiveProvider:
    """Proposes self-contained, attributed facts from a transcript (no model)."""

    name = "extractive"

    def __init__(
        self,
        *,
        min_chars: int = 10,
        max_chars: int = 500,
        max_facts: int | None = None,
        max_facts_per_1000_words: float | None = None,
    ) -> None:
        self.min_chars = min_chars
        self.max_chars = max_chars
        self.max_facts = max_facts
        self.per_1000_words = max_facts_per_1000_words  # a longer transcript may keep more than max_facts

    @classmethod
    def from_settings(cls, settings: Settings) -> ExtractiveProvider:
        return cls(
            min_chars=settings.fact_extraction_min_length,
            max_chars=settings.fact_extraction_max_length,
            max_facts=settings.fact_extraction_max_facts,
            max_facts_per_1000_words=settings.fact_extraction_max_facts_per_1000_words,
        )

    def extract(self, text: str) -> list[Candidate]:
        return self.digest(text).candidates

    def digest(self, text: str) -> Extraction:
        """Candidates (ranked by salience, capped) and the clauses skipped, with their reasons."""
        turns = parse_turns(text)
        people = build_participants(turns)
        out = Extraction(participants=people)
        proposals: list[Proposal] = []
        split = [sentences(t) for t in turns]
        answered: dict[int, int] = {}  # answers already read with their question (``_Context``)
        for i, turn in enumerate(turns):
            speaker = people.speaker(turn.speaker) or _UNKNOWN_SPEAKER
            addressee = people.addressee(turns, i) if turn.speaker is not None else SubjectGuess(None, 0.0)
            for k, sentence in enumerate(split[i]):
                if sentence.is_question:
                    qa = self._question(text, turns, split, i, k, people, answered)
                    if qa:
                        proposals.extend(qa)
                    else:
                        out.skipped.append(
                            Skipped(sentence.text, sentence.start, sentence.end, "question", turn.speaker)
                        )
                    continue
                care = speaker.role in CARE_ROLES and people.with_role("patient") is not None  # a visit's clinician
                dictated = care and dictation(sentence.text, text[turn.start : sentence.end])  # the turn up to it
                ctx = _Context(text, turn, speaker, addressee, people, answered, turns[i - bool(i)].start, dictated)
                previous, made = None, len(proposals)
                for c_start, c_end in asked_off(
                    text, run_on_cuts(text, joined_clauses(text, sentence.start, sentence.end))
                ):
                    got, said = self._clause(ctx, c_start, c_end, previous, proposals, out), text[c_start:c_end]
                    own = re.match(r"\W*(?:i|we)\b\S*(?:\s+\S+){2}", said, re.I)  # a skipped "I …" lends its "I"
                    previous = got if got is not None else tidy(said) if own else ""  # no elided "I" mid-sentence
                if k + 1 == len(split[i]) and i + 1 < len(turns) and split[i + 1]:  # "you don't smoke, right?"
                    proposals[made:] = confirmed(proposals[made:], text, sentence.text, turns[i + 1], split[i + 1][0])
        out.candidates = self._finish(proposals, out, self.cap_for(text))
        return out

    def cap_for(self, text: str) -> int | None:
        """``max_facts``, or more for a long transcript: ``max_facts_per_1000_words`` of its words."""
        if self.max_facts is None or self.per_1000_words is None:
            return self.max_facts
        return max(self.max_facts, round(len(text.split()) * self.per_1000_words / 1000))

    async def propose_report(self, text: str) -> Proposals:
        """The candidates, and the skipped clauses a reader should see as rejections (``_REPORTED_SKIPS``)."""
        extraction = await asyncio.to_thread(self.digest, text)
        gaps = [
            ProposalGap(s.start, s.end, s.reason, _REPORTED_SKIPS[s.reason], s.text, self.name)
            for s in extraction.skipped
            if s.reason in _REPORTED_SKIPS
        ]
        return Proposals(extraction.candidates, gaps)

    def _question(
        self,
        text: str,
        turns: list[Turn],
        split: list[list[Sentence]],
        i: int,
        k: int,
        people: Participants,
        answered: dict[int, int],
    ) -> list[Proposal]:
        """A yes/no question answered clearly at the start of the next turn, as one statement (one per question
        when it joins several: "no" to "any children or have you ever been pregnant" denies both)."""
        bare = [s.is_question and complaint(s.text.rstrip("?. ")) for s in split[i]]
        run = all(bare[k:])  # "chest pain? shortness of breath?" — "no": a run of complaints, each denied
        if (any(s.is_question for s in split[i][k + 1 :]) and not run) or i + 1 >= len(turns) or not split[i + 1]:
            return []  # a later question in the turn is the one answered
        question, answer_turn = split[i][k], turns[i + 1]
        first = next(j for j in range(k, -1, -1) if j == 0 or not bare[j - 1])  # where the run of complaints starts
        if run and len(bare) - first > 1 and reply_polarity(split[i + 1][0].text) is not False:
            return []  # "yes" to "nausea? vomiting?" does not say which
        q = question.text
        answerer = people.speaker(answer_turn.speaker)
        if answerer is None or answer_turn.speaker == turns[i].speaker:
            return []
        answer = split[i + 1][0]
        a_end = trim(text, answer.start, answer.end)[1]
        first_clause = split_clauses(text, answer.start, answer.end)[0]
        said = text[first_clause[0] : first_clause[1]]
        polarity = reply_polarity(said)
        if meta_question(q):
            return []  # "any questions?" — "no": talk about the talk
        asker = people.speaker(turns[i].speaker)
        # "Does she smoke?" asked of a parent, about the patient who does not speak (``spoken_of``)
        patient = spoken_patient(text, answer_turn.speaker, [turns[i].text, answer.text], people)
        asked = asked_of_you(q, text) if patient else None
        unnamed = asked_of_a_proxy(q, asker.role if asker else None, answerer.role)
        if unnamed and patient is None:
            return []  # "Cough?" to a parent: about the child, whom the words do not name (or the patient, above)
        q, answerer = asked or q, patient if patient and (asked or unnamed) else answerer
        parts = question_parts(q)
        if len(parts) > 1 and polarity:
            return []  # "yes" to "A or have you B?" does not say which
        facts, whole = answer_facts(q, said, text[answer.start : a_end], answer_turn.text, reference(answerer))
        names = frozenset(f"{reference(answerer).name} {reference(asker).name}".lower().split())
        facts = [f for f in facts if f is None or not leans_on_context(f, names)]  # "… is still taking that."
        end = max(a_end, first_clause[1])
        if any(facts) or whole:  # its bare answer ("yes", "no, never") is no fact of its own; a value's clause neither
            answered[answer.start] = 10**6 if whole else 3
        made = [
            Proposal(
                fact,
                text[question.start : end],
                question.start,
                ((question.start, question.end), (answer.start, end)),
                answer_turn.speaker,
                answerer,
                True,
                salience(f"{question.text} {said}", answered=True),
                False,
            )
            for fact in facts
            if fact is not None
        ]  # "you've been taking it …?": what "it" is, written in, or no fact (``answer_pronouns``)
        own = people.speaker(answer_turn.speaker)  # "My mother does.": of the one who answers (elliptical_answers)
        made = elliptical_answers(text, question, split[i + 1], answer_turn.speaker, own, people, made) if own else made
        before = Before(text, turns[i - bool(i)].start, turns[i].start, question.start, question.end)
        return written_in(made, before, reference(asker), reference(answerer))

    def _clause(
        self, ctx: _Context, c_start: int, c_end: int, previous: str | None, proposals: list[Proposal], out: Extraction
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
        found = absent_finding(without_extender(tidy(clause))) if visit_care else None  # "no edema": the patient's
        reason = junk_reason(found or tidy("i " * bool(order) + clause), clinician=speaker.role in CARE_ROLES)
        if reason is None and len(clause.split()) <= ctx.answered.get(start, 0):
            reason = "backchannel"  # the bare answer of a question already read with it
        if reason is not None:  # a cut-off "i wanna go ahead and if …" still lends its subject to "… and prescribe …"
            out.skipped.append(Skipped(clause, start, end, reason, turn.speaker))
            lends = reason == "fragment" and _CUT_AT_CONNECTOR.search(tidy(clause)) is not None
            return tidy(clause) if lends else None
        body = found or without_extender(vocative_off(unframe(tidy(clause)), people))  # "… or anything like that"
        body = framed_belief(reported_off(with_speaker(body) or body))  # "I know that …": the report; "my kids and I …"
        body = f"i {body}" if order else body  # the clinician's own order
        if people.with_role("patient") is not None:  # "there's no edema": in a visit, the patient's (entities)
            body = re.sub(r"^there's\b", "there is", body, flags=re.IGNORECASE)
        body = lets_as_plan(body) if speaker.role in CARE_ROLES else body
        dictated = dictated_patient(body) if ctx.dictation else None  # "his index finger …": the patient's
        before = Before(text, ctx.before, turn.start, start, end)  # where what a pronoun stands for may be named
        person = None if dictated else named_person(body, before, speaker.role, visit)
        spoken = (
            None if dictated or person else patient_clause(text, turn.speaker, text[ctx.before : end], body, people)
        )
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
            return self._clause(ctx, start + cut, end, previous, proposals, out)  # "passing the stone i'm gonna …"
        listener = reference(addressee.entity) if addressee.confidence >= SUBJECT_THRESHOLD else None
        subject = guess.entity if guess.confidence >= SUBJECT_THRESHOLD else None
        if subject is None:  # what the speaker says, not a guess at whom "it" is
            fact, subject = (
                self._reported(body, speaker, listener, visit=people.with_role("patient") is not None),
                speaker,
            )
            if fact is None:
                out.skipped.append(Skipped(clause, start, end, "ambiguous_subject", turn.speaker))
                return None
        elif subject.id.startswith("topic:") and first_person(body) and speaker.label is not None:
            # "The support group has made me feel accepted": a thing acting on the speaker, said by them
            fact, subject = self._reported(body, speaker, listener, thing=True), speaker
        else:
            clinician = speaker.role in CARE_ROLES
            group = len(people.by_label) >= 3  # a meeting: "we" is the group, not the speaker alone
            said = (as_advice(body) if listener is not None else None) or body  # "you can stop …": advised
            fact = rewrite_statement(said, reference(speaker), listener, we_is_speaker=clinician, group=group)
            # "there's no rebound or guarding": about the patient, but its words name no one — what the doctor says
            fact = fact if fact is not None else self._reported(body, speaker, listener)
        names = frozenset(f"{reference(speaker).name} {listener.name if listener else ''}".lower().split())
        written = self_contained(fact, before, reference(speaker), listener, chat=not visit) if fact else None
        if fact is not None and (cut_off(fact) or leans_on_context(written[0] if written else fact, names)):
            # "… since Monday, but.", "The patient is taking it.": not readable alone (nor with its antecedent)
            out.skipped.append(Skipped(clause, start, end, "fragment", turn.speaker))
            return body  # "we'll go ahead | and refer you …": its subject still serves the next clause
        if fact is not None and written is None:  # "The patient says it hurts when …", and no one thing before it
            out.skipped.append(Skipped(clause, start, end, "not_self_contained", turn.speaker))
            return body
        fact, named = written or (fact, None)  # the antecedent written in is cited too: from it to the clause's end
        named = named or (person[1] if person else None)
        if fact is not None and _TAUTOLOGY.match(fact):
            out.skipped.append(Skipped(clause, start, end, "filler", turn.speaker))  # "I'm User Interface"
            return None
        if fact is None or not self.min_chars <= len(fact) <= self.max_chars:
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
                bool(_HEDGED.search(without_approximation(clause))) and not assessed,
            )
        )
        return body

    @staticmethod
    def _reported(
        body: str, speaker: Entity, listener: Reference | None, *, thing: bool = False, visit: bool = False
    ) -> str | None:
        """What a labelled participant says of a thing the words do not name (``clause_subject.what_they_say``)."""
        return what_they_say(body, reference(speaker), listener, thing=thing, visit=visit) if speaker.label else None

    @staticmethod
    def _finish(proposals: list[Proposal], out: Extraction, cap: int | None) -> list[Candidate]:
        kept = ranked(proposals)
        if cap is not None:
            out.skipped += [Skipped(p.quote, p.quote_start, p.quote_start + len(p.quote), "over_cap", p.speaker)
                            for p in kept[cap:]]  # fmt: skip
            kept = kept[:cap]
        return [as_candidate(p) for p in kept]

    async def propose(self, text: str) -> list[Candidate]:
        """Async form for the generator; the work runs in a thread (it is CPU-bound)."""
        return await asyncio.to_thread(self.extract, text)


def extract_candidates(
    text: str, *, min_chars: int = 10, max_chars: int = 500, max_facts: int | None = None
) -> list[Candidate]:
    """Convenience: ``ExtractiveProvider(...).extract(text)``."""
    return ExtractiveProvider(min_chars=min_chars, max_chars=max_chars, max_facts=max_facts).extract(text)
