"""Whom a clause is about: a speaker, a relation of someone ("my mother"), a named person, or unknown.

"I/my" is the speaker and "you/your" the addressee; "my mother ..." is about the mother; "he", "she",
"it" are unknown (no coreference is attempted). Speaker labels and role words compare through aliases:
``Dr. Smith`` is also ``smith`` and ``doctor``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from factlayer.nlp import lexicon
from factlayer.nlp.modality import leading_no
from factlayer.nlp.time_lead import lead_time
from factlayer.nlp.titles import name_after_title
from factlayer.nlp.tokens import Token, skip_over

# The persons' words, one list each in the lexicon: "I / my", "you / your", "he / she / they" (and their "his / her /
# their"): someone other than the one speaking or spoken to.
FIRST_PERSON = lexicon.words("first_person")
SECOND_PERSON = lexicon.words("second_person")
THIRD_PERSON = lexicon.words("third_person")
THIRD_PERSON_WORDS = THIRD_PERSON | lexicon.words("third_person_possessives")
_POSSESSIVE_OWNERLESS = frozenset({"his", "her", "their", "its", "the", "a", "an", "our"})
_UNKNOWN = lexicon.words("unknown_subjects")
# What the extractor calls a speaker nobody named (unlabelled ASR text): says nothing about who it is.
_ANONYMOUS = frozenset({"speaker"})
_HESITATIONS = lexicon.words("hesitations")
# Relations a speaker names without "my" ("Mom said ...", "dad signed me up"): their own.
_PARENTS = frozenset({"mother", "father", "grandmother", "grandfather"})
_TITLES = lexicon.words("name_titles")
_AUX = lexicon.words("auxiliaries") | {"any"}  # "Any pain?" opens a question too
_SUBORDINATORS = frozenset(
    ["because", "when", "if", "since", "although", "though", "while", "after", "before", "whereas", "unless", "until"]
)
_SKIP = lexicon.words("subject_skips")
_EXCLAIMED = lexicon.words("interjections") | lexicon.words("praise_words")
_OTHERS = lexicon.words("person_nouns") | lexicon.words("other_people")  # "my therapist", "your gp"
_VERBS = _AUX.union(*(lexicon.words(n) for n in ("finite_verbs", "telling", "believing", "saying")))


@lru_cache(maxsize=1)
def _first_person_pattern() -> re.Pattern[str]:
    return re.compile(rf"\b{lexicon.alternation('first_person')}\b", re.IGNORECASE)


def first_person(text: str) -> bool:
    """Whether the text has the speaker's own words for themself ("I", "my", "me"; ``lexicon/first_person``)."""
    return _first_person_pattern().search(text.replace("’", "'")) is not None


@lru_cache(maxsize=4096)
def aliases(name: str) -> frozenset[str]:
    """Comparable forms of a speaker label or a name written in a claim."""
    cleaned = re.sub(r"[\[\]():\"'“”.]", " ", name.lower()).replace("_", " ").replace("-", " ")
    words = cleaned.split()
    if not words:
        return frozenset()
    roles = lexicon.groups("speakers")
    out = {" ".join(words)}
    out.update(w for w in words if len(w) > 2 and w not in _TITLES and not w.isdigit())
    out.update(roles[w] for w in words if w in roles)
    lettered = len(words) > 1 and len(words[-1]) == 1 and words[-1] != "s"  # "Grad A", not "Tom Berg's"
    if ("speaker" in words and any(w.isdigit() for w in words)) or lettered:
        out = {" ".join(words)}  # "Speaker 2", "Grad A", "Professor B": the role word alone names none of them
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Subject:
    kind: Literal["person", "relation", "unknown"]
    names: frozenset[str] = frozenset()  # the person, or the relation's owner (empty: any owner)
    relation: str | None = None

    def known(self) -> bool:
        return self.kind != "unknown"

    def same(self, other: Subject) -> bool | None:
        """True: the same; False: someone else; None: cannot tell (either is unknown)."""
        if not self.known() or not other.known():
            return None
        if self.kind != other.kind:
            return False
        if self.kind == "relation":
            if self.relation != other.relation:
                return False
            return True if not self.names or not other.names else bool(self.names & other.names)
        return bool(self.names & other.names)

    def describe(self) -> str:
        name = sorted(self.names, key=len, reverse=True)[0] if self.names else "someone"
        if self.kind == "relation":
            return f"{name}'s {self.relation}"
        return name if self.kind == "person" else "unknown"


UNKNOWN = Subject("unknown")


def person(label: str | None) -> Subject:
    return Subject("person", aliases(label)) if label else UNKNOWN


def _observes(tokens: Sequence[Token], i: int) -> bool:
    i = skip_over([t.low for t in tokens], i, ("do", "also", "can", "could", "did", "definitely", "really"))
    return i < len(tokens) and tokens[i].low in lexicon.words("perception")


