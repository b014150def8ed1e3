"""Two readings of a reply, written for a hotel call and kin (every transcript here is written for the test):

* "Is the pool heated?" — "The pool is open until ten.": the reply repeats the subject and says its own predicate,
  so it does not take up the question's "heated" (it was VERIFIED through the question's word);
* "No problem, the front desk is open all night.": a courtesy set off by a comma denies nothing after it (the true
  claim was CONTRADICTED).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

OWN_PREDICATE = [
    ("Guest: Is the pool heated?\nReceptionist: The pool is open until ten.\n", "The pool is heated.",
     "The pool is open until ten."),
    ("Guest: Is parking included?\nReceptionist: Parking is 15 euros a day extra.\n", "Parking is included.",
     "Parking is 15 euros a day extra."),
    ("Doctor: Is the swelling worse?\nPatient: The swelling is about the same.\n", "The swelling is worse.",
     "The swelling is about the same."),
    ("Dana: Is the demo ready?\nLee: The demo is half done, I'll finish it tonight.\n", "The demo is ready.",
     "The demo is half done."),
]  # fmt: skip


@pytest.mark.parametrize(("text", "asked", "said"), OWN_PREDICATE)
def test_a_reply_with_its_own_predicate_does_not_take_up_the_questions(text: str, asked: str, said: str) -> None:
    assert prove(asked, text, roles=False).status != "VERIFIED"
    assert prove(said, text, roles=False).status == "VERIFIED"


@pytest.mark.parametrize(
    "text",
    [
        "Guest: Is the pool heated?\nReceptionist: The pool is heated, yes.\n",
        "Guest: Is the pool heated?\nReceptionist: The pool is always heated.\n",
        "Guest: Is the pool heated?\nReceptionist: It is, all year.\n",
    ],
)
def test_a_reply_that_takes_up_the_predicate_still_bears_it_out(text: str) -> None:
    assert prove("The pool is heated.", text, roles=False).status == "VERIFIED"


def test_a_reply_that_denies_the_predicate_contradicts_it() -> None:
    text = "Guest: Is the pool heated?\nReceptionist: The pool is not heated.\n"
    assert prove("The pool is heated.", text, roles=False).status == "CONTRADICTED"


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Receptionist: No problem, the front desk is open all night.\nGuest: Thanks.\n",
         "The front desk is open all night."),
        ("Agent: No rush, the form is due on Friday.\nCaller: Okay.\n", "The form is due on Friday."),
        ("Nurse: No worries, the lab is open on Saturday.\nPatient: Good.\n", "The lab is open on Saturday."),
    ],
)  # fmt: skip
def test_a_courtesy_no_denies_nothing_after_it(text: str, claim: str) -> None:
    assert prove(claim, text, roles=False).status == "VERIFIED"


def test_a_courtesy_no_still_answers_nothing_as_no() -> None:
    text = "Caller: Can I pay the bill tomorrow?\nAgent: No problem, just call us before noon.\n"
    assert prove("The caller cannot pay the bill tomorrow.", text, roles=False).status != "VERIFIED"
