"""The keys a statement's words are also found by: other spellings a claim may use ("follow-up" for "follow up",
"COPD" for "C O P D", "afib" for "atrial fibrillation")."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token

__all__ = ["joined_keys"]

_HYPHENED_SYNONYMS = frozenset(w for w in lexicon.synonym_sets("synonyms") if w.count("-") == 1)


def joined_keys(tokens: tuple[Token, ...], k: int) -> list[str]:
    """Other spellings a claim may use: parts of "follow-up", "Wall"+"Street", spelled-out "C O P D", "P - file"."""
    tok = tokens[k]
    keys = [stem(part) for part in tok.low.split("-") if part] if "-" in tok.low else []
    if k + 1 < len(tokens) and tokens[k + 1].is_word and tok.is_word:
        keys.append(stem(tok.low + tokens[k + 1].low))
    if k + 2 < len(tokens) and tok.is_word and tokens[k + 1].low == "-" and tokens[k + 2].is_word:
        keys.append(stem(f"{tok.low}-{tokens[k + 2].low}"))  # "time - line": "time-line"
    if k + 1 < len(tokens) and f"{tok.low}-{tokens[k + 1].low}" in _HYPHENED_SYNONYMS:
        keys.append(f"{tok.low}-{tokens[k + 1].low}")  # "atrial fibrillation": found for a claim's "afib"
    if len(tok.low) == 1 and tok.is_word:
        run = ""
        for nxt in tokens[k:]:
            if not (nxt.is_word and len(nxt.low) == 1):
                break
            run += nxt.low
        if len(run) > 1:
            keys.append(stem(run))
    return keys
