"""Who did it to whom, read from word order where no parse is installed: "Dana called me" holds every word of "Ben
called Dana" (Ben is the one saying "me"), but the two people stand on the other sides of "called". When two
people of the claim (a name, a relation such as "son", or the speaker or listener read from "I"/"you") stand on
either side of one word of the claim in the core statement, and on the other sides of it in the claim, the claim
has swapped who did what to whom — unless exactly one of the two says it in the passive ("Bo was hired by Carl"
is "Carl hired Bo"). Symmetric verbs ("met", "married") may be said either way (``lexicon/symmetric_verbs.txt``).
Such a window is refused (neither support nor conflict): word order is a weak reading of roles; the optional
dependency parse (``proof.roles``) reads them properly.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import SECOND_PERSON, aliases
from factlayer.nlp.stems import irregular_forms, stem
from factlayer.nlp.tokens import Token, skip_over
from factlayer.nlp.verbs import regular_past
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.predicate import BETWEEN, deed, has_light_predicate
from factlayer.proof.source import Statement

__all__ = ["acted_on", "passive", "swapped_people", "symmetric"]

_BE = frozenset(
    {"am", "is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten", "getting"}
    | {"i'm", "you're", "he's", "she's", "it's", "we're", "they're", "that's"}
)
_BETWEEN = lexicon.words("order_adverbs")
_WEEKDAYS = frozenset(lexicon.groups("weekdays"))


def passive(tokens: Sequence[Token], k: int) -> bool:
    """Is the verb at ``k`` a participle after "was" / "got" ("was hired", "got bitten", "was just told")?"""
    low = tokens[k].low
    irregular = irregular_forms().get(low, low) != low and not low.endswith(("ing", "s"))  # "bitten", not "having"
    participle = regular_past(low) or irregular
    j = k - 1
    while j >= 0 and tokens[j].low in _BETWEEN:
        j -= 1
    by = k + 1 < len(tokens) and tokens[k + 1].low == "by"  # "was hit by a car": a participle like its verb
    return (participle or by) and j >= 0 and tokens[j].low in _BE


def _person(match: Match, claim: Sequence[Token], at: int, core: Statement) -> bool:
    """A who-word of the claim: matched through "I"/"you", a relation, or a name (capitalised in the claim or the
    evidence, and not a common word opening either, nor a day of the week)."""
    if match.how in ("pronoun", "call") or match.term.low in lexicon.groups("relations"):
        return True
    common = lexicon.words("stopwords") | lexicon.words("common_verbs") | _WEEKDAYS  # "on Monday" is no one
    capitalised = claim[at].text[:1].isupper() or core.tokens[match.token].text[:1].isupper()
    return capitalised and match.term.low not in common and len(match.term.low) > 1  # "vitamin D" names no one


def symmetric(low: str) -> bool:
    """A verb whose two people may be said either way round (``lexicon/symmetric_verbs.txt``)."""
    return low in lexicon.words("symmetric_verbs") or stem(low) in lexicon.words("symmetric_verbs")


def _subject_at(prop: Proposition, core: Statement) -> int | None:
    """Where the evidence names the claim's subject when the claim leaves it out of its own words ("Ben called
    Dana", Ben being the one who says "Dana called me"): its "I"/"me", its "you", or its name; a relation's word
    ("the daughter" of "My daughter was driven to school by me")."""
    if prop.subject.kind == "relation":  # "The daughter drove the patient": where the evidence names a daughter
        relations = lexicon.groups("relations")
        return next((k for k, t in enumerate(core.tokens) if relations.get(t.low) == prop.subject.relation), None)
    if prop.subject.kind != "person":
        return None
    forms: frozenset[str] = frozenset(prop.subject.names)
    if core.speaker and aliases(core.speaker) & prop.subject.names:
        forms |= lexicon.words("first_person")
    if core.addressee and aliases(core.addressee) & prop.subject.names:
        forms |= SECOND_PERSON
    return next((k for k, t in enumerate(core.tokens) if t.low in forms), None)


_OWNERS = frozenset({"my", "mine", "your", "yours"})  # an owner, not one who acts or is acted on


def _owned_removed(low: str) -> str:
    """A word without its owner's "'s" ("bo's" → "bo"): a person named as an owner stands where the owned thing
    does, on its side of the deed."""
    return low.removesuffix("'s").removesuffix("’s") or low


def _said_as(tokens: Sequence[Token], k: int) -> tuple[int, ...]:
    """Where the statement names the person it names at token ``k`` (as character offsets): ``k`` first, then,
    when ``k`` is "I"/"me" or "you", every other form of that pronoun there that is not an owner ("i was playing
    basketball and jerry ran into me": the patient is "i" and "me")."""
    low = tokens[k].low
    forms = next((f for f in (lexicon.words("first_person"), SECOND_PERSON) if low in f), frozenset())
    others = [t.start for j, t in enumerate(tokens) if j != k and t.low in forms and t.low not in _OWNERS]
    return (tokens[k].start, *others)


def swapped_people(
    prop: Proposition, core: Statement, matches: Sequence[Match], statements: Sequence[Statement] = ()
) -> str | None:
    """Why the claim swaps two people around one of its words (module docstring); None if it does not. A person
    may be named in another clause of the core's sentence (``statements``: the source's; "my friend who was
    visiting | had to help me"); one said more than once as "I"/"me" or "you" is read at each place: the claim is
    swapped when the first place, or every place that stands on one side of the word, puts the two on the other
    sides of it."""
    claim = claim_tokens(prop.text)
    lows = [t.low for t in claim]
    owned = [_owned_removed(low) for low in lows]  # "Carl painted Bo's fence": Bo stands after "painted"
    sentence = {st.index: st for st in statements if st.sentence == core.sentence and not st.answered}
    sentence[core.index] = core
    here = [m for m in matches if m.statement in sentence and m.term.low in owned]
    at = {id(m): lows.index(m.term.low) if m.term.low in lows else owned.index(m.term.low) for m in here}
    persons = [m for m in here if _person(m, claim, at[id(m)], sentence[m.statement])]
    people = [(at[id(m)], _said_as(sentence[m.statement].tokens, m.token)) for m in persons]
    named = {m.term.low for m in persons}
    relation = prop.subject.kind == "relation"  # "Ben's son": Ben may be named, the son no term of the claim
    subject = _subject_at(prop, core) if relation or not named & prop.subject.names else None
    if subject is not None:
        people.append((-1, _said_as(core.tokens, subject)))  # the claim's subject stands before all its words
    people += _speakers_named(prop, claim, core, named)
    for (ca, sas), (cb, sbs) in combinations(people, 2):
        for v in here:
            cv = at[id(v)]
            if v.statement != core.index or any(v is m for m in persons) or symmetric(v.term.low):
                continue
            if not (ca < cv < cb or cb < cv < ca):
                continue
            sv = core.tokens[v.token].start
            flipped_voice = passive(claim, cv) != passive(core.tokens, v.token)
            readings = [
                (sa, sb, ((ca < cv) == (sa < sv)) == flipped_voice)
                for sa in sas
                for sb in sbs
                if sa < sv < sb or sb < sv < sa
            ]
            first = [r for r in readings if (r[0], r[1]) == (sas[0], sbs[0]) and r[2]]
            swapped = [r for r in readings if r[2]]
            if first or (readings and len(swapped) == len(readings)):
                return f"roles: the evidence has the two people on the other sides of {core.tokens[v.token].text!r}"
    return None


def _speakers_named(
    prop: Proposition, claim: Sequence[Token], core: Statement, named: set[str]
) -> list[tuple[int, tuple[int, ...]]]:
    """The core's speaker or listener named by the claim other than as its subject ("Jerry ran into the patient",
    the patient saying "i ran into jerry"): (place in the claim, places of their "I"/"me" or "you" in the core). A
    role word is no term of the claim, so no match brings it; an owner ("the patient's son") acts on no one."""
    out: list[tuple[int, tuple[int, ...]]] = []
    for who, forms in ((core.speaker, lexicon.words("first_person")), (core.addressee, SECOND_PERSON)):
        names = aliases(who) if who else frozenset()
        if not names or names & prop.subject.names or names & named:
            continue
        k = next((k for k, t in enumerate(claim) if t.low in names), None)
        if k is None or (k + 1 < len(claim) and claim[k + 1].low in ("'s", "’s")):
            continue
        at = next((j for j, t in enumerate(core.tokens) if t.low in forms and t.low not in _OWNERS), None)
        if at is not None:
            out.append((k, _said_as(core.tokens, at)))
    return out


_SPEAKER_OBJECTS = lexicon.words("speaker_objects")
_SPEAKER_SUBJECTS = lexicon.words("i_forms") | lexicon.words("we_subjects")
_CLAUSE_JOINS = frozenset({"and", "but", ",", "so", "then", "when", "because", "until"})  # "i was playing and jerry …"
_PARTICLES = frozenset({"into", "to", "at", "on", "with", "up", "out", "off", "over", "for", "by", "in", "back"})


def _deeds(prop: Proposition) -> list[int]:
    """Where the claim says what its subject did: its deed ("The patient ran into Jerry": "ran") and a verb joined
    to it by "and" ("Maria ran a red light and hit another car": "hit"), as positions in the claim's tokens."""
    lows = [t.low for t in claim_tokens(prop.text)]
    verb = deed(prop) or _opening_deed(prop, lows)
    if verb is None or verb.low not in lows or passive(claim_tokens(prop.text), lows.index(verb.low)):
        return []
    first = lows.index(verb.low)
    out = [first]
    terms = {t.low for t in prop.terms}
    for k in range(first + 1, len(lows) - 1):
        j = skip_over(lows, k + 1, BETWEEN)
        if lows[k] == "and" and j < len(lows) and lows[j] in terms:
            out.append(j)
    return out


def _opening_deed(prop: Proposition, lows: list[str]) -> Term | None:
    """The verb opening a proposition whose subject the claim said before it ("Maria | ran a red light"): the
    deed, unless the claim's verb is only has / is."""
    if prop.subject.kind != "person" or has_light_predicate(prop) or set(lows) & prop.subject.names:
        return None
    k = skip_over(lows, 0, BETWEEN)
    return next((t for t in prop.terms if k < len(lows) and t.low == lows[k]), None)


def _with_object(prop: Proposition, verb: str) -> bool:
    """The claim's verb takes an object right after it ("hit a car"), not "trained in Boston" (which "I was trained
    in Boston" bears out)."""
    lows = [t.low for t in claim_tokens(prop.text)]
    at = lows.index(verb) + 1 if verb in lows else len(lows)
    terms = {t.low for t in prop.terms}
    return at < len(lows) and (lows[at] in lexicon.words("determiners") or lows[at] in terms)


def acted_on(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """The claim has its subject, the one speaking, do what the evidence has done *to* them: "jerry ran into me",
    "my friend had to help me", "a car ran a red light and hit us" for "The patient ran into Jerry", "… helped her
    friend", "Maria … hit another car". The claim's deed is followed in the speaker's clause by "me" / "us" (a
    particle between at most), and nothing before it in its clause (from the last "and", "but", ...) says "I" / "we"
    did it; or the speaker's "I" / "we" is the subject of the deed in the passive ("I was bitten by a dog" for "Ana
    bit a dog"). Refused, as word order is a weak
    reading of roles (the dependency parse, ``proof.roles``, reads them properly)."""
    if prop.subject.kind != "person" or not core.speaker or not aliases(core.speaker) & prop.subject.names:
        return None
    lows = [t.low for t in claim_tokens(prop.text)]
    deeds = {lows[k] for k in _deeds(prop)}
    tokens = core.tokens
    for m in matches:
        if m.statement != core.index or m.term.low not in deeds or symmetric(m.term.low):
            continue
        start = max((k + 1 for k in range(m.token) if tokens[k].low in _CLAUSE_JOINS), default=0)
        by_speaker = [t.text for t in tokens[start : m.token] if t.low in _SPEAKER_SUBJECTS]
        if by_speaker and passive(tokens, m.token) and _with_object(prop, m.term.low):  # "I was hit by a car"
            return f"roles: in {core.speaker}'s words '{by_speaker[0]}' is the one '{tokens[m.token].text}'"
        j = m.token + 1
        while j < len(tokens) and (tokens[j].low in _PARTICLES or tokens[j].low in BETWEEN):
            j += 1
        by_me = tokens[j - 1].low == "by" and passive(tokens, m.token)  # "was picked up by me": the speaker did it
        if j < len(tokens) and tokens[j].low in _SPEAKER_OBJECTS and not by_speaker and not by_me:
            return f"roles: in {core.speaker}'s words '{tokens[m.token].text}' is done to '{tokens[j].text}'"
    return None
