"""The offline extractor's rules, one by one: rewriting, junk, entities and subjects, types, merging, the cap.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.config import Settings
from factlayer.digest.answers import reply_polarity, rewrite_answer
from factlayer.digest.clause_subject import with_subject
from factlayer.digest.entities import build_participants, subject_of
from factlayer.digest.extractive import ExtractiveProvider, extract_candidates
from factlayer.digest.fact_kinds import category_of, type_of
from factlayer.digest.rewrite import Reference, rewrite_statement, tidy
from factlayer.digest.salience import junk_reason, salience
from factlayer.digest.thing_clauses import names_a_thing
from factlayer.models.fact import FactType
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.transcript import parse_turns

PATIENT = Reference("The patient")
DOCTOR = Reference("The doctor")


@pytest.mark.parametrize(
    ("clause", "speaker", "listener", "expected"),
    [
        ("i take lisinopril every night .", PATIENT, DOCTOR, "The patient takes lisinopril every night."),
        ("I'm still forgetting to take my blood pressure medication.", PATIENT, DOCTOR,
         "The patient is still forgetting to take their blood pressure medication."),
        ("i've been doing a lot of hiking", PATIENT, DOCTOR, "The patient has been doing a lot of hiking."),
        ("i do n't smoke", PATIENT, DOCTOR, "The patient does not smoke."),
        ("my blood pressure goes up when i walk", PATIENT, DOCTOR,
         "The patient's blood pressure goes up when the patient walks."),
        ("you are retaining a little bit of fluid .", DOCTOR, PATIENT,
         "The patient is retaining a little bit of fluid."),
        ("i got my , my vaccine", PATIENT, DOCTOR, "The patient got their vaccine."),
        ("I moved to Lisbon in May.", Reference("Priya"), Reference("Tom"), "Priya moved to Lisbon in May."),
        ("I smoke.", PATIENT, DOCTOR, "The patient smokes."),  # the verb that ends the sentence agrees too
        ("I watch TV.", PATIENT, DOCTOR, "The patient watches TV."),
    ],
)  # fmt: skip
def test_statements_become_third_person(clause: str, speaker: Reference, listener: Reference, expected: str) -> None:
    assert rewrite_statement(clause, speaker, listener) == expected


def test_a_clinicians_intention_is_the_plan_and_we_includes_the_speaker() -> None:
    assert (
        rewrite_statement(
            "i do wan na increase your lisinopril to 40 milligrams a day", DOCTOR, PATIENT, we_is_speaker=True
        )
        == "The doctor will increase the patient's lisinopril to 40 milligrams a day."
    )
    assert rewrite_statement("we'll repeat the echocardiogram", DOCTOR, PATIENT, we_is_speaker=True) == (
        "The doctor will repeat the echocardiogram."
    )
    # anyone else's wish stays a wish; what "we" did, the speaker did (the speaker is part of "we")
    assert rewrite_statement("i want to try acupuncture", PATIENT, DOCTOR) == "The patient wants to try acupuncture."
    assert rewrite_statement("we roast marshmallows on our trips", Reference("Mel"), None) == (
        "Mel roasts marshmallows on the trips."
    )


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("i love our kids", "Mel loves the kids."),
        ("our own group meets every week", "The group meets every week."),
        ("last weekend our city held a pride parade", "The city held a pride parade last weekend."),
    ],
)
def test_our_is_not_the_speakers_alone(clause: str, expected: str) -> None:
    """ "our kids" are the speaker's and someone else's: never "Mel's kids" / "their kids" (Mel's alone)."""
    assert rewrite_statement(clause, Reference("Mel"), None) == expected


def test_ours_is_not_rewritten() -> None:
    assert rewrite_statement("the house is ours", Reference("Mel"), None) is None


@pytest.mark.parametrize("clause", ["it is a little elevated", "they are running high", "that sounds good"])
def test_a_clause_about_an_unresolved_pronoun_is_not_rewritten(clause: str) -> None:
    assert rewrite_statement(clause, PATIENT, DOCTOR) is None


def test_second_person_without_an_addressee_is_not_rewritten() -> None:
    assert rewrite_statement("you should stop smoking", DOCTOR, None) is None


@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        ("do you smoke ?", "no , never .", "The patient does not smoke."),
        ("Do you smoke?", "Yes.", "The patient smokes."),
        ("and you're taking your medication ?", "yes .", "The patient is taking their medication."),
        ("Have you had any falls since then?", "Yes, twice.", "The patient has had falls since then."),
        ("Did you land on your back?", "Yeah.", "The patient landed on their back."),
        ("Any chest pain?", "No.", "The patient has no chest pain."),
        ("Have you had fever or chills?", "No.", "The patient has not had fever or chills."),
        ("When you walk, do you get short of breath?", "No.", "The patient does not get short of breath."),
    ],
)
def test_a_question_and_its_answer_are_one_statement(question: str, answer: str, expected: str) -> None:
    assert rewrite_answer(question, answer, PATIENT) == expected


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Have you had fever or chills?", "Yes."),  # which one?
        ("And no nausea?", "No."),  # "no" to a negative question
        ("How are you?", "Good."),  # not a yes/no question
        ("Do you smoke?", "Maybe not."),  # not a clear answer ("not that I know of" is a no: extract39)
        ("Do you smoke?", "Yes, but I quit."),  # the rest of the answer changes it
    ],
)
def test_unclear_questions_and_answers_give_nothing(question: str, answer: str) -> None:
    assert rewrite_answer(question, answer, PATIENT) is None


