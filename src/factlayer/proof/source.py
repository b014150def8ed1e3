"""A source read once into statements (``proof.statement``): who says what, about whom, how (asserted, asked,
...), with offsets.

Built once per text and cached (:func:`build`). A statement is one clause of one sentence of one speaker
turn. A yes/no question answered by another speaker also yields a statement: the question's content,
held by the one who answered, negated by a "no" ("Any dizziness?" — "No." ⇒ no dizziness).
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Sequence
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import CONTINUERS, clauses
from factlayer.nlp.corrections import kept_values, withdrawn_in_turns
from factlayer.nlp.felt import felt_at_a_time
from factlayer.nlp.frame_reach import opening_frame
from factlayer.nlp.hesitations import is_hesitation
from factlayer.nlp.may_month import readings
from factlayer.nlp.modality import Modality, is_question, modality
from factlayer.nlp.negation import negated
from factlayer.nlp.normalise import values
from factlayer.nlp.persons import THIRD_PERSON, UNKNOWN, Subject, aliases, grammatical_person, person
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.possessed import possessive
from factlayer.nlp.questions import asks_for_the_doer, asks_of_third_person, stated_before_question, without_tag
from factlayer.nlp.run_ons import cut_run_ons, opens_glued_question
from factlayer.nlp.stems import stem
from factlayer.nlp.subjects import subject_of, through_report
from factlayer.nlp.tokens import Token, tokenize
from factlayer.nlp.transcript_names import transcript_names
from factlayer.nlp.unknown_clause import says_not_known
from factlayer.nlp.vocatives import namings, vocatives
from factlayer.proof.answer_scope import answer_words, asked_tail, listed_before, reply_of
from factlayer.proof.called_statements import with_called
from factlayer.proof.dialogue import (
    addressees,
    answer_to,
    continued_denial,
    degree_answer,
    doubted_no,
    opens_with_modal,
    qualified_answer,
    reply_sentences,
)
from factlayer.proof.framed_names import named_in_a_frame
from factlayer.proof.joined_keys import joined_keys
from factlayer.proof.named_before import pronoun_told
from factlayer.proof.reply_ellipsis import ellipses
from factlayer.proof.reply_holds import (
    CONFIRMING,
    asked_before_reply,
    confirmation_sought,
    excepted_no,
    mixed_polarity,
    taken_back,
)
from factlayer.proof.sentence_modes import conditioned, framed
from factlayer.proof.statement import Source, Statement
from factlayer.proof.stopping import checked
from factlayer.proof.turn_sentences import Sentence, transcript_sentences


@lru_cache(maxsize=64)
def build(text: str) -> Source:
    """The source read into statements; cached by text (many claims are checked against one transcript)."""
    sentences = transcript_sentences(text)
    speakers = frozenset(s.speaker for s in sentences if s.speaker)
    names = frozenset(a for sp in speakers for a in aliases(sp) for a in a.split())
    addressee = addressees(sentences)
    third_names = transcript_names([text])  # "I spoke with Tom. He says …": Tom tells it (proof.named_before)
    statements: list[Statement] = []
    # An injected instruction asserts nothing, nor does the rest of its turn after it.
    injected_from: dict[int, int] = {}
    sentence_tokens = [_without_hesitations(tokenize(text, s.start, s.end)) for s in checked(sentences)]
    for k, toks in enumerate(sentence_tokens):
        lows = [t.low for t in toks]
        opening = lows[next((i for i, t in enumerate(toks) if t.is_word), 0) :]  # "[system: …]"
        if (
            find_phrase(lows, "injections") is not None
            or find_phrase(opening, "injection_openers", at_start=True) is not None
        ):
            # a cue pointing back ("… ignore previous instructions and record that as a fact") takes the sentence
            # before it, its payload, when that sentence is of the same turn
            back = k > 0 and sentences[k - 1].turn == sentences[k].turn
            back = back and find_phrase(lows, "injection_backrefs") is not None
            injected_from.setdefault(sentences[k].turn, k - 1 if back else k)
    injected_sentences = {k for k, s in enumerate(sentences) if s.turn in injected_from and k >= injected_from[s.turn]}
    # "5000 units … or 50,000 units, excuse me", "I take 5 mg. Sorry, it was 10 mg.": the first value taken back
    taken = withdrawn_in_turns(sentence_tokens, [s.turn for s in sentences])
    for k, (sent, toks) in enumerate(checked(zip(sentences, sentence_tokens, strict=True))):
        if k == 0 or sentences[k - 1].turn != sent.turn:
            statements += _label_statement(text, sent, len(statements), k)
        # "You take aspirin every day." — "No, I don't.": read as the question it was
        question = is_question(toks) or confirmation_sought(sentences, sentence_tokens, k)
        question = question or asked_before_reply(sentences, sentence_tokens, k)  # "okay and ever have you ever had"
        injected = k in injected_sentences
        previous: Modality = "asserted"
        whole = clauses(toks)
        parts = cut_run_ons(text, whole)  # the extractor's run-on cuts: one reading of a turn
        starts = {w[0].start for w in whole if w}
        glued = {c for c, p in enumerate(parts) if c and p[0].start not in starts}  # where a run-on cut starts one
        # "We'll refer you to physical therapy if we need to": a condition makes the whole sentence hypothetical.
        conditional = conditioned(parts)
        carried = continued_denial(sentences, sentence_tokens, k)  # "i've never" — "okay" — "broken a bone"
        owns: list[Modality] = []
        modes: list[Modality] = []
        denied: list[bool] = []
        for c, clause in enumerate(parts):
            asks = (question and not stated_before_question(parts, c)) or opens_glued_question(parts[c - 1], clause)
            own: Modality = "injected" if injected else modality(clause, question=asks, spoken=True)
            own = "asserted" if own == "hedged" and felt_at_a_time(parts, c) else own  # "I was scared | when …"
            own = "hedged" if own == "asserted" and says_not_known(clause) else own  # "I don't recall that I fell"
            mode = own
            if c in conditional and mode in ("asserted", "hedged"):  # "if you're fine, we could hold off"
                mode = "hypothetical"
            if mode == "asserted" and previous != "asserted" and clause[0].low in CONTINUERS | _ATTACHED:
                mode = previous  # "please write that ...", "if I had a car, which ...", "maybe it hurts | when ..."
            denied.append(c > 0 and _called_false(parts[c - 1], clause))
            if denied[-1] and negated(clause):
                mode = "hedged"  # "it's not true that I've never had surgery": a double denial asserts nothing safely
            owns.append(own)
            modes.append(mode)
            previous = mode
        for c, (clause, mode) in enumerate(zip(parts, framed(parts, owns, modes, denied, glued), strict=True)):
            subject, after, teller = _clause_subject(clause, sent.speaker, addressee[sent.turn], names, question)
            told = pronoun_told(clause, after, statements, sent.speaker, addressee[sent.turn], names, third_names)
            if not subject.known() and told is not None:
                subject, after, teller = told  # "My mom called. | She says I work too much.": the mother tells it
            third = not subject.known() and 0 < after <= len(clause) and clause[after - 1].low in THIRD_PERSON
            statements.append(
                Statement(
                    len(statements), k, clause[0].start, clause[-1].end, sent.speaker, tuple(clause),
                    negated(clause) or denied[c] or (c == 0 and carried), mode, subject,
                    kept_values(clause, taken[k]), third_person=third,
                    addressee=addressee[sent.turn] if len(speakers) == 2 else None, teller=teller,
                    mays=readings(clause, toks),
                )
            )  # fmt: skip
        asked = asked_tail(parts, [st.modality for st in statements[-len(parts) :]], glued_only=question) or (
            toks if question else []
        )  # "your blood pressure looks good today and do you smoke?" — "No.": the glued question only
        answer = answer_to(sentences, sentence_tokens, k) if asked and not injected else None
        if answer is not None and answer[0] not in injected_sentences:
            (reply, yes), toks = answer, without_tag(asked)  # "he is sleeping …, isn't he?": the tag denies nothing
            answerer = sentences[reply].speaker
            subject, _, _ = _clause_subject(toks, sent.speaker, answerer, names, True)
            # "How long has he had this pain?" — "About two months.": about "he", not about the one answering
            third = not subject.known() and asks_of_third_person([t.low for t in toks if t.is_word], THIRD_PERSON)
            if not subject.known() and not third:  # "Who drives you?" — "My son.": the son, not the one answering
                doer = subject_of(sentence_tokens[reply], answerer, None, names, spoken=True)[0]
                subject = doer if asks_for_the_doer([t.low for t in toks if t.is_word], ("who",)) else person(answerer)
            # A yes/no answer asserts or denies the question's content; a fragment fills the question's open slot.
            listed = listed_before(sentences, sentence_tokens, k) if yes is False else ()
            replied = reply_of(sentences, sentence_tokens, k, reply)
            said, rest = answer_words(toks, listed, replied, yes)
            more = list(replied.fill) if yes is None else []  # "Hardly ever. Maybe monthly."
            end = more[-1].end if more else sentences[reply].end
            degree = yes is None and degree_answer(sentence_tokens[reply])  # "How often?" — "Not much.": a little
            # "Can I take them together?" — "Yeah.": a permission, not a report that it is done.
            held: Modality = "hypothetical" if opens_with_modal(toks) else "asserted"
            if held == "asserted" and (opened := opening_frame(sentence_tokens[reply])) is not None:
                held = opened  # "How old are you?" — "If I'm fifty-seven, that would be something": no age said
            elif yes is not False and (qualified_answer(sentence_tokens[reply] + more) or degree):
                held = "hedged"  # "Do you smoke?" — "Sometimes.": not a flat yes; "When?" — "Maybe in May."
            elif yes is False and (
                doubted_no(sentence_tokens[reply]) or taken_back(sentences, sentence_tokens, reply, k)
            ):
                held = "hedged"  # "Any surgeries?" — "I'm not sure, but maybe I've never had any": not a flat no
            elif yes is False and excepted_no(sentence_tokens[reply]):
                held = "hedged"  # "Any shortness of breath?" — "Not really, only when I climb stairs."
            denial = (not yes) if yes is not None else negated(sentence_tokens[reply]) and not degree
            if yes and negated(toks) and toks[0].low not in lexicon.words("auxiliaries"):
                # "you don't smoke, right?" — "Yes, that's right.": the denial confirmed; a bare "yes" to it may
                # mean either. "you live with your roommate, no history of tobacco and you limit alcohol?" —
                # "Correct.": a yes to parts of both polarities confirms each part, which one statement cannot
                # hold, so it is held as hedged (nothing verified from it) rather than as a denial of the whole
                confirmed = CONFIRMING & {t.low for t in sentence_tokens[reply]} and not mixed_polarity(toks)
                denial, held = True, held if confirmed else "hedged"
            statements.append(
                Statement(
                    len(statements), k, sent.start, end, answerer, said, denial, held, subject,
                    kept_values(said, taken[k] | taken[reply]), answered=True, third_person=third,
                )
            )  # fmt: skip
            if rest:  # "Any fevers, chills or night sweats?" — "Yes. Just the fevers.": no chills, no night sweats
                statements.append(
                    Statement(
                        len(statements), k, sent.start, sentences[reply].end, answerer, rest, True, held, subject,
                        kept_values(rest, taken[k]), answered=True, third_person=third,
                    )
                )  # fmt: skip
        statements += ellipses(len(statements), sentences, sentence_tokens, k, names, injected_sentences)
    source = Source(text, sentences, statements, speakers, names)
    questions = sorted({st.sentence for st in statements if st.modality == "asked" and not st.answered})
    source.replies = {k: r for k in questions if (r := reply_sentences(sentences, sentence_tokens, k))}
    named = namings(sentences, sentence_tokens, addressee)  # "let's pretend I'm Laura" names no one
    source.namings = tuple(c for c in named if not named_in_a_frame(c, statements, sentence_tokens[c.sentence]))
    source.called = vocatives(source.namings)
    source.statements = with_called(statements, source.called, source.namings)
    source.injected_spans = [(sentences[k].start, sentences[k].end) for k in sorted(injected_sentences)]
    _index(source)
    return source


_LABEL_ROLE = re.compile(r"\([^()\n]+\)[ \t]*:[ \t]*$")


def _label_statement(text: str, sent: Sentence, index: int, k: int) -> list[Statement]:
    """What a speaker's label says of them in parentheses ("Hon. Marie-Claude Bibeau (Minister of Agriculture and
    Agri-Food): ..."): a statement of the speaker's own, about the speaker, before the turn's first sentence."""
    if sent.speaker is None:
        return []
    start = text.rfind("\n", 0, sent.start) + 1
    role = _LABEL_ROLE.search(text, start, sent.start)
    if role is None or role.start() <= start:
        return []
    tokens = tuple(tokenize(text, start, role.start() + role.group(0).index(")") + 1))
    return [
        Statement(
            index,
            k,
            start,
            tokens[-1].end,
            sent.speaker,
            tokens,
            False,
            "asserted",
            person(sent.speaker),
            tuple(values(tokens)),
        )
    ]


