"""Digest summaries. Offline: a lead summary (the first substantive sentences, verbatim)."""

from __future__ import annotations

from typing import Protocol

from factlayer.nlp.sentences import split_sentences

LEAD_MAX_CHARS = 600


class Summarizer(Protocol):
    name: str
    verbatim: bool  # True: the summary is the source's own sentences; False: every sentence is proven first

    async def summarize(self, text: str) -> str: ...


class LeadSummarizer:
    """The first statements of the transcript, verbatim, up to ~600 characters. Model-free."""

    name = "lead"
    verbatim = True

    def __init__(self, max_chars: int = LEAD_MAX_CHARS) -> None:
        self.max_chars = max_chars

    async def summarize(self, text: str) -> str:
        parts: list[str] = []
        used = 0
        for sentence in split_sentences(text):
            if sentence.is_question:
                continue
            body = text[sentence.start : sentence.end].strip()
            if len(body.split()) < 4:
                continue
            if used and used + len(body) > self.max_chars:
                break
            parts.append(body)
            used += len(body) + 1
        return " ".join(parts)
