"""How far the proof engine reaches for a claim's words: a turn's three clauses, a name referred back to, a
reply's topic, spelled-out acronyms, group subjects, a reply's opening remarks, bounded synonyms.

Kinds of true statement that were UNVERIFIABLE on the fact-level set's fit half (issue #12, round 3), each with
the false twin that must stay unproven. A case: (source, claim, expected) where expected is a status the proof
must have, or ("not", status) for one it must not have.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

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
NOT_VERIFIED = ("not", Status.VERIFIED)

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
]


@pytest.mark.parametrize(("source", "claim", "expected"), CASES)
def test_reach(source: str, claim: str, expected: Status | tuple[str, Status]) -> None:
    status = prove(claim, source).status
    if isinstance(expected, Status):
        assert status is expected, prove(claim, source).reason
    else:
        assert status is not expected[1], prove(claim, source).reason


def test_an_opening_hedge_hedges_the_rest() -> None:
    hedged = prove("Not sure, but it is the most visited urban park.", PARK)
    assert hedged.status is Status.VERIFIED
    assert all(p.proposition.modality == "hedged" for p in hedged.parts)
