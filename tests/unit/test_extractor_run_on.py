"""Kinds of key fact the offline extractor missed in visit speech, one rule each, through the whole digest
(extractor, then the proof engine), each with the junk that must still be dropped: a clause whose own "I" comes
after a run-on lead, an exam phrase naming a limb before the subject, a clinician's verbless "no …" finding, a
subject lent by a clause cut off mid-way, a framed belief, "it" carried from the clause before, a "let's see"
pause, a short "it" clause in a visit, "gon na" written "will", a partial "no", "looks like" kept, a condition
kept with what it conditions, a dictation's section phrase, "is kind of like" (no vague preference).
Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.clause_leads import restarted
from factlayer.digest.clause_subject import absent_finding, with_subject
from factlayer.digest.dictation import dictated_patient
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.rewrite import tidy
from factlayer.digest.type_rules import broken_rule
from factlayer.models.fact import FactType


async def _facts(*turns: str) -> list[str]:
    """The stored facts' texts of a transcript of these turns."""
    text = "\n".join(turns)
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_a_clinicians_clause_after_a_run_on_lead_starts_at_its_own_i() -> None:
    stored = await _facts(
        "[patient] it itches all the time .",
        "[doctor] so mary for your first problem of the rash i do think that you have a contact dermatitis",
        "[patient] okay .",
    )
    assert "The doctor thinks that the patient has a contact dermatitis." in stored
    assert restarted("what i'm gon na do is i'm gon na order an x-ray of your wrist") > 0  # "what I'm going to do is"


async def test_a_lead_that_qualifies_the_clause_is_no_run_on() -> None:
    stored = await _facts(
        "[patient] it itches all the time .",
        "[doctor] if the rash spreads i'm gon na prescribe you some prednisone",
        "[patient] okay .",
        "[doctor] he said i should stop the cream",
        "[patient] okay .",
    )
    assert not any("prednisone" in fact for fact in stored)  # a condition: the plan is not stated
    assert not any("should stop" in fact for fact in stored)  # what someone said: the lead has a verb
    assert restarted("so good i good to see you today") == 0  # "i good": no verb after the "I"
    assert restarted("passing the stone i'll be right back") == 0  # what follows is talk about the visit
    assert restarted("passing the stone i'll see you back in a month") > 0  # a follow-up: the plan (junk_kinds test)
    assert restarted("and the stone i will send you that .") == 0  # "that" pointed into the lead


async def test_an_exam_phrase_naming_a_limb_before_the_subject_moves_to_the_end() -> None:
    stored = await _facts(
        "[patient] okay .",
        "[doctor] on the neurovascular exam of your left arm your capillary refill is less than three seconds",
        "[patient] okay .",
    )
    assert "The patient's capillary refill is less than three seconds on the neurovascular exam of their left arm." in (
        stored
    )
    # an opening adverbial ending on a word that needs an object is no adverbial: it is not cut there
    assert not with_subject("on the back of your hand your skin is dry", None).startswith("your hand")


async def test_a_clinicians_verbless_no_finding_is_what_the_patient_has_not() -> None:
    stored = await _facts(
        "[doctor] she is here for a screening colonoscopy .",
        "[doctor] no family history of colon cancer .",
        "[patient] right .",
    )
    assert "The patient has no family history of colon cancer." in stored


async def test_a_no_that_names_no_finding_is_still_talk() -> None:
    stored = await _facts(
        "[patient] sorry i'm late .", "[doctor] no problem .", "[patient] thanks .", "[doctor] no rush at all ."
    )
    assert stored == []
    assert absent_finding("no worries at all") is None
    assert absent_finding("no it is getting better") is None  # a verb: not a bare finding
    chat = await _facts("Jon: no fracture on the x-ray luckily", "Gina: phew!")  # no patient, no clinician
    assert not any("has no fracture" in fact for fact in chat)


