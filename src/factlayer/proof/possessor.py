"""A possessor is not what it owns: "Bo's dog bit Carl" says the dog bit Carl, not Bo; "your mother's knee was
replaced" is no "the patient's mother was replaced"; "the client's lawyer signed" is no "the client signed".

Read when a claim word that the claim does not use as a possessor is said in the core statement only as one
("Bo's"), before a noun the claim does not hold ("dog"). A possessive "'s" read as "is" or "has" ("Bo's late",
"Mom's been sick", "Dad's got diabetes", "Bo's running late") stands before a word the claim holds, a function word
or a verb, and is not read so.

Nor is a thing owned by another owner the claim's: "my wife's mother has dementia" is no "the patient's mother";
"[Omar] Her mother is visiting" is no "Omar's mother"; the patient's "you told me my iron was low" is no "the
doctor's iron". Read when the claim gives the word an owner and every time the core says the word, its owner is
another: a noun the claim does not hold ("wife's"), "my" where the claim's owner is another speaker, or "his",
"her", "their" where the claim's owner is the speaker."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.nlp.possessed import possessive
from factlayer.nlp.stems import word_stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import synonym_stems
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["another_owner", "owner_for_owned"]

_THIRD = lexicon.words("third_person_possessives")


@cache
def _not_owned() -> frozenset[str]:
    """Words after "X's" that read it as "X is" / "X has": function words, auxiliaries, verbs."""
    names = ["stopwords", "auxiliaries", "finite_verbs", "common_verbs", "negations", "hesitations"]
    names.append("contracted_followers")
    return lexicon.union(*names)


def _possessive(tokens: Sequence[Token], i: int) -> bool:
    return possessive(tokens[i].low) or (i + 1 < len(tokens) and tokens[i + 1].low in ("'s", "’s"))


def _owned(tokens: Sequence[Token], i: int) -> Token | None:
    """The noun that possessive ``tokens[i]`` owns ("dog" of "Bo's dog"), or None when none follows."""
    k = i + 1 if possessive(tokens[i].low) else i + 2
    if k >= len(tokens) or not tokens[k].is_word:
        return None
    word = tokens[k]
    if word.low in _not_owned() or word.low.endswith("ing") or word.low.isdigit():
        return None
    return word


def owner_for_owned(prop: Proposition, core: Statement) -> str | None:
    """Why the claim says of an owner what the core says of the thing owned (module docstring), or None."""
    claim = claim_tokens(prop.text)
    stems = {word_stem(t.low) for t in claim if t.is_word}
    for c, word in enumerate(claim):
        if not word.is_word or word.low in _not_owned() or _possessive(claim, c):
            continue
        said = [i for i, t in enumerate(core.tokens) if t.is_word and word_stem(t.low) == word_stem(word.low)]
        owned = [o for i in said if (o := _owned(core.tokens, i)) is not None and word_stem(o.low) not in stems]
        if said and all(_possessive(core.tokens, i) for i in said) and len(owned) == len(said):
            return f"possessor: the evidence says {core.tokens[said[0]].text} {owned[0].text}, not {word.text!r} itself"
    return None


def another_owner(prop: Proposition, core: Statement, speakers: frozenset[str]) -> str | None:
    """Why the thing the claim gives an owner is another owner's in the core (module docstring), or None. Not of a
    question read through its answer: its "my" is the asker's (``proof.owners`` reads whose it is there)."""
    if core.answered:
        return None
    claim = claim_tokens(prop.text)
    stems = {word_stem(t.low) for t in claim if t.is_word}
    stems |= {s for t in claim if t.is_word for s in synonym_stems(word_stem(t.low))}  # "dad's side": the father's
    for c, word in enumerate(claim):
        if c == 0 or not word.is_word or word.low in _not_owned() or not _possessive(claim, c - 1):
            continue
        said = [i for i, t in enumerate(core.tokens) if t.is_word and word_stem(t.low) == word_stem(word.low)]
        chain = _owner_chain(claim, c)
        if claim[c - 1].is_word and said and (other := _other_owner(claim[c - 1], said, core, stems, speakers, chain)):
            return f"possessor: the evidence says {other} {word.text}, not {claim[c - 1].text} {word.text}"
    return None


def _owner_chain(claim: Sequence[Token], c: int) -> frozenset[str]:
    """The owners the claim gives its word at ``c``, nearest first ("Ana's mother's knee": mother, Ana)."""
    out: set[str] = set()
    k = c - 1
    while k >= 0 and _possessive(claim, k) and claim[k].low not in ("'s", "’s"):
        out.add(word_stem(claim[k].low))
        k -= 1
    return frozenset(out)


def _other_owner(
    owner: Token, said: list[int], core: Statement, stems: set[str], speakers: frozenset[str], chain: frozenset[str]
) -> str | None:
    """The other owner the core gives the claim's owned word at each of ``said``, or None when one is the claim's. A
    name the claim gives another role is no owner of its ("Bo's fence was painted by Carl" of "Bo painted Carl's
    fence")."""
    speaker = aliases(core.speaker) if core.speaker else frozenset()
    named = {word_stem(owner.low), owner.low.removesuffix("'s").removesuffix("’s")}
    mine = bool(named & speaker)
    # "my" is another's only where the claim's owner is another speaker's label or role ("the doctor's iron", said
    # by the patient); a name the speaker is called by may be the speaker's own ("Anna Kim's knee")
    roles = lexicon.groups("speakers")
    role = {roles[w] for w in named if w in roles}
    another = any(named & aliases(label) for label in speakers if label != core.speaker) or bool(role - speaker)
    found = []
    for i in said:
        before = core.tokens[i - 1] if i > 0 else None
        if before is None:
            return None
        pronoun = (before.low == "my" and another and not mine) or (before.low in _THIRD and mine)
        named_other = before.text[:1].isupper() and word_stem(before.low) not in chain  # "Carl's", the claim's doer
        noun = _possessive(core.tokens, i - 1) and before.low not in ("'s", "’s")
        noun = noun and (word_stem(before.low) not in stems or named_other)
        if pronoun or noun:
            found.append(before.text)
        elif i > 1 and before.low in ("'s", "’s") and word_stem(core.tokens[i - 2].low) not in stems:
            found.append(core.tokens[i - 2].text + before.text)
        else:
            return None
    return found[0] if found else None