def test_answer_polarity() -> None:
    assert reply_polarity("nope") is False and reply_polarity("yeah , i do") is True
    assert reply_polarity("maybe") is None and reply_polarity("i'm not sure") is None


def test_tidy_never_adds_words() -> None:
    assert tidy("i , i just do n't know , um , what it 's called") == "i just don't know, what it's called"
    assert tidy("My favourite animal is {disfmarker} a beagle .") == "My favourite animal is a beagle."


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("hi , good to see you", "greeting"),
        ("thank you so much", "greeting"),
        ("you have a good day", "greeting"),
        ("okay", "backchannel"),
        ("that's right", "backchannel"),
        ("i don't know", "non_answer"),
        ("hey dragon , show me the vital signs", "dictation"),
        ("let me examine you", "meta_talk"),
        ("i'm just going to check out your heart and your lungs", "meta_talk"),
        ("i love this weather", "small_talk"),
        ("do you smoke?", "question"),
        ("i know that you", "fragment"),
        ("if i remember right", "fragment"),
        ("i think it's out of control", "hedged"),
        ("yeah , you know", "backchannel"),
        ("it's really good", "filler"),
    ],
)
def test_junk_rules(clause: str, reason: str) -> None:
    assert junk_reason(tidy(clause)) == reason


@pytest.mark.parametrize(
    "clause",
    ["i take lisinopril 20 mg every morning", "my son was born in August", "we ship the remote in March"],
)
def test_facts_are_not_junk(clause: str) -> None:
    assert junk_reason(tidy(clause)) is None


def test_salience_prefers_specific_content() -> None:
    assert salience("i take lisinopril 20 mg every morning") > salience("i went there")
    assert salience("i think i take it") < salience("i take aspirin")


DIALOGUE = (
    "Doctor: Hi, Martha. This is Mr. Okafor, a 61-year-old man, here with his daughter.\n"
    "Patient: I'm Priya, actually. Dana is our new designer.\n"
    "Doctor: Do you smoke?\n"
    "Patient: No, never.\n"
)


def test_participants_and_names_introduced() -> None:
    people = build_participants(DIALOGUE)
    patient = people.speaker("Patient")
    doctor = people.speaker("Doctor")
    assert patient is not None and doctor is not None
    assert patient.id == "speaker:patient" and patient.role == "patient"
    assert {"martha", "priya", "okafor"} <= patient.aliases  # greeting, self-introduction, dictated introduction
    assert patient.reference == "The patient" and doctor.reference == "The doctor"


def test_a_name_label_stays_the_display_name_and_an_id_label_is_renamed() -> None:
    # "Hey Mel!" adds an alias to Melanie but facts keep naming her as the transcript labels her (a fact
    # naming "Mel" had no "Mel" in its evidence and was refused); "Speaker 1" who says "I am John
    # Smith" is written by name.
    text = "Caroline: Hey Mel! I went to a support group.\nMelanie: Hi Caroline! I ran a charity race last Saturday."
    people = build_participants(text)
    melanie = people.speaker("Melanie")
    assert melanie is not None and melanie.name == "Melanie" and "mel" in melanie.aliases
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert "Melanie ran a charity race last Saturday." in facts and not any("Mel " in f for f in facts)
    anonymous = build_participants("Speaker 1: Hi, I am John Smith.\nSpeaker 2: Hello John.")
    first = anonymous.speaker("Speaker 1")
    assert first is not None and first.reference == "John Smith"


