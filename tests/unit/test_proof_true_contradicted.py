"""Issue #12, true statements CONTRADICTED (the worst error: the source made to deny the truth), one cause each,
with a control that must still conflict or stay unverified. Hand-written examples, none copied from the
evaluation data.

- a part and its whole are no rivals: "the knee pain" is not contradicted by "a straight leg brace" beside it,
  while another member of the class ("shoulder") still is;
- a word in "non-" that names a kind of body ("non-profits", ``lexicon/non_kinds.txt``) negates nothing, while
  "non-tender" still does;
- a negative claim is not contradicted by its words pieced from two sentences;
- a reported request ("tells Anna not to skip breakfast") is not contradicted by the listener's own state ("I keep
  skipping breakfast"): a request is no state.
"""

from __future__ import annotations

from factlayer.nlp.negation import negated
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

KNEE = (
    "[doctor] your knee is swollen .\n"
    "[doctor] we put you in a straight leg brace and prescribed naproxen for the pain and swelling .\n"
    "[patient] okay .\n"
)


def test_a_whole_is_no_rival_of_its_part() -> None:
    proof = prove("The doctor prescribed naproxen for the knee pain and swelling.", KNEE)
    assert proof.status is not Status.CONTRADICTED


def test_another_member_of_the_class_still_conflicts() -> None:
    source = "[patient] my shoulder hurts when i lift my arm .\n[doctor] okay .\n"
    assert prove("The patient's knee hurts when she lifts her arm.", source).status is not Status.VERIFIED


def test_a_non_kind_word_negates_nothing() -> None:
    assert not negated(tokenize("the jobs program will help more hiring , including non-profits and businesses ."))
    assert not negated(tokenize("grants for non-governmental groups"))


def test_non_tender_still_negates() -> None:
    source = "[doctor] on exam , your right ankle is non-tender .\n[patient] okay .\n"
    assert prove("The patient's right ankle is tender.", source).status is Status.CONTRADICTED


def test_a_negative_claim_is_not_contradicted_by_words_pieced_from_two_sentences() -> None:
    source = "Anna: By the way, I've been trying out cooking recipes. Made this tasty soup recently!\nTom: Yum.\n"
    assert prove("Anna does not have a recipe for the soup.", source).status is not Status.CONTRADICTED


def test_one_sentence_that_states_it_still_contradicts_a_negative_claim() -> None:
    source = "Anna: I have a recipe for the soup, it's my mom's.\nTom: Yum.\n"
    assert prove("Anna does not have a recipe for the soup.", source).status is Status.CONTRADICTED


def test_a_request_reported_is_not_contradicted_by_the_listeners_state() -> None:
    source = "Anna: I keep skipping breakfast lately.\nTom: Don't skip breakfast, it's important!\n"
    assert prove("Tom tells Anna not to skip breakfast.", source).status is Status.VERIFIED
