"""Who a deed is done by and to, in either voice: "The car hit my son" holds every word of "The patient was hit by a
car", but the one hit is the son; "I hit a cyclist" is no "The patient was hit by a cyclist"; "I was seen by Dr.
Lee" is no "The patient saw Dr. Lee".

The claim's subject is the doer of its verb said in the active ("The patient saw …") and the one it is done to in
the passive ("The patient was hit …"). In the evidence's clause of that verb, the doer is the subject of an active
verb (the words before it in its clause) or the one after "by" of a passive ("was hit by a car"); the one done to is
the object of an active verb (the words after it, up to a preposition) or the subject of a passive. When the one
in the claim's subject's place is surely someone or something else (``proof.parties``: "my son", "a car", "Dr.
Lee"), and no other place of that verb in the statement has the subject there ("I called Ann and Ann called the
pharmacy"), the window is refused: neither support nor conflict, as word order is a weak reading of roles.
Parties joined by "and" are each read: "My son and I were hit by a car" bears out "The patient was hit by a car".
Symmetric verbs ("met") are left alone (``lexicon/symmetric_verbs.txt``). A passive claim whose verb the core says
only as a noun ("I had a flu shot", "I gave my boss a call") is refused too: a thing had is no deed done to the
subject ("The patient was shot", "Maria was called by her boss")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.possessed import noun_modifier, possessive
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token, skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.parties import same_party
from factlayer.proof.source import Statement
from factlayer.proof.word_order import passive, symmetric

__all__ = ["other_party"]

_JOINS = lexicon.words("deed_clause_joins") | {"which", "where", "after", "before", "if", "since", "as"}
_PASSIVE_AUX = lexicon.words("passive_aux")
_COPULAS = lexicon.words("copulas")
_BETWEEN = lexicon.words("between_adverbs") | lexicon.words("order_adverbs")
_AUX = lexicon.words("auxiliaries") | _PASSIVE_AUX | _BETWEEN
_BEFORE_VERB = _AUX | {"accidentally", "almost", "nearly", "badly"}
_OBJECT_ENDS = lexicon.words("modifier_prepositions") | {"in", "on", "at", "with", "by", "to", "for", "from", "into"}
_NOT_VERB = lexicon.words("determiners") | lexicon.words("possessive_determiners")
_WH = lexicon.words("wh_words")  # "Tim where he got …": no verb
_COORDINATING = frozenset({"and", "or"})
_FUNCTION = lexicon.words("stopwords") | lexicon.words("common_verbs") | lexicon.words("auxiliaries")
_MODIFIERS_READ = 2  # modifiers passed over back to a noun's determiner ("a seasonal flu | shot")
_IN_OBJECT = _NOT_VERB | lexicon.words("object_pronouns") | {"and", "me", "us", "you", "him", "her", "it", "another"}
_OBJECT_OPENERS = _IN_OBJECT - {"and"}  # after a verb, its object opens: "hit | me", "vaccinated | your son"


def _claim_verb(prop: Proposition) -> tuple[int, bool] | None:
    """Where the claim's verb stands and whether it is passive: the first word of the claim after its subject's
    words (auxiliaries and adverbs passed over) that is a term ("The patient was hit by a car": "hit", passive)."""
    claim = claim_tokens(prop.text)
    lows = [t.low for t in claim]
    naming = {w for name in prop.subject.names for w in name.split() if w not in _NOT_VERB}  # "the chair": "chair"
    naming |= {prop.subject.relation} if prop.subject.relation else set()
    at = next((k for k, w in enumerate(lows) if w in naming and not possessive(w)), None)
    if at is None or lows[at + 1 : at + 2] in (["'s"], ["’s"]):
        return None
    k = skip_over(lows, at + 1, _BETWEEN)
    if k < len(lows) and lows[k] in _PASSIVE_AUX:  # "was (just) hit": a participle after "be" / "get" only
        k = skip_over(lows, k + 1, _BETWEEN)
        if k >= len(lows) or not _passive(claim, k, len(claim)):
            return None
    terms = {t.low for t in prop.terms}
    if k >= len(lows) or lows[k] not in terms or lows[k] in _WH or symmetric(lows[k]):
        return None
    return k, _passive(claim, k, len(claim))


def _passive(tokens: Sequence[Token], k: int, end: int) -> bool:
    """Is the verb at ``k`` passive: a participle after "be" / "get" (``proof.word_order.passive``), or any form
    after them with "by" later in its clause ("was hit in the face by the ball")?"""
    if passive(tokens, k):
        return True
    j = k - 1
    while j >= 0 and tokens[j].low in _BETWEEN:
        j -= 1
    return j >= 0 and tokens[j].low in _PASSIVE_AUX and any(t.low == "by" for t in tokens[k + 1 : end])


def _clause(tokens: Sequence[Token], k: int) -> tuple[int, int]:
    """The bounds of the clause of the verb at ``k``: after the last joining word before it, up to the next. An
    "and" / "or" joins the parties of one clause as well as two clauses ("My wife and I hosted"): the clause then
    reaches back to the joining word before it (more parties read, so fewer refused)."""
    joins = [j for j in range(k) if tokens[j].low in _JOINS or tokens[j].low in (".", "?", "!")]
    start = joins[-1] + 1 if joins else 0
    if joins and tokens[joins[-1]].low in _COORDINATING:
        start = joins[-2] + 1 if len(joins) > 1 else 0
    end = next((j for j in range(k + 1, len(tokens)) if tokens[j].low in _JOINS or not tokens[j].is_word), len(tokens))
    return start, end


def _places(tokens: Sequence[Token], k: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The spans of the doer and of the one done to of the verb at ``k`` (either may be empty), or None when the
    word is no verb there ("a hit")."""
    if k > 0 and tokens[k - 1].low in _NOT_VERB:
        return None
    start, end = _clause(tokens, k)
    before = k
    while before > start and tokens[before - 1].low in _BEFORE_VERB:
        before -= 1
    if _passive(tokens, k, end):
        by = next((j for j in range(k + 1, end) if tokens[j].low == "by"), None)
        return ((by + 1, end) if by is not None else (end, end)), (start, before)
    after = next((j for j in range(k + 1, end) if _ends_object(tokens[j])), end)
    return (start, before), (k + 1, after)