_KNOWING = frozenset(
    ["know", "knew", "understand", "see", "saw", "heard", "hear", "remember", "realize", "realise", "notice", "noticed"]
)


_SURE = frozenset(["sure", "certain", "positive", "aware"])


def _after_knowing(tokens: Sequence[Token], i: int, cues: frozenset[str] = _KNOWING | _SURE) -> int | None:
    """Index after "know (that)" when a clause with its own subject follows ("I know that you ...", "you're
    certain I ...", "I , um , think you ...")."""
    while i < len(tokens) and (tokens[i].low == "," or tokens[i].low in _HESITATIONS):
        i += 1
    if i < len(tokens) and tokens[i].low in ("are", "am", "'re", "'m", "do", "really") and i + 1 < len(tokens):
        i += 1  # "I do think that you ...", "you're certain I ..."
    if i < len(tokens) and tokens[i].low in cues:
        j = i + 1 + (1 if i + 1 < len(tokens) and tokens[i + 1].low in ("that", "like") else 0)
        named = j + 1 < len(tokens) and tokens[j].text[:1].isupper() and tokens[j + 1].low in _AUX  # "Theo might"
        if j < len(tokens) and (tokens[j].low in FIRST_PERSON | SECOND_PERSON | _UNKNOWN or named):
            return j
    return None


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


_RESTARTED = frozenset({"i", "we", "you", "my", "our", "your"})


def _past_restarts(tokens: Sequence[Token], i: int) -> int:
    """Past a speaker's restarts at ``i``: a word said twice ("our our") or a person word taken back for another
    ("we our youngest daughter", "i my wife"): the clause goes on from the last of them."""
    while i + 1 < len(tokens) and tokens[i].low in _RESTARTED and tokens[i + 1].low in _RESTARTED:
        i += 1
    return i


def _tells(tokens: Sequence[Token], i: int) -> bool:
    return i < len(tokens) and tokens[i].low in lexicon.words("telling")


def _finite(tokens: Sequence[Token], i: int) -> bool:
    return i < len(tokens) and tokens[i].low in lexicon.words("singular_finite")


def _owned_attribute(tokens: Sequence[Token], k: int) -> bool:
    """Is the possessed noun a body part or a personal attribute (then the owner is the subject)?"""
    categories = lexicon.classes("categories")
    for tok in tokens[k : k + 3]:
        if categories.get(tok.low) in ("body_part", "side", "part") or tok.low in lexicon.words("attributes"):
            return True
        if tok.is_word and tok.low not in ("the", "a", "left", "right", "lower", "upper"):
            return False
    return False


