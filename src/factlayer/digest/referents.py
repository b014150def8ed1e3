"""A medicine or a part of the body as what "it" stands for — only where nothing else could be; the same guard for
a complaint or a test.

"[doctor] are you still taking the ibuprofen ? / [patient] yes , it helps a little ." → "The patient says the
ibuprofen helps a little."; "[doctor] how is your right knee ? / [patient] it's still swollen ." → "The patient says
their right knee is still swollen."; "[doctor] did you start the lisinopril ? / [patient] i take it every morning ."
→ "The patient takes the lisinopril every morning.". ``antecedent`` finds the nearest thing named before the pronoun;
when it is a medicine (a name: ``lexicon/medicines.txt``, the "drug" class of ``categories.txt``, or a generic name
by its stem, ``drug_stems.txt``; or "the/your …" and a form, ``medicine_forms.txt``) or a part of the body ("my/the
…" and a ``body_part`` of ``categories.txt``), it is written in only when:

- what the fact says of "it" is said of that kind (``lexicon/referent_verbs.txt``: "it helps", "i take it" of a
  medicine; "it's swollen", "i iced it" of a part of the body). Not "it happened", "it started last week": an event;
- no other noun phrase stands between the thing and the pronoun ("my right knee … so i take the ibuprofen . it helps"
  is the ibuprofen, never the knee; "the lisinopril , and then i saw my cardiologist . i take it": neither) — an
  opener and a noun (the proof engine's own rule, ``proof.antecedent.noun_phrase_between``), or a bare word naming
  a thing of any kind but a part of the body ("my knee … when i have pain . it …": the knee or the pain);
- the thing is said in the pronoun's sentence or the one before (or before sentences that open on "it" too, ask
  how it goes — "this chronic back pain . how's that going ? / … it really bothers me" — or say something of the
  speaker or the listener naming nothing: ``_names_nothing``), at most ``MAX_GAP_WORDS`` words before it, those
  sentences not counted (past that, a noun no list knows may stand between: "my knee hurts . i went to physical
  therapy . it hurts");
- the thing is not one of a pair ("the tylenol and the ice", "the ibuprofen with heat": "it" may be both);
- a part of the body does not say where another thing is ("a bump on my arm . it is tender": the bump).

A complaint or a test (``antecedent``'s first kinds) is held to the same nearness, and is never one of a pair, picked
out by a superlative ("the worst pain you ever felt . / it's at a six"), an adjunct ("i can't sleep because of the
pain . it has been for years") or what is said of a medicine ("your pain ? / i use a cream . it has helped").
The proof engine still has the last word: the rewritten fact is stored only when VERIFIED against the source.
"""

from __future__ import annotations

import re
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token, tokenize
from factlayer.proof.antecedent import noun_phrase_between

from .pointing import alternation

__all__ = ["DETERMINER", "MAX_GAP_WORDS", "THINGS", "VERBISH", "borne", "head", "kind", "rivals"]


def _singular(words: frozenset[str]) -> set[str]:
    return {w for w in words if not w.endswith("s") or w.endswith(("ss", "us", "is"))}


