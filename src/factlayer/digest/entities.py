"""Who is in a transcription, and whom each clause is about (seed 002, "entity first").

**Participants** are the speakers of ``nlp.transcript``: one entity per label, with the label's role
("doctor", "patient", "chair") and id ``speaker:<label>``. **Names** are read from what people say:

- the names the proof engine reads each speaker as called by (``nlp.vocatives``, one reading for both): a
  self-introduction — "I'm Priya", "my name is John Smith", "Hi Sam, this is Dana"; a greeting or a call that names
  the addressee — "Hi, Martha." / "Okay Alex, …" in a two-person conversation; a name given to "And your name?";
- a dictated introduction — "Martha is a 50-year-old female", "this is Mr. Okafor, a 61-year-old man"
  (the patient, where one participant's role is patient);
- a role stated for a name — "Dana is our new designer" (a third party, or the participant whose label
  has that role).

**The subject of a clause** (``subject_of``) with a confidence: "I …"/"my …" → the speaker (1.0); "you …" /
"your …" → the addressee: the other person of a two-person conversation (0.9), else the previous turn's
speaker (0.7); a participant's name or role ("the patient") → that participant (0.95); any other noun phrase →
a *topic* entity named by that phrase (0.85); "he", "she", "they", "it", "this" → unknown (0.0). A
clinician's first-person clause that addresses the listener ("I'll prescribe you Mobic", "we'll increase your
lisinopril") is about the listener. A fact whose subject is below 0.8 is skipped with reason
``ambiguous_subject``: skip over guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from factlayer.nlp import lexicon
from factlayer.nlp.calls import opening_call
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON
from factlayer.nlp.speaker_labels import label_noun, personal_name
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.titles import may_be_a_name
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.transcript import Turn, parse_turns
from factlayer.proof.source import build as proof_source

from .named_subjects import named_subject, transcript_names
from .own_complaints import own_complaint
from .rewrite import PRONOUN_VERBS as _PRONOUN_VERBS
from .token_forms import wordset

__all__ = ["Entity", "Participants", "SubjectGuess", "as_written", "build_participants", "subject_of"]


@dataclass(slots=True)
class Entity:
    id: str
    name: str  # display name: an introduced name ("Martha") or the label ("Caroline", "doctor")
    role: str | None = None
    label: str | None = None  # the speaker label, for participants
    aliases: set[str] = field(default_factory=set)  # lower-case ways the transcript names them
    unique_role: bool = True  # no other participant has this role (else the label names them)

    @property
    def reference(self) -> str:
        """How a fact's text names them: "The patient" for a unique role label, else the display name (an
        introduced name, or the label itself)."""
        if self.label is None:
            return self.name
        noun = label_noun(self.label, CARE_ROLES)  # the label itself states it ("Dr:"), not a name's title
        if noun is not None and self.unique_role:
            return f"The {noun}"
        return self.name  # an introduced name over a bare label ("Speaker 1" who said "my name is John Smith")


@dataclass(frozen=True, slots=True)
class SubjectGuess:
    entity: Entity | None
    confidence: float


@dataclass(slots=True)
class Participants:
    by_label: dict[str, Entity]
    topics: dict[str, Entity] = field(default_factory=dict)
    names: frozenset[str] = frozenset()  # people the transcript names, speaking or not (``named_subjects``)

    def speaker(self, label: str | None) -> Entity | None:
        return self.by_label.get(label) if label is not None else None

    def with_role(self, role: str) -> Entity | None:
        found = [e for e in self.by_label.values() if e.role == role]
        return found[0] if len(found) == 1 else None

    def addressee(self, turns: list[Turn], index: int) -> SubjectGuess:
        """Whom turn ``index`` speaks to."""
        speaker = turns[index].speaker
        if _TO_A_GROUP.search(turns[index].text):
            return SubjectGuess(None, 0.0)  # "my fellow Americans, ask not what your country …": not the other one
        others = [e for label, e in self.by_label.items() if label != speaker]
        if len(self.by_label) == 2 and len(others) == 1:
            return SubjectGuess(others[0], 0.9)
        for j in range(index - 1, -1, -1):
            if turns[j].speaker is not None and turns[j].speaker != speaker:
                return SubjectGuess(self.by_label.get(turns[j].speaker or ""), 0.7)
        return SubjectGuess(None, 0.0)

    def called_in(self, sentence: str, speaker: str | None) -> SubjectGuess | None:
        """The participant a sentence opens by calling ("Dana, you'll run five sessions"): whom its "you" is, in a
        conversation of any size; None when it calls no one (or the speaker themself)."""
        name = opening_call(tokenize(sentence))
        called = self.by_name(name) if name else None
        if called is None or called.label == speaker:
            return None
        return SubjectGuess(called, 0.95)

    def by_name(self, words: str) -> Entity | None:
        key = words.lower().strip(" ,.")
        for e in self.by_label.values():
            if key in e.aliases:
                return e
        return None

    def knows_name(self, word: str) -> bool:
        """Is this word someone the transcript names: a participant's name or alias, or one of ``names``?"""
        return word.lower() in self.names or self.by_name(word) is not None

    def relative(self, owner: Entity, relation: str) -> Entity:
        """ "my husband" of the patient: someone of their own, never the patient ("The patient's husband")."""
        key = f"{owner.id}/{relation}"
        if key not in self.topics:
            self.topics[key] = Entity(f"{owner.id}:{relation}", f"{owner.name}'s {relation}")
        return self.topics[key]

    def person(self, name: str) -> Entity:
        """Someone named who does not speak ("Marco hasn't approved …")."""
        slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")  # "Marco Diaz" → person:marco-diaz
        return self.topics.setdefault(f"person/{slug}", Entity(f"person:{slug}", name))

    def topic(self, phrase: str) -> Entity:
        key = re.sub(r"[^a-z0-9]+", "-", phrase.lower()).strip("-")[:60]
        if key not in self.topics:
            self.topics[key] = Entity(f"topic:{key}", phrase)
        return self.topics[key]


