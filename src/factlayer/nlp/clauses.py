"""Clauses. Cutting a sentence's tokens into clauses: at ';', 'but', subordinators, relative pronouns, and 'and'
before a new subject or a number. Offsets are kept (clauses are lists of tokens)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.near_misses import excepting_all_but, near_miss_all_but
from factlayer.nlp.normalise import parse_number
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.report_frames import reported_clause
from factlayer.nlp.spaced_hyphens import spaced_hyphen
from factlayer.nlp.stems import inflected
from factlayer.nlp.tokens import Token

_CUT_WORDS = frozenset(
    ["but", "because", "although", "though", "whereas", "since", "when", "whenever", "while", "unless", "if", "until"]
)
_EMBEDDING = frozenset(["how", "whether"])
_ASIDES = frozenset({("you", "know"), ("you", "see"), ("i", "mean"), ("i", "guess")})


def _aside_at(tokens: list[Token], i: int) -> bool:
    """ "..., you know, ...": a filler set off by commas, no new clause (nor a new subject)."""
    if i + 2 >= len(tokens) or (tokens[i].low, tokens[i + 1].low) not in _ASIDES:
        return False
    return tokens[i + 2].low in (",", "-")


_THAT_TAKERS = lexicon.words("that_takers")
_MAGNITUDES = frozenset({"hundred", "thousand", "million", "billion"})
_COORDINATORS = frozenset({"but", "whereas", "although", "though"})
CONTINUERS = frozenset({"that", "which", "who", "and", "or", "to"})
_WH = frozenset({"what", "how", "when", "where", "why", "who"})  # ", and what brings you in today?"
_PRONOUNS = frozenset(["i", "you", "he", "she", "we", "they", "it", "there", "my", "his", "her", "our", "their"])
_POSSESSIVES = frozenset(["my", "your", "his", "her", "our", "their", "its"])


def _possessive_object(tokens: list[Token], i: int) -> bool:
    """ "problems with your bladder *or your bowels*": after and/or, a possessive and at most two more words
    up to the clause's end, none a verb — a coordinated object, not a new clause ("and her husband left" is)."""
    if i + 1 >= len(tokens) or tokens[i + 1].low not in _POSSESSIVES:
        return False
    words: list[str] = []
    for tok in tokens[i + 1 :]:
        if tok.is_punct:
            break
        words.append(tok.low)
    verbs = lexicon.words("auxiliaries") | lexicon.words("common_verbs")
    return len(words) <= 3 and not any(w in verbs or w.endswith(("ed", "n't")) for w in words[1:])


def _possessive_subject(tokens: list[Token], i: int) -> bool:
    """After and/or, a possessive noun phrase with a verb of its own starts a clause as its subject: "i don't
    see any fever | or your blood pressure and heart rate are fine" — the negation does not reach it. The
    possessive, at most five more words (no punctuation, no relative), then a finite verb."""
    if i + 1 >= len(tokens) or tokens[i].low not in ("and", "or") or tokens[i + 1].low not in _POSSESSIVES:
        return False
    finite = lexicon.words("finite_verbs") | lexicon.words("auxiliaries")
    for tok in tokens[i + 2 : i + 8]:
        if tok.is_punct or tok.low in ("that", "which", "who"):
            return False
        if tok.low in finite:
            return True
    return False


def _opening_adverbs() -> frozenset[str]:
    """Adverbs that may open a clause before its subject: linking ones ("and *now* my knee hurts") and one-word
    hedges ("and *maybe* I'll try swimming": the hedge is that clause's, not the one before it)."""
    return lexicon.words("linking_adverbs") | {p[0] for p in phrases("hedges") if len(p) == 1}


def _after_linking_adverbs(tokens: list[Token], i: int) -> str:
    """The word after position ``i``, past adverbs that may open the next clause (``_opening_adverbs``); a subject
    there may be contracted ("and maybe I'll …", "and now it's …")."""
    opening = _opening_adverbs()
    j = i + 1
    while j < len(tokens) and tokens[j].low in opening:
        j += 1
    return tokens[j].low if j < len(tokens) else ""


_PREPOSITIONS = frozenset(
    {"at", "in", "on", "for", "by", "from", "with", "to", "of", "about", "after", "before", "since"}
)


def _pointing(tokens: list[Token], i: int) -> bool:
    """``tokens[i]`` ("that") points at the one word after it, which ends the phrase: "you painted that sunset,
    right?", "I love that song." — a determiner, not a relative clause."""
    if i + 2 > len(tokens) or not tokens[i + 1].is_word or tokens[i + 1].low in _common_verbs():
        return False
    if i and tokens[i - 1].low in _PREPOSITIONS:
        return False  # "… at that time": left as it was read before (a cut there keeps conditions apart)
    return i + 2 == len(tokens) or tokens[i + 2].is_punct


