"""The yes/no judge's score from a one-token chat completion: ``log P(yes) - log P(no)`` at its first token.

Token variants ("yes", "Yes", " yes", "YES.", …) are merged by log-sum-exp. If one side is absent from the
top logprobs its probability is at most that of the least likely listed token, which is used as its
(conservative) bound. Without logprobs the sampled word is scored ``±JUDGE_FALLBACK_SCORE`` (0.0 if it is
neither yes nor no).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable

from openai.types.chat import ChatCompletion

from factlayer.errors import LLMUnavailable

__all__ = ["JUDGE_FALLBACK_SCORE", "score_first_token"]

log = logging.getLogger(__name__)

# When a server returns no logprobs, judge_yes_no scores the sampled word: "yes" -> +this, "no" -> -this,
# anything else -> 0.0. It is roughly what a confident logprob judge gives (log(0.98/0.02) ≈ 3.9), so a
# threshold fitted on logprob scores still splits yes from no.
JUDGE_FALLBACK_SCORE = 4.0
_YES = frozenset({"yes", "y"})
_NO = frozenset({"no", "n"})


def _logsumexp(values: Iterable[float]) -> float:
    vals = list(values)
    top = max(vals)
    return top + math.log(sum(math.exp(v - top) for v in vals))


def _normalise_token(token: str) -> str:
    return token.strip().strip(".,!:;\"'`*").lower()


def score_first_token(completion: ChatCompletion, *, model: str, base_url: str | None) -> float:
    """The judge's score of ``completion`` (``model`` and ``base_url`` name the server in errors and logs)."""
    if not completion.choices:
        raise LLMUnavailable(f"The language model ({model}) returned no choices for the judge prompt")
    choice = completion.choices[0]
    content = choice.logprobs.content if choice.logprobs else None
    if not content:
        word = _normalise_token(choice.message.content or "")
        log.debug("judge: no logprobs from %s; scoring sampled word %r", base_url, word)
        if word in _YES:
            return JUDGE_FALLBACK_SCORE
        if word in _NO:
            return -JUDGE_FALLBACK_SCORE
        return 0.0
    first = content[0]
    candidates = {(t.token, t.logprob) for t in first.top_logprobs}
    candidates.add((first.token, first.logprob))
    yes = [lp for tok, lp in candidates if _normalise_token(tok) in _YES]
    no = [lp for tok, lp in candidates if _normalise_token(tok) in _NO]
    floor = min(lp for _, lp in candidates)
    log_yes = _logsumexp(yes) if yes else floor
    log_no = _logsumexp(no) if no else floor
    return log_yes - log_no
