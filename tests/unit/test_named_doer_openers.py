"""``proof.named_doer`` passes over the words of ``lexicon/subject_skips`` before a statement's subject, as the
source's subject reader does: "Yes", "No" and "Now" open a statement without being its doer. Its own list lacked
them, so "Tom: Yes, Sam finished it." bore out "Tom finished it." (the doer looked for was "Yes", no name) and
"Tom: Yes, finished it." contradicted it ("Yes" taken for someone else)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

CLAIM = "Tom finished the payment integration."


@pytest.mark.parametrize("opener", ["Yes,", "Now"])
def test_an_opening_yes_or_now_is_no_doer_the_doer_follows_it(opener: str) -> None:
    source = f"Tom: {opener} Sam finished the payment integration last Friday.\nPriya: Great.\n"
    assert prove(CLAIM, source, roles=False).status is not Status.VERIFIED


def test_a_yes_before_the_speakers_own_deed_keeps_it_theirs() -> None:
    source = "Priya: Did you finish it?\nTom: Yes, finished the payment integration last Friday.\n"
    assert prove(CLAIM, source, roles=False).status is Status.VERIFIED
