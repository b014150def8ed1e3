"""An act that hurts, said by the patient ("even driving hurts", "bending over hurts my back"): a gerund subject before
"hurts" (``lexicon/finite_verbs``), after a focus word (``lexicon/focus_adverbs``), is a thing the clause is about, kept
as what the patient says (``thing_clauses``) — it was skipped as ``ambiguous_subject``.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.thing_clauses import names_a_thing


@pytest.mark.parametrize(
    ("clause", "fact"),
    [
        ("even driving hurts .", "The patient says even driving hurts."),
        ("bending over hurts my back .", "The patient says bending over hurts their back."),
    ],
)
async def test_an_act_that_hurts_is_what_the_patient_says(clause: str, fact: str) -> None:
    text = f"[doctor] does anything make it worse ?\n[patient] yeah . {clause}\n[doctor] okay .\n"
    candidates = ExtractiveProvider().extract(text)
    stored = [a.candidate for a in await assess_candidates(candidates, text) if a.accepted]
    assert fact in [c.text for c in stored]
    assert [(c.speaker, c.subject_id) for c in stored if c.text == fact] == [("patient", "speaker:patient")]


@pytest.mark.parametrize("clause", ["even he hurts", "just you make it worse"])
def test_a_focus_word_before_a_person_names_no_act(clause: str) -> None:
    assert not names_a_thing(clause)