def _main_after(current: list[Token], low: str, nxt: str) -> bool:
    """Unpunctuated speech: the main clause after an opening subordinate one starts at a subject and its modal
    ("when the swelling goes down | we can start therapy", "if it hurts | you'll call me")."""
    modals = lexicon.words("modal_heads")
    return (
        len(current) > 2
        and current[0].low in _CUT_WORDS
        and ((low in _PRONOUNS and nxt in modals) or (low.endswith("'ll") and low[:-3] in _PRONOUNS))
    )


_JOINING = frozenset({"and", "or", "but", "that", "if", "than", "with", "to", "for", "of", "about", "like", "what"})


def _relation_subject(tokens: list[Token], i: int) -> bool:
    """Unpunctuated speech: a relative opens a clause of its own as its subject ("i'm okay | my husband has high
    blood pressure", "i think | my mom was diagnosed"): "my"/"your"/… and a relation word followed by a verb."""
    if i == 0 or i + 2 >= len(tokens) or tokens[i].low not in _POSSESSIVES:
        return False
    before = tokens[i - 1]
    if not before.is_word or before.low in lexicon.words("subordinators") | _JOINING:
        return False  # "as my daughter has been diagnosed", "and my son …": the clause is open already
    if tokens[i + 1].low not in lexicon.groups("relations"):
        return False
    verb = tokens[i + 2].low
    finite = lexicon.words("finite_verbs") | lexicon.words("auxiliaries")
    if verb in lexicon.words("subordinators") | _PREPOSITIONS:
        return False  # "added his brother as a driver": "as" ends in "-s", but is no verb
    return verb in finite or (inflected(verb) and not verb.endswith("ing"))  # "has", "smokes", "broke"


@cache
def _first_words(name: str) -> frozenset[str]:
    """The words the phrases of ``lexicon/name.txt`` open on."""
    return frozenset(phrase[0] for phrase in phrases(name))


def _restart(tokens: list[Token], i: int) -> bool:
    """A speech repair starts the clause over at ``tokens[i]``: a repair marker (``lexicon/repair_markers``: "i
    mean", "yeah", "no", "sorry") right before a subject pronoun and a word — "nothing new | i mean i do dye my
    hair", "it did n't last as long | no i've been straining": what came before does not scope over it. Not in a
    retraction ("yes i smoke no i mean i quit", ``lexicon/retractions``): that sentence asserts nothing safely."""
    if tokens[i].low not in _first_words("repair_markers"):
        return False
    start = max(0, i - 2)
    lows = [t.low for t in tokens[start : i + 6]]  # the stretch around the token
    at = i - start
    for phrase in phrases("retractions"):
        n = len(phrase)
        if any(tuple(lows[j : j + n]) == phrase for j in range(max(0, at - n + 1), at + 1)):
            return False
    for phrase in phrases("repair_markers"):
        n = len(phrase)
        if at + n + 1 < len(lows) and tuple(lows[at : at + n]) == phrase:
            subject, word = lows[at + n].split("'")[0], tokens[i + n + 1]
            return subject in lexicon.words("personal_subjects") and word.is_word and word.low != "know"
    return False


_BEFORE_AN_IDIOM = frozenset({"or", "and", "just", "even"})  # "five minutes or so I think", "just so you know"


def _so_opens(tokens: list[Token], i: int, prev: str) -> bool:
    """ "the titer is high, so i think we'll look into it", "… so what i'm gon na do is order an mri": a "so" opening
    on a hedge or a wh-cleft starts a clause, its hedge its own (not "take it so you sleep better", a purpose)."""
    if tokens[i].low != "so":
        return False  # read first: the rest is asked of every token of every sentence
    after = [t.low for t in tokens[i + 1 : i + 5] if t.is_word] or [""]
    opens = prev == "," or (prev.isalpha() and prev not in _THAT_TAKERS | _BEFORE_AN_IDIOM)
    hedged = after[0] == "what" or find_phrase(after, "hedges", at_start=True) is not None
    return tokens[i].low == "so" and opens and hedged


def _all_but(lows: list[str], i: int) -> bool:
    return near_miss_all_but(lows, i) or excepting_all_but(lows, i)