async def test_a_clause_cut_off_midway_still_lends_its_subject() -> None:
    stored = await _facts(
        "[patient] my knee is killing me .",
        "[doctor] so i wan na go ahead and if ... and prescribe some naproxen 500 milligrams every eight hours "
        "as needed .",
        "[patient] okay .",
    )
    assert "The doctor will prescribe some naproxen 500 milligrams every eight hours as needed." in stored


async def test_a_condition_cut_off_midway_lends_no_subject() -> None:
    stored = await _facts(
        "[patient] my knee is killing me .",
        "[doctor] so if you ... and take some naproxen 500 milligrams every eight hours as needed .",
        "[patient] okay .",
    )
    assert not any("naproxen" in fact for fact in stored)


async def test_a_phrase_framing_a_clinicians_belief_moves_to_its_end() -> None:
    stored = await _facts(
        "[patient] my knee has been swelling up again .",
        "[doctor] okay . so for your knee pain , i think that this is a flare of your gout .",
        "[patient] okay .",
    )
    assert "The doctor thinks that this is a flare of the patient's gout for their knee pain." in stored


async def test_a_framed_belief_is_still_a_guess_when_the_patient_says_it() -> None:
    stored = await _facts(
        "[doctor] what do you think set it off ?",
        "[patient] for my knee pain , i think that it was the long drive .",
        "[doctor] okay .",
    )
    assert not any("drive" in fact for fact in stored)


async def test_a_clause_cut_off_at_no_connector_lends_no_subject() -> None:
    text = "Jon: I'd been wanting to try yoga for a while and finally took the plunge.\nGina: Nice!"
    stored = await _facts(text)
    assert not any("would finally" in fact for fact in stored)  # "I'd been …" ends on "a while": not cut off


async def test_it_after_a_clause_naming_the_patients_thing_is_that_thing() -> None:
    stored = await _facts(
        "[patient] i did n't eat this morning .",
        "[doctor] so your blood sugar is a little bit high , it was 182 today but you were n't fasting .",
        "[patient] okay .",
    )
    assert "The patient's blood sugar was 182 today." in stored


async def test_it_after_a_clause_about_a_person_stays_unresolved() -> None:
    stored = await _facts(
        "[patient] i did n't eat this morning .",
        "[doctor] so you are a little bit dehydrated , it was 182 today but you were n't fasting .",
        "[patient] okay .",
    )
    assert not any("182" in fact for fact in stored)  # "it" names no thing of the clause before
    assert with_subject("it was fine", "your knee hurts") == "it was fine"  # the thing is no subject of "is"/"was"


async def test_a_lets_see_pause_mid_clause_starts_the_clause_after_it() -> None:
    stored = await _facts(
        "[patient] okay .",
        "[doctor] tenderness over the lateral epicondyle let's see there is no tenderness at the olecranon",
        "[patient] okay .",
    )
    assert "There is no tenderness at the olecranon." in stored
    assert restarted("if it hurts let's see there is some swelling") == 0  # a condition before the pause


async def test_a_short_clause_about_it_in_a_visit_is_what_the_patient_says() -> None:
    stored = await _facts(
        "[doctor] so how is your headache ?",
        "[patient] yeah , and it's still pretty bad .",
        "[doctor] okay .",
    )
    assert "The patient says their headache is still pretty bad." in stored  # "it": the headache asked about


async def test_a_short_reaction_in_a_chat_is_no_fact() -> None:
    stored = await _facts("Jon: I finally finished the marathon.", "Gina: that sounds awesome!", "Jon: It was!")
    assert not any("awesome" in fact for fact in stored)  # three words about "that": a reaction, outside a visit


async def test_a_contracted_gonna_is_written_will_which_grounding_finds() -> None:
    stored = await _facts(
        "[patient] the cough is still there .",
        "[doctor] okay , so you 're gon na start the amoxicillin 500 milligrams three times a day .",
        "[patient] okay .",
    )
    assert "The patient will start the amoxicillin 500 milligrams three times a day." in stored
    assert tidy("you 're not gon na tear anything") == "you're not going to tear anything"  # not between: as before
    assert tidy("gon na be a long week") == "going to be a long week"


