"""What "it" stands for when the claim's missing word is a class word (proof/class_referent.py).

"My right hand hurts. | ... | I feel like my right thumb just locks up | Does it stay locked? — No, it doesn't.": the
hand, said turns before, was read as a rival of the thumb, and "The patient's thumb does not stay locked." was
UNVERIFIABLE. The thumb is the last of its class said, in the turn just before, with no other since. Still not
bound: a rival in that turn, a referent further back with another of its class between (the calves, once not read
as a body part), a thing denied; and the binding keeps the polarity check.
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

THUMB = (
    "Doctor: How are you doing today?\n"
    "Patient: My right hand hurts.\n"
    "Doctor: Is that your dominant hand?\n"
    "Patient: It is.\n"
    "Doctor: What seems to be the problem?\n"
    "Patient: I feel like my right thumb just locks up, and I can't move it.\n"
    "Doctor: Does it stay locked?\n"
    "Patient: No, it doesn't.\n"
)
KNEE_TOO = THUMB.replace("I feel like my right thumb just locks up", "My knee hurts and my right thumb locks up")
WRIST_DENIED = THUMB.replace("Is that your dominant hand?", "Any pain in your wrist?").replace(
    "Patient: It is.", "Patient: No, not the wrist."
)
CALVES = (
    "Doctor: Is the back pain mild, moderate, or severe?\n"
    "Patient: I would say mild. I have also been having cramping in both calves.\n"
    "Doctor: How long has that been going on?\n"
    "Patient: For the past year but it stopped about two months ago.\n"
)


def test_the_last_of_its_class_said_in_the_turn_before_is_what_it_stands_for() -> None:
    assert prove("The patient's thumb does not stay locked.", THUMB).status is Status.VERIFIED
    assert prove("The patient's thumb stays locked.", THUMB).status is Status.CONTRADICTED


def test_no_binding_to_an_earlier_rival_a_rival_beside_it_or_a_denied_thing() -> None:
    assert prove("The patient's hand does not stay locked.", THUMB).status is not Status.VERIFIED
    assert prove("The patient's thumb does not stay locked.", KNEE_TOO).status is not Status.VERIFIED
    assert prove("The patient's knee does not stay locked.", KNEE_TOO).status is not Status.VERIFIED
    assert prove("The patient's wrist does not stay locked.", WRIST_DENIED).status is not Status.VERIFIED


def test_a_referent_two_turns_back_with_the_calves_between_is_not_bound() -> None:
    assert prove("The patient's back pain stopped about two months ago.", CALVES).status is not Status.VERIFIED
