"""Who asked: "Can you call me if the stomach gets worse?", said by the parent to the nurse, is the parent's request —
no "The nurse asked Mrs. Patel to call …", however the one asked is named (a name the source only says, tied to no
speaker, skipped the holder's check). Every source here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CASES = [
    (
        "[nurse] Hi, is this Mrs. Patel? This is Joan, the nurse.\n"
        "[parent] Okay. But can you call me if the stomach gets worse?\n[nurse] Of course.\n",
        "The nurse asked Mrs. Patel to call if the stomach gets worse.",
        "The parent asked the nurse to call if the stomach gets worse.",
    ),
    (
        "[teacher] Hello, am I speaking with Ms. Reyes?\n[parent] Yes. Please email me the reading list tonight.\n",
        "The teacher asked Ms. Reyes to email the reading list tonight.",
        "The parent asked the teacher to email the reading list tonight.",
    ),
    (
        "[host] Welcome, you must be Ms. Kaur.\n[guest] I am. Please bring me a blanket.\n",
        "The host asked Ms. Kaur to bring a blanket.",
        "The guest asked the host to bring a blanket.",
    ),
]


@pytest.mark.parametrize(("source", "swapped", "said"), _CASES)
@pytest.mark.parametrize("roles", [False, True])
def test_a_request_credited_to_the_one_asked_is_not_verified(source: str, swapped: str, said: str, roles: bool) -> None:
    assert prove(swapped, source, roles=roles).status is not Status.VERIFIED
    assert prove(said, source, roles=roles).status is Status.VERIFIED