def test_subjects_and_their_confidence() -> None:
    turns = parse_turns(DIALOGUE)
    people = build_participants(DIALOGUE, turns)
    patient, doctor = people.speaker("Patient"), people.speaker("Doctor")
    assert patient is not None and doctor is not None
    to_patient = people.addressee(turns, 0)
    assert to_patient.entity is patient and to_patient.confidence == 0.9
    assert subject_of("I take aspirin", patient, people.addressee(turns, 1), people).entity is patient
    assert subject_of("you take aspirin", doctor, to_patient, people).entity is patient
    assert subject_of("Priya takes aspirin", doctor, to_patient, people).confidence == 0.95
    assert subject_of("she takes aspirin", doctor, to_patient, people).confidence < 0.8
    topic = subject_of("the echocardiogram showed a murmur", doctor, to_patient, people)
    assert topic.entity is not None and topic.entity.id == "topic:echocardiogram" and topic.confidence >= 0.8


def test_in_a_group_you_is_ambiguous() -> None:
    text = "Anna: We met on Monday.\nBen: I agree.\nCara: You should rest more.\n"
    turns = parse_turns(text)
    people = build_participants(text, turns)
    assert people.addressee(turns, 2).confidence < 0.8
    extraction = ExtractiveProvider().digest(text)
    assert ("You should rest more.", "ambiguous_subject") in {(s.text, s.reason) for s in extraction.skipped}


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("The patient takes lisinopril 20 mg daily.", "medication"),
        ("The patient's blood pressure is 150 over 90.", "measurement"),
        ("The patient has had a cough for three days.", "symptom"),
        ("The doctor will order an echocardiogram.", "plan"),
        ("Caroline loves painting sunsets.", "preference"),
        ("Caroline's daughter lives in Leeds.", "relationship"),
        ("Caroline went to a support group yesterday.", "event"),
        ("Caroline is a counselor.", "attribute"),
        ("The patient's wife says the patient snores at night.", "reported"),
        ("The patient's cardiologist told them the patient has a leaky valve.", "reported"),
        ("The patient's pain started last week.", "symptom"),
    ],
)
def test_categories(text: str, category: str) -> None:
    assert category_of(text) == category


def test_types() -> None:
    assert type_of("Caroline takes the bus every day.", about_participant=True, mentions=1) is FactType.USER_FACT
    assert type_of("Caroline takes the bus every day.", about_participant=True, mentions=2) is FactType.USER_PATTERN
    assert type_of("The doctor has talked about the diet since we met.", about_participant=True, mentions=1) is (
        FactType.SHARED_NARRATIVE
    )
    assert type_of("The echocardiogram showed a murmur.", about_participant=False, mentions=1) is (
        FactType.SHARED_NARRATIVE
    )


def test_near_duplicates_merge_and_a_repeated_habit_is_a_pattern() -> None:
    text = (
        "Anna: I swim every morning before work.\nBen: Nice.\n"
        "Anna: Yes, I swim every morning before work, always.\nBen: Good for you.\n"
    )
    (fact,) = ExtractiveProvider().extract(text)
    assert fact.text == "Anna swims every morning before work."
    assert fact.type is FactType.USER_PATTERN and "said 2 times" in fact.reasoning


def test_ranked_by_salience_and_capped() -> None:
    text = (
        "Patient: I went there.\n"
        "Doctor: Okay.\n"
        "Patient: I take lisinopril 20 mg every morning.\n"
        "Doctor: Right.\n"
        "Patient: My daughter drives me to my appointments.\n"
    )
    everything = ExtractiveProvider().extract(text)
    assert [c.salience for c in everything] == sorted((c.salience for c in everything), reverse=True)
    (top,) = ExtractiveProvider(max_facts=1).extract(text)
    assert top.text == "The patient takes lisinopril 20 mg every morning."
    capped = ExtractiveProvider.from_settings(Settings(fact_extraction_max_facts=2)).extract(text)
    assert len(capped) == 2 and capped == everything[:2]


def test_unlabelled_text_has_no_speaker() -> None:
    (fact,) = ExtractiveProvider().extract("I moved to Lisbon in May.")
    assert fact.speaker is None and fact.text == "The speaker moved to Lisbon in May."


