"""Where a clause's frame reaches past the clause the splitter gave it.

A cut may leave a frame word without the content it frames: at the end of a clause ("my writing is going well:
maybe | I'm in the middle of a novel", "nice to see you again. maybe | I see your last visit was ..."), or alone
with fillers, a yes or a no ("if yeah, | I have nausea sometimes", "it's not true that yes, | my average is 191",
"maybe my wife | and I were road tripping": no verb of its own). Such a clause holds the clause after it in its
frame: what that clause says is not asserted. The frames are the openings of ``lexicon/sentence_frames.txt``,
``lexicon/condition_openers.txt`` (hypothetical), ``lexicon/carried_frames.txt`` and a denying frame before
"that" (``lexicon/denying_frames.txt``: hedged, as a clause called false is read).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.amount_hedges import without_amount_hedges
from factlayer.nlp.clauses import has_predicate
from factlayer.nlp.modality import Modality
from factlayer.nlp.phrases import phrases
from factlayer.nlp.questions import FILLERS
from factlayer.nlp.tokens import Token

__all__ = ["bare_doubt", "carried_frame", "opening_frame"]


@cache
def _leftovers() -> frozenset[str]:
    """Words that say nothing of their own beside a frame: fillers, one-word yes and no, chat openers."""
    one_word = {w for name in ("yes", "no", "chat_openers") for w in lexicon.words(name) if " " not in w}
    return frozenset(FILLERS | one_word | {"that", "and", "like", "just"})


_VERBS = frozenset({("say",), ("provided",), ("providing",), ("pretend",), ("imagine",)})


@cache
def _frames() -> tuple[tuple[tuple[str, ...], Modality], ...]:
    """Each frame phrase with the modality it gives what it holds, longest first: not a lone word that may end a
    clause of its own as a verb ("that's what they say", "he likes to pretend")."""
    out: list[tuple[tuple[str, ...], Modality]] = [
        (p, "hypothetical") for p in phrases("condition_openers") if p not in _VERBS
    ]
    hypothetical = set(phrases("hypotheticals"))
    out += [
        (p, "hypothetical" if p in hypothetical else "hedged")
        for p in phrases("sentence_frames")
        if len(p) > 1 or (p in hypothetical and p not in _VERBS)
    ]
    out += [(p, "hedged") for p in phrases("carried_frames")]
    out += [((*p, "that"), "hedged") for p in phrases("denying_frames")]
    return tuple(sorted(out, key=lambda pm: -len(pm[0])))


def _ending(words: Sequence[str]) -> Modality | None:
    for phrase, mode in _frames():
        if len(words) >= len(phrase) and tuple(words[-len(phrase) :]) == phrase:
            return mode
    return None


def _opening(words: Sequence[str]) -> tuple[Modality, int] | None:
    for phrase, mode in _frames():
        if tuple(words[: len(phrase)]) == phrase:
            return mode, len(phrase)
    return None


def carried_frame(tokens: Sequence[Token]) -> Modality | None:
    """The frame a clause passes on to the clause after it (module docstring), or None: it ends on a frame once its
    trailing fillers are dropped, or opens on one and says nothing else with a verb."""
    words = [t.low for t in tokens if t.is_word]
    leftovers = _leftovers()
    while words and words[-1] in leftovers - {"that"}:  # "it's not true that | …" keeps its "that"
        words.pop()
    if not words:
        return None
    if (mode := _ending(words)) is not None:
        return mode
    while words and words[0] in leftovers:
        words = words[1:]
    opened = _opening(words)
    if opened is None:
        return None
    rest = [w for w in words[opened[1] :] if w not in leftovers]
    return opened[0] if rest and not has_predicate(" ".join(rest)) else None


def opening_frame(tokens: Sequence[Token]) -> Modality | None:
    """The frame a reply opens on, past fillers and a yes or no ("if I'm fifty-seven, that would be something",
    "maybe yes, about three months ago" to "how old are you?", "when was it?"): the answer it gives is held in it."""
    words = [t.low for t in tokens if t.is_word]
    while words and words[0] in _leftovers():
        words = words[1:]
    words = without_amount_hedges(words)  # not "yes, probably about five beers a week"
    opened = _opening(words)
    if opened is None or words[opened[1] :] in (["so"], ["not"]):
        return None  # "No, I don't think so.": a polite no, not a no held in doubt
    return opened[0]


def bare_doubt(tokens: Sequence[Token], *, last: bool = False) -> bool:
    """The clause is nothing but a doubt (``lexicon/bare_doubts.txt``), past fillers and a yes or no: "I'm not sure, |
    but the roof was replaced in 2010" — its doubt holds the clause after the "but" too. ``last``: the clause ends its
    sentence, where ``lexicon/trailing_doubts.txt`` counts too ("the kitchen needs new cabinets, | I don't know")."""
    words = [t.low for t in tokens if t.is_word]
    leftovers = _leftovers()
    while words and words[0] in leftovers:
        words = words[1:]
    while words and words[-1] in FILLERS:  # not a yes: "sure" ends the doubt
        words.pop()
    said = " ".join(words)
    return said in lexicon.words("bare_doubts") or (last and said in lexicon.words("trailing_doubts"))
