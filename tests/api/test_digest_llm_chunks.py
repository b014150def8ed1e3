"""The LLM's extraction by chunks of turns, over real HTTP to the scripted model (``tests.llm_server``).

A chunk is bounded and asks for a bounded answer; an unusable answer (cut off, invalid twice, too slow) is
retried once as two halves; a half that fails again gives no candidates and a ``chunk_failed`` rejection,
and the digest still completes. Summary sentences the transcript does not support are dropped and kept.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from factlayer.config import Settings
from factlayer.digest.chunks import CHUNK_CHARS
from factlayer.llm.chunk_prompt import CHUNK_SYSTEM, MAX_CANDIDATES, answer_budget
from factlayer.llm.prompts import BRIEF_SYSTEM, NLI_SYSTEM
from tests.api.test_digest_llm_http import candidates, digest_of, llm_settings, model
from tests.llm_server import Reply, scripted_llm, system_of, user_of

FILL = (
    "Agent: Let me look at the timetable for you, it takes a moment to load on this system today.\n"
    "Caller: Sure, no rush at all, I am happy to wait while it loads.\n"
)
OPENING = "Agent: Good morning, this is the rail help line.\nCaller: Hi, my name is Tom Berg.\n"
SEAT = "Agent: Do you want a window seat?\nCaller: Yes, please. I also travel with a bicycle.\n"
CLOSING = "Caller: I want the 9:15 train. My booking reference is KX42.\nAgent: Done, you are booked.\n"
CALL = OPENING + FILL * 6 + SEAT + FILL * 6 + CLOSING
FACTS = [  # (text, quote): what a good model proposes when the quote is in its chunk
    ("The caller's name is Tom Berg.", "my name is Tom Berg"),
    ("Tom Berg wants a window seat.", "Do you want a window seat?"),  # a paraphrase of a yes-answer
    ("Tom Berg travels with a bicycle.", "I also travel with a bicycle."),
    ("Tom Berg wants the 9:15 train.", "I want the 9:15 train."),
    ("Tom Berg's booking reference is KX42.", "My booking reference is KX42."),
]
PLANTED = ("Tom Berg travels with a dog.", "I also travel with a bicycle.")  # never stored


def propose(chunk: str) -> Reply:
    found = [(t, q) for t, q in FACTS if q in chunk]
    if "bicycle" in chunk:
        found.append(PLANTED)
    return Reply.json(candidates(found))


def stored(digest: dict[str, Any]) -> set[str]:
    return {f["fact_text"] for f in digest["facts"]}


async def test_a_long_call_is_read_in_bounded_overlapping_chunks(make_settings: Callable[..., Settings]) -> None:
    with scripted_llm(model(propose, ["Tom Berg wants the 9:15 train."])) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url), CALL)
    calls = llm.calls(CHUNK_SYSTEM)
    assert len(calls) >= 2  # the call does not fit one chunk
    chunks = [user_of(c).split("---\n")[1] for c in calls]
    assert all(len(chunk) <= CHUNK_CHARS + 1 for chunk in chunks)
    assert "".join(chunks).count("Agent: Do you want a window seat?") <= 2
    for call in calls:  # a bounded answer and a budget that holds it: never cut off
        assert call["max_tokens"] == answer_budget()
        schema = (call.get("response_format") or {}).get("json_schema", {}).get("schema") or call["response_format"]
        assert json.dumps(schema).count(f'"maxItems": {MAX_CANDIDATES}') == 1
    assert stored(digest) == {t for t, _ in FACTS}
    assert {r["candidate_text"] for r in rejections} == {PLANTED[0]}
    assert "patient" not in CHUNK_SYSTEM.lower()  # neutral across calls, meetings, visits and chats


async def test_a_cut_off_answer_is_retried_in_two_halves(make_settings: Callable[..., Settings]) -> None:
    text = OPENING + CLOSING  # one chunk

    def extract(chunk: str) -> Reply:
        if "Tom Berg" in chunk and "KX42" in chunk:  # the whole chunk: the answer runs out of tokens
            return Reply(content='{"facts": ["Tom Berg wants', finish_reason="length")
        return propose(chunk)

    with scripted_llm(model(extract, [])) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url), text)
    calls = [user_of(c) for c in llm.calls(CHUNK_SYSTEM)]
    assert len(calls) == 3  # the whole chunk once (no repair turn for a cut-off answer), then its two halves
    assert len(calls[1]) < len(calls[0]) and len(calls[2]) < len(calls[0])
    assert stored(digest) == {t for t, q in FACTS if q in text}
    assert not [r for r in rejections if r["reason"] == "chunk_failed"]


async def test_a_chunk_that_fails_twice_gives_a_reason_and_the_digest_completes(
    make_settings: Callable[..., Settings],
) -> None:
    def extract(chunk: str) -> Reply:
        return Reply(content="Sure! Here are the facts: none") if "KX42" in chunk else propose(chunk)

    with scripted_llm(model(extract, [])) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url), CALL)
    assert stored(digest) == {t for t, q in FACTS if q in CALL[: CALL.index("Caller: I want")]}
    failed = [r for r in rejections if r["reason"] == "chunk_failed"]
    assert len(failed) == 1
    span = failed[0]["source_span"]
    assert "KX42" in span["text"] and CALL[span["start_char"] : span["end_char"]] == span["text"]
    assert "invalid ChunkAnswer JSON twice" in failed[0]["detail"]
    assert digest["counts"]["rejected"] == len(rejections)


async def test_a_chunk_that_times_out_twice_gives_a_reason(make_settings: Callable[..., Settings]) -> None:
    def extract(chunk: str) -> Reply:
        return (
            Reply.json(
                candidates([]),
            )
            if "KX42" not in chunk
            else Reply(delay_s=2.5)
        )

    with scripted_llm(model(extract, [])) as llm:
        settings = llm_settings(make_settings, llm.base_url, timeout_s=1.0, max_retries=0)
        digest, rejections = await digest_of(settings, OPENING + CLOSING)
    (failed,) = [r for r in rejections if r["reason"] == "chunk_failed"]
    assert "did not answer within 1 s" in failed["detail"] and "KX42" in failed["source_span"]["text"]
    assert digest["counts"]["facts"] == 0


async def test_an_unsupported_summary_sentence_is_dropped_and_kept(make_settings: Callable[..., Settings]) -> None:
    invented = "Dr. Ellis booked the tickets for Tom Berg."  # a name the call never mentions
    summary = ["Tom Berg travels with a bicycle.", invented]
    with scripted_llm(model(propose, summary)) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url, summary="model"), CALL)
    assert digest["summary"] == "Tom Berg travels with a bicycle."
    (dropped,) = [r for r in rejections if r["candidate_text"] == invented]
    assert dropped["extraction_method"] == "llm-brief" and dropped["detail"].startswith("summary: ")
    assert dropped["reason"] in {"unsupported", "contradicted", "not_asserted", "misattributed"}


async def test_with_no_supported_sentence_the_summary_is_composed_of_facts(
    make_settings: Callable[..., Settings],
) -> None:
    with scripted_llm(model(propose, ["The caller is angry about a delay."])) as llm:
        digest, _ = await digest_of(llm_settings(make_settings, llm.base_url, summary="model"), CALL)
    assert digest["summary"].startswith("The caller's name is Tom Berg. Tom Berg wants a window seat.")
    assert "angry" not in digest["summary"]
    assert BRIEF_SYSTEM and "patient" not in BRIEF_SYSTEM.lower()


async def test_by_default_the_summary_is_the_verified_facts_and_costs_no_model_call(
    make_settings: Callable[..., Settings],
) -> None:
    with scripted_llm(model(propose, ["Dr. Ellis booked the tickets for Tom Berg."])) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url), CALL)
    assert not llm.calls(BRIEF_SYSTEM)
    assert digest["summary_method"] == "facts"
    assert digest["summary"].startswith("The caller's name is Tom Berg. Tom Berg wants a window seat.")
    assert "Ellis" not in digest["summary"] and PLANTED[0] not in digest["summary"]
    assert {r["candidate_text"] for r in rejections} == {PLANTED[0]}


async def test_with_both_proposers_the_model_adds_to_the_offline_facts(make_settings: Callable[..., Settings]) -> None:
    """llm.propose="both" (the default): the offline extractor's facts, plus the model's new ones, every
    one proven; the model's planted fact is still rejected and the offline ones cost no judge call."""
    added = ("Tom Berg has a bicycle with him.", "I also travel with a bicycle.")  # a paraphrase only the model says

    def extract(chunk: str) -> Reply:
        return Reply.json(candidates([(t, q) for t, q in [added, PLANTED] if q in chunk]))

    with scripted_llm(model(extract, [])) as llm:
        offline, _ = await digest_of(make_settings(), CALL)
        both = llm_settings(make_settings, llm.base_url, propose="both", judge=True)
        digest, rejections = await digest_of(both, CALL)
        alone, _ = await digest_of(llm_settings(make_settings, llm.base_url, propose="llm"), CALL)
    methods = {f["fact_text"]: f["extraction_method"] for f in digest["facts"]}
    assert {t for t, m in methods.items() if m == "extractive"} == stored(offline) != set()
    assert {t for t, m in methods.items() if m == "llm"} == {added[0]} == stored(alone)
    assert PLANTED[0] in {r["candidate_text"] for r in rejections}
    judged = [c for c in llm.requests if system_of(c) == NLI_SYSTEM]
    assert judged and all(added[0] in user_of(c) or PLANTED[0] in user_of(c) for c in judged)


