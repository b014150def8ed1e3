"""The adversarial set's cases of rounds 25 and later (``bench/adversarial_claims.py`` reads them; written for this
project, no corpus text): a reply's own verb, a denial of what is to come, a passive of "me" (review 25 in small), and a
frame the clause splitter cut off from what it holds (round 35). Each row: (kind, 1 if the claim is true else 0,
source, claim)."""

from __future__ import annotations

LATER_CASES: list[tuple[str, int, str, str]] = [
    # review 25 (new domains), in small: a reply's own verb, a denial of what is to come, a passive of "me"
    (
        "borrowed_verb",
        0,
        "[tenant] I work Thursdays.\n[landlord] Fine, Gus will come Thursday.\n",
        "Gus works Thursdays.",
    ),
    (
        "T:future_denial",
        1,
        "[agent] I see the charge from May 2. No new charges will go through.\n",
        "The charge was from May 2.",
    ),
    ("T:passive_of_me", 1, "[Ana] They fired me in May.\n[Bo] Oh no.\n", "Ana was fired in May."),
    # a frame the clause splitter cut off from what it holds: at a clause's end, alone with a yes or a filler, before
    # a subject cut at "and", opening an answer; a self-naming in a frame (issue #12, round 35)
    (
        "frame-reach",
        0,
        "[caller] my week is going well: maybe I'm in the middle of moving house\n[agent] ok\n",
        "The caller is in the middle of moving house.",
    ),
    (
        "frame-reach",
        0,
        "[agent] anything else?\n[caller] maybe actually, yes, I have a second account\n",
        "The caller has a second account.",
    ),
    (
        "frame-reach",
        0,
        "[manager] where are we on the budget?\n"
        "[analyst] it's not true that well, we finished the budget review on Friday\n",
        "The analyst's team finished the budget review on Friday.",
    ),
    (
        "frame-reach",
        0,
        "[host] what did you do last summer?\n[guest] maybe my wife and I were driving along the coast of Portugal\n",
        "The guest drove along the coast of Portugal.",
    ),
    (
        "frame-reach",
        0,
        "[host] how long did you work at the bank?\n[guest] if it was twelve years, that would be something\n",
        "The guest worked at the bank for twelve years.",
    ),
    (
        "frame-reach",
        0,
        "[Project Manager] hi all. let's pretend I'm Laura and I'm the project manager.\n[Designer] hi.\n",
        "Laura is the project manager.",
    ),
    (
        "frame-reach",
        0,
        "[host] tell me about your last role.\n"
        "[guest] if my manager gave me the option but I declined the promotion, that would be something\n",
        "The guest declined the promotion.",
    ),
    (
        "T:frame-reach",
        1,
        "[agent] anything else?\n[caller] actually, yes, I have a second account\n",
        "The caller has a second account.",
    ),
    (
        "T:frame-reach",
        1,
        "[agent] did you restart the router?\n[caller] yeah, so I restarted the router twice last night\n",
        "The caller restarted the router twice last night.",
    ),
]
