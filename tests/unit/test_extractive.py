"""The offline extractive provider and the sentence/turn splitter, on real doctor–patient dialogues.

tests/data/mts_dialog_sample.jsonl: five dialogues from MTS-Dialog (Ben Abacha et al., EACL 2023,
abachaa/MTS-Dialog), CC BY 4.0, copied unchanged from the project's shared data set.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider, extract_candidates
from factlayer.models.fact import FactType
from factlayer.nlp.questions import is_question_loose
from factlayer.nlp.sentences import normalise_speaker, split_clauses, split_sentences, split_turns

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "mts_dialog_sample.jsonl"
ROWS: dict[str, dict[str, Any]] = {
    row["id"]: row for row in (json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines())
}
BACK_PAIN = ROWS["mts_dialog:valid:0"]["transcript"]
RASH = ROWS["mts_dialog:valid:1"]["transcript"]
GREETINGS = ROWS["mts_dialog:valid:17"]["transcript"]
COPD = ROWS["mts_dialog:test1:20"]["transcript"]


# --- sentences, turns, clauses -----------------------------------------------------------------


def test_turns_and_speakers_of_a_dialogue() -> None:
    turns = split_turns(BACK_PAIN)
    assert [t.speaker for t in turns[:4]] == ["Doctor", "Patient", "Doctor", "Patient"]
    # " Patient:" after a newline with a leading space is still a label
    assert all(t.speaker in {"Doctor", "Patient"} for t in turns)
    for t in turns:
        assert t.label_start is not None and t.label_end is not None
        assert BACK_PAIN[t.label_start : t.label_end].split(":")[0].strip() == t.speaker


@pytest.mark.parametrize(
    ("text", "speakers"),
    [
        ("Speaker 1: Hello there.\nSpeaker 2: Hi.", ["Speaker 1", "Speaker 2"]),
        ("[A]: I moved here in May.\n[B]: Welcome.", ["A", "B"]),
        ("guest_clinician: She is stable.\nDoctor: Good.", ["guest_clinician", "Doctor"]),
        ("SPEAKER_00: We ship on Friday.\nSPEAKER_01: Agreed.", ["SPEAKER_00", "SPEAKER_01"]),
        ("barry hughes: I think that unlikely.\nsian gwenllian am: Why?", ["barry hughes", "sian gwenllian am"]),
        ("Dr. Smith: Your scan is clear.\nPatient: Great.", ["Dr. Smith", "Patient"]),
        ("[00:01:02] Interviewer: Where do you live?\n[00:01:05] Guest: In Leeds.", ["Interviewer", "Guest"]),
    ],
)
def test_speaker_label_formats(text: str, speakers: list[str]) -> None:
    assert [t.speaker for t in split_turns(text)] == speakers


def test_a_lone_non_role_label_in_a_monologue_is_not_a_speaker() -> None:
    text = "Note: the patient arrived late. She had a fever."
    assert [t.speaker for t in split_turns(text)] == [None]


def test_inline_label_after_a_sentence_starts_a_turn() -> None:
    text = "Doctor: Any confusion?\nPatient: No. Doctor: Any hallucinations?\nPatient: No."
    assert [t.speaker for t in split_turns(text)] == ["Doctor", "Patient", "Doctor", "Patient"]


def test_sentences_have_exact_offsets_and_speakers() -> None:
    for row in ROWS.values():
        text = row["transcript"]
        for s in split_sentences(text):
            assert text[s.start : s.end] == s.text
            assert s.text == s.text.strip()
            assert s.speaker is not None


def test_sentence_splitting_keeps_abbreviations_and_splits_spelled_acronyms() -> None:
    text = "Patient: I saw Dr. Smith today. I have C O P D. I can't walk."
    assert [s.text for s in split_sentences(text)] == ["I saw Dr. Smith today.", "I have C O P D.", "I can't walk."]


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("When did your pain begin?", True),
        ("How old are you now", True),
        ("Do you smoke", True),
        ("Thank you, what seems to be the problem today.", True),
        ("When I try to get up, I get short of breath.", False),
        ("I have C O P D.", False),
        ("It hurts here, right.", False),
    ],
)
def test_questions(text: str, question: bool) -> None:
    assert is_question_loose(text) is question


def test_clauses_split_only_where_both_sides_have_a_predicate() -> None:
    text = (
        "Yeah, I got referred to P T, and I went, but only once or twice, um, and if I remember right, they did heat."
    )
    clauses = [text[a:b] for a, b in split_clauses(text)]
    assert clauses == [
        "Yeah, I got referred to P T",
        "I went, but only once or twice, um",
        "if I remember right, they did heat.",
    ]
    noun_list = "I have a headache and nausea."
    assert [noun_list[a:b] for a, b in split_clauses(noun_list)] == [noun_list]
    assert split_clauses("It was in two thousand and five.") == [(0, len("It was in two thousand and five."))]


def test_normalise_speaker() -> None:
    assert normalise_speaker("Guest_family_2") == "guest family 2"
    assert normalise_speaker("[A]") == "a"
    assert normalise_speaker(None) is None


# --- the extractive provider (facts a person would keep; the rules are tested in test_extractor_rules.py) ----


@pytest.mark.parametrize("row_id", sorted(ROWS))
def test_every_candidate_cites_exact_spans_of_its_speaker(row_id: str) -> None:
    text = ROWS[row_id]["transcript"]
    candidates = extract_candidates(text)
    for c in candidates:
        assert c.method == "extractive"
        assert c.spans and c.quote is not None and c.quote in text
        for a, b in c.spans:
            assert text[a:b].strip() == text[a:b] and text[a:b]
        assert c.text[0].isupper() and c.text.endswith(".")
        assert not c.text.rstrip().endswith("?")
        assert c.speaker in {"Doctor", "Patient", "Guest_family"}
        assert c.subject_id and c.subject_name and c.category


def test_key_clinical_facts_of_the_back_pain_dialogue() -> None:
    texts = {c.text for c in extract_candidates(BACK_PAIN)}
    for expected in (
        "The patient has had low back pain for about eight years now.",
        "The patient is twenty six.",
        "The patient had their son in August of two thousand eight.",
        "The patient has had back pain since giving birth.",
        "The patient fell four or five days ago.",
        "The patient saw Doctor X on January tenth two thousand nine.",
        "The patient has a follow up appointment scheduled for February tenth two thousand nine.",
        "The patient landed on their lower back again.",  # "Did you land …?" + "Yes, …"
    ):
        assert expected in texts, sorted(texts)


def test_greetings_pleasantries_and_backchannels_are_dropped() -> None:
    extraction = ExtractiveProvider().digest(GREETINGS)
    texts = [c.text for c in extraction.candidates]
    assert "The doctor is Doctor Frankland." in texts
    joined = " ".join(texts).lower()
    for noise in ("hi there", "nice to meet you", "good", "great"):
        assert noise not in joined
    reasons = {s.text.strip(): s.reason for s in extraction.skipped}
    assert reasons["Hi there!"] == "greeting" and reasons["Great!"] == "backchannel"
    assert reasons["He is in all the regular mainstream classes."] == "ambiguous_subject"  # skip over guessing


def test_a_question_and_its_clear_answer_are_one_fact_citing_both() -> None:
    by_text = {c.text: c for c in extract_candidates(RASH)}
    fact = by_text["The patient has not applied anything to the rash."]
    (q_start, q_end), (a_start, a_end) = fact.spans
    assert RASH[q_start:q_end] == "Have you applied anything to the rash?"
    assert RASH[a_start:a_end].startswith("No")
    assert fact.speaker == "Patient"  # who said it: the one who answered
    assert "The patient has not had episodes of shortness of breath or wheezing." in by_text
    assert not any("nausea" in t for t in by_text)  # "And no nausea?" + "No." is ambiguous: nothing


def test_speakers_subjects_and_types() -> None:
    by_text = {c.text: c for c in extract_candidates(COPD)}
    fact = by_text["The patient takes OxyContin for their back pain."]
    assert (fact.speaker, fact.subject_id, fact.type) == ("Patient", "speaker:patient", FactType.USER_FACT)
    assert fact.category == "medication"
    assert "The patient has C O P D." in by_text  # a spelled acronym ends its sentence


def test_hedged_statements_are_not_proposed_as_facts() -> None:
    extraction = ExtractiveProvider().digest("Patient: I think I might have a fever.\nDoctor: Okay.")
    assert extraction.candidates == []
    assert extraction.skipped[0].reason == "hedged"


async def test_propose_runs_off_the_loop_and_matches_extract() -> None:
    provider = ExtractiveProvider()
    assert await provider.propose(COPD) == provider.extract(COPD)


@pytest.mark.parametrize("row_id", sorted(ROWS))
async def test_rewritten_candidates_pass_the_pipeline_or_are_rejected_with_a_reason(row_id: str) -> None:
    text = ROWS[row_id]["transcript"]
    assessments = await assess_candidates(extract_candidates(text), text)
    assert sum(a.accepted for a in assessments) >= 0.8 * len(assessments)
    for a in assessments:
        if not a.accepted:
            assert a.reason
            continue
        cited = a.grounding.citation
        assert cited is not None and text[cited.start_char : cited.end_char] == cited.text
        assert a.grounding.alignment == "exact"  # via the quote: the evidence is verbatim


def test_a_rewritten_fact_that_ends_cut_off_is_skipped_as_a_fragment() -> None:
    """ASR splits sentences where the speaker paused: "Since Monday, but I don't have a fever." once became
    "The speaker does not have a fever since Monday, but." — a wrong meaning in broken grammar."""
    text = "I have had a headache. Since Monday, but I don't have a fever. I take ibuprofen twice a day."
    extraction = ExtractiveProvider().digest(text)
    kept = [c.text for c in extraction.candidates]
    assert "The speaker takes ibuprofen twice a day." in kept
    assert not any(t.rstrip(".").endswith(" but") for t in kept), kept
    assert any(s.reason == "fragment" and "Since Monday" in s.text for s in extraction.skipped)


# --- one labelled line, and what is declined -------------------------------------------------------


def test_one_name_labelled_line_of_own_words_is_the_speakers() -> None:
    # One "Name:" line whose words are the speaker's own ("I") is that speaker's line; a heading ("Note:") is not a
    # speaker, and its words stay text. The citation leaves the label out.
    text = "Maria: I love pizza. I live in Rome."
    found = ExtractiveProvider().digest(text)
    assert sorted(c.text for c in found.candidates) == ["Maria lives in Rome.", "Maria loves pizza."]
    assert {c.speaker for c in found.candidates} == {"Maria"}
    assert {text[c.spans[0][0] : c.spans[0][1]] for c in found.candidates} == {"I love pizza.", "I live in Rome."}
    note = ExtractiveProvider().digest("Note: the meeting moved to Friday.")
    assert [c.quote for c in note.candidates] == ["the meeting moved to Friday."]


async def test_declined_clauses_are_reported_with_their_reason_and_span() -> None:
    text = "Speaker 1: I moved the launch to March. I bought a new car.\nSpeaker 2: She broke it again. Hi there."
    report = await ExtractiveProvider(max_facts=1).propose_report(text)
    assert len(report.candidates) == 1
    reasons = {g.reason: g for g in report.gaps}
    assert set(reasons) == {"ambiguous_subject", "over_cap"}  # the greeting is junk by design, not reported
    for gap in report.gaps:
        assert gap.text == text[gap.start_char : gap.end_char] and gap.method == "extractive" and gap.detail
    assert reasons["ambiguous_subject"].text == "She broke it again."


def test_a_thing_the_words_do_not_name_is_kept_as_what_its_speaker_says() -> None:
    # "it" is never resolved by a guess: the fact is what the labelled speaker said, attributed to them;
    # a person ("she") is not reported this way (the fact would read as being about the wrong person),
    # and an unlabelled speaker's "it" stays skipped.
    text = "[doctor] how is the back?\n[patient] it hurts to bend over . she has diabetes ."
    found = ExtractiveProvider().digest(text)
    assert [(c.text, c.speaker, c.subject_name) for c in found.candidates] == [
        ("The patient says it hurts to bend over.", "patient", "patient")
    ]
    assert [(s.text, s.reason) for s in found.skipped if s.reason == "ambiguous_subject"] == [
        ("she has diabetes .", "ambiguous_subject")
    ]
    assert ExtractiveProvider().digest("it hurts to bend over.").candidates == []


def test_a_question_and_its_answer_on_one_line() -> None:
    text = "Doctor: Do you smoke? Patient: No."
    (fact,) = ExtractiveProvider().extract(text)
    assert (fact.text, fact.speaker) == ("The patient does not smoke.", "Patient")
    assert [text[a:b] for a, b in fact.spans] == ["Do you smoke?", "No."]


@pytest.mark.parametrize(
    ("exchange", "expected"),
    [
        # a "no" that goes on to name members of the class asked about is no denial
        ("[doctor] did you play any sports\n[patient] no primarily it was basketball baseball and football", []),
        # "how about the outside?" points at a place: no "has no the outside"
        ("[doctor] how about the outside\n[patient] no", []),
        ("[doctor] how about headaches\n[patient] no", ["The patient has no headaches."]),
    ],
)
def test_a_no_is_read_only_where_it_denies(exchange: str, expected: list[str]) -> None:
    assert [c.text for c in ExtractiveProvider().extract(exchange + "\n[doctor] okay")] == expected


def test_a_question_ending_an_unpunctuated_turn_is_answered_not_stored() -> None:
    text = (
        "[doctor] yeah we are all excited it's going to be a good time well have you experienced any numbness or "
        "tingling in that right foot\n[patient] no\n[doctor] okay"
    )
    texts = [c.text for c in ExtractiveProvider().extract(text)]
    assert "The patient has not experienced any numbness or tingling in that right foot." in texts
    assert not any("have the patient" in t or "well." in t for t in texts)


@pytest.mark.parametrize(
    "answer",
    [
        "No, just chills.",  # a partial "no" names what is there: not a denial of the list
        "Yes, sometimes.",  # hedged
        "Not really.",
        "Yes? I mean, no.",  # taken back
    ],
)
def test_an_answer_that_is_not_a_plain_yes_or_no_makes_no_question_fact(answer: str) -> None:
    text = f"Doctor: Any fever or chills?\nPatient: {answer}"
    assert not [c for c in ExtractiveProvider().extract(text) if len(c.spans) > 1]


def test_a_no_that_echoes_one_of_a_list_denies_that_one() -> None:
    facts = [
        c for c in ExtractiveProvider().extract("Doctor: Any fever or chills?\nPatient: No chills.") if len(c.spans) > 1
    ]
    assert [c.text for c in facts] == ["The patient has no chills."]  # not the fever: one of the list denied


def test_a_plain_no_to_a_list_denies_the_list() -> None:
    (fact,) = ExtractiveProvider().extract("Doctor: Any fever or chills?\nPatient: No, none.")
    assert fact.text == "The patient has no fever or chills." and len(fact.spans) == 2


def test_the_askers_own_i_is_not_rewritten_as_the_answerer() -> None:
    # "Do you think I need surgery?" — "Yes.": no fact "The doctor thinks I need surgery."
    assert ExtractiveProvider().extract("Patient: Do you think I need surgery?\nDoctor: Yes.") == []


def test_inline_name_labels_make_the_answer_the_other_persons() -> None:
    facts = extract_candidates("Alice: Do you smoke? Bob: No, I never have.")
    assert [(c.text, c.speaker) for c in facts] == [("Bob does not smoke.", "Bob")]


@pytest.mark.parametrize("answer", ["no , i do not .", "no , i never have .", "yes , i am .", "no , she did not ."])
def test_an_elliptical_answer_is_not_a_verbless_fact(answer: str) -> None:
    """ "No, I do not." answered a question: its meaning is in the question ("The patient does not smoke."),
    never "The patient does not." on its own."""
    facts = extract_candidates(f"[doctor] do you smoke ?\n[patient] {answer}")
    assert facts  # the question and its answer
    for c in facts:
        assert c.text.rstrip(".").split()[-1].lower() not in {"not", "has", "have", "is", "am", "do", "does", "did"}


def test_a_question_joining_two_questions_is_read_as_two() -> None:
    source = "[doctor] do you have any children or have you ever been pregnant\n[patient] no ."
    assert sorted(c.text for c in extract_candidates(source)) == [
        "The patient does not have any children.",
        "The patient has never been pregnant.",
    ]
    # "yes" does not say which
    assert extract_candidates(source.replace("no .", "yes .")) == []


def test_ever_is_read_with_the_answer() -> None:
    yes = extract_candidates("[doctor] have you ever been pregnant ?\n[patient] yes .")
    assert [c.text for c in yes] == ["The patient has been pregnant."]
    no = extract_candidates("[doctor] have you ever smoked ?\n[patient] no .")
    assert [c.text for c in no] == ["The patient has never smoked."]


def test_an_unlabelled_speakers_own_facts_are_user_facts() -> None:
    facts = extract_candidates("My sister lives in Boston. The project is late.")
    kinds = {c.text: c.type for c in facts}
    assert kinds["The speaker's sister lives in Boston."] == FactType.USER_FACT
    assert kinds["The project is late."] == FactType.SHARED_NARRATIVE


@pytest.mark.parametrize(
    "question", ["any questions , uh , bryan ?", "does that make sense ?", "any other questions for me ?"]
)
def test_a_question_about_the_conversation_makes_no_fact(question: str) -> None:
    assert extract_candidates(f"[doctor] {question}\n[patient] no , no questions .") == []


def test_nothing_like_that_is_a_plain_no_to_a_list() -> None:
    source = "[doctor] any fever or chills ?\n[patient] no , nothing like that ."
    assert [c.text for c in extract_candidates(source)] == ["The patient has no fever or chills."]
    # a qualified "nothing" is no plain answer
    assert extract_candidates(source.replace("nothing like that", "nothing significant")) == []


def test_an_exam_finding_with_there_is_is_the_finding() -> None:
    """ "there's no rebound or guarding" names no one (it was skipped as ambiguous_subject: the rewrite refused a
    clause opening on "there's"); in a visit it reads as "there is", as "there is no edema" always did."""
    facts = extract_candidates("[doctor] there's no rebound or guarding .\n[patient] okay .")
    assert [(c.text, c.speaker, c.subject_id) for c in facts] == [
        ("There is no rebound or guarding.", "doctor", "speaker:patient")
    ]


def test_a_clinicians_lets_with_a_plan_verb_is_the_plan() -> None:
    source = (
        "[doctor] let's go ahead and order a chest x-ray .\n[doctor] let's take a look at your knee .\n[patient] okay ."
    )
    extraction = ExtractiveProvider().digest(source)
    assert [c.text for c in extraction.candidates] == ["The doctor will order a chest x-ray."]
    assert ("let's take a look at your knee .", "meta_talk") in {(s.text, s.reason) for s in extraction.skipped}
    # a patient's "let's" is not a clinician's plan
    assert extract_candidates("[patient] let's go ahead and order pizza .\n[doctor] okay .") == []


def test_lets_reads_one_list_of_plan_verbs_with_or_without_go_ahead() -> None:
    """The junk rule and the rewrite read one list of plan verbs (lexicon/plan_verbs): "let's go ahead and
    check …" was dropped as meta talk while "let's check …" became the plan; talk verbs stay talk."""
    for said in (
        "let's check your a1c today .",
        "let's go ahead and check your a1c today .",
        "let's just check your a1c today .",
    ):
        facts = extract_candidates(f"[doctor] {said}\n[patient] okay .")
        assert [c.text for c in facts] == ["The doctor will check the patient's a1c today."], said
    for said in ("let's see how that goes .", "let's get started .", "let's move on to your exam ."):
        extraction = ExtractiveProvider().digest(f"[doctor] {said}\n[patient] okay .")
        assert extraction.candidates == [], said
        assert "meta_talk" in {s.reason for s in extraction.skipped}, said


def test_a_verb_whose_past_is_its_base_stays_past_with_a_word_of_the_past() -> None:
    """ "I quit five years ago" is past: "The patient quit …", not "quits"; without a word of the past the
    present agrees as before."""
    facts = [
        c.text
        for c in ExtractiveProvider().extract("Patient: I quit five years ago. I put ice on my knee every night.")
    ]
    assert "The patient quit five years ago." in facts
    assert "The patient puts ice on their knee every night." in facts