def relation_at(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """A relation word at ``tokens[i]`` (or after one adjective): its canonical name and the index after it."""
    relations = lexicon.groups("relations")
    for j in (i, i + 1):
        if j < len(tokens) and tokens[j].low in relations:
            return relations[tokens[j].low], j + 1
    return None


def _possessed(owner_names: frozenset[str], tokens: Sequence[Token], k: int) -> tuple[Subject, int] | None:
    """Whom "<owner>'s ..." at ``tokens[k]`` is about: a relation ("the patient's mother", "Barry's wife"), the
    owner's group or own body or attribute, or nothing known ("Caroline's bowl"); None for an ownerless phrase that
    names no relation."""
    rel = relation_at(tokens, k)
    if rel:
        return Subject("relation", owner_names, rel[0]), rel[1]
    if k < len(tokens) and tokens[k].low in lexicon.words("collectives"):
        # "the team": a "we", no one speaker; "Gina's team": Gina's "we", not another speaker's
        return (Subject("person", owner_names) if owner_names else UNKNOWN), k + 1
    if owner_names and _owned_attribute(tokens, k):
        return Subject("person", owner_names), k
    if owner_names:
        return UNKNOWN, k  # "Caroline's bowl was made by a friend": about the bowl
    return None


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
        or _aside(tokens, i)
    ):
        i += _aside(tokens, i) or 1
    if spoken:
        i += lead_time(tokens[i:])  # "Last season | you were at 190 pounds"
    if spoken:
        i = _past_restarts(tokens, i)  # "we our our youngest daughter she is …": the clause starts at the last "our"
    if i >= len(tokens):
        return UNKNOWN, i
    low = tokens[i].low
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
            who = next((j for j in (k, k + 1) if j + 1 < len(tokens) and tokens[j].low in _OTHERS), -1)
            if who >= 0 and tokens[who + 1].low in _VERBS:  # "my (physical) therapist says", not "my secretary job"
                return Subject("person", frozenset({f"{low} {tokens[who].low}"})), who + 1
        j = (
            _after_knowing(tokens, i + 1, _KNOWING | _SURE | lexicon.words("believing"))
            if low in ("i", "we")
            else _after_knowing(tokens, i + 1, _SURE | {"know"})
            if low in ("i'm", "you're", "you", "we're")
            else None
        )
        if j is not None:  # "I know that you've had the transplant": about whom the rest is about
            inner, k = subject_of(tokens[j:], speaker, addressee, known_names)
            return inner, j + k
        if low in ("i", "we") and _observes(tokens, i + 1):
            return UNKNOWN, i + 1  # "I do appreciate one plus pitting edema": about the edema, not the doctor
        return person(owner), i + 1
    if low in _POSSESSIVE_OWNERLESS or low.endswith("'s"):
        start = i + 1 if low in _POSSESSIVE_OWNERLESS else i
        owner_names: frozenset[str] = frozenset()
        k = start
        # "the patient's mother", "Barry's wife"
        if k < len(tokens) and tokens[k].low.endswith("'s"):
            base = tokens[k].low[:-2]
            anonymous = base in _ANONYMOUS  # "the speaker's name": whoever spoke, as "my name" unlabelled
            owner_names = frozenset() if anonymous else aliases(roles.get(base, base))
            k += 1
            if anonymous and not relation_at(tokens, k):
                return UNKNOWN, k
        owned = _possessed(owner_names, tokens, k)
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
        return (_possessed(aliases(owner), tokens, title[1]) if owner != title[0] else None) or (
            Subject("person", aliases(owner)),
            title[1],
        )
    # A name: capitalised words, or words that are part of a speaker's name.
    j = i
    stop = lexicon.words("stopwords") | lexicon.words("common_verbs") | lexicon.words("negations")
    while j < len(tokens) and j - i < 4 and tokens[j].is_word and tokens[j].low not in stop:
        if not (tokens[j].text[:1].isupper() or tokens[j].low in known_names) or tokens[j].low in FIRST_PERSON:
            break  # "Maybe I'll repaint it": "I" is no part of a name
        if j > i and tokens[j].low.endswith("'s"):  # "Maria Lopez's husband": a name's, as "Maria's husband"
            owner = " ".join([*(t.low for t in tokens[i:j]), tokens[j].low[:-2]])
            return _possessed(aliases(owner), tokens, j + 1) or (Subject("person", aliases(owner)), j + 1)
        j += 1
    # A single capitalised word opening a clause is a name only if a speaker is called so, or if it tells what
    # someone said ("Lisa said she's pregnant": Lisa passes it on, see through_report).
    if j == i + 1 and tokens[i].low not in known_names and not _tells(tokens, j) and not (i and _finite(tokens, j)):
        j = i  # ("Not yet, Oscar is …": a capital after the clause's opening words is a name's)
    if j > i:
        name = " ".join(t.low for t in tokens[i:j])
        return Subject("person", aliases(name)), j
    return _after_opening(tokens, i, speaker, addressee, known_names)


_ASIDES = frozenset({("you", "know"), ("you", "see"), ("i", "mean"), ("i", "guess")})
# Words that cannot open what "you know" / "I mean" take as object: after them the pair is a filler.
_ASIDE_FOLLOWERS = frozenset(
    {"in", "at", "on", "during", "when", "if", "because", "since", "after", "before", "like", "so", "and", "but"}
)


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


def _aside(tokens: Sequence[Token], i: int) -> int:
    """ "you know ," / "I mean ," set off by a comma (or ending the clause), before a word no object opens on ("you
    know in high school …"), or "you know what" before a clause: a filler, not the subject. Its width in tokens (0:
    none)."""
    if i + 1 >= len(tokens) or (tokens[i].low, tokens[i + 1].low) not in _ASIDES:
        return 0
    if tokens[i + 1].low == "know" and i + 3 < len(tokens) and tokens[i + 2].low == "what":
        return 3  # "yeah you know what i am a biker": the doctor is
    if i + 2 < len(tokens) and tokens[i + 2].low in _ASIDE_FOLLOWERS:
        return 2  # "so you know in high school i used to play": no object of "know" follows, a filler
    return 2 if i + 2 >= len(tokens) or tokens[i + 2].low in (",", "-", "...") else 0


_OPENING_SPAN = 10
_OPENING_PERSONS = frozenset({"i", "i'm", "i've", "i'd", "i'll"})


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


def grammatical_person(words: Sequence[str]) -> int | None:
    """1 for a clause or claim about the one speaking ("I", "my", "the speaker"), 2 for the one spoken to
    ("you", "your", "the listener"), None otherwise — the first such word decides."""
    for k, w in enumerate(words[:6]):
        if w in FIRST_PERSON or (w == "speaker" and k > 0 and words[k - 1] == "the"):
            return 1
        if w in SECOND_PERSON or (w in ("listener", "addressee") and k > 0 and words[k - 1] == "the"):
            return 2
    return None
