"""Issue #14, helper extract39: kinds of error of the offline extractor, each by a general rule, through the whole
digest (extractor, then the proof engine). Every transcript here is written for the test (no corpus text).

- *a no as far as the speaker knows* ("Not that I know of.") answers a yes/no question with a no: it was dropped as
  hedged (``lexicon/hedged_answers.txt``), though the proof reads it as a no (``lexicon/no.txt``);
- *a statement before a question in one "?"-ended sentence* ("I started the new job last week, do you like yours?"):
  the statement was skipped with the question (``question_tails.stated_before``);
- *a hedge in one conjunct* ("I run daily and maybe I'll try swimming"): "maybe" held the whole joined sentence, and
  the proof refused the run as hedged (``nlp.clauses``: "and" before a hedge and a subject starts a clause);
- *"you" after an adverb opening its clause* ("because sometimes you urinate …") was read as an object and written
  "them urinate" (``rewrite._subject_you``, ``lexicon/subject_adverbs.txt``);
- *a turn resumed after the listener's backchannel*: the candidate's quote held the listener's "mm-hmm" and its label
  between the halves (``extractive._cite_in_source``), and so did a rejection's span.
"""

from __future__ import annotations

import pytest

from factlayer.config import Settings
from factlayer.digest.answers import rewrite_answer
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.generator import DigestGenerator
from factlayer.digest.question_tails import stated_before
from factlayer.digest.rewrite import Reference, swap_people
from factlayer.digest.salience import trim
from factlayer.digest.summary import LeadSummarizer
from factlayer.nlp.clauses import clauses
from factlayer.nlp.modality import modality
from factlayer.nlp.tokens import tokenize
from tests.unit.digests import assessed, stored

PATIENT = Reference("The patient")
DOCTOR = Reference("The doctor")


# --- a no as far as the speaker knows -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("Do you smoke?", "No, not that I know of.", "The patient does not smoke."),
        ("Any allergies to medications?", "Not that I know of.", "The patient has no allergies to medications."),
        ("Have you had any seizures?", "Not that I'm aware of.", "The patient has not had any seizures."),
    ],
)
async def test_a_no_as_far_as_the_speaker_knows_answers_the_question(question: str, answer: str, fact: str) -> None:
    assert rewrite_answer(question, answer, PATIENT) == fact
    assert (fact, 2) in await stored(f"[doctor] {question}\n[patient] {answer}\n[doctor] okay .\n")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Do you smoke?", "Not that I know of, but my wife says I do."),  # taken back in the same breath
        ("Do you smoke?", "Maybe not that I know of."),  # hedged
        ("Any fever or chills?", "Not that I know of, just chills."),  # names one of those asked
    ],
)
async def test_a_no_as_far_as_the_speaker_knows_is_still_no_fact_when_qualified(question: str, answer: str) -> None:
    facts = [f for f, _ in await stored(f"[doctor] {question}\n[patient] {answer}\n[doctor] okay .\n")]
    assert not any(f.startswith("The patient does not") or "has no" in f for f in facts), facts


# --- a statement before a question in one sentence ----------------------------------------------------------------


async def test_the_statement_before_a_question_is_kept_with_its_speaker() -> None:
    text = "Mel: I started the new job last week, do you like yours?\nJon: Yes, I love it.\nMel: Great.\n"
    got = [(a.candidate.text, a.candidate.speaker) for a in await assessed(text) if a.accepted]
    assert ("Mel started the new job last week.", "Mel") in got
    assert not any("like" in fact and "Mel" in fact for fact, _ in got)  # the question is no fact


async def test_a_statement_before_how_about_you_is_kept() -> None:
    text = "Caroline: I went hiking with my kids last weekend, how about you?\nMelanie: I stayed home.\n"
    assert "Caroline went hiking with their kids last weekend." in [f for f, _ in await stored(text)]


@pytest.mark.parametrize(
    "sentence",
    [
        "When you walk around, do you get chest pain?",  # a condition of what is asked
        "If it hurts, do you take anything?",
        "You have had it for two weeks, is that correct?",  # assent sought for the statement
        "You take it at night, does that sound right?",
        "Do you smoke, or have you ever smoked?",  # a question first
        "So, um, have you had any fever?",  # nothing stated
        "Okay, any chest pain?",
    ],
)
def test_no_statement_is_read_before_a_condition_a_tag_or_a_question(sentence: str) -> None:
    assert stated_before(sentence, 0, len(sentence)) is None


def test_the_statement_ends_where_the_question_starts() -> None:
    sentence = "I started the new job last week, do you like yours?"
    assert sentence[: stated_before(sentence, 0, len(sentence))] == "I started the new job last week"


# --- a hedge in one conjunct --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    ["I run daily and maybe I will try swimming.", "I run daily, and probably I'll try swimming next.",
     "I run daily and perhaps we could go together."],
)  # fmt: skip
def test_a_hedge_after_and_opens_its_own_clause(sentence: str) -> None:
    parts = clauses(tokenize(sentence))
    assert len(parts) == 2
    assert modality(parts[0]) == "asserted" and modality(parts[1]) in ("hedged", "hypothetical")


