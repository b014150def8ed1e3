"""The extraction prompt for one chunk of turns, and the bounded answer it asks for.

Neutral across meetings, calls, visits and chats: the model is told about speakers and turns, never about
"the patient". Every size is bounded so the answer cannot outgrow its ``max_tokens``:

* at most ``max_candidates`` statements (``maxItems``), each a short string with a ``maxLength`` — the
  server's grammar (json_schema / json_object+schema) stops the model there;
* :func:`answer_budget` is the ``max_tokens`` that holds the largest answer the schema allows, at a
  conservative three characters per token.

The answer is the statements alone: no quotes, speaker or subject keys. Generated tokens are most of a
chunk's time on a CPU, and none of those keys decided anything the proof engine does not decide itself — it
finds the sentence (or question and answer) that bears a statement out and cites it, and who said it comes
from that sentence's turn (the model's ``subject`` was never read; its quotes were copies of the source
that the engine does not need).

The bounds live only in the JSON schema sent to the server: a server that ignores the schema and answers
longer strings is not failed for it (the proof engine judges the text either way).

The system prompt is one constant and the transcript comes first in the user turn (the number asked for
after it), so every call shares the system prompt as a KV-cache prefix.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from factlayer.llm.prompts import Prompt

__all__ = ["CHUNK_SYSTEM", "MAX_CANDIDATES", "TEXT_CHARS", "ChunkAnswer", "answer_budget", "chunk_prompt"]

MAX_CANDIDATES = 6
TEXT_CHARS = 150
_CHARS_PER_TOKEN = 3.0  # English JSON runs ~4; 3 leaves room for numbers, names and escapes
_ITEM_TOKENS = 3  # the quotes and comma around one statement


class ChunkAnswer(BaseModel):
    """The statements the model proposes. Not trusted: the proof engine checks each against the source."""

    model_config = ConfigDict(extra="ignore")

    facts: list[str] = Field(
        description="Short standalone statements, each naming its subject.",
        json_schema_extra={"maxItems": MAX_CANDIDATES, "items": {"type": "string", "maxLength": TEXT_CHARS}},
    )


CHUNK_SYSTEM = """\
You read part of a conversation transcript (a meeting, a call, an interview, a chat or a visit) and list
the few most useful facts its speakers state.

Rules:
1. Only what a speaker states explicitly. Never guess, infer, diagnose or add details.
2. One fact per item, as a short standalone sentence that names its subject: a person's name if the
   transcript gives one, otherwise the speaker's label as written ("Speaker 2", "Agent", "Doctor").
3. Keep negations ("does not smoke"). Questions, greetings, small talk and plans that are only
   possible ("maybe I will") are not facts. An answer to a question is: "yes" to "Do you smoke?"
   gives "<the one who answered> smokes". A plan, order or advice stays a plan: "I'll send the form"
   gives "Agent will send the form", "you should call back" gives "Agent advises Caller to call back" —
   never "sends" or "calls back" as if done.
4. No more facts than the request asks for: the ones a participant would want to remember (names, numbers,
   dates, times, places, decisions, problems, plans agreed). Fewer is fine; none is fine.

Answer with a JSON object {"facts": [...]} and nothing else.

Example transcript:
Agent: Thanks for calling, how can I help?
Caller: Hi. I need to move my delivery to Friday. I'm not home on Thursday.
Agent: Done. Do you still want the morning slot?
Caller: Yes, please.

Example answer:
{"facts": ["The caller needs to move the delivery to Friday.", "The caller is not home on Thursday.", \
"The caller wants the morning slot."]}"""


def chunk_prompt(chunk: str, *, max_candidates: int = MAX_CANDIDATES) -> Prompt:
    """The extraction prompt for one chunk; answer model: :class:`ChunkAnswer` (at most ``max_candidates``)."""
    n = max(1, min(max_candidates, MAX_CANDIDATES))
    return Prompt(CHUNK_SYSTEM, f"Transcript:\n---\n{chunk}\n---\n\nList at most {n} facts:")


def answer_budget(max_candidates: int = MAX_CANDIDATES) -> int:
    """``max_tokens`` that holds the largest answer the schema allows for ``max_candidates`` candidates."""
    per_candidate = TEXT_CHARS / _CHARS_PER_TOKEN + _ITEM_TOKENS
    return int(16 + max(1, max_candidates) * per_candidate)
