"""Issue #12, round 8: kinds of modality and holder errors seen on the fit half of the fact-level set.

Each case is a source, claims it must not verify (each an unsupported twin of something said) and claims it must
verify or contradict. Every case fails on the code before round 8 (main d17796c).
"""

from __future__ import annotations

import pytest

from factlayer.nlp.segmentation import segment
from factlayer.proof.proof import Status, prove

_CASES: dict[str, tuple[str, tuple[str, ...], tuple[tuple[str, Status], ...]]] = {
    # a question inside an unpunctuated turn is asked even when its disfluencies make it long, and its "no" answers it
    "question in a run-on turn": (
        "[doctor] carolyn okay yeah you're still working a lot on the computer for work okay are you taking breaks "
        "every hour or so you know get up stand around walk stand walk around that can be helpful\n"
        "[patient] no i really do n't get the chance to\n",
        ("The patient takes breaks every hour.",),
        (),
    ),
    # the speaker asking of themselves ("can i …"); "yeah absolutely" gives leave, it reports nothing done
    "asking of oneself": (
        "[doctor] no running for two weeks\n"
        "[patient] okay i was curious so i will lay off the running for now can i you know lift weights and do like "
        "my squats and and those type of exercises at the gym\n"
        "[doctor] yeah absolutely but get the first physical therapy appointment in\n",
        ("The patient lifts weights at the gym.",),
        (("The patient asked whether she can lift weights at the gym.", Status.VERIFIED),),
    ),
    # an unpunctuated time clause before a plan is a condition
    "time clause before a plan": (
        "[doctor] how is the knee\n[patient] my knee still hurts\n"
        "[doctor] alright so when the swelling goes down we will start physical therapy\n[patient] okay\n",
        ("The swelling went down.",),
        (("The patient's knee still hurts.", Status.VERIFIED),),
    ),
    # "so X then" — "no": an inference offered for confirmation, denied
    "inference denied": (
        "[doctor] the procedure is a needle in your elbow and it helps the healing\n"
        "[patient] so the procedure is kinda like dry needling then\n[doctor] no\n",
        ("The procedure is like dry needling.",),
        (),
    ),
    # asking whether X is borne out by a negative question ("do we not need …?")
    "negative question": (
        "Marketing: People lose the remote a lot .\n"
        "Industrial Designer: So that we don't {disfmarker} Do we not need any button on the remote control\n"
        "Marketing: Well potentially , um .\n",
        ("The remote control will have no buttons.",),
        (("The Industrial Designer asked whether they need any buttons on the remote control.", Status.VERIFIED),),
    ),
    # who did it: "she heard me fall", said by the patient, is her deed
    "doer before the verb": (
        "[doctor] what happened\n[patient] i slipped on the ice and i was unable to walk at all i had a friend that "
        "was visiting and so she heard me fall so she helped me inside\n[doctor] okay\n",
        ("The patient heard her friend fall.",),
        (("The patient's visiting friend heard her fall.", Status.VERIFIED),),
    ),
    # "no i don't think so" answers no (it read as a qualified yes through the hedge "think")
    "i don't think so": (
        "[doctor] okay do you have any family history of arthritis or any of those immune diseases\n"
        "[patient] i'm trying to think no i do n't think so no\n[doctor] okay\n",
        ("The patient has a family history of arthritis.",),
        (
            ("The patient has a family history of arthritis.", Status.CONTRADICTED),
            ("The patient has no family history of arthritis.", Status.VERIFIED),
        ),
    ),
    # "okay be sure to …" in a run-on turn is a request of its own; "X tells Y to …" claims one
    "request after okay": (
        "[doctor] so on monday i'm gon na start you with a twenty one milligram nicotine patch and the goal will be "
        "to decrease that over time and we will work together to decrease that so there is no necessarily hard "
        "dates in mind okay be sure to change the patch location each day and that's going to help avoid skin "
        "irritation\n[patient] okay\n",
        ("The patient changes the patch location each day.",),
        (("The doctor tells the patient to change the patch location each day.", Status.VERIFIED),),
    ),
    # a relative opens a clause of its own in unpunctuated speech ("i am okay | my husband has …")
    "relative as subject": (
        "[doctor] any news\n[patient] i am okay my husband has high blood pressure and my son broke his arm last "
        "week\n[doctor] okay\n",
        ("The patient has high blood pressure.", "The patient broke his arm last week."),
        (("The patient's husband has high blood pressure.", Status.VERIFIED),),
    ),
    # "you know what" is a filler, not the listener
    "you know what": (
        "[doctor] how is the diet going\n[patient] hard\n[doctor] yeah you know what i have diabetes myself\n",
        ("The patient has diabetes.",),
        (("The doctor has diabetes.", Status.VERIFIED),),
    ),
    # a modal before a verb and the object pronoun it takes leaves the deed undone
    "modal, verb, object": (
        "Gina: Hey Jon, how was the trip?\nJon: It was amazing! I will show you the pictures next week.\n",
        ("Jon showed Gina the pictures.",),
        (("Jon will show Gina the pictures next week.", Status.VERIFIED),),
    ),
    # a turn broken off on its negation by the listener's backchannel goes on denied
    "negation before a backchannel": (
        "[doctor] have you ever injured your knees before\n[patient] you know despite how active i am i've never\n"
        "[doctor] okay\n[patient] injured or broken a bone\n[doctor] okay great\n",
        ("The patient has broken a bone before.",),
        (("The patient has broken a bone before.", Status.CONTRADICTED),),
    ),
}


@pytest.mark.parametrize("name", sorted(_CASES))
def test_round8_kind(name: str) -> None:
    source, unsupported, expected = _CASES[name]
    for claim in unsupported:
        assert prove(claim, source).status is not Status.VERIFIED, claim
    for claim, status in expected:
        assert prove(claim, source).status is status, claim


def test_a_speaker_asking_of_themselves_is_cut_off_as_a_question() -> None:
    pieces = segment("so i will lay off the running for now can i lift weights and do my squats at the gym")
    assert pieces[-1].startswith("now can i lift weights")
    assert segment("i love pizza and so do we all the time honestly") == [
        "i love pizza and so do we all the time honestly"
    ]
