"""Issue #12, round 8: kinds of modality and holder errors seen on the fit half of the fact-level set.

- a question inside an unpunctuated turn is still asked, also when the speaker asks of themselves ("… for now can
  i lift weights") or its disfluencies make it long ("okay are you taking breaks … you know …");
- a time clause opening advice is a condition also without a comma ("when the swelling goes down we will start");
- "so it's X then" — "no": an inference offered for confirmation, denied;
- "can i lift weights?" — "yeah absolutely": a permission given, not a report that it is done, after a filler too;
- "no i don't think so" answers no (it read as a qualified yes); "okay be sure to …" in a run-on turn is a
  request of its own, and "X tells Y to …" claims one;
- a claim that someone asked whether X is borne out by a negative question ("do we not need …?");
- who did it: "she heard me fall", said by the patient, is her deed, not the patient's.
Every test here fails on the code before round 8 (main d17796c).
"""

from __future__ import annotations

from factlayer.nlp.segmentation import segment
from factlayer.proof.proof import Status, prove

_BREAKS = (
    "[doctor] so you are still working a lot on the computer for work okay are you taking breaks every hour or so "
    "you know get up stand around walk around a bit that can be helpful\n"
    "[patient] no i really do n't get the chance to\n"
)
_WEIGHTS = (
    "[doctor] no running for two weeks\n"
    "[patient] okay i was curious so i will lay off the running for now can i you know lift weights and do like my "
    "squats and and those type of exercises at the gym\n"
    "[doctor] yeah absolutely but get the first physical therapy appointment in\n"
)


def test_a_question_in_an_unpunctuated_turn_asserts_nothing_and_its_no_answers_it() -> None:
    assert prove("The patient takes breaks every hour.", _BREAKS).status is not Status.VERIFIED
    assert prove("The patient lifts weights at the gym.", _WEIGHTS).status is not Status.VERIFIED
    assert prove("The patient asked whether she can lift weights at the gym.", _WEIGHTS).status is Status.VERIFIED


def test_a_speaker_asking_of_themselves_is_cut_off_as_a_question() -> None:
    pieces = segment("so i will lay off the running for now can i lift weights and do my squats at the gym")
    assert pieces[-1].startswith("now can i lift weights")
    assert segment("i love pizza and so do we all the time honestly") == [
        "i love pizza and so do we all the time honestly"
    ]


def test_an_unpunctuated_time_clause_before_a_plan_is_a_condition() -> None:
    source = (
        "[doctor] how is the knee\n[patient] my knee still hurts\n"
        "[doctor] alright so when the swelling goes down we will start physical therapy\n[patient] okay\n"
    )
    assert prove("The swelling went down.", source).status is not Status.VERIFIED
    assert prove("The patient's knee still hurts.", source).status is Status.VERIFIED


def test_an_inference_offered_with_so_then_and_denied_is_not_asserted() -> None:
    source = (
        "[doctor] the procedure is a needle in your elbow and it helps the healing\n"
        "[patient] so the procedure is kinda like dry needling then\n[doctor] no\n"
    )
    assert prove("The procedure is like dry needling.", source).status is not Status.VERIFIED


def test_asking_whether_is_borne_out_by_a_negative_question() -> None:
    source = (
        "Marketing: People lose the remote a lot .\n"
        "Industrial Designer: So that we don't {disfmarker} Do we not need any button on the remote control\n"
        "Marketing: Well potentially , um .\n"
    )
    claim = "The Industrial Designer asked whether they need any buttons on the remote control."
    assert prove(claim, source).status is Status.VERIFIED
    assert prove("The remote control will have no buttons.", source).status is not Status.VERIFIED


def test_the_one_before_the_verb_did_it_not_the_speaker() -> None:
    source = (
        "[doctor] what happened\n"
        "[patient] i slipped on the ice and i was unable to walk at all i had a "
        "friend that was visiting and so she heard me fall so she helped me inside\n[doctor] okay\n"
    )
    assert prove("The patient heard her friend fall.", source).status is not Status.VERIFIED
    assert prove("The patient's visiting friend heard her fall.", source).status is Status.VERIFIED


def test_i_dont_think_so_answers_no_and_is_not_a_qualified_yes() -> None:
    source = (
        "[doctor] okay do you have any family history of arthritis or any of those immune diseases\n"
        "[patient] i'm trying to think no i do n't think so no\n[doctor] okay\n"
    )
    assert prove("The patient has a family history of arthritis.", source).status is Status.CONTRADICTED
    assert prove("The patient has no family history of arthritis.", source).status is Status.VERIFIED


def test_a_request_after_okay_in_a_run_on_turn_is_requested() -> None:
    source = (
        "[doctor] so on monday i'm gon na start you with a twenty one milligram nicotine patch and the goal will be to "
        "decrease that over time and we will work together to decrease that so there is no necessarily hard dates in "
        "mind okay be sure to change the patch location each day and that's going to help avoid skin irritation\n"
        "[patient] okay\n"
    )
    assert prove("The patient changes the patch location each day.", source).status is not Status.VERIFIED
    claim = "The doctor tells the patient to change the patch location each day."
    assert prove(claim, source).status is Status.VERIFIED
