"""A speaker's turn broken off only by the others' backchannels goes on after them: "Industrial Designer: I think
incorporating a logo is quite straight forward . | Marketing: Yep . | Project Manager: Okay . | Industrial
Designer: There's lots of space for it" is one stretch of talk, as if no one had spoken between.

The window pairs a statement with the nearest statement of the same speaker when everything said between is a
listener's backchannel ("okay", "right", "mm-hmm": ``backchannels.txt``), a filler or a sound tag, by another
speaker, in at least one turn of its own. A turn between that says anything else ("No.", a question) is a reply:
what comes after it is no continuation. Neither half may be broken off (a word cut with "-": "your ekg- | mm-hmm |
here is normal", or a restart after "{disfmarker}"): what a broken clause was about is a guess.
"""

from __future__ import annotations

from factlayer.nlp.backchannels import MAX_BETWEEN, backchannel_tokens, hesitation_words, of_the_speaker
from factlayer.proof.source import Source, Statement


def backchannel(statement: Statement) -> bool:
    """Nothing but backchannel words, fillers and sound tags (``nlp.backchannels``)."""
    return backchannel_tokens(statement.tokens)


def _broken(statement: Statement) -> bool:
    """A word cut off ("ekg-"), or a "{disfmarker}" the speaker goes on after (a restart: "We 're already
    {disfmarker} Yeah ."); one at the end only trails off ("There's lots of space for it um {disfmarker}")."""
    words = [t.low.strip("{}") for t in statement.tokens if t.is_word]
    if any(len(w) > 1 and w.endswith("-") for w in words):
        return True
    marks = [i for i, w in enumerate(words) if w == "disfmarker"]
    return bool(marks) and any(w not in hesitation_words() for w in words[marks[0] + 1 :])


def resumed_turn(index: int, source: Source) -> list[tuple[int, ...]]:
    """The windows of statement ``index`` and its speaker's statement just before or after the others'
    backchannels (the same turn resumed)."""
    statements = source.statements
    here = statements[index]
    if here.speaker is None or here.answered or _broken(here):
        return []
    out: list[tuple[int, ...]] = []
    for step in (-1, 1):
        other = index + step
        between = 0
        while 0 <= other < len(statements) and between <= MAX_BETWEEN and statements[other].speaker != here.speaker:
            if not backchannel(statements[other]):
                break
            other, between = other + step, between + 1
        else:
            if between and 0 <= other < len(statements) and between <= MAX_BETWEEN:
                there = statements[other]
                mine = of_the_speaker(here.tokens) or of_the_speaker(there.tokens)
                if mine and not there.answered and not backchannel(there) and not _broken(there):
                    out.append(tuple(sorted((index, other))))
    return out
