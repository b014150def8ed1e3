"""A thing the claim gives an owner that the evidence gives none: "a car hit my bike" is no "The patient's car hit
a bike"; "I slipped on a rug at the hotel" is no "… on the patient's rug"; "the dog bit me" is no "The patient's dog
bit the patient".

Read when the claim gives a person ("the patient's", "Ana's") a thing that is no relation of theirs ("friend", "boss",
"son" are the speaker's when they act on the speaker: ``lexicon/relations``) nor of their own body, health or care ("a
rapid covid test", "the pain", "the pills": ``lexicon/categories``, ``test_nouns``, ``medicine_forms``), and every time
the core says the thing its noun phrase opens a clause or follows a preposition ("a car hit …", "and the taxi crashed",
"slipped on a rug"; not a verb's object, which the speaker may have or undergo: "I have a dog", "they did a test") with
a word of no owner: "a", "an", "some", "another" (``lexicon/indefinite_openers``); or "the" / "this" / "that" of a thing
nobody is said to own anywhere in the source ("my cat", "your dog", "I have a cat", ``lexicon/gaining_verbs``), where
the source said it so with "a" first ("in a taxi … the taxi") or, of an animal (``lexicon/animals``: a being that acts
of its own), its clause gives the speaker apart from it after it ("the dog bit me", "the cat knocked over my coffee";
not "the new job is great, and my boss is kind"); of any other thing, its clause does something to the speaker after it
("the car hit me on my way home", "the printer jammed on me"; not "the house is too big for my family"). A thing owned
by another is ``proof.possessor``'s and ``proof.owners``'s. Refused: neither support nor conflict."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.possessed import noun_modifier, possessive
from factlayer.nlp.stems import word_stem
from factlayer.nlp.tokens import Token
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["unowned_thing"]

_INDEFINITE = lexicon.words("indefinite_openers")
_DEFINITE = frozenset({"the", "this", "that"})
_GAINING = lexicon.words("gaining_verbs")
_SPEAKER_APART = frozenset({"me", "my", "myself"})
_SPEAKER_DONE_TO = lexicon.words("speaker_objects")  # a thing that does to the speaker: "the car hit me", "… on us"
_CLAUSE_OPENERS = lexicon.words("subject_openers") | lexicon.words("determiners")
_LEADS = lexicon.words("deed_clause_joins") | lexicon.words("modifier_prepositions") | {"by", "onto", "off", "past"}
_OWN_KINDS = frozenset({"body_part", "condition", "drug"})
_ANIMALS = lexicon.words("animals")
_REACH = 3  # claim words read after the owner ("the patient's car door"); modifiers passed over in the evidence


def _owned_words(claim: Sequence[Token], k: int) -> list[str]:
    """The words of the thing the claim's owner at ``k`` has, up to a function word, a mark or an owner."""
    stop = lexicon.words("stopwords")
    out = []
    for t in claim[k + 1 : k + 1 + _REACH]:
        if not t.is_word or t.low in stop or possessive(t.low):
            break
        out.append(t.low)
    return out


def _person_owner(claim: Sequence[Token], k: int) -> bool:
    """Does the possessive at ``k`` name a person: a role ("the patient's") or a name ("Ana's"; opening the claim,
    no word that is no name: "Today's", "Everyone's")?"""
    base = claim[k].low.removesuffix("'s").removesuffix("’s")
    if base in lexicon.groups("speakers"):
        return True
    no_names = ("stopwords", "lead_adverbials", "not_names", "other_people", "time_units", "times_to_come")
    return claim[k].text[:1].isupper() and (k > 0 or not any(base in lexicon.words(n) for n in no_names))


def _opener(tokens: Sequence[Token], i: int) -> int | None:
    """Where the word opening the noun phrase of ``tokens[i]`` stands, modifiers passed over ("a new car") and a
    measure of it ("a piece of glass"), or None."""
    j, passed = i - 1, 0
    while j >= 0 and passed < _REACH and tokens[j].low not in _INDEFINITE | _DEFINITE and noun_modifier(tokens[j]):
        j, passed = j - 1, passed + 1
    if j > 0 and tokens[j].low == "of" and j == i - 1 and tokens[j - 1].is_word:
        return _opener(tokens, j - 1)  # "a piece of glass", "a pot of water": the measure's opener
    return j if j >= 0 else None


