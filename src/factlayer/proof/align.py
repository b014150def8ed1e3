"""Matching one claim term against the words of a statement: exact, stem, bounded synonym, near spelling.

Each way has a strength (exact 1.0 > stem > synonym > spelling) that becomes the proof's confidence.

A compound may be written as one word on one side and as two on the other: a claim word is found in the words
of the statement written together ("heartburn" in "heart burn", "Accu-Chek" in "Accu Cheks"), and a claim word
with its neighbour in the claim in one word of the statement ("heart burn" in "heartburn", ``Term.joined``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

from rapidfuzz import fuzz

from factlayer.nlp import lexicon
from factlayer.nlp.affixes import opposite_by_prefix, prefixed_form
from factlayer.nlp.may_month import token_reading
from factlayer.nlp.normalise import number_word
from factlayer.nlp.past_nouns import past_verb
from factlayer.nlp.persons import aliases, person
from factlayer.nlp.stems import stem
from factlayer.proof.claim import Term
from factlayer.proof.source import Statement

EXACT, STEM, SYNONYM, SPELLING = 1.0, 0.95, 0.85, 0.8
PRONOUN = SYNONYM
# The speaker named by the claim in an object's place: only "me / my / mine / myself" (the speaker's "I" is who
# does it, and "The book was given to Gina" is not Gina's "I gave the book to Jon"). The addressee: "your ...",
# and "you" where the statement is not about the addressee ("a conference with you", not "you gave me the book").
_SPEAKER_FORMS = frozenset({"me", "my", "mine", "myself"})
_ADDRESSEE_FORMS = frozenset({"your", "yours", "yourself"})
_YOU = frozenset({"you", "you're", "you've", "you'd", "you'll"})
_MIN_SPELLING_LEN = 6
_SPELLING_RATIO = 85.0
_SPANS = lexicon.words("time_units")
_SPAN_COUNTS = frozenset({"a", "an", "few", "couple", "several"})  # "a week now", "a couple of weeks now"


@dataclass(frozen=True, slots=True)
class Match:
    term: Term
    statement: int
    token: int  # index into the statement's tokens
    strength: float
    how: str


@lru_cache(maxsize=1)
def _synonyms_by_stem() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for word, group in lexicon.synonym_sets("synonyms").items():
        key = stem(word.replace("-", " ").split()[0]) if "-" not in word else word
        out.setdefault(key, set()).update(stem(g) if "-" not in g else g for g in group)
    return {k: frozenset(v) for k, v in out.items()}


def synonym_stems(term_stem: str) -> frozenset[str]:
    return _synonyms_by_stem().get(term_stem, frozenset())


def spelling_neighbours(term_low: str, stems: Iterable[str]) -> list[str]:
    """Stems of the source written almost like ``term_low`` (ASR: "ibuprofin" for "ibuprofen")."""
    if len(term_low) < _MIN_SPELLING_LEN:
        return []
    return [s for s in stems if abs(len(s) - len(term_low)) <= 3 and fuzz.ratio(term_low, s) >= _SPELLING_RATIO - 5]


def _joined_at(statement: Statement, k: int, target: str) -> bool:
    """Do the words from ``k`` on, written together (without spaces or hyphens), spell ``target``? The last word
    may be another form of the target's last part ("Accu Cheks" for "Accu-Chek", "breast feed" for "breastfeeds")."""
    flat = target.replace("-", "")
    joined = ""
    for tok in statement.tokens[k : k + 5]:
        if tok.is_punct and tok.low != "-":
            return False
        joined += tok.low.replace("-", "")
        if tok is not statement.tokens[k] and (joined == flat or (tok.is_word and stem(joined) == stem(flat))):
            return True
        if not flat.startswith(joined):
            return False
    return False


def _split_at(term: Term, statement: Statement, k: int) -> bool:
    """Is token ``k`` the claim word written together with its neighbour in the claim ("heartburn" for the claim's
    "heart burn", "checkup" for "check up"), as it is or in another form ("checkups")?"""
    said = statement.tokens[k].low.replace("-", "")
    return any(said == whole or stem(said) == stem(whole) for whole in term.joined)


def _duration_to_now(term: Term, statement: Statement, k: int) -> bool:
    """The claim's "ago" said as "now" right after a span of time: "About two days now." (to "How long have you
    had the headaches?") dates the start as "started about two days ago" does."""
    tokens = statement.tokens
    if term.low != "ago" or tokens[k].low != "now" or k < 2:
        return False
    return lexicon.groups("units").get(tokens[k - 1].low) in _SPANS and (
        tokens[k - 2].is_number or number_word(tokens[k - 2].low) or tokens[k - 2].low in _SPAN_COUNTS
    )


