"""A "no" does not reach across an examiner's glued-on "i can see / feel / appreciate …" (no comma, a spoken run-on):
"when i look at the knee there's no swelling i can appreciate a small amount of effusion" says there is an effusion
(issue 12, long sources). What the "no" itself names stays denied."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

OBSERVED = [
    (
        "Doctor: when i look at the knee there is no redness there's no swelling i can appreciate a a small amount "
        "of effusion and that means there's a little fluid\n",
        "There is a small effusion in the patient's knee.",
    ),
    (
        "Doctor: when i look at the elbow there is no bruising there's no redness i can see a small amount of fluid\n",
        "There is a small amount of fluid in the patient's elbow.",
    ),
    (
        "Doctor: when i examine the left shin there is no redness i can feel a small lump\n",
        "There is a small lump on the patient's left shin.",
    ),
]

DENIED = [
    ("Doctor: there is no swelling i can appreciate in the knee\n", "There is swelling in the patient's knee."),
    (
        "Doctor: when i look at the knee there is no effusion i can appreciate\n",
        "There is an effusion in the patient's knee.",
    ),
    (
        "Doctor: when i look at the knee there is no redness i can see and no effusion i can feel\n",
        "There is an effusion in the patient's knee.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), OBSERVED)
def test_what_is_observed_after_the_no_is_not_denied(source: str, claim: str) -> None:
    assert prove(claim, source).status.name != "CONTRADICTED"


@pytest.mark.parametrize(("source", "claim"), DENIED)
def test_what_the_no_names_stays_denied(source: str, claim: str) -> None:
    assert prove(claim, source).status.name != "VERIFIED"
