"""Issue 12, round 44 (the kinds bench/modality_claims' fit half showed), each on sources written for the test:

- *a command opened by an adverb* (``lexicon/command_adverbs.txt``, read by ``nlp.modality.modality``): "Always
  wear a brace." bore out "The patient always wears a brace." (only a bare verb first was a command);
- *a near miss before "to"* (``lexicon/unrealised_heads.txt``): "I came close to being fired" bore out "Sam has
  been fired";
- *a holder's own "he / she / they"* (``proof.attribution``): "I think they fixed the leak", said by Sam, was
  CONTRADICTED for "Sam thinks they fixed the leak" (Sam speaks of someone else) — the claim's "they" is Sam's;
- *one's own "I'd say"* (``nlp.reported_speech.others_word``): "I'd say I walk daily" was read as someone else's
  report, so "Sam walks daily" went unverified.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Doctor: Your knee looks fine. Always wear a brace on the bike.\nPatient: Okay.\n",
            "The patient always wears a brace on the bike.",
        ),
        ("Doctor: Never skip the warm-up before a race.\nPatient: Sure.\n", "The patient never skips the warm-up."),
        ("Sam: I came close to being fired last year, but it never happened.\n", "Sam has been fired."),
        ("Sam: We were close to selling the house last year.\n", "Sam sold the house last year."),
    ],
)
def test_a_command_or_a_near_miss_is_not_a_deed(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: The sink is dry now.\nSam: I think they fixed the leak.\n", "Sam thinks they fixed the leak."),
        ("Sam: I believe she moved to Denver.\n", "Sam believes she moved to Denver."),
        ("Sam: I think she moved to Denver.\n", "Sam thinks she moved to Denver."),
        ("Ana: How often do you walk?\nSam: I'd say I walk daily.\n", "Sam walks daily."),
    ],
)
def test_a_holders_own_pronoun_or_own_say_so_still_bears_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Sam: I think they fixed the leak.\n", "Sam fixed the leak."),
        ("Sam: I believe she moved to Denver.\n", "Sam moved to Denver."),
        ("Sam: I think she moved to Denver.\n", "Sam thinks he moved to Denver."),
        ("Sam: I'd say my brother walks daily.\n", "Sam walks daily."),
    ],
)
def test_what_the_holder_says_of_another_is_not_the_holders_deed(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
