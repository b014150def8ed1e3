"""Issue #14, helper extract40: kinds of chat statement the offline extractor declined, each by a general rule,
through the whole digest (extractor, then the proof engine). Every transcript here is written for the test (no
corpus text).

- *a degree "so"* ("I'm so excited to meet …", "it's been so helpful to have …"): the clause cut read "so" as a
  connector and split the clause into "I'm" and "excited to meet …", neither a fact (``nlp.sentences.split_clauses``,
  ``lexicon/degree_so_heads.txt``); a "so" that joins two clauses ("I was tired so I went home") still cuts;
- *a phrase set off by a comma before the speaker's "I"* ("Besides writing, I also paint landscapes …"): no verb was
  found before the comma and the clause was dropped as a fragment (``set_off_leads``).
"""

from __future__ import annotations

import pytest

from factlayer.nlp.sentences import split_clauses
from tests.unit.digests import stored

OPENING = "Mel: Hi Caroline! How are you?\n"


def _clauses(text: str) -> list[str]:
    return [text[a:b] for a, b in split_clauses(text)]


# --- a degree "so" ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "I'm so excited to meet other people in the community and learn more about advocacy.",
            "Caroline is so excited to meet other people in the community and learn more about advocacy.",
        ),
        ("I am so glad I found the support group.", "Caroline is so glad they found the support group."),
        (
            "It's been so helpful to have people around me who accept and support me.",
            "Caroline says it's been so helpful to have people around them who accept and support them.",
        ),
    ],
)
async def test_a_degree_so_keeps_its_clause(said: str, fact: str) -> None:
    assert fact in [f for f, _ in await stored(f"{OPENING}Caroline: {said}\nMel: Nice.\n")]


@pytest.mark.parametrize(
    ("sentence", "clauses"),
    [
        ("I'm so excited to meet them.", ["I'm so excited to meet them."]),
        ("It was so special having them here.", ["It was so special having them here."]),
        ("I was tired so I went home.", ["I was tired", "I went home."]),  # a connector: still a cut
        ("It rained, so we stayed in.", ["It rained", "we stayed in."]),
    ],
)
def test_only_a_connecting_so_cuts_a_clause(sentence: str, clauses: list[str]) -> None:
    assert _clauses(sentence) == clauses


async def test_praise_with_a_degree_so_stays_out() -> None:
    facts = [f for f, _ in await stored(f"{OPENING}Caroline: I'm so proud of you.\nMel: Thanks!\n")]
    assert facts == []


# --- a phrase set off by a comma before the speaker's "I" -------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Besides writing, I also paint landscapes at the lake.",
            "Caroline also paints landscapes at the lake besides writing.",
        ),
    ],
)
async def test_a_set_off_lead_before_i_is_no_fragment(said: str, fact: str) -> None:
    assert fact in [f for f, _ in await stored(f"{OPENING}Caroline: {said}\nMel: Nice.\n")]


async def test_thanks_before_i_stays_out() -> None:
    text = f"{OPENING}Caroline: Thanks for the compliment, I really appreciate it!\nMel: Sure.\n"
    assert [f for f, _ in await stored(text)] == []
