"""Someone else the evidence is about when it names no subject the claim's can be compared with: a "she" for the
father, the listener's son named before, the one asked about, the speaker's perceiving, someone the speaker has do
it or speaks of ("the minister", "he / she / they", a relative clause) — read by :func:`proof.attribution.attribution`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON, aliases, person
from factlayer.nlp.spoken_of import speaks_for_another
from factlayer.nlp.stems import stem
from factlayer.proof.align import Match
from factlayer.proof.claim import PERSONAL, Proposition, claim_tokens
from factlayer.proof.clause_lead import led_by_third_person
from factlayer.proof.done_to_speaker import done_to_the_speaker
from factlayer.proof.named_before import LOOK_BACK
from factlayer.proof.predicate import doer_before_deed
from factlayer.proof.relation_pronouns import pronoun_of, relation_for_a_person
from factlayer.proof.same_subject import pronoun_for_the_claims_thing
from factlayer.proof.source import Source, Statement
from factlayer.proof.word_order import passive

__all__ = ["delegated_in", "held_of_the_same_pronoun", "said_of_a_thing", "someone_else"]

_OWN = lexicon.words("speaker_own")  # not "our" (the team's), nor "your" (whom "you" is can be wrong)
_PERCEIVERS = frozenset({"i", "we", "do", "also", "can", "could", "definitely", "really"})
_CAUSATIVES = frozenset({"have", "having", "get", "getting"})
_DETERMINERS = frozenset({"the", "a", "my", "our", "your"})


def someone_else(
    prop: Proposition, core: Statement, source: Source, matches: list[Match], spoken_by: bool | None
) -> str | None:
    """The statement's subject cannot be compared with the claim's (none is named), yet it is someone else: a
    "she" for the father, the listener's son, the speaker's perceiving, someone the speaker has do it or speaks of."""
    if mismatch := _pronoun_mismatch(prop, core) or _named_before(prop, core, source):
        return mismatch
    if other := relation_for_a_person(prop, core, source):
        return other
    asker = source.sentences[core.sentence].speaker if core.answered and core.third_person else None
    if asker and prop.subject.kind == "person" and prop.subject.same(person(asker)):
        return f"subject: {asker} asks about someone else, not about themself"  # "Does she smoke?", the doctor asks
    addressed = core.addressee and prop.subject.kind == "person" and prop.subject.same(person(core.addressee))
    if addressed and speaks_for_another(core.speaker) and (core.third_person or doer_before_deed(prop, core, matches)):
        # "He had jaundice.", a parent to the doctor: the one spoken to is "you", never the child's "he / she". Only
        # for a family speaker: a patient's "he" may be another doctor ("Doctor Z said …"), and a clinician
        # dictating speaks of the patient before them as "she"
        return f"subject: {core.speaker} speaks of he/she, not of {core.addressee}, whom they speak to"
    if spoken_by is False and _perceived_by_speaker(prop, core):
        return f"speaker: {core.speaker} is the one who perceives it, not {prop.subject.describe()}"
    if spoken_by is not True:
        return None
    if other := _delegated(core, source):
        return f"speaker: {core.speaker} has the {other} do it"
    if other := doer_before_deed(prop, core, matches, source.statements_of_sentence(core.sentence)):
        # "she heard me fall", said by the patient, for "The patient heard her friend fall": she did it
        return f"speaker: in {core.speaker}'s words '{other}' does it, not {prop.subject.describe()}"
    if other := _someone_named(core):
        return f"speaker: {core.speaker} speaks of the {other}, not of {prop.subject.describe()}"
    other = _of_another(core, source, matches)
    if (
        other
        and not (other == "relative" and prop.subject_is_holder)
        and not (other == "third" and (said_of_a_thing(prop) or pronoun_for_the_claims_thing(prop, core, matches)))
        and not (other == "third" and held_of_the_same_pronoun(prop, core))  # "The doctor thinks they did a cath"
        and not (other == "third" and done_to_the_speaker(prop, core, matches))  # "they let me go": done to me
    ):
        # "she has irritable bowel syndrome", said by the patient: about someone else, not the patient.
        return f"speaker: {core.speaker} speaks of someone else (he/she/they), not of {prop.subject.describe()}"
    return None


def _of_another(core: Statement, source: Source, matches: list[Match]) -> str | None:
    """About someone the speaker talks of: "he / she / they" ("third"), a relative clause ("a 45-year-old male |
    who presents with back pain": "relative", about whom it follows — not what a claim's holder thinks of them), or a
    "that" clause after one about "he / she" ("he reports | that the pain started": "reported", by them)."""
    if core.third_person or led_by_third_person(core, source):  # "She's out | until Tuesday": she is
        return "third"
    first = next((t.low for t in core.tokens if t.is_word), "")
    before = source.statements[core.index - 1] if core.index else None
    if before is None or before.sentence != core.sentence or core.subject.known():
        return None
    if first == "who" and all(m.statement == core.index for m in matches if m.how != "context"):
        return "relative"  # the claim's words all in it: "I can send you to dr. martin | who is at ..." is not
    return "reported" if first == "that" and before.third_person else None


def _perceived_by_speaker(prop: Proposition, core: Statement) -> bool:
    """ "I do appreciate a systolic murmur", said by the doctor: the claim gives the perceiving ("appreciates")
    to someone else, unless in the passive. (The statement's subject is left unknown so that "there is a murmur" stays
    borne out.)"""
    seen = lexicon.words("perception")
    words = [t.low for t in core.tokens if t.is_word]
    said = next((w for k, w in enumerate(words) if w in seen and k and words[k - 1] in _PERCEIVERS), None)
    if said is None:
        return False
    claim = claim_tokens(prop.text)  # "The caller's son can be seen": the one seen, not the one who sees
    active = {t.low for k, t in enumerate(claim) if stem(t.low) == stem(said) and not passive(claim, k)}
    return any(t.low in active for t in prop.terms)


def _delegated(core: Statement, source: Source) -> str | None:
    """The person the speaker has do it: "we'll have the nurse come in and give you a flu shot"."""
    before = [t.low for st in source.statements_of_sentence(core.sentence) if st.index <= core.index for t in st.tokens]
    return delegated_in(before)


def delegated_in(lows: Sequence[str]) -> str | None:
    people = _people_words()
    for k in range(len(lows) - 2):
        if lows[k] in _CAUSATIVES and lows[k + 1] in _DETERMINERS and lows[k + 2] in people:
            return lows[k + 2]
    return None


@cache
def _people_words() -> frozenset[str]:
    return lexicon.words("person_nouns") | frozenset(lexicon.groups("speakers"))


def _someone_named(core: Statement) -> str | None:
    """The person noun of a statement opening on "the <noun>" ("The minister promised ...")."""
    words = [t.low for t in core.tokens if t.is_word][:2]
    if len(words) == 2 and words[0] == "the" and words[1] in lexicon.words("person_nouns"):
        return words[1]
    return None


def _pronoun_mismatch(prop: Proposition, core: Statement) -> str | None:
    """The statement opens on "he" or "she" and the claim is about a relation the other pronoun stands for
    ("she has high blood pressure" is not about the father)."""
    if prop.subject.kind != "relation" or not core.third_person:
        return None
    genders = lexicon.groups("relation_genders")
    claimed = genders.get(prop.subject.relation or "")
    said = pronoun_of(core)
    if claimed and said and claimed != said:
        return f"subject: {core.speaker} says '{said}', which is not {prop.subject.describe()}"
    return None


def _named_before(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The statement opens on "he"/"she" right after the claim's relation was named with another owner ("how's
    your son doing?" — "he broke his arm": the patient's son, not the doctor's)."""
    if prop.subject.kind != "relation" or not prop.subject.names or not core.third_person:
        return None
    relations = lexicon.groups("relations")
    for st in reversed(source.statements[max(0, core.index - LOOK_BACK) : core.index]):
        for k, tok in enumerate(st.tokens):
            if relations.get(tok.low.removesuffix("'s")) != prop.subject.relation or k == 0:
                continue
            before = st.tokens[k - 1].low
            owner = st.speaker if before in _OWN else st.addressee if before == "your" else None
            if owner is None:
                return None  # named, owner untold: no telling whose
            if aliases(owner) & prop.subject.names:
                return None
            return f"subject: the {tok.low} {core.speaker} speaks of is {owner}'s, not {prop.subject.describe()}"
    return None


def said_of_a_thing(prop: Proposition) -> bool:
    """The claim tells what its subject says of a thing it names ("The designer says whales are harmless"): the
    speaker's "they" there ("And they're quite harmless") is that thing, not someone other than the speaker."""
    first = next((t.low for t in claim_tokens(prop.text) if t.is_word), "")
    return prop.subject_is_holder and first not in THIRD_PERSON and first not in PERSONAL


def held_of_the_same_pronoun(prop: Proposition, core: Statement) -> bool:
    """The claim tells what its holder thinks or says of "he / she / they" in the holder's own pronoun ("The doctor
    thinks they did a straight cath", from the doctor's "I think they did a straight cath"): the speaker's "they" is
    the claim's own, not someone other than the holder the claim is about."""
    first = next((t.low for t in claim_tokens(prop.text) if t.is_word), "")
    spoken = next((t.low for t in core.tokens if t.is_word and t.low in THIRD_PERSON), "")
    return prop.subject_is_holder and first in THIRD_PERSON and first == spoken
