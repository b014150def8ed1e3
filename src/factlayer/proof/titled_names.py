"""A one-word name after a title at the head of a claim ("Dr. Jones examined the patient"): the title reads the
subject as the speaker of that role (the doctor), the name is left a word to find. Who the name is decides:

- the name the speaker of that role is called by ("hi, doctor scott here", "i'm doctor scott"): the claim is about
  that speaker, and the name needs no word of the evidence of its own (:func:`bound_to_speaker`: "Dr. Scott will
  order an MRI" from the doctor's "I'll order an MRI");
- a name the source ties to another person — another speaker's, or said of someone spoken of ("dr jones sent me",
  "i saw dr jones"): the speaker of the role is not that person, and only evidence that speaks of the name itself
  bears it out (:func:`named_for_another`: "Dr. Jones examined the patient's knee" is not borne out by the
  doctor's "let me examine your knee")."""

from __future__ import annotations

import dataclasses

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.nlp.titles import is_title, name_after_title
from factlayer.nlp.vocatives import is_call
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement

__all__ = ["bound_to_speaker", "named_for_another", "titled_name", "written_titled_name"]

_MAX_SPEAKERS = 2  # with more, whom a name is said to cannot be told from the turns (``proof.vocatives``)


def titled_name(prop: Proposition) -> str | None:
    """The one-word name after the title that opens the claim and was read as a role ("Dr. Jones …" → "jones"), when
    it is a word the claim must find."""
    toks = [t for t in claim_tokens(prop.text) if t.low != "the"]
    if len(toks) < 3 or not is_title(toks[0].low) or toks[0].low not in lexicon.groups("speakers"):
        return None
    k = 2 if toks[1].low == "." else 1
    name = toks[k].low if k < len(toks) and toks[k].is_word else ""
    after = toks[k + 1].low if k + 1 < len(toks) else ""
    kept = any(t.low == name for t in prop.terms) or name in prop.subject.names  # a word to find, or bound
    if not name or not kept or (after and toks[k + 1].text[:1].isupper()):
        return None  # "Dr. Mary Smith": a name of more words, read by the usual check
    return name


def written_titled_name(prop: Proposition) -> str | None:
    """:func:`titled_name` when the claim writes it capitalised, as a name ("Dr. Brown reviewed …", not "The doctor
    reviewed …")."""
    name = titled_name(prop)
    return name if any(t.low == name and t.text[:1].isupper() for t in claim_tokens(prop.text)) else None


def _speaker(prop: Proposition, source: Source) -> str | None:
    """The speaker label the claim's subject is, by its role."""
    labels = [label for label in sorted(source.speakers) if prop.subject.names & aliases(label)]
    return labels[0] if len(labels) == 1 else None


def bound_to_speaker(prop: Proposition, source: Source) -> Proposition:
    """``prop`` without the titled name as a word to find, when it is the name that speaker is called by or
    labelled with ("Dr. Alvarez: I will …"); the subject is then that speaker alone (of two doctors, the named one)."""
    name = titled_name(prop)
    if name is None:
        return prop
    of_role = _speaker(prop, source)
    label = of_role or _labelled(prop, name, source)
    if label is None or name not in source.called.get(label, frozenset()) | aliases(label):
        return prop
    own = (aliases(label) | source.called.get(label, frozenset())) - source.shared_aliases()
    names = prop.subject.names | own if of_role else own  # of two doctors, the named one alone
    return dataclasses.replace(
        prop,
        subject=dataclasses.replace(prop.subject, names=names),
        terms=tuple(t for t in prop.terms if t.low != name),
    )


def _labelled(prop: Proposition, name: str, source: Source) -> str | None:
    """Of the speakers of the claim's role, the one whose label holds the name ("Dr. Smith:" of two doctors)."""
    labels = [
        label for label in sorted(source.speakers) if prop.subject.names & aliases(label) and name in aliases(label)
    ]
    return labels[0] if len(labels) == 1 else None


def named_for_another(prop: Proposition, core: Statement, window: list[Statement], source: Source) -> str | None:
    """A note when the claim's titled name is someone else than the speaker of its role, and the evidence says
    nothing of that person: neither the core holds the name, nor a "he" / "she" opening it follows the name in
    its turn ("i saw dr jones and he checked my knee"). None otherwise."""
    name = titled_name(prop)
    label = _speaker(prop, source) if name else None
    if name is None or label is None:
        return None
    own = source.called.get(label, frozenset())
    if name in own:  # the speaker's own name: not borne out by what the core says of another titled person
        other = next((n for n in _titled_in(core) if n != name and n not in own), None)
        return f"subject: the evidence is about {other}, not {name}" if other else None
    others = [other for other in source.speakers if other != label and name in source.called.get(other, frozenset())]
    if not others and not (len(source.speakers) <= _MAX_SPEAKERS and _spoken_of(name, source)):
        return None
    if _holds(core, name) or _referred(core, name, window, source):
        return None
    who = f"{others[0]}'s name" if others else "someone the source speaks of"
    return f"absent name: {name} is {who}, not the {label} the evidence is about"


def _spoken_of(name: str, source: Source) -> bool:
    """Is ``name`` said after a title in a place other than a call ("dr jones sent me", "from dr jones")?"""
    for st in source.statements:
        toks = st.tokens
        for i in range(len(toks)):
            found = name_after_title(toks, i)
            if found is not None and found[0] == name and not is_call(toks, i, found[1]):
                return True
    return False


def _titled_in(statement: Statement) -> list[str]:
    """The names said after a title in ``statement`` ("dr jones sent me" → ["jones"])."""
    toks = statement.tokens
    return [found[0] for i in range(len(toks)) if (found := name_after_title(toks, i)) is not None]


def _holds(statement: Statement, name: str) -> bool:
    return any(t.low == name for t in statement.tokens)


def _referred(core: Statement, name: str, window: list[Statement], source: Source) -> bool:
    """The core opens on "he" / "she" after a statement of its turn that says the name."""
    if not core.tokens or core.tokens[0].low not in lexicon.groups("gendered_pronouns"):
        return False
    turn = source.sentences[core.sentence].turn
    return any(
        st.index < core.index and source.sentences[st.sentence].turn == turn and _holds(st, name) for st in window
    )
