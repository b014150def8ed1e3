"""The extractor bench's published junk rules (bench/eval_extract.py): a whole clause is no junk.

"cut mid-clause" flagged every stored fact whose text or quote ended on "you", "that" or "is", though
those words end whole clauses as objects ("… double check for you", "… a reaction to that") or after a
wh-word ("how special our bonds are"); they count only where nothing can end there.
"""

from __future__ import annotations

import pytest
from bench.eval_extract import junk


@pytest.mark.parametrize(
    "quote",
    [
        "i will have to double check for you",
        "i just wanted to check your last , uh , diabetic labs that we did on you .",
        "a bmi greater than 27 would qualify you .",
        "i would avoid the dexamethasone , because i saw you have a little reaction to that .",
        "we've been giving you the gabapentin neurontin for that .",
        "Those milestones are great reminders of how special our bonds are.",
        "I love how uncomplicated it is.",
        "I do that every week and I still do that.",
    ],
)
def test_a_whole_clause_ending_on_an_object_or_after_a_wh_word_is_no_cut(quote: str) -> None:
    assert junk("The patient takes lisinopril every morning.", quote) is None


@pytest.mark.parametrize(
    "quote",
    [
        "and my knee started hurting because you",
        "so i went back to the clinic and i think that",
        "the thing that worries me the most is",
        "so the pain is",
        "yeah so many patients are very successful with rehab and",
        "i went to see my doctor about the",
    ],
)
def test_a_clause_cut_off_is_still_flagged(quote: str) -> None:
    assert junk("The patient takes lisinopril every morning.", quote) == "cut mid-clause"
