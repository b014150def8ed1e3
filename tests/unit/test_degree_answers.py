"""A small degree is no denial (issue #12): "How often do you drink?" — "Not much." says the patient drinks a
little, never that the patient does not drink; "Not often. Maybe twice a month." gives the amount, hedged. Sources
written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    "source",
    [
        "[doctor] how often do you drink ?\n[patient] not much .\n",
        "[doctor] how often do you drink ?\n[patient] um , not a lot .\n",
        "[doctor] how often do you drink ?\n[patient] not very often .\n",
    ],
)
def test_a_small_degree_denies_nothing(source: str) -> None:
    assert prove("The patient does not drink.", source).status is not Status.VERIFIED
    assert prove("The patient drinks.", source).status is not Status.CONTRADICTED


def test_a_small_degree_then_its_amount() -> None:
    source = "[doctor] how often do you drink ?\n[patient] not often . maybe twice a month .\n"
    assert prove("The patient drinks maybe twice a month.", source).status is Status.VERIFIED
    assert prove("The patient drinks twice a month.", source).status is not Status.VERIFIED  # hedged
    assert prove("The patient does not drink.", source).status is not Status.VERIFIED


def test_a_plain_no_still_denies() -> None:
    source = "[doctor] do you drink ?\n[patient] no , never .\n"
    assert prove("The patient does not drink.", source).status is Status.VERIFIED
