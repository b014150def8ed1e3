"""A speaker's turn broken off only by the listener's backchannels goes on after them: "[doctor] you do have some
pain to palpation of the lumbar spine- | [patient] mm-hmm . | [doctor] at the level of l5 ." is one sentence, and
read in two its first half is cut off and its second has no subject.

The extractor reads the transcript through a *view* of the same length in which the stretch from where the first
half breaks off (its cut mark "-" included) to where the second half goes on (a leading "." or "-" included) is
blanked: the two halves are one turn, one sentence, and every offset is still one of the source. A proposal's
citation is then cut around the blank (``cited_apart``): two spans, each the speaker's own words.

The signs, all needed (the listener's backchannel is ``nlp.backchannels``, the rule the proof's resumed turns read):
between the halves at most ``MAX_BETWEEN`` turns of other speakers, each nothing but a backchannel; the first half
ends without a sentence end and not on a question (the "yes" between would be its answer) — in a transcript without
full stops (most turns end on none) only on a cut mark "-"; the second half is no backchannel, opens on a lower-case
word (the rest of the sentence, as in ``turn_cuts``) and its sentence asks nothing (the statement read into a
question would be skipped with it); and one of the two
sentences says "I" (``nlp.backchannels.of_the_speaker``, as the proof asks: "order an mri- | okay | just to be
sure" is joined, "the lumbar spine- | mm-hmm | at the level of l5" is not, for the proof would not read it whole).
"""

from __future__ import annotations

import re

from factlayer.nlp.backchannels import MAX_BETWEEN, backchannel_tokens, of_the_speaker
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.transcript import Turn, sentences

from .turn_cuts import ENDS, goes_on_lower, said

__all__ = ["Gap", "cited_apart", "joined_view"]

Gap = tuple[int, int]
_CUT_MARKS = ("-", "–", "—")  # "order an mri-": broken off, in a transcript that ends no turn with a full stop too
_BROKEN_OFF = re.compile(r"[\s\-–—]*$")  # the cut mark "spine-" and the space after the first half
_GOES_ON = re.compile(r"[\s.\-–—…]*")  # ". and maybe …", "-i guess …": the mark the second half opens with


def _punctuated(turns: list[Turn]) -> bool:
    """Does the transcript end its turns with sentence ends (then a turn without one is broken off)?"""
    spoken = [s for t in turns if t.speaker is not None and (s := said(t))]
    return 2 * sum(s.endswith(ENDS) for s in spoken) >= len(spoken)


def _resumes(turns: list[Turn], i: int, punctuated: bool) -> int | None:
    """The index of the turn ``turns[i]`` goes on in after the others' backchannels, if any."""
    here = turns[i]
    words = said(here)
    if here.speaker is None or not words or words.endswith(ENDS) or not (punctuated or words.endswith(_CUT_MARKS)):
        return None
    last = sentences(here)
    if not last or last[-1].is_question:
        return None
    j = i + 1
    while j < len(turns) and j - i - 1 <= MAX_BETWEEN and turns[j].speaker != here.speaker:
        if turns[j].speaker is None or not backchannel_tokens(tokenize(turns[j].text)):
            return None
        j += 1
    if j == i + 1 or j >= len(turns) or j - i - 1 > MAX_BETWEEN:
        return None
    rest = _GOES_ON.sub("", said(turns[j]), count=1)
    if not goes_on_lower(rest) or backchannel_tokens(tokenize(turns[j].text)):
        return None
    goes_on = sentences(turns[j])[:1]
    if not goes_on or goes_on[0].is_question:  # "… in the past but- | mm-hmm | -i guess … how are you feeling?"
        return None
    mine = of_the_speaker(tokenize(last[-1].text)) or any(of_the_speaker(tokenize(s.text)) for s in goes_on)
    return j if mine else None


def joined_view(text: str, turns: list[Turn]) -> tuple[str, tuple[Gap, ...], list[Turn]]:
    """``text`` with each resumed turn's interruption blanked (the module docstring), the blanked stretches, and
    the view's turns: a resumed turn and the rest of it are one, the backchannels between gone with the blank."""
    gaps: list[Gap] = []
    resumed: dict[int, int] = {}
    punctuated = _punctuated(turns)
    for i in range(len(turns)):
        j = _resumes(turns, i, punctuated)
        if j is None:
            continue
        first, second = turns[i], turns[j]
        cut = first.start + len(_BROKEN_OFF.sub("", first.text))
        goes_on = second.start + (m.end() if (m := _GOES_ON.match(second.text)) else 0)
        gaps.append((cut, goes_on))
        resumed[i] = j
    if not gaps:
        return text, (), turns
    parts, at = [], 0
    for cut, goes_on in gaps:
        parts += [text[at:cut], " " * (goes_on - cut)]
        at = goes_on
    view = "".join([*parts, text[at:]])
    joined: list[Turn] = []
    i = 0
    while i < len(turns):
        last = i
        while last in resumed:
            last = resumed[last]
        first, end = turns[i], turns[last].end
        whole = Turn(first.speaker, first.role, first.start, end, view[first.start : end])
        joined.append(first if last == i else whole)
        i = last + 1
    return view, tuple(gaps), joined


def cited_apart(spans: tuple[tuple[int, int], ...], gaps: tuple[Gap, ...]) -> tuple[tuple[int, int], ...]:
    """``spans`` cut around the blanked stretches they cross: each piece is one speaker's own words."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        for cut, goes_on in gaps:
            if start < cut and goes_on < end:
                out.append((start, cut))
                start = goes_on
        out.append((start, end))
    return tuple(out)
