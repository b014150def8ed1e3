"""Review 24: false VERIFIED verdicts of four kinds.

- A value from another part or another thing: the wish's value is not the current one ("I'm at 160,000 and I'd
  like 180,000"); the value of "before Stripe I worked at Shopify" is not Stripe's; "The mobile app is about 80
  percent done" after "Engineering finished the API" says nothing of the API.
- Sides: "moved to Denver" is no "moved from Denver"; "before Stripe" is no "after Stripe" nor "at Stripe".
- Tense: "I was, until January" (taking it) is no present habit.
- Completion: "about 80 percent done" is no "done" nor "finished".

Every transcript is written for the test (the review's lines are ours).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

INTERVIEW = (
    "Interviewer: Can you tell me about your current role?\n"
    "Priya: Sure. I'm a backend engineer at Stripe. I've been there for three years.\n"
    "Interviewer: What did you do before that?\n"
    "Priya: Before Stripe I worked at Shopify for two years, mostly on payments.\n"
    "Interviewer: What salary are you looking for?\n"
    "Priya: I'm currently at 160,000 and I'd like around 180,000.\n"
)
MEETING = (
    "Sarah: Where are we?\nLena: Engineering finished the API last Friday. The mobile app is about 80 percent done.\n"
)
KITCHEN = "Ana: The plumber fixed the sink on Monday. The kitchen is half done.\n"
MOVE = "Alice: I moved to Denver last week.\n"
TRAIN = "Omar: I took the train from Boston to Chicago in May.\n"
METFORMIN = "Doctor: Are you taking metformin?\nPatient: I was, until January.\n"
INSULIN = "Doctor: Are you still using insulin?\nPatient: I was, but I stopped last year.\n"

CASES = [  # (transcript, false claim, its true twin or None)
    (INTERVIEW, "Priya worked at Stripe for two years.", "Priya worked at Shopify for two years."),
    (INTERVIEW, "Priya has been at Stripe for two years.", "Priya has been at Stripe for three years."),
    (INTERVIEW, "Priya would like around 160,000.", "Priya would like around 180,000."),
    (INTERVIEW, "Priya wants 160,000.", "Priya is currently at 160,000."),
    (MEETING, "The API is about 80 percent done.", "The mobile app is about 80 percent done."),
    (INTERVIEW, "Priya worked at Stripe before Shopify.", "Priya worked at Shopify before Stripe."),
    (INTERVIEW, "Priya worked at Shopify after Stripe.", "Priya worked at Shopify before Stripe."),
    (MOVE, "Alice moved from Denver last week.", "Alice moved to Denver last week."),
    (TRAIN, "Omar took the train from Chicago in May.", "Omar took the train from Boston in May."),
    (METFORMIN, "The patient takes metformin.", None),
    (INSULIN, "The patient uses insulin.", None),
    (MEETING, "The mobile app is finished.", "The API is finished."),
    (MEETING, "The mobile app is done.", "The mobile app is about 80 percent done."),
    (KITCHEN, "The kitchen is done.", "The kitchen is half done."),
]


@pytest.mark.parametrize(("text", "false", "true"), CASES)
def test_false_claim_is_not_verified_and_its_twin_is(text: str, false: str, true: str | None) -> None:
    assert prove(false, text, roles=False).status != "VERIFIED"
    assert prove(false, text, roles=True).status != "VERIFIED"
    if true is not None:
        assert prove(true, text, roles=False).status == "VERIFIED"


def test_the_opposite_side_contradicts() -> None:
    assert prove("Alice moved from Denver last week.", MOVE, roles=False).status == "CONTRADICTED"
