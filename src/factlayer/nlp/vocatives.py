"""The names a speaker is called by: greeted or called by the other party ("Good morning, Mrs. Jones", "Okay
Alex, …"), or self-named ("My name is …", "I'm …", "This is Priya", "Thank you for calling Northwind, this is
Jamie", a name given alone to "And your name?") — not someone the speaker presents ("This is Mr. Kent. He is
…", "I got a new puppy, this is Max!": "this is" names the speaker only opening its sentence)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from factlayer.nlp import lexicon
from factlayer.nlp.calls import BEFORE_A_CALL
from factlayer.nlp.persons import THIRD_PERSON_WORDS, aliases
from factlayer.nlp.titles import called_before_greeting, greeted_name, may_be_a_name, name_after_title
from factlayer.nlp.tokens import Token

__all__ = ["Called", "Spoken", "is_call", "namings", "vocatives"]


class Spoken(Protocol):
    """A sentence of a speaker turn (``proof.dialogue.Sentence``): who said it, in which turn."""

    @property
    def speaker(self) -> str | None: ...

    @property
    def turn(self) -> int: ...


_SELF_NAMING = (("my", "name", "is"), ("my", "name's"), ("i", "am"), ("i'm",), ("this", "is"))
_SELF_NAMING_ENDS = frozenset(p[-1] for p in _SELF_NAMING)  # a phrase ends on one of these, or is not there
_BARE_NAME_LEADS = frozenset({"", "the", "and", "what", "which"})


@dataclass(frozen=True, slots=True)
class Called:
    """A speaker named in one sentence: ``who`` (the label) is called ``name`` (as said, lower case)."""

    who: str
    name: str
    sentence: int  # where the name is said
    own: bool  # by ``who`` themself: "my name is Alex Kim", "this is Jamie", "Alex Morgan." to "And your name?"
    asked: int | None = None  # the question the name answers ("And your name?")


def vocatives(found: Sequence[Called]) -> dict[str, frozenset[str]]:
    """Names a speaker is called by (``namings``): "Good morning, Mrs. Jones" (the addressee), "My name is ..." (the
    speaker)."""
    out: dict[str, set[str]] = defaultdict(set)
    for naming in found:
        out[naming.who] |= aliases(naming.name)
    return {k: frozenset(v) for k, v in out.items()}


def namings(sentences: Sequence[Spoken], tokens: list[list[Token]], addressee: dict[int, str | None]) -> list[Called]:
    """Every naming of a speaker, in the order said: greeted or called by the other party, or self-named (the module
    docstring)."""
    out: list[Called] = []
    # With more than two speakers whom a call is to cannot be told from the order of turns (a chair calls the
    # next speaker, a debater the one before): only self-namings and thanks to the one before count there.
    calls_count = len({s.speaker for s in sentences if s.speaker}) <= 2
    for k, (sent, toks) in enumerate(zip(sentences, tokens, strict=True)):
        lows = [t.low for t in toks]
        presents = _presents_another(sentences, tokens, k)
        for i in range(len(toks)):
            # "So this is Biscuit?": a question asks who is brought in, it names no speaker — unless the question is a
            # clause of its own after the name ("this is Mike from Riverside Honda, how can I help?")
            asked = lows[-1:] == ["?"] and "," not in lows[i:-1]
            self_named = i > 0 and lows[i - 1] in _SELF_NAMING_ENDS and any(tuple(lows[max(0, i - len(p)) : i]) == p
                             and not (p == ("this", "is") and (presents or asked or not _opening(lows[: i - 2], toks)))
                             for p in _SELF_NAMING)  # fmt: skip
            found = name_after_title(toks, i, spoken=True) or (greeted_name(toks, i) if calls_count else None)
            self_named = self_named or (found is not None and _here(lows, i, found[1]))  # "hi doctor scott here"
            thanked = bool(lows) and lows[0] in ("thank", "thanks")  # "Thank you, Mr. Singh": the one who spoke
            if found is not None and not self_named and not ((calls_count or thanked) and is_call(toks, i, found[1])):
                found = None  # "I'll share my time with Mr. Viersen": named, not spoken to
            if found is None and calls_count and not self_named:
                found = called_before_greeting(toks, i)  # "alright russell hi how are you"
            if found is None and self_named:
                found = _self_name(
                    toks, i, lows[max(0, i - 3) : i] == ["my", "name", "is"] or lows[i - 2 : i] == ["my", "name's"]
                )
            if found is None:
                continue
            who = sent.speaker if self_named else addressee.get(sent.turn)
            if who:
                out.append(Called(who, found[0], k, self_named))
        given = _name_given(sentences, tokens, k)
        if given is not None:
            out.append(Called(given[0], given[1], k + 1, True, k))
    return out


def _name_given(sentences: Sequence[Spoken], tokens: list[list[Token]], k: int) -> tuple[str, str] | None:
    """ "And your name?" (or "And the name?") — "Alex Morgan.": the other speaker's next sentence is a name alone (one
    to three capitalised words, after "it's" or "sure" at most): the name they give themself."""
    lows = [t.low for t in tokens[k]]
    # "And the name?", "Under what name?": a name asked for with no one's possessive ("the dog's name?" is not theirs)
    bare = lows[-2:] == ["name", "?"] and (lows[-3:-2] or [""])[0] in _BARE_NAME_LEADS
    if "name" not in lows or ("your" not in lows and not bare) or lows[-1:] != ["?"] or k + 1 >= len(sentences):
        return None
    reply, answerer = tokens[k + 1], sentences[k + 1].speaker
    if not answerer or answerer == sentences[k].speaker or sentences[k + 1].turn == sentences[k].turn:
        return None
    words = [t for t in reply if t.is_word and t.low not in ("it's", "sure", "yes", "yeah")]
    marks_only = all(t.is_word or t.low in (".", ",", "!") for t in reply)
    if not 1 <= len(words) <= 3 or not marks_only or not all(t.text[:1].isupper() for t in words):
        return None
    if len(words) == 1 and not any(t.text == words[0].text for toks in tokens for t in toks[1:] if toks is not reply):
        return None  # "Fine.": one word is a name only if the source says it elsewhere mid-sentence ("Okay Alex, …")
    return answerer, " ".join(t.low for t in words)


def _opening(before: Sequence[str], tokens: Sequence[Token]) -> bool:
    """Only greetings, fillers and marks before "this is": "Hi, this is Priya" names the speaker; "I just got a new
    addition to the family, this is Max!" presents someone. A greeting may call the other one first ("Hi Sam, this
    is Lee", "Hi Mrs. Diaz, this is Mike"), and a phone is answered with its business's name ("Good morning, Riverside
    Honda, this is Mike")."""
    allowed = lexicon.words("greetings") | lexicon.words("subject_skips") | {"good"}
    answering = before[:1] in (["thank"], ["thanks"]) and "calling" in before[:5]  # "Thank you for calling X, this is"
    greeted = (greeted_name(tokens, j) for j in range(1, min(len(before), 4)))  # "Hi Sam,", "Good morning, Alex,"
    answering = answering or any(g is not None and list(before[g[1] :]) == [","] for g in greeted)
    greeting = 0  # the greeting words that open the sentence ("Hey there", "Good morning ,")
    while greeting < len(before) and (
        before[greeting] in allowed or (before[greeting] == "there" and greeting and before[greeting - 1] in _HAILS)
    ):
        greeting += 1
    if answering or greeting == len(before):
        return True
    # after the greeting, one call and its comma: "Hi Mrs. Diaz," (a title and name), or the name a phone is answered
    # with ("Good morning, Riverside Honda, this is Mike"; two words or more where no greeting opens: "Mom, this is
    # Dave" presents Dave)
    comma = len(before) - 1
    if before[comma] != ",":
        return False
    called = name_after_title(tokens, greeting, spoken=True)
    words = tokens[greeting:comma]
    business = all(t.is_word and t.text[:1].isupper() and t.low not in _PERSON_NOUNS for t in words)
    return (called is not None and called[1] == comma) or (business and (1 if greeting else 2) <= len(words) <= 4)


