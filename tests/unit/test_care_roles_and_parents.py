"""One set each for the care roles (``lexicon/care_roles.txt``) and the parents (``lexicon/parents.txt``), read by
every module that asks: the modules' own copies differed, so a therapist's visit was a visit to the extractor but not
to the swapped-label check, and a grandparent who may be the one answering for the child was held to the answer
(CONTRADICTED) where the mother is not."""

from __future__ import annotations

import pytest

from factlayer.nlp import lexicon
from factlayer.nlp.role_check import _CLINICIANS
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.nlp.subjects import _PARENTS
from factlayer.nlp.transcript import parse_turns
from factlayer.proof.proof import Status, prove
from factlayer.proof.proxies import PARENTS
from tests.unit.test_role_check import SWAPPED


def test_each_reader_uses_the_one_set() -> None:
    assert CARE_ROLES == _CLINICIANS == lexicon.words("care_roles")
    assert PARENTS == _PARENTS == lexicon.words("parents")


def test_a_therapists_swapped_stretch_takes_the_other_labels() -> None:
    turns = parse_turns(SWAPPED.replace("[doctor]", "[therapist]"))
    assert [t.role for t in turns][:4] == ["therapist", "patient", "therapist", "patient"]
    assert turns[1].speaker == "patient" and turns[1].text.startswith("i've been having")
    assert all(t.role == "therapist" for t in turns if "exam" in t.text or "mri" in t.text)


FAMILY = "Guest_family: Hello doctor, she is Emma.\nDoctor: Any allergies?\nGuest_family: I am having some allergies.\n"
FEVERS = "Doctor: Any fevers or rashes?\nGuest_family: No.\n"


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("Emma's mother is having some allergies.", FAMILY),
        ("Emma's grandmother is having some allergies.", FAMILY),
        ("Emma's grandfather is having some allergies.", FAMILY),
        ("The grandmother has had no fevers.", FEVERS),
    ],
)
def test_a_parent_or_grandparent_is_not_held_to_a_family_speakers_answer(claim: str, source: str) -> None:
    assert prove(claim, source).status is Status.UNVERIFIABLE


def test_parents_named_without_my_are_the_speakers_own() -> None:
    source = "Alex: Parents got divorced when I was ten.\nSam: Sorry to hear that.\n"
    assert prove("Sam's parents got divorced.", source).status is not Status.VERIFIED
    assert prove("Alex's parents got divorced.", source).status is Status.VERIFIED
