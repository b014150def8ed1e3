"""Kinds of error a demanding new user found on eight more domains (review 26: an exit interview, a booking with an
allergy, a roofing estimate, a support call, a dietitian's consult): a name in a role label's parenthesis or given to
"And the name?", a verb lent over a shunning ("I skip breakfast"), a plan said in the present progressive, a deed
only mentioned. Every transcript here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.speaker_labels import read_label
from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("raw", "name", "role"),
    [("Homeowner (Beth)", "Beth", "homeowner"), ("Contractor (Luis)", "Luis", "contractor"),
     ("Interviewer (Gloria, HR)", "Gloria", "interviewer"), ("Dietitian (Ms. Ruiz)", "Ms. Ruiz", "dietitian")],
)  # fmt: skip
def test_a_role_label_with_a_name_in_its_parenthesis_names_the_speaker(raw: str, name: str, role: str) -> None:
    read = read_label(raw)
    assert read is not None and (read[0].speaker, read[0].role) == (name, role)


ESTIMATE = (
    "Contractor (Luis): A full replacement is 14,500. A patch would be around 2,800.\n"
    "Homeowner (Beth): That's more than I expected. My neighbour paid 11,000 last year.\n"
    "Contractor (Luis): His roof is smaller.\n"
)


@pytest.mark.parametrize("roles", [True, False])
def test_my_relation_under_a_parenthesised_name_is_that_persons(roles: bool) -> None:
    assert prove("Beth's neighbour paid 11,000 last year.", ESTIMATE, roles=roles).status is Status.VERIFIED
    assert prove("Beth paid 11,000 last year.", ESTIMATE, roles=roles).status is not Status.VERIFIED


def test_who_said_it_under_a_label_with_a_department() -> None:
    source = "Interviewer (Gloria, HR): Anything you'd change?\nDevon: No. The team itself is great.\n"
    assert prove("Gloria said the team is great.", source).status is not Status.VERIFIED
    assert prove("Devon said the team is great.", source).status is Status.VERIFIED


BOOKING = (
    "[host] For how many?\n[caller] Four people.\n[host] And the name?\n[caller] Priya Desai.\n"
    "[host] Any allergies?\n[caller] Yes, my son has a severe egg allergy.\n"
)


@pytest.mark.parametrize("roles", [True, False])
def test_a_name_given_to_and_the_name_is_the_speakers(roles: bool) -> None:
    assert prove("Priya's son has a severe egg allergy.", BOOKING, roles=roles).status is Status.VERIFIED
    assert prove("Priya has a severe egg allergy.", BOOKING, roles=roles).status is not Status.VERIFIED


def test_a_pets_name_asked_for_is_not_the_answerers() -> None:
    source = (
        "[vet] And what is the dog's name?\n[owner] Rex.\n[vet] Okay, Rex. Any vomiting?\n[owner] My son has a cold.\n"
    )
    assert prove("Rex's son has a cold.", source).status is not Status.VERIFIED


@pytest.mark.parametrize("roles", [True, False])
def test_a_verb_lent_over_a_shunning_is_not_borne_out(roles: bool) -> None:
    source = "Coach: So how often do you swim in the lake?\nMaya: I skip the lake most weeks, it's too cold.\n"
    assert prove("Maya swims in the lake most weeks.", source, roles=roles).status is not Status.VERIFIED
    assert prove("Maya skips the lake most weeks.", source, roles=roles).status is Status.VERIFIED
    assert prove("Tom avoids swimming in the lake.", "[Tom] I avoid swimming in the lake.\n").status is Status.VERIFIED
    assert prove("Tom swims in the lake.", "[Tom] I avoid swimming in the lake.\n").status is not Status.VERIFIED


def test_a_clause_of_the_shunnings_own_sentence_still_lends() -> None:
    source = "[coach] Did you do the drills?\n[Maya] I skipped them on Sunday because I was working.\n"
    assert prove("Maya was working on Sunday.", source).status is Status.VERIFIED


@pytest.mark.parametrize(
    "source",
    ["[agent] Facilities is replacing the boiler tomorrow.\n", "[agent] Facilities is replacing the boiler tonight.\n"],
)
def test_a_present_progressive_with_a_time_to_come_is_a_plan(source: str) -> None:
    assert prove("Facilities has replaced the boiler.", source).status is not Status.VERIFIED
    assert prove("Facilities replaced the boiler.", source).status is not Status.VERIFIED
    assert prove("Facilities will replace the boiler.", source).status is Status.VERIFIED


def test_a_progressive_without_a_time_to_come_is_left_alone() -> None:
    assert prove("The patient has taken the pills.", "[patient] I am taking the pills every day.\n").status is (
        Status.VERIFIED
    )


def test_a_deed_only_mentioned_is_not_done() -> None:
    source = "[patient] My cardiologist mentioned starting a blood thinner.\n"
    assert prove("The patient has started a blood thinner.", source).status is not Status.VERIFIED
    assert prove("The patient started a blood thinner.", source).status is not Status.VERIFIED
    hiring = "[Kim] Our manager mentioned hiring two more engineers.\n"
    assert prove("They hired two more engineers.", hiring).status is not Status.VERIFIED
    mentioned = "[Kim] Bo mentioned that the office in Leeds is closing.\n"
    assert prove("The office in Leeds is closing.", mentioned).status is Status.VERIFIED


@pytest.mark.parametrize("roles", [True, False])
def test_a_closing_denial_with_a_subject_of_its_own_denies_only_that_subject(roles: bool) -> None:
    source = "[passenger] The backpack arrived, the suitcase didn't.\n"
    assert prove("The backpack arrived.", source, roles=roles).status is Status.VERIFIED
    assert prove("The suitcase arrived.", source, roles=roles).status is Status.CONTRADICTED
    assert prove("The backpack did not arrive.", source, roles=roles).status is not Status.VERIFIED
    named = "[Ana] I called the plumber, Bo did not.\n"
    assert prove("Ana called the plumber.", named, roles=roles).status is Status.VERIFIED
    assert prove("Bo called the plumber.", named, roles=roles).status is not Status.VERIFIED