def _pronoun_for(term: Term, statement: Statement) -> Match | None:
    """A speaker's name in the claim — their label or a name they are called by ("hi virginia": the patient) — said
    by that speaker as "me / my" or to them as "you / your" ("Seeing their resilience filled John with hope" from
    John's "filled me with hope"). In a question read through its answer, "you" is the one who answers, and only
    that one."""
    if not statement.speaker:
        return None
    speaker = aliases(statement.speaker) | statement.speaker_called
    if statement.answered:  # "What else brings you joy?" — Joanna: "Writing!": the question's "you" is Joanna
        mine = term.low in speaker
        k = next((k for k in range(len(statement.tokens)) if mine and _object_you(statement, k)), None)
    else:
        if term.low in speaker:
            forms = _SPEAKER_FORMS
        elif statement.addressee and term.low in aliases(statement.addressee) | statement.addressee_called:
            about_them = statement.subject.same(person(statement.addressee)) is True
            forms = _ADDRESSEE_FORMS if about_them else _ADDRESSEE_FORMS | _YOU
        else:
            return None
        k = next((k for k, tok in enumerate(statement.tokens) if tok.low in forms), None)
    return None if k is None else Match(term, statement.index, k, PRONOUN, "pronoun")


def _object_you(statement: Statement, k: int) -> bool:
    """Is token ``k`` of a question read through its answer the answerer in an object's place: "your", or "you" not
    right after an auxiliary ("What else brings you joy?", not "Did you give the book to Jon?": the giver)?"""
    low = statement.tokens[k].low
    if low in _ADDRESSEE_FORMS:
        return True
    return low == "you" and k > 0 and statement.tokens[k - 1].low not in lexicon.words("auxiliaries")


def _we_for(term: Term, statement: Statement) -> Match | None:
    """A group word of the claim ("the team", "her family") said by one of the group as "we" ("After the win the
    team celebrated at a restaurant" from "we celebrated at a restaurant"); not in a question read through its
    answer, nor without a speaker, nor in a view ("we think the price is right" is one speaker's view, not the
    whole team's)."""
    if statement.answered or not statement.speaker or statement.modality == "hedged":
        return None
    if term.low not in lexicon.words("collectives"):
        return None
    tokens = statement.tokens
    k = next((k for k, tok in enumerate(tokens) if tok.low in lexicon.words("we_forms")), None)
    if k is None or (k + 1 < len(tokens) and tokens[k + 1].low in lexicon.words("believing")):
        return None
    return Match(term, statement.index, k, PRONOUN, "pronoun")


def _initials_at(statement: Statement, letters: str) -> int | None:
    """Where capitalised words in a row begin with ``letters`` ("United States" for "us"), or None."""
    tokens, n = statement.tokens, len(letters)
    for k in range(len(tokens) - n + 1):
        run = tokens[k : k + n]
        if all(t.text[:1].isupper() and t.is_word for t in run) and "".join(t.low[0] for t in run) == letters:
            return k
    return None


def _phrase_at(statement: Statement, k: int, words: tuple[str, ...]) -> bool:
    """The words of a hyphenated synonym said one after the other from token ``k`` ("atrial fibrillation")."""
    said = statement.tokens[k : k + len(words)]
    return len(said) == len(words) and all(stem(t.low) == stem(w) for t, w in zip(said, words, strict=True))


def match_term(term: Term, statement: Statement) -> Match | None:
    """The best match of ``term`` in ``statement``, or None. It depends on the two alone, and the claims against one
    source share many words: it is read once per term and statement (kept in ``Statement.memo``, which lives as long
    as the source read). The match holds the caller's own term (the checks tell a claim's terms apart by identity)."""
    found = cast(Match | None, statement.memo.get(term, _UNREAD))
    if found is _UNREAD:
        found = _match_term(term, statement)
        statement.memo[term] = found
    elif found is not None and found.term is not term:  # an equal term of another claim read it first
        found = Match(term, found.statement, found.token, found.strength, found.how)
    return found


_UNREAD = object()
_WORDS = object()  # the key of a statement's words in ``Statement.memo``


