"""The fact an elliptical reply makes with the yes/no question it answers, written in the third person and citing
both: "Does anyone in your family have diabetes?" — "My mother does." → "The patient's mother has diabetes.";
"Do you smoke?" — "No, never. My husband does though." → "The patient's husband smokes." (beside "The patient does
not smoke."); "Do you drink alcohol?" — "I do, on weekends." → "The patient drinks alcohol on weekends." (in place of
the plain "The patient drinks alcohol."); "Do you exercise?" — "I did last year." → "The patient exercised last
year.". The reading is ``nlp.ellipsis`` (the proof engine's too: ``proof.reply_ellipsis``), which leaves out a
question back, a hedge, a verb phrase after the auxiliary ("my husband does the cooking") and a subject the words
do not fix ("he does"). Alone such a reply is no fact (``elliptical``); the pipeline keeps this one only if the
proof engine verifies it against the two spans."""

from __future__ import annotations

from factlayer.nlp.ellipsis import Rebuilt, positive_auxiliary, rebuild, third_person_auxiliary
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.transcript import Sentence

from .answers import past_tense
from .entities import Entity, Participants
from .leaning import leans_on_context
from .proposals import Proposal, reference
from .rewrite import Reference, finish, third_person
from .salience import salience

__all__ = ["elliptical_answers", "third_person_fact"]

_REPLY_SENTENCES = 2  # "No, never. My husband does though.": the second sentence of the reply may be the one
_DROPPED_WHEN_SAID = frozenset({"ever"})  # "Have you ever smoked?" — "My dad has." → "… has smoked."


def third_person_fact(rebuilt: Rebuilt, who: Reference) -> str:
    """The rebuilt proposition as a sentence about ``who``'s own or ``who``'s relation ("The patient's mother …")."""
    reply = rebuilt.reply
    owner = [t.text.lower() for t in reply.subject[1:]]
    subject = [who.name] if not owner else [who.possessive, *owner]
    aux = positive_auxiliary(reply.auxiliary.low)
    if not owner:
        aux = third_person_auxiliary(aux)  # "I do" → "the patient does"
    predicate = [t.text for t in rebuilt.predicate]
    if not reply.negated:
        predicate = [w for w in predicate if w.lower() not in _DROPPED_WHEN_SAID]
        if len(predicate) > 1 and predicate[1].lower() == "any":
            predicate = [predicate[0], *predicate[2:]]  # "have any allergies" + "my son does": has allergies
    if rebuilt.family != "do":
        verb = [aux, "not"] if reply.negated else [aux]  # "is taking", "has smoked", "can walk"
    elif reply.negated:
        verb = [aux, "not"]  # "does not smoke", "did not smoke"
    else:
        head = past_tense(predicate[0]) if rebuilt.past else predicate[0]
        head = third_person(head) if aux == "does" else head
        verb, predicate = [head], predicate[1:]
    return finish([*subject, *verb, *predicate, *(t.text for t in reply.tail)])


def _says_more(rebuilt: Rebuilt) -> bool:
    """More than a plain yes or no, which the question-and-answer reading already writes ("Did you join in?" — "Yes,
    I did."): another subject than "I", or a time."""
    return len(rebuilt.reply.subject) > 1 or bool(rebuilt.reply.tail)


def elliptical_answers(
    text: str,
    question: Sentence,
    replies: list[Sentence],
    speaker: str | None,
    answerer: Entity,
    people: Participants,
    made: list[Proposal],
) -> list[Proposal]:
    """``made`` (the facts the question and its answer make) with those of the answer's elliptical sentences (its
    first two), each citing the question and its sentence and about whom the reply names ("my mother": the
    answerer's mother, never the answerer); a plain fact the elliptical one says more of ("The patient drinks
    alcohol." beside "… on weekends.") gives way to it."""
    out = list(made)
    asked = tokenize(text, question.start, question.end)
    for reply in replies[:_REPLY_SENTENCES]:
        rebuilt = rebuild(asked, tokenize(text, reply.start, reply.end))
        if rebuilt is None or rebuilt.reply.hedged or not _says_more(rebuilt):
            continue
        who = reference(answerer)
        fact = third_person_fact(rebuilt, who)
        if any(p.text == fact for p in out) or leans_on_context(fact, frozenset(who.name.lower().split())):
            continue  # "Are you still taking that?" — "I am, daily.": what "that" is stands elsewhere
        out = [p for p in out if not fact.startswith(p.text.removesuffix(".") + " ")]
        spans = ((question.start, question.end), (reply.start, reply.end))
        quote = text[question.start : reply.end]
        score = salience(f"{question.text} {reply.text}", answered=True)
        owner = " ".join(t.low for t in rebuilt.reply.subject[1:])
        about = people.relative(answerer, owner) if owner else answerer
        out.append(Proposal(fact, quote, question.start, spans, speaker, about, True, score, False))
    return out
