"""The "if" after a verb of finding out ("… order a bmp and see if we need to adjust …", ``lexicon/finding_out.txt``)
opens the question checked, not a condition: the checked clause asserts nothing, and the order before it stands.
Before, the "if" made the whole sentence hypothetical and "The doctor will order a bmp." was UNVERIFIABLE. A real
condition ("let me know if you have any trouble and we'll order an mri") still holds the plan. Every transcript
here is written for the test (no corpus text)."""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

BMP = (
    "[patient] okay .\n"
    "[doctor] so for your blood pressure i'm gon na order a bmp and see if we need to adjust your lisinopril dose\n"
)
LET_ME_KNOW = "[patient] okay .\n[doctor] let me know if you have any trouble and we'll order an mri of your knee\n"


def test_a_checked_question_leaves_the_order_before_it_asserted() -> None:
    assert prove("The doctor will order a bmp.", BMP).status is Status.VERIFIED
    # look-alikes: the question checked is no fact; a real condition still holds its plan
    assert prove("The doctor needs to adjust the patient's lisinopril dose.", BMP).status is Status.UNVERIFIABLE
    assert prove("The doctor will order an mri of the patient's knee.", LET_ME_KNOW).status is Status.UNVERIFIABLE
