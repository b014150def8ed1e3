"""Which windows of the source a candidate is aligned against: the retrieval half of grounding's fuzzy step.

The candidate's content words propose the sentences that use them, weighted by inverse document frequency
(``SourceIndex.postings``/``idf``); a word the source never uses also proposes the sentences of source words
within an edit or two of it (an ASR spelling), at ``NEAR_WEIGHT``. Around each of the ``TOP_SENTENCES`` best
the windows are 1-3 sentences of one turn, and a question with its reply.
"""

from __future__ import annotations

from collections import defaultdict

from factlayer.nlp.forms import Form

from .source_index import NEAR_WEIGHT, TOP_SENTENCES, SourceIndex
from .tokens import is_stopword

__all__ = ["candidate_windows"]


def candidate_windows(index: SourceIndex, tokens: list[Form]) -> list[tuple[int, int]]:
    """The (first, last) sentence ids of every window to align the candidate ``tokens`` against."""
    return _windows_for(index, _retrieve(index, tokens))


def _retrieve(index: SourceIndex, tokens: list[Form]) -> list[int]:
    weights: dict[int, float] = defaultdict(float)
    content = [t for t in tokens if not is_stopword(t)] or tokens
    seen: set[str] = set()
    for t in content:
        known = False
        for k in t.keys:
            if k in seen:
                known = True
                continue
            seen.add(k)
            idf = index.idf.get(k)
            if idf is None:
                continue
            known = True
            for sid in index.postings[k]:
                weights[sid] += idf
        if not known and t.kind == "word" and len(t.canon) >= 4 and t.canon.isalpha():
            # a word the source never uses: perhaps an ASR spelling of one it does
            for k in index.near_keys(t.canon):
                if k in seen:
                    continue
                seen.add(k)
                for sid in index.postings[k]:
                    weights[sid] += NEAR_WEIGHT * index.idf[k]
    ranked = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))
    return [sid for sid, _ in ranked[:TOP_SENTENCES]]


def _windows_for(index: SourceIndex, sids: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    n = len(index.sentences)

    def add(a: int, b: int) -> None:
        if 0 <= a <= b < n and (a, b) not in seen:
            seen.add((a, b))
            out.append((a, b))

    for sid in sids:
        turn = index.sentences[sid].turn_index
        add(sid, sid)
        if sid > 0 and index.sentences[sid - 1].turn_index == turn:
            add(sid - 1, sid)
        if sid + 1 < n and index.sentences[sid + 1].turn_index == turn:
            add(sid, sid + 1)
            if sid > 0 and index.sentences[sid - 1].turn_index == turn:
                add(sid - 1, sid + 1)
        answer = index.answer_to(sid)
        if answer is not None:
            add(sid, answer)
        question = index.question_before(sid)
        if question is not None:
            add(question, sid)
    return out
