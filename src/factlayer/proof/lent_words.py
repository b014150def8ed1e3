"""Words a window may not lend a claim, though each is there: the referent is a guess, or the word is another's
or denied where it stands. Such a window neither supports nor contradicts (the check stays incomplete).

- "she"/"he" of a named speaker (:func:`~factlayer.proof.attribution.unresolved_pronoun`);
- the "she"/"he" a question asks of, for someone's relation no one named before it, and the one a question names
  ("Does Anna smoke?") for the one answering (:mod:`factlayer.proof.asked_of`);
- a subject said before "it" with another noun phrase between (:mod:`factlayer.proof.antecedent`);
- a word said of another relative (:func:`~factlayer.proof.attribution.word_of_another_relative`);
- the one spoken to ("you have diabetes") for the one speaking;
- a word right after a denial in a statement beside the core: "no, i didn't fall. it just started hurting after
  i began jogging" does not say the pain started after a fall ("no harm was done to his finger" still names the
  finger), nor "Dee" in "Bo and Carl came, but Dee didn't";
- a time said alone ("yesterday", "recently") in another sentence with a verb of its own: "we just did it yesterday!
  it was a nice way to relax after the road trip" does not date the road trip (a reply of a time alone, "since
  yesterday", still dates what was asked);
- a thing's predicate from a clause about another thing ("Android is fine, | iOS still has the login bug"
  for "Android still has the login bug": :mod:`factlayer.proof.thing_subject`);
- a time said after another value ("Your A1c is 7.4, down from 8.1 in March" for "… was 7.4 in March":
  :mod:`factlayer.proof.value_times`);
- words from both sides of an "instead" ("the hotel lost our booking, so we stayed with my cousin instead");
- a value a later statement moves the plan away from, or a time the other speaker says does not work
  (:mod:`factlayer.proof.moved_plans`);
- a word (the claim's verb) from another statement where the core keeps away from the thing ("I skip breakfast"
  for "eats breakfast": :mod:`factlayer.proof.shunned`);
- a thing read through a "them" that may stand for more than one plural noun phrase
  (:mod:`factlayer.proof.them_referent`).
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.persons import grammatical_person
from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.tokens import words
from factlayer.proof.align import Match
from factlayer.proof.antecedent import misread_antecedent
from factlayer.proof.asked_of import asked_of_another, asked_of_someone_named
from factlayer.proof.attribution import unresolved_pronoun, word_of_another_relative
from factlayer.proof.claim import Proposition
from factlayer.proof.moved_plans import granted_otherwise, outdated, refused_later
from factlayer.proof.polarity import scoped_negation
from factlayer.proof.shunned import lent_over_a_shunning
from factlayer.proof.source import Source, Statement
from factlayer.proof.them_referent import lent_through_them
from factlayer.proof.thing_subject import subject_of_another_clause
from factlayer.proof.titled_names import written_titled_name
from factlayer.proof.value_times import time_of_another_value

_BETWEEN = lexicon.words("lent_adverbs")


def _right_after_a_denial(statement: Statement, token: int) -> bool:
    """The word at ``token`` is the one a negation word denies outright, past adverbs only ("i did n't *fall*", "i
    never really *smoked*"), not a word further on ("i haven't done *pottery*", "no harm was done to his finger")."""
    k = token - 1
    while k >= 0 and statement.tokens[k].low in _BETWEEN:
        k -= 1
    return k >= 0 and is_negation_word(statement.tokens[k].low)


def _denied_beside(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> bool:
    if prop.negated:
        return False
    by_index = {st.index: st for st in window}
    return any(
        m.statement != core.index
        and m.how != "context"
        and m.statement in by_index
        and not by_index[m.statement].answered
        and scoped_negation(by_index[m.statement], [m])
        and (_right_after_a_denial(by_index[m.statement], m.token) or _elliptical_denial(by_index[m.statement]))
        for m in matches
    )


_JOINING = frozenset({"but", "and", "though", "although", "while", "whereas"})


def _elliptical_denial(statement: Statement) -> bool:
    """A short clause that denies the verb of the clause before it for someone else: "Bo and Carl came, | but Dee
    didn't" ("Dee didn't" holds no verb of its own to deny), "| not Dee"."""
    words = [t.low for t in statement.tokens if t.is_word and t.low not in _JOINING]
    return 1 < len(words) <= 3 and (words[-1].endswith("n't") or words[-1] == "not" or words[0] == "not")


def _time_of_another_event(core: Statement, window: list[Statement], matches: list[Match]) -> bool:
    times = {w for w, kind in lexicon.classes("time_openers").items() if kind == "alone"}
    by_index = {st.index: st for st in window}
    return any(
        m.term.low in times
        and by_index[m.statement].sentence != core.sentence
        and m.how != "context"
        and _has_verb(by_index[m.statement])
        for m in matches
        if m.statement in by_index
    )


def _has_verb(statement: Statement) -> bool:
    return looks_like_predicate(" ".join(t.text for t in statement.tokens))


_OPENERS = frozenset({"yeah", "yes", "so", "well", "okay", "ok", "um", "uh", "and", "but", "oh", "now"})


def _listener_as_speaker(prop: Proposition, core: Statement) -> bool:
    """The core is about the one spoken to ("you have diabetes", "your temperature is 38.5") and the claim about
    the one speaking: whoever "you" is, it is not the speaker. Not when the core names the claim's titled name
    ("your results came back and Dr. Brown reviewed them" for "Dr. Brown reviewed the results")."""
    if prop.modality != "asserted" or prop.holder is not None:
        return False  # "The patient asked whether her weight gain …", "X says you need …": the listener in it
    if (name := written_titled_name(prop)) is not None and any(t.low == name for t in core.tokens):
        return False
    words = [t.low for t in core.tokens if t.is_word]
    while (words[:1] and words[0] in _OPENERS) or words[:2] in (["you", "know"], ["you", "see"]):
        words = words[2:] if words[:1] == ["you"] else words[1:]  # "yeah you know what i have diabetes myself"
    return grammatical_person(words[:1]) == 2 and core.speaker is not None and prop.subject.same(core.holder()) is True


def lent_wrongly(
    prop: Proposition, core: Statement, window: list[Statement], matches: list[Match], source: Source
) -> bool:
    """Does the window lend the claim a word it may not (module docstring)?"""
    return (
        unresolved_pronoun(prop, core, source)
        or asked_of_another(prop, core, source)
        or asked_of_someone_named(prop, core, source)
        or misread_antecedent(prop, window, matches)
        or word_of_another_relative(prop, core, window, matches, source)
        or _denied_beside(prop, core, window, matches)
        or _time_of_another_event(core, window, matches)
        or (not core.answered and _listener_as_speaker(prop, core))
        or subject_of_another_clause(prop, window, matches)
        or time_of_another_value(prop, core, matches)
        or _the_alternative_replaced(prop, window, matches)
        or outdated(prop, window, source)
        or refused_later(prop, window, source)
        or granted_otherwise(prop, window, source)
        or lent_over_a_shunning(prop, core, window, matches)
        or lent_through_them(prop, core, window, matches) is not None
    )


_CLAUSE_OPENERS = frozenset({",", ";", "so", "but", "and"})


def _the_alternative_replaced(prop: Proposition, window: list[Statement], matches: list[Match]) -> bool:
    """ "The hotel lost our booking, | so we stayed with my cousin instead": a clause ending on "instead" replaces
    what was said before it — the claim may not take its words from both ("Gina stayed at a hotel")."""
    if any(w == "instead" for w in words(prop.text.lower())):
        return False
    said = [m for m in matches if m.how != "context"]
    for st in window:
        lows = [t.low for t in st.tokens]
        at = lows.index("instead") if "instead" in lows else -1
        if at < 0 or lows[at + 1 : at + 2] == ["of"]:
            continue  # "instead of the lane": the replaced thing follows
        start = max((j + 1 for j in range(at) if lows[j] in _CLAUSE_OPENERS), default=0)
        inside = any(m.statement == st.index and start <= m.token < at for m in said)
        before = any(m.statement < st.index or (m.statement == st.index and m.token < start) for m in said)
        if inside and before:
            return True
    return False
