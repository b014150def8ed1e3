"""Kinds of the adversarial set (bench/adversarial_claims.py) fixed in round 11, each with its twin:

- a deed said only in the simple past is no present habit ("I exercised every day last month" is not "exercises
  every day"; proof/tense.py), while a perfect or the present still bears it out;
- an ability is no deed done ("I can write the report" is not "wrote the report"; proof/realis.py);
- a denial does not reach a clause of its own: after a comma and a new subject ("Bo can't make it, he's sick"),
  after "since" when the main clause holds only the claim's subject ("I haven't seen Bo since he moved"), after
  "except" under "nothing" ("Nothing helps except ice"), or after "only" ("doesn't hurt when I walk, only when I
  run"; proof/polarity.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[patient] I exercised every day last month.\n", "The patient exercises every day.", Status.UNVERIFIABLE),
        ("[patient] I exercised every day last month.\n", "The patient exercised every day.", Status.VERIFIED),
        ("[patient] I exercise every day.\n", "The patient exercises every day.", Status.VERIFIED),
        ("[Kim] I lived in Paris.\n", "Kim lives in Paris.", Status.UNVERIFIABLE),
        ("[Kim] I live in Paris.\n", "Kim lives in Paris.", Status.VERIFIED),
        ("[patient] I worked as a nurse for ten years.\n", "The patient works as a nurse.", Status.UNVERIFIABLE),
        ("[patient] I've worked as a nurse for ten years.\n", "The patient works as a nurse.", Status.VERIFIED),
        ("[patient] I took ibuprofen yesterday.\n", "The patient took ibuprofen.", Status.VERIFIED),
    ],
)
def test_what_was_done_is_not_what_is_done(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[Kim] I can write the report.\n", "Kim wrote the report.", Status.UNVERIFIABLE),
        ("[Kim] I can write the report.\n", "Kim has written the report.", Status.UNVERIFIABLE),
        ("[Kim] I can write the report.\n", "Kim can write the report.", Status.VERIFIED),
        ("[patient] I'm able to walk to the mailbox.\n", "The patient walked to the mailbox.", Status.UNVERIFIABLE),
        ("[patient] I was able to walk to the mailbox.\n", "The patient walked to the mailbox.", Status.VERIFIED),
        ("[Ana] Bo, can you call the plumber?\n[Bo] Sure.\n", "Bo called the plumber.", Status.UNVERIFIABLE),
        ("[Ana] Bo, did you call the plumber?\n[Bo] Sure.\n", "Bo called the plumber.", Status.VERIFIED),
    ],
)
def test_an_ability_is_no_deed_done(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[Ana] Bo can't make it, he's sick.\n", "Bo is sick.", Status.VERIFIED),
        ("[Ana] Bo can't make it, he's sick.\n", "Bo can make it.", Status.CONTRADICTED),
        ("[Ana] Bo isn't sick, he's just tired.\n", "Bo is sick.", Status.CONTRADICTED),
        ("[Ana] I haven't seen Bo since he moved to Oslo.\n", "Bo moved to Oslo.", Status.VERIFIED),
        (
            "[Ana] I haven't seen Bo since he moved to Oslo.\n",
            "Ana has seen Bo since he moved to Oslo.",
            Status.CONTRADICTED,
        ),
        ("[Ana] Nothing helps except ice.\n", "Ice helps.", Status.VERIFIED),
        ("[Ana] Nothing helps except ice.\n", "Heat helps.", Status.UNVERIFIABLE),
        (
            "[patient] It doesn't hurt when I walk, only when I run.\n",
            "It hurts when the patient runs.",
            Status.VERIFIED,
        ),
        (
            "[patient] It doesn't hurt when I walk, only when I run.\n",
            "It hurts when the patient walks.",
            Status.CONTRADICTED,
        ),
        (
            "[patient] It doesn't hurt when I walk up the stairs.\n",
            "It hurts when the patient walks up the stairs.",
            Status.CONTRADICTED,
        ),
    ],
)
def test_a_denial_stops_where_another_clause_begins(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[Ana] Everyone came except Dee.\n", "Everyone came.", Status.CONTRADICTED),
        ("[Ana] Everyone came except Dee.\n", "Everyone came except Dee.", Status.VERIFIED),
        ("[Ana] Everyone came.\n", "Everyone came.", Status.VERIFIED),
        (
            "[patient] I take all my pills except the vitamin.\n",
            "The patient takes all his pills.",
            Status.CONTRADICTED,
        ),
    ],
)
def test_all_is_not_borne_out_by_all_but_one(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[Ana] Bo and Carl came, but Dee didn't.\n", "Bo, Carl and Dee came.", Status.UNVERIFIABLE),
        ("[Ana] Bo and Carl came, but Dee didn't.\n", "Bo and Carl came.", Status.VERIFIED),
        ("[patient] My knee hurts, but my back doesn't.\n", "The patient's knee and back hurt.", Status.UNVERIFIABLE),
        ("[patient] My knee hurts, and my back too.\n", "The patient's knee and back hurt.", Status.VERIFIED),
    ],
)
def test_a_list_does_not_take_in_the_one_left_out(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (
            "[Ana] I'd rather stay home than go to the beach.\n",
            "Ana would rather go to the beach.",
            Status.CONTRADICTED,
        ),
        ("[Ana] I'd rather stay home than go to the beach.\n", "Ana would rather stay home.", Status.VERIFIED),
        ("[Ana] I chose the red one over the blue one.\n", "Ana chose the blue one.", Status.CONTRADICTED),
        ("[Ana] I chose the red one over the blue one.\n", "Ana chose the red one.", Status.VERIFIED),
        ("[patient] I prefer tea over coffee.\n", "The patient prefers tea over coffee.", Status.VERIFIED),
    ],
)
def test_a_preference_is_not_read_for_what_it_passes_over(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[patient] I can't sleep without a pill.\n", "The patient can sleep without a pill.", Status.CONTRADICTED),
        ("[patient] I can't sleep without a pill.\n", "The patient can't sleep without a pill.", Status.VERIFIED),
        ("[patient] I can sleep without a pill.\n", "The patient can't sleep without a pill.", Status.CONTRADICTED),
        (
            "[patient] I never go out without my inhaler.\n",
            "The patient goes out without the inhaler.",
            Status.CONTRADICTED,
        ),
        ("[patient] I walk without pain.\n", "The patient has pain when walking.", Status.CONTRADICTED),
    ],
)
def test_without_and_another_denial_are_two(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("[patient] The surgery was the day before yesterday.\n", "The surgery was yesterday.", Status.CONTRADICTED),
        (
            "[patient] The surgery was the day before yesterday.\n",
            "The surgery was the day before yesterday.",
            Status.VERIFIED,
        ),
        ("[patient] The surgery was yesterday.\n", "The surgery was yesterday.", Status.VERIFIED),
    ],
)
def test_the_day_before_yesterday_is_not_yesterday(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


CREAM = "[doctor] Let's stop the cream and try an antihistamine at bedtime.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (CREAM, "The doctor will start an antihistamine at bedtime.", Status.UNVERIFIABLE),  # "try": not said
        (CREAM, "The doctor will start the cream.", Status.CONTRADICTED),
        (
            "[doctor] the covid test was negative so you can go home .\n",
            "The COVID test was positive.",
            Status.CONTRADICTED,
        ),
    ],
)
def test_an_opposite_is_of_the_claims_own_thing(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status