def test_a_leading_time_moves_to_the_end_and_a_bare_verb_takes_the_subject_before_it() -> None:
    (fact,) = ExtractiveProvider().extract("Anna: Next month I'm having an art show!\nBen: Wow.")
    assert fact.text == "Anna is having an art show next month."
    text = "Doctor: i'm going to put you in a splint and have you come back in two weeks.\nPatient: Okay."
    facts = [f.text for f in ExtractiveProvider().extract(text)]
    assert "The doctor will have the patient come back in two weeks." in facts


@pytest.mark.parametrize(
    "clause",
    ["you both looked so great on your wedding day", "you all obviously had a blast", "you and your husband won"],
)
def test_a_plural_you_is_not_the_listener_alone(clause: str) -> None:
    # "Melanie both looked so great …" named one person for two
    assert rewrite_statement(clause, Reference("Caroline"), Reference("Melanie")) is None


def test_hearsay_is_marked_as_reported() -> None:
    """ "my wife says I snore": the wife's words, passed on by the patient — marked, never the patient's own."""
    facts = extract_candidates("[doctor] how do you sleep ?\n[patient] well , my wife says that i snore a lot .")
    assert [(c.text, c.category) for c in facts] == [
        ("The patient's wife says that the patient snores a lot.", "reported")
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Jon: Took a short trip last week to Rome.", "Jon took a short trip last week to Rome."),
        ("Jon: Finally finished the first draft of my novel.", "Jon finally finished the first draft of their novel."),
    ],
)
def test_a_chat_sentence_that_drops_its_i_is_the_speakers(line: str, expected: str) -> None:
    source = f"{line}\nGina: Nice."
    assert expected in [c.text for c in extract_candidates(source)]


@pytest.mark.parametrize(
    "line",
    [
        "Jon: Seemed fine to me.",
        "Jon: Made my day.",
        "Jon: Let me know.",
        "Jon: Went well overall.",
        "Jon: Closed-minded.",
    ],
)
def test_a_past_form_that_opens_a_clause_about_a_thing_is_not_read_as_i(line: str) -> None:
    assert not [c for c in extract_candidates(f"{line}\nGina: Nice.") if c.text.startswith("Jon ")]


def test_an_unlabelled_sentence_that_drops_its_subject_is_not_guessed() -> None:
    assert extract_candidates("Took a short trip last week to Rome.") == []


def test_a_greeting_with_a_name_is_cut_from_the_fact_and_its_citation() -> None:
    source = "Gina: Hey Jon, I had to shut down my bank account.\nJon: Oh no."
    facts = extract_candidates(source)
    assert [(c.text, c.quote) for c in facts] == [
        ("Gina had to shut down their bank account.", "I had to shut down my bank account.")
    ]
    assert extract_candidates("Gina: Yeah Jon, I get it.\nJon: Good.") == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Jon: Family moments make life awesome.", "Jon says family moments make life awesome."),
        (
            "Jon: Setbacks are just opportunities for comebacks.",
            "Jon says setbacks are just opportunities for comebacks.",
        ),
    ],
)
def test_a_thing_named_without_a_determiner_is_kept_as_what_its_speaker_says(line: str, expected: str) -> None:
    assert [c.text for c in extract_candidates(f"{line}\nGina: Nice.")] == [expected]


@pytest.mark.parametrize(
    "clause",
    [
        "Let's keep helping each other out.",
        "Keep up the great work!",
        "Glad you had a great time.",
        "Awesome to have you.",
    ],
)
def test_an_imperative_or_a_person_is_not_a_thing(clause: str) -> None:
    assert not names_a_thing(clause)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("you ... my wife made me push a , uh , refrigerator", "my wife made me push a refrigerator"),
        ("i took the , uh , ibuprofen", "i took the ibuprofen"),
        ("for your knee , um , we will order an x-ray", "for your knee, we will order an x-ray"),
        ("no ... i do not", "no, i do not"),  # an answer word before a pause is no false start
        ("maybe ... i have it once a week", "maybe, i have it once a week"),  # nor a hedge
    ],
)
def test_a_false_start_and_a_filler_between_commas_are_dropped(said: str, expected: str) -> None:
    assert tidy(said) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "btw, I had an interview for a design internship yesterday!",
            "Jon had an interview for a design internship yesterday.",
        ),
        (
            "Besides the classes, I'm offering one-on-one mentoring.",
            "Jon is offering one-on-one mentoring besides the classes.",
        ),
    ],
)
def test_an_opening_phrase_before_i_is_dropped_or_moved_to_the_end(line: str, expected: str) -> None:
    assert [c.text for c in extract_candidates(f"Jon: {line}\nGina: Cool.")] == [expected]


