"""A name the source only calls (a vocative: "Anna, I emailed …", "Okay Anna, we …", "… , Anna.") is whom the
speaker talks to, not who did what the speaker says "I"/"we" did: "Tom: Anna, I emailed the client" bore out "Anna
emailed the client" (a fact credited to the wrong person). Its look-alikes — Anna said as the doer, Anna answering
"Yes" to "Anna, you sent …", the labelled speaker's own deed — stay borne out. Sentences written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


def _status(claim: str, source: str) -> Status:
    return prove(claim, source, roles=False).status


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: Anna, I emailed the client this morning.", "Anna emailed the client."),
        ("Rita: Marco, I booked the flights to Lisbon.", "Marco booked the flights to Lisbon."),
        ("Ken: Okay Priya, we booked the room for Friday.", "Priya booked the room for Friday."),
        ("Lena: So Jonas, I fixed the login bug last night.", "Jonas fixed the login bug."),
        ("Omar: Hey Sofia, I ordered the new laptops.", "Sofia ordered the new laptops."),
        ("Tom: Thanks Anna, I sent it.", "Anna sent it."),
        ("Tom: Thanks, Anna. I sent the report.", "Anna sent the report."),
        ("Dev: I fixed the login bug, Clara.", "Clara fixed the login bug."),
        ("Mia: Right, Ben, we signed the lease yesterday.", "Ben signed the lease."),
        ("Paul: Nina, I'll call the supplier tomorrow.", "Nina will call the supplier tomorrow."),
        ("Sara: Hi Leo, I've paid the invoice.", "Leo has paid the invoice."),
        ("Ivan: Greta, we moved the meeting to Monday.", "Greta moved the meeting to Monday."),
    ],
)
def test_a_called_name_is_not_who_did_the_speakers_deed(source: str, claim: str) -> None:
    assert _status(claim, source) is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: Anna sent the report yesterday.", "Anna sent the report."),
        ("Tom: Anna, you sent the report, right?\nAnna: Yes.", "Anna sent the report."),
        ("Tom: Anna, I emailed the client.\nAnna: Great.", "Tom emailed the client."),
        ("Tom: Anna, I emailed the client this morning.", "Tom emailed the client."),
        ("Rita: Marco, I booked the flights to Lisbon.", "Rita booked the flights to Lisbon."),
        ("Ken: Okay Priya, we booked the room for Friday.", "Ken booked the room for Friday."),
        ("Dev: I fixed the login bug, Clara.", "Dev fixed the login bug."),
        ("Omar: Hey Sofia, Marco ordered the new laptops.", "Marco ordered the new laptops."),
        ("Lena: So yesterday Jonas fixed the login bug.", "Jonas fixed the login bug."),
        ("Ivan: I talked to Greta. Greta moved the meeting to Monday.", "Greta moved the meeting to Monday."),
        ("Sara: Leo paid the invoice, so we are done.", "Leo paid the invoice."),
    ],
)
def test_the_doer_said_or_the_speaker_is_still_borne_out(source: str, claim: str) -> None:
    assert _status(claim, source) is Status.VERIFIED
