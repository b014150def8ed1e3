"""A passive whose doer is the speaker's "by me" / "by us": "My daughter was driven to school by me" says the
speaker drove her, not that she drove the speaker. The claim crediting the deed to the one it was done to is no
support; the claim crediting it to the speaker is (it is about the speaker, though the sentence opens on the
daughter). Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CASES = [
    # (source, the deed credited to the one it was done to, the deed credited to the speaker)
    (
        "Patient: My daughter was driven to school by me.\n",
        "The daughter drove the patient to school.",
        "The patient drove the daughter to school.",
    ),
    (
        "[Ben] My son was picked up by me at noon.\n",
        "The son picked up Ben at noon.",
        "Ben picked up his son at noon.",
    ),
    ("[Ana] The kids were fed by me.\n", "The kids fed Ana.", "Ana fed the kids."),
    (
        "Caller: My mother was taken to the clinic by me on Monday.\n",
        "The mother took the caller to the clinic on Monday.",
        "The caller took the mother to the clinic on Monday.",
    ),
    (
        "Patient: My husband was called by me last night.\n",
        "The husband called the patient last night.",
        "The patient called her husband last night.",
    ),
]


@pytest.mark.parametrize(("source", "done_to", "done_by"), _CASES)
@pytest.mark.parametrize("roles", [False, True])
def test_the_one_it_was_done_to_is_not_the_doer(source: str, done_to: str, done_by: str, roles: bool) -> None:
    assert prove(done_to, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(("source", "done_to", "done_by"), _CASES)
@pytest.mark.parametrize("roles", [False, True])
def test_the_speaker_by_whom_it_was_done_is_the_doer(source: str, done_to: str, done_by: str, roles: bool) -> None:
    assert prove(done_by, source, roles=roles).status is Status.VERIFIED


@pytest.mark.parametrize("roles", [False, True])
def test_the_one_done_to_named_through_the_speakers_name(roles: bool) -> None:
    source = "[Ben] My son was picked up by me at noon.\n"
    assert prove("Ben's son picked up Ben at noon.", source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize("roles", [False, True])
def test_another_doer_by_name_is_still_another(roles: bool) -> None:
    source = "Patient: My daughter was driven to school by Tom.\n"
    assert prove("The patient drove the daughter to school.", source, roles=roles).status is not Status.VERIFIED