def clauses(tokens: list[Token], *, subordinate: bool = True) -> list[list[Token]]:
    """Cut a sentence at ';', at 'but', subordinators (unless ``subordinate`` is False: a claim's "since
    Monday" qualifies its main clause), and at ', and' / 'and' before a new subject."""
    out: list[list[Token]] = []
    current: list[Token] = []
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1].low if i + 1 < len(tokens) else ""
        prev = current[-1].low if current else ""
        relative = tok.low in ("which", "who") or (
            tok.low == "that" and prev not in _THAT_TAKERS and prev.isalpha() and not _pointing(tokens, i)
        )
        cuts = _CUT_WORDS if subordinate else _COORDINATORS
        # "I submitted it just to see | how others might like it": an embedded question holds its own modality
        embedded = subordinate and tok.low in _EMBEDDING and len(current) > 2 and nxt not in ("to", "")
        cut_before = (
            (tok.low in cuts and not _all_but([t.low for t in tokens], i))  # "i all but gave up", "all but two"
            or (relative and subordinate)
            or embedded
            or _main_after(current, tok.low, nxt)
            or _relation_subject(tokens, i)
            or _restart(tokens, i)
            or _so_opens(tokens, i, prev)
        ) and len(current) > 1
        # "and" before a number starts a clause, but not inside one ("two hundred and ten")
        next_is_number = (
            tok.low == "and"  # only asked of an "and" (below): the number is not parsed after every token
            and i + 1 < len(tokens)
            and parse_number(tokens, i + 1) is not None
            and prev not in _MAGNITUDES
        )
        cut_here = (
            tok.low in (";", "—", "–")
            or (
                tok.low == "-"
                and i > 0
                and tokens[i - 1].end < tok.start
                and not (i + 1 < len(tokens) and tok.end == tokens[i + 1].start)  # "a 34 -year-old": a hyphen
                and len(current) > 1
                and not spaced_hyphen(tokens, i)
            )
            or (tok.low == "." and nxt in _PRONOUNS and len(current) > 1)
            or (
                tok.low in ("and", "or", ",")
                and (
                    nxt in _PRONOUNS
                    or nxt in _WH
                    or (next_is_number and tok.low == "and" and not range_and([t.low for t in tokens], i))
                    or (nxt in _opening_adverbs() and _after_linking_adverbs(tokens, i).split("'")[0] in _PRONOUNS)
                )
                and len(current) > 1
                and not (tok.low in ("and", "or") and _possessive_object(tokens, i))
                and not _aside_at(tokens, i + 1)
            )
            or (len(current) > 1 and _possessive_subject(tokens, i))
        )
        if cut_before:
            # "hurts when I run, not | when I walk": a trailing "not" denies the clause after it, not the one before
            carried = current[-1:] if prev in ("not", "never") and current[-2].low in (",", "but", "and") else []
            out.append(current[: len(current) - len(carried)])
            current = [*carried, tok]
            continue
        if cut_here:
            out.append(current)
            current = []
            continue
        current.append(tok)
    if current:
        out.append(current)
    return [c for c in out if any(not t.is_punct for t in c)]


def outside_relatives(tokens: list[Token]) -> list[Token]:
    """The tokens outside relative clauses ("something | that hasn't been invented yet"): where the polarity of
    a one-clause claim's main verb is read."""
    kept = [t for part in clauses(tokens) if part[0].low not in ("that", "which", "who") for t in part]
    return kept or tokens


# ---------------------------------------------------------------------------------------------------------
# Is a sentence one claim or several joined together?
#
# The seed's rule ("reject any ' and '") rejects "salt and pepper" and "Johnson and Johnson". The rule here:
# a sentence joins two claims when, split at a coordinating conjunction or a semicolon, *both* sides carry
# their own predicate (a verb, or a subject pronoun starting a clause). Noun-phrase coordination ("has a
# headache and nausea") is a *list*: one predicate over several objects (a MEDIUM issue unless it is a fixed
# binomial or a proper name pair).

_SUBJECT_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "it", "there", "this", "that"})


def _binomials() -> frozenset[str]:
    return lexicon.words("binomials")


def _common_verbs() -> frozenset[str]:
    return lexicon.words("common_verbs")


_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_DEMONSTRATIVES = frozenset({"this", "that"})


def _verbish(words: list[str]) -> bool:
    """Could the first of ``words`` past adverbs (``lexicon/between_adverbs.txt``), right after "this"/"that", be
    its verb ("that looks", "this was", "that really helped") or stand in a clause of its own ("that that just
    right": a function word, a restart)? Not a content word off the verb lists: a noun ("that peace")."""
    word = next((w for w in words if w not in lexicon.words("between_adverbs")), "")
    verb = word in _common_verbs() or word in lexicon.words("auxiliaries") or word.endswith(("s", "ed"))
    return verb or word in lexicon.words("stopwords")


