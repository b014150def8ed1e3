"""A claim whose subordinate clause holds a modal ("gave an estimate of when the bridge will reopen") still says its
own deed as done: "it's hard to give an estimate" does not bear it out. Nor does the claim's subject, met only as
context ("the minister" of the question), stand in for its verb (issue 12, long sources)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

HEDGED = [
    (
        "Mr. Smith: Can the minister give us a timeline of when this report will be given to the committee?\n"
        "Hon. Jones: Mr. Chair, it's difficult to give a timeline. I want to make sure that the report itself "
        "reflects the reality of the situation to make sure that the committee\n",
        "The minister gave a timeline for when the report will be given to the committee.",
    ),
    (
        "Councillor Ross: Can the engineer give us an estimate of when the bridge will reopen?\n"
        "Engineer Diaz: Well, it's hard to give an estimate. The bridge has damage we are still finding.\n",
        "The engineer gave an estimate of when the bridge will reopen.",
    ),
    (
        "Mr. Hart: Can the nurse give us a time when the results will come back?\n"
        "Nurse Kim: Honestly, it's hard to give a time. The results depend on the lab.\n",
        "The nurse gave a time when the results will come back.",
    ),
    (
        "Tenant: Can the landlord give us a date when the heating will be fixed?\n"
        "Landlord Price: It's difficult to give a date. The heating parts are on back order.\n",
        "The landlord gave a date when the heating will be fixed.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), HEDGED)
def test_a_deed_said_hard_to_do_is_not_done(source: str, claim: str) -> None:
    assert prove(claim, source).status.name != "VERIFIED"


def test_a_deed_done_with_a_subordinate_future_stays_verified() -> None:
    source = (
        "Tenant: Can the landlord give us a date when the heating will be fixed?\n"
        "Landlord Price: Yes. I gave you a date when the heating will be fixed: it is Friday.\n"
    )
    assert prove("The landlord gave a date when the heating will be fixed.", source).status.name == "VERIFIED"
