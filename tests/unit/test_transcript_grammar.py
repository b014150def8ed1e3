"""The one transcript grammar (``nlp.transcript``): every label form, turns with exact offsets, sentences.

Short excerpts are copied from the shared data set (see tests/data/ATTRIBUTION.md): ACI-Bench
(wyim/aci-bench, CC BY 4.0), MTS-Dialog (abachaa/MTS-Dialog, CC BY 4.0) and QMSum (Yale-LILY/QMSum,
MIT; parliamentary transcripts under their parliaments' open licences). The LoCoMo-format, WebVTT,
SRT, Otter and ASR strings are written here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from factlayer.nlp.questions import is_question_punctuated
from factlayer.nlp.transcript import Turn, parse_turns, sentences

ACI = (
    "[doctor] hi , martha . how are you ?\n"
    "[patient] i'm doing okay . how are you ?\n"
    "[doctor] martha is a 50-year-old female with a past medical history significant for congestive heart "
    "failure , depression and hypertension who presents for her annual exam .\n"
    "[patient] i've been doing well with that . i resisted , as much , as i could , from the tater tots .\n"
)
MTS = (
    "Doctor: Have you been experiencing any mental difficulties or confusion? \n"
    "Patient: No. Doctor: Any hallucinations? Are you seeing hearing thing that is not real? \n"
    "Patient: No."
)
MTS_FAMILY = "Guest_family: He was born at thirty two weeks.\nDoctor: Okay.\nGuest_family_2: He stayed in the NICU."
QMSUM_AMI = (
    "Project Manager: I'm Laura and I'm the project manager . {vocalsound} Do you want to introduce yourself again ?\n"
    "Marketing: Great .\n"
    "Industrial Designer: Hi , I'm David and I'm supposed to be an industrial designer .\n"
)
QMSUM_PARLIAMENT = (
    "The Chair (Hon. Anthony Rota (Nipissing—Timiskaming, Lib.)): I call this meeting to order.\n"
    "Mr. Eric Duncan (Stormont—Dundas—South Glengarry, CPC): Thank you, Mr. Chair.\n"
    "Hon. Bill Morneau (Minister of Finance): We have put in place the wage subsidy.\n"
    "The Chair: Thank you.\n"
    "Hon. Bill Morneau: The subsidy covers 75% of wages.\n"
)
QMSUM_WELSH = "Lynne Neagle AM: Okay, good morning.\nKirsty Williams AM: Thank you, Lynne.\n"
LOCOMO_STYLE = (  # the form our evaluation builds from LoCoMo's {speaker, text} turns; the words are ours
    "Anna: I adopted a grey cat from the shelter last week.\nBen: That's lovely! What's her name?\n"
    "Anna: Her name is Pebble.\n"
)


def _check_offsets(source: str, turns: list[Turn]) -> None:
    for t in turns:
        assert source[t.start : t.end] == t.text
        assert t.text == t.text.strip() and t.text


def _who(turns: list[Turn]) -> list[tuple[str | None, str]]:
    return [(t.speaker, t.text) for t in turns]


def test_bracket_labels_of_the_ambient_scribe_format() -> None:
    turns = parse_turns(ACI)
    _check_offsets(ACI, turns)
    assert [t.speaker for t in turns] == ["doctor", "patient", "doctor", "patient"]
    assert {t.role for t in turns} == {"doctor", "patient"}
    assert turns[0].text == "hi , martha . how are you ?"
    assert "[patient]" not in turns[1].text


def test_several_speakers_on_one_line_are_split() -> None:
    turns = parse_turns(MTS)
    _check_offsets(MTS, turns)
    assert _who(turns) == [
        ("Doctor", "Have you been experiencing any mental difficulties or confusion?"),
        ("Patient", "No."),
        ("Doctor", "Any hallucinations? Are you seeing hearing thing that is not real?"),
        ("Patient", "No."),
    ]


def test_a_role_or_id_label_never_seen_at_a_line_start_still_splits_a_line() -> None:
    # "Patient" opens no line, but a role word after a sentence end in a labelled transcript is a turn —
    # else "No." would be read as the doctor's own words.
    one_line = "Doctor: Do you smoke? Patient: No."
    turns = parse_turns(one_line)
    _check_offsets(one_line, turns)
    assert _who(turns) == [("Doctor", "Do you smoke?"), ("Patient", "No.")]
    ids = "Speaker 1: I moved. Speaker 2: Where to? Speaker 1: Rome."
    assert _who(parse_turns(ids)) == [("Speaker 1", "I moved."), ("Speaker 2", "Where to?"), ("Speaker 1", "Rome.")]
    # not in unlabelled text, and a heading that is not a role or an id stays text
    assert _who(parse_turns("I saw the doctor. Patient: no.")) == [(None, "I saw the doctor. Patient: no.")]
    assert _who(parse_turns("Doctor: Take it daily. Note: with food.")) == [
        ("Doctor", "Take it daily. Note: with food.")
    ]


def test_bracket_label_in_mid_line_starts_a_turn() -> None:
    source = "[doctor] any chest pain ? [patient] no , none .\n[doctor] okay ."
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert _who(turns) == [("doctor", "any chest pain ?"), ("patient", "no , none ."), ("doctor", "okay .")]


def test_role_labels_with_ids() -> None:
    turns = parse_turns(MTS_FAMILY)
    _check_offsets(MTS_FAMILY, turns)
    assert [(t.speaker, t.role) for t in turns] == [
        ("Guest_family", "family"),
        ("Doctor", "doctor"),
        ("Guest_family_2", "family"),
    ]


@pytest.mark.parametrize(
    ("source", "speaker", "role"),
    [
        ("DOCTOR: Any allergies?\nPATIENT: Penicillin.", "DOCTOR", "doctor"),
        ("Speaker 1: We ship on Friday.\nSpeaker 2: Fine.", "Speaker 1", None),
        ("SPEAKER_00: We ship on Friday.\nSPEAKER_01: Fine.", "SPEAKER_00", None),
        ("Dr. Okafor: Your pressure is high.\nPriya: I see.", "Dr. Okafor", "doctor"),
    ],
)
def test_colon_label_forms(source: str, speaker: str, role: str | None) -> None:
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert len(turns) == 2
    assert (turns[0].speaker, turns[0].role) == (speaker, role)


def test_meeting_roles_and_noise_marks() -> None:
    turns = parse_turns(QMSUM_AMI)
    _check_offsets(QMSUM_AMI, turns)
    assert [(t.speaker, t.role) for t in turns] == [
        ("Project Manager", "project manager"),
        ("Marketing", "marketing"),
        ("Industrial Designer", "industrial designer"),
    ]


def test_parliamentary_labels_name_the_person_and_carry_the_role() -> None:
    turns = parse_turns(QMSUM_PARLIAMENT)
    _check_offsets(QMSUM_PARLIAMENT, turns)
    assert [(t.speaker, t.role) for t in turns] == [
        ("Hon. Anthony Rota", "chair"),
        ("Mr. Eric Duncan", "Stormont—Dundas—South Glengarry, CPC"),
        ("Hon. Bill Morneau", "Minister of Finance"),
        ("The Chair", "chair"),
        ("Hon. Bill Morneau", "Minister of Finance"),  # the role stated once is carried
    ]
    assert turns[0].text == "I call this meeting to order."


def test_personal_names_when_several_lines_are_labelled() -> None:
    for source, first in ((QMSUM_WELSH, "Lynne Neagle AM"), (LOCOMO_STYLE, "Anna")):
        turns = parse_turns(source)
        _check_offsets(source, turns)
        assert turns[0].speaker == first
        assert len(turns) == len(source.strip().splitlines())


def test_unlabelled_asr_text_is_one_turn_without_speaker() -> None:
    source = "So here's the deal: we moved the launch to March. I take the train to work every day."
    turns = parse_turns(source)
    assert _who(turns) == [(None, source)]
    monologue = "Note: the meeting starts at nine.\nWe will review the budget."
    assert [t.speaker for t in parse_turns(monologue)] == [None]


def test_timestamps_before_labels_and_alone() -> None:
    source = "[00:01:23] Priya: I moved to Lisbon in May.\n[00:01:30] Tom: Nice.\n(00:01:41) and then we left"
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert _who(turns) == [("Priya", "I moved to Lisbon in May."), ("Tom", "Nice."), (None, "and then we left")]


def test_otter_export_label_on_its_own_line() -> None:
    source = "Speaker 1  0:03\nWe signed the lease.\nIt starts in June.\n\nSpeaker 2  0:10\nGreat."
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert _who(turns) == [("Speaker 1", "We signed the lease.\nIt starts in June."), ("Speaker 2", "Great.")]


def test_webvtt_voice_tags() -> None:
    source = (
        "WEBVTT\n\nNOTE written for this test\n\n1\n00:00:01.000 --> 00:00:04.000\n<v Dana Lee>I joined as the new "
        "designer.</v>\n\n00:00:04.500 --> 00:00:06.000\n<v.loud Sam>Welcome aboard!</v>\n\n"
        "00:00:07.000 --> 00:00:08.000\nno voice here\n"
    )
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert _who(turns) == [
        ("Dana Lee", "I joined as the new designer."),
        ("Sam", "Welcome aboard!"),
        (None, "no voice here"),
    ]


def test_srt_cues_with_and_without_labels() -> None:
    source = (
        "1\n00:00:01,000 --> 00:00:03,000\nNURSE: Your temperature is normal.\n\n"
        "2\n00:00:03,500 --> 00:00:05,000\nPATIENT: Good.\nI still feel dizzy.\n\n"
        "3\n00:00:05,500 --> 00:00:06,000\nthe fan hums\n"
    )
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert _who(turns) == [
        ("NURSE", "Your temperature is normal."),
        ("PATIENT", "Good.\nI still feel dizzy."),
        (None, "the fan hums"),  # a cue without a label: unknown, not the previous speaker
    ]


def test_srt_cues_labelled_with_personal_names() -> None:
    # one cue, one line: "several labelled lines" is judged over all the cues (each cue alone had one, and the
    # names stayed inside the text with no speaker)
    source = (
        "1\n00:00:01,000 --> 00:00:04,000\nAnna: I moved to Berlin in May.\n\n"
        "2\n00:00:05,000 --> 00:00:07,000\nBen: That's great.\n\n"
        "3\n00:00:07,500 --> 00:00:09,000\nAnna: Thanks!\n"
    )
    turns = parse_turns(source)
    _check_offsets(source, turns)
    assert _who(turns) == [("Anna", "I moved to Berlin in May."), ("Ben", "That's great."), ("Anna", "Thanks!")]
    lone = "1\n00:00:01,000 --> 00:00:04,000\nNote: the lab opens at nine.\n"
    assert [t.speaker for t in parse_turns(lone)] == [None]  # one name-like label in the file: still text


def test_sound_tags_are_not_speakers() -> None:
    source = "[laughs] that was funny\n[music]\nanyway we start now"
    assert [t.speaker for t in parse_turns(source)] == [None]


def test_sentences_keep_source_offsets() -> None:
    turns = parse_turns(ACI)
    for turn in turns:
        for s in sentences(turn):
            assert ACI[s.start : s.end] == s.text
            assert s.speaker == turn.speaker
    first = sentences(turns[0])
    assert [(s.text, s.is_question) for s in first] == [("hi , martha .", False), ("how are you ?", True)]
    third = sentences(turns[2])
    assert len(third) == 1  # "50-year-old" and the long clause stay one sentence


def test_sentences_do_not_split_titles() -> None:
    source = "Priya: Dr. Smith saw Mr. Okafor at 3 p.m. on Monday. He takes 2.5 mg daily.\nTom: Ok."
    parts = sentences(parse_turns(source)[0])
    assert [s.text for s in parts] == ["Dr. Smith saw Mr. Okafor at 3 p.m. on Monday.", "He takes 2.5 mg daily."]


@pytest.mark.parametrize(
    ("turn", "pieces"),
    [
        # pysbd reads "Ken.", "St.", "ok." as abbreviations and "I" as an initial: the two sentences were one, and
        # the extractor stored "Priya's boss is Ken. they work at Stripe."
        (
            "My boss is Ken. I work at Stripe. Dr. Smith is kind.",
            ["My boss is Ken.", "I work at Stripe.", "Dr. Smith is kind."],
        ),
        ("It was ok. I'm fine now, Mr. Lee.", ["It was ok.", "I'm fine now, Mr. Lee."]),
        ("I live at 5 Main St. I moved in May.", ["I live at 5 Main St.", "I moved in May."]),
        ("J. I. Packer wrote it. Dr. Smith read it.", ["J. I. Packer wrote it.", "Dr. Smith read it."]),
    ],
)
def test_a_sentence_ends_before_the_pronoun_i(turn: str, pieces: list[str]) -> None:
    assert [s.text for s in sentences(parse_turns(f"Priya: {turn}\nTom: Ok.")[0])] == pieces


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("do you smoke?", True),
        ("how long has it hurt", True),
        ("so do you smoke", True),
        ("I do smoke.", False),
        ("what I need is rest.", False),
        ("no, never", False),
    ],
)
def test_is_question(text: str, asks: bool) -> None:
    assert is_question_punctuated(text) is asks


def test_plain_sentence_ends_agree_with_pysbd() -> None:
    """Where no period is ambiguous the regex path is taken; it must find what pysbd finds."""
    from factlayer.nlp import segmentation

    sample = Path(__file__).resolve().parents[1] / "data" / "mts_dialog_sample.jsonl"
    texts = [json.loads(line)["transcript"] for line in sample.read_text(encoding="utf-8").splitlines()]
    plain = [t.text for text in (*texts, ACI, MTS, QMSUM_AMI) for t in parse_turns(text)]
    plain = [p for p in plain if not segmentation.HARD.search(p)]
    assert len(plain) > 20
    for text in plain:
        fast = [s.strip() for s in segmentation.plain_or_pysbd(text) if s.strip()]
        slow = [s.strip() for s in segmentation.pysbd_segments(text) if s.strip()]
        assert fast == slow, text


def test_personal_names_labelling_turns_on_one_line_split_it() -> None:
    # "Bob" opens no line, but a name after a sentence end on a line a name label opens is a turn — else
    # "No." would be read as Alice's own words.
    one_line = "Alice: Do you smoke? Bob: No, I never have."
    turns = parse_turns(one_line)
    _check_offsets(one_line, turns)
    assert _who(turns) == [("Alice", "Do you smoke?"), ("Bob", "No, I never have.")]
    two_lines = "Alice: Are you married? Bob: Yes.\nAlice: Since when? Bob: 2010."
    assert [t.speaker for t in parse_turns(two_lines)] == ["Alice", "Bob", "Alice", "Bob"]
    # a heading word is no name, and a title's full stop is no sentence end
    assert _who(parse_turns("Alice: Take it daily. Note: with food.\nBob: Okay.")) == [
        ("Alice", "Take it daily. Note: with food."),
        ("Bob", "Okay."),
    ]
    assert [t.speaker for t in parse_turns("Dr. Okafor: Your pressure is high.\nPriya: I see.")] == [
        "Dr. Okafor",
        "Priya",
    ]


def test_an_unpunctuated_run_on_turn_is_cut_at_its_discourse_markers() -> None:
    said = (
        "i did that last week okay so i do feel the mass on the left side but everything else looks good and on exam "
        "there is slight tenderness of the left lower quadrant okay so now i reviewed the results of your ct "
        "which show a three centimeter left ovarian mass so i do think this is most likely ovarian cancer"
    )
    source = f"[doctor] {said}\n[patient] okay"
    parts = [s.text for s in sentences(parse_turns(source)[0])]
    assert parts[0] == "i did that last week"
    assert parts[1].startswith("okay so i do feel the mass") and parts[1].endswith("left lower quadrant")
    assert parts[2].startswith("okay so now i reviewed")
    assert parts[3] == "so i do think this is most likely ovarian cancer"
    # punctuated or short text is left to the sentence ends
    short = "[doctor] okay so i do feel the mass okay so now i reviewed it\n[patient] okay"
    assert len(sentences(parse_turns(short)[0])) == 1


def test_a_titles_full_stop_does_not_start_an_inline_name_label() -> None:
    """ "Hear, hear!  Mr. Dave Epp: …" is Mr. Dave Epp's turn, never "Dave Epp" (another speaker id) after
    a turn ending on "Mr."."""
    source = (
        "Mr. Dave Epp: Thank you, Mr. Chair.\nHon. Ahmed Hussen: We act. All are healthy.   "
        "Some members: Hear, hear!  Mr. Dave Epp: Minister, the marketing board.\n"
        "Hon. Ahmed Hussen: We spent a billion dollars on our  Ms. Laurel Collins: Mr. Chair, one more?"
    )
    speakers = {t.speaker for t in parse_turns(source)}
    assert "Dave Epp" not in speakers and "Laurel Collins" not in speakers
    assert "Mr. Dave Epp" in speakers


@pytest.mark.parametrize(
    ("turn", "pieces"),
    [
        # unpunctuated ASR that ends a statement with a question: the question is a sentence of its own
        (
            "yeah we are all excited it's going to be a good time well have you experienced any numbness in that foot",
            [
                "yeah we are all excited it's going to be a good time",
                "well have you experienced any numbness in that foot",
            ],
        ),
        (
            "they built the stadium downtown have you been down there yet",
            ["they built the stadium downtown", "have you been down there yet"],
        ),
        # no question: "so do I", a question already ended by "?", one too short, or a long run that only opens like one
        ("i take it every day and so do i", ["i take it every day and so do i"]),
        (
            "we put you in a splint and have you come back in two weeks",
            ["we put you in a splint and have you come back in two weeks"],
        ),
        (
            "we put you in a splint i'll have you come back in two weeks",
            ["we put you in a splint i'll have you come back in two weeks"],
        ),
        ("the stadium opened downtown have you been there.", ["the stadium opened downtown have you been there."]),
        ("we built it last year, have you seen it?", ["we built it last year, have you seen it?"]),
        ("okay so have you", ["okay so have you"]),
        (
            "i'd have you push fluids to help you pass the stone and i'm going to prescribe you oxycodone five "
            "milligrams every six hours for the pain and tylenol in between",
            [
                "i'd have you push fluids to help you pass the stone and i'm going to prescribe you oxycodone five "
                "milligrams every six hours for the pain and tylenol in between"
            ],
        ),
    ],
)
def test_a_question_that_ends_an_unpunctuated_turn_is_its_own_sentence(turn: str, pieces: list[str]) -> None:
    text = f"[doctor] {turn}\n[patient] no\n"
    (doctor, _) = parse_turns(text)
    found = [s.text.strip() for s in sentences(doctor)]
    assert found == pieces
    if len(pieces) > 1:
        assert is_question_punctuated(sentences(doctor)[-1].text) and not is_question_punctuated(
            sentences(doctor)[0].text
        )
