"""A model's summary is proven sentence by sentence (``digest.summary_check``)."""

from __future__ import annotations

from factlayer.digest.summary_check import check_summary, compose_from_facts

CALL = (
    "Agent: Good morning, this is the rail help line.\n"
    "Caller: Hi, my name is Tom Berg. I want the 9:15 train to York. I don't need a return ticket.\n"
)


def test_supported_sentences_are_kept_and_the_rest_dropped_with_the_engines_reason() -> None:
    summary = "Tom Berg wants the 9:15 train to York. Dr. Ellis booked it. Tom Berg needs a return ticket."
    checked = check_summary(summary, CALL)
    assert checked.kept == ["Tom Berg wants the 9:15 train to York."]
    assert checked.text == "Tom Berg wants the 9:15 train to York."
    dropped = {d.sentence: d.reason for d in checked.dropped}
    assert set(dropped) == {"Dr. Ellis booked it.", "Tom Berg needs a return ticket."}
    assert dropped["Tom Berg needs a return ticket."] == "contradicted"


def test_an_empty_summary_keeps_nothing() -> None:
    assert check_summary("", CALL).text == ""


def test_a_summary_composed_of_facts_is_in_source_order() -> None:
    facts = [(40, "Tom Berg wants the 9:15 train"), (10, "The caller is Tom Berg."), (90, "x"), (95, "y")]
    assert compose_from_facts(facts, limit=2) == "The caller is Tom Berg. Tom Berg wants the 9:15 train."
