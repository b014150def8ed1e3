"""One who answers for the patient ("Guest_family:", "Mother:"; ``lexicon/proxy_speakers.txt``) and a claim about
a parent: "The mother has not noticed any bluish color" from the family speaker's "No" to "Did you notice …?" may be
the mother's answer, or the father's, a grandparent's or a nurse's — neither borne out nor someone else's. Not
verified even when the speaker says "I am her mom": the claim's subject is then not what the value and polarity
checks were run on (a measured false VERIFIED on blind pairs)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON, THIRD_PERSON, Subject, aliases
from factlayer.nlp.spoken_of import patient_spoken_of, speaks_for_another, visit_names_someone, words_of
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

PARENTS = lexicon.words("parents")  # a parent or grandparent
_SELF = (("i", "am"), ("i'm",))
_OWNERS = frozenset({"his", "her", "their", "the"})
_PEOPLE_WORDS = FIRST_PERSON | SECOND_PERSON | THIRD_PERSON


def kin_of(source: Source, speaker: str) -> str | None:
    """The relation the speaker says they are ("I am her mom", "I'm his father"), canonical, or None."""
    relations = lexicon.groups("relations")
    for st in source.statements:
        if st.speaker != speaker or st.answered:
            continue
        lows = [t.low for t in st.tokens if t.is_word]
        for i in range(len(lows)):
            for lead in _SELF:
                k = i + len(lead)
                if tuple(lows[i:k]) == lead and k + 1 < len(lows) and lows[k] in _OWNERS and lows[k + 1] in relations:
                    return relations[lows[k + 1]]
    return None


def parent_as_proxy(prop: Proposition, core: Statement, source: Source) -> bool:
    """A claim about a parent and a statement about a speaker who answers for the patient, who is not said to be
    another parent: refused, never verified through who the speaker is — even "I am her mom" (on blind pairs that
    let a number twin through whose value the check does not tell apart). "I am her mom" against "Emma's father"
    is left to the other checks (someone else)."""
    subject: Subject = core.subject
    if prop.subject.kind != "relation" or prop.subject.relation not in PARENTS or subject.kind != "person":
        return False
    speaker = next((label for label in source.speakers if aliases(label) == subject.names), None)
    if speaker is None or not speaks_for_another(speaker):
        return False
    return kin_of(source, speaker) in (None, prop.subject.relation)


def spoken_of_patient(prop: Proposition, core: Statement, source: Source) -> bool:
    """A claim about "the patient" in a visit about someone who does not speak (``nlp.spoken_of``): the proxy's
    "she" (or "he", the one the clinician asks of), in an answer to "Does she …?" or a statement of their own, or a
    reply of theirs with no subject at all ("Some chills at night."), is the patient's — when the words of that turn
    and the question before it name no one else. Anything else about "the patient" names no one there."""
    if prop.subject.kind != "person" or prop.subject.names != frozenset({"patient"}) or not core.asserts:
        return False
    pronoun = patient_spoken_of(source.text)
    if pronoun is None or not speaks_for_another(core.speaker):
        return False
    genders = lexicon.groups("gendered_pronouns")
    lows = [t.low for t in core.tokens if t.is_word]
    if core.third_person:
        said = next((w for w in lows if w in THIRD_PERSON or w in genders), "")
        if genders.get(said) != pronoun:
            return False  # "they": a group
    elif core.answered or core.subject.known() or any(w in _PEOPLE_WORDS or w in genders for w in lows):
        return False  # "I have asthma", "my husband …": someone the words name
    # Only where the clinician's question just before says the pronoun itself ("Does she smoke?"; not "What about
    # her roommate?", not "and emma ?") and the whole visit names no one else (a review found a roommate, a lower-case
    # name and a husband two turns back each read as the patient when only the turn and its question were looked at)
    texts = [source.text[s.start : s.end] for s in source.sentences]
    turn = source.sentences[core.sentence].turn
    asked = [k for k, s in enumerate(source.sentences) if s.turn == turn - 1 and texts[k].rstrip().endswith("?")]
    questions = [texts[core.sentence]] if core.answered else [texts[k] for k in asked]
    return any(pronoun in words_of(q) for q in questions) and not visit_names_someone(source.text)
