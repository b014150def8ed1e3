"""The offline default provider: deterministic, model-free facts a person would keep.

For each transcript (``nlp.transcript`` reads its turns and sentences; a turn broken off only by the listener's
backchannel, "order an mri- | okay . | . just to be sure", is read as one turn and cited in two spans,
``resumed_turns``):

1. **Who is there** (``entities``): the participants, their roles and the names the conversation gives them.
2. **A question and its answer** ("do you smoke?" / "no, never") become one statement about the one who
   answered ("The patient does not smoke."), citing both spans (``rewrite.rewrite_answer``). A question
   without a clear yes/no answer is dropped.
3. **Every other sentence** is cut into clauses (``text.sentences.split_clauses``), trimmed of particles
   and fillers, and dropped when a junk rule applies (``salience.junk_reason``: greetings, thanks,
   backchannels, dictation commands, meta talk, small talk, fragments, filler). A leading "I know (that)", "I'm
   glad to see (that)", "I want to mention (that)" is read through to the clause it reports; "(it) looks like …"
   is kept, as what the speaker says (``clause_leads.reported_off``).
4. **Whom it is about** (``entities.subject_of``); below 0.8 the clause is skipped with reason
   ``ambiguous_subject`` — unless it is about a thing the words do not name ("it hurts to bend over")
   and its speaker is labelled: then the fact is what they say ("The patient says it hurts to bend over.").
5. **A sentence that stands alone** (``rewrite.rewrite_statement``): third person, explicit subject,
   declarative. The citation stays the exact quote (``Candidate.quote`` and ``spans``). A fact resting on a pronoun
   ("… says it hurts when …") gets the one thing named before it written in, or is skipped (``antecedent``).
6. **Near-duplicates merge** (``proposals``: ``rapidfuzz`` token-set ratio ≥ 90, the same words read twice or
   said again, not a fact whose words are mostly another's said elsewhere): the
   best-attributed, most salient one is kept and counts the mentions; then type and category
   (``fact_kinds``), ranking by salience, and the cap (``max_facts``).

Nothing here is trusted downstream: every candidate still goes through grounding, the validators and
the gates. Provider confidence: 0.9, 0.6 when hedged ("I think", "maybe").

This module walks the turns and ranks (step 6); step 2 is ``answered_questions``, steps 3–5 ``clause_proposals``.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import replace

from factlayer.config import Settings
from factlayer.nlp.run_ons import run_on_cuts
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.transcript import parse_turns, sentences

from .answer_facts import confirmed
from .answered_questions import answered_question
from .candidates import Candidate, ProposalGap, Proposals
from .clause_joins import joined_clauses
from .clause_proposals import UNKNOWN_SPEAKER, ClauseContext, propose_clause
from .deictic_place import without_pointed_places
from .dictation import dictation
from .entities import SubjectGuess, build_participants
from .event_that import with_event_that
from .introductions import introductions
from .proposals import Proposal, as_candidate, ranked, reference
from .question_tails import asked_off, stated_before
from .resumed_turns import Gap, cited_apart, joined_view
from .rewrite import Reference, tidy
from .salience import trim
from .skipped import Extraction, Skipped
from .turn_cuts import cut_across_turns

__all__ = ["Extraction", "ExtractiveProvider", "Skipped", "extract_candidates"]
# Skipped clauses a reader should find in the rejection log (the rest is junk by design: greetings,
# backchannels, filler, dictation, small talk, unanswered questions).
_REPORTED_SKIPS: dict[str, str] = {
    "ambiguous_subject": "the offline extractor could not tell whom this clause is about (skip over guessing)",
    "fragment": "the clause is cut off or has no predicate: not a fact on its own",
    "not_self_contained": "what the fact says rests on a word ('it', 'that', 'there' …) it cannot be read without",
    "over_cap": "ranked below the configured cap on facts per transcription (fact_extraction_max_facts)",
}


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
        source = text  # read through the view of its resumed turns (``resumed_turns``), cited in the source
        whole = parse_turns(source)
        people = build_participants(source, whole)  # everyone, the one who only says "mm-hmm" between too
        text, gaps, turns = joined_view(source, whole)
        out = Extraction(participants=people)
        proposals: list[Proposal] = []
        split = [sentences(t) for t in turns]
        answered: dict[int, int] = {}  # answers already read with their question (``ClauseContext``)
        for i, turn in enumerate(turns):
            speaker = people.speaker(turn.speaker) or UNKNOWN_SPEAKER
            addressee = people.addressee(turns, i) if turn.speaker is not None else SubjectGuess(None, 0.0)
            lone: tuple[int, int] | None = None  # where the one fact of a one-clause sentence is: what "that" may be
            for k, sentence in enumerate(split[i]):
                said_end = sentence.end  # a question sentence states up to here (``stated_before``), if at all
                if sentence.is_question:
                    qa = answered_question(text, turns, split, i, k, people, answered)
                    if qa:
                        proposals.extend(qa)
                    else:
                        out.skipped.append(
                            Skipped(sentence.text, sentence.start, sentence.end, "question", turn.speaker)
                        )
                    said_end = stated_before(text, sentence.start, sentence.end) or sentence.start
                    if said_end == sentence.start:
                        continue
                called = people.called_in(sentence.text, turn.speaker)  # "Dana, you'll run …": Dana's "you"
                care = speaker.role in CARE_ROLES and people.with_role("patient") is not None  # a visit's clinician
                dictated = care and dictation(sentence.text, text[turn.start : sentence.end])  # the turn up to it
                ctx = ClauseContext(
                    text,
                    turn,
                    speaker,
                    called or addressee,
                    people,
                    answered,
                    turns[i - bool(i)].start,
                    dictated,
                    self.min_chars,
                    self.max_chars,
                )
                previous, made = None, len(proposals)
                chat = people.with_role("patient") is None  # a chat's "- keep it up!" is no part of a fact
                pieces = asked_off(text, run_on_cuts(text, joined_clauses(text, sentence.start, said_end, chat=chat)))
                last = k + 1 == len(split[i]) and not sentence.is_question  # a statement ends the turn
                if pieces and last and cut_across_turns(turns, i):  # "… and I'm uh our marketing"
                    c_start, c_end = pieces.pop()
                    out.skipped.append(Skipped(text[c_start:c_end], c_start, c_end, "fragment", turn.speaker))
                for c_start, c_end in pieces:
                    got, said = propose_clause(ctx, c_start, c_end, previous, proposals, out), text[c_start:c_end]
                    own = re.match(r"\W*(?:i|we)\b\S*(?:\s+\S+){2}", said, re.I)  # a skipped "I …" lends its "I"
                    previous = got if got is not None else tidy(said) if own else ""  # no elided "I" mid-sentence
                one = len(pieces) == 1 and not sentence.is_question and speaker.label is not None
                if one and len(proposals) == made and lone is not None and lone[0] == k - 1:  # "That was fun."
                    _event_that(proposals, lone[1], trim(text, *pieces[0]), text, reference(speaker), out)
                lone = (k, made) if one and len(proposals) == made + 1 else None
                if last and i + 1 < len(turns) and split[i + 1]:  # "you don't smoke, right?"
                    proposals[made:] = confirmed(proposals[made:], text, sentence.text, turns[i + 1], split[i + 1][0])
        proposals += introductions(text, people)  # "this is Jamie" ⇒ "The agent's name is Jamie."
        if gaps:
            _cite_in_source(proposals, out, source, text, gaps)
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

    @staticmethod
    def _finish(proposals: list[Proposal], out: Extraction, cap: int | None) -> list[Candidate]:
        kept = ranked(without_pointed_places(proposals, out), out)  # "Caroline dives there every winter."
        if cap is not None:
            out.skipped += [Skipped(p.quote, p.quote_start, p.quote_start + len(p.quote), "over_cap", p.speaker)
                            for p in kept[cap:]]  # fmt: skip
            kept = kept[:cap]
        return [as_candidate(p) for p in kept]

    async def propose(self, text: str) -> list[Candidate]:
        """Async form for the generator; the work runs in a thread (it is CPU-bound)."""
        return await asyncio.to_thread(self.extract, text)


def _cite_in_source(proposals: list[Proposal], out: Extraction, source: str, view: str, gaps: tuple[Gap, ...]) -> None:
    """Quotes read in the view of resumed turns quoted from the source, citations cut around the listener's words."""
    for p in proposals:
        p.spans = cited_apart(p.spans, gaps)
        start, end = p.quote_start, p.quote_start + len(p.quote)
        if view[start:end] != p.quote:
            continue
        pieces = cited_apart(((start, end),), gaps)  # the speaker's own words, never the listener's between
        p.quote = " ".join(source[a:b].strip() for a, b in pieces)
    out.skipped = [
        replace(s, text=source[s.start : s.end]) if view[s.start : s.end] == s.text else s for s in out.skipped
    ]


def _event_that(
    proposals: list[Proposal], before: int, at: tuple[int, int], text: str, speaker: Reference, out: Extraction
) -> None:
    """ "I ran a race. That was fun." → "… ran a race, which was fun." in place of the fact before (``event_that``),
    ``proposals[before]`` (proposals are only added to while a turn is read)."""
    got = with_event_that(proposals[before], text, at[0], at[1], speaker)
    if got is not None:
        proposals[before] = got
        out.skipped = [s for s in out.skipped if not at[0] <= s.start < at[1]]  # no longer skipped


def extract_candidates(
    text: str, *, min_chars: int = 10, max_chars: int = 500, max_facts: int | None = None
) -> list[Candidate]:
    """Convenience: ``ExtractiveProvider(...).extract(text)``."""
    return ExtractiveProvider(min_chars=min_chars, max_chars=max_chars, max_facts=max_facts).extract(text)
