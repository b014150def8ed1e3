"""A medicine or a part of the body as what "it" stands for (digest/referents.py): written into the fact only when it
is the nearest thing named before the pronoun, nothing else stands between, and what the fact says of "it" is said of
that kind; the rewritten fact is stored only when the proof engine VERIFIES it. Otherwise the fact is not stored
(``not_self_contained``) — never with another referent. Every transcript here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.proof.proof import Status, prove


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


def _visit(*turns: str) -> str:
    return "\n".join((*turns, "[doctor] okay ."))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            _visit(
                "[doctor] are you still taking the naproxen ?", "[patient] yes , it helps a little with the stiffness ."
            ),
            "The patient says the naproxen helps a little with the stiffness.",
        ),
        (
            _visit("[doctor] did you pick up the metformin ?", "[patient] yes , i take it every morning ."),
            "The patient takes the metformin every morning.",
        ),
        (
            _visit("[doctor] how is your headache ?", "[patient] i started the sumatriptan and it helps a lot ."),
            "The patient says the sumatriptan helps a lot.",
        ),
        (
            _visit("[doctor] how is your right ankle ?", "[patient] it's still swollen ."),
            "The patient says their right ankle is still swollen.",
        ),
        (
            _visit("[doctor] how is the pain ?", "[patient] i wrapped my ankle and i iced it last night ."),
            "The patient iced their ankle last night.",  # not "the pain": the ankle stands between
        ),
    ],
)
async def test_a_medicine_or_a_part_of_the_body_named_just_before_is_written_in_and_verified(
    text: str, fact: str
) -> None:
    assert fact in await _stored(text)
    assert prove(fact, text).status is Status.VERIFIED


async def test_the_medicine_taken_after_the_knee_is_what_helps_never_the_knee() -> None:
    for taken in ("the naproxen", "naproxen"):
        text = _visit(
            "[doctor] tell me about your knee .",
            f"[patient] my left knee has been sore since friday , so i take {taken} . it helps a little .",
        )
        stored = await _stored(text)
        assert f"The patient says {taken} helps a little." in stored
        assert not [fact for fact in stored if "knee helps" in fact]


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        # main stored "The patient rests the pain at night.", "The patient ices the swelling every night.", "The
        # patient uses their cough every night." and "The doctor says the x-ray is going to be meloxicam …"
        (
            _visit("[doctor] how is the pain ?", "[patient] i put a brace on my wrist , and i rest it at night ."),
            "rest",
        ),
        (
            _visit(
                "[doctor] how is the swelling ?", "[patient] i keep my leg up on a pillow and i ice it every night ."
            ),
            "ice it",
        ),
        (
            _visit(
                "[doctor] how is your cough ?", "[patient] my sister gave me her inhaler , and i use it every night ."
            ),
            "use it",
        ),
        (
            "[doctor] so this is the x-ray . no fracture . i am going to start you on an anti-inflammatory . it is "
            "going to be meloxicam 15 milligrams once a day .\n[patient] okay .",
            "meloxicam",
        ),
        (
            _visit(
                "[doctor] any new medicines ?",
                "[patient] i started the lisinopril , and then i saw my cardiologist . i take it every night .",
            ),
            "every night",
        ),
    ],
)
async def test_another_noun_phrase_between_leaves_it_unresolved(text: str, clause: str) -> None:
    digest = ExtractiveProvider().digest(text)
    assert not [c.text for c in digest.candidates if clause in c.quote]
    assert [s.reason for s in digest.skipped if clause in s.text] == ["not_self_contained"]
    assert not [fact for fact in await _stored(text) if clause.split()[-1] in fact]


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (_visit("[doctor] tell me about your wrist .", "[patient] it started last monday at work ."), "wrist started"),
        (_visit("[doctor] anything else ?", "[patient] i noticed a bump on my arm . it is tender ."), "arm is tender"),
        (
            _visit("[doctor] what have you tried ?", "[patient] i tried the tylenol and the ice . it helps a little ."),
            "tylenol helps",
        ),
        (
            _visit(
                "[doctor] are you taking anything for your pain ?",
                "[patient] no , i just use a cream on my rash . it has helped me a lot .",
            ),
            "has helped",
        ),
    ],
)
async def test_what_is_said_of_it_must_suit_the_thing_and_the_thing_must_stand_alone(text: str, wrong: str) -> None:
    # an event ("it started"), a part of the body that says where another thing is ("a bump on my arm"), one of a
    # pair ("the tylenol and the ice"), a complaint that cannot help: no referent is written in
    assert not [fact for fact in await _stored(text) if wrong in fact]
