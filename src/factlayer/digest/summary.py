"""Digest summaries. Offline: a lead summary (the first substantive sentences, verbatim). With an LLM: the
digest's own verified facts (``FactsSummarizer``, no model call), or the model's brief summary proven
sentence by sentence (``llm_adapters.LLMSummarizer``)."""

from __future__ import annotations

import re
from typing import Protocol

from factlayer.nlp import lexicon, transcript

LEAD_MAX_CHARS = 600
_WORD = re.compile(r"[a-z][a-z'’]*", re.IGNORECASE)
_OPENERS = ("yes", "no", "interjections", "hesitations", "lead_connectors")


def unresolved(sentence: str) -> bool:
    """Does a sentence rest on someone or something it does not name — a "she", "his" or "they" anywhere (no one is
    named in a quote without its speaker), or an opening "it", "this", "that" (``lexicon/unknown_subjects.txt``;
    not "there", a place holder)? "She quit last year." says nothing read alone."""
    words = [w.lower().replace("’", "'") for w in _WORD.findall(sentence)]
    third = lexicon.members("gendered_pronouns") | lexicon.words("third_person") | {"them", "their", "theirs"}
    if any(w in third for w in words):
        return True
    skip = lexicon.union(*_OPENERS)
    first = next((w for w in words if w not in skip), "")
    return first in lexicon.words("unknown_subjects") and not first.startswith("there")


class Summarizer(Protocol):
    name: str
    verbatim: bool  # True: the summary is the source's own sentences; False: every sentence is proven first

    async def summarize(self, text: str) -> str: ...


class LeadSummarizer:
    """The first statements of the transcript, verbatim, up to ~600 characters, leaving out any that rest on a
    pronoun they do not resolve (``unresolved``). Model-free."""

    name = "lead"
    verbatim = True

    def __init__(self, max_chars: int = LEAD_MAX_CHARS) -> None:
        self.max_chars = max_chars

    async def summarize(self, text: str) -> str:
        parts: list[str] = []
        used = 0
        # the one transcript grammar: sentences inside turns, so no speaker label ("[patient]") is quoted
        for sentence in (s for turn in transcript.parse_turns(text) for s in transcript.sentences(turn)):
            if sentence.is_question:
                continue
            body = text[sentence.start : sentence.end].strip()
            if len(body.split()) < 4 or unresolved(body):
                continue  # "She quit last year.": whom it is about, the quote does not say
            if used and used + len(body) > self.max_chars:
                break
            parts.append(body)
            used += len(body) + 1
        return " ".join(parts)


class FactsSummarizer:
    """No text of its own: the digest composes the summary from the facts it verified
    (``summary_check.compose_from_facts``), so every sentence is already proven and no model call is spent.
    Measured with the local 1.5B model on 2 cores, the model's brief summary took about as long as the
    whole extraction."""

    name = "facts"
    verbatim = False

    async def summarize(self, text: str) -> str:
        return ""
