"""Unit support (issue #12, the true statements the engine did not verify): kinds of miss on the fit half of the
fact-level set, each fixed by a general rule, each rule with the minimally altered false claims that must stay
unverified. The positive cases fail on the engine before these rules (main at 39cfc16); the negative ones guard
each rule's bounds.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.clauses import clauses
from factlayer.nlp.normalise import values
from factlayer.nlp.stems import american, stem
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

HOPE = (
    "John: I heard some stories from a veteran. Seeing their resilience really filled me with hope.\n"
    "Maria: That's lovely, John.\n"
)
CONFERENCE = "Tim: Have you read it?\nJohn: It would be awesome to go to a book conference with you.\nTim: Sure!\n"
KEYS = "Jon: I gave you the keys yesterday.\nGina: Thanks Jon!\n"
BOOK = "Gina: I gave the book to Jon yesterday.\nJon: Thanks!\n"
GIVEN = "Jon: You gave me the book yesterday.\nGina: Sure.\n"
SHANNEN = (
    "Mr. Angus: Shannen was a young activist. At 15 years old, she was killed in a car accident.\n"
    "The Chair: Thank you.\n"
)
GIMMICK = "Industrial Designer: The second one I think is more of a gimmick than actually a useable thing .\n"
VISIT = "[patient] this is my second visit and i had my first dose of the vaccine in march .\n"


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        # a speaker's name is their own "me / my", or their listener's "you / your"
        ("Seeing the veterans' resilience filled John with hope.", HOPE),
        ("John says it would be awesome to go to a book conference with Tim.", CONFERENCE),
        ("Jon gave Gina the keys.", KEYS),
        ("The book was given to Jon.", GIVEN),
        # "when" outside a question is a link, not a unit to find
        ("Shannen was 15 years old when she was killed.", SHANNEN),
        ("The patient asked when the appointment is.", "[patient] when is the appointment ?\n[doctor] on monday .\n"),
        # an ordinal is a place in an order, compared with ordinals only
        ("The patient had her first vaccine dose in March.", VISIT),
        ("This is the patient's second visit.", VISIT),
    ],
)
def test_true_claims_are_verified(claim: str, source: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_a_pronoun_in_another_clause_does_not_stand_for_the_name() -> None:
    source = "Gina: The wholesaler replied and said yes. Can you believe my luck?\nJon: Wow.\n"
    assert prove("The wholesaler replied to Gina.", source).status is not Status.VERIFIED


XRAY = (
    "[doctor] hey dragon , show me the chest x-ray .\n"
    "[doctor] so your diaphragm is a little bit flatter , and we'll see that later .\n"
)
ELBOW = (
    "[doctor] so let's talk about your elbow .\n[doctor] the x-ray looks fine .\n[doctor] no fracture .\n"
    "[doctor] i'll give you a sling .\n[doctor] take ibuprofen .\n[doctor] rest as much as you can .\n"
    "[doctor] and it should be improved in a couple of days .\n"
)
KNEE = "[patient] i fell on my knee last week .\n[patient] and it was really swollen for days .\n"


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The chest x-ray shows a flatter diaphragm.", XRAY),
        ("The patient's knee was swollen for days.", KNEE),
        # a word of another class between (a drug, a condition) is no rival of the body part (round truev2)
        ("The doctor says the elbow should be improved in a couple of days.", ELBOW),
    ],
)
def test_a_class_word_the_statement_refers_back_to_is_found_before_it(claim: str, source: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The knee x-ray shows a flatter diaphragm.", XRAY),
        ("The chest CT shows a flatter diaphragm.", XRAY),
        ("The patient's elbow was swollen for days.", KNEE),
        ("The patient's knee was swollen for weeks.", KNEE),
        # two body parts before "it": either may be the one it stands for
        ("The patient's knee was swollen for days.", KNEE.replace("my knee", "my knee and hurt my elbow")),
        # what the mother takes is not what helps the speaker
        ("Tylenol helps the patient a lot.", "[patient] my mom takes tylenol .\n[patient] it really helps a lot .\n"),
    ],
)
def test_a_class_word_from_before_must_be_the_only_one_and_about_the_same_one(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


CAMPING = "Melanie: We're thinking about going camping next month.\nCaroline: Fun! I have a lot of work.\n"


def test_a_named_owners_team_is_that_owners_we() -> None:
    assert prove("Melanie's team is thinking about going camping next month.", CAMPING).status is Status.VERIFIED
    assert prove("The team is thinking about going camping next month.", CAMPING).status is Status.VERIFIED


def test_another_speakers_team_is_not_credited_with_the_speakers_we() -> None:
    # fails on 39cfc16: "Caroline's team" was read as no one in particular, and Melanie's "we" bore it out
    proof = prove("Caroline's team is thinking about going camping next month.", CAMPING)
    assert proof.status is not Status.VERIFIED, proof.reason


def test_a_number_glued_to_a_word_is_a_number_and_a_word_not_an_ordinal() -> None:
    assert [t.text for t in tokenize("380,000students and the 21st")] == ["380,000", "students", "and", "the", "21st"]


@pytest.mark.parametrize(("text", "amount"), [("about forty-ish and above", 40.0), ("twenty-five", 25.0)])
def test_a_number_word_with_ish_is_that_number(text: str, amount: float) -> None:
    assert [v.amount for v in values(tokenize(text))] == [amount]


@pytest.mark.parametrize(
    ("british", "american"),
    [("colour", "color"), ("favourite", "favorite"), ("organised", "organized"), ("centre", "center")],
)
def test_british_and_american_spellings_share_a_stem(british: str, american: str) -> None:
    assert stem(british) == stem(american)


@pytest.mark.parametrize("word", ["four", "hour", "your", "rise", "wise"])
def test_short_words_keep_their_spelling(word: str) -> None:
    assert american(word) == word


SHOES = "Nate: I picked this colour because it's bright and bold.\nJoanna: Love it!\n"


def test_a_claim_in_american_spelling_is_borne_out_by_a_british_source() -> None:
    assert prove("Nate picked the color because it is bright and bold.", SHOES).status is Status.VERIFIED


DRIVE = "John: I just started helping out with a food drive for folks who lost their jobs.\nMaria: Wow!\n"


def test_folks_are_people() -> None:
    # fails on 39cfc16: "folks" in the place of "people" was read as another word in the claim word's place
    assert prove("John started helping with a food drive for people who lost their jobs.", DRIVE).status is (
        Status.VERIFIED
    )


def test_with_more_than_two_speakers_you_names_no_one_in_particular() -> None:
    source = (
        "Marketing: I like the yellow one.\n"
        "Project Manager: It would be awesome to go to a design fair with you.\n"
        "User Interface: Sure!\n"
    )
    claim = "The project manager says it would be awesome to go to a design fair with Marketing."
    assert prove(claim, source).status is not Status.VERIFIED
    two = "Marketing: I like the yellow one.\nProject Manager: It would be awesome to go to a design fair with you.\n"
    assert prove(claim, two).status is Status.VERIFIED


PFILE = "Grad C: But , wait a minute , P - file for each frame is storing a vector of cepstral or PLP values ,\n"


def test_a_hyphenated_word_written_with_spaces_is_one_word() -> None:
    assert prove("The P-file stores a vector of PLP values.", PFILE).status is Status.VERIFIED
    source = "A: The XML format is nice . It has a single time - line ,\n"
    assert prove("The XML format has a single time-line.", source).status is Status.VERIFIED


def test_a_dash_before_a_clause_still_cuts_it() -> None:
    parts = clauses(tokenize("It was rich and creamy - might be my new favorite snack !"))
    assert len(parts) == 2


def test_an_ordinal_is_no_count() -> None:
    # "one" after "the first" stands for the thing (nlp/numbers.pronoun_one), no count either
    assert [(v.kind, v.amount) for v in values(tokenize("the first one"))] == [("ordinal", 1.0)]
    assert [(v.kind, v.amount) for v in values(tokenize("my 2nd dose"))] == [("ordinal", 2.0)]


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        # a speaker's name read from "me" / "you": not the listener for the "me", not another person or role
        ("Seeing the veterans' resilience filled Maria with hope.", HOPE),
        ("Seeing the children's resilience filled John with hope.", HOPE),
        ("Tim says it would be awesome to go to a book conference with John.", CONFERENCE),
        ("John says it would be awesome to go to a book conference with Maria.", CONFERENCE),
        ("Gina gave Jon the keys.", KEYS),
        ("Jon gave Maria the keys.", KEYS),
        ("Jon gave Gina the keys last week.", KEYS),
        # the speaker's "I" and the listener's "you" as subject do what the claim has done to them
        ("The book was given to Gina.", BOOK),
        ("The book was given to Gina.", GIVEN),
        # a spelling variant or a synonym bears out its own word only
        ("Nate picked the colour because it is dark and bold.", SHOES),
        ("Joanna picked the color because it is bright and bold.", SHOES),
        ("Nate picked the flavour because it is bright and bold.", SHOES),
        ("John started helping with a food drive for kids who lost their parents.", DRIVE),
        ("John started helping with a food drive for people who lost their homes.", DRIVE),
        ("Maria started helping with a food drive for people who lost their jobs.", DRIVE),
        ("John started helping with a clothing drive for people who lost their jobs.", DRIVE),
        # "when" dropped: what happened is still a unit; another ordinal than the one said conflicts
        ("Shannen was 17 years old when she was killed.", SHANNEN),
        ("Shannen was 15 years old when she was born.", SHANNEN),
        # an asked "when" is what is asked: not "where"
        (
            "The patient asked when the appointment is.",
            "[patient] where is the appointment ?\n[doctor] at the clinic .\n",
        ),
        ("The industrial designer thinks the first one is more of a gimmick than a useable thing.", GIMMICK),
        ("The patient had her second vaccine dose in March.", VISIT),
        ("This is the patient's first visit.", VISIT),
        ("The patient had one dose of the vaccine in March.", VISIT),
        # a hyphen written with spaces joins only its own words
        ("The P-file stores a vector of MFCC values.", PFILE),
        ("The Q-file stores a vector of PLP values.", PFILE),
    ],
)
def test_minimally_altered_false_claims_stay_unverified(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
