"""A question and the other speaker's reply are one unit of evidence: the reply is read as said by its speaker,
with its own polarity, and takes from the question the topic it names. The reply is the next turn from its first
sentence that says anything (past a bare "Hmm." or "Cool!"); a claim of values only looks first where its amounts
are said. Sources written for the test."""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

# A visit that says many amounts before the question: the reply's count must still be found.
_AMOUNTS = "".join(f"[doctor] your reading on day {n} was {100 + n} .\n[patient] okay .\n" for n in range(1, 15))
_CHILDREN = _AMOUNTS + "[doctor] do you have children ?\n[patient] i do .\n[patient] i have five .\n[doctor] okay .\n"
_THERAPY = (
    "[doctor] so , mr . gutierrez , do you have , um , therapy scheduled or set up ?\n"
    "[patient] uh , not at the moment .\n"
)
_STUDIOS = "Tim: Have you been to Universal Studios?\nJohn: Hmm. No, not yet.\n"
_SOUP = "Tim: Wow, that soup looks great! Can you tell me what spices you used in the soup?\nJohn: I added some sage.\n"


def test_a_count_in_a_long_visit_is_found_in_the_reply() -> None:
    assert prove("The patient has five children.", _CHILDREN).status is Status.VERIFIED
    assert prove("The patient has four children.", _CHILDREN).status is not Status.VERIFIED


def test_a_reply_with_its_own_polarity_takes_the_questions_topic() -> None:
    assert prove("The patient does not have therapy scheduled at the moment.", _THERAPY).status is Status.VERIFIED
    assert prove("The patient has therapy scheduled at the moment.", _THERAPY).status is Status.CONTRADICTED


def test_the_answer_is_read_past_a_bare_remark() -> None:
    assert prove("John has not been to Universal Studios.", _STUDIOS).status is Status.VERIFIED
    assert prove("John has been to Universal Studios.", _STUDIOS).status is Status.CONTRADICTED


_ASIDE = (
    "[doctor] and um , do you have any allergies to medicines ? i did n't ask .\n"
    "[patient] no , i do n't have no allergies .\n"
)


def test_a_question_followed_by_an_aside_is_answered_by_the_next_turn() -> None:
    assert prove("The patient has no allergies to medicines.", _ASIDE).status is Status.VERIFIED
    assert prove("The patient has allergies to medicines.", _ASIDE).status is Status.CONTRADICTED


def test_a_yes_does_not_answer_a_wh_question() -> None:
    source = "[doctor] when did you first notice the spot ?\n[patient] yeah , so my mom noticed it last month .\n"
    assert prove("The patient's mom noticed the spot.", source).status is Status.VERIFIED


_BOUNDS = [
    # the question names the soup, not what went in it; the reply is John's
    ("John added basil to the soup.", _SOUP),
    ("Tim added sage to the soup.", _SOUP),
    # the reply takes up the item of the question it repeats, not the others it lists
    (
        "The patient has chest pain.",
        "[doctor] and do you have , you know , muscle aches , chest pain , body aches ?\n[patient] some body aches .\n",
    ),
    # a reply with a verb of its own the claim lacks predicates that, not the question's word
    ("The patient drinks wine.", "[doctor] and alcohol ?\n[patient] i stopped the wine last year .\n"),
    # a class word is not taken from the question ("how is your knee?" — "it hurts": which one?)
    ("The patient's knee hurts.", "[doctor] how is your knee ?\n[patient] it hurts .\n"),
    # after a bare "no" the reply says what is instead: it takes nothing from the question
    (
        "He is in special education classes.",
        "Doctor: Is he enrolled in any special education classes?\n"
        "Guest_family: No. He is in all the regular mainstream classes.\n",
    ),
    # a backchannel after a question and an aside acknowledges the aside: it answers nothing
    (
        "James is a 57-year-old male.",
        "[doctor] do you think james is a 57-year-old male ? with a history of diabetes .\n[patient] mm-hmm .\n",
    ),
    # a bare yes is read with the question (its modality): not again alone
    ("Jon showed Gina a routine.", "Gina: Wanna show me a routine sometime?\nJon: Sure, Gina!\n"),
]


def test_one_word_of_the_claim_in_the_reply_is_enough_with_the_questions_topic_and_only_it() -> None:
    assert prove("John added sage to the soup.", _SOUP).status is Status.VERIFIED
    for claim, source in _BOUNDS:
        assert prove(claim, source).status is not Status.VERIFIED, claim
