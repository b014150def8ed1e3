"""Kinds of round 14 (issue #12): who said what, and whose name it is.

- a self-introduction in lower-case text ("i'm doctor scott", "this is doctor patel") names the one speaking: a
  full-word title titles the word after it where a call or a self-naming puts it ("hi doctor scott"), an abbreviated
  one ("dr scott", "mr jones") wherever it stands (nlp/titles.py, proof/vocatives.py). Unread, the doctor's name was
  free for anyone: "The patient is Scott." was VERIFIED by the doctor's own introduction and "Scott has knee pain."
  by the patient's words;
- "my name is anna kim ." in lower-case text names the speaker, "i miss work" or "you miss work ?" names no one;
- a name put together from two speakers ("andrew" greeted by the doctor, "mr. smith" another person the doctor
  talks of) names no one there: "Andrew Smith …" is VERIFIED only when the source says the two words together or
  both are names of one speaker (their label, what they are called). The check is made for each window, as the
  window is judged (proof/checks.py, proof/naming.py ``unsaid_name``): a window bears out such a name no speaker
  goes by only when its turn (or the question it answers) says a word of it;
- the one speaking is the one acted on, not the doer: "a bus clipped me", "my friend had to help me", "a car …
  hit us" do not bear out a claim that has the speaker do it (proof/word_order.py ``acted_on``; without the
  dependency parse, as the evaluation runs); a window whose subject is someone else is still the weak conflict it
  was ("he crashed into me": CONTRADICTED), the refusal only stops a support.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

SCOTT = "[doctor] hi , i'm doctor scott . how are you today ?\n[patient] i'm good . my knee hurts .\n"
PATEL = "[doctor] hello , this is doctor patel . what brings you in ?\n[patient] i have a cough .\n"
GREETS = "[doctor] hi mary .\n[patient] hi doctor scott . i have a headache .\n[doctor] i will order an mri .\n"
DR_LOWER = "[patient] good morning dr scott .\n[doctor] good morning . what brings you in ?\n"


@pytest.mark.parametrize(
    ("source", "called"),
    [
        (SCOTT, {"doctor": frozenset({"scott"})}),
        (PATEL, {"doctor": frozenset({"patel"})}),
        (GREETS, {"patient": frozenset({"mary"}), "doctor": frozenset({"scott"})}),
        (DR_LOWER, {"doctor": frozenset({"scott"})}),
        ("[patient] i miss work .\n[doctor] you miss work ? okay .\n", {}),
        ("[patient] the doctor said it was fine .\n[doctor] thank you doctor .\n", {}),
        (
            "[doctor] what's your name ?\n[patient] my name is anna kim .\n",
            {"patient": frozenset({"anna", "kim", "anna kim"})},
        ),
    ],
)
def test_a_lower_case_self_introduction_or_call_names_the_one_meant(
    source: str, called: dict[str, frozenset[str]]
) -> None:
    assert build(source).called == called


@pytest.mark.parametrize("roles", [False, True])
def test_the_doctors_lower_case_name_is_not_credited_to_the_patient(roles: bool) -> None:
    assert prove("The doctor is Dr. Scott.", SCOTT, roles=roles).status is Status.VERIFIED
    assert prove("The patient is Scott.", SCOTT, roles=roles).status is Status.CONTRADICTED
    assert prove("Scott has knee pain.", SCOTT, roles=roles).status is Status.CONTRADICTED
    assert prove("The doctor is Dr. Patel.", PATEL, roles=roles).status is Status.VERIFIED
    assert prove("The patient is Scott.", GREETS, roles=roles).status is Status.CONTRADICTED
    assert prove("Scott has a headache.", GREETS, roles=roles).status is Status.CONTRADICTED
    assert prove("Scott will order an MRI.", GREETS, roles=roles).status is Status.VERIFIED


PHARMACY = (
    "[doctor] hi andrew , how are you ?\n[patient] not great . my knee hurts .\n"
    "[doctor] okay . i will call mr. smith at the pharmacy about your refill .\n"
)
TWO_SPEAKERS = (
    "Speaker A: Andrew told me about his new job.\nSpeaker B: Smith said the same thing yesterday.\n"
    "Speaker A: Andrew lives in Boston.\n"
)
TOGETHER = "Speaker A: Andrew Smith is my neighbour.\nSpeaker B: Nice.\nSpeaker A: Andrew lives in Boston.\n"
SURNAME = "[doctor] hi andrew , how are you ?\n[patient] not great . my knee hurts .\n[doctor] okay , mr. smith .\n"
OWN_NAME = (
    "[doctor] what's your name ?\n[patient] my name is anna kim .\n[doctor] okay anna .\n[patient] my knee hurts .\n"
)


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (PHARMACY, "Andrew has knee pain.", Status.VERIFIED),
        (PHARMACY, "Andrew Smith has knee pain.", Status.UNVERIFIABLE),  # "mr. smith" is the pharmacist
        (TWO_SPEAKERS, "Andrew lives in Boston.", Status.VERIFIED),
        (TWO_SPEAKERS, "Andrew Smith lives in Boston.", Status.UNVERIFIABLE),  # "andrew" from one, "smith" another
        (TOGETHER, "Andrew Smith lives in Boston.", Status.VERIFIED),  # said together
        (SURNAME, "Andrew Smith has knee pain.", Status.VERIFIED),  # "okay , mr. smith": the patient's own surname
        (OWN_NAME, "Anna Kim's knee hurts.", Status.VERIFIED),
        (OWN_NAME, "Anna Lee's knee hurts.", Status.UNVERIFIABLE),
    ],
)
def test_a_full_name_must_name_one_person(source: str, claim: str, expected: Status, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is expected


CYCLING = "[doctor] how did you hurt your knee ?\n[patient] i was cycling to work and a bus clipped me .\n"
FRIEND = "[patient] my friend who was visiting thankfully had to help me get into the house .\n"
CAR = "Maria: A car ran a red light and hit us, but thankfully everyone is okay.\nJoe: Oh no!\n"
HELPED = "[patient] i helped my mother move last week .\n"


def test_the_speaker_acted_on_is_not_the_doer() -> None:
    assert prove("The patient clipped a bus.", CYCLING, roles=False).status is Status.UNVERIFIABLE
    assert prove("A bus clipped the patient.", CYCLING, roles=False).status is Status.VERIFIED
    assert prove("The patient was cycling to work.", CYCLING, roles=False).status is Status.VERIFIED
    assert prove("The patient helped her friend get into the house.", FRIEND, roles=False).status is not Status.VERIFIED
    assert prove("The patient's friend helped her get into the house.", FRIEND, roles=False).status is Status.VERIFIED
    assert prove("Maria ran a red light and hit another car.", CAR, roles=False).status is not Status.VERIFIED
    assert prove("A car ran a red light and hit Maria's group.", CAR, roles=False).status is Status.VERIFIED
    assert prove("The patient helped her mother move last week.", HELPED, roles=False).status is Status.VERIFIED


DICTATED = (
    "[doctor] patient is maria lopez . medical record number is 555 . she is a 52-year-old female with knee pain .\n"
    "[patient] yes .\n"
)


def test_a_name_introduced_in_the_turn_bears_out_its_she() -> None:
    assert prove("Maria Lopez is a 52-year-old female.", DICTATED, roles=False).status is Status.VERIFIED
    assert prove("Maria Lopez is a 62-year-old female.", DICTATED, roles=False).status is Status.CONTRADICTED
    assert prove("Maria Diaz is a 52-year-old female.", DICTATED, roles=False).status is Status.UNVERIFIABLE
