"""Issue #12, the fact-level pairs: a false twin the source says otherwise of, answered UNVERIFIABLE.

Three kinds, each through ``prove`` (what POST /v1/verify runs):

- another thing in the claim word's place (``proof.slots``) missed because the place was not read as one: the
  evidence says a claim word in another form ("taking digoxin" for "takes tramadol"), the place follows "to" /
  "and" ("allergic to cockroaches", "benzoyl peroxide and Daypro"), a comma after it marks a pause ("add symbicort
  , two puffs"), a possessor stands before it ("the patient's appendix" / "my gallbladder"), the subject before
  the shared verb is the claim's person and the speaker's "i", or the place opens the claim;
- a denial with no restriction of its own ("No vision changes.") against a narrower positive claim
  (``proof.denied_whole``);
- a conflict resting on a word only referred to ("I use it once a week", "it" the cream): a weak conflict, which
  decides when nothing supports, no longer nothing.

Each test fails on the engine before these rules (its positive case); the negative cases in it guard the rule's
bounds (a verb's place, a class word for a name, another thing's values, a restricted denial, another deed).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

FINASTERIDE = (
    "[patient] so the finasteride i'm only taking half a pill , it's the 5 milligram one .\n"
    "[patient] and cialis , on the days i work out i take 5 milligrams otherwise i take two and a half milligram "
    "pills , but , uh , i have been out of it .\n"
)


def _status(claim: str, source: str) -> list[Status]:
    return [prove(claim, source, roles=roles).status for roles in (False, True)]


def _contradicted(claim: str, source: str) -> None:
    for roles in (False, True):
        proof = prove(claim, source, roles=roles)
        assert proof.status is Status.CONTRADICTED, proof.reason
        assert "entity:" in proof.reason or "polarity" in proof.reason, proof.reason


def test_a_claim_word_in_another_form_frames_the_place() -> None:
    """ "taking digoxin for afib" holds the place of "takes tramadol for afib"; the other drug found so in the
    finasteride's place brings its own amount, which is no strong conflict with the finasteride's."""
    _contradicted(
        "The patient takes tramadol for afib.", "Doctor: What do you take?\nPatient: I'm taking digoxin for afib."
    )
    assert _status("The patient takes half of a 5 milligram finasteride pill.", FINASTERIDE) == [Status.VERIFIED] * 2


def test_a_comma_after_the_place_is_a_pause() -> None:
    """ "add symbicort , two puffs": the comma after the drug is where the writer heard a pause."""
    _contradicted(
        "The doctor will add Advair two puffs twice a day during the summer.",
        "Doctor: Okay. We'll add symbicort, two puffs twice a day during the summer.",
    )


def test_the_subject_before_a_shared_verb_frames_the_place() -> None:
    """ "The patient drank | tonic water" / "i drank | pickle juice": the claim's subject and the speaker's "i" stand
    in the same place before the verb."""
    _contradicted(
        "The patient drank tonic water for her leg cramps.",
        "Patient: I had cramps when I woke up in both legs. I drank pickle juice and it went right away.",
    )


def test_to_and_or_frame_a_nouns_place_between_shared_words() -> None:
    """ "allergic to | cockroaches", "benzoyl peroxide and | Daypro"; not "how to | enforce | a low fat diet" (a
    verb taking its object)."""
    _contradicted(
        "Joanna recently found out she is allergic to cats.",
        "Joanna: I found out recently I'm allergic to cockroaches as well.",
    )
    _contradicted(
        "She is taking benzoyl peroxide and Tylenol.",
        "Doctor: Looks like you're taking benzoyl peroxide and Daypro.\nPatient: Yes.",
    )
    diet = "Patient: So, tell me how to enforce a low fat diet? What are your recommendations for that?"
    claim = "The patient asked the doctor for recommendations on how to follow a low fat diet."
    assert Status.CONTRADICTED not in _status(claim, diet)


def test_a_possessor_before_the_place_is_skipped_like_an_article() -> None:
    _contradicted(
        "They want to take the patient's appendix out before any weight loss surgery.",
        "Patient: They want to take my gallbladder out before we do any weight loss surgeries.",
    )


def test_the_claims_opening_is_a_subjects_place_when_a_shared_word_follows() -> None:
    """ "Boiling water | splashed onto" / "the hot oil | splashed onto"; not "Canada | has the" / "our country | has
    the" (no shared content word after it: the country may be Canada)."""
    _contradicted(
        "Boiling water splashed onto his arm while he was cooking.",
        "Patient: He was cooking, and the hot oil splashed onto his arm.",
    )
    _contradicted(
        "The patient's doctor noticed that the patient's skin and eyes are yellow.",
        "Patient: My family noticed that my skin and eyes are yellow.",
    )
    canada = "Speaker: Canadians need to know that our country has the lowest debt-to-GDP ratio in the G7."
    assert Status.CONTRADICTED not in _status("Canada has the lowest debt-to-GDP ratio in the G7.", canada)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Doctor: Any problems with your vision?\nPatient: No vision changes.",
            "The patient has had vision changes with the headaches.",
        ),
        ("Doctor: I don't see any swelling or glaucoma. No cataracts.", "The doctor found a cataract."),
    ],
)
def test_a_plain_denial_denies_a_narrower_claim(source: str, claim: str) -> None:
    _contradicted(claim, source)


def test_a_restricted_denial_a_denied_deed_or_another_thing_is_not_denied_whole() -> None:
    """ "no swelling in my legs" says nothing of her arms; not taking ibuprofen is no "not bought"; "Can't draw." is
    no "drew a whale" denied; "no perforation" is not "no perforated septum"; a reply's "No, …" denies the question."""
    _contradicted("The patient has had vision changes with the headaches.", "Patient: No vision changes.")
    for source, claim in [
        ("Patient: No swelling in my legs.", "The patient has swelling in her arms."),
        ("Patient: I'm not taking ibuprofen.", "The patient bought ibuprofen."),
        ("Speaker: Can't draw.", "The industrial designer drew a whale."),
        ("Doctor: There was no perforation.", "She had a perforated septum."),
        ("Speaker: No, it doesn't work here.", "The team works for Real Reaction."),
    ]:
        assert Status.CONTRADICTED not in _status(claim, source), (claim, source)


def test_a_word_only_referred_to_decides_a_conflict_when_nothing_supports() -> None:
    """ "Yes, I use it once a week", "it" the cream the question names: "once a day" is contradicted (a weak
    conflict: it decides only when nothing supports), "once a week" borne out."""
    source = "Doctor: Do you still use the cream for the rash?\nPatient: Yes, I use it once a week and it does help.\n"
    for roles in (False, True):
        proof = prove("The patient uses the cream once a day.", source, roles=roles)
        assert proof.status is Status.CONTRADICTED, proof.reason
        assert prove("The patient uses the cream once a week.", source, roles=roles).status is Status.VERIFIED
