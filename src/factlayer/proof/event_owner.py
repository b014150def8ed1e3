"""An event or a condition the evidence gives another owner: "My father's heart attack was at 60" is no "The patient
had a heart attack"; "my wife's knee surgery went well" is no "The patient had knee surgery".

Read when the claim says its subject has, had, is or suffered, underwent, developed … a thing (``lexicon/
light_verbs``, ``lexicon/undergone_verbs``) with no owner of its own in the claim, and no relation there but its
subject's ("The patient's family history of heart attack" is the patient's), and the evidence's words for it are
owned ("<owner>'s", "his", "her", "their"; modifiers passed over: "my father's massive heart attack") by someone
else than the subject: a relation of someone ("my father's"; of the same owner and relation it is the subject's
own), a name (capitalised) or a role that is not the subject's, or a third person where the subject is the
speaker. Refused: neither support nor conflict (``proof.possessor`` reads the owner a claim gives)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import Subject, aliases, person
from factlayer.nlp.possessed import noun_modifier, possessive
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.parties import owner_party
from factlayer.proof.predicate import has_light_predicate
from factlayer.proof.source import Statement
from factlayer.proof.word_order import passive

__all__ = ["owned_by_another"]

_UNDERGONE = lexicon.words("undergone_verbs")
_THIRD = lexicon.words("third_person_possessives")
_OWNERS = frozenset({"my", "your", "our"}) | _THIRD
_STOP = lexicon.words("stopwords")
_CONTRACTED = lexicon.words("s_contraction_heads") | {"let"}
_MODIFIERS = 2  # unmatched words between an owner and the claim's words: "my father's massive heart attack"


def _owner_at(tokens: Sequence[Token], k: int, matched: set[int]) -> int | None:
    """The owner's word before the claim's words at ``k`` (matched words and a few modifiers passed over), or None."""
    j, passed = k - 1, 0
    while j >= 0 and (j in matched or (passed < _MODIFIERS and noun_modifier(tokens[j]))):
        passed += j not in matched
        j -= 1
    if j > 0 and tokens[j].low in ("'s", "’s"):
        return j - 1
    return j if j >= 0 and (possessive(tokens[j].low) or tokens[j].low in _OWNERS) else None


def _owner(tokens: Sequence[Token], j: int, core: Statement, subject: Subject) -> Subject | None:
    """Whom the owner's word at ``j`` names: a person or a relation, a Subject that names no one for a thing ("the
    dog's"), or None when it cannot be told."""
    low = tokens[j].low
    if low in ("my", "your"):
        return owner_party(low, core.speaker, core.addressee)
    if low in _THIRD:  # "her surgery", said by the patient: someone else's (said by the doctor, perhaps the patient's)
        return Subject("person", frozenset({low})) if subject.same(person(core.speaker)) else None
    if low == "our":
        return None
    base = low.removesuffix("'s").removesuffix("’s")
    relation = lexicon.groups("relations").get(base)
    if relation is not None:
        before = tokens[j - 1].low if j > 0 else ""
        return owner_party(before, core.speaker, core.addressee, relation)
    roles = lexicon.groups("speakers")
    if base in roles:  # "the patient's"
        return Subject("person", aliases(roles[base]))
    if base in _CONTRACTED or not tokens[j].text[:1].isupper():
        return None  # "it's difficult": "it is"; "the dog's": whose, not told
    return Subject("person", aliases(base))  # "Tom's"


def _had(claim: Sequence[Token], subject: Subject) -> frozenset[str]:
    """The words of what the claim's subject has: the words right after its first form of have / be or verb of
    undergoing (``lexicon/undergone_verbs``) past "been" and an article, up to a function word ("had a heart attack
    at 60": heart, attack), unless the claim gives them an owner ("had her father's …") or they are a passive's
    ("was bitten by a dog")."""
    verbs = lexicon.words("light_verbs") | _UNDERGONE
    named = subject.names | ({subject.relation} if subject.relation else set())
    lows = [t.low for t in claim]
    at = next((k for k, w in enumerate(lows) if w in named), -1)
    k = next((k for k in range(at + 1, len(lows)) if lows[k] in verbs), len(lows))
    k += 1
    while k < len(lows) and lows[k] in ("been", "a", "an", "the", "some"):
        k += 1
    if k < len(lows) and passive(claim, k) and "by" in lows[k + 1 :]:
        return frozenset()  # "was bitten by a dog": a deed done to the subject, its doer named (``proof.voice``)
    out: set[str] = set()
    while k < len(lows) and claim[k].is_word and lows[k] not in _STOP and not possessive(lows[k]):
        out.add(lows[k])
        k += 1
    return frozenset(out) if k >= len(lows) or not possessive(lows[k]) else frozenset()


def owned_by_another(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """Why the evidence's words for what the claim's subject has are another's (module docstring), or None."""
    subject = prop.subject
    if subject.kind not in ("person", "relation"):
        return None
    claim = claim_tokens(prop.text)
    lows = {t.low for t in claim}
    relations = lexicon.groups("relations")
    if "family" in lows or any(relations.get(w) not in (None, subject.relation) for w in lows):
        return None
    if not has_light_predicate(prop) and not lows & _UNDERGONE:
        return None
    tokens = core.tokens
    had = _had(claim, subject)
    here = [m for m in matches if m.statement == core.index and m.term.low in had]
    matched = {m.token for m in here}
    for m in here:
        if (j := _owner_at(tokens, m.token, matched)) is None:
            continue
        owner = _owner(tokens, j, core, subject)
        if owner is not None and subject.same(owner) is False:
            return f"owner: the evidence says {tokens[j].text} {tokens[m.token].text}, not {subject.describe()}'s"
    return None
