"""Two false VERIFIED found by the round-14 helpers (issue #12), each with its twin:

- a yes to a declarative question whose parts have both polarities ("you live with your roommate, no history of
  tobacco and you limit alcohol?" — "Correct.") was read as a denial of the whole sentence, so "The patient does not
  live with a roommate" was VERIFIED; such a yes is now held as hedged (nothing verified from it), while a yes to a
  wholly negated question ("you don't smoke, right?" — "Yes, that's right.") still confirms the denial
  (proof/reply_holds.py ``mixed_polarity``); since round 18 the same sentence said as a statement (no "?") and
  confirmed stands as its speaker's, each part with its own polarity (``confirmation_sought``);
- "he / she" said by a family speaker to the other of two speakers was taken for that speaker ("He had jaundice.",
  a parent to the doctor, verified "The doctor had jaundice."): the one spoken to is "you", never the child's
  "he / she" (proof/attribution.py ``_someone_else``). Only for family speakers: a patient's "he" may be another
  doctor ("Doctor Z said …") and a clinician dictating speaks of the patient before them as "she".
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

MIXED = (
    "Doctor: Okay. And you live with your roommate, no history of tobacco and you limit alcohol to less than five"
    " drinks per month.\nPatient: Correct.\n"
)
MIXED_ASKED = MIXED.replace("month.", "month?")
DENIED = "Doctor: So you don't smoke, right?\nPatient: Yes, that's right.\n"
JAUNDICE = "Doctor: Was he placed in an incubator?\nGuest_family: Yes, for two days. He had jaundice.\n"
SON = "Doctor: How is your son?\nPatient: He has a bad cough.\n"
ROOMMATE = (
    "Doctor: Does she have a cough?\nGuest_family: No.\n"
    "Doctor: What about her roommate?\nGuest_family: She has a cough.\n"
)
LOWER = "doctor: does she have a rash ?\nguest_family: no .\ndoctor: and emma ?\nguest_family: she has a rash .\n"
HUSBAND = (
    "Doctor: Does he have asthma?\nGuest_family: No.\nDoctor: Is your husband here today?\nGuest_family: No.\n"
    "Doctor: Where is he?\nGuest_family: He is at work.\n"
)
PARENT = "Doctor: Does she smoke?\nParent: No. She quit last year.\n"
DOSE = "Patient: I take 5 mg of prednisone."
TWO_DOSES = "Patient: I take 5 mg of prednisone and 20 mg of lisinopril. Sorry, it was 10 mg.\n"
LIST = "Doctor: Any fevers, chills or night sweats?\nPatient: Yes. "


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        # round 18: a statement (no "?") whose parts differ in polarity, confirmed, stands as its speaker's
        (MIXED, "The patient does not live with a roommate.", Status.CONTRADICTED),
        (MIXED, "The patient does not limit alcohol.", Status.CONTRADICTED),
        (MIXED, "The patient lives with a roommate.", Status.VERIFIED),
        (MIXED_ASKED, "The patient does not live with a roommate.", Status.UNVERIFIABLE),
        (MIXED_ASKED, "The patient does not limit alcohol.", Status.UNVERIFIABLE),
        (DENIED, "The patient does not smoke.", Status.VERIFIED),
        (DENIED, "The patient smokes.", Status.CONTRADICTED),
        (JAUNDICE, "The doctor had jaundice.", Status.CONTRADICTED),
        (JAUNDICE, "The baby had jaundice.", Status.VERIFIED),
        (SON, "The patient's son has a bad cough.", Status.VERIFIED),
        # the end-of-round review: the patient spoken of only after a question that says "she"/"he" itself, in a
        # visit that names no one else; a denial is no correction, nor one that does not say which value it takes
        # back; a hedged "just" denies nothing
        (ROOMMATE, "The patient has a cough.", Status.CONTRADICTED),
        (LOWER, "The patient has a rash.", Status.CONTRADICTED),
        (HUSBAND, "The patient is at work.", Status.UNVERIFIABLE),
        (PARENT, "The patient quit last year.", Status.VERIFIED),
        (PARENT, "The patient does not smoke.", Status.VERIFIED),
        (DOSE + " Sorry, it was not 10 mg.\n", "The patient takes 10 mg of prednisone.", Status.CONTRADICTED),
        (DOSE + " Sorry, it was not 10 mg.\n", "The patient takes 5 mg of prednisone.", Status.VERIFIED),
        (DOSE + " Sorry, it was 10 mg.\n", "The patient takes 10 mg of prednisone.", Status.VERIFIED),
        (TWO_DOSES, "The patient takes 10 mg of lisinopril.", Status.CONTRADICTED),
        (TWO_DOSES, "The patient takes 10 mg of prednisone.", Status.CONTRADICTED),
        (LIST + "Just the fevers, I think.\n", "The patient does not have chills.", Status.UNVERIFIABLE),
        (LIST + "Just the fevers.\n", "The patient does not have chills.", Status.VERIFIED),
    ],
)
def test_round14b_kinds(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source, roles=False).status is status
    assert prove(claim, source, roles=True).status is status
