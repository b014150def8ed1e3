"""A question asking of a thing by "that" right after the asker read it from a record (proof/context.py _lead_in).

"It says here you have been dealing with migraines too. How long have you been dealing with that?" — "All of my
life.": the migraines were named in a reported sentence ("it says here"), which the lead-in did not take ("said
outright" only), and "The patient has had migraines all of their life." was UNVERIFIABLE. The answer still decides
the rest: another duration, a denial, another condition stay unproven.
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

CHART = (
    "Doctor: It says here you have been dealing with migraines too. How long have you been dealing with that?\n"
    "Patient: All of my life.\n"
)
DENIED = CHART.replace("All of my life.", "I never had migraines, that is a mistake.")


def test_a_thing_read_from_a_record_is_what_the_question_asks_of() -> None:
    assert prove("The patient has had migraines all of their life.", CHART).status is Status.VERIFIED
    assert prove("The patient has had migraines for the past five years.", CHART).status is not Status.VERIFIED
    assert prove("The patient has had seizures all of their life.", CHART).status is not Status.VERIFIED
    assert prove("The patient has had migraines all of their life.", DENIED).status is not Status.VERIFIED
