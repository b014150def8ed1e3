"""An open question answered by a clause whose only news is a value, and a statement confirmed by its listener.

- **Open question, value answer** (``value_answer``): "how many cycles of chemo have you completed?" / "I have done
  five to date." → "The patient has completed five cycles of chemo."; "how long have you had the cough?" / "I've had
  it for about two weeks." → "The patient has had the cough for about two weeks."; also "how often …" and "when …".
  The answer is "I" (or "we"), the question's verb or a stand-in ("done"), at most a pronoun for what was asked
  ("it", "them"), then the value: at most six words holding a number, a unit, a month, a weekday, a frequency or a
  past marker ("ago", "last"); to "how many", a count and nothing after it but "to date", "so far", "in total".
  No negation, no hedge. The answer clause is then no fact of its own: the composition is, or nothing (``answered``).
- **A statement seeking assent** (``assent``): "you do not smoke, right?" / "yes, that is right." — the fact is the
  statement, but confirmed by the listener: theirs, citing both spans. "that's right" or "correct" confirms either
  polarity; a clear "yes" confirms only a positive statement ("you don't smoke, right?" — "yes" is ambiguous); anything
  else confirms nothing, and nothing is stored. Only the facts about the one who confirms become theirs.

Whatever these rules write, the proof engine must verify it against both spans, or it is not stored.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.persons import first_person
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.replies import answer_polarity
from factlayer.nlp.tokens import tokenize

from .answers import bare_answer, bare_question, past_tense
from .rewrite import Reference, finish, swap_people, third_person, tidy

__all__ = ["ASSENT_TAG", "assent", "value_answer"]

_OPEN = re.compile(
    r"^(?P<wh>how\s+many|how\s+long|how\s+often|when)(?P<noun>(?:\s+(?!(?:do|did|have|are|were)\b)[a-z'-]+){0,4}?)"
    r"\s+(?P<aux>do|did|have|are|were)\s+you\s+(?P<rest>[a-z][a-z0-9' -]*)$",
    re.IGNORECASE,
)
_SAID = re.compile(
    r"^(?:i|we)(?:\s+(?:have|had|am|was|were)|'ve|'m|'d)?(?:\s+been)?\s+(?P<verb>[a-z]+)"
    r"(?:\s+(?:it|them|that|those|these))?(?P<value>(?:\s+[a-z0-9'-]+){1,6})$",
    re.IGNORECASE,
)
_FORMS = {"do": "{v3}", "did": "{vpast}", "have": "has {v}", "are": "is {v}", "were": "was {v}"}
_STAND_INS = frozenset({"do", "did", "done", "does"})  # "I have done five": the question's verb, not said again
_LEADS = frozenset({"been", "still", "already", "currently", "ever"})
_ASIDES = ("to date", "so far", "in total", "total", "altogether", "now", "already")  # nothing a count needs
_NOT_VERBS = frozenset({"be", "is", "are", "was", "were", "to", "in", "at", "on", "with", "for", "there"})
_APPROX = frozenset({"about", "around", "roughly", "nearly", "almost", "over"})
_PEOPLE = re.compile(r"\b(?:i|me|my|we|our|you|your|he|she|his|her|they|their|and|but|because|or)\b")


def _valued(words: list[str]) -> bool:
    """Does a word of the value say how much, how long, how often or when?"""
    known = frozenset().union(
        *(lexicon.words(n) for n in ("number_words", "past_markers")), lexicon.classes("frequencies")
    )
    known |= frozenset(lexicon.groups("months")) | frozenset(lexicon.groups("weekdays"))  # "april apr": each a word
    units = lexicon.members("units")
    return any(re.match(r"\d", w) or w in known or w in units for w in words)


def _count(value: list[str], noun: list[str]) -> list[str] | None:
    """The count of a "how many" answer ("five", "about ten cycles"), with the noun; None if more is said."""
    n = 1 if value[:1] and value[0].lower() in _APPROX else 0
    if n >= len(value) or not (re.fullmatch(r"\d+", value[n]) or value[n].lower() in lexicon.words("number_words")):
        return None
    rest = " ".join(value[n + 1 :]).lower()
    if noun and rest.startswith(noun[-1][:4]):
        rest, named = rest[len(rest.split()[0]) :].strip(), True  # "five cycles": the noun said again
    else:
        named = False
    if rest and rest not in _ASIDES:
        return None
    return value[: n + 1] + ([] if named and len(noun) == 1 else noun)


def _bare(answer: str, wh: list[str]) -> list[str] | None:
    """A verbless answer that is only a value ("about two weeks.", "twice a day", "since March"), as the words the
    fact ends on: to "how long", "for" before a bare length ("for about two weeks"); None when it says more than a
    value (``lexicon/value_glue.txt``), or a point in time answers "how long" ("two weeks ago")."""
    words = bare_answer(answer).split()
    glue = lexicon.words("value_glue") | lexicon.members("units")
    known = (
        glue
        | lexicon.words("number_words")
        | frozenset(lexicon.groups("months"))
        | frozenset(lexicon.groups("weekdays"))
    )
    known |= frozenset(lexicon.groups("frequencies"))
    if not 0 < len(words) <= 6 or not all(re.fullmatch(r"[\d.,/-]+|[\d.]+s?", w) or w.lower() in known for w in words):
        return None
    low = [w.lower() for w in words]
    proper = frozenset(lexicon.groups("months")) | frozenset(lexicon.groups("weekdays"))
    words = [low[0], *words[1:]] if low[0] not in proper else words  # "About two weeks.": no capital mid-sentence
    if wh == ["how", "long"]:
        if "ago" in low or low[0] in ("yesterday", "today", "last", "this", "in", "on", "at"):
            return None  # "how long have you had it?" / "two weeks ago": when it started, not how long
        return words if low[0] in ("for", "since") else ["for", *words]
    if wh == ["when"] and "ago" not in low and low[0] not in ("in", "on", "at", "last", "this", "yesterday", "today"):
        return None  # "when did you start it?" / "March": no preposition to write it with
    return words


def value_answer(question: str, answer: str, who: Reference) -> str | None:
    """An open question to ``who`` and an answer whose only news is a value, as one statement, else None."""
    q = bare_question(question)
    asked, said = _OPEN.match(q), _SAID.match(bare_answer(answer))
    bare = _bare(answer, asked.group("wh").lower().split()) if asked is not None and said is None else None
    if asked is None or (said is None and bare is None) or first_person(q):
        return None
    wh, noun = " ".join(asked.group("wh").lower().split()), asked.group("noun").lower().split()
    if bool(noun) != (wh == "how many"):
        return None  # "how long ago did you …", "how many do you …": not read here
    rest = [w for w in asked.group("rest").split() if w.lower() != "ever"]
    j = next((i for i, w in enumerate(rest) if w.lower() not in _LEADS), len(rest))
    verb = rest[j].lower() if j < len(rest) else ""
    own = said.group("verb").lower() if said is not None else "do"  # a verbless value: the question's verb
    if not verb.isalpha() or verb in _NOT_VERBS or (own not in _STAND_INS and own[:4] != verb[:4]):
        return None  # "how long have you had it?" / "I noticed it last week": another verb, another fact
    value = said.group("value").split() if said is not None else bare or []
    heard = [t.low for t in tokenize(answer) if not t.is_punct]
    if find_phrase(heard, "hedges") is not None or any(w in lexicon.words("negations") for w in heard):
        return None
    if _PEOPLE.search(" ".join(value).lower()) or not _valued([w.lower() for w in value]):
        return None  # "I've had it since my surgery", "I did it and stopped": more than a value
    if not swap_people(rest, who, who, {who.name}):
        return None
    first = rest[0]
    rest[0] = _FORMS[asked.group("aux").lower()].format(v=first, v3=third_person(first), vpast=past_tense(first))
    if wh != "how many":
        return finish([who.name, *rest, *value])
    count = _count(value, noun)
    if count is None:
        return None
    if noun == ["times"]:  # "how many times have you been to the ER?": the count at the end
        return finish([who.name, *rest, *count])
    return finish([who.name, *rest[: j + 1], *count, *rest[j + 1 :]])


ASSENT_TAG = re.compile(r",?\s*\b(?:right|correct|is that right|is that correct|yeah|yes)\s*\?\s*$", re.IGNORECASE)
_CONFIRMS = re.compile(
    r"^(?:" + lexicon.alternation("bare_yes") + r"\W+)?"
    r"(?:that's|that is|it's|it is|thats|you're|you are)?\s*"
    r"(?:right|correct|exactly|true|that's correct|that's right)\W*$",
    re.IGNORECASE,
)


def assent(statement: str, reply: str) -> bool | None:
    """Whether ``reply`` confirms ``statement``, a statement seeking assent ("you do not smoke, right?"): True, or
    False when it does not, or not clearly (then nothing is stored); None when ``statement`` seeks no assent."""
    if ASSENT_TAG.search(statement.strip()) is None:
        return None
    said = tidy(reply).strip()
    if _CONFIRMS.match(said):
        return True
    negative = re.search(r"\b(?:no|not|never)\b|n't\b", ASSENT_TAG.sub("", statement), re.IGNORECASE) is not None
    heard = [t.low for t in tokenize(said) if not t.is_punct]
    return not negative and answer_polarity(tokenize(said)) is True and find_phrase(heard, "hedges") is None
