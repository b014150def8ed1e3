"""Whether a later statement ends what an earlier one said of the same subject.

A state said once ("Alice works from home these days") is ended by a later statement that marks a change
and denies it ("Alice does not work from home anymore", "Alice no longer works from home", "Alice stopped
working from home", "Alice quit smoking", "Alice used to work from home"), or that asserts anew what an
earlier statement denied ("Alice started working from home again"). Both are read as one state, its words
stemmed without the negation, the words that only place it in time ("these days", "still": ``lexicon/
state_times.txt``) and the words of the change (``state_turns``, ``state_returns``, ``cessation``,
``state_endings``, ``state_beginnings``; "again" is a change only when the state is asserted: "I didn't sleep
well again" repeats a denial); the two must be the same state, word for word. An earlier habit's frequency may be left
out ("smokes every day" is ended by "quit smoking"), never the later statement's ("does not smoke
every day anymore" does not end "smokes"). Without a word of change a later denial ends nothing: "I have a
dog" / "I don't have a dog" stays a contradiction (``merge``).

Two single-valued attributes end by name: moving away from a place ends living there ("moved from Boston
to Denver"), quitting or leaving a job at a place ends working there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from factlayer.memory.statements import negator, normalise, polarity, words
from factlayer.nlp import lexicon
from factlayer.nlp.phrases import phrases
from factlayer.nlp.stems import stem

_BE_FORMS = frozenset({"am", "is", "are", "was", "were", "'m", "'s", "'re"})
_PERFECT = frozenset({"has", "have", "had", "'s", "'ve"})
_HOLDER = r"(?P<holder>i|[a-z][a-z.-]*(?: [a-z][a-z.-]*){0,2}?)"
_ENDED_VALUES = (
    (re.compile(rf"^{_HOLDER} (?:has |have )?(?:moved|relocated) (?:away )?(?:from|out of) (?P<value>.+?)(?: to .+)?$"),
     "lives in"),
    (re.compile(rf"^{_HOLDER} (?:has |have )?(?:quit|quits|left|leaves|lost) (?:my|their|his|her|the) "
                r"(?:job|position|work) (?:at|with) (?P<value>.+)$"), "works at"),
)  # fmt: skip


@dataclass(frozen=True)
class State:
    """A statement read as a state: its words, whether it holds, whether the statement says it changed."""

    core: tuple[str, ...]
    holds: bool
    change: bool


@dataclass(frozen=True)
class Ending:
    """A single-valued attribute whose value a statement says is over ("moved from Boston" → lives in Boston)."""

    name: str
    value: str
    holder: str


def _drop(tokens: list[str], name: str, before_ing: bool = False) -> tuple[list[str], bool]:
    """``tokens`` without the phrases of ``lexicon/name.txt`` (only those before an -ing form when
    ``before_ing``), and whether one was there."""
    return _drop_phrases(tokens, _by_first_word(phrases(name)), before_ing)


@cache
def _by_first_word(phrases: tuple[tuple[str, ...], ...]) -> dict[str, list[tuple[str, ...]]]:
    """Each first word → the phrases opening on it, longest first."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        out.setdefault(phrase[0], []).append(phrase)
    return out


def _drop_phrases(
    tokens: list[str], index: dict[str, list[tuple[str, ...]]], before_ing: bool = False
) -> tuple[list[str], bool]:
    out: list[str] = []
    found = False
    k = 0
    while k < len(tokens):
        for phrase in index.get(tokens[k], ()):
            end = k + len(phrase)
            if tuple(tokens[k:end]) == phrase and (not before_ing or (end < len(tokens) and _ing(tokens[end]))):
                found = True
                k = end
                break
        else:
            out.append(tokens[k])
            k += 1
    return out, found


def _ing(word: str) -> bool:
    return len(word) > 4 and word.endswith("ing")


def _without_auxiliaries(tokens: Sequence[str]) -> list[str]:
    """A be-form before an -ing form ("is working" → "working") and a perfect auxiliary before a change verb
    ("has stopped going") say how, not what."""
    changes = lexicon.words("cessation") | lexicon.words("state_beginnings") | _first_words("state_endings")
    out = []
    for k, word in enumerate(tokens):
        following = tokens[k + 1] if k + 1 < len(tokens) else ""
        if (word in _BE_FORMS and _ing(following)) or (word in _PERFECT and following in changes):
            continue
        out.append(word)
    return out


def _first_words(name: str) -> frozenset[str]:
    return frozenset(p[0] for p in phrases(name))


def state_of(text: str) -> State | None:
    """``text`` read as a state, or None when its change words cancel out ("did not quit smoking")."""
    denied = not polarity(text)
    tokens, turned = _drop(words(normalise(text)), "state_turns")
    tokens, returned = _drop(tokens, "state_returns")
    tokens, _ = _drop(tokens, "state_times")
    tokens = _without_auxiliaries([w for w in tokens if not negator(w)])
    tokens, ended = _drop(tokens, "state_endings")
    tokens, stopped = _drop(tokens, "cessation", before_ing=True)
    tokens, began = _drop(tokens, "state_beginnings", before_ing=True)
    ceased = ended or stopped
    if ceased and (denied or began):
        return None
    core = tuple(stem(w) for w in tokens)
    if not core:
        return None
    holds = not (denied or ceased)
    return State(core=core, holds=holds, change=turned or ceased or began or (returned and holds))


def _cores(old: State) -> set[tuple[str, ...]]:
    """The earlier state's words, and the same without how often it was done."""
    less, _ = _drop_phrases(list(old.core), _frequency_stems())
    return {old.core, tuple(less)}


@cache
def _frequency_stems() -> dict[str, list[tuple[str, ...]]]:
    """How often a habit is done (``lexicon/state_frequencies.txt``), stemmed, by first word."""
    return _by_first_word(tuple({tuple(stem(w) for w in p) for p in phrases("state_frequencies")}))


def ends_state(new_text: str, old_text: str) -> bool:
    """Whether ``new_text``, said later, says the state ``old_text`` stated is over (or the denial is)."""
    new, old = state_of(new_text), state_of(old_text)
    if new is None or old is None or not new.change or new.holds == old.holds:
        return False
    return new.core in _cores(old)


@lru_cache(maxsize=65536)
def state_keys(text: str) -> tuple[str, ...]:
    """Index keys under which a statement and the earlier or later ones that may end it meet: its state's
    words (and without how often), and the attribute whose value it says is over."""
    state = state_of(text)
    keys = [] if state is None else ["state:" + " ".join(core) for core in sorted(_cores(state))]
    ending = ended_value(text)
    if ending is not None:
        keys.append("attr:" + ending.name)
    return tuple(keys)


def ended_value(text: str) -> Ending | None:
    """The single-valued attribute ``text`` says is over, if it says one is."""
    plain = normalise(text)
    for pattern, name in _ENDED_VALUES:
        match = pattern.match(plain)
        if match:
            holder = match["holder"]
            return Ending(name=name, value=match["value"].strip(), holder="i" if holder in ("i", "my") else holder)
    return None
