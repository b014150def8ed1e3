"""An elliptical reply to a yes/no question, read as the statement it makes of its own subject: "Does anyone in
your family have diabetes?" — "My mother does." says the answerer's mother has diabetes; "Do you smoke?" — "No,
never. My husband does though." that the husband smokes (the "no" stays the patient's, read by ``source``); "Do
you drink alcohol?" — "I do, on weekends." that the answerer drinks on weekends. The proposition is rebuilt by
``nlp.ellipsis`` (the reply's subject and auxiliary, the question's predicate, the reply's time words); its subject
is read like any clause's ("my mother" of the one who answers). A hedge before it ("I think my mother does") holds
it as hedged; a question back ("My mother does?"), a verb phrase of its own ("my husband does the cooking") or a
subject the words do not fix ("he does") makes no statement. Like an answered question, it spans the question and
the reply. So does a "no" that gives the value instead ("on the 300 plan?" — "No, the 500 one."; ``nlp.other_value``),
also after a statement put to the listener to confirm ("… two years, right?" — "Eighteen months, actually.")."""

from __future__ import annotations

from factlayer.nlp.ellipsis import rebuild
from factlayer.nlp.modality import Modality, is_question
from factlayer.nlp.normalise import values
from factlayer.nlp.other_value import other_value
from factlayer.nlp.subjects import subject_of
from factlayer.nlp.tokens import Token
from factlayer.proof.dialogue import opens_with_modal, reply_sentences
from factlayer.proof.reply_holds import confirmation_sought
from factlayer.proof.statement import Statement
from factlayer.proof.turn_sentences import Sentence

__all__ = ["ellipses"]


def ellipses(
    first: int,
    sentences: list[Sentence],
    tokens: list[list[Token]],
    k: int,
    names: frozenset[str],
    injected: set[int],
) -> list[Statement]:
    """The statements the elliptical sentences of the reply to question ``k`` make, numbered from ``first``."""
    if k in injected or not (is_question(tokens[k]) or confirmation_sought(sentences, tokens, k)):
        return []
    out: list[Statement] = []
    for j in reply_sentences(sentences, tokens, k):
        rebuilt = rebuild(tokens[k], tokens[j]) if j not in injected else None
        instead = other_value(tokens[k], tokens[j]) if rebuilt is None and j not in injected else None
        if instead is not None:  # "on the 300 megabit plan?" — "No, the 500 one.": on the 500 megabit plan
            subject, _ = subject_of(instead, sentences[k].speaker, sentences[j].speaker, names, question=True)
            mode: Modality = "hypothetical" if opens_with_modal(tokens[k]) else "asserted"
            out.append(
                Statement(
                    first + len(out), k, sentences[k].start, sentences[j].end, sentences[j].speaker, instead, False,
                    mode, subject, tuple(values(instead)), answered=True,
                )
            )  # fmt: skip
        if rebuilt is None:
            continue
        said = rebuilt.tokens()
        subject, _ = subject_of(said, sentences[j].speaker, sentences[k].speaker, names, spoken=True)
        if not subject.known():
            continue
        held: Modality = "hedged" if rebuilt.reply.hedged else "asserted"
        if opens_with_modal(tokens[k]):
            held = "hypothetical"  # "Can you walk there?" — "My wife can.": an ability, nothing done
        out.append(
            Statement(
                first + len(out), k, sentences[k].start, sentences[j].end, sentences[j].speaker, said,
                rebuilt.reply.negated, held, subject, tuple(values(said)), answered=True,
            )
        )  # fmt: skip
    return out
