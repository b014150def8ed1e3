"""A yes/no question answered clearly at the start of the next turn, as one statement about the one who
answered ("do you smoke?" / "no, never" → "The patient does not smoke."), citing both spans (step 2 of
``extractive``)."""

from __future__ import annotations

from factlayer.nlp.sentences import split_clauses
from factlayer.nlp.transcript import Sentence, Turn

from .answer_facts import answer_facts
from .answer_pronouns import written_in
from .answers import asked_of_a_proxy, complaint, question_parts, reply_polarity
from .antecedent import Before
from .elliptical_answers import elliptical_answers
from .entities import Entity, Participants, SubjectGuess, subject_of
from .leaning import leans_on_context
from .proposals import Proposal, reference
from .salience import meta_question, salience, trim
from .spoken_of import asked_of_you, spoken_patient


def answered_question(
    text: str,
    turns: list[Turn],
    split: list[list[Sentence]],
    i: int,
    k: int,
    people: Participants,
    answered: dict[int, int],
) -> list[Proposal]:
    """A yes/no question answered clearly at the start of the next turn, as one statement (one per question
    when it joins several: "no" to "any children or have you ever been pregnant" denies both)."""
    bare = [s.is_question and complaint(s.text.rstrip("?. ")) for s in split[i]]
    run = all(bare[k:])  # "chest pain? shortness of breath?" — "no": a run of complaints, each denied
    if (any(s.is_question for s in split[i][k + 1 :]) and not run) or i + 1 >= len(turns) or not split[i + 1]:
        return []  # a later question in the turn is the one answered
    question, answer_turn = split[i][k], turns[i + 1]
    first = next(j for j in range(k, -1, -1) if j == 0 or not bare[j - 1])  # where the run of complaints starts
    if run and len(bare) - first > 1 and reply_polarity(split[i + 1][0].text) is not False:
        return []  # "yes" to "nausea? vomiting?" does not say which
    q = question.text
    answerer = people.speaker(answer_turn.speaker)
    if answerer is None or answer_turn.speaker == turns[i].speaker:
        return []
    answer = split[i + 1][0]
    a_end = trim(text, answer.start, answer.end)[1]
    first_clause = split_clauses(text, answer.start, answer.end)[0]
    said = text[first_clause[0] : first_clause[1]]
    polarity = reply_polarity(said)
    if meta_question(q):
        return []  # "any questions?" — "no": talk about the talk
    asker = people.speaker(turns[i].speaker)
    # "Does she smoke?" asked of a parent, about the patient who does not speak (``spoken_of``)
    patient = spoken_patient(text, answer_turn.speaker, [turns[i].text, answer.text], people)
    asked = asked_of_you(q, text) if patient else None
    unnamed = asked_of_a_proxy(q, asker.role if asker else None, answerer.role)
    if unnamed and patient is None:
        return []  # "Cough?" to a parent: about the child, whom the words do not name (or the patient, above)
    q, answerer = asked or q, patient if patient and (asked or unnamed) else answerer
    parts = question_parts(q)
    if len(parts) > 1 and polarity:
        return []  # "yes" to "A or have you B?" does not say which
    facts, whole = answer_facts(q, said, text[answer.start : a_end], answer_turn.text, reference(answerer))
    names = frozenset(f"{reference(answerer).name} {reference(asker).name}".lower().split())
    facts = [f for f in facts if f is None or not leans_on_context(f, names)]  # "… is still taking that."
    end = max(a_end, first_clause[1])
    if any(facts) or whole:  # its bare answer ("yes", "no, never") is no fact of its own; a value's clause neither
        answered[answer.start] = 10**6 if whole else 3
    made = [
        Proposal(
            fact,
            text[question.start : end],
            question.start,
            ((question.start, question.end), (answer.start, end)),
            answer_turn.speaker,
            _about(fact, answerer, people),
            True,
            salience(f"{question.text} {said}", answered=True),
            False,
        )
        for fact in facts
        if fact is not None
    ]  # "you've been taking it …?": what "it" is, written in, or no fact (``answer_pronouns``)
    own = people.speaker(answer_turn.speaker)  # "My mother does.": of the one who answers (elliptical_answers)
    made = elliptical_answers(text, question, split[i + 1], answer_turn.speaker, own, people, made) if own else made
    before = Before(text, turns[i - bool(i)].start, turns[i].start, question.start, question.end)
    return written_in(made, before, reference(asker), reference(answerer))


def _about(fact: str, answerer: Entity, people: Participants) -> Entity:
    """Whom or what an answered question's fact is about: the one who answers, unless it opens on a thing of theirs
    that is no person ("Did the router restart?" — "It did." ⇒ "The router restarted.": the router)."""
    if fact.startswith(reference(answerer).name):
        return answerer
    guess = subject_of(fact, answerer, SubjectGuess(None, 0.0), people)
    topical = guess.entity is not None and guess.entity.id.startswith("topic:") and guess.confidence >= 0.8
    return guess.entity if topical and guess.entity is not None else answerer