# A group addressed by name (``lexicon/group_vocatives.txt``): at a sentence's start or end, before a comma or stop.
_TO_A_GROUP = re.compile(
    r"(?:^|[,.!?]\s*|\b(?:hi|hey|hello|so|and|thanks|thank\s+you)\s+)"
    + lexicon.alternation("group_vocatives")
    + r"\s*(?:[,.!?]|$)",
    re.IGNORECASE | re.MULTILINE,
)
_NAME = r"(?P<name>(?:(?:Mr|Mrs|Ms|Dr|Miss|Mx)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)"
_DICTATED = re.compile(
    r"(?:^|\bthis is |\bpatient is |\bmeet )(?P<name>(?:(?:mr|mrs|ms|dr|miss)\.?\s+)?(?!is\b|was\b)[a-z][a-z'’-]+"
    r"(?:\s+(?!is\b|was\b)[a-z][a-z'’-]+)?)"
    r"\s*,?\s+(?:is\s+)?an?\s+(?:\w+[- ])?(?:\d+|[a-z]+(?:-[a-z]+)?)[- ]year[- ]old\b",
    re.IGNORECASE,
)
_ROLE_STATED = re.compile(r"\b" + _NAME + r" is (?:our|my|the|your) (?:new )?(?P<role>[a-z]+(?: [a-z]+)?)\b")


def _add_alias(entity: Entity, name: str, *, rename: bool) -> None:
    name = re.sub(r"\s+", " ", name).strip()
    if not name or name.lower() in lexicon.words("not_names") or not _may_be_a_name(name):
        return
    entity.aliases.add(name.lower())
    bare = re.sub(r"^(?:mr|mrs|ms|dr|miss|mx)\.?\s+", "", name, flags=re.IGNORECASE)
    entity.aliases.update({bare.lower(), bare.split()[0].lower(), bare.split()[-1].lower()})
    # a label that is a name stays the display name ("Hey Mel!" adds an alias, facts name a speaker as the transcript
    # labels them); a role word or an anonymous id ("doctor", "Speaker 1") is renamed by an introduction
    if rename and entity.label is not None and entity.name == entity.label and not personal_name(entity.label):
        entity.name = name if name[0].isupper() else name.title()


def _may_be_a_name(name: str) -> bool:
    """Every word of a name after its title may be a name: "Hi, what brings you in?" greets no one called "What" (a
    lower-case word is no function word or common verb; a capitalised one is no question word)."""
    bare = re.sub(r"^(?:mr|mrs|ms|dr|miss|mx)\.?\s+", "", name, flags=re.IGNORECASE)
    return all(
        w.lower() not in lexicon.words("question_words") and (may_be_a_name(w) or not w.islower()) for w in bare.split()
    )


