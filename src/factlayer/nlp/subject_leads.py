"""Words at a clause's opening that are not its subject: an aside ("you know ,", "I mean ,"), a restart ("we our
youngest daughter"), a verb of perceiving after "I" ("I do appreciate …"), and "I know (that)", after which another
clause says whom it is about."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON
from factlayer.nlp.tokens import Token, skip_over

_HESITATIONS = lexicon.words("hesitations")
_UNKNOWN = lexicon.words("unknown_subjects")
_AUX = lexicon.words("auxiliaries") | {"any"}


def observes(tokens: Sequence[Token], i: int) -> bool:
    i = skip_over([t.low for t in tokens], i, ("do", "also", "can", "could", "did", "definitely", "really"))
    return i < len(tokens) and tokens[i].low in lexicon.words("perception")


KNOWING = lexicon.words("knowing")


SURE = lexicon.words("sure")


def after_knowing(tokens: Sequence[Token], i: int, cues: frozenset[str] = KNOWING | SURE) -> int | None:
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


_RESTARTED = frozenset({"i", "we", "you", "my", "our", "your"})


def past_restarts(tokens: Sequence[Token], i: int) -> int:
    """Past a speaker's restarts at ``i``: a word said twice ("our our") or a person word taken back for another
    ("we our youngest daughter", "i my wife"): the clause goes on from the last of them."""
    while i + 1 < len(tokens) and tokens[i].low in _RESTARTED and tokens[i + 1].low in _RESTARTED:
        i += 1
    return i


_ASIDES = frozenset({("you", "know"), ("you", "see"), ("i", "mean"), ("i", "guess")})
# Words that cannot open what "you know" / "I mean" take as object: after them the pair is a filler.
_ASIDE_FOLLOWERS = lexicon.words("aside_followers")


def aside(tokens: Sequence[Token], i: int) -> int:
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
