"""The frame a written fact reports with ("Caroline says …") is no second predicate beside a coordinated subject
(``nlp.clauses.analyse``): "Caroline says conversations about identity and inclusion are necessary" is one claim,
not two. A frame said twice, two clauses each with its own verb, or parts joined by anything but "and" ("but", a
dash) stay two claims. Written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.clauses import analyse, compound_claim_reason


@pytest.mark.parametrize(
    "fact",
    [
        "Caroline says conversations about identity and acceptance are so important.",
        "Dana says music and painting keep them calm.",
        "The patient says walking and swimming have helped their back.",
        "The doctor thinks the knee and the hip are fine.",
        "Omar's wife said cooking and gardening were her favourite parts of the weekend.",
    ],
)
def test_a_coordinated_subject_after_a_frame_is_one_claim(fact: str) -> None:
    assert not analyse(fact).compound
    assert compound_claim_reason(fact) is None


@pytest.mark.parametrize(
    "fact",
    [
        "Dana says hi and Omar says bye.",  # the frame said again: two reports
        "Dana says she went home and she cooked dinner.",  # two clauses, each with its own verb
        "The doctor thinks the pain is muscular and the patient should rest.",
        "Dana went home and she cooked dinner.",  # no frame at all
        "Dana says work's hard but it's worth it when the kids are happy.",  # "but" joins two clauses
        "Dana says the colours and shapes are great -- it reminds them of home.",  # a dash joins two clauses
    ],
)
def test_two_claims_stay_two_claims(fact: str) -> None:
    assert analyse(fact).compound