def build_participants(source: str, turns: list[Turn] | None = None) -> Participants:
    """The participants of ``source`` (its ``turns``, when read already), with the names the conversation gives
    them."""
    turns = parse_turns(source) if turns is None else turns
    by_label: dict[str, Entity] = {}
    for t in turns:
        if t.speaker is not None and t.speaker not in by_label:
            slug = re.sub(r"[^a-z0-9]+", "-", t.speaker.lower()).strip("-")
            entity = Entity(f"speaker:{slug}", t.speaker, t.role, t.speaker)
            entity.aliases.add(t.speaker.lower())
            if t.role:
                entity.aliases.update({t.role.lower(), f"the {t.role.lower()}"})
            by_label[t.speaker] = entity
    people = Participants(by_label, names=transcript_names(t.text for t in turns))
    _patient_by_complaint(by_label, turns)
    for e in by_label.values():
        e.unique_role = sum(1 for o in by_label.values() if o.role == e.role) == 1
    _name_the_called(by_label, source)
    patient = people.with_role("patient")
    for t in turns:
        speaker = people.speaker(t.speaker)
        if speaker is None:
            continue
        if patient is not None and speaker is not patient:
            for m in _DICTATED.finditer(t.text):
                _add_alias(patient, m.group("name"), rename=True)
        for m in _ROLE_STATED.finditer(t.text):
            holder = next((e for e in by_label.values() if e.role == m.group("role")), None)
            if holder is not None:
                _add_alias(holder, m.group("name"), rename=True)
    return people


def _name_the_called(by_label: dict[str, Entity], source: str) -> None:
    """The names the proof engine reads each speaker as called by (``nlp.vocatives``: "my name is Alex Kim", "this is
    Jamie", "Hi, Martha", "Okay Alex, …", "And your name?" — "Alex Morgan."), written as the source writes them: the
    one reading of who the speakers are, so a fact names a speaker as the proof will."""
    for label, names in proof_source(source).called.items():
        entity = by_label.get(label)
        if entity is None:
            continue
        for name in sorted(names, key=lambda n: (-len(n.split()), -len(n), n)):  # the full name renames
            written = _written(source, name)
            for form in sorted(written, key=lambda w: -len(w)):  # with its title first: "Mr. Walker", "Walker"
                _add_alias(entity, form, rename=True)


def _written(source: str, name: str, start: int = 0, end: int | None = None) -> list[str]:
    """Every way ``source[start:end]`` writes a name read lower case ("mrs lopez", "walker"), with its title ("Mrs.
    Lopez", "Mr. Walker", "walker")."""
    words = r"[\W_]+".join(map(re.escape, name.split()))
    pattern = re.compile(r"(?<![\w'’])(?:(?:mr|mrs|ms|dr|miss|mx)\.?\s+)?" + words + r"(?![\w'’])", re.IGNORECASE)
    return list(dict.fromkeys(m.group(0) for m in pattern.finditer(source, start, len(source) if end is None else end)))


def as_written(source: str, name: str, start: int = 0, end: int | None = None) -> str | None:
    """A name read lower case as ``source[start:end]`` first writes it ("alex kim" ⇒ "Alex Kim"); None when it is not
    there."""
    return next(iter(_written(source, name, start, end)), None)


def _patient_by_complaint(by_label: dict[str, Entity], turns: list[Turn]) -> None:
    """Two speakers, one a clinician by label ("Dr. Alvarez:") and the other labelled by name only ("Mrs. Chen:"):
    the other is the patient when they tell of their own body in the first person ("my left shoulder has been
    hurting", ``own_complaints``). A parent's "my son has a fever" names no body part of theirs: no role is given."""
    if len(by_label) != 2:
        return
    care = [e for e in by_label.values() if e.role in CARE_ROLES]
    other = [e for e in by_label.values() if e.role is None]
    if len(care) != 1 or len(other) != 1:
        return
    said = (s.strip() for t in turns if t.speaker == other[0].label for s in re.split(r"(?<=[.!?])\s+", t.text))
    if any(own_complaint(sentence) for sentence in said):
        other[0].role = "patient"


_UNKNOWN = wordset(
    """he she they it this that these those we we're we've we'll us our there's him her them its their
    let's it's that's he's she's they're"""
)
_DETERMINED = re.compile(
    r"^(?:the|a|an|his|her|their|its|this|that|these|those)\s+([a-z0-9'-]+(?:\s+[a-z0-9'-]+){0,4}?)\s+"
    r"(?:is|are|was|were|has|have|had|does|did|will|would|can|could|should|may|might|goes|went|seems|looks|shows|"
    r"showed|came|comes|costs|starts|started|needs|needed|made|makes|gave|gives|took|got|told|said|bought|sent|"
    r"kept|left|means|meant|\w+ed)(?:n't)?\b",  # "the numbers aren't", "the pain doesn't": negated too
    re.IGNORECASE,
)
_FRAMING = re.compile(
    r"^(?:in\s+terms\s+of|for|regarding|as\s+for|looking\s+at|on|from|with|about)\s+(?P<owner>your|my)\b[^,]{0,60},",
    re.IGNORECASE,
)
_MY_NOUN_PHRASE = re.compile(
    r"^[a-z][\w' -]{0,60}?\b(?:my|our)\b[\w' -]{0,40}?(?:\b(?:is|are|was|were|isn't|aren't|wasn't)\b|'s\b)|"
    r"^[a-z]+ing(?:'s|\s+is)\b.*\b(?:my|me|our)\b",
    re.IGNORECASE,
)
_DICTATED_PRONOUN = re.compile(r"^(?:she|he)(?:'s|\s+is)\s+an?\s+\S*\s*\S*year[- ]old\b", re.IGNORECASE)
_SUBORDINATORS = frozenset({"when", "whenever", "if", "because", "since", "after", "before", "while", "once"})


