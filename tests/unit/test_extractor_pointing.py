"""A fact whose content rests on a pronoun the reader cannot resolve ("The patient says it hurts when …") is made
self-contained — the one thing the words just before name, written in, the rewrite still VERIFIED by the proof
engine — or not stored (``not_self_contained``). A dummy "it" ("it looks like …", "it's safe for you to …") is no
such pronoun. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.pointing import pointing_object, pointing_subject
from factlayer.proof.proof import Status, prove
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("fact", "rests"),
    [
        ("The patient says it hurts when the patient sits down.", True),
        ("The doctor says that seems stable.", True),
        ("The patient says that gave them some relief.", True),
        ("The patient felt like it went back.", True),
        ("The patient says it's still swollen.", True),
        ("Caroline says it made them reflect on how far they have come.", True),
        ("The doctor says it looks like the patient's kidney function is good.", False),  # a dummy "it"
        ("The doctor says it's totally safe for the patient to drive.", False),  # extraposed
        ("The patient says it hurts to bend over.", False),
        ("Caroline says it's so freeing to express themselves.", False),
        ("The doctor says it's been a year since the doctor has seen the patient.", False),  # time
        ("John says it's moments like these that give them hope.", False),  # a cleft
        ("The patient says it felt like the patient laid on their finger.", False),  # "felt like" and a clause
        ("The doctor says that the patient is able to walk.", False),  # "that" opening a clause
        ("Melanie says these figurines remind them of family.", False),  # a determiner
        ("The doctor thinks this is most likely a tension headache.", False),  # an assessment
    ],
)
def test_a_fact_rests_on_a_pointing_subject(fact: str, rests: bool) -> None:
    assert (pointing_subject(fact) is not None) is rests


async def test_a_pronoun_with_nothing_before_it_is_not_stored_and_says_why() -> None:
    text = "[doctor] so this was in march ?\n[patient] yeah , and it's still swollen .\n[doctor] okay ."
    digest = ExtractiveProvider().digest(text)
    assert not [c.text for c in digest.candidates if "swollen" in c.text]
    assert [s.reason for s in digest.skipped if "swollen" in s.text] == ["not_self_contained"]
    assert await _facts("Caroline: It made me reflect on how far I've come.", "Mel: Nice.") == []


async def test_the_complaint_asked_about_is_written_in_and_verified() -> None:
    text = "[doctor] how is your headache ?\n[patient] it's definitely worse in the evening .\n[doctor] okay ."
    candidates = ExtractiveProvider().extract(text)
    stored = [a.candidate for a in await assess_candidates(candidates, text) if a.accepted]
    fact = next(c for c in stored if "evening" in c.text)
    assert fact.text == "The patient says their headache is definitely worse in the evening."  # not the doctor's
    assert [text[a:b] for a, b in fact.spans] == ["your headache", "it's definitely worse in the evening ."]
    assert prove(fact.text, text).status is Status.VERIFIED


async def test_a_test_named_in_the_same_sentence_is_what_it_shows() -> None:
    stored = await _facts(
        "[doctor] i did review the results of your ct and it does show a small stone in the right ureter .",
        "[patient] okay .",
    )
    assert "The doctor says the patient's ct does show a small stone in the right ureter." in stored


async def test_that_after_the_other_speakers_turn_is_not_read_as_a_test() -> None:
    digest = ExtractiveProvider().digest(
        "[doctor] we will repeat the ct in two weeks .\n[patient] that sounds perfect to me .\n[doctor] good ."
    )
    assert not [c.text for c in digest.candidates if "perfect" in c.text]


async def test_two_things_before_the_pronoun_leave_it_unresolved() -> None:
    digest = ExtractiveProvider().digest(
        "[doctor] how is your headache and the back pain ?\n[patient] it's definitely worse in the evening .\n"
        "[doctor] okay ."
    )
    assert not [c.text for c in digest.candidates if "evening" in c.text]


@pytest.mark.parametrize(
    ("fact", "rests"),
    [
        ("The patient monitors it regularly.", True),
        ("The doctor iced it initially.", True),
        ("The patient has never tried anything for it.", True),
        ("The patient hates to give those up.", True),
        ("The patient will put that down.", True),
        ("The patient will give that a try anything that will help.", True),  # what they will try is elsewhere
        ("The doctor wants the patient to take it easy.", False),
        ("When the patient was moving it, the patient felt a pop in their back.", False),  # not the main clause
        ("The doctor will revisit those scars.", False),  # a determiner
        ("The doctor thinks this is cancer looking at the ct scan it looks like stage three.", False),  # a subject
    ],
)
def test_a_fact_rests_on_a_pointing_object(fact: str, rests: bool) -> None:
    assert (pointing_object(fact) is not None) is rests


async def test_a_pronoun_object_with_nothing_before_it_is_not_stored() -> None:
    text = "[doctor] and your blood sugar ?\n[patient] i monitor it regularly at home .\n[doctor] good ."
    digest = ExtractiveProvider().digest(text)
    assert not [c.text for c in digest.candidates if "monitor" in c.text]
    assert [s.reason for s in digest.skipped if "monitor" in s.text] == ["not_self_contained"]
