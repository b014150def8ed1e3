"""Issue 12: the readers that decided "may" on their own now ask ``nlp.may_month``. A run-on's "… and in may i
started running" is cut before "i" as "… in june i started" is (the month is no function word that keeps the
subject in its clause); a question opening on the month ("May 3rd you had the scan?") is no permission asked, so
its "yes" reports the deed; the digest counts the month as key content (``digest.tokens.month_mays``). The modal
keeps all three (``test_may_month``'s modal cases)."""

from __future__ import annotations

import pytest

from factlayer.digest.grounding import ground
from factlayer.nlp.run_ons import run_on_cuts
from factlayer.proof.proof import Status, prove


def _pieces(text: str) -> list[str]:
    return [text[a:b].strip() for a, b in run_on_cuts(text, [(0, len(text))])]


@pytest.mark.parametrize(
    "text",
    [
        "i trained hard all winter and in may i started running every day",
        "we looked at houses for a year and by may we bought one downtown",
    ],
)
def test_a_run_on_is_cut_after_the_month(text: str) -> None:
    assert len(_pieces(text)) == 2


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "[doctor] May 3rd you had the scan at the clinic?\n[patient] Yes.\n",
            "The patient had the scan at the clinic.",
        ),
        ("[doctor] may 2024 you moved to denver?\n[patient] yes.\n", "The patient moved to Denver in May 2024."),
    ],
)
def test_a_yes_to_a_question_opening_on_the_month_reports_the_deed(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_the_digest_does_not_ground_a_month_the_source_does_not_say() -> None:
    """The digest read every "may" as the modal, a function word: "Sam sold the house in May." grounded in full in
    a source saying June, so a fact the source does not say could be stored."""
    source = "[Sam] I sold the house in June. We moved to Ohio after that.\n"
    grounding = ground("Sam sold the house in May.", source)
    assert not grounding.grounded
    assert grounding.missing == ["May"]
