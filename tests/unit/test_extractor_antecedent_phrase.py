"""The antecedent written in for "it" ends on its noun: "the pain in your shoulder", never "the pain in your
shoulder keep you" (the question's verb and object read as the head of "in your …"; ``digest.antecedent``); a
question asked of "it" between the thing and the answer's "it" goes on about the thing ("how is your headache ? is it
worse in the morning ?" / "it's worse in the evening"; ``digest.referents``). Every transcript here is written for
the test (no corpus text)."""

from __future__ import annotations

from factlayer.digest.antecedent import antecedent
from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


def test_the_phrase_after_in_ends_on_a_noun_not_a_verb() -> None:
    found = antecedent("does the pain in your shoulder keep you up ?")
    assert found is not None and found.group("np") == "the pain in your shoulder"
    found = antecedent("is the pain in my lower back going to get worse ?")
    assert found is not None and found.group("np") == "the pain in my lower back"


async def test_a_question_about_a_complaint_lends_it_to_the_answer() -> None:
    text = (
        "[doctor] does the pain in your shoulder keep you up ?\n"
        "[patient] it hurts even more when i am trying to sleep , it has been affecting my sleep as well .\n"
        "[doctor] okay ."
    )
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = [a.candidate.text for a in assessments if a.accepted]
    assert "The patient says the pain in their shoulder has been affecting their sleep as well." in stored, stored


async def test_a_question_asked_of_it_goes_on_about_the_thing_named_before() -> None:
    # "how is your headache ? is it worse …" / "it's worse in the evening": the headache, through the question
    text = (
        "[doctor] how is your headache ? is it worse in the morning or in the evening ?\n"
        "[patient] it is definitely worse in the evening .\n"
        "[doctor] okay ."
    )
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = [a.candidate.text for a in assessments if a.accepted]
    assert "The patient says their headache is definitely worse in the evening." in stored, stored


def test_a_question_naming_a_rival_between_leaves_it_unresolved() -> None:
    text = (
        "[doctor] how is your headache ? is it the ibuprofen that helps ?\n"
        "[patient] it is definitely better .\n"
        "[doctor] okay ."
    )
    digest = ExtractiveProvider().digest(text)
    assert not any("better" in c.text for c in digest.candidates), [c.text for c in digest.candidates]
    assert any(s.reason == "not_self_contained" for s in digest.skipped)