_CATEGORIES = lexicon.classes("categories")
_NAMES = _singular(frozenset(w for w, c in _CATEGORIES.items() if c == "drug") | lexicon.words("medicines"))
_STEMMED = r"(?=[a-z]{7})[a-z]+" + alternation(lexicon.words("drug_stems"))
_FORMS = alternation(lexicon.words("medicine_forms"))
_BODY = alternation(_singular(frozenset(w for w, c in _CATEGORIES.items() if c == "body_part")))
DETERMINER = r"(?:my|your|the|this|that)\s+"
# Before a medicine: up to two words, none a verb, a pronoun or a function word ("the blood pressure medicine",
# "your albuterol inhaler"; not "the doctor gave me ibuprofen"). Before a part of the body: a side or a part
# ("my right index finger"; not "the mri came back").
VERBISH = (
    lexicon.words("common_verbs")
    | lexicon.words("finite_verbs")
    | lexicon.words("auxiliaries")
    | lexicon.words("stopwords")
    | {w for row in lexicon.rows("irregular") for w in row}
)
_MEDICINE_MODIFIER = r"(?:(?!" + alternation(VERBISH) + r"\b|[a-z]+(?:ed|ing)\s)[a-z][\w-]*\s+)"
_BODY_MODIFIER = r"(?:" + alternation(lexicon.words("body_sides")) + r"\s+)"
_BEFORE_OTHER = (
    r"(?!\s+(?:" + alternation(lexicon.words("complaints") | lexicon.words("test_nouns")) + "|" + _FORMS + r")\b)"
)
# A medicine by its form ("the steroid cream") or its name, with or without a determiner ("the ibuprofen", "advil");
# a part of the body after a determiner ("your left knee"; not "my knee pain", "your knee x-ray": a complaint, a
# test). Named groups for ``antecedent``'s noun phrase, tried before a test's or a complaint's ("the pain medicine").
THINGS = (
    r"(?P<fdet>" + DETERMINER + _MEDICINE_MODIFIER + r"{0,2})(?P<form>" + _FORMS + r")"
    r"|(?:" + DETERMINER + _MEDICINE_MODIFIER + r"{0,2})?(?P<medicine>" + alternation(_NAMES) + "|" + _STEMMED + r")"
    + _BEFORE_OTHER
    + r"|" + DETERMINER + _BODY_MODIFIER + r"{0,3}(?P<body>" + _BODY + r")" + _BEFORE_OTHER
)  # fmt: skip
# Any word naming a thing a pronoun could stand for, with or without a determiner; not a part of the body, which
# stands without one mostly as another word ("it went back").
_THING = re.compile(
    r"\b(?:"
    + alternation(lexicon.words("complaints") | lexicon.words("test_nouns") | _NAMES)
    + "|"
    + _STEMMED
    + "|"
    + _FORMS
    + r")(?![\w'-])",
    re.IGNORECASE,
)
# "the tylenol and the ice", "ibuprofen with heat": one of a pair (not "… and it helps", "… and i take it").
_PAIRED = re.compile(
    r"\s*,?\s*(?:and|or|plus|with|&)\s+(?!(?:it|it's|i|i'm|i've|you|he|she|we|they|that|this|so|then|now)\b)",
    re.IGNORECASE,
)
_LABEL = re.compile(r"\[[^\]\n]{1,40}\]")  # a speaker's label: "[patient]"
_SENTENCE_ENDS = re.compile(r"[.?!\n][.?!\s]*")
# The words between a thing and the pronoun standing for it: at most this many, in its sentence or the next, or
# after sentences that go on about it ("how is the chest pain ? / it's better . but it does come now and then").
MAX_GAP_WORDS = 20
_BE = lexicon.words("copulas") | {"been", "am", "i'm", "you're", "has"}
_HOW = frozenset({"going", "doing", "been", "now", "today"})  # "how's that going ?": what follows the pronoun
# A question asked of it goes on about it too ("how is your headache ? is it worse in the morning ?"), and so does one
# asking how it goes ("i know you've had this back pain . how's that going ?"; "that" alone, never "how's that job").
_CHAIN = re.compile(
    r"\s*(?:(?:but|and|so|yeah|yes|well|um|uh|no|okay)\s*,?\s*)*(?:(?:(?:is|was|does|did|has|had)\s+)?it(?:'s)?\b"
    r"|how(?:'s|\s+is|\s+was|\s+has)\s+(?:it|that|this)(?=\s*[,?]|\s+" + alternation(_HOW) + r"\b))",
    re.IGNORECASE,
)
# "the worst pain you ever felt": a thing picked out by a superlative; "it" after it may be another one.
_SUPERLATIVE = re.compile(r"\b(?:worst|best|least|most|highest|lowest|biggest|greatest|strongest)\b", re.IGNORECASE)
# Before a thing: it is said of something else, the likelier referent ("because of the pain", "after the mri").
_ADJUNCT = re.compile(
    r"\b(?:because\s+of|due\s+to|near|around|behind|above|below|under|over|from|without|for|at|by|after|before|"
    r"during|since|than)\s+$",
    re.IGNORECASE,
)
# Before a part of the body: it says where something else is ("pain in my knee", "a bump on my arm").
_WHERE = re.compile(r"\b(?:in|of|on|onto|into|to|across|along|between)\s+$", re.IGNORECASE)


