"""A written fact that still holds the speaker's "we"/"us"/"our" (``lexicon/we_forms.txt``) where the reader cannot
tell who that is: "The patient is avoiding the salty foods like we had talked about." (a subject "we" left inside a
third-person fact); "A car ran a red light and hit us.", "John says here is a pic of us at dinner.", "Melanie says
here's our latest work from last weekend.", "John says it was cool to see how our actions can make a big impact." (a
showing, or an occasion in the past: "us" are some people there, whom the words do not name). Such a fact is not
self-contained and is not stored (``not_self_contained``), as one resting on a pronoun (``antecedent``).

Kept: what is said in general, in the present, of people at large ("Jon says setbacks can help us reach our
potential.", "Maria says pets really have a way of touching our hearts.", "Omar says our neighbours give us courage
to face anything.") — an opinion, the "us" anyone. A subject
"we" is refused where the fact is written (``thing_clauses``, ``rewrite``: "X is among those who …"). Applied in a
chat only (``clause_proposals``): in a visit a clinician's "we"/"us" is the care team ("… then the patient can give
us a call"), read as the speaker where the fact is written.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.verbs import regular_past

from .rewrite import IRREGULAR_PAST

__all__ = ["leaves_the_group"]

_WE = lexicon.words("we_forms")
_GROUP = frozenset(w for w in _WE if not w.startswith("we"))  # us, our, ours, ourselves
_WE_SUBJECTS = lexicon.words("we_subjects")  # we, we'd, we'll, we're, we've
_SAYS = re.compile(r"^[^,]{1,60}? says\s+", re.IGNORECASE)
_SHOWING = re.compile(r"^here(?:'s|\s+(?:is|are)\b)", re.IGNORECASE)
# A particular occasion: a past form, a past time word (``lexicon/past_markers.txt``) or a time of the day.
_OCCASION = IRREGULAR_PAST | lexicon.words("past_markers") | {"today", "tonight", "yesterday"}
# Before a past form that is no past: an auxiliary or "get" (a participle: "has given", "getting involved"), a
# determiner (an adjective: "the loved ones").
_NOT_PAST_AFTER = lexicon.words("auxiliaries") | lexicon.words("determiners") | lexicon.words("passive_aux")


def leaves_the_group(fact: str) -> bool:
    """Does ``fact`` hold a "we"/"us"/"our" whose people it does not name (module docstring)?"""
    words = [w.strip(",.?!;:\"'()") for w in fact.lower().split()]
    says = _SAYS.match(fact)
    if says is None and _WE_SUBJECTS.intersection(words):
        return True  # "… like we had talked about": a subject "we" inside a third-person fact
    if not _GROUP.intersection(words):
        return False
    said = fact[says.end() :] if says else fact
    rest = words[len(fact[: says.end()].split()) :] if says else words
    return _SHOWING.match(said) is not None or any(_past(w, rest[k - 1] if k else "") for k, w in enumerate(rest))


def _past(word: str, before: str) -> bool:
    """Does ``word`` place what is said on an occasion ("was", "went", "visited", "last")? Not a past form after an
    auxiliary, "get" or a determiner (``_NOT_PAST_AFTER``)."""
    if before in _NOT_PAST_AFTER and word not in lexicon.words("past_markers"):
        return False
    return word in _OCCASION or regular_past(word)
