"""A run-on turn's glued statement keeps its own hedge, condition and denial (``nlp/run_ons.py``): it may start at
"you" ("… no fracture of the ankle and on your exam | you do have some swelling"), the adverbial that leads it goes
with it ("… during the day and | sometimes i have a sharp pain at night"), and "as well" opens no subordinate
clause that would stop the cutting. Before, the first statement's "no" or "not" reached the glued one, and its
true claim was CONTRADICTED. A "no" of the statement before, a condition over both ("if …, you should come in and
we'll order …"), a verb that takes "you" as its object ("i would recommend you take …") and a "you" statement put
to the listener ("… you have been taking your metformin right" — "no i ran out") still hold. Every transcript
here is written for the test (no corpus text)."""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

EXAM = (
    "[patient] okay .\n"
    "[doctor] i looked at your x-ray there's no fracture of the ankle and on your exam you do have some swelling"
    " of the ankle so i'm gon na put you in an ankle brace\n"
)
KNEE = (
    "[doctor] how is the knee ?\n"
    "[patient] it does not really hurt during the day and sometimes i have a sharp pain at night when i lie down\n"
)
AS_WELL = (
    "[doctor] how is the knee ?\n"
    "[patient] i don't have much pain in my knee as well i have been swelling up every night since the fall\n"
)
LEGS = (
    "[patient] okay .\n"
    "[doctor] your lungs are clear with no wheezing and on your leg exam you do have some swelling in your left"
    " ankle so i'm gon na put you in an ankle brace\n"
)
IF_WORSE = (
    "[patient] okay .\n"
    "[doctor] so your exam looks good overall if it gets worse you should come in and we'll order an mri of your"
    " knee\n"
)
TAGGED = (
    "[doctor] i reviewed the results of your labs from last week you have been taking your metformin right\n"
    "[patient] no i ran out .\n"
)
ADVICE = (
    "[patient] okay .\n"
    "[doctor] so your knee exam looks pretty good today and i would recommend you take ibuprofen for the pain\n"
)


def test_a_glued_you_statement_is_not_denied_by_the_no_before_it() -> None:
    assert prove("The patient has some swelling of the ankle.", EXAM).status is Status.VERIFIED
    assert prove("The patient has some swelling in their left ankle.", LEGS).status is Status.VERIFIED
    assert prove("The patient has a fracture of the ankle.", EXAM).status is Status.CONTRADICTED
    assert prove("The patient has wheezing.", LEGS).status is Status.CONTRADICTED
    # look-alikes: the condition covers the glued plan; "you" is the object of "recommend", not a subject
    assert prove("The doctor will order an MRI of the patient's knee.", IF_WORSE).status is Status.UNVERIFIABLE
    assert prove("The patient takes ibuprofen for the pain.", ADVICE).status is Status.UNVERIFIABLE
    # a "you" statement put to the listener to confirm is no statement of the speaker's
    assert prove("The patient has been taking their metformin.", TAGGED).status is not Status.VERIFIED


def test_the_adverbial_leading_a_glued_statement_goes_with_it() -> None:
    assert prove("The patient sometimes has a sharp pain at night.", KNEE).status is Status.VERIFIED
    assert prove("The knee does not hurt during the day.", KNEE).status is Status.VERIFIED


def test_as_well_opens_no_subordinate_clause() -> None:
    assert prove("The patient has been swelling up every night since the fall.", AS_WELL).status is Status.VERIFIED
    assert prove("The patient has much pain in their knee.", AS_WELL).status is Status.CONTRADICTED
