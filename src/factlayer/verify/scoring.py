"""ORIENT's numbers: turn an :class:`Observation` into a support score, and an optional LLM judge into one more.

The coefficients below are *fitted*, not chosen: ``bench/fit_claims.py`` fits an L2 logistic regression
(class-balanced, each data set weighted equally) on the rows of ``shared/data/claims/*.jsonl`` with
``md5(id) % 2 == 0`` and prints this block; the evaluation reports the other half. Two models: sources
with speaker turns (meeting transcripts) and plain text (knowledge snippets), because the same lexical
evidence means different things in the two (measured: one pooled model lost 3–5 points on each).

Each model uses a subset of :data:`CANDIDATE_FEATURES`: the verifier's own lexical evidence plus the digest
pipeline's verdict on the claim (``d_*``), chosen by forward selection on cross-validated balanced accuracy
inside the fit half (a digest feature must add at least 0.005).

Plain Python on purpose: no numpy at request time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from factlayer.verify.assess import DigestVerdict, Observation


def _gap(o: Observation) -> float:
    return max((a.other_recall - a.own_recall for a in o.attribution), default=0.0)


def _digest(o: Observation, value: Callable[[DigestVerdict], float], default: float = 0.0) -> float:
    return default if o.digest is None else value(o.digest)


def _code(code: str) -> Callable[[Observation], float]:
    return lambda o: _digest(o, lambda d: float(code in d.codes))


# Every feature the fit may choose from: name → value. ``bench/fit_claims.py`` picks a subset per model
# by cross-validation inside the fit half; a model stores the names it was fitted on.
CANDIDATE_FEATURES: dict[str, Callable[[Observation], float]] = {
    # the verifier's own lexical evidence
    "recall_source": lambda o: o.recall_source,  # idf-weighted share of claim content words in the source
    "recall_best": lambda o: o.recall_best,  # ... in the best-matching stretch (≤ 3 sentences of one turn)
    "log_novel": lambda o: math.log1p(len(o.novel_stems)),  # claim content words the source never uses
    "longest_run": lambda o: o.longest_run,  # longest verbatim word run shared with a candidate / claim
    "fuzzy_best": lambda o: o.fuzzy_best,  # rapidfuzz partial_ratio against the best candidates
    "token_set": lambda o: o.token_set,  # rapidfuzz token_set_ratio against the whole source
    "partial_source": lambda o: o.partial_source,  # rapidfuzz partial_ratio against the whole source
    "first_person": lambda o: float(o.first_person),  # I / we / my ... (not as a quoted turn "name: ...")
    "question": lambda o: float(o.question),  # the claim asks rather than states
    "log_subjective": lambda o: math.log1p(o.subjective),  # words of taste/feeling the evidence lacks
    "novel_numbers": lambda o: float(o.novel_numbers),  # a number the source never states
    "attribution_gap": _gap,  # how much better someone other than the named speaker said the words
    "conflict": lambda o: float(bool(o.conflicts)),  # polarity / antonym / number / date conflict
    # the digest pipeline's verdict on the claim (see assess.digest_verdict)
    "d_accepted": lambda o: _digest(o, lambda d: float(d.accepted)),
    "d_grounded": lambda o: _digest(o, lambda d: float(d.grounded)),
    "d_score": lambda o: _digest(o, lambda d: d.score),
    "d_exact": lambda o: _digest(o, lambda d: float(d.exact)),
    "d_log_missing": lambda o: _digest(o, lambda d: math.log1p(d.missing)),
    "d_missing_share": lambda o: _digest(o, lambda d: d.missing_share),
    "d_confidence": lambda o: _digest(o, lambda d: d.confidence),
    "d_misattributed": _code("misattributed"),
    "d_contradicted": _code("contradicted"),
    "d_overstated": _code("overstated"),
    "d_asked_not_stated": _code("asked_not_stated"),
    "d_hedged": _code("hedged"),
    "d_not_a_claim": _code("not_a_claim"),
    "d_not_atomic": _code("not_atomic"),
}
# Features every model starts from; the others join a model only if forward selection keeps them.
SELECTED_ONLY: frozenset[str] = frozenset({"partial_source"})
BASE_FEATURES: tuple[str, ...] = tuple(
    n for n in CANDIDATE_FEATURES if not n.startswith("d_") and n not in SELECTED_ONLY
)


def feature_vector(observation: Observation, features: tuple[str, ...] = BASE_FEATURES) -> list[float]:
    return [CANDIDATE_FEATURES[name](observation) for name in features]


@dataclass(frozen=True, slots=True)
class LogisticModel:
    """``z = bias + Σ weight·(x − mean)/scale``; ``operating_point`` is the z fitted as the accept line."""

    features: tuple[str, ...]
    means: tuple[float, ...]
    scales: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    operating_point: float

    def features_of(self, observation: Observation) -> list[float]:
        return feature_vector(observation, self.features)

    def logit(self, x: list[float]) -> float:
        if len(x) != len(self.weights):
            raise ValueError(f"expected {len(self.weights)} features, got {len(x)}")
        return self.bias + sum(
            w * (v - m) / (s or 1.0) for v, m, s, w in zip(x, self.means, self.scales, self.weights, strict=True)
        )


def sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


# The API's default confidence_threshold. Support confidence is put on a scale where the fitted
# operating point sits exactly here: confidence = sigmoid(z − operating_point + logit(0.85)).
DEFAULT_THRESHOLD = 0.85


def support_confidence(operating_point: float, z: float) -> float:
    return sigmoid(z - operating_point + logit(DEFAULT_THRESHOLD))


# --- optional LLM judge ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class JudgeCombination:
    """``z = offline_weight·z_offline + judge_weight·judge + bias``: how the judge's yes/no log-odds join the
    offline logit (of :data:`TURNS_MODEL` or :data:`PLAIN_MODEL`); ``operating_point`` is the accept line of
    the combined z, fitted like the offline models' (it replaces theirs when the judge has answered)."""

    offline_weight: float
    judge_weight: float
    bias: float
    operating_point: float
    fitted: bool


