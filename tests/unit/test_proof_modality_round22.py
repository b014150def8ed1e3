"""Issue 12, kinds found with a blind set of transcripts on new domains (bench/data/adversarial_modality.json),
each tested here on sources written for the test:

- *another doer, said by the other party* (``proof.other_doer``): "The crew will arrive at 8 a.m.", the agent to the
  customer, bore out "The customer will arrive at 8 a.m." (the clause's subject "the crew" was left unknown);
- *offered, not promised* (``proof.future.only_possible``): "We could also whiten your teeth" — "Maybe another
  time." bore out "Dr. Nguyen will whiten the patient's teeth";
- *told by someone else* (``nlp.reported_speech.opens_clause``): "My neighbor told me the policy covers mold." bore out
  "The policy covers mold." (a present -s verb did not open the reported clause);
- *a claim of what another holds* (``proof.polarity.flip_stands``): the patient's own "Not that I know of"
  contradicted "The patient's partner says the patient grinds their teeth at night".

And kinds found by probing the same kinds with sentences of the same domains, after the blind run:

- *a doubt alone before "but" or at the end* (``nlp.frame_reach.bare_doubt``): "I'm not sure, but the roof was
  replaced in 2010", "The permit was approved in May, I don't know";
- *a deed the speaker has someone do* (``proof.attribution``): "I'll have my assistant call you tomorrow" bore out
  "The doctor will call the patient tomorrow";
- *a clause waiting for its event* (``nlp.modality.awaited_time``): "Once the vendor delivers, we ship." bore out
  "The vendor delivered.";
- *a command whose verb no list names* (``nlp.commands``): "Sign the form and email it back." bore out "The patient
  signed the form";
- *a need, not the deed* (``proof.realis``): "Lily needs to bring her permission slip" bore out "Lily brought it"
  ("bring" was taken for an -ing form, ``nlp.normalise.inflected``); "The timing belt needs replacing" bore out "The
  timing belt was replaced";
- *a reply that puts the answer off* (``proof.dialogue.answer_to``, ``lexicon/deferrals.txt``): "How long has the
  seller owned the house?" — "Let me look." bore out "The seller has owned the house" (read as a fragment filling
  the question's slot); "in theory" hedges;
- *whose deed* (``lexicon/relations.txt``): "My roommate pays the electric bill" bore out "The tenant pays the
  electric bill" (a roommate, an ex, a fiancé, step-relations were no relations).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Agent: The crew will arrive at 8 a.m.\nCustomer: Great, thanks.\n", "The customer will arrive at 8 a.m."),
        (
            "[advisor] The car will be ready by five o'clock.\n[customer] Okay.\n",
            "The customer will be ready by five o'clock.",
        ),
        ("Coach: The new trainer started on Monday.\nSam: Oh, nice.\n", "Sam started on Monday."),
    ],
)
def test_a_doer_the_other_party_names_is_not_the_claims_subject(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Agent: The crew will arrive at 8 a.m.\nCustomer: Great, thanks.\n", "The crew will arrive at 8 a.m."),
        ("Doctor: The patient will start physical therapy on Monday.\nNurse: Okay.\n",
         "The patient will start physical therapy on Monday."),
        ("Doctor: Your knee will get better with rest.\nPatient: Good.\n", "The patient's knee will get better."),
    ],
)  # fmt: skip
def test_the_named_doer_itself_or_a_word_for_anyone_still_bears_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[agent] We could also store your furniture for a month.\n[customer] Maybe another time.\n",
         "The agent will store the customer's furniture for a month."),
        ("[agent] We can also store your furniture for a month.\n[customer] No, thanks.\n",
         "The agent will store the customer's furniture for a month."),
        ("Dr. Lee: I might also refer you to a sleep clinic.\nPatient: Okay.\n",
         "Dr. Lee is going to refer the patient to a sleep clinic."),
    ],
)  # fmt: skip
def test_a_deed_only_offered_or_possible_is_no_promise(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[agent] We will store your furniture for a month.\n[customer] Thanks.\n",
         "The agent will store the customer's furniture for a month."),
        ("[agent] We can also store your furniture for a month.\n[customer] No, thanks.\n",
         "The agent can store the customer's furniture for a month."),
    ],
)  # fmt: skip
def test_a_promise_or_a_claim_of_what_is_possible_still_bears_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[customer] My neighbor told me the policy covers mold.\n[agent] Okay.\n", "The policy covers mold."),
        ("[customer] My sister said the store closes at nine.\n[agent] Okay.\n", "The store closes at nine."),
    ],
)
def test_what_someone_else_told_the_speaker_is_theirs(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_the_speakers_own_present_statement_still_bears_out() -> None:
    source = "[agent] The policy covers mold.\n[customer] Good to know.\n"
    assert prove("The policy covers mold.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    "doubt", ["I'm not sure,", "Um, not sure,", "I'm not a hundred percent sure,", "I'm not entirely sure,"]
)
def test_a_doubt_said_alone_before_but_holds_the_clause_after_it(doubt: str) -> None:
    source = f"[client] {doubt} but the roof was replaced in 2010.\n[advisor] Okay.\n"
    assert prove("The roof was replaced in 2010.", source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    "source",
    [
        "[client] I'm not sure what it's called, but I take it every morning.\n[advisor] Okay.\n",
        "[advisor] Do you take it daily?\n[client] Yes, sure, but I take it every morning.\n",
    ],
)
def test_a_doubt_with_its_own_object_or_a_yes_leaves_the_clause_after_but(source: str) -> None:
    assert prove("The client takes it every morning.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Dr. Nguyen: Do you grind your teeth at night?\nPatient: Not that I know of. My partner says I do, though.\n",
         "The patient's partner says the patient grinds their teeth at night."),
        ("[doctor] Do you snore?\n[patient] No. My wife says I snore, though.\n", "The patient's wife says he snores."),
    ],
)  # fmt: skip
def test_the_speakers_own_no_does_not_contradict_what_another_says(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] My wife says I don't snore.\n[doctor] Okay.\n", "The patient's wife says the patient snores."),
        ("[Bo] The store closes at nine.\n[Ann] No, it doesn't close at nine.\n", "Ann says the store closes at nine."),
    ],
)  # fmt: skip
def test_the_holders_own_no_still_contradicts(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[doctor] I'll have my assistant call you tomorrow.\n[patient] Okay.\n",
         "The doctor will call the patient tomorrow."),
        ("[doctor] I'll get the nurse to take your blood pressure.\n[patient] Okay.\n",
         "The doctor will take the patient's blood pressure."),
    ],
)  # fmt: skip
def test_a_deed_the_speaker_has_someone_else_do_is_not_the_speakers(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_the_speakers_own_deed_beside_a_delegated_one_still_bears_out() -> None:
    source = "[doctor] I'll have the nurse draw your blood, and I will call you with the results.\n[patient] Okay.\n"
    assert prove("The doctor will call the patient with the results.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize("doubt", ["I don't know", "I dunno", "who knows"])
def test_a_doubt_said_alone_at_the_end_holds_the_clause_before_it(doubt: str) -> None:
    source = f"[client] The permit was approved in May, {doubt}.\n[contractor] Okay.\n"
    assert prove("The permit was approved in May.", source, roles=False).status is not Status.VERIFIED


def test_i_dont_know_before_but_leaves_the_clause_after_it() -> None:
    source = "[doctor] What caused it?\n[patient] I don't know, but it hurts a lot.\n"
    assert prove("It hurts a lot.", source, roles=False).status is Status.VERIFIED


def test_a_clause_waiting_for_its_event_asserts_nothing() -> None:
    source = "[Lena] Once the vendor delivers, we ship.\n[Tom] Okay.\n"
    assert prove("The vendor delivered.", source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[nurse] Once a week the nurse visits.\n[patient] Okay.\n", "The nurse visits once a week."),
        ("[patient] Once the swelling went down, I could walk again.\n[doctor] Good.\n", "The swelling went down."),
    ],
)
def test_once_as_a_frequency_or_in_the_past_still_states(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[doctor] Sign the form and email it back.\n[patient] Okay.\n", "The patient signed the form."),
        ("[doctor] Just upload the statement tonight.\n[patient] Okay.\n", "The patient uploaded the statement."),
    ],
)
def test_a_bare_verb_with_its_object_and_no_subject_is_a_command(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] I go to the bank and sign the forms every month.\n[doctor] Okay.\n",
         "The patient signs the forms every month."),
        ("[patient] Yesterday the plumber fixed the pipe.\n[doctor] Okay.\n", "The plumber fixed the pipe yesterday."),
    ],
)  # fmt: skip
def test_a_continued_clause_or_an_opening_adverb_is_no_command(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


def test_a_duty_to_bring_is_not_the_bringing() -> None:
    # "bring" was read as an -ing form, so nothing under "needs to" counted as undone
    source = "[teacher] Lily needs to bring her permission slip tomorrow.\n[parent] Okay.\n"
    assert prove("Lily brought her permission slip.", source, roles=False).status is not Status.VERIFIED
    assert prove("Lily needs to bring her permission slip.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[doctor] The timing belt needs replacing.\n[patient] Okay.\n", "The timing belt was replaced."),
        ("[doctor] The wound needs cleaning twice a day.\n[patient] Okay.\n",
         "The patient cleans the wound twice a day."),
    ],
)  # fmt: skip
def test_a_things_need_is_not_the_deed(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_the_need_itself_still_bears_out() -> None:
    source = "[doctor] The timing belt needs replacing.\n[patient] Okay.\n"
    assert prove("The timing belt needs replacing.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Dana: How long has the seller owned the house?\nMark: Let me look.\nDana: Okay.\n",
         "The seller has owned the house."),
        ("Dana: Who fixed the leak, the seller?\nMark: Let me look.\nDana: Okay.\n", "The seller fixed the leak."),
        ("Dana: How long has the seller owned the house, ten years?\nMark: Um, good question.\nDana: Okay.\n",
         "The seller has owned the house for ten years."),
    ],
)  # fmt: skip
def test_a_reply_that_puts_the_answer_off_asserts_nothing_of_the_question(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_an_open_question_answered_still_bears_out() -> None:
    source = "Dana: How long has the seller owned the house?\nMark: Ten years.\nDana: Okay.\n"
    claim = "The seller has owned the house for ten years."
    assert prove(claim, source, roles=False).status is Status.VERIFIED


def test_in_theory_hedges() -> None:
    source = "Dana: In theory, the update fixes the login bug.\nMark: Okay.\n"
    assert prove("The update fixes the login bug.", source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[tenant] My roommate pays the electric bill.\n[agent] Okay.\n[tenant] Right.\n",
         "The tenant pays the electric bill."),
        ("[agent] Did your roommate sign the lease?\n[tenant] Yes.\n[agent] Good.\n", "The tenant signed the lease."),
        ("[agent] Did you sign the lease?\n[tenant] My roommate did.\n[agent] Good.\n", "The tenant signed the lease."),
        ("[patient] My ex has the kids on weekends.\n[doctor] Okay.\n", "The patient has the kids on weekends."),
    ],
)  # fmt: skip
def test_a_roommate_or_an_ex_is_someone_else(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


def test_the_roommates_own_deed_still_bears_out() -> None:
    source = "[tenant] My roommate pays the electric bill.\n[agent] Okay.\n[tenant] Right.\n"
    assert prove("The tenant's roommate pays the electric bill.", source, roles=False).status is Status.VERIFIED
