"""A model's statement in the first or second person, written as the offline extractor writes a clause.

A small model often copies a turn as it was said ("I've had a headache since Monday.", "We'll start you on
metformin."). The proof engine reads such a statement without asking who "I" is, so it would be stored as it
stands — a fact no reader can attribute. Here "I" (and a clinician's "we") becomes the speaker of the turn that
bears the statement out and "you" that turn's addressee, by the offline extractor's rules and references
(``rewrite.rewrite_statement``, ``advice.as_advice``, ``entities``): "The patient has had a headache since
Monday.", "The doctor will start the patient on metformin."

The turn is the one the proof engine cites: the statement is proven as the model wrote it (whom "I" names
plays no part in that proof) and the speaker of every cited span must be one and the same — for a question
and its answer, the one who answers. A statement the engine does not bear out, one borne out by turns of
different speakers, and one the rules cannot write in the third person (a second person with no addressee,
a non-clinician's "we", "us") are declined as ``ambiguous_subject``: whom its words name is not known, and a guess
could credit one person's words to another. The rewritten statement is then proven again by the digest, as
every candidate is; this step only decides whom it names, never whether it holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import lexicon
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.transcript import Turn, parse_turns
from factlayer.proof.proof import Status, prove

from .advice import as_advice
from .clause_proposals import SUBJECT_THRESHOLD, UNKNOWN_SPEAKER
from .entities import Participants, build_participants
from .proposals import reference
from .rewrite import rewrite_statement, tidy

__all__ = ["PERSON_WORDS", "Persons", "in_person"]

# "I", "you", "we" and their forms: a statement with one of them names someone only through who said it.
PERSON_WORDS = lexicon.words("first_person") | lexicon.words("second_person") | lexicon.words("we_forms") | {"let's"}
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


_FIRST = PERSON_WORDS - lexicon.words("second_person")
_SECOND = lexicon.words("second_person")


def _persons(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text.replace("’", "'"))} & PERSON_WORDS


def in_person(statement: str) -> bool:
    """Whether ``statement`` says "I", "you" or "we" (in any form)."""
    return bool(_persons(statement))


@dataclass(frozen=True, slots=True)
class Written:
    """A statement in the third person, or None and why not."""

    text: str | None
    detail: str = ""


class Persons:
    """The speakers of one transcript, to write a model's first- and second-person statements about them."""

    def __init__(self, source: str, *, roles: bool = False) -> None:
        self._source = source
        self._roles = roles
        self._turns: list[Turn] = parse_turns(source)
        self._people: Participants = build_participants(source, self._turns)
        self._group = len(self._people.by_label) >= 2  # a non-clinician's "we" is never the speaker alone

    def third_person(self, statement: str) -> Written:
        """``statement`` with "I"/"you"/"we" written as the cited turn's speaker and addressee (module docstring)."""
        proof = prove(statement, self._source, roles=self._roles)
        if proof.status is not Status.VERIFIED:
            return Written(None, "no turn of the source bears it out, so whom its 'I', 'you' or 'we' names is unknown")
        cited = [max(p.supporting, key=lambda f: f.strength).span for p in proof.parts if p.supporting]
        turns = {self._turn_at(span.end - 1) for span in cited}
        if len(turns) != 1 or None in turns:
            return Written(None, "borne out by what more than one speaker said: whose 'I' or 'you' it is is unknown")
        (i,) = turns
        assert i is not None
        turn = self._turns[i]
        if not self._same_voice(statement, turn, [(s.start, s.end) for s in cited]):
            return Written(None, "its 'I' or 'you' is not the cited speaker's: the model spoke in another voice")
        speaker = self._people.speaker(turn.speaker) or UNKNOWN_SPEAKER
        guess = self._people.addressee(self._turns, i) if turn.speaker is not None else None
        listener = reference(guess.entity) if guess and guess.entity and guess.confidence >= SUBJECT_THRESHOLD else None
        said = tidy(statement)
        said = (as_advice(said) if listener is not None else None) or said  # "you should ice it": advised
        clinician = speaker.role in CARE_ROLES
        text = rewrite_statement(said, reference(speaker), listener, we_is_speaker=clinician, group=self._group)
        if text is None or in_person(text):
            return Written(None, f"its 'I', 'you' or 'we' cannot be written as {speaker.name}'s words name them")
        return Written(text)

    def _same_voice(self, statement: str, turn: Turn, spans: list[tuple[int, int]]) -> bool:
        """Whether the statement speaks as the cited turn does: an "I"/"we" where the speaker's cited words say
        "I"/"we" (or answer a question not about the asker), a "you" where they say "you". "You have diabetes" borne out
        by "Do you have diabetes? / Yes" is the asker's voice, not the answerer's: declined, not guessed."""
        own = " ".join(self._source[max(a, turn.start) : b] for a, b in spans)
        asked = " ".join(self._source[a : turn.start] for a, _ in spans if a < turn.start)  # a question answered
        said, cited, put = _persons(statement), _persons(own), _persons(asked)
        answered = bool(asked.strip()) and (bool(put & _SECOND) or not put & _FIRST)  # "Any fever? / No."
        first = not (said & _FIRST) or bool(cited & _FIRST) or answered
        second = not (said & _SECOND) or bool(cited & _SECOND)
        return first and second

    def _turn_at(self, offset: int) -> int | None:
        return next((i for i, t in enumerate(self._turns) if t.start <= offset < t.end + 1), None)
