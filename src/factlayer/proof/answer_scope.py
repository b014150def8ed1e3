"""What a reply's "yes" or "no" covers of the question it answers: the list of question fragments before it ("Any
fatigue? Weight gain? — No."), the yes/no question those fragments go on ("Have you had any incontinence? Any
radicular pain? — No."), the words a "no" keeps ("No, just metformin", "some nausea, no vomiting"), and the items of
an asked list a reply picks (:func:`answer_words`: "Any nausea, vomiting or diarrhea?" — "No nausea." denies the
nausea only; "Any fevers, chills or night sweats?" — "Yes. Just the fevers." affirms the fevers and denies the
rest)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from factlayer.nlp import lexicon
from factlayer.nlp.modality import is_question
from factlayer.nlp.negation import is_negation_word, negated
from factlayer.nlp.normalise import values
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.run_ons import opens_glued_question
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.alternatives import dropped, items, picks, without_items
from factlayer.proof.dialogue import amount_only, continued_fill, qualified_answer, reply_sentences
from factlayer.proof.turn_sentences import Sentence

__all__ = ["Reply", "answer_words", "kept_before_no", "kept_by_only", "listed_before", "other_list_items", "reply_of"]

_LIST_BREAKS = lexicon.words("list_breaks")
_MAX_LISTED = 3  # question fragments before the answered question that its "no" also denies
_LISTED_WORDS = 4


def listed_before(sentences: list[Sentence], tokens: list[list[Token]], k: int) -> tuple[Token, ...]:
    """The verbless question fragments of the same turn just before question ``k`` ("and any fatigue ?", "weight
    gain ?"), a list its answer covers."""
    # no verb, no pronoun nor wh-word: "weight gain ?", not "what about you ?" nor "is it worse ?"
    verbs = lexicon.words("auxiliaries") | lexicon.words("common_verbs") | lexicon.words("finite_verbs")
    verbs |= lexicon.words("pointing_words")
    out: list[Token] = []
    j = k - 1
    verbless = [t.low for t in tokens[k] if t.is_word and t.low in verbs] == []
    while j >= max(0, k - _MAX_LISTED) and sentences[j].turn == sentences[k].turn and is_question(tokens[j]):
        words = [t.low for t in tokens[j] if t.is_word]
        if len(words) > _LISTED_WORDS or any(w in verbs for w in words):
            # "Have you had any incontinence? Any radicular pain?" — "No.": the fragments go on the yes/no question
            yes_no = words[:1] != [] and words[0] in lexicon.words("auxiliaries")
            return tuple(tokens[j]) + tuple(out) if verbless and yes_no else tuple(out)
        out = list(tokens[j]) + out
        j -= 1
    return tuple(out)


ONLY = frozenset({"just", "only"})  # "No, just metformin": what the reply names is all it keeps


def kept_by_only(reply: list[Token], question: list[Token]) -> frozenset[str]:
    """The question's words a "no" reply names after "just" / "only" ("No, just metformin"): kept, not denied."""
    at = next((k for k, t in enumerate(reply) if t.low in ONLY), None)
    if at is None:
        return frozenset()
    asked = {t.low for t in question if t.is_word}
    return frozenset(t.low for t in reply[at + 1 :] if t.is_word and t.low in asked)


def kept_before_no(reply: list[Token], question: list[Token]) -> frozenset[str]:
    """The question's words a reply names before its "no" when it names another after it ("some nausea, no
    vomiting"): affirmed, not denied."""
    at = next((k for k, t in enumerate(reply) if is_negation_word(t.low)), None)
    if at is None:
        return frozenset()
    asked = {t.low for t in question if t.is_word} - lexicon.words("stopwords")
    before = {t.low for t in reply[:at] if t.is_word and t.low in asked}
    after = {t.low for t in reply[at + 1 :] if t.is_word and t.low in asked}
    return frozenset(before - after) if after else frozenset()


def other_list_items(reply: list[Token], question: list[Token]) -> frozenset[str]:
    """The words of the items of a question's list ("Any fevers or chills?", "Did you go to the emergency room or
    urgent care?") whose last word the reply does not repeat, when it repeats another's ("Some chills at night",
    "I went to urgent care"): the reply picks those, the others are not affirmed by it."""
    skip = lexicon.words("stopwords") | lexicon.words("auxiliaries")
    said = {stem(t.low) for t in reply if t.is_word and t.low not in skip}
    items: list[list[Token]] = [[]]
    for t in question:
        if t.low in _LIST_BREAKS or t.low == ",":
            items.append([])
        elif t.is_word and t.low not in skip:
            items[-1].append(t)
    items = [item for item in items if item]
    if len(items) < 2:
        return frozenset()
    named = [stem(item[-1].low) in said for item in items]
    if not any(named) or all(named):
        return frozenset()
    return frozenset(
        t.low for item, n in zip(items, named, strict=True) if not n for t in item if stem(t.low) not in said
    )


@dataclass(frozen=True, slots=True)
class Reply:
    """The sentences of a reply that answer (the one saying yes, no or a fragment and the next of its turn) and
    the rest of its turn, which may add an item after a "just" ("Just the fevers. Well, maybe chills too.")."""

    answering: tuple[tuple[Token, ...], ...]
    later: tuple[Token, ...] = ()
    fill: tuple[Token, ...] = ()  # the next sentence going on filling the slot (:func:`dialogue.continued_fill`)


_LATER_SENTENCES = 3  # sentences of the reply's turn after the answering ones that may add an item


def reply_of(sentences: list[Sentence], tokens: list[list[Token]], k: int, reply: int) -> Reply:
    """The reply to question ``k`` whose answer is sentence ``reply``."""
    answering = [j for j in reply_sentences(sentences, tokens, k) if j >= reply] or [reply]
    turn, after = sentences[reply].turn, answering[-1] + 1
    later = [j for j in range(after, min(len(sentences), after + _LATER_SENTENCES)) if sentences[j].turn == turn]
    said = tuple(tuple(tokens[j]) for j in answering)
    return Reply(said, tuple(t for j in later for t in tokens[j]), continued_fill(said))


def _named_later(question: Sequence[Token], reply: Reply) -> frozenset[Token]:
    """The words of the items of the question's list that the rest of the reply's turn names ("Just the fevers.
    Well, maybe chills too."): their denial by the "just" is taken back."""
    return _items_named(question, reply.later)


def _items_named(question: Sequence[Token], words: Sequence[Token]) -> frozenset[Token]:
    """The words of the items of the question's list that ``words`` name (some of them, not all), or none."""
    found = picks(question, words) if words else None
    if found is None:
        return frozenset()
    listed, named, _ = found
    return frozenset(question[k] for item, n in zip(listed, named, strict=True) if n for k in item)


def _named_after_a_but(question: Sequence[Token], answering: Sequence[Token]) -> frozenset[Token]:
    """The words of the question's items a "no" reply names again after its "but" in a bare list ("any fever,
    cough, or headaches?" — "no fever, but headaches and a cough"): those the no does not deny. Not items the words
    after the "but" say something else of ("No, but headaches run in my family", "… a cough would not surprise me")."""
    at = next((k for k, t in enumerate(answering) if t.low == "but"), None)
    if at is None or not _bare_list(answering[at + 1 :]):
        return frozenset()
    return _items_named(question, answering[at + 1 :])


_LIST_PART_WORDS = 4  # "a sore throat", "some weight loss", "a little nausea"
_SAYING_MORE = lexicon.union("auxiliaries", "copulas", "modal_heads", "negations", "personal_subjects")


def _bare_list(words: Sequence[Token]) -> bool:
    """Are ``words`` a list of short noun phrases ("headaches and a cough", "chills, a rash") with no verb, modal,
    negation or subject among them?"""
    parts: list[list[str]] = [[]]
    for t in words:
        if t.low in ("and", ",", "or"):
            parts.append([])
        elif t.is_word:
            parts[-1].append(t.low)
    kept = [p for p in parts if p]
    return bool(kept) and all(
        len(p) <= _LIST_PART_WORDS and not (set(p) & _SAYING_MORE) and not any(w.endswith(("ed", "ing")) for w in p)
        for p in kept
    )


def answer_words(
    question: Sequence[Token], listed: tuple[Token, ...], replies: Reply, yes: bool | None
) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """The words a question read through its reply holds (a yes or a no asserts or denies them, a fragment fills
    the question's slot), and the items of its list a "just"/"only" reply leaves out — denied — or (); an item the
    rest of the reply's turn names is never denied. ``listed``: the fragments before the question a "no" also
    covers."""
    said, rest = _answer_words(question, listed, replies, yes)
    again = _named_later(question, replies)
    if yes is False:  # "Have you gone to the classes?" — "No, not yet.": not gone yet
        again |= _named_after_a_but(question, replies.answering[0])
        return tuple(t for t in said if t not in again) + _not_yet(replies.answering[0]), rest
    listed_words = {question[k] for item in items(question) for k in item}
    rest = tuple(t for t in rest if t not in again)
    return said, rest if listed_words & set(rest) else ()  # every denied item named again: nothing left to deny


_OPEN_SLOT = frozenset({"anything", "something"})
_YES_WORDS = lexicon.words("bare_yes")


def _filling(asked: Sequence[Token], reply: Sequence[Token]) -> tuple[Token, ...]:
    """The words after a reply's opening yes that fill the question's open slot ("anything", "any medications"):
    "Yes, naproxen, 500 milligrams twice a day." → "naproxen, 500 milligrams twice a day"; () when the question has
    no such slot or the yes stands alone."""
    slot = any(t.low in _OPEN_SLOT for t in asked) or any(
        a.low == "any" and b.low.endswith("s") and b.low != "more" for a, b in pairwise(asked)
    )  # "anything", "any medications" — not "any more diarrhea"
    if not reply or reply[0].low not in _YES_WORDS:
        return ()
    rest = tuple(reply[1:])
    if not slot:  # "Do you take ibuprofen?" — "Yeah, twice a day.": how much or how often of the deed asked,
        # not of an amount the question says ("every day?" — "Yes, twice a day": which one the yes is for is open)
        return () if values(list(asked)) else amount_only(rest[1:] if rest[:1] and rest[0].low == "," else rest)
    first = next((t.low for t in rest if t.is_word), "")
    plain = lexicon.words("stopwords") | lexicon.words("negations") | _YES_WORDS | {"that's", "right", "correct"}
    return rest if first and first not in plain and not negated(rest) else ()  # not "yes, but not anymore"


def _not_yet(reply: Sequence[Token]) -> tuple[Token, ...]:
    """The "yet" of a no that holds it ("not yet", "haven't yet": ``lexicon/no.txt``): the question's content is
    denied so far, which a claim may say ("has not gone yet")."""
    words = [t.low for t in reply if not t.is_punct]
    at = find_phrase(words, "no")
    if at is None or "yet" not in words[at : at + 3]:
        return ()
    return tuple(t for t in reply if t.low == "yet")[:1]


def _answer_words(
    question: Sequence[Token], listed: tuple[Token, ...], replied: Reply, yes: bool | None
) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    replies = replied.answering
    reply, every = list(replies[0]), [t for r in replies for t in r]
    at = next((k for k, t in enumerate(every) if t.low in ONLY), None)
    only_part = every[at + 1 :] if at is not None else []
    asked = tuple(question)
    hedged = qualified_answer(every)
    if yes is False:
        said = listed + asked  # "Any fatigue? Weight gain? Anything like that you've noticed?" — "No."
        if kept := kept_by_only(every, list(question)):  # "Metformin and insulin?" — "No, just metformin."
            return tuple(t for t in said if t.low not in kept), ()
        found = picks(said, reply)  # "Any nausea, vomiting or diarrhea?" — "No nausea.": the nausea only
        return (dropped(said, found, keep=True) if found else said), ()
    if yes:
        if only_part and (found := picks(asked, only_part)):  # "Yes. Just the fevers.": the rest denied
            # unless the reply hedges ("Just the fevers, I think.", "… Well, maybe chills too."): nothing denied
            return dropped(asked, found, keep=True), () if hedged else dropped(asked, found, keep=False)
        found = picks(asked, every) or picks(asked, every, choice=True)  # "Yes, fevers.": the fevers only
        if not found and (filler := _filling(asked, reply)):
            return asked + filler, ()  # "Taking anything for the pain?" — "Yes, naproxen, 500 mg twice a day."
        # "Any fever or chills?" — "Yeah.": one of them, neither alone
        return (dropped(asked, found, keep=True) if found else without_items(asked)), ()
    reply += replied.fill  # "Hardly ever. Maybe once a month.": one fill
    said = asked + tuple(reply)
    if kept := kept_before_no(reply, list(question)):
        return tuple(t for t in said if t.low not in kept), ()  # "Some nausea, no vomiting.": nausea not denied
    if found := picks(asked, reply, choice=True):
        # "Did you go to the ER or urgent care?" — "Only urgent care.": urgent care, and (with "only") not the ER
        alone = picks(asked, only_part, choice=True)  # "Only nausea. Actually, some vomiting too.": both
        rest = dropped(asked, alone, keep=False) if alone and not hedged else ()
        return dropped(asked, found, keep=True) + tuple(reply), rest
    if only := kept_by_only(reply, list(question)):
        # "Any nausea or vomiting?" — "Just nausea.": the vomiting is not affirmed, it is denied
        gone = {t.low for t in question if t.is_word} - lexicon.words("stopwords") - only
        found = picks(asked, only_part)
        rest = dropped(asked, found, keep=False) if found and not hedged else ()
        return tuple(t for t in question if t.low not in gone) + tuple(reply), rest
    if left := other_list_items(reply, list(question)):
        # "Did you land on the kneecap?" — "I landed on my side.": the kneecap is not affirmed
        return tuple(t for t in question if t.low not in left) + tuple(reply), ()
    return said, ()


def asked_tail(parts: Sequence[Sequence[Token]], modes: Sequence[str], *, glued_only: bool = False) -> list[Token]:
    """The words of a sentence's closing question when what comes before it is no question: unpunctuated speech
    runs a statement into a question ("so i'm glad that you know those levels are down and have you been taking
    that metformin everyday" — "i do"). The reply answers the question, read alone: its last clauses that ask, after
    one that does not. Empty when the sentence does not end in a question or is all one. ``glued_only`` (a sentence
    with "?"): only a yes/no question glued on by "and", "so", "okay" ("your blood pressure looks good today and |
    do you smoke?"), not an embedded one ("so you're trying to decide | who's the best taster?" asks it all)."""
    k = len(parts)
    while k > 0 and modes[k - 1] == "asked":
        k -= 1
    if k == 0 or k == len(parts) or (glued_only and not opens_glued_question(list(parts[k - 1]), list(parts[k]))):
        return []
    return [t for part in parts[k:] for t in part]
