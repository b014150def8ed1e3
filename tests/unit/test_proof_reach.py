"""How far the proof engine reaches for a claim's words: a turn's three clauses, a name referred back to.

Kinds of true statement that were UNVERIFIABLE on the fact-level set's fit half (issue #12, round 3), each with
the false twin that must stay unproven.
"""

from __future__ import annotations

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


def test_a_claim_spread_over_three_clauses_of_one_turn_is_verified() -> None:
    assert prove("The patient drank pickle juice for her leg cramps.", CRAMPS).status is Status.VERIFIED


def test_a_rival_in_the_three_clauses_is_not_verified() -> None:
    assert prove("The patient drank orange juice for her leg cramps.", CRAMPS).status is not Status.VERIFIED


def test_a_two_word_name_referred_to_by_there_is_found_before() -> None:
    assert prove("Tim is planning a trip to Universal Studios next month.", TRIP).status is Status.VERIFIED


def test_two_words_referred_to_must_be_one_name_in_the_sentence_before() -> None:
    scattered = "Doctor: I need an MRI of your neck. We had one done of your lower back last year.\n"
    assert prove("The doctor needs an MRI of the patient's lower back.", scattered).status is not Status.VERIFIED


MEETING = (
    "Project Manager: So extra functionalities .\n"
    "Marketing: Like , p personally for me , at home I've I've combined the um the audio video of my television set"
    " and my D_V_D_ player and my C_D_ player .\n"
    "User Interface: Mm .\n"
)


def test_an_acronym_spelled_out_letter_by_letter_is_one_word() -> None:
    claim = "Marketing has combined the audio video of his television set, DVD player and CD player at home."
    assert prove(claim, MEETING).status is Status.VERIFIED


def test_i_after_an_opening_phrase_is_the_speaker_not_another_speaker() -> None:
    claim = "User Interface has combined the audio video of his television set, DVD player and CD player at home."
    assert prove(claim, MEETING).status is not Status.VERIFIED


KICK_OFF = (
    "Project Manager: Well as you know , uh we're working for Real Reaction .\n"
    "Marketing: Okay .\n"
    "Project Manager: And we think the price is right .\n"
)


def test_the_team_is_the_speakers_we() -> None:
    assert prove("The team works for Real Reaction.", KICK_OFF).status is Status.VERIFIED


def test_a_view_of_the_whole_team_is_not_one_speakers_we() -> None:
    assert prove("The team thought that the price is right.", KICK_OFF).status is not Status.VERIFIED


PARK = "Central Park is an urban park in Manhattan, New York City. It is the most visited urban park in the country."


def test_a_replys_opening_remarks_are_not_units() -> None:
    assert prove("Of course, i know it is an urban park in Manhattan", PARK).status is Status.VERIFIED
    assert prove("Yea I understand, it is the most visited urban park.", PARK).status is Status.VERIFIED


def test_a_remark_must_be_set_off_and_its_hedge_stays() -> None:
    assert prove("Of course, it is an urban park in Brooklyn", PARK).status is not Status.VERIFIED
    assert prove("Great parks are in Manhattan", PARK).status is not Status.VERIFIED
    hedged = prove("Not sure, but it is the most visited urban park.", PARK)
    assert hedged.status is Status.VERIFIED
    assert all(p.proposition.modality == "hedged" for p in hedged.parts)


def test_the_opening_of_a_reply_carries_on_the_topic_the_other_speaker_stated() -> None:
    source = (
        "Doctor: And I know that you enrolled into therapy.\n"
        "Patient: Yeah, it has been good. I've been going every week for the past year.\n"
    )
    assert prove("The patient has been going to therapy every week.", source).status is Status.VERIFIED


def test_a_topic_only_asked_about_is_not_carried_on_by_a_later_reply() -> None:
    source = "Doctor: Do you go to therapy? What about work?\nPatient: Well. I have been going every week.\n"
    assert prove("The patient has been going to therapy every week.", source).status is not Status.VERIFIED


def test_bounded_synonyms_shot_for_injection_and_ways_for_methods() -> None:
    visit = "Doctor: So, you do the shot, and it's going to take about three to five days before it starts working.\n"
    assert prove("The injection takes about three to five days.", visit).status is Status.VERIFIED
    assert prove("The injection takes about three to five weeks.", visit).status is Status.CONTRADICTED
    snippet = "The ways or types of cooking also depend on the skill and type of training an individual cook has."
    assert prove("Cooking methods depend on the skill of the cook.", snippet).status is Status.VERIFIED


def test_a_claim_may_span_a_long_sentence_cut_at_every_which() -> None:
    source = (
        "Industrial Designer: Most current remotes use this silicone board which is a printed circuit board , which"
        " basically has these contacts that are really close together , which connect the circuit .\n"
        "Marketing: Okay .\n"
    )
    claim = "Most current remotes use this silicone board, which has contacts that are really close together."
    assert prove(claim, source).status is Status.VERIFIED
    assert prove(claim.replace("silicone", "plastic"), source).status is not Status.VERIFIED


def test_you_know_set_off_by_commas_is_a_filler_and_an_adverbial_opening_precedes_i() -> None:
    source = (
        "Doctor: How has your diet been?\n"
        "Patient: I went up to Vermont. And along the way I stopped at, you know, McDonald's and got two"
        " cheeseburgers.\n"
    )
    assert prove("The patient got two cheeseburgers at McDonald's.", source).status is Status.VERIFIED
    assert prove("The doctor got two cheeseburgers at McDonald's.", source).status is not Status.VERIFIED