def judge_combination_for(has_speakers: bool) -> JudgeCombination:
    return JUDGE_TURNS if has_speakers else JUDGE_PLAIN


# --- fitted by bench/fit_claims.py on md5(id) % 2 == 0 of the three shared claim sets -------------------
# BEGIN FITTED
TURNS_MODEL = LogisticModel(
    features=(
        "recall_source",
        "recall_best",
        "log_novel",
        "longest_run",
        "fuzzy_best",
        "token_set",
        "first_person",
        "question",
        "log_subjective",
        "novel_numbers",
        "attribution_gap",
        "conflict",
        "d_score",
        "d_overstated",
    ),
    means=(
        0.79382,
        0.73681,
        0.50768,
        0.44298,
        0.78795,
        0.77697,
        0.0,
        0.0,
        0.05391,
        0.02778,
        -0.06707,
        0.12222,
        0.83386,
        0.08889,
    ),
    scales=(
        0.27063,
        0.29898,
        0.55655,
        0.26105,
        0.20157,
        0.19409,
        1.0,
        1.0,
        0.18564,
        0.16434,
        0.34493,
        0.32754,
        0.1831,
        0.28458,
    ),
    weights=(
        0.08124,
        -0.00199,
        -0.14469,
        0.31753,
        0.06912,
        0.09847,
        0.0,
        0.0,
        -0.0172,
        -0.10094,
        -0.51201,
        -0.19772,
        0.7744,
        -0.15496,
    ),
    bias=-0.08801,
    operating_point=0.0,
)
PLAIN_MODEL = LogisticModel(
    features=(
        "recall_source",
        "recall_best",
        "log_novel",
        "longest_run",
        "fuzzy_best",
        "token_set",
        "first_person",
        "question",
        "log_subjective",
        "novel_numbers",
        "attribution_gap",
        "conflict",
        "d_not_atomic",
    ),
    means=(
        0.57016,
        0.56628,
        0.96135,
        0.37911,
        0.64757,
        0.67662,
        0.33827,
        0.07901,
        0.21571,
        0.05185,
        0.0,
        0.04444,
        0.16296,
    ),
    scales=(
        0.36319,
        0.36402,
        0.79949,
        0.32842,
        0.28034,
        0.22549,
        0.47312,
        0.26976,
        0.36624,
        0.22173,
        1.0,
        0.20608,
        0.36933,
    ),
    weights=(
        0.23617,
        0.2111,
        -0.40279,
        0.15894,
        0.15376,
        0.41416,
        -0.6736,
        0.08447,
        -0.40649,
        -0.35412,
        0.0,
        -0.0719,
        0.05963,
    ),
    bias=-0.21385,
    operating_point=-0.1,
)
# Contradiction rules, fitted on the same half (meeting set: the only one labelling contradictions).
# Attribution: someone else's turn covers at least MIN_OTHER of the attributed words, and MIN_GAP
# more than the named speaker's best turn.
ATTRIBUTION_MIN_OTHER = 0.3
ATTRIBUTION_MIN_GAP = 0.0
# A conflict makes evidence contradicting when the conflicting stretch covers this much of the claim
# (value: number/date/time/binding; polarity: negation/antonym/quantifier; 1.01 = never).
# Ties favour the lower.
VALUE_CONFLICT_MIN_RECALL = 0.5
POLARITY_CONFLICT_MIN_RECALL = 1.01
# The digest pipeline's rejection as contradicting evidence: misattributed / contradicted
# with a grounding score of at least this (1.01 = never).
DIGEST_MISATTRIBUTION_MIN_SCORE = 0.9
DIGEST_CONFLICT_MIN_SCORE = 0.9
# END FITTED

# BEGIN FITTED JUDGE
# Fitted on the md5(id) % 2 == 0 rows with judge scores from judge_qwen2.5-coder-1.5b-instruct.jsonl
# (bench/judge_scores.py: Qwen2.5-Coder-1.5B-Instruct Q4_K_M in llama.cpp, first-token logprobs).
JUDGE_TURNS = JudgeCombination(
    offline_weight=1.0,
    judge_weight=0.0,
    bias=0.0,
    operating_point=0.0,
    fitted=True,
)
JUDGE_PLAIN = JudgeCombination(
    offline_weight=0.51435,
    judge_weight=0.52317,
    bias=0.02191,
    operating_point=-0.35,
    fitted=True,
)
# END FITTED JUDGE


# Conflicts judged like a wrong value (on how well the rest of the claim matches): numbers, dates, times, and
# an attribute bound to another person/side/time of day ("the father had diabetes" against "my mother had
# diabetes and my father had a stroke").
VALUE_CONFLICTS = frozenset({"number", "date", "time", "binding"})


def model_for(has_speakers: bool) -> LogisticModel:
    return TURNS_MODEL if has_speakers else PLAIN_MODEL
