"""A clause about someone the transcript names who does not speak: "Marco hasn't approved the budget yet."

``subject_of`` knows the participants, their aliases, relatives ("my husband") and things with a determiner ("the
launch"); a bare name opening a clause was none of these, so the clause was skipped as ``ambiguous_subject`` though
its words name whom it is about. A name here is a capitalised word the transcript writes capitalised after a
lower-case word ("… I'll ask Marco", "… and Marco said") and never in lower case (``nlp.transcript_names``): "Painting
helps me" opens on a word the transcript also writes "painting"; a sentence's first word proves nothing. Followed by
a verb (``nlp.verbs.verb_after_name``), such a name is the subject — a person of their own (``person:<name>``),
unless it is the start of a participant's name or alias ("Mel" for Melanie: then it may be them, and nothing is
guessed). Lower-case transcripts (ACI-Bench) name no one this way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol

from factlayer.nlp.transcript_names import transcript_names
from factlayer.nlp.verbs import verb_after_name

__all__ = ["named_subject", "transcript_names"]


class _Named(Protocol):
    """What the participant has that this reads: the names they go by."""

    name: str
    aliases: set[str]


def named_subject(words: list[str], clause: str, names: frozenset[str], participants: Iterable[_Named]) -> str | None:
    """The name (as written) of the person a clause opens on, by a name the transcript uses (module docstring), or
    None. ``words``: the clause's words, lower case; ``names``: ``transcript_names``."""
    first = re.match(r"[A-Z][a-z]+(?: [A-Z][a-z]+(?= [a-z]))?\b", clause)  # "Marco Diaz is …": a surname too
    verb = len(first.group().split()) if first else 1
    if first is None or len(words) < verb + 2 or words[0] not in names or not verb_after_name(words[verb].strip(",.")):
        return None
    for e in participants:
        if any(a.startswith(words[0]) for a in e.aliases | {e.name.lower()}):
            return None  # "Mel" for Melanie: perhaps a participant, named another way
    return first.group()
