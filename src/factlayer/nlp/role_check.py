"""Swapped clinician/patient labels: a visit transcript whose labels run the wrong way for a stretch.

ASR-diarised visits (ACI-Bench's ``aci`` subset) sometimes label a whole stretch of turns with the other
role: "[patient] … so your left shoulder exam you have limited range of motion …", "[doctor] no numbness or
tingling". Trusting such labels credits every fact of the stretch to the wrong person — the worst error.

The check reads one kind of evidence: phrases only a clinician says (``lexicon/clinician_cues.txt``:
examining, ordering, prescribing, referring, "assessment and plan"). A turn holding one is evidence for
its label when labelled as the clinician, against it when labelled as the patient. Each turn is either
as labelled or swapped; the reading with the least cost is kept (Viterbi over the turns), where a turn
against its reading costs 1 and changing reading between turns costs ``_SWITCH`` — so one odd turn (a
patient quoting "physical exam") never flips anything, but a stretch of two or more cued turns against
their labels, with none for them, does. Turns in a swapped stretch take the other role's label — except
a turn whose own cue agrees with its label (a clinician's turn inside a mislabelled stretch stays his).

Only a transcript of exactly two labelled speakers, one a clinician role and one the patient, is checked;
anything else is returned as it is.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from factlayer.nlp import lexicon

if TYPE_CHECKING:
    from factlayer.nlp.transcript import Turn

__all__ = ["swapped_labels_fixed"]

_CLINICIANS = lexicon.words("care_roles")  # "Dr:", "Physician:", "Clinician:" labels are the role "doctor"
_SWITCH = 1.5


@cache
def _cue() -> re.Pattern[str]:
    phrases = sorted(lexicon.words("clinician_cues"), key=len, reverse=True)
    return re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(p) for p in phrases) + r")(?![\w'])", re.I)


def _evidence(turn: Turn, clinician: str) -> int:
    """+1: the turn reads as the clinician's and is labelled so; -1: it reads so and is labelled the patient;
    0: no cue."""
    if _cue().search(turn.text) is None:
        return 0
    return 1 if turn.speaker == clinician else -1


def swapped_labels_fixed(turns: list[Turn]) -> list[Turn]:
    """The turns with the labels of a swapped stretch exchanged (module docstring)."""
    people = {t.speaker: t.role for t in turns if t.speaker is not None}
    if len(people) != 2:
        return turns
    clinician = next((s for s, r in people.items() if r in _CLINICIANS), None)
    patient = next((s for s, r in people.items() if r == "patient"), None)
    if clinician is None or patient is None:
        return turns
    evidence = [_evidence(t, clinician) for t in turns]
    if not any(e < 0 for e in evidence):
        return turns
    # Viterbi over two readings per turn: 0 as labelled, 1 swapped.
    cost = [0.0, _SWITCH]  # a transcript starts as labelled unless the evidence says otherwise
    back: list[tuple[int, int]] = []
    for e in evidence:
        step = (float(e < 0), float(e > 0))  # against the reading: 1
        from_same = (cost[0], cost[1])
        from_other = (cost[1] + _SWITCH, cost[0] + _SWITCH)
        choice = (0 if from_same[0] <= from_other[0] else 1, 0 if from_same[1] <= from_other[1] else 1)
        back.append(choice)
        cost = [min(from_same[0], from_other[0]) + step[0], min(from_same[1], from_other[1]) + step[1]]
    state = 0 if cost[0] <= cost[1] else 1
    readings = [0] * len(turns)
    for i in range(len(turns) - 1, -1, -1):
        readings[i] = state
        if back[i][state] == 1:
            state = 1 - state
    if not any(readings):
        return turns
    other = {clinician: (patient, people[patient]), patient: (clinician, people[clinician])}
    return [
        replace(t, speaker=other[t.speaker][0], role=other[t.speaker][1])
        if swap and e <= 0 and t.speaker in other
        else t
        for t, swap, e in zip(turns, readings, evidence, strict=True)
    ]