async def test_a_hedge_in_the_second_conjunct_leaves_the_first_a_fact() -> None:
    facts = [f for f, _ in await stored("Mel: I run daily and maybe I'll try swimming.\nJon: Cool.\n")]
    assert "Mel runs daily." in facts
    assert not any("swim" in f for f in facts)  # the hedged part is no fact


async def test_a_clause_opening_on_a_hedge_is_no_fact_and_leaves_the_plan_before_it() -> None:
    text = (
        "[patient] thank you .\n[doctor] i will see you in two weeks and hopefully you've finished the antibiotics "
        "by then .\n[patient] okay .\n"
    )
    facts = [f for f, _ in await stored(text)]
    assert "The doctor will see the patient in two weeks." in facts
    assert not [c.text for c in ExtractiveProvider().extract(text) if "antibiotics" in c.text]  # a hope, no fact


# --- "you" after an adverb ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("your level is low because sometimes you urinate it out", "because sometimes the patient urinates it out"),
        ("your knee swells and then you take ibuprofen", "and then the patient takes ibuprofen"),
    ],
)
def test_you_after_an_adverb_is_a_subject(said: str, written: str) -> None:
    words = said.split()
    assert swap_people(words, DOCTOR, PATIENT)
    assert " ".join(words).startswith("The patient's") and " ".join(words).endswith(written)
    assert "them" not in words


async def test_no_object_pronoun_is_written_as_a_subject() -> None:
    text = (
        "[patient] okay .\n[doctor] i checked your magnesium level because sometimes you uh urinate out magnesium "
        "with the water pills .\n[patient] okay .\n"
    )
    facts = [f for f, _ in await stored(text)]
    assert any("sometimes the patient urinates out magnesium" in f for f in facts), facts
    assert not any(" them urinate" in f for f in facts)


# --- a turn resumed after the listener's backchannel --------------------------------------------------------------

_RESUMED = (
    "[patient] my knee hurts .\n[doctor] i am going to order an mri-\n[patient] mm-hmm .\n"
    "[doctor] just to be sure that there is no tear in the meniscus .\n[patient] okay .\n"
)


async def test_a_resumed_turns_quote_and_citation_are_the_speakers_words_only() -> None:
    (mri,) = [c for c in ExtractiveProvider().extract(_RESUMED) if "mri" in c.text]
    assert "mm-hmm" not in (mri.quote or "") and "[patient]" not in (mri.quote or "")
    assert mri.quote == "i am going to order an mri just to be sure that there is no tear in the meniscus"
    (done,) = [a for a in await assessed(_RESUMED) if "mri" in a.candidate.text]
    assert done.accepted
    citation = done.grounding.citation
    assert citation is not None and "mm-hmm" not in citation.text and "[" not in citation.text


async def test_a_rejections_span_is_one_speakers_words_too() -> None:
    text = _RESUMED.replace(
        "there is no tear in the meniscus", "you did not tear your meniscus when you jumped off the truck"
    )
    generator = DigestGenerator(Settings(), proposer=ExtractiveProvider(), summarizer=LeadSummarizer())
    result = await generator.run("tr_test", text)
    spans = [r.source_span.text for r in result.rejections if r.source_span is not None and "mri" in r.candidate_text]
    spans += [f.source_span.text for f in result.facts if "mri" in f.fact_text]
    assert spans and not any("mm-hmm" in s or "[patient]" in s for s in spans), spans


# --- a clause that only goes, before "and" and its deed (the fit half's next kind of junk) ------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("[doctor] okay .\n[patient] so i went and got the mri .\n[doctor] okay .\n", "The patient got the mri."),
        ("Caroline: I went and bought a new bike last week.\nMel: Nice.\n",
         "Caroline bought a new bike last week."),
        ("[doctor] okay .\n[patient] then i went ahead and called my doctor .\n[doctor] okay .\n",
         "The patient called their doctor."),
    ],
)  # fmt: skip
async def test_going_and_doing_is_the_deed_and_going_alone_no_fact(text: str, fact: str) -> None:
    facts = [f for f, _ in await stored(text)]
    assert fact in facts
    assert not any(f.endswith(("went.", "went ahead.")) for f in facts), facts


def test_a_call_at_the_end_is_trimmed_but_an_object_with_its_determiner_is_not() -> None:
    for said, kept in [("i called my doctor", "i called my doctor"), ("i called them , doctor", "i called them")]:
        start, end = trim(said, 0, len(said))
        assert said[start:end] == kept


async def test_you_are_welcome_is_a_pleasantry_as_youre_welcome_is() -> None:
    text = "[patient] okay , thank you doctor .\n[doctor] you are welcome .\n[patient] bye .\n"
    assert not [f for f, _ in await stored(text) if "welcome" in f]