@cache
def _verbs() -> dict[str, frozenset[str]]:
    return {key: frozenset(words) for key, words in lexicon.table("referent_verbs").items()}


def kind(found: re.Match[str]) -> str:
    """The kind of thing ``antecedent``'s match names: "test", "complaint", "medicine" or "body"."""
    for name in ("test", "complaint", "body"):
        if found.group(name):
            return name
    return "medicine"


def head(found: re.Match[str]) -> str:
    """The word naming the thing ("knee" of "my right knee", "cream" of "the steroid cream")."""
    return next(found.group(n) for n in ("test", "complaint", "body", "medicine", "form") if found.group(n)).lower()


def rivals(found: re.Match[str], other: re.Match[str]) -> bool:
    """Do two things named in one sentence leave a pronoun's referent open? A medicine rivals a medicine; a test, a
    complaint; a part of the body, a complaint ("my knee … the swelling"); a complaint, any of these three."""
    a, b = kind(found), kind(other)
    return (a == "medicine") is (b == "medicine") and {a, b} != {"test", "body"}


def _predicate(fact: str, pointing: re.Match[str]) -> tuple[str, str]:
    """Where the pronoun stands in the fact ("subject"/"object") and the word that says what of it: the first word
    after a subject past the "leading" words of ``referent_verbs.txt`` ("it's still swollen" → "swollen"), the word
    before an object ("takes it")."""
    if "verb" in pointing.re.groupindex:  # "X says it …" (``pointing_subject``)
        after = re.findall(r"[a-z']+", fact[pointing.end("tail") :].lower())
        skip = _verbs()["leading"] | lexicon.words("auxiliaries")
        return "subject", next((w for w in after if w not in skip), "")
    before = re.findall(r"[a-z']+", fact[: pointing.start("pro")].lower())
    return "object", before[-1] if before else ""


def borne(
    thing: str, found: tuple[int, int], fact: str, pointing: re.Match[str], source: str, clause: tuple[int, int]
) -> bool:
    """May the ``thing`` ("test", "complaint", "medicine", "body") at ``source[found[0]:found[1]]`` be what the
    pronoun ``pointing`` of ``fact``, said in ``source[clause[0]:clause[1]]``, stands for (module docstring)?"""
    where, word = _predicate(fact, pointing)
    lead = source[max(0, found[0] - 20) : found[0]]
    if _PAIRED.match(source, found[1]) or _SUPERLATIVE.search(source, found[0], found[1]):
        return False  # "the tylenol and the ice", "the worst pain you ever felt . / it's at a six"
    if _ADJUNCT.search(lead):
        return False  # "i can't sleep because of the pain . it has been for years": the sleep, or the pain
    if thing not in ("medicine", "body"):  # "your pain ? / … using cutivate . it has helped": not the pain
        return word not in _verbs()[f"medicine_{where}"] and _near(found, pointing, source, clause)
    if word not in _verbs()[f"{thing}_{where}"] or (thing == "body" and _WHERE.search(lead)):
        return False  # "it happened" after "my knee"; "a bump near my shoulder . it's tender": the bump
    return _near(found, pointing, source, clause)


_SELF = re.compile(r"^\W*(?:(?:so|and|but|well|yeah|um|uh|okay)\W+)*(?:i|i'm|i've|i'd|i'll|you|you're|you've)\b", re.I)