async def test_a_partial_no_names_what_is_there_instead() -> None:
    stored = await _facts(
        "[doctor] and any chest pain when you walk ?",
        "[patient] no , no chest pain , just , just the occasional cough .",
        "[doctor] okay .",
    )
    assert "The patient has no chest pain." in stored
    assert "The patient has the occasional cough." in stored


async def test_a_partial_no_naming_no_thing_adds_nothing() -> None:
    stored = await _facts(
        "[doctor] and any chest pain when you walk ?", "[patient] no , no chest pain , just tired .", "[doctor] okay ."
    )
    assert "The patient has no chest pain." in stored
    assert not any("tired" in fact for fact in stored)  # "just tired" names no thing the patient has


async def test_looks_like_is_kept_as_what_the_clinician_says() -> None:
    stored = await _facts(
        "[patient] okay .",
        "[doctor] and looks like you have good range of motion in your wrist let me see .",
        "[patient] okay .",
    )
    assert "The doctor says it looks like the patient has good range of motion in their wrist." in stored
    assert "The patient has good range of motion in their wrist." not in stored  # more than was said


async def test_i_know_that_is_still_read_through() -> None:
    stored = await _facts("[doctor] i know that you've had this knee pain for years .", "[patient] yeah .")
    assert "The patient has had this knee pain for years." in stored


async def test_a_condition_before_the_subject_is_not_moved_away_as_an_adverbial() -> None:
    stored = await _facts(
        "[patient] okay .",
        "[doctor] again , once you finish the antibiotics , you 're gon na start the probiotic daily",
        "[patient] okay .",
    )
    assert not any(fact.startswith("The patient finishes") for fact in stored)  # a condition is no statement
    assert with_subject("next week, i'm having surgery", None) == "i'm having surgery next week"  # an adverbial


async def test_a_carried_subject_does_not_hide_talk_about_the_visit() -> None:
    stored = await _facts(
        "[patient] it hurts when i bend it .",
        "[doctor] okay , so i 'm gon na order an x-ray and just take a quick look at your knee .",
        "[patient] okay .",
    )
    assert "The doctor will order an x-ray." in stored
    assert not any("quick look" in fact for fact in stored)  # "(I'll) just take a quick look": meta talk


async def test_a_section_phrase_before_the_patients_pronoun_moves_to_the_end() -> None:
    stored = await _facts(
        "[patient] thank you , doctor .",
        "[doctor] under the plan , under her thyroid nodule , her tsh levels were normal . follow up in a year .",
    )
    assert "The patient's tsh levels were normal under the plan, under her thyroid nodule." in stored


def test_a_condition_or_a_clause_before_the_pronoun_is_no_section() -> None:
    assert dictated_patient("when she came in , her knee was swollen") is None  # a condition
    assert dictated_patient("she said , her knee was swollen") is not None  # "she" opens it: as before
    assert dictated_patient("the nurse called , her knee was swollen") is None  # a clause with its own verb


async def test_kind_of_like_after_a_copula_likens_and_is_no_vague_preference() -> None:
    stored = await _facts(
        "[patient] the pill made me sick .",
        "[doctor] since we stopped your pill , we can try a ring called nuvaring , which is kind of like a patch .",
        "[patient] okay .",
    )
    assert any("nuvaring" in fact for fact in stored)
    assert broken_rule("He kind of likes jazz", FactType.USER_FACT) is not None  # a vague preference still
    assert broken_rule("The patient kind of likes the new inhaler", FactType.USER_FACT) is not None


async def test_a_formula_of_support_to_the_listener_is_no_fact() -> None:
    stored = await _facts(
        "Jon: The studio opens next week.",
        "Gina: I'm always here to support you! I'm rooting for you.",
        "Jon: I'm always at the studio on Mondays.",
    )
    assert not any("support" in fact or "rooting" in fact for fact in stored)
    assert "Jon is always at the studio on Mondays." in stored  # "I'm always …" about a place still is one
