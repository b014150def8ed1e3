"""Which source bears out a claim of duty or advice ("The patient should walk the dog every morning", "Ana has to
ship the order": the "oblige" frame of ``lexicon/frame_cues.txt``). Not the plain deed ("I walk my dog every
morning" says what is done, not that it should be), a wish of one's own ("I want to walk my dog") nor a plan of
one's own ("I'll walk my dog"); but each of

- a command to the listener, not the speaker's own deed (a bare verb: "walk your dog every morning"; not a wish,
  "I'd love to quit smoking", nor leave, "you can stop the ibuprofen");
- a duty, a suggestion or a request said before the content in the same sentence, however far within it ("I think
  we should do another hip replacement", "the cost must be maximal twelve euro and | fifty cents", "let's schedule
  an appointment | when you check out to return in four weeks");
- a wish or a plan for the listener ("I want you to rest", "you'll take it twice a day");
- a command after a condition ("if it doesn't get better, give us a call").

A statement read as requested ("You should walk your dog") is not admitted for a claim that asserts the duty in the
first place (proof/admissible.py): letting it in made a false twin VERIFIED on the benchmark's held-out half.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import contractions, lexicon
from factlayer.nlp.commands import bare_command
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source

__all__ = ["obliged"]

_FOR_ANOTHER = frozenset({"you", "him", "her", "them"})  # "i want | you to rest": a request, not one's own wish
_CUTS = frozenset({",", ";", ":", "and", "but", "or", "then", "so"})


@cache
def _cue_phrases(*labels: str) -> frozenset[tuple[str, ...]]:
    """The cue phrases of the given frames (``frame_cues.txt``)."""
    out: set[tuple[str, ...]] = set()
    for row in lexicon.rows("frame_cues"):
        label, _, phrases = " ".join(row).partition(":")
        if label.strip() in labels:
            out |= {tuple(p.split()) for p in phrases.split(",") if p.strip()}
    return frozenset(out)


def _phrases() -> frozenset[tuple[str, ...]]:
    return _cue_phrases("oblige", "suggest")  # frames that ask the deed, wherever in the clause


@cache
def _wanting() -> frozenset[str]:
    return frozenset(p[-1] for p in _cue_phrases("want") if p[-1] != "to")  # "want", "'d like", "would love"


def _split(lows: Sequence[str]) -> list[str]:
    out: list[str] = []
    for low in lows:
        parts = contractions.split(low)
        out += list(parts) if parts and parts[0] else [low]
    return out


def obliged(prop: Proposition, kind: str, holder: str, at: int, first: int, source: Source) -> bool:
    """Does the source's content at token ``first`` of statement ``at``, held in frame ``kind`` by ``holder`` (the
    word before its cue), ask the deed of the claim's subject (module docstring)?"""
    statement = source.statements[at]
    # a command is the listener's to do, never the speaker's ("please call me tomorrow" for "The patient should call")
    listener = prop.subject.same(statement.holder()) is not True
    if kind == "ask":
        return listener  # "could you | send it", "please | call me": the listener's to do
    if kind == "asserted" and statement.modality == "requested":
        return listener  # "walk your dog every morning"; not a wish ("i'd love to quit") nor leave ("you can stop")
    if kind == "will" and holder == "you":
        return True  # "you'll take the metformin twice a day"
    earlier = [st for st in source.statements_of_sentence(statement.sentence) if st.index < at]
    said = [t.low for st in earlier for t in st.tokens] + [t.low for t in statement.tokens[:first]]
    before = _split(said)
    if kind == "want":  # "i want you to rest", "i'd like you to come back"; not "i want to rest"
        return any(
            w in _wanting() and before[k + 1 : k + 2] and before[k + 1] in _FOR_ANOTHER for k, w in enumerate(before)
        )
    if kind != "asserted":
        return False  # a nearer frame holds it: "maybe you | need to have surgery", "you can | stop"
    longest = max(len(p) for p in _phrases())
    for lows in (said, before):  # "let's" is a cue as written, "have to" / "should n't" as split
        for k in range(len(lows)):
            if any(tuple(lows[k : k + n]) in _phrases() for n in range(1, longest + 1)):
                return True  # "i think we should do another hip replacement": a duty, far in the clause
    return listener and _commanded(before, [t.low for t in statement.tokens[first:]])


def _commanded(before: Sequence[str], rest: Sequence[str]) -> bool:
    """The content's clause (from the last cut before it to the next) opens on a bare command after a condition:
    "if it does n't get better , | give us a call and we 'll see you"."""
    cut = max((k for k, w in enumerate(before) if w in _CUTS), default=-1)
    if cut < 0 or not set(before[:cut]) & lexicon.words("conditionals"):
        return False
    clause = list(before[cut + 1 :]) + list(rest)
    end = next((k for k, w in enumerate(clause) if w in _CUTS or w in (".", "?", "!")), len(clause))
    return bare_command([w for w in clause[:end] if w.isalpha()])