@cache
def _closed_words() -> frozenset[str]:
    names = ("stopwords", "auxiliaries", "common_verbs", "finite_verbs", "hesitations", "negations",
             "interjections", "yes", "no", "linking_adverbs", "first_person", "second_person")  # fmt: skip
    words = {w for name in names for entry in lexicon.words(name) for w in entry.split()} | lexicon.members("fillers")
    return frozenset(words | {w for row in lexicon.rows("irregular") for w in row} | {"bit", "lot", "little"})


def _names_nothing(sentence: str) -> bool:
    """A sentence about the speaker or the listener ("i can barely walk", "i was a bit nervous at first") whose
    every word is a function word, a verb form the lexicons know or an "-ly" adverb: no noun a pronoun after it may
    stand for, so the thing named before it is still the one candidate. Any other word may be one ("i went to
    physical therapy", "i was at work all day"): not passed over."""
    if _SELF.match(sentence) is None:
        return False
    words = re.findall(r"[a-z][a-z']*", sentence.lower())
    after_be = {i + 1 for i, w in enumerate(words) if w in _BE}  # "i've been managing it": a verb, not a noun
    return all(
        w in _closed_words() or (w.endswith("ly") and len(w) > 4) or (i in after_be and w.endswith("ing"))
        for i, w in enumerate(words)
    )


def _near(found: tuple[int, int], pointing: re.Match[str], source: str, clause: tuple[int, int]) -> bool:
    """Is the thing at ``found`` said in the pronoun's sentence or the one before (past sentences on "it"), near,
    with no other thing or noun phrase between? The pronoun is the clause's k-th "it" when the fact's is its k-th."""
    pronoun = rf"\b{pointing.group('pro').lower()}\b"
    said = [m.start() for m in re.finditer(pronoun, source[clause[0] : clause[1]], re.IGNORECASE)]
    nth = len(re.findall(pronoun, pointing.string[: pointing.start("pro")], re.IGNORECASE))  # the fact's k-th "it"
    at = clause[0] + said[min(nth, len(said) - 1)] if said else clause[0]
    gap = _LABEL.sub(" ", source[found[1] : at])
    between = _SENTENCE_ENDS.split(gap)[1:-1]  # whole sentences between: each must go on about "it"
    if not all(_CHAIN.match(s) or _names_nothing(s) for s in between):
        return False
    if len(gap.split()) - sum(len(s.split()) for s in between) > MAX_GAP_WORDS:
        return False  # counted: the words of no sentence that goes on about it (those are checked)
    if _THING.search(gap):
        return False  # two sentences back, or far: a noun without an opener ("physical therapy") may stand between
    tokens = tokenize(source, found[1], at)
    kept = [t for i, t in enumerate(tokens) if not _asked_how(tokens, i) and not _relative(tokens, i)]
    return not noun_phrase_between(kept, found[1] - 1, at)


def _relative(tokens: list[Token], i: int) -> bool:
    """Is ``tokens[i]`` the "that"/"which" opening a relative clause right after the thing ("this back pain that we've
    been dealing with", "the metformin that i prescribed"): the first word after it, a personal pronoun its subject
    follows? It opens no noun; a thing the clause names ("… that the brace was for") is still one between."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if i != 0 or tokens[i].low not in ("that", "which") or after is None:
        return False
    return re.split(r"['’]", after.low)[0] in _PERSONAL


_PERSONAL = lexicon.words("personal_subjects")


def _asked_how(tokens: list[Token], i: int) -> bool:
    """Is ``tokens[i]`` the "that"/"this" of "how's that going ?", "how is this now ?": a pronoun, no opener of a
    noun ("how's that job going ?" keeps it)."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if tokens[i].low not in ("that", "this") or (after is not None and after.is_word and after.low not in _HOW):
        return False
    before = [t.low for t in tokens[max(0, i - 2) : i]]
    return before[-1:] == ["how's"] or (len(before) == 2 and before[0] == "how" and before[1] in _BE)
