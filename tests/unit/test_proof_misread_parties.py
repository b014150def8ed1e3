"""Seven kinds of misreading, each a false VERIFIED (or a true CONTRADICTED) the proof engine gave (issue 12): an
owner invented for a definite thing, a noun read as a passive verb, a framer read as the doer of the clause it
frames, "all but" read as "all", an object stitched from a clause to come onto a deed done, a relation swapped inside
a reported clause, and a relation's thing read as the speaker's. Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


def _status(source: str, claim: str) -> Status:
    return prove(claim, source, roles=False).status


# 1. "the <thing> did it to me": the thing is nobody's said (proof.unowned)
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: the scooter knocked me down outside the pharmacy.", "The patient's scooter knocked them down."),
        ("Rosa: the train door closed on me this morning.", "Rosa's train door closed on her."),
        ("Patient: the shelf fell on me while I was cleaning.", "The patient's shelf fell on them."),
    ],
)
def test_a_definite_thing_acting_on_the_speaker_is_nobodys(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.VERIFIED


def test_the_thing_acting_on_the_speaker_still_bears_out_the_deed() -> None:
    assert (
        _status("Patient: the scooter knocked me down outside the pharmacy.", "The scooter knocked the patient down.")
        is Status.VERIFIED
    )


# 2. a noun of the evidence ("a tetanus shot") is no passive verb of the claim ("was shot") (proof.voice)
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I got a tetanus shot after the dog bite.", "The patient was shot after the dog bite."),
        ("Eva: I gave my sister a call on Sunday.", "Eva was called by her sister on Sunday."),
        ("Patient: I had a kick to the shin at practice.", "The patient was kicked in the shin at practice."),
    ],
)
def test_a_thing_had_is_no_deed_done_to_the_subject(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.VERIFIED


def test_the_thing_had_and_a_real_passive_still_bear_out() -> None:
    assert _status("Patient: I got a tetanus shot after the dog bite.", "The patient got a tetanus shot.") is (
        Status.VERIFIED
    )
    assert _status("Patient: a bee stung me in the garden.", "The patient was stung by a bee.") is Status.VERIFIED


# 3. the one who thinks or says it is no doer of the clause it frames (proof.framer_not_doer)
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Gus: my coach thinks I should rest my ankle this week.", "Gus's coach should rest the ankle this week."),
        ("Patient: my dentist says I could skip the x-ray.", "The patient's dentist could skip the x-ray."),
        ("Ida: my editor says I should trim the chapter.", "Ida's editor should trim the chapter."),
    ],
)
def test_the_framer_is_no_doer_of_the_framed_clause(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.VERIFIED


def test_the_framed_one_and_a_framer_of_herself_still_bear_out() -> None:
    assert _status("Gus: my coach thinks I should rest my ankle.", "Gus should rest the ankle.") is Status.VERIFIED
    source = "Patient: my son wants me to stop driving."
    assert _status(source, "The patient's son wants the patient to stop driving.") is Status.VERIFIED


# 4. "all but": a near miss after an auxiliary or of a verb whose past is its base, an exception of a quantity
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I all but cut out sugar this year.", "The patient cut out sugar this year."),
        ("Patient: the swelling is all but gone.", "The swelling is gone."),
        ("Lead: the crew has all but repaired the roof.", "The crew has repaired the roof."),
        ("Chair: the panel reviewed all but four of the grants.", "The panel reviewed the grants."),
        ("Chair: the panel reviewed all but four of the grants.", "The panel reviewed all of the grants."),
    ],
)
def test_all_but_is_no_all(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.VERIFIED


def test_all_but_kept_whole_still_bears_out() -> None:
    source = "Chair: the panel reviewed all but four of the grants."
    assert _status(source, "The panel reviewed all but four of the grants.") is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I finished all but three tablets last month.", "The patient finished all the tablets."),
        ("Patient: I got all but one vaccine in the series so far.", "The patient got all the vaccines in the series."),
    ],
)
def test_all_but_a_number_and_its_noun_is_still_an_exception(source: str, claim: str) -> None:
    """The round's second review: "all but two pills last week" was read as a new clause and VERIFIED "all"."""
    assert _status(source, claim) is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I finished them all but three days later the cough was back.", "The patient finished all of them."),
        ("Lee: we read everything but one chapter bored us.", "Lee read everything."),
        ("Patient: I drank it all but an hour later I felt sick.", "The patient drank all of it."),
    ],
)
def test_a_but_that_opens_a_new_clause_after_all_is_no_exception(source: str, claim: str) -> None:
    """The round's review: "all | but two days later …" is a joint of two clauses, not "all but two of them"."""
    assert _status(source, claim) is Status.VERIFIED
    assert _status("Patient: I cut out sugar this year.", "The patient cut out sugar this year.") is Status.VERIFIED


# 5. an object of a deed to come ("once I sell the van") stitched to a deed done (proof.slot_elsewhere)
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Hal: once I sell the van I'll travel. I sold the bike in May.", "Hal sold the van."),
        (
            "Patient: when I finish the inhaler I'll call. I finished the tablets yesterday.",
            "The patient finished the inhaler.",
        ),
        ("Ada: after I book the venue I'll send invites. I booked the caterer today.", "Ada booked the venue."),
    ],
)
def test_an_object_to_come_is_not_the_object_of_a_deed_done(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.VERIFIED


def test_the_deed_done_with_its_own_object_still_bears_out() -> None:
    source = "Hal: once I sell the van I'll travel. I sold the bike in May."
    assert _status(source, "Hal sold the bike in May.") is Status.VERIFIED
    assert _status("Patient: The flat was small. We sold the place in June.", "The patient sold the flat in June.") is (
        Status.VERIFIED
    )


# 6. a relation named in a clause the speaker reports ("I forgot that my daughter …") is no subject of the
# speaker's own clause after it: reading it so (a rule tried this round, reverted) contradicted true statements
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I forgot that my son had a game, so I missed my checkup.", "The patient missed the checkup."),
        ("Ruth: I heard that my brother got engaged, so I called him.", "Ruth called her brother."),
    ],
)
def test_the_speakers_clause_after_a_reported_relative_is_the_speakers(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.CONTRADICTED


# 7. a relation's thing ("my husband's ankle") is not the speaker's, either way (proof.owners.relation_owned)
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Patient: my husband's ankle clicks.\nDoctor: does it ache at night?\nPatient: no",
            "The patient's ankle does not ache at night.",
        ),
        (
            "Tia: my sister's bike chain slips.\nTech: does it slip on hills?\nTia: yes",
            "Tia's bike chain slips on hills.",
        ),
    ],
)
def test_a_relations_thing_is_not_the_speakers_either_way(source: str, claim: str) -> None:
    assert _status(source, claim) is Status.UNVERIFIABLE


def test_the_relations_own_thing_still_bears_out() -> None:
    source = "Patient: my husband's ankle clicks.\nDoctor: does it ache at night?\nPatient: no"
    assert _status(source, "The patient's husband's ankle does not ache at night.") is Status.VERIFIED