_SPLIT = re.compile(r"\s*;\s*|\s*,?\s+\b(?:and|but|while|whereas)\b\s+", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Atomicity:
    compound: bool  # two (or more) predicates joined: not one fact
    noun_list: bool  # one predicate over coordinated objects ("headache and nausea")
    reason: str | None


def _words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


_SENSE_VERBS = lexicon.words("sense_verbs")


def _verb_like(before: str) -> bool:
    """Is "like" after this word the verb ("I like", "would like", "really like", "to like"), not "X like Y"?"""
    return (
        before.split("'")[0] in _SUBJECT_PRONOUNS | {"to", "really", "also", "just", "still", "would", "do", "did"}
        or before.endswith(("n't", "'d", "ly", "ing"))  # "it's feeling like a dull pain": as read before
        or before in lexicon.words("auxiliaries") | _common_verbs() | _SENSE_VERBS
    )


def has_predicate(fragment: str) -> bool:
    """Does this fragment carry a verb of its own?"""
    words = _words(fragment)
    if not words:
        return False
    if words[0] in _SUBJECT_PRONOUNS and len(words) > 1 and (words[0] not in _DEMONSTRATIVES or _verbish(words[1:])):
        return True  # "that looks good"; not "that peace and …" (a determiner: its verb, if any, comes later)
    for i, word in enumerate(words):
        base = word.split("'")[0]
        if word == "like" and i and not _verb_like(words[i - 1]):
            continue  # "music like Ed Sheeran's", "classical like Bach": a preposition, not the verb
        if word in _common_verbs() or base in _common_verbs():
            return True
        if "'" in word and word.endswith(("'s", "'re", "'ve", "'m", "'d", "'ll", "n't")) and base in _SUBJECT_PRONOUNS:
            return True
    return False


def _is_binomial(text: str) -> bool:
    normalised = " ".join(_words(text))
    return any(b in normalised for b in _binomials())


def _proper_pair(left: str, right: str) -> bool:
    left_words = left.split()
    right_words = right.split()
    return bool(left_words and right_words and left_words[-1][:1].isupper() and right_words[0][:1].isupper())


def analyse(text: str) -> Atomicity:
    parts = [p for p in _SPLIT.split(reported_clause(text.strip())) if p and p.strip()]
    if len(parts) < 2:
        return Atomicity(False, False, None)
    predicates = [has_predicate(p) for p in parts]
    if sum(predicates) >= 2:
        return Atomicity(True, False, "joins two claims, each with its own predicate; split them into separate facts")
    if ";" in text:
        return Atomicity(True, False, "joins statements with ';'")
    # One predicate with coordinated arguments.
    if _is_binomial(text):
        return Atomicity(False, False, None)
    lowered = text.lower()
    for match in re.finditer(r"\band\b", lowered):
        left, right = text[: match.start()], text[match.end() :]
        if _proper_pair(left.strip(), right.strip()):
            continue
        return Atomicity(False, True, "lists several items under one predicate; each may be a separate fact")
    return Atomicity(False, False, None)


def compound_parts(text: str) -> list[str] | None:
    """The claims of a compound claim, cut where ``analyse`` cuts it; a piece with no predicate of its own stays
    with the one before it ("takes aspirin and ibuprofen"). None when ``text`` is no compound claim or is said by
    someone ("Ana says …": its frame holds every part)."""
    text = text.strip()
    if reported_clause(text) != text or ";" in text or not analyse(text).compound:
        return None
    spans: list[tuple[int, int]] = []
    start = 0
    for cut in [*_SPLIT.finditer(text), None]:
        end = cut.start() if cut else len(text)
        if spans and not has_predicate(text[start:end]):
            spans[-1] = (spans[-1][0], end)
        elif text[start:end].strip():
            spans.append((start, end))
        start = cut.end() if cut else len(text)
    return [text[a:b].strip() for a, b in spans] if len(spans) > 1 else None


def compound_claim_reason(text: str) -> str | None:
    """Reason text when ``text`` joins several claims, else None."""
    result = analyse(text)
    return result.reason if result.compound else None


def range_and(lows: Sequence[str], k: int) -> bool:
    """Is ``lows[k]`` the "and" of a range, "between 9 and 11" (a "between" at most three words before it)? It
    joins the range's two ends, neither two clauses nor two list items."""
    return lows[k] == "and" and "between" in lows[max(0, k - 3) : k] and "and" not in lows[max(0, k - 3) : k]
