"""A clause of time about what is to come ("when I retire", "once the loan clears", "after I talk to my manager")
before or after a main clause of future or plan ("I will move", "we're hiring", "let's") asserts nothing done: it
is a condition still to come, and a progressive main clause after it is a plan. "All but" before a verb is a near
miss ("I all but gave up"), not before a number ("all but one of the pills"). Issue 12. Every source here is
written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: when i retire i will move to florida\n", "The patient retired."),
        ("Tom: Once the loan clears, we're hiring two engineers.\n", "The loan cleared."),
        ("Lia: When the doctor calls back, I'm going to ask about the dose.\n", "The doctor called back."),
        ("Hugo: Before I visit my parents, I'll buy them a gift.\n", "Hugo visited his parents."),
        ("Max: After the merger closes, I plan to retire.\n", "The merger closed."),
        ("Fay: We're signing the papers as soon as the bank approves the loan.\n", "The bank approved the loan."),
        ("Lee: Until the bank approves the loan, we can't buy the house.\n", "The bank approved the loan."),
        ("Cam: After the call ends, I'm emailing the summary.\n", "The call ended."),
    ],
)
def test_a_time_clause_of_what_is_to_come_asserts_nothing_done(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: Once the loan clears, we're hiring two engineers.\n", "Tom's team hired two engineers."),
        ("Ben: After we close on the house, we're painting the kitchen.\n", "Ben painted the kitchen."),
        ("Kim: Once the baby arrives, I'm taking three months of leave.\n", "Kim took three months of leave."),
    ],
)
def test_a_progressive_after_a_time_clause_to_come_is_a_plan(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: i all but gave up on the diet\n", "The patient gave up on the diet."),
        ("Jon: We all but signed the lease.\n", "Jon signed the lease."),
        ("Patient: my mother all but stopped eating\n", "The patient's mother stopped eating."),
    ],
)
def test_all_but_before_a_verb_is_a_near_miss(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: When I retired, I moved to Florida.\n", "The patient retired."),
        ("Patient: After I stopped smoking my cough got better.\n", "The patient stopped smoking."),
        ("Tom: Once the loan cleared, we hired two engineers.\n", "The loan cleared."),
        ("Patient: when i retire i will move to florida\n", "The patient will move to Florida."),
        ("Patient: I took all but one of the pills.\n", "The patient took all but one of the pills."),
        ("Patient: i'm taking metformin\n", "The patient takes metformin."),
        ("Patient: Once a day, I'm taking metformin.\n", "The patient took metformin."),
        ("Cam: After the call ended, I emailed the summary.\n", "Cam emailed the summary."),
    ],
)
def test_past_time_clauses_and_plain_quantities_still_assert(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED
