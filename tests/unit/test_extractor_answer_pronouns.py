"""A question read with its answer whose fact rests on a pronoun of the question (``digest.answer_pronouns``): the
antecedent written in and cited, or no fact — as for a clause. Every transcript here is written for the test."""

from __future__ import annotations

from factlayer.digest.extractive import ExtractiveProvider
from tests.unit.test_extractor_run_on import _facts


async def test_an_answered_question_on_it_with_nothing_named_before_stores_nothing() -> None:
    stored = await _facts(
        "[doctor] your blood pressure was a little high at the pharmacy last week .",
        "[patient] okay .",
        "[doctor] did you happen to write it down ?",
        "[patient] i did .",
    )
    assert not any("write" in fact for fact in stored)  # "The patient happened to write it down.": what is "it"?
    assert "The patient's blood pressure was a little high at the pharmacy last week." in stored


async def test_a_denied_question_on_it_stores_nothing() -> None:
    stored = await _facts(
        "[doctor] so the swelling came on overnight .",
        "[patient] yeah .",
        "[doctor] do you remember twisting it or anything like that ?",
        "[patient] no , nothing at all .",
    )
    assert not any("twist" in fact for fact in stored)


def test_the_one_medicine_named_just_before_is_written_in_and_cited() -> None:
    text = (
        "[patient] i started the lisinopril last month .\n"
        "[doctor] and you've been taking it every day ?\n"
        "[patient] yes ."
    )
    made = [c for c in ExtractiveProvider().extract(text) if "every day" in c.text]
    assert [c.text for c in made] == ["The patient has been taking the lisinopril every day."]
    assert made[0].spans[0] == (text.index("the lisinopril"), text.index("the lisinopril") + len("the lisinopril"))
    assert len(made[0].spans) == 3  # the antecedent, the question, the answer


async def test_an_answer_resting_on_no_pronoun_is_kept() -> None:
    stored = await _facts(
        "[doctor] have you had headaches like this before ?",  # "this" is a determiner here
        "[patient] i have .",
        "[doctor] do you smoke ?",
        "[patient] no , never .",
    )
    assert "The patient has had headaches like this before." in stored
    assert "The patient does not smoke." in stored


async def test_two_things_named_before_it_write_in_neither() -> None:
    text = (
        "[patient] i take the metformin and the lisinopril .\n"
        "[doctor] and you've been taking it every day ?\n"
        "[patient] yes ."
    )
    made = [c.text for c in ExtractiveProvider().extract(text) if "every day" in c.text]
    assert made == []  # the metformin or the lisinopril: no guess
