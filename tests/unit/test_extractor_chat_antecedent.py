"""A chat's "it helps me …" after a clause about one thing in the same turn names that thing
(``digest/chat_antecedent.py``). Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> dict[str, str | None]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return {a.candidate.text: a.candidate.subject_name for a in assessments if a.accepted}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Ravi: My garden is my happy place. It keeps me calm.\nLena: Nice!\n",
            "Ravi says their garden keeps them calm.",
        ),
        (
            "Lena: Knitting has been my hobby for years - it helps me unwind after work.\nRavi: Cool.\n",
            "Lena says knitting helps them unwind after work.",
        ),
        (
            "Ravi: I started ceramics in May. Ceramics is a big part of my week - it brings me so much joy.\n"
            "Lena: Wow.\n",
            "Ravi says ceramics brings them so much joy.",
        ),
    ],
)
async def test_it_names_the_thing_the_clause_before_is_about(text: str, fact: str) -> None:
    stored = await _stored(text)
    assert fact in stored
    assert stored[fact] == text.split(":")[0]


@pytest.mark.parametrize(
    "text",
    [
        "Ravi: Marco is my best friend. It helps me relax.\nLena: Nice.\n",  # a name: no thing
        "Ravi: My kids are wonderful. It keeps me busy.\nLena: Nice.\n",  # plural: "it" is not them
        "Ravi: I went to the lake. It helps me relax.\nLena: Nice.\n",  # the clause before is about the speaker
        "Ravi: My garden is my happy place. It's hard, though.\nLena: Nice.\n",  # "it's": a dummy as often
        "Ravi: Hiking was fun.\nLena: It helps me relax.\n",  # another speaker's turn
        "Ravi: Pottery is my passion. It keeps me calm.\nLena: Nice.\n",  # no lower-case "pottery": maybe a name
    ],
)
async def test_no_thing_is_written_in_when_a_rule_fails(text: str) -> None:
    stored = await _stored(text)
    assert not any(f.endswith(("relax.", "busy.", "calm.")) for f in stored), stored
    assert not any("hard" in f for f in stored), stored
