"""A reply agrees with the statement it answers only when it agrees with all of it (``proof.agreeing_reply``): a
review of round 25 found "Lee agreed that P" VERIFIED by replies that open on words of agreeing and then narrow,
change or take back what is agreed. Every source here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CUT = "Host: The budget should be cut by ten percent.\n"
_CLAIM = "Lee agreed that the budget should be cut by ten percent."


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_CUT + "Lee: Yes, I agree with most of that, but not the cut.\n", _CLAIM),
        (_CUT + "Lee: Good point, but I think it's a terrible idea.\n", _CLAIM),
        (_CUT + "Lee: You're right that we need to talk about it. I don't agree with the cut.\n", _CLAIM),
        (
            "Host: The clinic will close in June.\nLee: That's true for the old clinic only.\n",
            "Lee agreed that the clinic will close in June.",
        ),
        (
            "Host: We should cut the budget by ten percent.\nLee: Exactly, by twenty percent.\n",
            "Lee agreed that we should cut the budget by ten percent.",
        ),
    ],
)
@pytest.mark.parametrize("roles", [False, True])
def test_an_agreeing_that_narrows_or_takes_back_proves_no_agreement(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED
    said = source.splitlines()[0]  # the same statement answered with a whole agreement is borne out
    assert prove(claim, f"{said}\nLee: Yes, I agree.\n", roles=roles).status is Status.VERIFIED


def test_a_whole_agreement_still_proves_it() -> None:
    assert prove(_CLAIM, _CUT + "Lee: Yes, I agree.\n", roles=False).status is Status.VERIFIED
    assert prove(_CLAIM, _CUT + "Lee: Totally agree, Host. It is overdue.\n", roles=False).status is Status.VERIFIED
