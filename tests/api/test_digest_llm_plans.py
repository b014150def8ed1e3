"""A plan the source states, restated by the model as done, over real HTTP to the scripted model (``tests.llm_server``).

A small model writes "I'm going to prescribe you some oxycodone" as "The doctor prescribes oxycodone": the proof
engine refuses that (a plan, not a deed), and a true fact was lost. The candidate is now written as the plan the
source states ("The doctor will prescribe oxycodone", ``digest.llm_plans``) — only when that form is verified and the
model's own is neither verified nor contradicted: a false drug or a deed no turn plans stays refused.
"""

from __future__ import annotations

from collections.abc import Callable

from factlayer.config import Settings
from tests.api.test_digest_llm_persons import run

VISIT = (
    "Doctor: The stone is small. So i'm gon na prescribe you some oxycodone five milligrams every six hours for pain.\n"
    "Doctor: I'm going to recommend physical therapy. So let's wait those six months.\n"
    "Patient: Okay. I take ibuprofen every day.\n"
)
CALL = "Agent: I'll send the form to your email today.\nCaller: Thanks. I'm moving to Denver in May.\n"


async def test_a_plan_restated_as_done_is_stored_as_the_plan_and_a_false_deed_stays_refused(
    make_settings: Callable[..., Settings],
) -> None:
    refused = [
        "The doctor prescribes morphine five milligrams every six hours for pain.",  # the turn names oxycodone
        "The doctor orders an X-ray.",  # no turn plans it
        "The doctor does not prescribe oxycodone.",  # a negation is never rewritten
    ]
    stored, rejected = await run(
        make_settings,
        VISIT,
        [
            "The doctor prescribes oxycodone five milligrams every six hours for pain.",
            "The doctor is recommending physical therapy.",
            "The doctor is going to wait six months.",  # "let's wait": the engine reads "will", not "going"
            "The patient takes ibuprofen every day.",  # verified as written: unchanged
            *refused,
        ],
    )
    assert stored == {
        "The doctor will prescribe oxycodone five milligrams every six hours for pain.",
        "The doctor will recommend physical therapy.",
        "The doctor will wait six months.",
        "The patient takes ibuprofen every day.",
    }
    assert set(rejected) == set(refused)


async def test_the_plan_form_is_neutral_across_conversations(make_settings: Callable[..., Settings]) -> None:
    stored, _ = await run(make_settings, CALL, ["The agent sends the form to the caller's email today."])
    assert stored == {"The agent will send the form to the caller's email today."}
