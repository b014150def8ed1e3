"""Issue #12, helper proof36: true statements left UNVERIFIABLE, and a false VERIFIED found on the way.

- split_support / supported_at_evidence: a speaker's turn broken off only by the others' backchannels ("Right.",
  "Yep. | Okay.") goes on after them, so its two halves are one window (proof/resumed_turn.py); a half that is cut
  off or restarted ("Okay so {disfmarker} like a pet animal") joins nothing,
  and a turn between that says anything else is a reply, not a backchannel;
- a word is not a misspelling of itself under a prefix ("abnormal" / "normal", "atypical" / "typical"):
  nlp/affixes.prefixed_form, read by proof/align's near-spelling match;
- supported_at_evidence: the answer's own words kept with the question read through it ("When …?" — "Maybe fifteen
  years ago.", "Have you …?" — "No, not yet.");
- nothing found: the month "May" indexed in the source as in the claim, and a framing verb as a passive of place
  ("was admitted in May 2009") a unit to find.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.affixes import prefixed_form
from factlayer.proof.proof import Status, prove

_LOGO = (
    "Industrial Designer: I think incorporating a logo is quite straight forward .\n"
    "Marketing: Yep .\n"
    "Project Manager: Okay .\n"
    "Industrial Designer: There's lots of space for it um {disfmarker}\n"
    "Project Manager: That's kind of a design thing\n"
)
_AGAIN = "Grad C: This isn't quite right .\nPhD A: Right .\nGrad C: I have to look at it again .\nPhD F: Yeah ,\n"
_LOGO_CLAIM = "The Industrial Designer thinks incorporating a logo is quite straightforward, with lots of space for it."
_REPLIED = "Grad C: This isn't quite right .\nPhD A: Why not ?\nGrad C: I have to look at it again .\n"
_RESTART = (
    "Marketing: Okay so {disfmarker} like a pet animal .\n"
    "Industrial Designer: {vocalsound} Okay .\n"
    "Marketing: {vocalsound} Like a cat .\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_LOGO, _LOGO_CLAIM),
        (_AGAIN, "Grad C admitted the example isn't quite right and that he has to look at it again."),
    ],
)
def test_a_turn_resumed_after_backchannels_is_one_window(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_REPLIED, "Grad C admitted the example isn't quite right and that he has to look at it again."),
        (_RESTART, "Marketing's animal is a cat."),
    ],
)
def test_no_window_across_a_reply_or_from_a_broken_half(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[doctor] your ekg is normal .\n[patient] okay .\n", "The EKG is abnormal."),
        ("[doctor] the lab results are typical .\n[patient] okay .\n", "The lab results are atypical."),
        ("[doctor] the rash is symmetric .\n[patient] okay .\n", "The rash is asymmetric."),
    ],
)
def test_a_prefixed_word_is_no_spelling_of_the_bare_one(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_prefixed_form() -> None:
    assert prefixed_form("abnormal", "normal")
    assert prefixed_form("typical", "atypical")
    assert not prefixed_form("ibuprofin", "ibuprofen")
    assert not prefixed_form("normal", "normal")


def test_a_misspelling_still_matches() -> None:
    source = "[patient] i take ibuprofin daily .\n[doctor] okay .\n"
    assert prove("The patient takes ibuprofen daily.", source, roles=False).status is Status.VERIFIED


# supported_at_evidence: the answer's own words, left out of the question read through it
_STENT = (
    "Doctor: When did you get your stent placed in and your pacemaker?\n"
    "Patient: Maybe fifteen years ago.\n"
    "Doctor: Okay.\n"
)
_CLASSES = "Doctor: Have you gone to the transplant orientation classes?\nPatient: No, not yet.\nDoctor: Okay.\n"


def test_a_hedged_reply_to_a_when_question_fills_its_slot() -> None:
    """ "When …?" — "Maybe fifteen years ago.": no qualified yes (which keeps only the question's words) but a hedged
    fill of the question's slot."""
    hedged = "The stent and pacemaker were placed maybe fifteen years ago."
    assert prove(hedged, _STENT, roles=False).status is Status.VERIFIED
    assert prove("The stent was placed fifteen years ago.", _STENT, roles=False).status is Status.UNVERIFIABLE
    other = "The stent and pacemaker were placed maybe ten years ago."
    assert prove(other, _STENT, roles=False).status is Status.CONTRADICTED


def test_the_yet_of_a_not_yet_reply() -> None:
    claim = "The patient has not gone to the transplant orientation classes yet."
    assert prove(claim, _CLASSES, roles=False).status is Status.VERIFIED
    assert prove(claim, _CLASSES).status is Status.VERIFIED
    plain = "The patient has not gone to the transplant orientation classes."
    assert prove(plain, _CLASSES, roles=False).status is Status.VERIFIED
    denied = "The patient has gone to the transplant orientation classes."
    assert prove(denied, _CLASSES, roles=False).status is Status.CONTRADICTED
    bare = "Doctor: Have you gone to the transplant orientation classes?\nPatient: No.\n"
    assert prove(claim, bare, roles=False).status is not Status.VERIFIED


# nothing found at all: the month "May" (a stopword as the modal) was never indexed in the source, and "admitted"
# was dropped from the claim as a framing verb ("admitted that …") where it is a passive of place
_ADMITTED = "Doctor: Okay, so you were admitted here in May two thousand nine.\nPatient: Yes.\n"
_DISCHARGED = "Doctor: So you were discharged in June 2009.\nPatient: Yes.\n"


def test_the_month_may_is_found_in_the_source() -> None:
    assert prove("She was admitted in May 2009.", _ADMITTED, roles=False).status is Status.VERIFIED
    assert prove("She was admitted in June 2009.", _ADMITTED, roles=False).status is Status.CONTRADICTED


def test_a_passive_framing_verb_is_a_unit_to_find() -> None:
    """ "was admitted in June 2009" is a hospital admission, not "admitted that …": no "discharged" bears it out."""
    assert prove("The patient was admitted in June 2009.", _DISCHARGED).status is not Status.VERIFIED
    assert prove("The patient was admitted in June 2009.", _DISCHARGED, roles=False).status is not Status.VERIFIED
