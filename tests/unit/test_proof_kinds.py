"""Issue #12, round 3: the kinds fixed in the proof engine, each with the false twin that must stay unproven.

How far it reaches for a claim's words (a turn's three clauses, a name referred back to, a reply's topic,
spelled-out acronyms, group subjects, a reply's opening remarks, bounded synonyms); the open false VERIFIED kinds
(a state said to be over, a plan taken back, a qualified "yes"); two CONTRADICTED answers where the source says
nothing either way (another subject's "No", a "no" to a rival); and modality (negation scope, names with digits,
broken-off and reported conditions, embedded questions, requests, claims about "I" or "you").

A case: (source, claim, expected) where expected is the status the proof must have, or ("not", status) for one
it must not have.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

Expected = Status | tuple[str, Status]
NOT_VERIFIED: Expected = ("not", Status.VERIFIED)
NOT_CONTRADICTED: Expected = ("not", Status.CONTRADICTED)

CRAMPS = (
    "Doctor: Anything else going on?\n"
    "Patient: I had cramps when I woke up in both legs. Um I drank pickle juice and it went right away.\n"
)
TRIP = (
    "Tim: Have you ever been to Universal Studios?\n"
    "John: Not yet, but I hear it is great.\n"
    "Tim: Planning a trip there next month.\n"
)
SCATTERED = "Doctor: I need an MRI of your neck. We had one done of your lower back last year.\n"
MEETING = (
    "Project Manager: So extra functionalities .\n"
    "Marketing: Like , p personally for me , at home I've I've combined the um the audio video of my television set"
    " and my D_V_D_ player and my C_D_ player .\n"
    "User Interface: Mm .\n"
)
COMBINED = "has combined the audio video of his television set, DVD player and CD player at home."
KICK_OFF = (
    "Project Manager: Well as you know , uh we're working for Real Reaction .\n"
    "Marketing: Okay .\n"
    "Project Manager: And we think the price is right .\n"
)
PARK = "Central Park is an urban park in Manhattan, New York City. It is the most visited urban park in the country."
THERAPY = (
    "Doctor: And I know that you enrolled into therapy.\n"
    "Patient: Yeah, it has been good. I've been going every week for the past year.\n"
)
ASKED_ONLY = "Doctor: Do you go to therapy? What about work?\nPatient: Well. I have been going every week.\n"
SHOT = "Doctor: So, you do the shot, and it's going to take about three to five days before it starts working.\n"
COOKING = "The ways or types of cooking also depend on the skill and type of training an individual cook has."
WHICH = (
    "Industrial Designer: Most current remotes use this silicone board which is a printed circuit board , which"
    " basically has these contacts that are really close together , which connect the circuit .\n"
    "Marketing: Okay .\n"
)
BOARD = "Most current remotes use this {} board, which has contacts that are really close together."
VERMONT = (
    "Doctor: How has your diet been?\n"
    "Patient: I went up to Vermont. And along the way I stopped at, you know, McDonald's and got two"
    " cheeseburgers.\n"
)

OVER = "Doctor: Any fever?\nPatient: I had a fever last week but not anymore.\n"
GONE = "Doctor: How are you?\nPatient: I had a fever last week, but it's gone now.\n"
OTHER_GONE = "Doctor: How are you?\nPatient: I had a fever last week, and the rash is gone now.\n"
GIVEN_UP = "Doctor: Any exercise?\nPatient: I was going to start running but I didn't.\n"
GAVE_UP = "Doctor: Any exercise?\nPatient: I was planning to start running, but I gave up on that.\n"
SMOKE_NO = "Doctor: Do you smoke?\nPatient: No.\n"
METFORMIN = "Doctor: Are you taking anything else, like insulin?\nPatient: No, just metformin.\n"
KNEES = "Patient: My left knee was replaced two years ago, and now my right knee hurts.\n"
KNEES_THEN = "Patient: The left hip was fine at first, then my right hip started to hurt.\n"
NUMB = (
    "[doctor] yeah we are all excited it's going to be a good time well have you experienced any numbness or "
    "tingling in that right foot\n[patient] no\n[doctor] okay\n"
)
STADIUM = (
    "[doctor] they opened this year actually they built the stadium have you been down there yet\n"
    "[patient] no i have to get there\n"
)
SPORTS = (
    "[doctor] did you play any sports when you were younger\n[patient] no anything you can think of primarily it "
    "was basketball baseball and football\n[doctor] okay\n"
)
BOTH_DRUGS = "Doctor: Are you taking metformin and insulin?\nPatient: No, just metformin.\n"
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
SLOT = "Caller: Hi, I'm Tom Berg.\nAgent: Done. Do you still want the morning slot?\nCaller: Yes, please.\n"
ROUTINE = "Gina: Wanna show me a routine sometime?\nJon: Sure, Gina!\n"
BELFAST = "Belfast is the capital and largest city of Northern Ireland."
HILL = (
    "Doctor: I'm seeing Ms. Hill. She's a 41-year-old female, and what brings you in today?\n"
    "Patient: Well, I hurt my finger.\n"
)
PAIN_ASKED = "Doctor: Your pain, is it worse at night?\nPatient: I don't know.\n"
BELFAST_SAID = "Guest: I have been to Belfast, the largest city of Northern Ireland.\nHost: Nice.\n"

CASES = [
    # a claim spread over three clauses of one turn, and a rival there
    pytest.param(CRAMPS, "The patient drank pickle juice for her leg cramps.", Status.VERIFIED, id="three-clauses"),
    pytest.param(CRAMPS, "The patient drank orange juice for her leg cramps.", NOT_VERIFIED, id="three-clauses-rival"),
    # a two-word name referred to by "there"; two words referred to must be one name said side by side
    pytest.param(TRIP, "Tim is planning a trip to Universal Studios next month.", Status.VERIFIED, id="name-there"),
    pytest.param(SCATTERED, "The doctor needs an MRI of the patient's lower back.", NOT_VERIFIED, id="not-one-name"),
    # an acronym spelled out letter by letter; "I" after an opening phrase is the speaker
    pytest.param(MEETING, "Marketing " + COMBINED, Status.VERIFIED, id="acronym-spelled-out"),
    pytest.param(MEETING, "User Interface " + COMBINED, NOT_VERIFIED, id="i-after-opening-phrase"),
    # "the team" is the speakers' "we"; a view of the whole team is not one speaker's "we"
    pytest.param(KICK_OFF, "The team works for Real Reaction.", Status.VERIFIED, id="team-is-we"),
    pytest.param(KICK_OFF, "The team thought that the price is right.", NOT_VERIFIED, id="team-view"),
    # a reply's opening remarks are no units; a remark must be set off
    pytest.param(PARK, "Of course, i know it is an urban park in Manhattan", Status.VERIFIED, id="remarks"),
    pytest.param(PARK, "Yea I understand, it is the most visited urban park.", Status.VERIFIED, id="remarks-2"),
    pytest.param(PARK, "Of course, it is an urban park in Brooklyn", NOT_VERIFIED, id="remarks-rival"),
    pytest.param(PARK, "Great parks are in Manhattan", NOT_VERIFIED, id="remark-not-set-off"),
    # the opening of a reply carries on what the other speaker stated, not what they only asked
    pytest.param(THERAPY, "The patient has been going to therapy every week.", Status.VERIFIED, id="reply-topic"),
    pytest.param(ASKED_ONLY, "The patient has been going to therapy every week.", NOT_VERIFIED, id="asked-topic"),
    # bounded synonyms
    pytest.param(SHOT, "The injection takes about three to five days.", Status.VERIFIED, id="shot-injection"),
    pytest.param(SHOT, "The injection takes about three to five weeks.", Status.CONTRADICTED, id="shot-value"),
    pytest.param(COOKING, "Cooking methods depend on the skill of the cook.", Status.VERIFIED, id="methods-ways"),
    # a long sentence cut at every "which" is one window too
    pytest.param(WHICH, BOARD.format("silicone"), Status.VERIFIED, id="which-chain"),
    pytest.param(WHICH, BOARD.format("plastic"), NOT_VERIFIED, id="which-chain-rival"),
    # "you know" set off by commas is a filler; "I" after an adverbial opening is the subject
    pytest.param(VERMONT, "The patient got two cheeseburgers at McDonald's.", Status.VERIFIED, id="you-know"),
    pytest.param(VERMONT, "The doctor got two cheeseburgers at McDonald's.", NOT_VERIFIED, id="you-know-speaker"),
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
    # "…, and now my right knee hurts": a linking adverb before the new subject still starts a clause, so the side
    # is read with the knee that hurts, not the one replaced (it had verified the left and contradicted the right)
    pytest.param(KNEES, "The patient's left knee hurts.", NOT_VERIFIED, id="side-in-next-clause"),
    pytest.param(KNEES, "The patient's right knee hurts.", Status.VERIFIED, id="side-in-own-clause"),
    pytest.param(KNEES_THEN, "The patient's left hip hurts.", NOT_VERIFIED, id="side-after-then"),
    # a question that ends an unpunctuated turn asks (its "no" answers it); it had verified the false claim
    pytest.param(NUMB, "The patient has numbness and tingling in her right foot.", Status.CONTRADICTED, id="run-on-q"),
    pytest.param(NUMB, "The patient has no numbness or tingling in her right foot.", Status.VERIFIED, id="run-on-no"),
    # "they built the stadium", said by the doctor, is about a group, not the patient (it had verified this)
    pytest.param(STADIUM, "The patient has been to the stadium.", NOT_VERIFIED, id="they-is-not-the-patient"),
    pytest.param(STADIUM, "The patient has not been to the stadium.", NOT_CONTRADICTED, id="they-no"),
    # "any sports?" — "no … it was basketball, baseball and football": a "no" that names members denies nothing
    pytest.param(SPORTS, "The patient did not play any sports when younger.", NOT_VERIFIED, id="no-names-members"),
    # "Metformin and insulin?" — "No, just metformin.": the "no" denies insulin, not what "just" keeps
    pytest.param(BOTH_DRUGS, "The patient takes metformin.", NOT_CONTRADICTED, id="no-just-kept"),
    pytest.param(BOTH_DRUGS, "The patient takes insulin.", Status.CONTRADICTED, id="no-just-denied"),
    # a negation that goes on to words of its own does not deny the claim; "fever, no" still does
    pytest.param(GREECE, "The remote might be a big hit in London.", Status.VERIFIED, id="negation-scope"),
    pytest.param(GREECE, "The remote might be a big hit in Greece.", NOT_VERIFIED, id="negation-scope-denied"),
    pytest.param("Doctor: Fever?\nPatient: Fever, no.\n", "The patient has a fever.", Status.CONTRADICTED, id="no"),
    # the digit in a lab's name is no value
    # "it looks like" hedges (issue 12, kind 3): the reading as the doctor put it is borne out, not the bare fact
    pytest.param(A1C, "The doctor says it looks like the patient's hemoglobin A1c is 8.", Status.VERIFIED, id="a1c"),
    pytest.param(
        A1C, "The doctor says it looks like the patient's hemoglobin A1c is 9.", Status.CONTRADICTED, id="a1c-value"
    ),
    pytest.param(A1C, "The patient's hemoglobin A1c is 8.", NOT_VERIFIED, id="a1c-hedged"),
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
    pytest.param(SLOT, "Tom Berg wants the morning slot.", Status.VERIFIED, id="wants-by-yes"),
    # a claim about "I" or "you" needs someone speaking of themselves
    pytest.param(BELFAST, "I have been to Belfast, the largest city in Ireland.", NOT_VERIFIED, id="i-snippet"),
    pytest.param(BELFAST, "Belfast is the largest city of Northern Ireland.", Status.VERIFIED, id="snippet"),
    pytest.param(BELFAST_SAID, "I have been to Belfast.", Status.VERIFIED, id="i-said"),
    # a statement before the question of the same sentence is stated; a fragment before it is not
    pytest.param(HILL, "Ms. Hill is a 41-year-old female.", Status.VERIFIED, id="stated-before-question"),
    pytest.param(HILL, "Ms. Hill is a 51-year-old female.", Status.CONTRADICTED, id="stated-before-question-value"),
    pytest.param(PAIN_ASKED, "The patient has pain.", NOT_VERIFIED, id="fragment-before-question"),
]


@pytest.mark.parametrize(("source", "claim", "expected"), CASES)
def test_kind(source: str, claim: str, expected: Expected) -> None:
    proof = prove(claim, source)
    if isinstance(expected, Status):
        assert proof.status is expected, proof.reason
    else:
        assert proof.status is not expected[1], proof.reason


def test_an_opening_hedge_hedges_the_rest() -> None:
    hedged = prove("Not sure, but it is the most visited urban park.", PARK)
    assert hedged.status is Status.VERIFIED
    assert all(p.proposition.modality == "hedged" for p in hedged.parts)


def test_the_consequent_of_a_claims_condition_is_hypothetical_too() -> None:
    source = "Doctor: If you have more pain, we will get an x-ray.\n"
    parts = prove("If the patient has more pain, they will get an x-ray.", source).parts
    assert [p.proposition.modality for p in parts] == ["hypothetical", "hypothetical"]
