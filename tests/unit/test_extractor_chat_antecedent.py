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


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (  # "it's" and a noun phrase after a clause about one thing, with its "'s"
            "Ravi: Knitting's a fun way to spend my evenings. It's a great way to unwind after work.\nLena: Cool.\n",
            "Ravi says knitting is a great way to unwind after work.",
        ),
        (  # "… but it's …" in the same sentence
            "Lena: Moving abroad is scary but it's the only way to learn a language.\nRavi: True.\n",
            "Lena says moving abroad is the only way to learn a language.",
        ),
        (  # "it's about …" after a quoted title
            'Ravi: "Home" by Nina Ortiz has a lot of meaning for me. It\'s about being brave and staying true.\n'
            "Lena: Nice.\n",
            'Ravi says "Home" by Nina Ortiz is about being brave and staying true.',
        ),
        (  # "it's made me …": "it has"
            "Lena: I agree - cycling to work is key for my health. It's made me stronger.\nRavi: Great.\n",
            "Lena says cycling to work has made them stronger.",
        ),
        (  # "it's where …"
            "Ravi: My garden is my favourite place. It's where I read every morning.\nLena: Lovely.\n",
            "Ravi says their garden is where they read every morning.",
        ),
    ],
)
async def test_it_is_names_the_thing_the_clause_before_is_about(text: str, fact: str) -> None:
    stored = await _stored(text)
    assert fact in stored, stored


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # an extraposed "it's a shame that …": "it" is the clause after it (lexicon/extraposed_nouns.txt)
        ("Ravi: My garden is my favourite place. It's a good idea to water it daily.\nLena: Sure.\n", "idea"),
        # the clause before has two parts: which one "it" is, the words do not tell
        (
            "Lena: My shop's going well, just been keeping up with orders. It's been a lot of work.\nRavi: Wow.\n",
            "work",
        ),
        # an adjective: "it's tough" is as often a dummy
        ("Ravi: My garden is my favourite place. It's tough in winter.\nLena: Sure.\n", "tough"),
    ],
)
async def test_it_is_stays_unresolved_when_a_rule_fails(text: str, word: str) -> None:
    stored = await _stored(text)
    assert not any(word in f for f in stored), stored