def test_a_condition_before_i_is_not_moved() -> None:
    assert with_subject("when I get up, I feel dizzy", None) == "when I get up, I feel dizzy"


def test_a_named_speaker_written_once_is_they_after_that() -> None:
    """ "Mel had a quiet weekend after Mel went camping" repeated the name inside the sentence (and the proof
    reads a name there as someone it must find in the source); a role stays as is ("when the patient walks")."""
    assert rewrite_statement("I had a quiet weekend after I went camping with my fam", Reference("Mel"), None) == (
        "Mel had a quiet weekend after they went camping with their fam."
    )
    assert rewrite_statement("I was tired because I was up late", Reference("Mel"), None) == (
        "Mel was tired because they were up late."
    )
    assert rewrite_statement("I was tired because I was up late", PATIENT, None) == (
        "The patient was tired because the patient was up late."
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "The support group has made me feel accepted.",
            "Caroline says the support group has made them feel accepted.",
        ),
        ("The necklace is special to me.", "Caroline says the necklace is special to them."),
    ],
)
def test_a_thing_acting_on_the_speaker_is_what_the_speaker_says(line: str, expected: str) -> None:
    assert [c.text for c in extract_candidates(f"Caroline: {line}\nMel: Nice.")] == [expected]


def test_a_leading_time_before_it_moves_to_the_end() -> None:
    source = (
        "[doctor] how is the pain ?\n[patient] uh , saturday night it actually kept me up for a bit .\n[doctor] okay ."
    )
    facts = extract_candidates(source)
    assert [c.text for c in facts] == ["The patient says the pain actually kept them up for a bit saturday night."]


def test_an_exam_framing_before_everything_moves_to_the_end() -> None:
    source = "[doctor] on physical examination , you know , everything looks good .\n[patient] okay ."
    facts = extract_candidates(source)
    assert [c.text for c in facts] == ["The doctor says everything looks good on physical examination."]


@pytest.mark.parametrize(
    ("fragment", "predicate"),
    [("everything looks good", True), ("it feels tight", True), ("the kids", False), ("across the hall", False)],
)
def test_a_singular_subjects_present_tense_is_a_predicate(fragment: str, predicate: bool) -> None:
    assert looks_like_predicate(fragment) is predicate


def test_an_exam_framing_before_you_moves_to_the_end() -> None:
    source = "[doctor] listening to your lungs , you do have some faint wheezing .\n[patient] okay ."
    assert [c.text for c in extract_candidates(source)] == [
        "The patient does have some faint wheezing listening to their lungs."
    ]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("[patient] i've still been having some episodes and", "The patient has still been having some episodes."),
        ("[doctor] you do have a vitamin d deficiency , and", "The patient does have a vitamin d deficiency."),
    ],
)
def test_a_clause_that_trails_off_on_a_conjunction_is_kept_without_it(said: str, expected: str) -> None:
    other = "[doctor] okay ." if said.startswith("[patient]") else "[patient] okay ."
    assert [c.text for c in extract_candidates(f"{said}\n{other}")] == [expected]


def test_a_clause_ending_on_an_object_you_is_not_cut_off() -> None:
    assert junk_reason("i want to order a cardiac catheterization on you") is None
    assert junk_reason("so we looked at it and then you") == "fragment"


def test_a_leading_sentence_adverb_before_i_moves_to_the_end() -> None:
    facts = extract_candidates("[patient] generally i've been doing better\n[doctor] okay .")
    assert [c.text for c in facts] == ["The patient has been doing better generally."]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("you know when i try to reach for something", "when i try to reach for something"),
        ("we can help you out you know if your pcp agrees", "we can help you out if your pcp agrees"),
        ("do you know if it is worse", "do you know if it is worse"),  # asked, not a filler
        ("you know the drill", "you know the drill"),  # an object: not a filler
    ],
)
def test_you_know_before_a_clause_is_a_filler(said: str, expected: str) -> None:
    """ "you know when i try to reach" had become "The patient knows when the doctor tries to reach"."""
    assert tidy(said) == expected


def test_a_gerund_of_the_speakers_own_act_is_a_thing_they_talk_about() -> None:
    facts = extract_candidates("Jon: Losing my job gave me the push to start my own dance studio!\nGina: Wow.")
    assert [c.text for c in facts] == ["Jon says losing their job gave them the push to start their own dance studio."]
    assert not names_a_thing("Losing her job gave him the push.")  # someone else's: whose is unclear


