"""Entity rules: exact alias, first name, full name, roles, self-introductions; ambiguity is skipped."""

from __future__ import annotations

from factlayer.memory.entities import (
    EntityDirectory,
    is_generic_label,
    normalise,
    role_introduction,
    self_introduced_name,
)


def directory(**aliases: str) -> EntityDirectory:
    found = EntityDirectory()
    for entity, names in aliases.items():
        for name in names.split("|"):
            found.add(name, entity)
    return found


def test_exact_alias_and_titles() -> None:
    known = directory(e1="John Smith")
    assert known.resolve("Dr. John Smith").entity_id == "e1"
    assert normalise("  Mrs.  Anna   Lee ") == "anna lee"


def test_first_name_links_only_when_one_full_name_has_it() -> None:
    assert directory(e1="John Smith").resolve("John").entity_id == "e1"
    both = directory(e1="John Smith", e2="John Doe").resolve("John")
    assert both.entity_id is None and both.ambiguous and set(both.candidates) == {"e1", "e2"}


def test_full_name_extends_a_first_name_only_entity() -> None:
    resolution = directory(e1="Caroline").resolve("Caroline Jones")
    assert resolution.entity_id == "e1" and resolution.rule == "full_name"
    assert resolution.new_aliases == ("caroline jones",)


def test_unknown_name_needs_a_new_entity_and_nicknames_are_not_guessed() -> None:
    resolution = directory(e1="Melanie").resolve("Mel")
    assert resolution.entity_id is None and resolution.rule == "new" and not resolution.ambiguous


def test_same_alias_on_two_entities_is_ambiguous() -> None:
    resolution = directory(e1="Alex", e2="Alex").resolve("alex")
    assert resolution.ambiguous


def test_generic_labels_are_not_names() -> None:
    assert is_generic_label("Speaker 1") and is_generic_label("Patient") and is_generic_label("Grad A")
    assert not is_generic_label("Caroline") and not is_generic_label("Lynne Neagle")


def test_self_and_role_introductions() -> None:
    assert self_introduced_name("Hi, my name is John Smith.") == "John Smith"
    assert self_introduced_name("I'm Doctor Lee") is None  # a title first: not taken as a name
    assert self_introduced_name("I'm tired") is None
    assert role_introduction("my sister Anna came over") == ("sister", "Anna")
    assert role_introduction("my car Bessie") is None