def _self_name(tokens: Sequence[Token], i: int, name_is: bool) -> tuple[str, int] | None:
    """The name a speaker gives themself at ``tokens[i]``: capitalised words ("I'm Priya Shah"), or, after "my name
    is", the words up to the end of the clause in lower-case text too ("my name is anna kim ."); "i'm fine",
    "this is great" name no one, so a lower-case word after those is left alone."""
    k = i
    while k < len(tokens) and k - i < 3 and tokens[k].is_word and tokens[k].text[:1].isupper():
        k += 1
    if k == i and name_is:
        while k < len(tokens) and k - i < 3 and tokens[k].is_word and may_be_a_name(tokens[k].low):
            k += 1
        k = k if k == len(tokens) or not tokens[k].is_word else i  # the clause ends on the name
    return (" ".join(t.low for t in tokens[i:k]), k) if k > i else None


def _presents_another(sentences: Sequence[Spoken], tokens: list[list[Token]], k: int) -> bool:
    """ "This is Miss Lee. She's here for her follow-up": the speaker presents someone, the next sentence of the
    turn going on about her — not "this is Priya" naming the speaker."""
    after = k + 1
    return (
        after < len(sentences)
        and sentences[after].turn == sentences[k].turn
        and bool(tokens[after])
        and tokens[after][0].low in THIRD_PERSON_WORDS
    )


_HAILS = lexicon.words("hails")  # "Hey there, this is Mike"


_CLAUSE_OPENERS = lexicon.words("call_followers")  # "hi virginia how are you": the call ends at "how"


def _here(lows: list[str], start: int, end: int) -> bool:
    """ "hi, doctor scott here", "dr. patel here": a title and name opening the sentence (after a greeting), then
    "here" ending it: the speaker names themself."""
    before = [low for low in lows[:start] if low != ","]
    opening = not before or (len(before) == 1 and before[0] in lexicon.words("greetings"))
    return opening and lows[end : end + 1] == ["here"] and (end + 1 == len(lows) or not lows[end + 1].isalnum())


def is_call(tokens: Sequence[Token], start: int, end: int) -> bool:
    """Are the title and name at ``tokens[start:end]`` in the place of a call: opening the sentence or after a
    greeting or a comma, and ending it or followed by punctuation ("Good morning, Mrs. Jones", "Mr. Genuis, you have
    the floor")?"""
    before = start == 0 or tokens[start - 1].low in BEFORE_A_CALL
    if before and start >= 2 and tokens[start - 1].low == "," and tokens[start - 2].low in _PERSON_NOUNS:
        return False  # "Her husband, Mr. Diaz, will pick up the keys": who the husband is, said of him, not to him
    return before and (end >= len(tokens) or not tokens[end].is_word or tokens[end].low in _CLAUSE_OPENERS)


# A person named before a comma, whom a title and name after it rename (an apposition).
_PERSON_NOUNS = frozenset(lexicon.groups("relations")) | lexicon.words("person_nouns") | lexicon.words("other_people")
