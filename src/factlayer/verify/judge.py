"""Adapt an LLM provider's yes/no judge to the checker's optional ``Judge`` callable."""

from __future__ import annotations

from typing import Protocol

from factlayer.verify.checker import Judge


class _YesNoJudge(Protocol):
    async def judge_yes_no(self, *, system: str, user: str) -> float: ...


def judge_from_provider(provider: _YesNoJudge) -> Judge:
    """``(source, claim) -> log-odds`` with the measured prompt (source first, claim last: cache reuse)."""
    from factlayer.llm.prompts import judge_prompt

    async def judge(source: str, claim: str) -> float:
        prompt = judge_prompt(source, claim)
        return await provider.judge_yes_no(system=prompt.system, user=prompt.user)

    return judge
