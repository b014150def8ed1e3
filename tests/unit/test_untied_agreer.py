"""A claim that a person agreed ("The minister agreed that the budget should be cut") names the one who agreed by a
person word ("minister", "coach", "manager") that is no speaker's label or name: the words agreed to are someone's
(or no one's, where the labels are not read), never tied to that person — the claim is not borne out however many
of its words the source holds. A speaker of that role agreeing ("Minister: Yes, I agree.") still bears it out.
Every source here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CASES = [
    (
        "Ms. Collins: The minister mentioned the housing plan. The housing plan cuts funding for schools.\n"
        "Mr. Hussen: I disagree with the member.\n",
        "The minister agreed that the housing plan cuts funding for schools.",
    ),
    (
        "Anna: The minister spoke yesterday. The budget should be cut by ten percent.\nAhmed: I disagree.\n",
        "The minister agreed that the budget should be cut.",
    ),
    (
        "Kim: Our coach talked to us. The team trains at six.\nLee: That's not right.\n",
        "The coach agreed that the team trains at six.",
    ),
    (
        "Anna: The budget should be cut by ten percent.\nMinister - Ahmed: I disagree.\n",
        "The minister agreed that the budget should be cut.",
    ),
    (
        "Raj: My landlord called me. The rent goes up in June.\nDana: I doubt it.\n",
        "The landlord agreed that the rent goes up in June.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), _CASES)
@pytest.mark.parametrize("roles", [False, True])
def test_an_agreer_tied_to_no_speaker_is_not_verified(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize("roles", [False, True])
def test_a_speaker_of_that_role_agreeing_still_bears_it_out(roles: bool) -> None:
    agreed = "Anna: The budget should be cut by ten percent.\nMinister: Yes, I agree.\n"
    assert prove("The minister agreed that the budget should be cut.", agreed, roles=roles).status is Status.VERIFIED
    own = "Coach: The team trains at six.\nLee: Okay.\n"
    assert prove("The coach agreed that the team trains at six.", own, roles=roles).status is Status.VERIFIED
    named = "Anna: The budget should be cut by ten percent.\nAhmed: Yes, I agree.\n"
    assert prove("Ahmed agreed that the budget should be cut.", named, roles=roles).status is Status.VERIFIED
