"""Issue #12, round 4: kinds found on the fit half of the fact-level set (527, then 1042 pairs) and by hand-written
probes, each with the twin that must not change.

- what a reply refers back to ("it") is found for a window of two clauses too, not only for one;
- a rival amount in a neighbouring statement (not the one holding the claim's words) conflicts only when nothing
  supports the claim;
- an opposite word where the claim's amount is not either ("never bought one" against "sold for 25 euro") is
  another matter, not a contradiction of a supported claim;
- a clause opening with "but" is not governed by the "if" clause before it;
- a reply opening "Haven't yet" / "Not yet" says no to the question (not "Haven't missed a single dose");
- a claim whose only verb is "has" / "is" / "has been" is not borne out by its objects under another predicate
  ("I read a lot about diabetes", "I've heard great things about Universal Studios"); "diagnosed with", "had
  some issues with", "I travel with", the doctor's "I appreciate a murmur" still say it (proof/predicate.py);
- a verb of stopping negates what it stops, with its object left out or named ("I quit ten years ago", "I
  stopped last year"), not "to stop the cough" (a purpose) nor the noun "a truck stop";
- "the doctor prescribes / orders" needs its verb: "a CT scan would be overkill" orders nothing (a first
  version framed these verbs as the doctor's plan and so verified them from any mention of the object);
- labels that differ only by a letter ("Grad A", "Grad C") are different people: the role word alone names none;
- "Thanks!" to a yes/no question with "any" answers nothing;
- a name supplied from earlier turns is not the subject when the evidence names another ("So, England had ...");
- a hope, a temptation or a wish ("Hoping my screenplay gets noticed", "I'm tempted to try ...", "it would be
  great to run a marathon") is not a report;
- a permission ("you can stop the ibuprofen") is advice, not a report that it is done; "you can see the
  swelling" is not a permission.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

NOT_VERIFIED = ("not", Status.VERIFIED)

TYLENOL = (
    "Doctor: What have you taken for the pain in your knee?\n"
    "Patient: Just tylenol, but it really doesn't seem to help much.\n"
)
TESTS = (
    "Doctor: Under weight gain, her suppression test was abnormal. Two out of three saliva tests were normal.\n"
    "Doctor: So two of them were completely normal and one was abnormal.\n"
)
PRICE = (
    "Manager: According to the brief we're going to be selling this remote control for twenty five Euro.\n"
    "Designer: I've never bought a remote control, so I don't know how good that is.\n"
)
NOTICED = "Manager: Well I don't know if you've noticed, but we're working for Real Reaction.\n"
CONDITION = "Doctor: If the pain comes back, we will order an x-ray of the hand.\n"
PLAN = (
    "Doctor: For the fracture I'm going to give you tramadol, 50 milligrams, every six hours as needed.\n"
    "Doctor: And let's get a right upper quadrant ultrasound to rule out any gallstones.\n"
)
NOT_YET = (
    "Doctor: Have you tried physical therapy for the back?\nPatient: Haven't yet, my insurance wouldn't cover it.\n"
)
READ_ABOUT = "Patient: I read a lot about diabetes. My main fear is cancer. I have a family history of gout.\n"
DIAGNOSED = "Patient: I was diagnosed with type 2 diabetes in 2019. Since then I've had some issues with back pain.\n"
HEARD_OF = (
    "Tim: Have you ever been to Universal Studios?\n"
    "John: Haven't been there yet, but I've heard great things about Universal Studios.\n"
)
MURMUR = (
    "[doctor] on your heart exam , i do appreciate a little two out of six systolic ejection murmur.\n[patient] okay.\n"
)
CALL = (
    "Caller: Hi, this is Sam from the bank, I'm calling about your card.\n"
    "Lee: Oh, hi. Is something wrong?\n"
    "Caller: I'll block the card and send you a new one within five business days.\n"
)
QUIT = (
    "[doctor] do you smoke ?\n[patient] i quit ten years ago .\n"
    "[doctor] and alcohol ?\n[patient] i stopped the wine last year .\n"
)
GRADS = (
    "Grad A: Well, I'm going back to visit my parents this weekend, so I'll be out of town.\n"
    "Grad C: Okay, that's fine.\n"
)
THANKS = (
    "Tim: Great shot! Did you manage to capture any other photos from the game?\nJohn: Thanks! It was a wild night.\n"
)
NATIONS = (
    "Chair: How does Wales plan its therapies?\n"
    "Witness: We looked at the workforce. So, England had a programme called IAPT, which is about"
    " psychological therapies.\n"
)
HOPES = (
    "Joanna: Hoping my screenplay gets noticed and makes it to the screen.\n"
    "Nate: Fingers crossed!\n"
    "Joanna: I'm tempted to try dairy-free flavors now!\n"
)
PERMISSION = "[doctor] your stomach looks fine now , so you can stop the ibuprofen .\n[patient] okay .\n"
SAID_BY_PATIENT = "Doctor: What do you take?\nPatient: I take tramadol, 50 milligrams, every six hours.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (TYLENOL, "Tylenol does not seem to help the patient's pain.", Status.VERIFIED),
        (TYLENOL, "Tylenol helps the patient's pain.", NOT_VERIFIED),
        (TESTS, "Two of the saliva tests were normal and one was abnormal.", Status.VERIFIED),
        (TESTS, "Two of the saliva tests were normal and two were abnormal.", Status.CONTRADICTED),
        (PRICE, "The remote control will be sold for twenty five Euro.", Status.VERIFIED),
        (PRICE, "The remote control will be sold for thirty Euro.", Status.CONTRADICTED),
        (NOTICED, "The team works for Real Reaction.", Status.VERIFIED),
        (CONDITION, "The doctor will order an x-ray of the hand.", Status.UNVERIFIABLE),
        (PLAN, "The doctor prescribes tramadol 50 milligrams every four hours as needed.", NOT_VERIFIED),
        ("[doctor] a ct scan would be overkill .\n[patient] okay .\n", "The doctor ordered a CT scan.", NOT_VERIFIED),
        ("[doctor] keep avoiding metformin .\n[patient] okay .\n", "The doctor prescribed metformin.", NOT_VERIFIED),
        (PLAN, "The doctor orders a right upper quadrant ultrasound to rule out kidney stones.", NOT_VERIFIED),
        (NOT_YET, "The patient has not tried physical therapy.", Status.VERIFIED),
        (NOT_YET, "The patient has tried physical therapy.", Status.CONTRADICTED),
        (READ_ABOUT, "The patient has diabetes.", NOT_VERIFIED),
        (READ_ABOUT, "The patient has cancer.", NOT_VERIFIED),
        (READ_ABOUT, "The patient has gout.", NOT_VERIFIED),
        (
            "Agent: Anything else?\nCaller: I also travel with a bicycle.\n",
            "The caller has a bicycle.",
            Status.VERIFIED,
        ),
        (CALL, "Lee will send a new card within five business days.", NOT_VERIFIED),
        (DIAGNOSED, "The patient has type 2 diabetes.", Status.VERIFIED),
        (DIAGNOSED, "The patient has back pain.", Status.VERIFIED),
        (HEARD_OF, "John has been to Universal Studios.", NOT_VERIFIED),
        (MURMUR, "The patient has a two out of six systolic ejection murmur.", Status.VERIFIED),
        (QUIT, "The patient quit smoking ten years ago.", Status.VERIFIED),
        (QUIT, "The patient smokes.", NOT_VERIFIED),
        (QUIT, "The patient drinks wine.", NOT_VERIFIED),
        (GRADS, "Grad A is going back to visit his parents this weekend.", Status.VERIFIED),
        (GRADS, "Grad C is going back to visit his parents this weekend.", NOT_VERIFIED),
        (THANKS, "John captured other photos from the game.", NOT_VERIFIED),
        (THANKS, "Tim asked whether John captured any other photos from the game.", Status.VERIFIED),
        (NATIONS, "England had a programme called IAPT about psychological therapies.", Status.VERIFIED),
        (NATIONS, "Wales had a programme called IAPT about psychological therapies.", NOT_VERIFIED),
        (HOPES, "Joanna's screenplay got noticed and made it to the screen.", NOT_VERIFIED),
        (HOPES, "Joanna has tried dairy-free flavors.", NOT_VERIFIED),
        (PERMISSION, "The patient has stopped the ibuprofen.", NOT_VERIFIED),
        (PERMISSION, "The doctor recommends stopping the ibuprofen.", Status.VERIFIED),
        ("Anna: It would be great to run a marathon.\nBen: Cool.\n", "Anna runs a marathon.", NOT_VERIFIED),
        (
            "[patient] i take cough drops to stop the cough .\n[doctor] ok\n",
            "The patient does not have a cough.",
            NOT_VERIFIED,
        ),
        ("[patient] i work at a truck stop .\n[doctor] ok\n", "The patient works at a truck stop.", Status.VERIFIED),
        (
            "[patient] i worry about diabetes . my dad has it .\n[doctor] ok\n",
            "The patient has diabetes.",
            NOT_VERIFIED,
        ),
        ("[doctor] you can see the swelling here .\n[patient] ok\n", "There is swelling.", Status.VERIFIED),
        (
            "[doctor] have you been taking your medication ?\n[patient] haven't missed a single dose .\n",
            "The patient has not been taking the medication.",
            NOT_VERIFIED,
        ),
        (SAID_BY_PATIENT, "The doctor prescribes tramadol 50 milligrams every six hours.", NOT_VERIFIED),
    ],
)
def test_kind(source: str, claim: str, expected: Status | tuple[str, Status]) -> None:
    status = prove(claim, source).status
    if isinstance(expected, tuple):
        assert status is not expected[1], claim
    else:
        assert status is expected, claim
