"""A caller speaking for someone named in the call (proof/checks.py): the nurse asks for "Mr. Ortiz", his son answers
"My dad is napping". Whether "my dad" is Mr. Ortiz the words do not tell, so the son's words neither bear out nor
contradict a claim about Mr. Ortiz; what the nurse says of him ("His potassium came back a little low") still does.
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

CALL = (
    "Nurse: Hi, I'm calling for Mr. Ortiz about his lab results.\n"
    "Son: This is his son. My dad is napping.\n"
    "Nurse: That's fine. His potassium came back a little low, 3.2.\n"
)


def test_a_speakers_relation_neither_bears_out_nor_contradicts_a_named_person() -> None:
    proof = prove("Mr. Ortiz is napping.", CALL, roles=False)
    assert proof.status is Status.UNVERIFIABLE, proof.reason


def test_what_is_said_of_the_named_person_still_decides() -> None:
    assert prove("Mr. Ortiz's potassium is 3.2.", CALL, roles=False).status is Status.VERIFIED
    assert prove("Mr. Ortiz's potassium is 3.8.", CALL, roles=False).status is Status.CONTRADICTED
