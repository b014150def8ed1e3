"""A claim of a main clause with a time clause ("Maria was scared when the test began", issue 12): the time
clause binds only to the main clause of its own sentence in the source, and the main clause decides.

"I was scared when the storm hit. I was nervous when the test began." says no "scared when the test began": a
window holding both sentences joins the main clause of one to the time of the other (:func:`across_times`). In
"I was happy when my son won the game" the time clause holds more of the claim's words than the main clause, yet
whom the claim is about is the main clause's subject (:func:`main_matches`). A main clause of a sentence without a
time of its own may still take one from its neighbour ("I had cramps when I woke up. I drank pickle juice")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.coverage import core_statement
from factlayer.proof.polarity import restated_after_turn
from factlayer.proof.source import Source, Statement


def _split(prop: Proposition) -> tuple[list[Token], list[Token]]:
    """The claim's tokens outside and inside its time clause (from a word of time to a comma or the end); no time
    clause when there is no such word or the word is a term of the claim ("asked when the Minister thinks schools
    might reopen": a question's word)."""
    tokens = list(claim_tokens(prop.text))
    at = next((k for k, t in enumerate(tokens) if t.low in lexicon.words("time_subordinators")), None)
    if at is None or any(t.low == tokens[at].low for t in prop.terms):
        return tokens, []
    end = next((k for k in range(at + 1, len(tokens)) if tokens[k].low == ","), len(tokens))
    return tokens[:at] + tokens[end:], tokens[at + 1 : end]


def _time_terms(prop: Proposition) -> frozenset[Term]:
    """The claim's terms inside its time clause."""
    main, timed = (frozenset(t.low for t in part) for part in _split(prop))
    return frozenset(t for t in prop.terms if t.low in timed and t.low not in main)


def main_matches(prop: Proposition, matches: list[Match]) -> list[Match]:
    """The matches of the claim's main clause when it has a time clause and they are any (else all of them)."""
    timed = _time_terms(prop)
    return [m for m in matches if m.term not in timed] or matches


def main_core(prop: Proposition, matches: list[Match], statements: list[Statement]) -> Statement:
    """The statement that decides (``coverage.core_statement``); when that is a clause of time of the source ("when
    my son won the game") holding the claim's time clause, the main clause of its sentence that holds the claim's
    main clause ("I was happy") decides instead."""
    core = core_statement(matches, statements)
    if not _opens_a_time(core):
        return core
    main = core_statement(main_matches(prop, matches), statements)
    return main if main.sentence == core.sentence and not _opens_a_time(main) else core


def _opens_a_time(statement: Statement) -> bool:
    return next((t.low for t in statement.tokens if t.is_word), "") in lexicon.words("time_subordinators")


def _says_a_time(statement: Statement) -> bool:
    """The statement holds a word of time before more words ("after I stood up", "when the storm hit")."""
    words = [t.low for t in statement.tokens if t.is_word]
    return any(w in lexicon.words("time_subordinators") for w in words[:-1])


def across_times(prop: Proposition, source: Source, matches: list[Match]) -> str | None:
    """Why the matches do not bear out the claim's time: its main clause matched only outside the sentences of its
    time clause, in a sentence with a time of its own. A main clause matched in part where its time is ("Do you
    have weakness when you wake up?" — "It also happens while I am at work") is bound there; a bare "got" or
    "felt" binds it nowhere ("I got angry when … I got tired after …")."""
    timed = _time_terms(prop)
    sentence = {m.statement: source.statements[m.statement].sentence for m in matches}
    times = {sentence[m.statement] for m in matches if m.term in timed}
    hollow = lexicon.words("hollow_verbs") | lexicon.words("light_verbs") | lexicon.words("linking_verbs")
    mains = {sentence[m.statement] for m in matches if m.term not in timed and m.term.low not in hollow}
    if not times or not mains:
        return None
    if times & mains:
        return _denied_otherwise(prop, source, matches, hollow)
    for m in matches:
        if m.term in timed or m.term.low in hollow:
            continue
        if any(_says_a_time(st) for st in source.statements_of_sentence(sentence[m.statement])):
            return f"time: the source says {m.term.text!r} at another time"
    return None


def _denied_otherwise(prop: Proposition, source: Source, matches: list[Match], hollow: frozenset[str]) -> str | None:
    """The main clause or the time clause denied in the source and not in the claim, or the other way round, when
    the source says them as two clauses of one sentence: "I was happy | when my son didn't lose the game" says no
    "was not happy when her son lost the game" (the denial is the time clause's, not the main clause's)."""
    timed = _time_terms(prop)
    main, inner = (_denies(part) for part in _split(prop))
    at_time = {m.statement for m in matches if m.term in timed}
    in_main = {m.statement for m in matches if m.term not in timed and m.term.low not in hollow}
    if at_time & in_main:
        return None  # one clause of the source holds both ("I felt dizzy after I stood up"): its polarity decides
    said = source.statements
    sentence = [st for i in in_main for st in source.statements_of_sentence(said[i].sentence)]
    if any(restated_after_turn(said[i], sentence, matches) for i in in_main):
        return None  # "It doesn't hurt when I walk, only | when I run": the turn gives the clause its own polarity
    if any(_denies(said[i].tokens) != inner for i in at_time) or any(_denies(said[i].tokens) != main for i in in_main):
        return "polarity: the evidence denies the main clause or its time otherwise than the claim"
    return None


def _denies(tokens: Sequence[Token]) -> bool:
    """A word of denial in the clause ("not", "never", "-n't"); a stop is no denial here ("while stopped")."""
    return any(is_negation_word(t.low) for t in tokens)
