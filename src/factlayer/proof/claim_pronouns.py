"""A pronoun inside the claim must stand for the person the evidence's pronoun in its place stands for.

"Mrs. Chen's husband thinks he should move" names the husband with its "he"; the evidence "Her husband thinks she
should move" has "she" in that place, another person; "Her husband thinks I should move in", said by the
daughter, has the daughter. The place is found by the claim words on either side of the pronoun: every one of them
must stand beside the evidence's pronoun too ("thinks _ should", "about _ falls"; a pronoun opening the claim's
clause: the word after it). The evidence's word there is then compared:

- "he" against "she" (any form, ``lexicon/gendered_pronouns.txt``): another person;
- "I" / "you" (``first_person``, ``second_person``) in what the claim says someone holds ("X thinks he should"):
  the speaker / the one spoken to, another person when the holder is named, is surely not that one, and the claim
  names neither before its pronoun ("John thinks he should call the client" against John's "Maria, you should");
- a name or a person noun the claim does not give before its pronoun ("the director said Tom will …").

"They" is left alone (it may be one person), and so is a place the evidence words otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases, person
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement


def _same_word(a: Token, b: Token) -> bool:
    return a.is_word and b.is_word and (a.low == b.low or stem(a.low) == stem(b.low))


def _places(claim: Sequence[Token], k: int, tokens: Sequence[Token]) -> list[Token]:
    """The evidence's words that have the claim words on both sides of ``claim[k]`` beside them (only the word after
    it when the pronoun opens the claim's clause)."""
    before = claim[k - 1] if k > 0 and claim[k - 1].is_word else None
    after = claim[k + 1] if k + 1 < len(claim) and claim[k + 1].is_word else None
    if after is None:
        return []
    return [
        tokens[j]
        for j in range(len(tokens) - 1)
        if _same_word(tokens[j + 1], after) and (before is None or (j > 0 and _same_word(tokens[j - 1], before)))
    ]


def _another(
    word: str, said: Token, core: Statement, claim: Sequence[Token], k: int, prop: Proposition, source: Source
) -> bool | None:
    """Is the evidence's ``said`` another person than the claim's pronoun ``word`` (at ``claim[k]``)? None: no person
    word there."""
    genders = lexicon.groups("gendered_pronouns")
    if said.low in genders:
        return genders[said.low] != genders[word]
    if said.low in lexicon.words("first_person") or said.low in lexicon.words("second_person"):
        party = core.speaker if said.low in lexicon.words("first_person") else core.addressee
        holder = prop.holder  # "X thinks he should …": the one whose "he" it is
        if holder is None or party is None or not holder.names:
            return False
        if k == 0 and prop.subject.same(person(party)) is True:
            return False  # "The patient's wife wants | him to quit": the claim's own reading of its pronoun
        names = aliases(party) | source.called.get(party, frozenset())
        # another unless the claim names the speaker (or listener) before its pronoun, by a label or a name they are
        # called
        return holder.same(person(party)) is False and not {t.low.removesuffix("'s") for t in claim[:k]} & names
    low = said.low.removesuffix("'s")
    if low in _people() or (said.text[:1].isupper() and said is not core.tokens[0]):
        # "the director said Tom will …", "my husband thinks our daughter should …": named there, not in the claim
        return low not in {t.low.removesuffix("'s") for t in claim[:k]} | prop.subject.names
    return None


def _people() -> frozenset[str]:
    return lexicon.words("person_nouns") | frozenset(lexicon.groups("relations"))


def pronoun_for_another(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The claim's he / she / his / her stands, in the evidence, where a pronoun for another person does."""
    claim = claim_tokens(prop.text)
    genders = lexicon.groups("gendered_pronouns")
    for k, token in enumerate(claim):
        if token.low not in genders:
            continue
        places = _places(claim, k, core.tokens)
        said = [t for t in places if _another(token.low, t, core, claim, k, prop, source) is not None]
        if said and all(_another(token.low, t, core, claim, k, prop, source) for t in said):
            return f"subject: the evidence has {said[0].text!r} for another person where the claim has {token.text!r}"
    return None
