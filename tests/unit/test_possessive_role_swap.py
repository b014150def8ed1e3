"""Who did it and whose thing it was done to, exchanged through "'s": "Bo painted Carl's fence" is no "Carl painted
Bo's fence". Word order reads the two people on either side of the deed (``proof.word_order``); a person the claim
or the evidence names as an owner ("Carl's") is one of them. Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CASES = [
    # (source, the claim with the two exchanged, the claim as said)
    ("Tom: Bo painted Carl's fence on Sunday.\n", "Carl painted Bo's fence.", "Bo painted Carl's fence."),
    ("Lee: Sam fixed Ana's car.\n", "Ana fixed Sam's car.", "Sam fixed Ana's car."),
    (
        "Manager: Priya hired Jordan's brother last month.\n",
        "Jordan hired Priya's brother.",
        "Priya hired Jordan's brother last month.",
    ),
    ("Nurse: Maria cleaned Omar's wound this morning.\n", "Omar cleaned Maria's wound.", "Maria cleaned Omar's wound."),
    (
        "Kim: Dana reviewed Raj's report yesterday.\n",
        "Raj reviewed Dana's report yesterday.",
        "Dana reviewed Raj's report yesterday.",
    ),
]


@pytest.mark.parametrize(("source", "swapped", "said"), _CASES)
@pytest.mark.parametrize("roles", [False, True])
def test_owner_and_doer_exchanged_is_not_verified(source: str, swapped: str, said: str, roles: bool) -> None:
    assert prove(swapped, source, roles=roles).status is not Status.VERIFIED
    assert prove(said, source, roles=roles).status is Status.VERIFIED


@pytest.mark.parametrize("roles", [False, True])
def test_the_passive_said_either_way_round(roles: bool) -> None:
    source = "Tom: Bo painted Carl's fence on Sunday.\n"
    assert prove("Carl's fence was painted by Bo.", source, roles=roles).status is Status.VERIFIED
    assert prove("Bo's fence was painted by Carl.", source, roles=roles).status is not Status.VERIFIED
    passive = "Tom: Carl's fence was painted by Bo.\n"
    assert prove("Bo painted Carl's fence.", passive, roles=roles).status is Status.VERIFIED
    assert prove("Carl painted Bo's fence.", passive, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize("roles", [False, True])
def test_a_speakers_own_deed_on_anothers_thing(roles: bool) -> None:
    source = "Priya: I hired Jordan's brother last month.\n"
    assert prove("Jordan hired Priya's brother.", source, roles=roles).status is not Status.VERIFIED
    assert prove("Priya hired Jordan's brother.", source, roles=roles).status is Status.VERIFIED
