"""A question read with its answer whose fact rests on a pronoun of the question: its antecedent written in, or no fact.

"[patient] i take metformin for my sugar . / [doctor] you've been taking it twice a day ? / [patient] yeah ." made
"The patient has been taking it twice a day." — true, but no reader can tell what "it" is. The clause path already
refuses such a fact or writes in the one thing named before the pronoun (``antecedent.self_contained``); the
question path did not. Here the same rule reads the question: the pronoun's antecedent is looked for in the asker's
turn before the question and in the turn before it (``antecedent.Before``), "my"/"your" read as the one who said
them; found, it is written in and cited ("The patient has been taking metformin twice a day.", spans: the
antecedent, the question, the answer); not found, the fact is not proposed ("did you happen to catch it?" — "i did").
"""

from __future__ import annotations

from .antecedent import Before, self_contained
from .proposals import Proposal
from .rewrite import Reference

__all__ = ["written_in"]


def written_in(made: list[Proposal], before: Before, asker: Reference, answerer: Reference) -> list[Proposal]:
    """The proposals ``made`` from a question (``before.source[before.end:before.stop]``) and its answer, each with
    the antecedent of a pronoun it rests on written in and cited; dropped when it rests on one with no antecedent."""
    kept = []
    for p in made:
        written = self_contained(p.text, before, asker, answerer)
        if written is None:
            continue
        fact, named = written
        if named is not None:
            end = p.quote_start + len(p.quote)
            p.text, p.quote, p.quote_start = fact, before.source[named[0] : end], named[0]
            p.spans = (named, *p.spans)
        kept.append(p)
    return kept
