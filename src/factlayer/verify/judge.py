"""Adapt an LLM provider's yes/no judge to the checker's optional ``Judge`` callable, and choose what it reads.

The judge reads the whole source when it is short (every source of the shared claim sets is: ≤ 2.8k
characters), so llama.cpp can reuse the processed source across the claims about it. A long transcript
does not fit a small model's context: the judge then reads the stretches that share the most content
words with the claim, in source order, up to :data:`JUDGE_MAX_SOURCE_CHARS`.
"""

from __future__ import annotations

from collections import Counter
from typing import Protocol

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import words
from factlayer.proof.source import build
from factlayer.verify.checker import Judge

# ~2k tokens of English: with the system prompt and the claim it fits a 4,096-token context.
JUDGE_MAX_SOURCE_CHARS = 8000
_GAP = "\n[...]\n"
_PIECE_CHARS = 1000


class _YesNoJudge(Protocol):
    async def judge_yes_no(self, *, system: str, user: str) -> float: ...


def _pieces(source: str) -> list[tuple[int, str]]:
    """(offset, text) of each sentence (with its speaker), sentences longer than :data:`_PIECE_CHARS` cut at
    spaces (unpunctuated ASR text can be one 'sentence' of thousands of characters)."""
    out: list[tuple[int, str]] = []
    for sentence in build(source).sentences:
        prefix = f"{sentence.speaker}: " if sentence.speaker else ""
        text = source[sentence.start : sentence.end]
        start = 0
        while start < len(text):
            end = len(text)
            if end - start > _PIECE_CHARS:
                cut = text.rfind(" ", start, start + _PIECE_CHARS)
                end = cut if cut > start else start + _PIECE_CHARS
            out.append((sentence.start + start, prefix + text[start:end].strip()))
            start = end
    return out


def content_stems(text: str) -> list[str]:
    stopwords = lexicon.words("stopwords")
    return [stem(w) for w in words(text) if w not in stopwords]


def judge_input(source: str, claim: str, max_chars: int = JUDGE_MAX_SOURCE_CHARS) -> str:
    """What the judge reads for ``claim``: ``source`` itself if it fits, else its most relevant sentences."""
    if len(source) <= max_chars:
        return source
    wanted = Counter(content_stems(claim))
    pieces = _pieces(source)
    ranked = sorted(
        range(len(pieces)),
        key=lambda i: (-sum(min(c, wanted[s]) for s, c in Counter(content_stems(pieces[i][1])).items()), i),
    )
    chosen: list[int] = []
    used = 0
    for i in ranked:
        if used + len(pieces[i][1]) + len(_GAP) > max_chars:
            continue
        chosen.append(i)
        used += len(pieces[i][1]) + len(_GAP)
    return _GAP.join(pieces[i][1] for i in sorted(chosen))


def judge_from_provider(provider: _YesNoJudge) -> Judge:
    """``(source, claim) -> log-odds`` with the measured prompt (source first, claim last: cache reuse)."""
    from factlayer.llm.prompts import judge_prompt

    async def judge(source: str, claim: str) -> float:
        prompt = judge_prompt(judge_input(source, claim), claim)
        return await provider.judge_yes_no(system=prompt.system, user=prompt.user)

    return judge