def _words(statement: Statement) -> tuple[tuple[int, str, str, str, str], ...]:
    """The words of a statement as :func:`_match_term` reads them, once per statement: (index, text, lower case
    without a possessive "'s", lower case without hyphens, stem)."""
    found = statement.memo.get(_WORDS)
    if found is None:
        out = []
        for k, tok in enumerate(statement.tokens):
            said = tok.low
            if said[:1].isalpha():  # ``Token.is_word``
                low = said[:-2] if said.endswith("'s") else said
                verb = past_verb(statement.tokens, k)  # "the dog bit me": "bite", not "a bit"
                out.append((k, tok.text, low, said.replace("-", ""), stem(verb or low)))
        found = statement.memo[_WORDS] = tuple(out)
    return cast(tuple[tuple[int, str, str, str, str], ...], found)


def _match_term(term: Term, statement: Statement) -> Match | None:
    best: Match | None = None
    synonyms = frozenset() if term.literal else synonym_stems(term.stem)  # "back in two weeks" is no "ago"
    target = term.low
    flat = target.replace("-", "")
    long_term = len(target) >= _MIN_SPELLING_LEN
    categories = lexicon.classes("categories")
    cased = term.text if term.literal and target in lexicon.words("stopwords") else None  # "US" is no "us"
    if cased is not None and (spelled := _initials_at(statement, target)) is not None:
        return Match(term, statement.index, spelled, SPELLING, "initials")  # "US" for "the United States"
    phrases = [tuple(g.split("-")) for g in synonyms if "-" in g]  # "afib": "atrial-fibrillation", said as two words
    own = tuple(target.split("-")) if target in synonyms else None  # "atrial fibrillation" as the claim writes it
    for k, written, low, said_flat, tok_stem in _words(statement):
        if low == "may" and target == "may" and _may_at(statement, k) != ("month" if term.category else "person"):
            continue  # a claim's May, the month or a person (``claim_terms``), is no modal nor the other of the two
        if own is not None and _phrase_at(statement, k, own):
            return Match(term, statement.index, k, EXACT, "exact")
        if phrases and any(_phrase_at(statement, k, p) for p in phrases):
            best = (
                best
                if best is not None and best.strength >= SYNONYM
                else Match(term, statement.index, k, SYNONYM, "synonym")
            )
        if low == target:
            if cased is not None and written != cased:
                continue
            if low in statement.calls:  # "hi doctor lane .": a call names whom "you" is, as "you" does
                best = best or Match(term, statement.index, k, PRONOUN, "call")
                continue
            return Match(term, statement.index, k, EXACT, "exact")
        if flat.startswith(said_flat) and _joined_at(statement, k, target):  # the first word first
            return Match(term, statement.index, k, SPELLING, "joined")  # "Wallstreet", "C O P D", "follow up"
        if term.joined and _split_at(term, statement, k):
            return Match(term, statement.index, k, SPELLING, "joined")  # "heart burn" said "heartburn"
        if _duration_to_now(term, statement, k):
            best = best or Match(term, statement.index, k, SYNONYM, "duration")
            continue
        if "-" in low and target in low.split("-"):
            strength, how = STEM, "part"
            if best is None or strength > best.strength:
                best = Match(term, statement.index, k, strength, how)
            continue
        if tok_stem == term.stem and not (tok_stem == "do" and _helping_do(statement, k)):
            strength, how = STEM, "stem"
        elif tok_stem in synonyms:
            strength, how = SYNONYM, "synonym"
        elif (
            long_term
            and len(low) >= _MIN_SPELLING_LEN
            and low not in categories  # another member of a class is a rival, not a spelling
            and not opposite_by_prefix(target, low)  # "unlawful" is the opposite of "lawful", no misspelling
            and not prefixed_form(target, low)  # "abnormal" is another word than "normal"
            and fuzz.ratio(target, low) >= _SPELLING_RATIO
        ):
            strength, how = SPELLING, "spelling"
        else:
            continue
        if best is None or strength > best.strength:
            best = Match(term, statement.index, k, strength, how)
    return best or _pronoun_for(term, statement) or _we_for(term, statement)


def _may_at(statement: Statement, k: int) -> str:
    """The statement's "may" at ``k``: "month", "person" or "modal", as its sentence reads it (``Statement.mays``)."""
    return dict(statement.mays)[k] if statement.mays is not None else token_reading(statement.tokens, k)


def _helping_do(statement: Statement, k: int) -> bool:
    """ "do" at ``k`` helps the verb after it ("I really do like playing water polo", "we did see it"): no deed
    of its own to bear out a claim's "done" (a claim's "did it" is matched exactly)."""
    after = [t.low for t in statement.tokens[k + 1 : k + 3] if t.is_word]
    after = after[1:] if after[:1] and after[0] in lexicon.words("realis_adverbs") else after
    return bool(after) and after[0] in lexicon.words("common_verbs")
