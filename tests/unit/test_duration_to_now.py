"""A span of time up to now dates a start (issue #12): "About two days now." to "How many days has it been since your
headaches started?" says the headaches started about two days ago; the claim's "ago" was read as replaced by the
reply's "now" and the true statement was CONTRADICTED. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_ASKED = "Doctor: How many days has it been since your {what} started?\nPatient: {reply}\n"


@pytest.mark.parametrize(
    ("what", "reply", "claim"),
    [
        ("headaches", "About two days now.", "The patient's headaches started about two days ago."),
        ("cough", "Three weeks now.", "The patient's cough started three weeks ago."),
        ("back pain", "It's been a week now.", "The patient's back pain started a week ago."),
    ],
)
def test_span_up_to_now_bears_out_ago(what: str, reply: str, claim: str) -> None:
    assert prove(claim, _ASKED.format(what=what, reply=reply)).status is Status.VERIFIED


@pytest.mark.parametrize(
    "claim",
    [
        "The patient's headaches started about three days ago.",
        "The patient's headaches started about two weeks ago.",
        "The patient's headaches did not start two days ago.",
    ],
)
def test_span_up_to_now_keeps_other_values_apart(claim: str) -> None:
    source = _ASKED.format(what="headaches", reply="About two days now.")
    assert prove(claim, source).status is Status.CONTRADICTED


def test_now_without_a_span_is_no_ago() -> None:
    source = "Doctor: When did your headaches start?\nPatient: Two days ago, and they are bad now.\n"
    assert prove("The patient's headaches started two weeks ago.", source).status is not Status.VERIFIED