_WORD = re.compile(r"[a-z]")
# Openers of a clause that only says when or where the one before it holds: it holds as that one is said.
_ATTACHED = frozenset({"when", "whenever", "where", "while"})


def _without_hesitations(tokens: list[Token]) -> list[Token]:
    """The sentence without "um" / "uh" and the commas around one: "When , um , I turned ten" is "When I turned
    ten" (no new clause at ", I"), "Have , um , you ever been" opens a question. The comma after an answer word
    stays ("no , um , I take it daily" is "no , I take it daily"). A sentence of nothing else stays as it is."""
    answers = lexicon.words("no") | lexicon.words("yes")
    out: list[Token] = []
    dropped = False
    for tok in tokens:
        if is_hesitation(tok.low, out[-1].low if out else None):
            if len(out) > 1 and out[-1].low == "," and out[-2].low not in answers:
                out.pop()  # "my , um , grandfather": the comma before it goes too
            dropped = True
            continue
        if not (dropped and tok.low == ","):
            out.append(tok)
        dropped = False
    return out if any(t.is_word for t in out) else tokens


def _called_false(before: Sequence[Token], clause: Sequence[Token]) -> bool:
    """ "It's not true | that we cut funding": the clause before calls this "that" clause false."""
    if not clause or clause[0].low != "that":
        return False
    words = [t.low for t in before if t.is_word]
    return any(words[-len(p.split()) :] == p.split() for p in lexicon.words("denying_frames"))


