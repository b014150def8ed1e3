"""Evidence candidates for a proposition: statements sharing its terms, and short windows around them.

A window is one statement, or two or three neighbouring statements of the same speaker turn spanning at most
two sentences ("I had cramps when I woke up. I drank pickle juice"), or two statements of one speaker's two turns
with one turn of another speaker between (a question: "What flavor?"). Candidates are ranked by the IDF-weighted
share of the claim's terms they contain; ranking only orders the work, every candidate is then checked unit by unit.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import spelling_neighbours, synonym_stems
from factlayer.proof.claim import Proposition
from factlayer.proof.resumed_turn import resumed_turn
from factlayer.proof.source import Source, Statement
from factlayer.proof.value_checks import says_amount, says_bound

MAX_STATEMENTS = 12
MAX_SENTENCE_CLAUSES = 6


def candidates(prop: Proposition, source: Source) -> list[tuple[int, ...]]:
    """Windows (tuples of statement indexes), best first."""
    weights: dict[int, float] = {}
    for term in prop.terms:
        keys = {term.stem} | synonym_stems(term.stem)
        hits: set[int] = set()
        for key in keys:
            hits.update(source.by_stem.get(key, ()))
        if not hits:
            for key in spelling_neighbours(term.low, source.stems):
                hits.update(source.by_stem.get(key, ()))
        idf = source.idf.get(term.stem, max(source.idf.values(), default=1.0))
        for index in hits:
            weights[index] = weights.get(index, 0.0) + idf
    if not prop.terms and prop.values:
        # a claim of values only ("The patient has five children."): first the statements saying its amounts
        weights = {
            st.index: 1.0 + says_amount(prop.values, st) + says_bound(prop.values, st)
            for st in source.statements
            if st.values
        }
    ranked = sorted(weights, key=lambda i: (-weights[i], i))[:MAX_STATEMENTS]
    windows: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    statements = source.statements
    for index in ranked:
        here = statements[index]
        options: list[tuple[int, ...]] = [(index,)]
        if not here.answered:
            for other in (index - 1, index + 1):
                if 0 <= other < len(statements):
                    there = statements[other]
                    same_turn = source.sentences[there.sentence].turn == source.sentences[here.sentence].turn
                    if same_turn and not there.answered and abs(there.sentence - here.sentence) <= 1:
                        options.append(tuple(sorted((index, other))))
            for lo in (index - 2, index - 1, index):
                trio = tuple(range(lo, lo + 3))
                if lo < 0 or lo + 2 >= len(statements) or any(statements[i].answered for i in trio):
                    continue
                turns = {source.sentences[statements[i].sentence].turn for i in trio}
                sentences = {statements[i].sentence for i in trio}
                if len(turns) == 1 and max(sentences) - min(sentences) <= 1:
                    options.append(trio)
            options += _two_sentences(here, source)
            options += _next_own_turn(index, source, weights)
            options += resumed_turn(index, source)
            whole = tuple(st.index for st in source.statements_of_sentence(here.sentence))
            if 3 < len(whole) <= MAX_SENTENCE_CLAUSES:
                options.append(whole)  # a long sentence cut at every "which": the claim may span all of it
        options += _answering(here, source)
        for window in options:
            if window not in seen and not _across_a_contrast(window, statements):
                seen.add(window)
                windows.append(window)
    return windows


_CONTRASTS = frozenset({"but", "although", "though", "whereas", "yet"})
_PERSONS = lexicon.words("personal_subjects") | lexicon.words("subject_be")
_ADVERBS = frozenset({"now", "then", "still", ",", "also", "actually", "really"})


def _across_a_contrast(window: tuple[int, ...], statements: list[Statement]) -> bool:
    """A window whose later statement opens on "but" (or another contrast) and a person of its own joins what the
    speaker sets apart: "i quit drinking, but i still smoke" says no "quit smoking". Each side is a window of its
    own; "tylenol, but it doesn't help", "i haven't done pottery yet, but i might try it" (referred back to) stay
    one."""
    anaphors = lexicon.words("anaphors")
    return any(
        statements[i].tokens[0].low in _CONTRASTS
        and next((t.low for t in statements[i].tokens[1:] if t.low not in _ADVERBS), "") in _PERSONS
        and not any(t.low in anaphors for t in statements[i].tokens)
        for i in window[1:]
    )


def _next_own_turn(index: int, source: Source, weights: dict[int, float]) -> list[tuple[int, ...]]:
    """Pairs of a statement and one of the same speaker's next (or previous) turn, when the turn between is the
    other speaker's question: "I made my friend some ice cream" — "What flavor did you make?" — "I whipped up some
    chocolate and vanilla swirl" tells one fact in two turns. Both plain assertions (no denial, no question read
    through its answer), both holding words of the claim, neither opening on "he"/"she"/"they": "They placed me on
    propranolol" — "Are you taking it currently?" — "I'm now taking primidone", or "I had a toxicity with the fourth
    dose" — "How did they respond?" — "They just reduced the dose" tell what others did, not one fact of the
    speaker's."""
    here = source.statements[index]
    if not _plain(here) or here.third_person:
        return []
    turn = source.sentences[here.sentence].turn
    out: list[tuple[int, ...]] = []
    for other in weights:
        there = source.statements[other]
        if not _plain(there) or there.speaker != here.speaker or there.third_person:
            continue
        other_turn = source.sentences[there.sentence].turn
        if abs(other_turn - turn) == 2 and _asks(source, (turn + other_turn) // 2, here.speaker):
            out.append(tuple(sorted((index, other))))
    return out


def _answering(here: Statement, source: Source) -> list[tuple[int, ...]]:
    """The statements of the reply to a question that holds words of the claim, each a window of its own: "do you
    have children?" — "i do . i have five ." The reply is checked as said by its speaker, about its own subject,
    with its own polarity; it takes from the question only what it refers to (:mod:`factlayer.proof.context`)."""
    if here.modality != "asked" and not here.answered:
        return []
    read = source.read_with(here.sentence)
    replies = [k for k in source.replies.get(here.sentence, ()) if k not in read]
    return [(st.index,) for k in replies for st in source.statements_of_sentence(k)]


def _plain(statement: Statement) -> bool:
    return statement.speaker is not None and statement.asserts and not statement.negated and not statement.answered


def _asks(source: Source, turn: int, speaker: str | None) -> bool:
    """Is ``turn`` another speaker's, holding a question about the same thing (not "Got any other objects you
    treasure?", which asks for another one)?"""
    mine = [st for st in source.statements if source.sentences[st.sentence].turn == turn and not st.answered]
    another = lexicon.words("another_words")
    return any(st.speaker != speaker and st.modality == "asked" for st in mine) and not any(
        t.low in another for st in mine for t in st.tokens
    )


MAX_PAIR_CLAUSES = 4


def _two_sentences(here: Statement, source: Source) -> list[tuple[int, ...]]:
    """Two neighbouring sentences of one turn, whole, when they hold four clauses ("I can't walk because of my
    weight. | When I try to get up, I get short of breath."): the trios above reach three."""
    turn = source.sentences[here.sentence].turn
    out: list[tuple[int, ...]] = []
    for other in (here.sentence - 1, here.sentence + 1):
        if not 0 <= other < len(source.sentences) or source.sentences[other].turn != turn:
            continue
        lo, hi = sorted((here.sentence, other))
        window = tuple(st.index for k in (lo, hi) for st in source.statements_of_sentence(k))
        if len(window) == MAX_PAIR_CLAUSES and not any(source.statements[i].answered for i in window):
            out.append(window)
    return out
