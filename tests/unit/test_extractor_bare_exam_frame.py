"""A clinician's unpunctuated exam frame, with or without a determiner ("on pelvic exam i palpate a firm nodule", "on
the lung exam i hear some wheezing", "on examination we note a healed scar"): the finding after it is a statement,
not a fragment (``set_off_leads.framed_rest``), and the frame moves to the end of the fact as a comma-marked one
does. A frame whose rest is no statement ("on abdominal exam i did") stays a fragment. Every transcript here is
written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import junk_reason


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("on pelvic exam i palpate a firm nodule on the left side", "firm nodule"),
        ("the skin is warm and on the lung exam i hear some wheezing at the bases", "wheezing"),
        ("on examination we note a healed scar over the right knee", "healed scar"),
    ],
)
async def test_a_finding_after_a_bare_exam_frame_is_stored(said: str, kept: str) -> None:
    text = f"[doctor] hello , how are you ?\n[patient] fine .\n[doctor] {said}\n"
    stored = await _stored(text)
    assert any(kept in fact and fact.startswith("The doctor") for fact in stored), stored


@pytest.mark.parametrize(
    "clause",
    ["on abdominal exam i did", "on examination of the", "on bimanual exam"],
)
def test_a_frame_with_no_statement_after_it_stays_junk(clause: str) -> None:
    assert junk_reason(clause, clinician=True) is not None