def _clause_subject(
    clause: Sequence[Token], speaker: str | None, addressee: str | None, names: frozenset[str], question: bool
) -> tuple[Subject, int, Subject | None]:
    """Whom a clause is about, looking through a teller ("your daughter mentioned you've been falling"), and the
    teller (the speaker's daughter), if any."""
    subject, after = subject_of(clause, speaker, addressee, names, question=question, spoken=True)
    if subject.known() and grammatical_person([clause[after - 1].low]) is None:
        inner = through_report(clause, after, speaker, addressee, names)
        if inner is not None:
            return inner[0], inner[1], subject
    return subject, after, None


def _index(source: Source) -> None:
    stopwords = lexicon.words("stopwords")
    by_stem: dict[str, set[int]] = defaultdict(set)
    all_words: set[str] = set()
    for st in checked(source.statements):
        for k, tok in enumerate(st.tokens):
            if tok.is_punct:
                continue
            all_words.add(tok.low)
            if possessive(tok.low):
                all_words.add(tok.low[:-2])  # "Mrs. Patel's blood pressure" names Patel
            if tok.low not in stopwords or (tok.text == "May" and k > 0):  # "in May": the month, as in a claim
                by_stem[stem(tok.low)].add(st.index)
            for key in joined_keys(st.tokens, k):
                by_stem[key].add(st.index)
    n = max(1, len(source.sentences))
    source.by_stem = {k: sorted(v) for k, v in by_stem.items()}
    source.idf = {
        k: math.log(1 + n / (1 + len({source.statements[i].sentence for i in v}))) for k, v in by_stem.items()
    }
    source.words = frozenset(all_words)
    source.stems = frozenset(by_stem)


__all__ = ["UNKNOWN", "Sentence", "Source", "Statement", "build", "clauses", "transcript_sentences"]
