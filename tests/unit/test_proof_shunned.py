"""A claim that recommends, wants, prefers or agreed to a thing is not borne out by a verb that keeps away from it:
"With your kidney function I'd avoid ibuprofen" VERIFIED "Dr. Ruiz recommends ibuprofen" (a frame verb over a bare
noun; the source's own verb was not compared). Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

CASES = [
    ("Dr. Ruiz: With your kidney function I'd avoid ibuprofen.\nMrs. Patel: Okay.\n",
     "Dr. Ruiz recommends avoiding ibuprofen.", "Dr. Ruiz recommends ibuprofen."),
    ("Ana: Honestly I want to skip the party this year.\nBo: Fine.\n", "Ana wants to skip the party this year.",
     "Ana wants the party this year."),
    ("Lee: I'd hold off on the MRI for now.\nDana: Agreed.\n", "Lee would hold off on the MRI for now.",
     "Lee recommends the MRI for now."),
]  # fmt: skip


@pytest.mark.parametrize(("text", "true", "false"), CASES)
def test_a_thing_kept_away_from_is_not_recommended_or_wanted(text: str, true: str, false: str) -> None:
    assert prove(true, text, roles=False).status == "VERIFIED"
    assert prove(false, text, roles=False).status != "VERIFIED"


def test_a_thing_recommended_is_still_recommended() -> None:
    text = "Dr. Ruiz: I recommend ibuprofen for the pain.\nMrs. Patel: Okay.\n"
    assert prove("Dr. Ruiz recommends ibuprofen.", text, roles=False).status == "VERIFIED"
