"""True statements the engine did not verify (issue #12, round "truev2"): kinds of miss on the fit half of the
fact-level set, each fixed by one general rule. Each case has a true claim that now verifies and a minimally
altered false twin that must not.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

PICNIC = (
    "Joanna: We had a picnic with my family on Sunday. The weather was perfect. My sister brought her kids.\n"
    "Nate: Sounds lovely. Kids love the outdoors. Mine too.\n"
    "Joanna: Totally. We played charades and a scavenger hunt. Everyone laughed a lot.\n"
)
ELBOW = (
    "[doctor] so you hurt your elbow moving those boxes .\n"
    "[patient] yeah .\n"
    "[doctor] we'll try some motrin , about 800 milligrams every six hours .\n"
    "[doctor] in a couple of days it should be improved .\n"
)
WRIST = ELBOW.replace("boxes .", "boxes , and your wrist too .")
ICE = (
    "Nate: I made my friend some ice cream and they loved it!\n"
    "Joanna: Glad to hear it. What flavor did you make?\n"
    "Nate: I whipped up some chocolate and vanilla swirl.\n"
)
ICE_OTHER = ICE.replace("What flavor did you make?", "What other desserts did you make?")
ICE_HERS = ICE.replace("Nate: I whipped", "Joanna: I whipped")
HRT = (
    "[doctor] are you currently or have you ever been on hormone replacement therapy ?\n"
    "[patient] my doctor gave me the option years ago but i decided against it .\n"
)
INHALER = (
    "[doctor] do you use your inhaler every day ?\n"
    "[patient] if it's a nice , cool , dry day , i really do n't use the inhaler .\n"
)
POTTERY = "Melanie: Have you tried it?\nCaroline: I haven't done pottery yet, but I might try it sometime!\n"
SPACE = "Gina: I found a place for the studio!\nJon: I think you can create that space you're imagining.\n"
FATIGUE = (
    "[doctor] okay . and any fatigue ? weight gain ? anything like that that you've noticed ?\n"
    "[patient] no , nothing out of the ordinary .\n"
)
BINGO = "Gina: Bingo night is always fun for us.\nJon: Nice!\n"


@pytest.mark.parametrize(
    ("claim", "source", "verified"),
    [
        # a claim's leading scene ("At the picnic ...") is named earlier in the source than what happened there
        ("At the picnic they played charades and a scavenger hunt.", PICNIC, True),
        ("At the barbecue they played charades and a scavenger hunt.", PICNIC, False),
        ("At the picnic they played charades and bingo.", PICNIC, False),
        # "it" stands for the one body part said before; a drug said between is no rival of a body part
        ("The elbow should be improved in a couple of days.", ELBOW, True),
        ("The knee should be improved in a couple of days.", ELBOW, False),
        ("The elbow should be improved in a couple of days.", WRIST, False),
        # one fact told in two turns of one speaker, the other's question between
        ("Nate made his friend chocolate and vanilla swirl ice cream.", ICE, True),
        ("Nate made his friend chocolate and vanilla swirl ice cream.", ICE_OTHER, False),
        ("Nate made his friend chocolate and vanilla swirl ice cream.", ICE_HERS, False),
        # "it" stands for a name of three words said side by side before
        ("The patient decided against hormone replacement therapy.", HRT, True),
        ("The patient decided against hormone therapy.", HRT.replace("hormone replacement", "hormone"), True),
        (
            "The patient decided against hormone replacement therapy.",
            HRT.replace("replacement therapy", "therapy"),
            False,
        ),
        ("The patient decided against estrogen replacement therapy.", HRT, False),
        # the denial is in the main clause, the claim's condition in the subordinate one (the core) before it
        ("The patient does not use the inhaler if it is a nice, cool, dry day.", INHALER, True),
        ("The patient uses the inhaler if it is a nice, cool, dry day.", INHALER, False),
        # a claim word named under another, denied predicate denies nothing of the claim
        ("Caroline might try pottery sometime.", POTTERY, True),
        ("Caroline has done pottery.", POTTERY, False),
        # the claim's subject named in another clause of the core's sentence ("you" is the listener, Gina)
        ("Jon thinks Gina can create the space she is imagining.", SPACE, True),
        ("Jon thinks Maria can create the space she is imagining.", SPACE, False),
        ("Jon thinks Gina can create the space she is imagining.", SPACE.replace("you can", "she can"), False),
        # a "no" to a list of question fragments denies each of them
        ("The patient has not noticed any fatigue or weight gain.", FATIGUE, True),
        ("The patient has noticed weight gain.", FATIGUE, False),
        ("The patient has not noticed any weight gain.", FATIGUE.replace("no , nothing", "yes , some"), False),
        # a group word of the claim ("the team", "the family") is the speakers' "we / us / our"
        ("Bingo night is always fun for the family.", BINGO, True),
        ("Bingo night is always fun for the family.", BINGO.replace("for us", "for them"), False),
        ("Bingo night is always fun for the family.", BINGO.replace("Gina: ", "").replace("Jon: ", ""), False),
    ],
)
def test_true_claim_verifies_and_its_twin_does_not(claim: str, source: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified
