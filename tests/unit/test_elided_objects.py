"""A clause whose verb's object is left to the turn before ("I disagree.", "No, you don't need to stop.", "I'll try.")
is no fact on its own: it was stored as "Dana disagrees.", "The patient does not need to stop." — disagrees with
what, stop what? (``digest.elided_objects``). The same verb with its object is kept.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider

ELIDED = [
    ("Sam: I think we should move the launch to May.\nDana: I disagree. The budget is not ready.", "disagree"),
    (
        "Doctor: You had a mild reaction.\nPatient: Should I stop the pills?\nDoctor: No, you don't need to stop.",
        "stop",
    ),
    ("Coach: Can you run the relay on Friday?\nMia: I'll try. My knee is still sore.", "try"),
    ("Lee: Did you pick the venue for the party?\nAna: We decided. We booked the hall on Main Street.", "decided"),
    ("Doctor: Did you bring the list of your medicines?\nPatient: I forgot. I take metformin daily.", "forgot"),
]
KEPT = [
    ("Doctor: Do you smoke?\nPatient: I stopped smoking last year.", "stopped smoking"),
    ("Sam: How was the weekend?\nDana: I tried rock climbing with my brother.", "tried rock climbing"),
]


@pytest.mark.parametrize(("text", "verb"), ELIDED)
def test_a_verb_without_its_object_is_no_fact(text: str, verb: str) -> None:
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert facts  # the turn's other statement stays
    bare = [f for f in facts if len(f.split()) <= 7 and any(w.startswith(verb[:4]) for w in f.lower().split()[-2:])]
    assert not bare, facts


@pytest.mark.parametrize(("text", "phrase"), KEPT)
def test_the_verb_with_its_object_is_kept(text: str, phrase: str) -> None:
    assert any(phrase in c.text for c in ExtractiveProvider().extract(text))
