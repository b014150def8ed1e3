"""Issue #12: a frame the clause splitter cut off from the content it holds (``nlp.frame_reach``).

A frame word left at the end of a clause ("going well: maybe | I'm …"), or alone in one with fillers, a yes or a
no ("maybe yes, | I …", "if yeah, | I …", "it's not true that well, | I …"), or with a noun phrase and no verb
("maybe my wife | and I were …"), holds the clause after it; a "but" before the main clause of a condition is still
inside it; a reply that opens on a frame holds the answer it gives to a question; a self-naming said in a frame or
denied names no one. Each case: a source, claims it must not verify (its content is not asserted), and claims it
must still verify. Every case fails on main df4406f.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_CASES: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    # support call: a hedge the splitter left at the end of a clause, the subject cut off after it
    "hedge at a clause's end": (
        "[caller] my week is going well: maybe I'm in the middle of moving house\n[agent] ok\n",
        ("The caller is in the middle of moving house.",),
        (),
    ),
    # support call: the hedge or condition alone with a yes before the clause that says it
    "hedge with a yes": (
        "[agent] anything else?\n[caller] maybe actually, yes, I have a second account\n",
        ("The caller has a second account.",),
        (),
    ),
    "condition with a yes": (
        "[agent] anything else?\n[caller] if yes, I have a second account, that would be something\n",
        ("The caller has a second account.",),
        (),
    ),
    "denial with a yes": (
        "[agent] anything else?\n[caller] it's not true that yes, I have a second account\n",
        ("The caller has a second account.",),
        (),
    ),
    # meeting: a denial whose "that" took a filler with it
    "denial with a filler": (
        "[manager] where are we on the budget?\n"
        "[analyst] it's not true that well, we finished the budget review on Friday\n",
        ("The analyst's team finished the budget review on Friday.",),
        (),
    ),
    # interview: a hedge and a noun phrase cut off at "and" before the subject
    "hedge over a cut subject": (
        "[host] what did you do last summer?\n[guest] maybe my wife and I were driving along the coast of Portugal\n",
        ("The guest drove along the coast of Portugal.",),
        (),
    ),
    # interview: the reply to a question opens on a frame
    "answer in a condition": (
        "[host] how long did you work at the bank?\n[guest] if it was twelve years, that would be something\n",
        ("The guest worked at the bank for twelve years.",),
        (),
    ),
    "answer in a pretence": (
        "[agent] how many devices are on the plan?\n[caller] let's pretend um, about four devices\n",
        ("The caller has four devices on the plan.",),
        (),
    ),
    # interview: a "but" inside a condition, before its main clause, is still conditioned
    "but inside a condition": (
        "[host] tell me about your last role.\n"
        "[guest] if my manager gave me the option but I declined the promotion, that would be something\n",
        ("The guest declined the promotion.",),
        (),
    ),
    "but after a statement": (
        "[host] tell me about your last role.\n"
        "[guest] my manager gave me the option but I declined the promotion, that was hard\n",
        (),
        ("The guest declined the promotion.",),
    ),
    # meeting: a self-naming in a frame names no one
    "naming in a frame": (
        "[Project Manager] hi all. let's pretend I'm Laura and I'm the project manager.\n[Designer] hi.\n",
        ("Laura is the project manager.",),
        (),
    ),
    "naming asked": (
        "[Project Manager] hi all. do you think I'm Laura and I'm the project manager ?\n[Designer] hi.\n",
        ("Laura is the project manager.",),
        (),
    ),
    # fillers and plain answers still state what they say
    "fillers still assert": (
        "[agent] did you restart the router?\n[caller] yeah, so I restarted the router twice last night\n"
        "[agent] how long have you had the account?\n[caller] um, about five years\n"
        "[agent] anything else?\n[caller] well, actually, the screen showed error 504 this morning\n"
        "[agent] okay\n[caller] that's not true, I also reset the modem\n"
        "[agent] anything else?\n[caller] actually, yes, I have a second account\n",
        (),
        (
            "The caller restarted the router twice last night.",
            "The caller has had the account for about five years.",
            "The screen showed error 504 this morning.",
            "The caller reset the modem.",
            "The caller has a second account.",
        ),
    ),
    "naming said plainly": (
        "[Project Manager] hi all. i'm Laura and i'm the project manager.\n[Designer] hi.\n",
        (),
        ("Laura is the project manager.",),
    ),
}


@pytest.mark.parametrize("name", sorted(_CASES))
@pytest.mark.parametrize("roles", [True, False])
def test_frame_reach(name: str, roles: bool) -> None:
    source, unsupported, supported = _CASES[name]
    for claim in unsupported:
        assert prove(claim, source, roles=roles).status is not Status.VERIFIED, claim
    for claim in supported:
        assert prove(claim, source, roles=roles).status is Status.VERIFIED, claim
