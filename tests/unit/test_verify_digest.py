"""The checker on top of the digest pipeline: its verdict as signals, its misattribution as contradicting evidence."""

from __future__ import annotations

import re

import pytest

from factlayer.models.verdict import Verdict
from factlayer.text.lexical import FIRST_PERSON
from factlayer.verify import scoring
from factlayer.verify.assess import absent_names_and_numbers, digest_verdict, observe, prepare, speaks_in_own_voice
from factlayer.verify.checker import ClaimChecker, SourceDoc
from tests.unit.test_verify_checker import MEETING, VISIT


def test_prepared_source_carries_one_digest_index() -> None:
    prepared = prepare(VISIT)
    assert prepared.index is not None
    assert prepared.index.text == VISIT


async def test_digest_verdict_accepts_a_stated_fact() -> None:
    digest = await digest_verdict("I take ibuprofen twice a day.", prepare(VISIT))
    assert digest.accepted and digest.reason is None
    assert digest.grounded and digest.exact and digest.score == 1.0
    assert digest.span is not None and VISIT[digest.span[0] : digest.span[1]] == "I take ibuprofen twice a day"
    assert digest.speaker == "Patient"


async def test_digest_verdict_reports_missing_key_content() -> None:
    digest = await digest_verdict("She broke a leg skiing in Norway.", prepare(VISIT))
    assert not digest.accepted and digest.reason == "not_grounded"
    assert not digest.grounded and digest.span is None
    assert digest.missing == digest.items == 4
    assert digest.missing_share == 1.0


async def test_digest_verdict_finds_misattribution() -> None:
    claim = "industrial designer said it should be like a spaceship so it could run around and come find you."
    digest = await digest_verdict(claim, prepare(MEETING))
    assert digest.reason == "misattributed"
    assert "misattributed" in digest.codes
    assert digest.speaker == "marketing"


async def test_digest_features_are_neutral_before_the_digest_ran() -> None:
    prepared = prepare(VISIT)
    observation = observe("I take ibuprofen twice a day.", prepared)
    names = tuple(n for n in scoring.CANDIDATE_FEATURES if n.startswith("d_"))
    assert scoring.feature_vector(observation, names) == [0.0] * len(names)
    observation.digest = await digest_verdict(observation.claim, prepared)
    values = dict(zip(names, scoring.feature_vector(observation, names), strict=True))
    assert values["d_accepted"] == 1.0 and values["d_score"] == 1.0 and values["d_misattributed"] == 0.0


def test_fitted_models_use_known_features() -> None:
    for model in (scoring.TURNS_MODEL, scoring.PLAIN_MODEL):
        assert set(model.features) <= set(scoring.CANDIDATE_FEATURES)
        assert len(model.features) == len(model.means) == len(model.scales) == len(model.weights)


async def test_digest_misattribution_alone_contradicts_with_its_span(monkeypatch: pytest.MonkeyPatch) -> None:
    # The verifier's own attribution rule switched off: the digest's attribution validator must carry it.
    monkeypatch.setattr(scoring, "ATTRIBUTION_MIN_OTHER", 1.01)
    monkeypatch.setattr(scoring, "DIGEST_MISATTRIBUTION_MIN_SCORE", 0.8)
    claim = "industrial designer said it should be like a spaceship so it could run around and come find you."
    response = await ClaimChecker().verify(claim, [SourceDoc(text=MEETING)])
    assert response.verdict == Verdict.CONTRADICTED
    evidence = response.evidence[0]
    assert evidence.type == "contradicting"
    assert evidence.source.speaker == "marketing"
    assert MEETING[evidence.source.start_char : evidence.source.end_char] == evidence.source.text
    assert "like a spaceship" in evidence.source.text
    assert evidence.note is not None and evidence.note.startswith("digest misattributed")
    # the correction swaps the speaker for the one who said it: only names found in the source's labels
    assert response.correction is not None
    assert response.correction.corrected.startswith("marketing said")
    assert set(re.findall(r"[\w']+", response.correction.corrected.lower())) <= set(
        re.findall(r"[\w']+", (claim + MEETING).lower())
    )


async def test_digest_misattribution_switched_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scoring, "ATTRIBUTION_MIN_OTHER", 1.01)
    monkeypatch.setattr(scoring, "DIGEST_MISATTRIBUTION_MIN_SCORE", 1.01)
    claim = "industrial designer said it should be like a spaceship so it could run around and come find you."
    response = await ClaimChecker().verify(claim, [SourceDoc(text=MEETING)])
    assert response.verdict != Verdict.CONTRADICTED
    assert all(e.type != "contradicting" for e in response.evidence)


def test_first_person_quoted_from_a_turn_is_the_speakers_voice_not_the_claims() -> None:
    # "I take ibuprofen twice a day" is the patient's own sentence: copying it is quoting, not speaking.
    assert not observe("I take ibuprofen twice a day.", prepare(VISIT)).first_person
    # The claim's author talking ("I think ..." around a quote) still counts.
    assert observe("I think the patient takes ibuprofen twice a day.", prepare(VISIT)).first_person
    # A first-person word the source never says next to those words is the claim's own.
    assert observe("We take ibuprofen twice a day.", prepare(VISIT)).first_person


def test_speaks_in_own_voice_needs_a_verbatim_stretch_of_three_words() -> None:
    quoted = [["so", "we", "don't", "go", "on"]]
    assert not speaks_in_own_voice(["we", "don't", "go"], FIRST_PERSON, quoted)
    assert speaks_in_own_voice(["we", "don't"], FIRST_PERSON, quoted)  # two words: too short to be a quote
    assert speaks_in_own_voice(["we", "go", "on"], FIRST_PERSON, quoted)  # not in that order in the source
    assert not speaks_in_own_voice(["they", "go", "on"], FIRST_PERSON, quoted)  # no first person at all


@pytest.mark.parametrize(
    ("claim", "absent"),
    [
        ("Dr. Patel prescribed ibuprofen twice a day.", ["Patel"]),  # "Dr." ends an abbreviation, not a sentence
        ("J. Patel prescribed ibuprofen", ["Patel"]),
        ("The doctor prescribed it 3 times a day.", ["3"]),
        ("The doctor prescribed it twice a day. Thank you.", []),  # "Thank" starts a sentence
        ("THE DOCTOR PRESCRIBED IBUPROFEN", []),  # capitals throughout name nothing
        ("Which one did the doctor prescribe?", []),  # "one" is a pronoun as often as a number
        ("The Doctor prescribed ibuprofen", []),  # a speaker label is not a name to find in the words
        ("The doctor, Dr. Smith, prescribed it", ["Smith"]),  # a title alone is no name: "Smith" is
        ("Dr. Lee prescribed it to help the patient sleep.", ["Lee"]),  # a name inside another word is absent
        ("The patient needs PT twice a day.", []),  # initials of "physical therapy", in lower case
        ("The patient needs CT twice a day.", ["CT"]),
    ],
)
def test_absent_names_and_numbers(claim: str, absent: list[str]) -> None:
    source = prepare(
        "Doctor: I will prescribe ibuprofen twice a day to help you sleep, and physical therapy.\nPatient: Thank you."
    )
    assert absent_names_and_numbers(claim, source) == absent
