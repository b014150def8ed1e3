"""A name and what a comma after it calls that person: "Today my guest is Dr. Henry Lao, a marine biologist." says
Henry Lao is a marine biologist — not the one speaking ("Sofia is a marine biologist" was VERIFIED by it, and the true
"Henry Lao is a marine biologist" CONTRADICTED as the speaker's "my guest"). Read when the claim's words after its
subject start right after "<Name>, a/an" in the statement."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Statement

_ARTICLES = frozenset({"a", "an"})


@cache
def _not_names() -> frozenset[str]:
    """Capitalised words that open a reply, not a name ("Yeah, a big fig tree")."""
    names = ("interjections", "yes", "no", "discourse", "acknowledgements", "stopwords", "backchannels")
    return lexicon.union(*names)


def appositive_name(prop: Proposition, core: Statement, matches: list[Match]) -> str | None:
    """The name an appositive holding the claim's first matched word follows ("Henry Lao"), if any."""
    said = [m for m in matches if m.statement == core.index and m.how != "context"]
    mine = sorted(m.token for m in said if not core.tokens[m.token].text[:1].isupper())  # past the name: "Lao"
    if not mine:
        return None
    first = mine[0]
    tokens = core.tokens
    k = first - 1
    while k >= 0 and tokens[k].is_word and not tokens[k].text[:1].isupper() and tokens[k].low not in _ARTICLES:
        k -= 1  # adjectives before the noun: "a *marine* biologist"
    if k < 2 or tokens[k].low not in _ARTICLES or tokens[k - 1].low != ",":
        return None
    j = k - 2
    name: list[str] = []
    while j >= 0 and tokens[j].is_word and tokens[j].text[:1].isupper() and tokens[j].low not in _not_names():
        name.insert(0, tokens[j].low)
        j -= 1
    return " ".join(name) or None


def appositive_note(prop: Proposition, core: Statement, matches: list[Match]) -> list[str] | None:
    """[] when the appositive is the claim subject's, a subject note when it is another's, None when there is none."""
    if prop.subject.kind != "person" or (name := appositive_name(prop, core, matches)) is None:
        return None
    if set(name.split()) & prop.subject.names:
        return []
    return [f"subject: the evidence says it of {name}, not {prop.subject.describe()}"]
