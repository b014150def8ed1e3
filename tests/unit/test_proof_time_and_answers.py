"""Issue #12's open false VERIFIED kinds (a state said to be over, a plan taken back, a qualified "yes"), two
CONTRADICTED answers where the source says nothing either way (another subject's "No", a "no" to a rival), and
the modality kinds of round 3 (negation scope, names with digits, broken-off and reported conditions, embedded
questions, requests, claims about "I" or "you").

A case: (source, claim, expected) where expected is a status the proof must have, or ("not", status) for one it
must not have.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

OVER = "Doctor: Any fever?\nPatient: I had a fever last week but not anymore.\n"
GONE = "Doctor: How are you?\nPatient: I had a fever last week, but it's gone now.\n"
OTHER_GONE = "Doctor: How are you?\nPatient: I had a fever last week, and the rash is gone now.\n"
GIVEN_UP = "Doctor: Any exercise?\nPatient: I was going to start running but I didn't.\n"
GAVE_UP = "Doctor: Any exercise?\nPatient: I was planning to start running, but I gave up on that.\n"
SMOKE_NO = "Doctor: Do you smoke?\nPatient: No.\n"
METFORMIN = "Doctor: Are you taking anything else, like insulin?\nPatient: No, just metformin.\n"
KNEE = "Doctor: Which knee hurts?\nPatient: The left one. My right knee had surgery last year and it is fine.\n"
GREECE = "Marketing: The remote might be a big hit in London, might not be such a big hit in Greece.\n"
A1C = "Doctor: It looks like your hemoglobin A1c has been a little high at 8.\n"
BROKEN_IF = "Doctor: So I wanna go ahead and if ... and prescribe some Ultram 50 milligrams every six hours.\n"
FULL_IF = "Doctor: If it gets worse, I will prescribe some Ultram 50 milligrams every six hours.\n"
ULTRAM = "The doctor prescribes Ultram 50 milligrams every six hours."
EMBEDDED = (
    "Joanna: I just got done submitting my screenplay to a film contest just to see how others might like it!\n"
    "Barry: We do not go on to consider whether it is in the public interest.\n"
)
CANCER = "Doctor: Because, um, if it was cancer, we would actually see some change.\n"
SCALE = "Doctor: Get a scale, weigh yourself every day.\nPatient: Okay.\n"
POSTED = "Maria: Keep me posted on how your campaign is going.\nJohn: Will do!\n"
ROUTINE = "Gina: Wanna show me a routine sometime?\nJon: Sure, Gina!\n"
BELFAST = "Belfast is the capital and largest city of Northern Ireland."
BELFAST_SAID = "Guest: I have been to Belfast, the largest city of Northern Ireland.\nHost: Nice.\n"
NOT_VERIFIED = ("not", Status.VERIFIED)
NOT_CONTRADICTED = ("not", Status.CONTRADICTED)

CASES = [
    # a state said to be over does not hold now, but held then; an ending clause ends what it is about
    pytest.param(OVER, "The patient has a fever.", Status.CONTRADICTED, id="over"),
    pytest.param(OVER, "The patient had a fever last week.", Status.VERIFIED, id="over-past"),
    pytest.param(GONE, "The patient has a fever.", Status.CONTRADICTED, id="gone"),
    pytest.param(GONE, "The patient had a fever last week.", Status.VERIFIED, id="gone-past"),
    pytest.param(OTHER_GONE, "The patient has a fever.", NOT_CONTRADICTED, id="other-gone"),
    # a plan taken back bears out neither the deed nor the plan, only the plan as it was
    pytest.param(GIVEN_UP, "The patient is going to start running.", NOT_VERIFIED, id="given-up-going"),
    pytest.param(GIVEN_UP, "The patient will start running.", NOT_VERIFIED, id="given-up-will"),
    pytest.param(GIVEN_UP, "The patient started running.", NOT_VERIFIED, id="given-up-started"),
    pytest.param(GIVEN_UP, "The patient runs.", NOT_VERIFIED, id="given-up-runs"),
    pytest.param(GIVEN_UP, "The patient was going to start running.", Status.VERIFIED, id="plan-as-it-was"),
    pytest.param(GAVE_UP, "The patient plans to start running.", NOT_VERIFIED, id="gave-up-plans"),
    # a qualified yes is no flat yes
    pytest.param("Doctor: Do you smoke?\nPatient: Sometimes.\n", "The patient smokes.", NOT_VERIFIED, id="sometimes"),
    pytest.param("Doctor: Do you smoke?\nPatient: Occasionally.\n", "The patient smokes.", NOT_VERIFIED, id="occas"),
    pytest.param("Doctor: Do you smoke?\nPatient: Yes, now and then.\n", "The patient smokes.", NOT_VERIFIED, id="now"),
    pytest.param("Doctor: Do you smoke?\nPatient: Yes.\n", "The patient smokes.", Status.VERIFIED, id="plain-yes"),
    # another subject's "No" says nothing of this subject; a denied rival fills no slot
    pytest.param(SMOKE_NO, "The doctor smokes.", Status.UNVERIFIABLE, id="other-subject-no"),
    pytest.param(SMOKE_NO, "The patient smokes.", Status.CONTRADICTED, id="own-no"),
    pytest.param(METFORMIN, "The patient takes metformin.", NOT_CONTRADICTED, id="denied-rival"),
    pytest.param(METFORMIN, "The patient takes insulin.", Status.CONTRADICTED, id="denied"),
    # a side named in another clause is no support
    pytest.param(KNEE, "The patient has right knee pain.", NOT_VERIFIED, id="side-elsewhere"),
    # a negation that goes on to words of its own does not deny the claim; "fever, no" still does
    pytest.param(GREECE, "The remote might be a big hit in London.", Status.VERIFIED, id="negation-scope"),
    pytest.param(GREECE, "The remote might be a big hit in Greece.", NOT_VERIFIED, id="negation-scope-denied"),
    pytest.param("Doctor: Fever?\nPatient: Fever, no.\n", "The patient has a fever.", Status.CONTRADICTED, id="no"),
    # the digit in a lab's name is no value
    pytest.param(A1C, "The patient's hemoglobin A1c is 8.", Status.VERIFIED, id="a1c"),
    pytest.param(A1C, "The patient's hemoglobin A1c is 9.", Status.CONTRADICTED, id="a1c-value"),
    # an "if" broken off conditions nothing; a finished one does
    pytest.param(BROKEN_IF, ULTRAM, Status.VERIFIED, id="broken-if"),
    pytest.param(FULL_IF, ULTRAM, NOT_VERIFIED, id="finished-if"),
    # an embedded question holds its own modality
    pytest.param(EMBEDDED, "Joanna submitted her screenplay to a film contest.", Status.VERIFIED, id="embedded"),
    pytest.param(EMBEDDED, "Others like Joanna's screenplay.", NOT_VERIFIED, id="embedded-hedge"),
    pytest.param(EMBEDDED, "It is in the public interest.", NOT_VERIFIED, id="whether"),
    # a reported condition keeps the claim hypothetical
    pytest.param(CANCER, "The doctor said that if it was cancer they would see some change.", Status.VERIFIED, id="if"),
    pytest.param(CANCER, "The doctor said they see some change.", NOT_VERIFIED, id="if-dropped"),
    # requests: to oneself whatever the verb, "asked X to", a question that asks it
    pytest.param(SCALE, "The doctor wants the patient to weigh herself every day.", Status.VERIFIED, id="yourself"),
    pytest.param(SCALE, "The patient weighs herself every day.", NOT_VERIFIED, id="yourself-done"),
    pytest.param(POSTED, "Maria asked John to keep her posted on his campaign.", Status.VERIFIED, id="asked-to"),
    pytest.param(ROUTINE, "Gina asked Jon to show her a routine sometime.", Status.VERIFIED, id="asked-by-question"),
    pytest.param(ROUTINE, "Jon showed Gina a routine.", NOT_VERIFIED, id="asked-not-done"),
    # a claim about "I" or "you" needs someone speaking of themselves
    pytest.param(BELFAST, "I have been to Belfast, the largest city in Ireland.", NOT_VERIFIED, id="i-snippet"),
    pytest.param(BELFAST, "Belfast is the largest city of Northern Ireland.", Status.VERIFIED, id="snippet"),
    pytest.param(BELFAST_SAID, "I have been to Belfast.", Status.VERIFIED, id="i-said"),
]


@pytest.mark.parametrize(("source", "claim", "expected"), CASES)
def test_time_answers_and_modality(source: str, claim: str, expected: Status | tuple[str, Status]) -> None:
    status = prove(claim, source).status
    if isinstance(expected, Status):
        assert status is expected, prove(claim, source).reason
    else:
        assert status is not expected[1], prove(claim, source).reason


def test_the_consequent_of_a_claims_condition_is_hypothetical_too() -> None:
    source = "Doctor: If you have more pain, we will get an x-ray.\n"
    parts = prove("If the patient has more pain, they will get an x-ray.", source).parts
    assert [p.proposition.modality for p in parts] == ["hypothetical", "hypothetical"]
