"""A demonstrative subject, not a determiner: "this started about a week ago", "that really helped", "this kept me
up at night", "this explains why you are tired". The rewrite reads "this"/"that" before a noun as a determiner
("that scar did widen" → "The scar did widen"); before a verb it is the subject, and writing "The" made "The started
about a week ago." (issue #14). What "this"/"that" stands for is left to ``antecedent`` (a beginning: the one
complaint the words before name) or the clause is not self-contained.
"""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import irregular_past_forms

from .token_forms import verb_at

__all__ = ["verb_after_demonstrative"]


@cache
def _past_verbs() -> frozenset[str]:
    """Verb forms that follow a demonstrative subject, never a determiner: a present in -s of a listed verb
    ("explains", "shows", "hurts"; "The explains why …" was stored), a beginning ("started", "began"), an
    irregular past that is no participle in -n ("kept", "gave"; not "broken", "swollen": "that broken arm"), a listed
    verb in -ed."""
    listed = lexicon.words("finite_verbs") | lexicon.words("common_verbs")
    said = lexicon.union("saying", "inference", "that_takers")  # "this explains why …", "that shows …"
    return (
        lexicon.words("state_beginnings")
        | {w for w in irregular_past_forms() if not w.endswith("n")}
        | {w for w in listed if w.endswith("ed")}
        | {w for w in listed | said if w.endswith("s") and not w.endswith("ss") and " " not in w}
    )


def verb_after_demonstrative(words: list[str]) -> bool:
    """ "this started …", "that really helped …", "this kept me up": "this"/"that" is the subject, its verb next
    (past the adverbs before it) — what it is, the words do not say (``pointing``), so it is no determiner."""
    at = verb_at(words, 1)
    return at > 1 or (at < len(words) and words[at].lower().strip(",.?!;:") in _past_verbs())
