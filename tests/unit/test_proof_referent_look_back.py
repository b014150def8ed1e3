"""What an anaphor stands for, said a little before it (proof/context.py).

- Sentences that name nothing ("Nice .", "Mm-hmm .", "{vocalsound}") put the referent no further back: "I planted
  some tomatoes ... | Nice . | Yeah . | Mm-hmm . | Okay . | They grew taller than the fence" says the tomatoes
  grew; the words were looked for only four sentences back, counting the bare ones, and the claim was
  UNVERIFIABLE. Sentences that say something still count.
- A question read through its answer that asks of a thing by an anaphor ("How many times a day have you been
  doing it ? — Usually two or three times a day .") is about the thing named before it ("your stretching
  routine"); the referent was never looked for in an answered question, and the claim was UNVERIFIABLE.
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

GARDEN = (
    "[Ann] I planted some tomatoes in the back garden this spring .\n"
    "[Ben] Nice .\n[Ann] Yeah .\n[Ben] Mm-hmm .\n[Ann] Okay .\n[Ben] Wow .\n"
    "[Ann] They grew taller than the fence by July .\n"
)
GARDEN_TALK = (
    "[Ann] I planted some tomatoes in the back garden this spring .\n"
    "[Ben] My neighbour grows roses .\n[Ann] The soil here is heavy clay .\n[Ben] The rain was late this year .\n"
    "[Ann] We bought a new hose .\n[Ben] The shed needs paint .\n"
    "[Ann] They grew taller than the fence by July .\n"
)
MEETING = (
    "[Lead] We should keep the rubber buttons on the remote .\n"
    "[Designer] { vocalsound }\n[Lead] { vocalsound }\n[Designer] Yep .\n[Lead] Sure .\n"
    "[Designer] And they are cheap to make .\n"
)
COACH = (
    "[coach] Have you been doing your stretching routine ?\n"
    "[runner] Yes , I have .\n"
    "[coach] How many times a day have you been doing it ?\n"
    "[runner] Usually two or three times a day .\n"
)


def test_bare_sentences_put_the_referent_no_further_back() -> None:
    assert prove("Ann's tomatoes grew taller than the fence by July.", GARDEN).status is Status.VERIFIED
    assert prove("The rubber buttons are cheap to make.", MEETING).status is Status.VERIFIED
    # a word said nowhere before is still not lent; sentences that say something still count
    assert prove("Ann's peppers grew taller than the fence by July.", GARDEN).status is not Status.VERIFIED
    assert prove("The metal buttons are cheap to make.", MEETING).status is not Status.VERIFIED
    assert prove("Ann's tomatoes grew taller than the fence by July.", GARDEN_TALK).status is not Status.VERIFIED


def test_a_question_read_through_its_answer_asks_of_what_its_anaphor_stands_for() -> None:
    claim = "The runner has been doing the stretching routine two or three times a day."
    assert prove(claim, COACH).status is Status.VERIFIED
    assert prove("The runner has been doing the breathing drill two or three times a day.", COACH).status is not (
        Status.VERIFIED
    )
