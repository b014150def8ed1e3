"""The key-content check of grounding (step 4 of ``grounding``): every number, date, name and content word
of a candidate must occur in the evidence sentences, exactly or — under the stated limits — as a near
spelling."""

from __future__ import annotations

from collections.abc import Callable

from factlayer.nlp.forms import Form
from factlayer.nlp.persons import SECOND_PERSON
from factlayer.nlp.sentences import normalise_speaker
from factlayer.nlp.stems import stem

from .source_index import FIRST_PERSON, SourceIndex
from .tokens import KeyItem, is_negation, near_spelling


def evidence_keys(index: SourceIndex, sentence_ids: list[int]) -> tuple[frozenset[str], list[Form]]:
    """Keys of the evidence: its sentences, their turns' speaker labels, and — for a first-person
    sentence — the name its speaker introduced themselves with (for a second-person one, its addressee's)."""
    keys: set[str] = set()
    tokens: list[Form] = []
    seen_turns: set[int] = set()
    for sid in sentence_ids:
        keys |= index.sentence_keys[sid]
        a, b = index.sentence_tokens[sid]
        sentence_tokens = index.tokens[a:b]
        tokens.extend(sentence_tokens)
        sentence = index.sentences[sid]
        if any(t.surface in FIRST_PERSON for t in sentence_tokens):
            keys |= index.identity.get(normalise_speaker(sentence.speaker), frozenset())
        if any(t.surface in SECOND_PERSON for t in sentence_tokens):  # "you": the addressee, and their name
            keys |= index.identity.get(index.addressee.get(sentence.turn_index), frozenset())
        if sentence.turn_index not in seen_turns:
            seen_turns.add(sentence.turn_index)
            keys |= index.label_keys(sentence.turn_index)
    return frozenset(keys), tokens


def key_content_missing(
    items: list[KeyItem],
    keys: frozenset[str],
    tokens: list[Form],
    *,
    vocabulary: frozenset[str] | dict[str, list[int]] = frozenset(),
    is_name: Callable[[Form], bool] | None = None,
) -> tuple[list[str], list[str]]:
    """(missing, approximate) labels of ``items`` against the keys/tokens of the evidence.

    A lower-case content word the evidence lacks counts as *approximate* when a word of the
    evidence is a near spelling of it (``tokens.near_spelling``: ASR errors such as
    "sduff"/"stuff", "ibuprofin"/"ibuprofen"), unless the claim's word occurs elsewhere in the
    source (``vocabulary``: then it is a different real word of this transcript), or the
    evidence word is a name (``is_name``), a number or a negation.
    """
    missing: list[str] = []
    approximate: list[str] = []
    for item in items:
        if item.keys & keys:
            continue
        if item.approx_ok and not any(k in vocabulary for k in item.keys) and _approx_present(item, tokens, is_name):
            approximate.append(item.label)
            continue
        missing.append(item.label)
    return missing, approximate


def _approx_present(item: KeyItem, tokens: list[Form], is_name: Callable[[Form], bool] | None) -> bool:
    word = item.surface
    word_stem = stem(word)
    for t in tokens:
        if t.kind != "word" or is_negation(t) or (is_name is not None and is_name(t)):
            continue
        if _near(word, word_stem, t.surface, t.canon):
            return True
    return False


def _near(word: str, word_stem: str, other: str, other_stem: str) -> bool:
    """A near spelling of the words, or of their stems when each is its word less an inflection."""
    return near_spelling(word, other) or (
        _inflected(word, word_stem) and _inflected(other, other_stem) and near_spelling(word_stem, other_stem)
    )


_INFLECTIONS = frozenset({"", "s", "es", "ed", "d", "ing", "e"})


def _inflected(word: str, word_stem: str) -> bool:
    """The stem is the word less an inflection ("stuffs" → "stuff"), not less a derivation ("producer" →
    "produc"): only then may two stems stand for a near spelling of two words."""
    return word.startswith(word_stem) and word[len(word_stem) :] in _INFLECTIONS


def missing_from_source(index: SourceIndex, items: list[KeyItem]) -> tuple[list[str], list[str]]:
    """(missing, approximate) key content of the whole source (for the report of an ungrounded claim)."""
    missing: list[str] = []
    approximate: list[str] = []
    for item in items:
        if any(k in index.postings for k in item.keys):
            continue
        word = stem(item.surface)
        near = ((k, surface) for k in index.near_keys(word) for surface in index.surfaces(k))
        if item.approx_ok and any(_near(item.surface, word, surface, k) for k, surface in near):
            approximate.append(item.label)
        else:
            missing.append(item.label)
    return missing, approximate


def strong_enough(items: list[KeyItem], missing: list[str], approx: list[str]) -> tuple[list[str], list[str]]:
    """Near spellings count only when the other key content pins the span down: at least one key
    item matched exactly, and at most half of them (rounded up) approximate. Otherwise they are missing."""
    if not approx:
        return missing, approx
    exact = len(items) - len(missing) - len(approx)
    if exact >= 1 and 2 * len(approx) <= len(items) + 1:
        return missing, approx
    labels = set(missing) | set(approx)
    return [i.label for i in items if i.label in labels], []
