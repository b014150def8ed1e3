"""bench/facts_mutations: which evidence lines it edits, and how."""

from __future__ import annotations

from bench.facts_mutations import REFUSALS, ROBUSTNESS, asserts, opens_a_sentence, usable_line


def test_only_a_line_that_opens_a_sentence_or_turn_is_edited() -> None:
    source = "[doctor] any pain ?\n[patient] i take ibuprofen twice a day . it helps ."
    assert opens_a_sentence(source, source.find("i take"))
    assert opens_a_sentence(source, source.find("it helps"))
    assert not opens_a_sentence(source, source.find("ibuprofen"))


def test_a_line_said_twice_or_in_pieces_is_not_edited() -> None:
    source = "[patient] i take ibuprofen .\n[doctor] okay .\n[patient] i take ibuprofen ."
    assert usable_line({"evidence": ["i take ibuprofen ."]}, source) is None
    assert usable_line({"evidence": ["i take", "ibuprofen"]}, "[patient] i take ibuprofen .") is None
    assert usable_line({"evidence": ["i take ibuprofen ."]}, "[patient] i take ibuprofen .") == "i take ibuprofen ."


def test_templates_wrap_the_line() -> None:
    assert REFUSALS["not_true"]("i smoke") == "it's not true that i smoke"
    assert ROBUSTNESS["um"]("my grandfather had cancer") == "my , um , grandfather had cancer"
    assert ROBUSTNESS["um"]("yes") == "yes"


def test_a_claim_that_asks_wishes_or_plans_is_not_counted_as_asserting() -> None:
    source = "Tim: Have you been to a game?\nJohn: I want to go to one.\n"
    assert asserts("John went to a game.", source)
    assert not asserts("Tim asked whether John has been to a game.", source)
    assert not asserts("John wants to go to a game.", source)
