"""Who a speaker says they are, by a role: "This is Jenny's assistant.", "I'm her dentist.", "I'm the receptionist."
A claim about that role ("The assistant is out until Tuesday") is about that speaker, so their "she" ("She's out
until Tuesday") is someone else — a third-person pronoun never stands for the one speaking."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.possessed import possessive
from factlayer.proof.claim import Proposition
from factlayer.proof.clause_lead import led_by_third_person
from factlayer.proof.source import Source, Statement

__all__ = ["described_speaker_speaks_of_another"]

_I_AM = (("i'm",), ("i", "am"))
_THIS_IS = (("this", "is"), ("this's",))  # on a call, a turn's first words: who is speaking
_REACH = 4  # words from "I'm" to the role ("I'm Dr. Reyes's receptionist")
_BEFORE_ROLE = frozenset({"the", "a", "an", "her", "his", "your", "their"})  # not "my": "this is my nurse"


def described_speaker_speaks_of_another(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The claim's subject is a role the core's speaker said they hold, and the core is about "he / she / they"."""
    if prop.subject.kind != "person" or core.speaker is None:
        return None
    if not (core.third_person or led_by_third_person(core, source)):
        return None
    roles = lexicon.groups("speakers")
    claimed = {roles.get(n, n) for n in prop.subject.names}
    held = _described(source).get(core.speaker, frozenset())
    if not claimed & held:
        return None
    return f"speaker: {core.speaker}, the {sorted(claimed & held)[0]}, speaks of he/she, not of themself"


@cache
def _role_words() -> dict[str, str]:
    roles = dict(lexicon.groups("speakers"))
    roles.update((w, w) for w in lexicon.words("person_nouns"))
    return roles


def _described(source: Source) -> dict[str, frozenset[str]]:
    """Each speaker's roles by their own words."""
    out: dict[str, set[str]] = {}
    first_of_turn: set[int] = set()
    last_turn = None
    for st in source.statements:
        turn = source.sentences[st.sentence].turn
        if turn != last_turn:
            first_of_turn.add(st.index)
            last_turn = turn
    for st in source.statements:
        if st.speaker is None or st.answered or st.negated:
            continue
        role = _role_said(st, opening=st.index in first_of_turn)
        if role is not None:
            out.setdefault(st.speaker, set()).add(role)
    return {k: frozenset(v) for k, v in out.items()}


def _role_said(st: Statement, *, opening: bool) -> str | None:
    """ "I'm (her / the / a / Jenny's) <role>", or at a turn's opening "This is (Jenny's / the) <role>"."""
    words = [t.low for t in st.tokens if t.is_word]
    roles = _role_words()
    heads = _I_AM + (_THIS_IS if opening else ())
    titles = lexicon.words("name_titles")
    for head in heads:
        for k in range(len(words) - len(head)):
            if tuple(words[k : k + len(head)]) != head:
                continue
            rest = words[k + len(head) : k + len(head) + _REACH]
            owned = False
            while rest and (rest[0] in _BEFORE_ROLE or rest[0] in titles or possessive(rest[0])):
                owned, rest = owned or rest[0] not in titles, rest[1:]  # "Dr. Reyes's receptionist"
            if rest and rest[0] in roles and (owned or head not in _THIS_IS):
                return roles[rest[0]]  # "this is Mark": a name, read elsewhere; "this is my nurse": someone else
    return None