def subject_of(clause: str, speaker: Entity, addressee: SubjectGuess, people: Participants) -> SubjectGuess:
    """Whom a (tidied) clause is about, and how sure that is (see the module docstring)."""
    words = clause.lower().replace("’", "'").split()
    if not words:
        return SubjectGuess(None, 0.0)
    first = words[0].strip(",.")
    if first in _SUBORDINATORS and "," in clause:  # "when I try to get up, I get short of breath"
        rest = clause.split(",", 1)[1].strip()
        guess = subject_of(rest, speaker, addressee, people)
        if guess.confidence < 0.8 and "," in rest:  # "once you finish it, for the deficiency, you'll start …"
            later = subject_of(rest.split(",", 1)[1].strip(), speaker, addressee, people)
            guess = later if later.confidence > guess.confidence else guess
        return guess
    if first in FIRST_PERSON and speaker.role in CARE_ROLES and SECOND_PERSON & {w.strip(",.") for w in words}:
        return addressee  # "I'm going to prescribe you Mobic": the clinician's plan is about the patient
    relation = lexicon.groups("relations").get(words[1].strip(",.")) if len(words) > 1 else None
    if first in ("my", "your") and relation is not None:  # "my husband has diabetes": about the husband
        whose = speaker if first == "my" else addressee.entity
        if whose is None:
            return SubjectGuess(None, 0.0)
        return SubjectGuess(people.relative(whose, relation), 1.0 if first == "my" else addressee.confidence)
    if first in FIRST_PERSON and speaker.role in CARE_ROLES and people.with_role("patient") and own_complaint(clause):
        return SubjectGuess(None, 0.0)  # "[doctor] my finger doesn't hurt": a swapped label, or small talk
    if first in FIRST_PERSON:
        return SubjectGuess(speaker, 1.0)
    if first in SECOND_PERSON:
        return addressee
    framing = _FRAMING.match(clause.lower())
    if framing:  # "on your physical examination, everything looks good": the exam is the listener's
        owner = framing.group("owner")
        return SubjectGuess(speaker, 0.9) if owner == "my" else SubjectGuess(addressee.entity, addressee.confidence)
    if first in {"we", "we're", "we've", "we'll", "we'd", "our"}:
        # a clinician's "we" is the care team; anyone else's "we" includes the speaker, and the rewrite declines
        # it where others are there (``rewrite_statement``'s ``group``): not the speaker alone
        return SubjectGuess(speaker, 0.85 if speaker.role in CARE_ROLES else 0.8)
    if _MY_NOUN_PHRASE.match(clause):
        return SubjectGuess(speaker, 0.85)  # "representing diversity in my art is important to me"
    if _DICTATED_PRONOUN.match(clause) and people.with_role("patient") is not None and speaker.role != "patient":
        return SubjectGuess(people.with_role("patient"), 0.9)  # "she's a 36-year-old female ..." (dictation)
    if first in ("there", "there's") and len(words) > 2 and words[1] in ("is", "are", "was", "were", "'s"):
        focus = people.with_role("patient")  # "there is no evidence of hydronephrosis": in a visit, the patient's
        return SubjectGuess(focus, 0.8) if focus is not None else SubjectGuess(people.topic(" ".join(words[2:5])), 0.8)
    if first == "there's" and people.with_role("patient") is not None:
        return SubjectGuess(people.with_role("patient"), 0.8)
    adverb = len(words) > 1 and (words[1].endswith("ly") or words[1] in ("really", "just", "also", "still", "always"))
    if first in ("this", "that", "these", "those") and len(words) > 2 and words[1] not in _PRONOUN_VERBS and not adverb:
        pass  # a determiner: "that scar did widen" (below: a topic); not "that definitely makes …"
    elif first in _UNKNOWN:
        return SubjectGuess(None, 0.0)
    for n in (3, 2, 1):
        named = people.by_name(" ".join(words[:n]))
        if named is not None:
            return SubjectGuess(named, 0.95)
    m = _DETERMINED.match(clause)
    if m:
        return SubjectGuess(people.topic(m.group(1).strip()), 0.85)
    name = named_subject(words, clause, people.names, people.by_label.values())  # "Marco hasn't approved …"
    return SubjectGuess(people.person(name), 0.85) if name else SubjectGuess(None, 0.5)