def test_a_speaker_coordinated_with_others_is_not_they() -> None:
    """ "The kids and I went to the park" must not become "Mel says the kids and they went to the park"."""
    facts = extract_candidates("Mel: The kids and I went to the park.\nJon: Wow.")
    assert not [c for c in facts if "and they" in c.text]


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("i want to start by sending off some blood tests", None),  # the plan
        ("i want to start you on lisinopril", None),
        ("i'll start by asking you a few questions", "meta_talk"),  # talk about the talk
    ],
)
def test_starting_a_plan_is_not_meta_talk(clause: str, reason: str | None) -> None:
    assert junk_reason(clause) == reason


@pytest.mark.parametrize("clause", ["You got this!", "I'm here for you.", "I bet!", "you earned it"])
def test_an_encouragement_is_a_backchannel(clause: str) -> None:
    assert junk_reason(clause) == "backchannel"


def test_a_short_statement_with_content_is_not_an_encouragement() -> None:
    assert junk_reason("I smoke.") is None


def test_a_longer_transcript_may_keep_more_facts() -> None:
    """The cap grows with the transcript (``max_facts_per_1000_words``) but never falls below ``max_facts``."""
    things = [f"{a}{b}" for a in ("red", "blue", "green", "gold", "grey") for b in ("fox", "owl", "elk", "yak")]
    lines = [f"Patient: I bought a {x} lamp and a {y} rug in {n + 1990}." for n, (x, y) in
             enumerate(zip(things, things[7:] + things[:7], strict=True))]  # fmt: skip
    text = "\n".join(f"{line}\nDoctor: Okay." for line in lines)  # 20 facts, ~300 words
    assert len(ExtractiveProvider(max_facts=5).extract(text)) == 5
    provider = ExtractiveProvider(max_facts=5, max_facts_per_1000_words=30)
    assert provider.cap_for(text) == round(len(text.split()) * 30 / 1000) > 5
    assert len(provider.extract(text)) == provider.cap_for(text)
    assert provider.cap_for("Patient: I smoke.") == 5


def test_an_answer_that_rests_on_a_pronoun_is_no_fact() -> None:
    facts = ExtractiveProvider().extract("[doctor] are you using it ?\n[patient] yes .\n")
    assert [f.text for f in facts] == []


def test_a_greeting_with_a_title_names_the_whole_name() -> None:
    # A new user's walk: "Good morning, Mrs. Lopez." made every patient fact's subject "Mrs"
    people = build_participants("Doctor: Good morning, Mrs. Lopez.\nPatient: Good morning, doctor.")
    patient = people.speaker("Patient")
    assert patient is not None and patient.name == "Mrs. Lopez"
    assert {"lopez", "mrs. lopez"} <= patient.aliases and "mrs" not in patient.aliases


def test_a_relatives_fact_is_about_the_relative_not_the_speaker() -> None:
    # A new user's walk: "The patient's husband has diabetes." was stored with the patient as its subject, so a
    # memory query for the patient returned it
    text = "Doctor: Any family history?\nPatient: My husband has diabetes. I take aspirin.\nDoctor: Okay."
    by_text = {c.text: c for c in ExtractiveProvider().extract(text)}
    husband = by_text["The patient's husband has diabetes."]
    assert husband.subject_id == "speaker:patient:husband" and husband.subject_name == "Patient's husband"
    assert by_text["The patient takes aspirin."].subject_id == "speaker:patient"


def test_a_greeting_names_no_one_with_a_function_word_and_a_sentence_may_open_with_my_name_is() -> None:
    # "Hi, what brings you in today?" greets no one called "What" (every fact's subject read "What" before); the
    # patient's "My name is Maria Lopez." at the start of a sentence names her.
    text = "Doctor: Hi, what brings you in today?\nPatient: I have a headache. My name is Maria Lopez."
    patient = build_participants(text).speaker("Patient")
    assert patient is not None and patient.name == "Maria Lopez" and "what" not in patient.aliases
    lower = build_participants("Doctor: hi, how are you?\nPatient: good, thanks.")
    assert lower.speaker("Patient") is not None and lower.speaker("Patient").name == "Patient"  # type: ignore[union-attr]
    greeted = build_participants("Doctor: Hi, Martha. How are you?\nPatient: Fine.")
    assert greeted.speaker("Patient") is not None and "martha" in greeted.speaker("Patient").aliases  # type: ignore[union-attr]