def _leading(tokens: Sequence[Token], j: int) -> bool:
    """Does the noun phrase opening at ``j`` open its clause or follow a preposition (not a verb's object)?"""
    return j == 0 or not tokens[j - 1].is_word or tokens[j - 1].low in _LEADS


def _said_at(statements: Sequence[Statement], stem: str) -> list[tuple[Statement, int]]:
    return [(st, i) for st in statements for i, t in enumerate(st.tokens) if t.is_word and word_stem(t.low) == stem]


def _owned_somewhere(said: Sequence[tuple[Statement, int]]) -> bool:
    """Is the thing said anywhere with an owner ("my", "your", "Ana's") or after a verb of having ("I have a cat")?"""
    for st, i in said:
        j = _opener(st.tokens, i)
        if j is None:
            continue
        low = st.tokens[j].low
        if low not in _INDEFINITE | _DEFINITE or (j > 0 and st.tokens[j - 1].low in _GAINING):
            return True
    return False


def _unowned_here(core: Statement, i: int, said: Sequence[tuple[Statement, int]]) -> bool:
    """Is the thing at ``core.tokens[i]`` opened by a word of no owner, in a doer's or a place's phrase (module
    docstring)?"""
    tokens = core.tokens
    j = _opener(tokens, i)
    if j is None or not _leading(tokens, j):
        return False
    if tokens[j].low in _INDEFINITE:
        return True
    if tokens[j].low not in _DEFINITE or _owned_somewhere(said):
        return False
    first = any(
        st.tokens[k].low in _INDEFINITE and _leading(st.tokens, k)
        for st, n in said
        if (k := _opener(st.tokens, n)) is not None
    )
    return first or _speaker_apart(tokens, i, _SPEAKER_APART if tokens[i].low in _ANIMALS else _SPEAKER_DONE_TO)


def _speaker_apart(tokens: Sequence[Token], i: int, apart: frozenset[str]) -> bool:
    """Does the clause of the thing at ``i`` give the speaker after it as another party ("the dog bit me | and …";
    ``apart``: the words of the speaker that set them apart)? Not through a clause of its own after the thing ("the
    necklace my grandma gave me": the speaker's)."""
    if i + 1 < len(tokens) and tokens[i + 1].low in _CLAUSE_OPENERS:
        return False
    joins = lexicon.words("deed_clause_joins")
    end = next((n for n in range(i + 1, len(tokens)) if tokens[n].low in joins), len(tokens))
    return any(t.low in apart for t in tokens[i + 1 : end])


@cache
def _own_words() -> frozenset[str]:
    """Nouns of a person's own body, health or care: their own whatever opens them ("the knee", "a test", "the
    pills")."""
    kinds = lexicon.classes("categories")
    own = lexicon.words("test_nouns") | lexicon.words("medicine_forms")
    return frozenset(w for w, c in kinds.items() if c in _OWN_KINDS) | own


def unowned_thing(prop: Proposition, core: Statement, statements: Sequence[Statement] = ()) -> str | None:
    """Why the thing the claim gives a person is nobody's in the core (module docstring), or None."""
    claim = claim_tokens(prop.text)
    relations = lexicon.groups("relations")
    for k, tok in enumerate(claim):
        if not possessive(tok.low) or not _person_owner(claim, k):
            continue
        owned = _owned_words(claim, k)
        if not owned or any(w in relations or w in _own_words() for w in owned):
            continue
        for w in owned:
            stem = word_stem(w)
            here = [i for i, t in enumerate(core.tokens) if t.is_word and word_stem(t.low) == stem]
            if not here:
                continue
            said = _said_at(statements or [core], stem)
            if all(_unowned_here(core, i, said) for i in here):
                return f"owner: the evidence gives {core.tokens[here[0]].text!r} no owner, not {tok.text}"
            break
    return None
