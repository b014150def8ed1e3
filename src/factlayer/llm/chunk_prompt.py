"""The extraction prompt for one chunk of turns, and the bounded answer it asks for.

Neutral across meetings, calls, visits and chats: the model is told about speakers and turns, never about
"the patient". Every size is bounded so the answer cannot outgrow its ``max_tokens``:

* at most ``max_candidates`` candidates (``maxItems``), each a short statement, a subject, the speaker's
  label and one or two quotes, every string with a ``maxLength`` — the server's grammar (json_schema /
  json_object+schema) stops the model there;
* :func:`answer_budget` is the ``max_tokens`` that holds the largest answer the schema allows, at a
  conservative three characters per token.

The bounds live only in the JSON schema sent to the server: a server that ignores the schema and answers
longer strings is not failed for it (the proof engine judges the text either way).

The system prompt is one constant and the transcript comes first in the user turn (the number asked for
after it), so every call shares the system prompt as a KV-cache prefix.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from factlayer.llm.prompts import Prompt

__all__ = [
    "CHUNK_SYSTEM",
    "MAX_CANDIDATES",
    "ChunkAnswer",
    "ChunkCandidate",
    "answer_budget",
    "chunk_prompt",
]

MAX_CANDIDATES = 6
TEXT_CHARS = 150
NAME_CHARS = 40
QUOTE_CHARS = 150
MAX_QUOTES = 2
_CHARS_PER_TOKEN = 3.0  # English JSON runs ~4; 3 leaves room for numbers, names and escapes
_KEYS_TOKENS = 30  # keys, quotes and punctuation of one candidate object


class ChunkCandidate(BaseModel):
    """One statement the model proposes. Not trusted: the proof engine checks it against the source."""

    model_config = ConfigDict(extra="ignore")

    text: str = Field(
        description="One short standalone statement naming its subject.", json_schema_extra={"maxLength": TEXT_CHARS}
    )
    subject: str = Field(
        description="Who or what the statement is about: a name, or a speaker label.",
        json_schema_extra={"maxLength": NAME_CHARS},
    )
    speaker: str = Field(
        description="The label of the turn that says it, as written in the transcript.",
        json_schema_extra={"maxLength": NAME_CHARS},
    )
    quotes: list[str] = Field(
        description="One or two exact spans of the transcript that state it, copied verbatim.",
        json_schema_extra={
            "minItems": 1,
            "maxItems": MAX_QUOTES,
            "items": {"type": "string", "maxLength": QUOTE_CHARS},
        },
    )


class ChunkAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    candidates: list[ChunkCandidate] = Field(json_schema_extra={"maxItems": MAX_CANDIDATES})


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
4. "speaker" is the label of the turn the fact comes from; "subject" is whom or what it is about.
5. "quotes": one or two spans copied character for character from the transcript, the shortest that
   state the fact (the question and its answer, when the answer alone is "yes" or "no").
6. No more facts than the request asks for: the ones a participant would want to remember (names, numbers, dates, times,
   places, decisions, problems, plans agreed). Fewer is fine; none is fine.

Answer with a JSON object {"candidates": [...]} and nothing else.

Example transcript:
Agent: Thanks for calling, how can I help?
Caller: Hi, I'm Tom Berg. I need to move my delivery to Friday. I'm not home on Thursday.
Agent: Done. Do you still want the morning slot?
Caller: Yes, please.

Example answer:
{"candidates": [
{"text": "The caller is Tom Berg.", "subject": "Caller", "speaker": "Caller", "quotes": ["I'm Tom Berg."]},
{"text": "Tom Berg needs to move his delivery to Friday.", "subject": "Tom Berg", "speaker": "Caller", \
"quotes": ["I need to move my delivery to Friday."]},
{"text": "Tom Berg is not home on Thursday.", "subject": "Tom Berg", "speaker": "Caller", \
"quotes": ["I'm not home on Thursday."]},
{"text": "Tom Berg wants the morning slot.", "subject": "Tom Berg", "speaker": "Caller", \
"quotes": ["Do you still want the morning slot?", "Yes, please."]}
]}"""


def chunk_prompt(chunk: str, *, max_candidates: int = MAX_CANDIDATES) -> Prompt:
    """The extraction prompt for one chunk; answer model: :class:`ChunkAnswer` (at most ``max_candidates``)."""
    n = max(1, min(max_candidates, MAX_CANDIDATES))
    return Prompt(CHUNK_SYSTEM, f"Transcript:\n---\n{chunk}\n---\n\nList at most {n} facts:")


def answer_budget(max_candidates: int = MAX_CANDIDATES) -> int:
    """``max_tokens`` that holds the largest answer the schema allows for ``max_candidates`` candidates."""
    per_candidate = (TEXT_CHARS + 2 * NAME_CHARS + MAX_QUOTES * QUOTE_CHARS) / _CHARS_PER_TOKEN + _KEYS_TOKENS
    return int(16 + max(1, max_candidates) * per_candidate)