def _ends_object(token: Token) -> bool:
    """Does ``token`` end the object after an active verb ("hit me | in the face", "keep working | or did you")? A
    preposition, a verb or a function word does; an article, an owner, a pronoun, "and" or a noun does not."""
    low = token.low
    if low in _OBJECT_ENDS:
        return True
    return low in _FUNCTION and low not in _IN_OBJECT


def other_party(
    prop: Proposition, core: Statement, matches: Sequence[Match], statements: Sequence[Statement] = ()
) -> str | None:
    """Why the evidence has another one in the place of the claim's subject around the claim's verb (module
    docstring), or None. ``statements``: the source's (or the window's), where a clause opening the core may have
    its first parties in the statement before it, of the same sentence ("My wife | and I hosted …")."""
    if prop.subject.kind not in ("person", "relation"):
        return None
    if thing := _passive_of_a_thing(prop, core, matches):
        return thing
    read = _claim_verb(prop)
    if read is None:
        return None
    at, claim_passive = read
    verb = claim_tokens(prop.text)[at].low
    tokens = core.tokens
    said = {m.token for m in matches if m.statement == core.index and m.term.low == verb}
    stems = {stem(tokens[k].low) for k in said}
    said |= {k for k, t in enumerate(tokens) if stem(t.low) in stems}  # "I called Ann and Ann called the pharmacy"
    role = "one it is done to" if claim_passive else "one who does it"
    note = None
    for k in sorted(said):
        places = _places(tokens, k)
        if places is None:
            continue
        mine = places[1] if claim_passive else places[0]
        here = same_party(prop.subject, tokens, *mine, core.speaker, core.addressee)
        if here is False and mine[0] == 0 and (before := _before(core, statements)) is not None:
            here = same_party(prop.subject, before.tokens, 0, len(before.tokens), core.speaker, core.addressee) or here
        if here is False and not claim_passive and _with_the_subject(prop, core, k):
            here = True  # "I walk every morning with my husband": the husband walks too (proof.comitative)
        if here is True:
            return None
        if here is False and note is None:
            words = " ".join(t.text for t in tokens[mine[0] : mine[1]])
            note = f"roles: in the evidence {words!r} is the {role} of {tokens[k].text!r}"
    return note


def _passive_of_a_thing(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """A note when a passive verb of the claim ("was shot", "got called") is said in the core only as a noun, every
    word of its stem there a thing (:func:`_a_thing`), else None."""
    claim = claim_tokens(prop.text)
    terms = {t.low for t in prop.terms}
    tokens = core.tokens
    for k, tok in enumerate(claim):
        if tok.low not in terms or symmetric(tok.low) or not _passive(claim, k, len(claim)):
            continue
        stems = {stem(tokens[m.token].low) for m in matches if m.statement == core.index and m.term.low == tok.low}
        said = [j for j, t in enumerate(tokens) if stem(t.low) in stems]
        if said and all(_a_thing(tokens, j) for j in said):
            return f"roles: in the evidence {tokens[said[0]].text!r} is a thing had, not a deed done to anyone"
    return None


def _a_thing(tokens: Sequence[Token], k: int) -> bool:
    """Is the word at ``k`` a noun, its phrase opened by a determiner or an owner over its modifiers ("a flu |
    shot", "my booster | shot", "a long | talk") after a word of the clause that is no "is" / "was" (a verb's
    object, not the clause's subject: "a truck hit me", "is the rotor damaged"), no object after it and no "-ed" form:
    a thing, no passive verb ("I had a flu shot" is no "was shot")?"""
    if k + 1 < len(tokens) and tokens[k + 1].low in _OBJECT_OPENERS:
        return False  # "the nurse vaccinated | your son", "a truck hit | me": a verb and its object
    if tokens[k].low.endswith("ed"):
        return False  # "is the rotor | damaged": a participle, no noun
    j, passed = k - 1, 0
    while j >= 0 and passed < _MODIFIERS_READ and tokens[j].low not in _NOT_VERB and noun_modifier(tokens[j]):
        j, passed = j - 1, passed + 1
    opened = j >= 0 and (tokens[j].low in _NOT_VERB or possessive(tokens[j].low))
    before = tokens[j - 1] if j > 0 else None  # "I had | a flu shot"; not "is | the rotor damaged"
    return opened and before is not None and before.is_word and before.low not in _JOINS | _COPULAS


def _before(core: Statement, statements: Sequence[Statement]) -> Statement | None:
    """The statement right before ``core`` in its sentence, said by the same speaker, if any."""
    return next(
        (
            st
            for st in statements
            if st.index == core.index - 1 and st.sentence == core.sentence and st.speaker == core.speaker
        ),
        None,
    )


def _with_the_subject(prop: Proposition, core: Statement, k: int) -> bool:
    """Does the clause of the verb at ``k`` do it "with" the claim's subject after the verb ("I went to Lisbon with
    my brother")?"""
    tokens = core.tokens
    end = _clause(tokens, k)[1]
    return any(
        tokens[j].low == "with" and same_party(prop.subject, tokens, j + 1, end, core.speaker, core.addressee) is True
        for j in range(k + 1, end)
    )
