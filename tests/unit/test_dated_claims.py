"""``verify.dated_claims.as_said``: a claim's dates as a source recorded at a known time says them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from factlayer.verify.dated_claims import as_said

SOURCE = "Jon: I lost my job last Friday.\nGina: Oh no! When did you tell your wife?\nJon: Yesterday."
MONDAY = datetime(2023, 1, 23, 16, 4, tzinfo=UTC)  # "last Friday": 20 January; "yesterday": 22 January


@pytest.mark.parametrize(
    ("claim", "said"),
    [
        (
            "Jon lost his job last Friday (the Friday before 23 January 2023, 20 January 2023).",
            "Jon lost his job last Friday.",
        ),
        ("Jon lost his job on 20 January 2023.", "Jon lost his job last Friday."),
        ("Jon told his wife on January 22, 2023.", "Jon told his wife Yesterday."),
        # not the day a source's words name, or not a gloss this recording time gives: left as written
        ("Jon lost his job on 14 January 2023.", "Jon lost his job on 14 January 2023."),
        ("Jon lost his job last Friday (20 January 2024).", "Jon lost his job last Friday (20 January 2024)."),
        ("Jon takes metformin (500 mg).", "Jon takes metformin (500 mg)."),
        ("Jon lost his job in January 2023.", "Jon lost his job in January 2023."),
    ],
)
def test_dates_as_said(claim: str, said: str) -> None:
    assert as_said(claim, SOURCE, MONDAY) == said


def test_no_recording_time_no_change() -> None:
    assert as_said("Jon lost his job on 13 January 2023.", SOURCE, None) == "Jon lost his job on 13 January 2023."
