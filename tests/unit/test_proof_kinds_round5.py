"""Issue #12, round 5: false VERIFIED kinds found on the fit half of the enlarged fact-level set (1042 pairs).

- labels that differ only by a letter ("Grad A", "Grad C") are different people: the role word alone names none;
- "Thanks!" to a yes/no question with "any" answers nothing;
- a name supplied from earlier turns is not the subject when the evidence names another ("So, England had ...");
- a hope or a temptation ("Hoping my screenplay gets noticed", "I'm tempted to try ...") is not a report;
- a permission ("you can stop the ibuprofen") is advice, not a report that it is done.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

NOT_VERIFIED = ("not", Status.VERIFIED)

GRADS = (
    "Grad A: Well, I'm going back to visit my parents this weekend, so I'll be out of town.\n"
    "Grad C: Okay, that's fine.\n"
)
THANKS = (
    "Tim: Great shot! Did you manage to capture any other photos from the game?\nJohn: Thanks! It was a wild night.\n"
)
NATIONS = (
    "Chair: How does Wales plan its therapies?\n"
    "Witness: We looked at the workforce. So, England had a programme called IAPT, which is about"
    " psychological therapies.\n"
)
HOPES = (
    "Joanna: Hoping my screenplay gets noticed and makes it to the screen.\n"
    "Nate: Fingers crossed!\n"
    "Joanna: I'm tempted to try dairy-free flavors now!\n"
)
PERMISSION = "[doctor] your stomach looks fine now , so you can stop the ibuprofen .\n[patient] okay .\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (GRADS, "Grad A is going back to visit his parents this weekend.", Status.VERIFIED),
        (GRADS, "Grad C is going back to visit his parents this weekend.", NOT_VERIFIED),
        (THANKS, "John captured other photos from the game.", NOT_VERIFIED),
        (THANKS, "Tim asked whether John captured any other photos from the game.", Status.VERIFIED),
        (NATIONS, "England had a programme called IAPT about psychological therapies.", Status.VERIFIED),
        (NATIONS, "Wales had a programme called IAPT about psychological therapies.", NOT_VERIFIED),
        (HOPES, "Joanna's screenplay got noticed and made it to the screen.", NOT_VERIFIED),
        (HOPES, "Joanna has tried dairy-free flavors.", NOT_VERIFIED),
        (PERMISSION, "The patient has stopped the ibuprofen.", NOT_VERIFIED),
        (PERMISSION, "The doctor recommends stopping the ibuprofen.", Status.VERIFIED),
    ],
)
def test_kind(source: str, claim: str, expected: Status | tuple[str, Status]) -> None:
    status = prove(claim, source).status
    if isinstance(expected, tuple):
        assert status is not expected[1], claim
    else:
        assert status is expected, claim
