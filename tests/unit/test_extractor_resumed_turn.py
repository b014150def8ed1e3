"""Issue #14, helper extract29: a speaker's turn broken off only by the listener's backchannel ("[doctor] i wan na
go ahead and order an mri- | [patient] okay . | [doctor] . just to be sure .") is read as one turn
(digest/resumed_turns.py): the clause is no longer stored cut off, its rest no longer dropped as a fragment, and the
fact cites the speaker's own words in two spans, never the listener's. A reply between ("no ."), a first half that
ends its sentence, or one that asks, joins nothing; a bare "No." is no sound tag of the shared backchannel rule
(nlp/backchannels.py), so the proof does not read across it either. Every transcript is written for the test."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.resumed_turns import joined_view
from factlayer.nlp.transcript import parse_turns
from factlayer.proof.proof import Status, prove
from tests.unit.digests import assessed, stored

_MRI = "[doctor] i wan na go ahead and order an mri-\n[patient] okay .\n[doctor] . just to be sure .\n"
_KNEE = "[patient] i have been taking ibuprofen-\n[doctor] mm-hmm .\n[patient] for the pain in my knee .\n"


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (_MRI, "The doctor will order an mri just to be sure."),
        (_KNEE, "The patient has been taking ibuprofen for the pain in their knee."),
        (_KNEE.replace("mm-hmm .", "mm-hmm .\n[doctor] okay ."),
         "The patient has been taking ibuprofen for the pain in their knee."),
    ],
)  # fmt: skip
async def test_a_turn_resumed_after_a_backchannel_makes_one_fact_citing_both_halves(text: str, fact: str) -> None:
    assert (fact, 2) in await stored(text)


async def test_each_span_is_the_speakers_own_words() -> None:
    done = {a.candidate.text: a.candidate for a in await assessed(_KNEE) if a.accepted}
    cited = [_KNEE[a:b] for a, b in done["The patient has been taking ibuprofen for the pain in their knee."].spans]
    assert cited == ["i have been taking ibuprofen", "for the pain in my knee ."]


@pytest.mark.parametrize(
    "text",
    [
        _KNEE.replace("mm-hmm .", "no ."),  # a reply
        _KNEE.replace("ibuprofen-", "ibuprofen ."),  # the first half ends its sentence
        "[doctor] have you been taking ibuprofen ?\n[patient] yes .\n[doctor] for the pain in your knee .\n",  # asks
        _KNEE.replace("mm-hmm .", "mm-hmm .\n[doctor] do you take anything else ?"),  # more than a backchannel
    ],
)
def test_no_turn_is_joined_across_a_reply_a_sentence_end_or_a_question(text: str) -> None:
    assert joined_view(text, parse_turns(text))[:2] == (text, ())
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert not [f for f in facts if "ibuprofen" in f and "pain" in f], facts


@pytest.mark.parametrize(
    "text",
    [
        # a transcript without full stops: a turn ending on none is no sign of a break
        "[patient] i have been taking ibuprofen\n[doctor] okay\n[patient] for the pain in my knee\n"
        "[doctor] how often\n[patient] every day\n",
        # the rest asks: the statement would be skipped as part of a question
        "[doctor] i know your a1c was borderline in the past but-\n[patient] mm-hmm .\n"
        "[doctor] -i guess it is high now so how are you feeling ?\n",
    ],
)
def test_no_turn_is_joined_without_a_cut_mark_when_unpunctuated_or_into_a_question(text: str) -> None:
    assert joined_view(text, parse_turns(text))[:2] == (text, ())


def test_the_view_blanks_the_interruption_and_keeps_every_offset() -> None:
    view, gaps, turns = joined_view(_MRI, parse_turns(_MRI))
    assert len(view) == len(_MRI) and len(gaps) == 1
    assert turns == parse_turns(view)  # the view's turns, read from the source's without a second parse
    assert " ".join(view.split()) == "[doctor] i wan na go ahead and order an mri just to be sure ."


def test_a_bare_no_between_is_a_reply_to_the_proof_too() -> None:
    source = (
        "Industrial Designer: I think incorporating a logo is quite straightforward .\n"
        "Marketing: {}\n"
        "Industrial Designer: There is lots of space for it on the remote .\n"
    )
    claim = (
        "The Industrial Designer thinks incorporating a logo is straightforward because there is lots of space for it."
    )
    assert prove(claim, source.format("Yep ."), roles=False).status is Status.VERIFIED
    assert prove(claim, source.format("No ."), roles=False).status is not Status.VERIFIED
