"""Kinds of round 13 (issue #12) on the contradiction path, each with its twin:

- a rate said per another period is the same slot when the rates clearly differ ("once a week" against "once a
  day", "three beers per month" against "three beers per week"): CONTRADICTED, where it was UNVERIFIABLE; a
  near-equal rate per another period ("once a week" / "four times a month") is neither support nor rival
  (nlp/value_forms.py ``Value.same_slot`` / ``Value.same_rate``);
- a value of one verbless list item is not the value of another ("lipitor and losartan daily and then advil for
  occasional headaches": "daily" is no rival of "advil once a month"; it still supports "advil daily", as before —
  a gap left open); a clause with its own subject after "and" is no list item ("… in four months and we'll
  recheck the mole"), nor is one whose value-stating item holds the claim's words (proof/value_checks.py);
- one claim word and a subject surely the same are two anchors of a slot: "Dana is learning the cello" against
  Dana's "I'm learning the violin" (proof/checks.py ``_anchored_by_subject``), only within the statement that holds
  the word, and that word among the two before the other or the one after it, for a one-word slot only;
- a slot's neighbours are compared with an article skipped on the side that has it ("in the middle of a mystery
  novel" / "in the middle of fantasy novel", proof/slots.py);
- "pass"/"fail", "easy"/"tough" are opposites (lexicon/antonyms.txt).
"""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.value_forms import Value
from factlayer.proof.proof import Status, prove

_CREAM = "[doctor] how is the rash ?\n[patient] i use the ointment once a week and it does help .\n"
_BEER = "[doctor] and alcohol ?\n[patient] i keep it to three beers per month , that's it .\n"
_JOGS = "[doctor] do you exercise ?\n[patient] yeah , i jog every other day .\n"
_MEDS = (
    "[doctor] what do you take ?\n"
    "[patient] i take lipitor and losartan daily and then advil for occasional headaches .\n"
)
_MOLE = "[doctor] i'll have the front desk book you in four months and we'll recheck the mole .\n[patient] okay .\n"
_NOVEL = "Lena: Right now I'm in the middle of fantasy novel number three.\nJo: Nice.\n"
_EF = "[doctor] your ejection fraction is thirty five percent and the valve looks fine now .\n[patient] okay .\n"
_VIOLIN = "Dana: Guess what. I'm learning the violin.\nRuth: Good for you.\n"


def _value(text: str) -> Value:
    (found,) = values(tokenize(text))
    return found


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (_CREAM, "The patient uses the ointment once a week.", Status.VERIFIED),
        (_CREAM, "The patient uses the ointment once a day.", Status.CONTRADICTED),
        (_CREAM, "The patient uses the ointment twice a month.", Status.CONTRADICTED),
        (_CREAM, "The patient uses the ointment four times a month.", Status.UNVERIFIABLE),
        (_BEER, "The patient keeps it to three beers per month.", Status.VERIFIED),
        (_BEER, "The patient keeps it to three beers per week.", Status.CONTRADICTED),
        (_JOGS, "The patient jogs every day.", Status.CONTRADICTED),
        (_JOGS, "The patient jogs every other day.", Status.VERIFIED),
    ],
)
def test_a_rate_per_another_period(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [("Takes it twice a day", "Takes it twice a week"), ("Three times a week", "3 times a day")],
)
def test_the_a_of_a_rate_is_its_period(claim: str, evidence: str) -> None:
    """Once test_proof_conflicts.py's "agrees" twins ("the 'a' of a rate is not an amount"): the period decides."""
    assert prove(claim, evidence).status is Status.CONTRADICTED


def test_rates_compare_per_day() -> None:
    weekly, daily, monthly = _value("once a week"), _value("once a day"), _value("four times a month")
    assert weekly.same_slot(daily) and not weekly.equals(daily)
    assert not weekly.same_slot(monthly) and weekly.same_rate(monthly)
    assert not _value("two packs a day").same_slot(_value("two pills a week"))  # another thing counted


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (_MEDS, "The patient takes advil once a month.", Status.UNVERIFIABLE),
        (_MEDS, "The patient takes losartan daily.", Status.VERIFIED),
        (_MEDS, "The patient takes losartan once a week.", Status.CONTRADICTED),
        (_MOLE, "The doctor will recheck the mole in four months.", Status.VERIFIED),
        (_MOLE, "The doctor will recheck the mole in two months.", Status.CONTRADICTED),
        # the item that states the value holds the claim's words: it is the claim's value ("now" is elsewhere)
        (_EF, "The ejection fraction is now thirty-five percent.", Status.VERIFIED),
        (_EF, "The ejection fraction is now fifty-five percent.", Status.CONTRADICTED),
    ],
)
def test_a_value_of_another_list_item(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("Dana is learning the violin.", Status.VERIFIED),
        ("Dana is learning the cello.", Status.CONTRADICTED),
        ("Ruth is learning the cello.", Status.UNVERIFIABLE),  # another subject: no anchor
    ],
)
def test_one_word_and_the_subject_anchor_a_slot(claim: str, status: Status) -> None:
    assert prove(claim, _VIOLIN).status is status


def test_one_anchor_frames_one_word_not_a_reworded_phrase() -> None:
    source = "Hana: Good news. I have already completed chemo.\nLi: Great.\n"
    # was CONTRADICTED; VERIFIED since synonyms.txt holds finish/complete and chemo/chemotherapy (round 22)
    assert prove("Hana has already finished chemotherapy.", source).status is not Status.CONTRADICTED


def test_the_one_word_must_frame_the_other() -> None:
    """ "learning" is not what "the violin" goes with in "I'm learning a lot, and I bought the violin"."""
    source = "Dana: I'm learning a lot, and I bought the violin.\nRuth: Good for you.\n"
    assert prove("Dana is learning the cello.", source).status is Status.UNVERIFIABLE


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("Omar: I failed my driving test last week.\n", "Omar passed his driving test last week.", Status.CONTRADICTED),
        ("Omar: I failed my driving test last week.\n", "Omar failed his driving test last week.", Status.VERIFIED),
        ("Omar: The move will be tough with two kids.\n", "The move will be easy with two kids.", Status.CONTRADICTED),
    ],
)
def test_more_opposites(source: str, claim: str, status: Status) -> None:
    """ "pass"/"fail", "easy"/"tough" (lexicon/antonyms.txt)."""
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (_NOVEL, "Lena is in the middle of a fantasy novel.", Status.VERIFIED),
        (_NOVEL, "Lena is in the middle of a mystery novel.", Status.CONTRADICTED),
        (
            "Lena: I finished the middle part and I gave away my fantasy novel.\nJo: Nice.\n",
            "Lena is in the middle of a mystery novel.",
            Status.UNVERIFIABLE,
        ),
    ],
)
def test_an_article_on_one_side_only(source: str, claim: str, status: Status) -> None:
    """ "of a mystery novel" / "of fantasy novel": the slot's neighbours agree once the article is skipped."""
    assert prove(claim, source).status is status
