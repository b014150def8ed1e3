"""Forms of naming the proof engine reads (``nlp.vocatives``), once read by ``digest/entities`` alone: a lower-case
thanks before a name ("thanks , rachel ."), "my name's …", and "this is …" after a greeting that calls the other one
("Hi Sam, this is Lee"). Extractor and proof share the reading, so it is the proof's ``Source.called``.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.entities import build_participants
from factlayer.proof.source import build


@pytest.mark.parametrize(
    ("text", "label", "name"),
    [
        ("[doctor] thanks , rachel . nice to meet you .\n[patient] nice to meet you too .\n", "patient", "rachel"),
        ("Doctor: Thank you, Martha. Any pain?\nPatient: A little.\n", "Patient", "martha"),
        ("Doctor: Hello.\nPatient: Morning. My name's Ruth Ellis.\n", "Patient", "ruth ellis"),
        ("Speaker A: Hello, I'm calling about my bill.\nSpeaker B: Hi Sam, this is Lee.\n", "Speaker B", "lee"),
        ("Agent: Good morning, Alex, this is Jamie.\nCaller: Hi.\n", "Agent", "jamie"),
    ],
)
def test_a_naming_is_read_once_for_proof_and_extractor(text: str, label: str, name: str) -> None:
    assert name in build(text).called.get(label, frozenset())
    entity = build_participants(text).speaker(label)
    assert entity is not None and name in entity.aliases


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Caller: I just got a puppy, this is Max!\nAgent: Cute.\n", "Caller"),  # someone presented
        ("Agent: Thanks, that helps. This is great.\nCaller: Good.\n", "Agent"),  # no name
    ],
)
def test_no_name_where_none_is_given(text: str, label: str) -> None:
    assert not build(text).called.get(label)