async def test_the_consistency_judge_is_asked_only_when_switched_on(make_settings: Callable[..., Settings]) -> None:
    """``llm.judge``: one short call per model candidate the engine verified, or none (the default); the engine
    alone still rejects the planted fact either way."""
    with scripted_llm(model(propose, [])) as llm:
        judged, judged_rejections = await digest_of(llm_settings(make_settings, llm.base_url, judge=True), CALL)
        asked = len(llm.calls(NLI_SYSTEM))
        plain, plain_rejections = await digest_of(llm_settings(make_settings, llm.base_url), CALL)
    assert asked >= len(FACTS) and len(llm.calls(NLI_SYSTEM)) == asked  # the second digest asked no judge
    assert stored(plain) == stored(judged) == {t for t, _ in FACTS}
    assert {r["candidate_text"] for r in plain_rejections} == {r["candidate_text"] for r in judged_rejections}


async def test_a_greeting_or_talk_about_the_call_copied_by_the_model_is_declined(
    make_settings: Callable[..., Settings],
) -> None:
    """A small model copies greetings and talk about the call verbatim: grounded word for word, they would be
    stored as facts. They are declined with the offline extractor's junk reason and kept as rejections."""
    copied = ["Hi, good to see you.", "Let me look at the timetable for you."]

    def extract(chunk: str) -> Reply:
        answer = candidates([(t, q) for t, q in FACTS if q in chunk])
        return Reply.json({"facts": [*answer["facts"], *copied]})

    with scripted_llm(model(extract, [])) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url), OPENING + FILL + SEAT)
    assert stored(digest) == {t for t, q in FACTS if q in OPENING + SEAT}
    reasons = {r["candidate_text"]: r["reason"] for r in rejections if r["candidate_text"] in copied}
    assert reasons == {copied[0]: "greeting", copied[1]: "meta_talk"}
