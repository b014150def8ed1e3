"""Swapped clinician/patient labels (nlp.role_check, read by nlp.transcript.parse_turns)."""

from __future__ import annotations

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.nlp.transcript import parse_turns

SWAPPED = """[patient] alright thanks for coming in today so tell me what's going on with your shoulder
[doctor] i've been having a lot of pain in my left shoulder for the last three weeks
[patient] okay and have you noticed any numbness in your fingers
[doctor] no numbness or tingling
[patient] okay so i'm gon na go ahead and do a quick physical exam
[doctor] okay
[patient] so on your shoulder exam you have limited range of motion and pain to palpation
[doctor] alright
[patient] so i'm gon na order an mri of your left shoulder and i'm going to refer you to physical therapy
[doctor] okay thank you
"""

RIGHT = """[doctor] hi , how are you ?
[patient] i have pain in my knee . my last doctor did a physical exam and said it was fine .
[doctor] okay . so on your knee exam you have some swelling .
[patient] okay .
[doctor] i'm gon na order an x-ray of your knee .
[patient] sounds good .
"""


def test_a_swapped_stretch_takes_the_other_labels() -> None:
    turns = parse_turns(SWAPPED)
    assert [t.role for t in turns][:4] == ["doctor", "patient", "doctor", "patient"]
    assert turns[1].speaker == "patient" and turns[1].text.startswith("i've been having")
    assert all(t.role == "doctor" for t in turns if "exam" in t.text or "mri" in t.text)


def test_one_quoted_cue_does_not_swap_a_visit() -> None:
    turns = parse_turns(RIGHT)
    assert [t.role for t in turns] == ["doctor", "patient", "doctor", "patient", "doctor", "patient"]


def test_a_cued_turn_keeps_its_label_inside_a_swapped_stretch() -> None:
    text = SWAPPED.replace("[doctor] alright\n", "[doctor] alright so i'm gon na order some labs as well\n")
    turns = parse_turns(text)
    labs = next(t for t in turns if "labs" in t.text)
    assert labs.role == "doctor"


def test_facts_of_a_swapped_visit_are_about_the_patient() -> None:
    facts = ExtractiveProvider().extract(SWAPPED)
    about = {f.text: f.subject_id for f in facts}
    assert not any(text.startswith("The doctor has") for text in about), about
    pain = [t for t in about if "three weeks" in t]
    assert pain and all(about[t] == "speaker:patient" for t in pain), about


QUOTING = """[doctor] so i'm going to order an x-ray of your knee .
[patient] okay . at my last physical exam they told me to quit smoking . i smoke a pack a day .
[doctor] okay .
[patient] my range of motion is getting worse , my physical therapist said .
[doctor] alright .
[patient] i am allergic to penicillin .
"""


def test_a_patient_quoting_an_exam_keeps_the_label() -> None:
    """Phrases a patient says too ("my last physical exam", "my range of motion") are not clinician cues."""
    turns = parse_turns(QUOTING)
    assert [t.role for t in turns] == ["doctor", "patient"] * 3
