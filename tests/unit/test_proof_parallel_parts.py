"""Parallel parts of one sentence, each pairing a qualifier (a time, a season, a day, a place, a person) with its
own predicate: a claim must find its units in ONE part, not recombine one part's qualifier with the other part's
predicate ("In summer I cycle, in winter I ski" does not say "Ana skis in summer"). The true reading of each part
stays VERIFIED. A possessor is not the thing it owns ("Bo's dog bit Carl" is no "Bo bit Carl"), nor is a thing of
another owner the claim's ("my wife's mother" is no "the patient's mother"); "used to" belongs to its own part; a
relative the speaker did it with did it too ("I went to Lisbon with my brother"); a count after "from" is in the unit
said before it. Sources written for the test (a doctor visit, a sales call, a team meeting, a chat).

Each case: (source, true claim, its false twin)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

CASES: list[tuple[str, str, str]] = [
    # doctor visit
    (
        "[patient] My knee aches in the morning, my hip aches at night.\n",
        "The patient's hip aches at night.",
        "The patient's hip aches in the morning.",
    ),
    (
        "[patient] The cough is dry in the morning and wet in the evening.\n",
        "The cough is wet in the evening.",
        "The cough is dry in the evening.",
    ),
    (
        "[patient] On weekdays I sleep six hours, on Sundays I sleep late.\n",
        "The patient sleeps late on Sundays.",
        "The patient sleeps late on weekdays.",
    ),
    (
        "[patient] In winter my eczema flares, in summer my asthma flares.\n",
        "The patient's asthma flares in summer.",
        "The patient's asthma flares in winter.",
    ),
    (
        "[patient] I used to smoke cigars; now I chew gum.\n",
        "The patient used to smoke cigars.",
        "The patient used to chew gum.",
    ),
    (
        "[doctor] Your mother's knee was replaced last year.\n",
        "The patient's mother's knee was replaced last year.",
        "The patient's mother was replaced last year.",
    ),
    # sales call
    (
        "[rep] On Tuesdays we ship to Denver, on Thursdays we ship to Tucson.\n",
        "They ship to Tucson on Thursdays.",
        "They ship to Denver on Thursdays.",
    ),
    (
        "[rep] Maria handles Ohio and Priya handles Texas.\n",
        "Priya handles Texas.",
        "Priya handles Ohio.",
    ),
    (
        "[rep] In spring we sell umbrellas, in autumn we sell heaters.\n",
        "They sell heaters in autumn.",
        "They sell umbrellas in autumn.",
    ),
    (
        "[buyer] We used to order from Acme; now we order from Globex.\n",
        "The buyer used to order from Acme.",
        "The buyer used to order from Globex.",
    ),
    (
        "[rep] The client's lawyer signed the contract.\n",
        "The client's lawyer signed the contract.",
        "The client signed the contract.",
    ),
    # team meeting
    (
        "[Mgr] Omar reviews the backend and Lena reviews the frontend.\n",
        "Lena reviews the frontend.",
        "Lena reviews the backend.",
    ),
    (
        "[Mgr] On Mondays we meet, on Fridays we demo.\n",
        "The team demos on Fridays.",
        "The team demos on Mondays.",
    ),
    (
        "[Mgr] In the morning Dev codes, in the afternoon Dev tests.\n",
        "Dev tests in the afternoon.",
        "Dev tests in the morning.",
    ),
    (
        "[Mgr] Sam's manager approved the budget.\n",
        "Sam's manager approved the budget.",
        "Sam approved the budget.",
    ),
    (
        "[Mgr] Jo leads design and Kai leads research.\n",
        "Kai leads research.",
        "Kai leads design.",
    ),
    # chat between friends
    (
        "[Ana] In summer I surf, in winter I snowboard.\n",
        "Ana snowboards in winter.",
        "Ana snowboards in summer.",
    ),
    (
        "[Ana] On Saturdays I hike, on Sundays I read.\n",
        "Ana reads on Sundays.",
        "Ana reads on Saturdays.",
    ),
    (
        "[Bo] I used to live in Lyon; now I live in Oslo.\n",
        "Bo used to live in Lyon.",
        "Bo used to live in Oslo.",
    ),
    (
        "[Bo] My sister's cat scratched Ana.\n",
        "Bo's sister's cat scratched Ana.",
        "Bo's sister scratched Ana.",
    ),
    (
        "[Bo] Mia's brother fixed my bike.\n",
        "Mia's brother fixed Bo's bike.",
        "Mia fixed Bo's bike.",
    ),
    # a relative who does it with the speaker
    (
        "[patient] I walk every morning with my husband.\n",
        "The patient's husband walks every morning.",
        "The patient's son walks every morning.",
    ),
    (
        "[Tom] I went to Lisbon with my brother.\n[Tom] We stayed for six days.\n",
        "Tom's brother went to Lisbon.",
        "Tom's sister went to Lisbon.",
    ),
    # another owner of the same thing
    (
        "[patient] My wife's mother has dementia.\n",
        "The patient's wife's mother has dementia.",
        "The patient's mother has dementia.",
    ),
    (
        "[patient] You told me my sugar was high.\n",
        "The patient's sugar was high.",
        "The doctor's sugar was high.",
    ),
    (
        "[rep] Our client's budget was cut.\n",
        "The client's budget was cut.",
        "The rep's budget was cut.",
    ),
    (
        "[Lee] Her team missed the deadline. My team finished early.\n",
        "Lee's team finished early.",
        "Lee's team missed the deadline.",
    ),
    (
        "[Ana] My sister's car broke down.\n",
        "Ana's sister's car broke down.",
        "Ana's car broke down.",
    ),
    (
        "[Ana] The food was great at lunch and awful at dinner.\n",
        "The food was awful at dinner.",
        "The food was great at dinner.",
    ),
]


@pytest.mark.parametrize(("source", "true_claim", "false_claim"), CASES)
@pytest.mark.parametrize("roles", [False, True])
def test_the_true_part_is_verified_and_the_recombined_one_is_not(
    source: str, true_claim: str, false_claim: str, roles: bool
) -> None:
    assert prove(true_claim, source, roles=roles).status is Status.VERIFIED
    assert prove(false_claim, source, roles=roles).status is not Status.VERIFIED


# A list of qualifiers under one predicate binds nothing: each is said of the one predicate.
SHARED: list[tuple[str, str]] = [
    ("[patient] The pain is worse in the morning and at night.\n", "The pain is worse at night."),
    ("[patient] I take metformin and insulin in the morning.\n", "The patient takes insulin in the morning."),
    ("[Ana] I swim on Mondays and on Fridays.\n", "Ana swims on Fridays."),
    ("[Mgr] Jin and Rosa lead Austin.\n", "Rosa leads Austin."),
    ("[Ana] In summer I cycle and swim.\n", "Ana swims in summer."),
]


@pytest.mark.parametrize(("source", "claim"), SHARED)
def test_a_shared_predicate_still_bears_out_each_qualifier(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


def test_a_score_out_of_a_scale_keeps_its_order() -> None:
    source = "[patient] The pain is a seven out of ten.\n"
    assert prove("The pain is a seven out of ten.", source, roles=False).status is Status.VERIFIED
    assert prove("The pain is a ten out of seven.", source, roles=False).status is not Status.VERIFIED


# A bare count after "from" counts in the unit said before it, and the time after it is its own.
FROM: list[tuple[str, str, str]] = [
    (
        "[Ana] We sold 300 units in March, up from 200 in February.\n",
        "They sold 200 units in February.",
        "They sold 300 units in February.",
    ),
    (
        "[patient] I weigh 180 pounds now, down from 200 in May.\n",
        "The patient weighed 200 pounds in May.",
        "The patient weighed 180 pounds in May.",
    ),
]


@pytest.mark.parametrize(("source", "true_claim", "false_claim"), FROM)
def test_a_count_after_from_takes_the_unit_before_it(source: str, true_claim: str, false_claim: str) -> None:
    assert prove(true_claim, source, roles=False).status is Status.VERIFIED
    assert prove(false_claim, source, roles=False).status is not Status.VERIFIED
