"""Which of a claim's words a window of statements holds, and the statement most of them are in (the core)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term
from factlayer.proof.source import Statement
from factlayer.proof.window_memo import WindowMemo

_AS_YOU = frozenset({"pronoun", "call"})


def coverage(memo: WindowMemo, statements: list[Statement]) -> tuple[list[Match], list[Term]]:
    """The best match of each claim word in ``statements``, and the claim words none holds."""
    matches: list[Match] = []
    missing: list[Term] = []
    for term in memo.prop.terms:
        found = [m for st in statements if (m := memo.match(term, st)) is not None]
        if found:
            matches.append(max(found, key=lambda m: (m.strength, -m.statement)))
        else:
            missing.append(term)
    # A name read from "I" / "you" (or from a call: "hi doctor lane .") must be in a statement that holds the claim's
    # other words: the speaker's "I" in the next clause is not the person the claim names in its own.
    worded = {m.statement for m in matches if m.how not in _AS_YOU}
    loose = [m for m in matches if m.how in _AS_YOU and m.statement not in worded]
    return [m for m in matches if m not in loose], missing + [m.term for m in loose]


def core_statement(matches: list[Match], statements: list[Statement]) -> Statement:
    """The statement holding most of ``matches``: the one whose polarity, subject and modality decide."""
    counts = {st.index: 0.0 for st in statements}
    linking = lexicon.words("linking_adverbs")
    for m in matches:  # "still", "also" go with any clause ("I quit drinking but I still smoke"); ties go to a
        counts[m.statement] += 0.5 if m.term.low in linking else 1.0
    # main clause over a subordinate one ("I can't walk | because of my weight": its polarity), then to the later
    # clause: the main clause usually follows an opening ("In the CPS, we don't ...") and a correction follows.
    subordinators = lexicon.words("subordinators")

    def main_clause(st: Statement) -> bool:
        return not (st.tokens and st.tokens[0].low in subordinators)

    return max(statements, key=lambda st: (counts[st.index], main_clause(st), st.index))


def share(prop: Proposition, matches: list[Match]) -> float:
    """The share of the claim's words matched."""
    return len(matches) / len(prop.terms) if prop.terms else 1.0
