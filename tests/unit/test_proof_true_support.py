"""True statements the engine did not verify (issue #12, round "truev2"): kinds of miss on the fit half of the
fact-level set, each fixed by one general rule. Each case has a true claim that now verifies and a minimally
altered false twin that must not.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

PICNIC = (
    "Joanna: We had a picnic with my family on Sunday. The weather was perfect. My sister brought her kids.\n"
    "Nate: Sounds lovely. Kids love the outdoors. Mine too.\n"
    "Joanna: Totally. We played charades and a scavenger hunt. Everyone laughed a lot.\n"
)


@pytest.mark.parametrize(
    ("claim", "source", "verified"),
    [
        # a claim's leading scene ("At the picnic ...") is named earlier in the source than what happened there
        ("At the picnic they played charades and a scavenger hunt.", PICNIC, True),
        ("At the barbecue they played charades and a scavenger hunt.", PICNIC, False),
        ("At the picnic they played charades and bingo.", PICNIC, False),
    ],
)
def test_true_claim_verifies_and_its_twin_does_not(claim: str, source: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified
