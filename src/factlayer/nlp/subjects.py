"""Whom a clause is about: a speaker, a relation of someone ("my mother"), a named person, or unknown.

"I/my" is the speaker and "you/your" the addressee; "my mother ..." is about the mother; "he", "she",
"it" are unknown (no coreference is attempted). Speaker labels and role words compare through aliases
(``nlp/persons``); what "<owner>'s …" is about is ``nlp/possessed``; the words at a clause's opening that are
not its subject are ``nlp/subject_leads``.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.addressed import addressed_from
from factlayer.nlp.negation import leading_no
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON, UNKNOWN, Subject, aliases, person
from factlayer.nlp.possessed import after_modifiers, another_being, possessed, possessive, relation_at
from factlayer.nlp.subject_leads import KNOWING, SURE, after_knowing, aside, observes, past_restarts
from factlayer.nlp.time_lead import lead_time
from factlayer.nlp.titles import name_after_title
from factlayer.nlp.tokens import Token
from factlayer.nlp.verbs import verb_after_name

_POSSESSIVE_OWNERLESS = frozenset({"his", "her", "their", "its", "the", "a", "an", "our"})
_UNKNOWN = lexicon.words("unknown_subjects")
# What the extractor calls a speaker nobody named (unlabelled ASR text): says nothing about who it is.
_ANONYMOUS = frozenset({"speaker"})
_HESITATIONS = lexicon.words("hesitations")
# Relations a speaker names without "my" ("Mom said ...", "dad signed me up"): their own.
_PARENTS = lexicon.words("parents")
_AUX = lexicon.words("auxiliaries") | {"any"}  # "Any pain?" opens a question too
_SUBORDINATORS = lexicon.words("subject_subordinators")
# the speaker alone: "Anna, | I emailed …" (not "we": "Anna, we emailed …" may mean Anna too)
_SELF = FIRST_PERSON
_SKIP = lexicon.words("subject_skips")
_EXCLAIMED = lexicon.words("interjections") | lexicon.words("praise_words")
_OTHERS = lexicon.words("person_nouns") | lexicon.words("other_people")  # "my therapist", "your gp"
_VERBS = _AUX.union(*(lexicon.words(n) for n in ("finite_verbs", "telling", "believing", "saying")))


_OBJECTS = frozenset({"me", "us", "him", "her", "them"})


def through_report(
    tokens: Sequence[Token], after: int, speaker: str | None, addressee: str | None, known_names: frozenset[str]
) -> tuple[Subject, int] | None:
    """ "your daughter mentioned you've been falling", "Dana told me she moved": the subject of the clause the
    teller passes on (``lexicon/telling``), when that clause opens on a subject of its own."""
    k = after
    if k >= len(tokens) or tokens[k].low not in lexicon.words("telling"):
        return None
    k += 1
    if k + 1 < len(tokens) and tokens[k].low in _OBJECTS:
        k += 1  # "told me (that) ..."
    if k < len(tokens) and tokens[k].low == "that":
        k += 1
    if k >= len(tokens) or tokens[k].low not in FIRST_PERSON | SECOND_PERSON | _UNKNOWN:
        return None
    inner, j = subject_of(tokens[k:], speaker, addressee, known_names)
    return inner, k + j


def _tells(tokens: Sequence[Token], i: int) -> bool:
    return i < len(tokens) and tokens[i].low in lexicon.words("telling")


def _finite(tokens: Sequence[Token], i: int) -> bool:
    return i < len(tokens) and tokens[i].low in lexicon.words("singular_finite")


def subject_of(
    tokens: Sequence[Token],
    speaker: str | None,
    addressee: str | None,
    known_names: frozenset[str] = frozenset(),
    *,
    question: bool = False,
    spoken: bool = False,
) -> tuple[Subject, int]:
    """The subject at the start of a clause and the index of the first token after it. ``spoken``: a clause of
    the source, where an opening subordinate clause ("When I turned ten, dad signed me up") is passed over."""
    roles = lexicon.groups("speakers")
    main = _main_after_subordinate(tokens, speaker, addressee, known_names) if spoken else None
    if main is not None:
        return main
    i = leading_no(tokens)  # "Not yet, Oscar is still on it"
    while i < len(tokens) and (
        tokens[i].low in _SKIP
        or (tokens[i].low in _EXCLAIMED and tokens[i + 1 : i + 2] and tokens[i + 1].low == ",")  # "Great, Lena owns it"
        or tokens[i].low in _SUBORDINATORS
        or (question and tokens[i].low in _AUX and i + 1 < len(tokens))
        or aside(tokens, i)
    ):
        i += aside(tokens, i) or 1
    if spoken:
        i += lead_time(tokens[i:])  # "Last season | you were at 190 pounds"
    called = addressed_from(tokens[i:]) if spoken else 0
    if called and i + called < len(tokens) and tokens[i + called].low in _SELF:
        i += called  # "Anna, | I emailed the client", "Doctor, | I stopped it": the one called is no subject
    if spoken:
        i = past_restarts(tokens, i)  # "we our our youngest daughter she is …": the clause starts at the last "our"
    if i >= len(tokens):
        return UNKNOWN, i
    low = tokens[i].low
    if low in _KIN_SOME and (j := _kin_after(tokens, i + 1)) is not None:
        i, low = j, tokens[j].low  # "both (of) my parents", "two of my brothers": the relatives, not the speaker
    if low == "our" and speaker and (rel := relation_at(tokens, i + 1)) is not None:
        # "our youngest daughter", said by the doctor: the doctor's (and a partner's) daughter, not the listener's
        return Subject("relation", aliases(speaker), rel[0]), rel[1]
    if low in FIRST_PERSON or low in SECOND_PERSON:
        owner = speaker if low in FIRST_PERSON else addressee
        if low in ("my", "your"):
            k = i + 1
            while k < len(tokens) and (tokens[k].low == "," or tokens[k].low in _HESITATIONS):
                k += 1  # "my , um , grandfather had pancreatic cancer"
            rel = relation_at(tokens, k)
            if rel:
                return Subject("relation", aliases(owner) if owner else frozenset(), rel[0]), rel[1]
            # "my (new physical) therapist says", not "my secretary job"
            who = after_modifiers(tokens, k, lambda j: tokens[j].low in _OTHERS and j + 1 < len(tokens))
            if who is not None and (tokens[who + 1].low in _VERBS or verb_after_name(tokens[who + 1].low)):
                return Subject("person", frozenset({f"{low} {tokens[who].low}"})), who + 1
            if another_being(tokens, k):
                return UNKNOWN, k  # "my cat sleeps on the bed", "my ex-husband takes it": about the cat, the ex-husband
        j = (
            after_knowing(tokens, i + 1, KNOWING | SURE | lexicon.words("believing"))
            if low in ("i", "we")
            else after_knowing(tokens, i + 1, SURE | {"know"})
            if low in ("i'm", "you're", "you", "we're")
            else None
        )
        if j is not None:  # "I know that you've had the transplant": about whom the rest is about
            inner, k = subject_of(tokens[j:], speaker, addressee, known_names)
            return inner, j + k
        if low in ("i", "we") and observes(tokens, i + 1):
            return UNKNOWN, i + 1  # "I do appreciate one plus pitting edema": about the edema, not the doctor
        return person(owner), i + 1
    if low in _POSSESSIVE_OWNERLESS or possessive(low):
        start = i + 1 if low in _POSSESSIVE_OWNERLESS else i
        owner_names: frozenset[str] = frozenset()
        k = start
        # "the patient's mother", "Barry's wife"
        if k < len(tokens) and possessive(tokens[k].low):
            base = tokens[k].low[:-2]
            anonymous = base in _ANONYMOUS  # "the speaker's name": whoever spoke, as "my name" unlabelled
            owner_names = frozenset() if anonymous else aliases(roles.get(base, base))
            k += 1
            if anonymous and not relation_at(tokens, k):
                return UNKNOWN, k
        owned = possessed(owner_names, tokens, k)
        if owned is not None:
            return owned
        if start < len(tokens) and tokens[start].low in roles:
            return Subject("person", aliases(roles[tokens[start].low])), start + 1
        k = start
        while k < len(tokens) and k - start < 4 and tokens[k].low in known_names:
            k += 1
        if k > start and low == "the":  # "the project manager", a speaker's label
            return Subject("person", aliases(" ".join(t.low for t in tokens[start:k]))), k
        return UNKNOWN, i
    if low in roles:
        return Subject("person", aliases(roles[low])), i + 1
    parent = lexicon.groups("relations").get(low)
    if parent in _PARENTS and speaker:  # "When I turned ten, dad signed me up": the speaker's own dad
        return Subject("relation", aliases(speaker), parent), i + 1
    if low in _UNKNOWN:
        return UNKNOWN, i + 1
    # A title and a name: "Mrs. Jones", "Dr Patel".
    title = name_after_title(tokens, i)
    if title is not None:
        owner = title[0].removesuffix("'s")  # "Ms. Lopez's husband": hers
        return (possessed(aliases(owner), tokens, title[1]) if owner != title[0] else None) or (
            Subject("person", aliases(owner)),
            title[1],
        )
    # A name: capitalised words, or words that are part of a speaker's name.
    j = i
    stop = lexicon.words("stopwords") | lexicon.words("common_verbs") | lexicon.words("negations")
    while j < len(tokens) and j - i < 4 and tokens[j].is_word and tokens[j].low not in stop:
        if not (tokens[j].text[:1].isupper() or tokens[j].low in known_names) or tokens[j].low in FIRST_PERSON:
            break  # "Maybe I'll repaint it": "I" is no part of a name
        if j > i and possessive(tokens[j].low):  # "Maria Lopez's husband": a name's, as "Maria's husband"
            owner = " ".join([*(t.low for t in tokens[i:j]), tokens[j].low[:-2]])
            return possessed(aliases(owner), tokens, j + 1) or (Subject("person", aliases(owner)), j + 1)
        j += 1
    # A single capitalised word opening a clause is a name only if a speaker is called so, or if it tells what
    # someone said ("Lisa said she's pregnant": Lisa passes it on, see through_report).
    if j == i + 1 and tokens[i].low not in known_names and not _tells(tokens, j) and not (i and _finite(tokens, j)):
        j = i  # ("Not yet, Oscar is …": a capital after the clause's opening words is a name's)
    if j > i:
        name = " ".join(t.low for t in tokens[i:j])
        return Subject("person", aliases(name)), j
    return _after_opening(tokens, i, speaker, addressee, known_names)


_KIN_SOME = lexicon.words("kin_quantifiers")


def _kin_after(tokens: Sequence[Token], k: int) -> int | None:
    """The index of "my"/"your" at ``k`` or after "of", when a relation follows it ("(of) my parents")."""
    k += 1 if k < len(tokens) and tokens[k].low == "of" else 0
    if k + 1 < len(tokens) and tokens[k].low in ("my", "your") and relation_at(tokens, k + 1) is not None:
        return k
    return None


def _main_after_subordinate(
    tokens: Sequence[Token], speaker: str | None, addressee: str | None, known_names: frozenset[str]
) -> tuple[Subject, int] | None:
    """ "When I turned ten, dad signed me up": the main clause's subject, after the opening subordinate clause."""
    first = next((k for k, t in enumerate(tokens) if t.low not in _SKIP), None)
    if first is None or tokens[first].low not in _SUBORDINATORS:
        return None
    comma = next((k for k in range(first + 1, len(tokens) - 1) if tokens[k].low == ","), None)
    if comma is None:
        return None
    inner, after = subject_of(tokens[comma + 1 :], speaker, addressee, known_names)
    return (inner, comma + 1 + after) if inner.known() else None


_OPENING_SPAN = 10
_OPENING_PERSONS = lexicon.words("i_forms")


def _after_opening(
    tokens: Sequence[Token], i: int, speaker: str | None, addressee: str | None, known_names: frozenset[str]
) -> tuple[Subject, int]:
    """ "Like, personally for me, at home I've combined ...": an opening phrase set off by a comma, then "I"."""
    window = tokens[i : i + _OPENING_SPAN]
    comma = next((k for k, t in enumerate(window) if t.low == ","), None)
    if window and window[0].low in lexicon.words("openers"):
        comma = 0  # "along the way I stopped at ...": an adverbial opening without a comma
    if comma is None:
        return UNKNOWN, i
    for k in range(comma + 1, len(window)):
        if window[k].low in _OPENING_PERSONS:
            inner, after = subject_of(tokens[i + k :], speaker, addressee, known_names)
            return inner, i + k + after
        if window[k].low in SECOND_PERSON or window[k].low in _SUBORDINATORS or window[k].low in _CLAUSE_BREAKS:
            break
    return UNKNOWN, i


_CLAUSE_BREAKS = frozenset({"that", "which", "who", "said", "says", "told"})
