"""A conflict is read only from what is said of the claim's own subject: another person's word in the slot, or a
"they" that is the claim's own thing, says nothing against the claim.

- :func:`of_another_person`: the statements holding the claim's words are surely about someone else, neither the
  claim's subject nor said by it nor spoken to it ("I will be splitting my time with the member for Elmwood", said
  by Mr. Duvall, for "Wayne Easter split his time with the member for Brampton North"): the words in their slots
  are that person's, not a rival of the claim's;
- :func:`pronoun_for_the_claims_thing`: the statement's "they / it" may be a thing the claim names, not a person
  the speaker talks of — the subject's own part ("The patient's legs swell up" from the patient's "They swell up
  from time to time") or what a relative clause of the claim is about ("Caroline chose an agency that helps
  LGBTQ+ folks" from her "I chose them 'cause they help LGBTQ+ folks").
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import SECOND_PERSON, THIRD_PERSON, person
from factlayer.nlp.possessed import possessive
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["anchored_by_subject", "of_another_person", "pronoun_for_the_claims_thing"]

_RELATIVES = frozenset({"that", "who", "which", "whose"})
_POSSESSIVES = frozenset({"his", "her", "their", "my", "your"})
_THING_PRONOUNS = frozenset({"they", "they're", "they've", "they'll", "they'd", "it", "it's", "its", "them"})


def of_another_person(
    prop: Proposition, window: Sequence[Statement], matches: Sequence[Match], core: Statement
) -> bool:
    """Is every statement of the window holding the claim's words (the core, when none does) surely about another
    person than the claim's subject, not said by it, nor speaking to it ("I want you to take that": the listener's)?"""
    held = {m.statement for m in matches if m.how != "context"} or {core.index}
    return all(_about_another(prop, st) for st in window if st.index in held)


def _about_another(prop: Proposition, st: Statement) -> bool:
    spoken_to = st.addressee is not None and prop.subject.same(person(st.addressee)) is True
    return (
        prop.subject.kind == "person"
        and st.subject.kind == "person"
        and prop.subject.same(st.subject) is False
        and prop.subject.same(st.holder()) is not True
        and not (spoken_to and any(t.low in SECOND_PERSON for t in st.tokens))
    )


def pronoun_for_the_claims_thing(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool:
    """May the statement's "they" / "it" be a thing the claim names: its subject's own part or attribute ("The
    patient's legs …"), or the noun a relative clause of the claim follows, when the claim's words the statement
    holds are all in that clause ("… an agency that helps …")?"""
    pronoun = next((t.low for t in core.tokens if t.is_word and t.low in THIRD_PERSON), None)
    if pronoun not in _THING_PRONOUNS:
        return False
    words = [t.low for t in claim_tokens(prop.text) if t.is_word]
    return _owned_thing_subject(words) or _in_relative_clause(words, [m for m in matches if m.statement == core.index])


def _owned_thing_subject(words: list[str]) -> bool:
    """ "The patient's legs", "his knees": a part or attribute of someone is the claim's grammatical subject."""
    k = 1 if words[:1] == ["the"] else 0
    if k >= len(words) or not (possessive(words[k]) or words[k] in _POSSESSIVES):
        return False
    categories = lexicon.classes("categories")
    for low in words[k + 1 : k + 4]:
        if categories.get(low) in ("body_part", "part") or low in lexicon.words("attributes"):
            return True
        if low not in ("left", "right", "lower", "upper", "both"):
            return False
    return False


def _in_relative_clause(words: list[str], matches: Sequence[Match]) -> bool:
    at = next((k for k, w in enumerate(words) if w in _RELATIVES and k > 0), None)
    if at is None or not matches:
        return False
    after = set(words[at + 1 :])
    return all(m.term.low in after for m in matches)


def anchored_by_subject(prop: Proposition, core: Statement, matches: list[Match]) -> bool:
    """One claim word matched, in the core, whose subject is surely the claim's: the subject is the second anchor
    of a slot ("Caroline is learning the guitar" against Caroline's "I'm learning the piano")."""
    return (
        len(matches) == 1
        and matches[0].statement == core.index
        and matches[0].how != "context"
        and prop.subject.same(core.subject) is True
    )
