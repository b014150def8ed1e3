"""A claim about a relative may not take its words from a statement about another one: "my brother had a brain
aneurysm and he died ... my father had a stroke . he was left with tremors after his stroke ." VERIFIED "The
patient's brother died of a stroke." (its window joined "he died" and the father's "he ... stroke")."""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

FAMILY = (
    "Doctor: Any family history?\n"
    "Patient: Well, my brother had a brain aneurysm and he died.\n"
    "Doctor: I am so sorry. Was he older than you or younger?\n"
    "Patient: He was my older brother. My father had a stroke. He was left with tremors after his stroke.\n"
)


def test_a_word_said_of_another_relative_does_not_bear_out_the_claim() -> None:
    assert prove("The patient's brother died of a stroke.", FAMILY).status is not Status.VERIFIED


def test_each_relatives_own_words_still_do() -> None:
    assert prove("The patient's brother died of a brain aneurysm.", FAMILY).status is Status.VERIFIED
    assert prove("The patient's father had a stroke.", FAMILY).status is Status.VERIFIED
    assert prove("The patient's father was left with tremors after his stroke.", FAMILY).status is Status.VERIFIED
