"""An irregular past form that is also a noun, read as the verb where it is plainly one: "the dog bit me" says
"bite" (so "The patient was bitten by a dog" is borne out), "a bit tired" and "a flu shot" do not
(``lexicon/past_forms_also_nouns``). A verb there: the word before it is a word (no article, no adjective of
amount: "a", "little", "quite") and the word after it opens an object — a pronoun of one done to ("me", "him") or a
determiner ("my", "the", "a")."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

__all__ = ["past_verb"]

_NOT_SUBJECT = frozenset({"a", "an", "the", "this", "that", "little", "tiny", "quite", "every", "one", "no", "flu"})
_OBJECT = frozenset({"me", "him", "us", "them", "her", "it", "you", "someone", "somebody"})


@cache
def _forms() -> dict[str, str]:
    return {row[1]: row[0] for row in lexicon.rows("past_forms_also_nouns") if len(row) == 2}


def past_verb(tokens: Sequence[Token], k: int) -> str | None:
    """The verb ``tokens[k]`` is the past form of, read so in its place (module docstring), or None."""
    verb = _forms().get(tokens[k].low)
    if verb is None or k == 0 or k + 1 >= len(tokens):
        return None
    before, after = tokens[k - 1], tokens[k + 1].low
    if not before.is_word or before.low in _NOT_SUBJECT:
        return None
    opens = (
        after in _OBJECT or after in lexicon.words("possessive_determiners") or after in lexicon.words("determiners")
    )
    return verb if opens else None
