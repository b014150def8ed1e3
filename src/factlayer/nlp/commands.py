"""A clause that opens on a bare verb with its object and no subject is a command to the listener, whatever the verb:
"Sign the form and email it back.", "Upload the statement tonight.", "Just sign it." ask for the deed; they do not
report it ("The patient signed the form" is not borne out). ``lexicon/imperatives.txt`` lists the verbs a clause
may open on without an object ("rest", "take it twice a day"); here any word may be the verb when

- it is a bare form (``normalise.inflected``: no -s, -ed, -ing, no irregular form) and no word of another kind
  (function words, pronouns, yes and no, fillers, greetings, people, times, frequencies, clause openers, adverbs in
  -ly), and
- an object follows at once (a determiner or an object pronoun: "the", "your", "me", "it"), and
- nothing later in the clause reads as a finite verb ("Yesterday the plumber came", "Honestly the roof was old": an
  opening adverb, then a clause of its own).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import inflected

__all__ = ["bare_command"]

_LEADS = frozenset({"just", "also", "please", "now", "so"})
_OBJECTS = frozenset(
    ["the", "a", "an", "your", "my", "our", "me", "it", "this", "that", "these", "those", "them", "us", "him", "her"]
)


@cache
def _not_verbs() -> frozenset[str]:
    names = (
        "stopwords", "first_person", "second_person", "third_person", "question_words", "yes", "no",
        "interjections", "greetings", "discourse", "lead_adverbials", "auxiliaries", "negations",
        "number_words", "person_nouns", "acknowledgements", "backchannels", "quantifiers", "recurrences",
        "subordinators", "conditionals", "condition_openers", "temporal_conditions",
    )  # fmt: skip
    people = frozenset(lexicon.groups("speakers")) | frozenset(lexicon.groups("relations"))
    people |= frozenset(lexicon.groups("frequencies"))  # "once a week the nurse visits"
    # "let me examine your knee": the speaker's own deed, announced; "excuse me", "bear with me": no deed asked
    courtesy = lexicon.words("courtesy_verbs")
    dates = frozenset(lexicon.groups("months")) | frozenset(lexicon.groups("weekdays"))  # "april apr": each a word
    return lexicon.union(*names) | dates | people | courtesy


@cache
def _finite() -> frozenset[str]:
    return lexicon.words("finite_verbs") | lexicon.words("auxiliaries")


def bare_command(words: Sequence[str]) -> bool:
    """The clause's words (lower case, no punctuation) open on a command (module docstring)."""
    at = 0
    while at < len(words) and words[at] in _LEADS:
        at += 1
    lead = list(words[at:])
    if len(lead) < 2 or lead[1] not in _OBJECTS:
        return False
    verb = lead[0]
    if not verb.isalpha() or verb.endswith("ly") or inflected(verb) or verb in _not_verbs():
        return False
    return not any(w in _finite() or "'" in w or (inflected(w) and w.endswith("ed")) for w in lead[2:])
