"""Issue 12, two kinds the near-miss adversarial file (bench/data/adversarial_near_miss.json) showed:

- a near miss before the deed's own past verb and its object ("I almost had surgery", "I nearly had an accident"):
  the walk back from the object stopped at "had"/"got" and never reached "almost" (``proof.realis.unrealised``);
- a day written out after a lower-case "may" ("the er may fifth"): "fifth" was read as the modal's verb, so "may" was
  the modal and the claim's "on May fifth" switched the near-miss check off (``nlp.may_month``). An ordinal that is
  the modal's adverb, with a bare verb after it ("you may first check the label"), keeps "may" the modal.

Every source here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.nlp.may_month import may_is_month
from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] i almost had surgery on june 3rd but they cancelled it.", "The patient had surgery on June 3rd."),
        ("[patient] i almost had a stroke last year.", "The patient had a stroke last year."),
        ("[patient] i nearly had an accident on the highway.", "The patient had an accident."),
        ("[patient] i almost went to the er may fifth.", "The patient went to the ER on May fifth."),
    ],
)
@pytest.mark.parametrize("roles", [False, True])
def test_a_near_miss_proves_no_deed(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


def test_a_day_written_out_after_may_is_the_month_and_a_modal_adverb_is_not() -> None:
    assert may_is_month(["the", "er", "may", "fifth"], 2)
    assert not may_is_month(["you", "may", "first", "check", "the", "label"], 1)
    claim = "The patient went to the ER on May fifth."
    assert prove(claim, "[patient] i went to the er may fifth.", roles=False).status is Status.VERIFIED
    assert prove("The patient had surgery.", "[patient] i had surgery in june.", roles=False).status is Status.VERIFIED
