"""A claim crediting to its subject a deed the evidence has someone else do to or with that person ("I spoke to
Dr. Brown about your scan" for "Dr. Brown spoke about the scan"): the claim's subject is the deed's object or
companion, not its doer; not VERIFIED (``proof.object_person``, the word-order reading: ``roles=False``). The claim
crediting the doer still is."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        (
            "Doctor: I spoke to Dr. Brown about your scan. He thinks it is fine.",
            "Dr. Brown spoke about the scan.",
            "The doctor spoke to Dr. Brown about the scan.",
        ),
        (
            "Doctor: I spoke to Dr. Brown about your scan.",
            "Dr. Brown spoke to the patient about the scan.",
            "Dr. Brown spoke to the doctor about the scan.",
        ),
        ("Doctor: I talked with Dr. Brown yesterday.", "Dr. Brown talked yesterday.", "The doctor talked yesterday."),
        (
            "Doctor: I met Dr. Brown this morning.",
            "Dr. Brown met the patient this morning.",
            "The doctor met Dr. Brown this morning.",
        ),
        ("Doctor: I called Dr. Brown.", "Dr. Brown called.", "The doctor called Dr. Brown."),
        ("Doctor: I called Dr. Brown.", "Dr. Brown called the patient.", "The doctor called Dr. Brown."),
        ("Nurse: I called Ann.", "Ann called.", "The nurse called Ann."),
        ("Doctor: I referred you to Dr. Brown.", "Dr. Brown referred the patient.", "The doctor referred the patient."),
        ("Nurse: I phoned Ann Lee this morning.", "Ann Lee phoned this morning.", "The nurse phoned Ann Lee."),
        ("Doctor: We examined Mr. Ortiz yesterday.", "Mr. Ortiz examined yesterday.", "The doctor examined Mr. Ortiz."),
    ],
)
def test_the_object_of_a_deed_is_not_its_doer(source: str, wrong: str, right: str) -> None:
    assert prove(wrong, source, roles=False).status is not Status.VERIFIED
    assert prove(right, source, roles=False).status is Status.VERIFIED
    both = "Nurse: I called Ann and Ann called the pharmacy."  # the subject before one place of the deed: its doer
    assert prove("Ann called the pharmacy.", both, roles=False).status is Status.VERIFIED
