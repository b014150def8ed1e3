"""What a source is read into (:mod:`factlayer.proof.source` reads it): a :class:`Statement` — one clause of one
sentence of one speaker turn, or a yes/no question read through its answer: who says it, about whom, how (asserted,
asked, ...), negated or not, with its offsets and values — and the :class:`Source` of them all, with its speakers,
the names they are called by, its questions' replies and its word index."""

from __future__ import annotations

from dataclasses import dataclass, field

from factlayer.nlp.modality import Modality
from factlayer.nlp.persons import Subject, aliases, person
from factlayer.nlp.tokens import Token
from factlayer.nlp.value_forms import Value
from factlayer.nlp.vocatives import Called
from factlayer.proof.claim_openings import shared_aliases
from factlayer.proof.source_memo import by_sentence
from factlayer.proof.turn_sentences import Sentence

__all__ = ["Source", "Statement"]


@dataclass(frozen=True, slots=True)
class Statement:
    index: int
    sentence: int
    start: int
    end: int
    speaker: str | None
    tokens: tuple[Token, ...]
    negated: bool
    modality: Modality
    subject: Subject
    values: tuple[Value, ...]
    answered: bool = False  # a yes/no question, read through its answer
    third_person: bool = False  # opens on "he"/"she"/"they": someone the speaker talks about, never the speaker
    addressee: str | None = None  # whom "you" is, when only two speak (with more, "you" may be any of them)
    teller: Subject | None = None  # who passes the clause on ("my wife says I've been wheezing": the speaker's wife)
    speaker_called: frozenset[str] = frozenset()  # the names the speaker is called by ("hi virginia": the patient)
    addressee_called: frozenset[str] = frozenset()  # the names the addressee is called by
    calls: frozenset[str] = frozenset()  # the names its sentence calls the other party by ("hi doctor lane .")
    mays: tuple[tuple[int, str], ...] | None = None  # each "may": month, person or modal, read in the sentence
    memo: dict[object, object] = field(default_factory=dict, init=False, repr=False, compare=False)  # proof.align

    @property
    def asserts(self) -> bool:
        return self.modality == "asserted"

    def holder(self) -> Subject:
        return person(self.speaker)


@dataclass(slots=True)
class Source:
    text: str
    sentences: list[Sentence]
    statements: list[Statement]
    speakers: frozenset[str]
    speaker_names: frozenset[str]  # every alias of every speaker label
    by_stem: dict[str, list[int]] = field(default_factory=dict)
    idf: dict[str, float] = field(default_factory=dict)
    words: frozenset[str] = frozenset()
    stems: frozenset[str] = frozenset()
    injected_spans: list[tuple[int, int]] = field(default_factory=list)
    called: dict[str, frozenset[str]] = field(default_factory=dict)  # speaker label → names they are called by
    namings: tuple[Called, ...] = ()  # where each of those names is said (``nlp.vocatives``)
    replies: dict[int, tuple[int, ...]] = field(default_factory=dict)  # a question's sentence → its reply's
    memo: dict[str, object] = field(default_factory=dict, repr=False, compare=False)  # ``proof.source_memo``

    def question_of(self, sentence: int) -> int | None:
        """The sentence of the other speaker's question that ``sentence`` is the reply to, if any."""
        return next((q for q, reply in self.replies.items() if sentence in reply), None)

    def read_with(self, question: int) -> frozenset[int]:
        """The reply sentences a statement of ``question`` read through its answer already holds (its yes, no or
        fragment): they say nothing more alone."""
        ends = {st.end for st in self.statements if st.answered and st.sentence == question}
        return frozenset(k for k in self.replies.get(question, ()) if any(self.sentences[k].end <= e for e in ends))

    def known_people(self) -> frozenset[str]:
        """Every name a speaker goes by: label aliases and names they are called."""
        return self.speaker_names_full() | frozenset(n for names in self.called.values() for n in names)

    def resolve(self, subject: Subject) -> Subject:
        """A claim's subject with the names of the speaker it names ("Mrs. Jones" is the patient)."""
        if subject.kind == "unknown" or not subject.names:
            return subject
        names = set(subject.names)
        shared = self.shared_aliases()
        for label in self.speakers:
            known = (aliases(label) | self.called.get(label, frozenset())) - shared
            if subject.names & known:
                names |= known
        return Subject(subject.kind, frozenset(names), subject.relation)

    def shared_aliases(self) -> frozenset[str]:
        """Aliases two speaker labels share ("doctor" of "Dr. Alvarez" and "Dr. Smith"): they name neither one, so a
        claim about Dr. Smith is not joined to Dr. Alvarez's words through them."""
        return shared_aliases(self.speakers)

    def speaker_names_full(self) -> frozenset[str]:
        """Every alias of every speaker label (whole labels and their name words)."""
        return frozenset(a for sp in self.speakers for a in aliases(sp))

    def statements_of_sentence(self, sentence: int) -> list[Statement]:
        return list(by_sentence(self.memo, self.statements).get(sentence, ()))

    def injected(self, start: int, end: int) -> bool:
        """Does ``[start, end)`` overlap a turn that carries an injected instruction?"""
        return any(a < end and start < b for a, b in self.injected_spans)
