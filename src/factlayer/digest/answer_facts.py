"""What a question and the next turn's answer make, read together (the extractor's step 2, ``extractive``).

In order: a plain yes or no (``answers.rewrite_answer``); a "no" that repeats what was asked, and what a partial "no"
names instead (``answers.echoed_denial``, ``answers.named_instead``); a short phrase filling the question's gap, an
answer that stops what was asked, one complaint of a list named back, and after a yes to "do you have any pets?" the
one named ("a hamster named Biscuit": ``phrase_answers``); an open question's value
(``value_answers.value_answer``) — whose answer clause is then no fact of its own. And a statement seeking assent
("you do not smoke, right?") is the listener's fact once they confirm it, or nothing (``confirmed``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.transcript import Sentence, Turn

from .answers import echoed_denial, named_instead, plain_answer, question_parts, reply_polarity, rewrite_answer
from .phrase_answers import answer_phrase, any_filled, instance_named
from .proposals import Proposal
from .rewrite import Reference
from .value_answers import assent, value_answer

__all__ = ["answer_facts", "confirmed"]


_AFTER_YES = re.compile(
    r"^\W*" + lexicon.alternation("bare_yes") + r"\b[\s,.:;!–—-]+(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL
)


def answer_facts(
    question: str, said: str, said_all: str, answer_turn: str, who: Reference
) -> tuple[list[str | None], bool]:
    """The statements ``question`` and its answer make (``said``: the answer's first clause; ``said_all``: its first
    sentence; ``answer_turn``: the whole turn), and whether the first clause is wholly read with the question."""
    polarity = reply_polarity(said)
    facts: list[str | None] = []
    if polarity is not None and plain_answer(question, answer_turn):
        facts = [rewrite_answer(part, said, who) for part in question_parts(question)]
    if any(facts) and polarity and (instance := instance_named(question, said_all, who)) is not None:
        return [*facts, instance], True  # "any pets?" / "yes I do - a hamster named Biscuit": the hamster too
    if not any(facts):  # not a plain yes or no: "no numbness or tingling" may still deny what was asked
        denied = echoed_denial(question, said_all, who)  # "no weakness, just the weird numbing": what is not, what is
        facts = [denied, named_instead(said_all, who) if denied else None]
    if not any(facts) and polarity is None:  # "what do you take?" / "tylenol"; "do you smoke?" / "I quit"
        facts = [answer_phrase(question, said, who)]
    if not any(facts) and polarity and (after := _AFTER_YES.match(said_all)) is not None:
        facts = [any_filled(question, after.group("rest"), who)]  # "anything for the pain?" — "yes, naproxen, …"
    if not any(facts) and polarity is None and (valued := value_answer(question, said, who)) is not None:
        return [valued], True  # "how many cycles …?" / "I have done five": the composition, or nothing
    return facts, False


def confirmed(made: list[Proposal], text: str, statement: str, reply_turn: Turn, reply: Sentence) -> list[Proposal]:
    """The proposals ``made`` from ``statement``, the last sentence of a turn, once the next turn's first sentence
    (``reply``) is read: of a statement seeking assent, a fact about the one who replies is theirs once they confirm
    it, citing both spans, and dropped when they do not clearly confirm it; any other stays as it is."""
    agreed = assent(statement, text[reply.start : reply.end])
    if agreed is None or not made or reply_turn.speaker is None or reply_turn.speaker == made[0].speaker:
        return made
    theirs = [p for p in made if p.subject.label == reply_turn.speaker]  # "the doctor has that …" stays the doctor's
    for p in theirs if agreed else []:
        p.speaker, p.spans = reply_turn.speaker, (*p.spans, (reply.start, reply.end))
        p.quote = text[p.quote_start : reply.end]
    return made if agreed else [p for p in made if p not in theirs]  # "you don't smoke, right?" — "yes": ambiguous
