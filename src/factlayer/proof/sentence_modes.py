"""The modalities of a sentence's clauses once its conditions and frames are read: the clauses an "if" / "unless"
clause makes conditional (:func:`conditioned`) and the frames that hold the rest of the sentence — a hedge, a
disclaimer, a clause called false (:func:`framed`)."""

from __future__ import annotations

from collections.abc import Collection

from factlayer.nlp import lexicon
from factlayer.nlp.frame_reach import bare_doubt, carried_frame
from factlayer.nlp.modality import (
    Modality,
    awaited_time,
    awaits_own_deed,
    false_start,
    frames_sentence,
    opens_irrealis,
    time_of_a_condition,
    turns_away,
)
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.tokens import Token

__all__ = ["conditioned", "framed"]


_LEAD_INS = frozenset(["because", "so", "and", "but", "well", "um", "uh", "cause", "'cause", "like"])


def _finds_out(clause: list[Token]) -> bool:
    """Does ``clause`` end with a verb of finding out (``lexicon/finding_out.txt``: "… and see", "… find out")?"""
    words = [t.low for t in clause if t.is_word]
    found = lexicon.words("finding_out")
    return bool(words) and (words[-1] in found or " ".join(words[-2:]) in found)


def conditioned(parts: list[list[Token]]) -> set[int]:
    """Clauses a neighbouring "if"/"unless" clause makes conditional: the one before it ("we'll refer you if we
    need to"), or the one after an opening condition ("If I had a car, I would drive")."""
    out: set[int] = set()
    for c, clause in enumerate(parts):
        words = [t.low for k, t in enumerate(clause) if t.is_word and not false_start(clause, k)]
        while words and words[0] in _LEAD_INS:  # "because if it was the progesterone, they would've ..."
            words = words[1:]
        if (
            find_phrase(words, "temporal_conditions", at_start=True) is not None
            and time_of_a_condition(words)
            and (
                awaited_time(words)
                or (c + 1 < len(parts) and opens_irrealis([t.low for t in parts[c + 1] if t.is_word]))
            )
        ):
            out.add(c)  # "once you finish the antibiotics | we'll check again", "once the vendor delivers | we ship"
            continue
        main = parts[c + 1] if c + 1 < len(parts) else parts[c - 1] if c > 0 else []  # "I'll call | when I get home"
        if awaits_own_deed(words, [t.low for t in main if t.is_word]):
            out.add(c)  # "as soon as I finish the script | I will send it": no script finished yet
            continue
        openers = lexicon.words("condition_openers")  # "if", "unless", "assuming", "say", ...
        if not words or words[0] not in openers or words[1:3] in (["i", "remember"], ["you", "will"]):
            continue
        if len(words) < 3:  # "and if ... and prescribe": a false start, not a condition
            continue
        if c > 0 and _finds_out(parts[c - 1]):
            out.add(c)  # "order a bmp and see | if we need to adjust": the question checked; the order stands
            continue
        if _concedes(parts, c):  # "it made me feel great, even if just for a bit": said, and played down
            continue
        # "If I had a car, I would drive" governs what follows; "we'll refer you if we need to" what precedes;
        # in mid-sentence ("I don't know, because if it was the progesterone, they would've gone away") either.
        # A clause that opens with "but" turns away from the condition ("I don't know if you've noticed, but
        # we're working for Real Reaction").
        # A "but" still inside the condition, before its main clause, turns away from nothing ("if she offered it
        # but I said no, that would be something").
        out.update(
            k
            for k in (c - 1, c, c + 1)  # the condition too: "provided the landlord fixes it, | we stay"
            if 0 <= k < len(parts) and not (k > c and _opens_with_but(parts[k]) and not _main_clause_after(parts[k]))
        )
    return out


def _concedes(parts: list[list[Token]], c: int) -> bool:
    """ "… even | if just for a bit": "even if" before a phrase without a verb concedes; it conditions nothing."""
    before = parts[c - 1][-2:] if c > 0 else []
    even = [t.low for t in before if t.is_word][-1:] == ["even"] or [t.low for t in parts[c][:1]] == ["even"]
    return even and not looks_like_predicate(" ".join(t.text for t in parts[c]))


def _main_clause_after(clause: list[Token]) -> bool:
    """The clause goes on, after a comma, to a main clause of advice, plan or irrealis ("…, that would be odd")."""
    commas = [k for k, t in enumerate(clause) if t.low == ","]
    return bool(commas) and opens_irrealis([t.low for t in clause[commas[-1] + 1 :] if t.is_word])


def _opens_with_but(clause: list[Token]) -> bool:
    words = [t.low for t in clause if t.is_word]
    return bool(words) and words[0] == "but"


def framed(
    parts: list[list[Token]],
    owns: list[Modality],
    modes: list[Modality],
    denied: list[bool],
    glued: Collection[int] = (),
) -> list[Modality]:
    """The clauses' modalities once the frames of their sentence are read: a clause that is nothing but a hedge or
    a hypothetical, or opens a frame of the whole sentence ("i'm not sure | but maybe | if it's dry | i don't use
    it", "let's pretend | and I bought a boat"), or calls the next false ("it's not true | that ..."), holds the
    rest of the sentence up to a "but"; a disclaimer ("I could be wrong, but ...": ``lexicon/disclaimers.txt``)
    past it too, and so does a frame a cut left at a clause's end or alone with fillers ("maybe yes, | I have …");
    a bare hedge at the end ("the bakery closed, | I think") holds the clause before it. ``glued``: the clauses a
    run-on cut starts (``nlp.run_ons``: a sentence end the transcript did not mark) — a frame held past a clause
    of its own ends there ("i don't think that it's a stroke | i think it's your neck | i am going to order an a1c"),
    not right after it ("i think maybe | i'm going to order an mri")."""
    out = list(modes)
    frame: Modality | None = None
    lasting = by_denial = False
    framed_at = 0  # the clause that opened the frame
    for c, clause in enumerate(parts):
        ends = (turns_away(clause) or (c in glued and framed_at < c - 1)) and not lasting
        if ends or (by_denial and _corrects(clause)):
            frame = None
        elif frame is not None and out[c] in ("asserted", "hypothetical", "requested"):
            out[c] = frame
        opened = frame
        said = [t.low for t in (parts[c - 1] if c else []) + clause if t.is_word]  # "correct me | if I'm wrong"
        if find_phrase(said, "disclaimers") is not None or bare_doubt(clause):
            frame, lasting = "hedged", True  # "I could be wrong, but …", "I'm not sure, but …"
        elif (owns[c] != "asserted" and frames_sentence(clause)) or denied[c]:
            by_denial = frame is None and denied[c]
            frame = frame or ("hedged" if denied[c] else owns[c])
        elif (carried := carried_frame(clause)) is not None:
            frame = frame or carried  # "maybe yes, | I have …", "going well: maybe | I'm …" (``nlp.frame_reach``)
        if opened is None and frame is not None:
            framed_at = c
    last = parts[-1] if len(parts) > 1 else []
    doubt = bool(last) and ((owns[-1] == "hedged" and frames_sentence(last)) or bare_doubt(last, last=True))
    if doubt and out[-2] == "asserted":
        out[-2] = "hedged"  # "the bakery closed, | I think", "the kitchen needs new cabinets, | I don't know"
    return out


_CORRECTING = frozenset({"just", "only", "simply", "actually"})


def _corrects(clause: list[Token]) -> bool:
    """A clause that says what is so after one called false ("it's not that I don't want to exercise, | I just
    don't have time"): "just", "only", "simply" or "actually" among its first words."""
    return bool(_CORRECTING & {t.low for t in clause[:3]})
