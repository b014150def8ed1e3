"""The OpenAI-compatible :class:`LLMProvider` (``openai.AsyncOpenAI``) and ``build_provider``.

``OpenAIProvider`` talks to any OpenAI-compatible chat-completions server (OpenAI, vLLM, llama.cpp's
``llama_cpp.server`` on 127.0.0.1 — see ``local_model.py``). Every failure of the transport, of the
server or of the model's output becomes :class:`factlayer.errors.LLMUnavailable` (HTTP 503) with the
SDK's exception kept as ``__cause__``.

Structured output (``json_mode``):

* ``json_schema``: ``response_format={"type": "json_schema", "json_schema": {"name", "schema", "strict": true}}``
  (OpenAI Structured Outputs, vLLM, recent llama.cpp ``llama-server``).
* ``json_object``: ``response_format={"type": "json_object", "schema": <schema>}`` — llama-cpp-python's
  server compiles ``schema`` into a grammar, so the answer is schema-shaped JSON; servers that ignore
  ``schema`` still return JSON, which pydantic validates.
* ``auto`` (default): try ``json_schema`` once (without the SDK's retries); if the server answers it with
  a 400/422/500/501 (llama-cpp-python 0.3.x answers 500), use ``json_object`` and remember that for every
  later call of this provider.
* ``none``: no ``response_format``; the prompt asks for JSON and pydantic (plus the repair turn) checks it.
  llama-cpp-python's grammar sampler checks the whole 151k-token Qwen vocabulary at every step; on a quiet
  machine here that added ~15 ms per generated token (2.3 s vs 2.8 s for 32 tokens). On the shared 2-core
  box every timing varied up to 10x with the load, which swamped any grammar effect. With the one-example
  extraction prompt the 1.5B model wrote the same valid JSON with and without the grammar.
  ``FACTLAYER_LLM__JSON_MODE=none`` selects it.

The answer is validated with pydantic; if it is not valid, the model gets ONE repair turn (its answer and
the validation error); a second invalid answer is ``LLMOutputUnusable`` (a 503 ``LLMUnavailable`` to
anyone who does not split and retry). An answer cut off at ``max_tokens`` gets no repair turn (the same
budget would cut it again): it is ``LLMOutputUnusable`` at once, and so are a timeout and a 400/413.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, Literal

import httpx2
import openai
from openai.types.chat import ChatCompletion, ChatCompletionMessageParam
from openai.types.shared_params import ResponseFormatJSONSchema
from pydantic import ValidationError

from factlayer.config import LLMSettings
from factlayer.errors import LLMOutputUnusable, LLMUnavailable
from factlayer.llm.json_schema import parsed_answer, strict_json_schema, validation_summary
from factlayer.llm.judge_score import JUDGE_FALLBACK_SCORE, score_first_token
from factlayer.llm.openai_errors import UNSUPPORTED_FORMAT_STATUS, unavailable
from factlayer.llm.prompts import repair_message
from factlayer.llm.provider import DEFAULT_MAX_TOKENS, CallRecord, CallTotals, JsonMode, LLMProvider, ModelT

__all__ = ["JUDGE_FALLBACK_SCORE", "OpenAIProvider", "build_provider"]

log = logging.getLogger(__name__)


class OpenAIProvider:
    """``LLMProvider`` over ``openai.AsyncOpenAI`` (any OpenAI-compatible chat-completions server)."""

    def __init__(
        self,
        *,
        model: str,
        base_url: str | None = None,
        api_key: str = "not-needed",
        timeout_s: float = 60.0,
        max_retries: int = 1,
        json_mode: Literal["auto", "json_schema", "json_object", "none"] = "auto",
        temperature: float = 0.0,
        http_client: httpx2.AsyncClient | None = None,
    ) -> None:
        self.model = model
        self.base_url = base_url
        self.timeout_s = timeout_s
        self.temperature = temperature
        self.json_mode = json_mode
        # None: auto mode has not learned yet; json_schema is tried first.
        self._resolved_mode: JsonMode | None = None if json_mode == "auto" else json_mode
        self._logprobs_supported: bool | None = None  # False once the server refused logprobs
        self.last_call: CallRecord | None = None
        self.totals = CallTotals()  # successful calls only, summed per answer kind
        self._client = openai.AsyncOpenAI(
            base_url=base_url,
            api_key=api_key or "not-needed",
            timeout=timeout_s,
            max_retries=max_retries,
            http_client=http_client,
        )

    @classmethod
    def from_settings(cls, settings: LLMSettings, *, http_client: httpx2.AsyncClient | None = None) -> OpenAIProvider:
        return cls(
            model=settings.model,
            base_url=settings.base_url,
            api_key=settings.api_key.get_secret_value(),
            timeout_s=settings.timeout_s,
            max_retries=settings.max_retries,
            json_mode=settings.json_mode,
            temperature=settings.temperature,
            http_client=http_client,
        )

    @property
    def resolved_json_mode(self) -> JsonMode | None:
        """The structured-output mode in use; None until ``auto`` has made its first call."""
        return self._resolved_mode

    def __repr__(self) -> str:
        return f"OpenAIProvider(model={self.model!r}, base_url={self.base_url!r}, json_mode={self.json_mode!r})"

    # ---------------------------------------------------------------------------------------------
    # LLMProvider
    # ---------------------------------------------------------------------------------------------

    async def complete_json(
        self, *, system: str, user: str, schema: type[ModelT], max_tokens: int = DEFAULT_MAX_TOKENS
    ) -> ModelT:
        started = time.perf_counter()
        messages: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": system},
            {"role": "user", "content": user},
        ]
        json_schema = strict_json_schema(schema)
        attempts = 0
        prompt_tokens = completion_tokens = 0
        last_error = ""
        for repair_round in range(2):
            completion = await self._create_json(messages, schema.__name__, json_schema, max_tokens)
            attempts += 1
            if completion.usage is not None:
                prompt_tokens += completion.usage.prompt_tokens
                completion_tokens += completion.usage.completion_tokens
            content, finish_reason = self._first_content(completion)
            try:
                result = parsed_answer(schema, content)
            except ValidationError as exc:
                last_error = validation_summary(exc)
                if finish_reason == "length":
                    # A repair turn with the same budget would be cut off again: less input is the fix.
                    raise LLMOutputUnusable(
                        f"The language model ({self.model}) was cut off at max_tokens={max_tokens} "
                        f"in its {schema.__name__} JSON: {last_error}",
                        model=self.model,
                    ) from exc
                log.warning("LLM answer invalid for %s (round %d): %s", schema.__name__, repair_round + 1, last_error)
                messages = [
                    *messages,
                    {"role": "assistant", "content": content},
                    {"role": "user", "content": repair_message(last_error)},
                ]
                continue
            self.last_call = CallRecord(
                kind="json",
                json_mode=self._resolved_mode,
                seconds=time.perf_counter() - started,
                prompt_tokens=prompt_tokens,
                completion_tokens=completion_tokens,
                attempts=attempts,
            )
            self.totals.add(schema.__name__, self.last_call)
            log.debug("LLM %s: %s", schema.__name__, self.last_call)
            return result
        raise LLMOutputUnusable(
            f"The language model ({self.model}) returned invalid {schema.__name__} JSON twice "
            f"(after one repair attempt): {last_error}",
            model=self.model,
        )

    async def judge_yes_no(self, *, system: str, user: str) -> float:
        """``log P(yes-variants) - log P(no-variants)`` at the first assistant token.

        Requests ``max_tokens=1, logprobs=True, top_logprobs=20``. Token variants ("yes", "Yes", " yes",
        "YES.", …) are merged by log-sum-exp. If one side is absent from the top 20 its probability is at
        most that of the least likely listed token, which is used as its (conservative) bound.

        Without logprobs — the server returns none, or refuses them with 400/422/500/501 (llama-cpp-python
        started with ``--logits_all false`` answers 500) — the sampled word is scored ``±JUDGE_FALLBACK_SCORE``
        (0.0 if it is neither yes nor no); a refusal is remembered and later calls do not ask again.
        """
        started = time.perf_counter()
        messages: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": system},
            {"role": "user", "content": user},
        ]
        completion: ChatCompletion | None = None
        if self._logprobs_supported is not False:
            # The first call probes without the SDK's retries: a 500 there means "no logprobs here".
            client = self._client.with_options(max_retries=0) if self._logprobs_supported is None else self._client
            completion = await self._unless_unsupported(
                lambda: client.chat.completions.create(
                    model=self.model, messages=messages, max_tokens=1, temperature=0.0, logprobs=True, top_logprobs=20
                ),
                "logprobs (the judge scores the sampled word from now on)",
            )
            self._logprobs_supported = completion is not None
        if completion is None:
            completion = await self._call(
                lambda: self._client.chat.completions.create(
                    model=self.model, messages=messages, max_tokens=1, temperature=0.0
                )
            )
        score = score_first_token(completion, model=self.model, base_url=self.base_url)
        usage = completion.usage
        self.last_call = CallRecord(
            kind="judge",
            json_mode=None,
            seconds=time.perf_counter() - started,
            prompt_tokens=usage.prompt_tokens if usage else None,
            completion_tokens=usage.completion_tokens if usage else None,
            attempts=1,
        )
        self.totals.add("judge", self.last_call)
        return score

    async def aclose(self) -> None:
        await self._client.close()

    # ---------------------------------------------------------------------------------------------
    # internals
    # ---------------------------------------------------------------------------------------------

    async def _create_json(
        self,
        messages: list[ChatCompletionMessageParam],
        name: str,
        json_schema: dict[str, Any],
        max_tokens: int,
    ) -> ChatCompletion:
        mode = self._resolved_mode
        if mode == "none":
            return await self._call(
                lambda: self._client.chat.completions.create(
                    model=self.model, messages=messages, max_tokens=max_tokens, temperature=self.temperature
                )
            )
        if mode == "json_object":
            return await self._call(lambda: self._create_json_object(messages, json_schema, max_tokens))
        if mode == "json_schema":
            return await self._call(lambda: self._create_json_schema(messages, name, json_schema, max_tokens))
        # auto, first call: probe json_schema without the SDK's retries (a 500 here means "unsupported").
        completion = await self._unless_unsupported(
            lambda: self._create_json_schema(messages, name, json_schema, max_tokens, probe=True),
            "json_schema (using json_object+schema from now on)",
        )
        if completion is None:
            completion = await self._call(lambda: self._create_json_object(messages, json_schema, max_tokens))
            self._resolved_mode = "json_object"
        else:
            self._resolved_mode = "json_schema"
        return completion

    async def _unless_unsupported(
        self, make: Callable[[], Awaitable[ChatCompletion]], feature: str
    ) -> ChatCompletion | None:
        """The completion; None when the server answers 400/422/500/501, its way of refusing ``feature``."""
        try:
            return await make()
        except openai.APIStatusError as exc:
            if exc.status_code not in UNSUPPORTED_FORMAT_STATUS:
                raise self._unavailable(exc) from exc
            log.warning("LLM server %s refused %s: HTTP %d", self.base_url, feature, exc.status_code)
            return None
        except openai.OpenAIError as exc:
            raise self._unavailable(exc) from exc

    async def _create_json_schema(
        self,
        messages: list[ChatCompletionMessageParam],
        name: str,
        json_schema: dict[str, Any],
        max_tokens: int,
        *,
        probe: bool = False,
    ) -> ChatCompletion:
        response_format: ResponseFormatJSONSchema = {
            "type": "json_schema",
            "json_schema": {"name": name, "schema": json_schema, "strict": True},
        }
        client = self._client.with_options(max_retries=0) if probe else self._client
        return await client.chat.completions.create(
            model=self.model,
            messages=messages,
            max_tokens=max_tokens,
            temperature=self.temperature,
            response_format=response_format,
        )

    async def _create_json_object(
        self, messages: list[ChatCompletionMessageParam], json_schema: dict[str, Any], max_tokens: int
    ) -> ChatCompletion:
        # The SDK's typed response_format has no "schema" key for json_object; extra_body sends it as is.
        return await self._client.chat.completions.create(
            model=self.model,
            messages=messages,
            max_tokens=max_tokens,
            temperature=self.temperature,
            extra_body={"response_format": {"type": "json_object", "schema": json_schema}},
        )

    async def _call(self, make: Callable[[], Awaitable[ChatCompletion]]) -> ChatCompletion:
        try:
            return await make()
        except openai.OpenAIError as exc:
            raise self._unavailable(exc) from exc

    def _first_content(self, completion: ChatCompletion) -> tuple[str, str | None]:
        if not completion.choices:
            return "", None
        choice = completion.choices[0]
        return choice.message.content or "", choice.finish_reason

    def _unavailable(self, exc: openai.OpenAIError) -> LLMUnavailable:
        return unavailable(exc, model=self.model, base_url=self.base_url, timeout_s=self.timeout_s)


def build_provider(settings: LLMSettings, *, http_client: httpx2.AsyncClient | None = None) -> LLMProvider | None:
    """The configured provider; None for ``provider='extractive'`` (no LLM, the extractive path is used)."""
    if settings.provider == "extractive":
        return None
    if settings.provider == "openai":
        return OpenAIProvider.from_settings(settings, http_client=http_client)
    raise ValueError(f"unknown LLM provider {settings.provider!r}")  # pragma: no cover - Literal guards it
