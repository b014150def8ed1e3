"""Kinds of the round on true statements answered CONTRADICTED (issue #12), continued.

- history-taking questions ("do you have a history of …", "have you ever smoked", "what conditions run in your
  family") are the clinician's (lexicon/clinician_cues.txt, nlp/role_check.py): a visit whose labels run the
  wrong way through the history, before any exam or order, is read the right way round — the patient's "i smoke
  about one to two cigarettes per day", labelled "[doctor]", was a speaker conflict for "The patient smokes …";
- "back" as a particle ("see you back in three months") names no body part (proof/particles.py): it was a rival of
  the "finger" of the exam, and "The doctor wants to see the patient back in three months." was CONTRADICTED.
"""

from __future__ import annotations

from factlayer.nlp.tokens import tokenize
from factlayer.nlp.transcript import parse_turns
from factlayer.proof.claim_parse import parse
from factlayer.proof.particles import particle_at
from factlayer.proof.proof import Status, prove

HISTORY = """[patient] okay so just you know i need to ask do you have a history of iv drug use
[doctor] i used iv drugs years ago but i have been clean for fifteen years now
[patient] okay and have you ever smoked before
[doctor] i do smoke i smoke about one to two cigarettes per day
[patient] okay and what conditions would you say run in your family
[doctor] my mom has diabetes
[patient] alright
"""


def test_history_questions_are_the_clinicians() -> None:
    turns = parse_turns(HISTORY)
    assert [t.role for t in turns][:4] == ["doctor", "patient", "doctor", "patient"]
    claim = "The patient smokes about one to two cigarettes per day."
    assert prove(claim, HISTORY, roles=False).status is Status.VERIFIED
    assert prove("The doctor smokes about one to two cigarettes per day.", HISTORY, roles=False).status is not (
        Status.VERIFIED
    )


def test_back_as_a_particle_names_no_body_part() -> None:
    tokens = list(tokenize("I want to see you back in three months."))
    assert particle_at(tokens, next(k for k, t in enumerate(tokens) if t.low == "back"))
    tokens = list(tokenize("My lower back hurts and my back is stiff."))
    assert not any(particle_at(tokens, k) for k, t in enumerate(tokens) if t.low == "back")
    (prop,) = parse("The doctor wants to see the patient back in three months.").propositions
    assert next(t for t in prop.terms if t.low == "back").category is None
    (prop,) = parse("The patient has back pain.").propositions
    assert next(t for t in prop.terms if t.low == "back").category == "body_part"


PLAN = (
    "[doctor] i will also be ordering a cat scan of your lungs which will help confirm the diagnosis\n[patient] okay\n"
)


def test_a_deed_to_come_is_not_done() -> None:
    # exposed once the visit's labels read the right way round: the plan bore out the past
    for claim in (
        "A CAT scan of the patient's lungs confirmed the diagnosis.",
        "The CAT scan confirmed the diagnosis.",
    ):
        assert prove(claim, PLAN, roles=False).status is Status.UNVERIFIABLE
    claim = "The doctor will order a CAT scan of the patient's lungs to help confirm the diagnosis."
    assert prove(claim, PLAN, roles=False).status is Status.VERIFIED
