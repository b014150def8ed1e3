"""Issue #12, round 48: a false twin whose rival the core says — another amount, another time from now, another
member of a closed class, an opposite — answered UNVERIFIABLE because a claim word or two is said otherwise
("had a great time … hiking" for "went hiking", "my knees were killing me" for "knees hurt"): the window lacks
words, so the rival never decided (``proof.rival_beside``). Each false case fails on the engine before the rule.

The true look-alikes guard its bounds: two values both said (before and now, or of two things), the claim's own
amount, time or word said elsewhere in the source (or its synonym: "dad" for "father"), a relative beside another
relative (each has their own history), a rival in a denied statement ("wasn't hard at all"), and the true twins,
which must not become CONTRADICTED.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

# (source, false twin, its true twin)
RIVALS = [
    (  # an amount, two claim words only asked of
        "Doctor: How much cranberry juice do you drink?\nPatient: Oh, I only drink about 6 ounces or so.\n",
        "The patient drinks about 16 ounces of cranberry juice.",
        "The patient drinks about 6 ounces of cranberry juice.",
    ),
    (  # an amount of time, the thing only referred to
        "Tess: I first read it around 5 years ago, and I still love it.\n",
        "Tess first read the fantasy novel around five months ago.",
        "Tess first read the fantasy novel around five years ago.",
    ),
    (  # a time from now, the deed said otherwise
        "Priya: I had the best afternoon last weekend fishing with my cousins at the lake.\n",
        "Priya went fishing with her cousins last month.",
        "Priya went fishing with her cousins last weekend.",
    ),
    (  # a member of a closed class, the verb said otherwise
        "Patient: After raking leaves all Saturday my wrists were just killing me by the evening.\n",
        "The patient's elbows hurt after raking leaves all Saturday.",
        "The patient's wrists hurt after raking leaves all Saturday.",
    ),
    (  # an opposite, the verb said otherwise
        "Omar: Training for the marathon has been really hard, but I'm not giving up.\n",
        "Omar finds training for the marathon easy.",
        "Omar finds training for the marathon hard.",
    ),
]


@pytest.mark.parametrize(("source", "false", "true"), RIVALS)
def test_a_rival_beside_a_word_said_otherwise_contradicts(source: str, false: str, true: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove(true, source).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (  # both amounts said, at two times: neither denies the other
            "Doctor: Do you smoke?\nPatient: I used to smoke a pack a day, now I smoke half a pack.\n",
            "The patient smoked a pack of cigarettes a day in the past.",
        ),
        (
            "Doctor: How much do you walk?\nPatient: I walk two miles every morning. On weekends my wife and I do "
            "five miles together.\n",
            "The patient walks five miles with his wife on weekends.",
        ),
        (  # the claim's amount is said of the thing in another turn
            "Doctor: How many glasses of water a day?\nPatient: Maybe four. And coffee, about 2 cups, sometimes 3 "
            "glasses of iced tea.\n",
            "The patient drinks about four glasses of water daily.",
        ),
        (  # the claim's time is said elsewhere
            "Priya: Last month we went fishing at the lake with my cousins. Last weekend I had a quiet afternoon "
            "reading.\n",
            "Priya went fishing with her cousins last month.",
        ),
        (  # the claim's class word is said elsewhere
            "Patient: My elbows ache when I type. After raking leaves all Saturday my wrists were killing me too.\n",
            "The patient's elbows hurt when typing.",
        ),
        (  # a relative is no rival of another relative; "dad" says "father"
            "Doctor: Any family history of lung problems?\nPatient: My grandfather on my dad's side had emphysema. I "
            "think my uncle from my mom's side of the family and my cousins on my dad's side of the family are "
            "asthmatic?\n",
            "The patient thinks an uncle on the mother's side and cousins on the father's side are asthmatic.",
        ),
        (  # the rival is denied, not said
            "Jon: Honestly, finding investors wasn't hard at all for me.\n",
            "Jon found the search for investors easy.",
        ),
    ],
)
def test_a_true_look_alike_is_not_contradicted(source: str, claim: str) -> None:
    proof = prove(claim, source)
    assert proof.status is not Status.CONTRADICTED, proof.reason
