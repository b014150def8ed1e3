"""ORIENT's numbers: turn an :class:`Observation` into a support score, and an optional LLM judge into one more.

The coefficients below are *fitted*, not chosen: ``bench/fit_claims.py`` fits an L2 logistic regression
(class-balanced, each data set weighted equally) on the rows of ``shared/data/claims/*.jsonl`` with
``md5(id) % 2 == 0`` and prints this block; the evaluation reports the other half. Two models: sources
with speaker turns (meeting transcripts) and plain text (knowledge snippets), because the same lexical
evidence means different things in the two (measured: one pooled model lost 3–5 points on each).

Plain Python on purpose: no numpy at request time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from factlayer.verify.assess import Observation

FEATURES: tuple[str, ...] = (
    "recall_source",  # idf-weighted share of the claim's content words found anywhere in the source
    "recall_best",  # ... found in the best-matching stretch (≤ 3 sentences of one turn)
    "log_novel",  # log(1 + number of claim content words the source never uses)
    "longest_run",  # longest verbatim word run shared with a candidate, / claim length
    "fuzzy_best",  # rapidfuzz partial_ratio of the claim against the best candidates
    "token_set",  # rapidfuzz token_set_ratio of the claim against the whole source
    "first_person",  # the claim says I / we / my ... (not as a quoted turn "name: ...")
    "question",  # the claim asks rather than states
    "log_subjective",  # log(1 + words of taste/feeling the evidence does not have)
    "novel_numbers",  # a number the source never states
    "attribution_gap",  # how much better someone other than the named speaker said the words
    "conflict",  # a polarity / antonym / number / date conflict with the best stretch
)


def feature_vector(observation: Observation) -> list[float]:
    gap = max((a.other_recall - a.own_recall for a in observation.attribution), default=0.0)
    return [
        observation.recall_source,
        observation.recall_best,
        math.log1p(len(observation.novel_stems)),
        observation.longest_run,
        observation.fuzzy_best,
        observation.token_set,
        float(observation.first_person),
        float(observation.question),
        math.log1p(observation.subjective),
        float(observation.novel_numbers),
        gap,
        float(bool(observation.conflicts)),
    ]


@dataclass(frozen=True, slots=True)
class LogisticModel:
    """``z = bias + Σ weight·(x − mean)/scale``; ``operating_point`` is the z fitted as the accept line."""

    features: tuple[str, ...]
    means: tuple[float, ...]
    scales: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    operating_point: float

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


def support_confidence(model: LogisticModel, z: float) -> float:
    return sigmoid(z - model.operating_point + logit(DEFAULT_THRESHOLD))


# --- fitted by bench/fit_claims.py on md5(id) % 2 == 0 of the three shared claim sets -------------------
# BEGIN FITTED
TURNS_MODEL = LogisticModel(
    features=FEATURES,
    means=(0.83444, 0.75333, 0.54889, 0.42096, 0.82598, 0.83715, 0.04065, 0.0, 0.07326, 0.0, -0.1241, 0.02439),
    scales=(0.20756, 0.26599, 0.5891, 0.24903, 0.12614, 0.12625, 0.19748, 1.0, 0.2131, 1.0, 0.3657, 0.15426),
    weights=(0.14707, 0.09393, -0.15056, 0.38927, 0.42104, 0.09581, -0.33678, 0.0, -0.12808, 0.0, -0.29261, 0.15362),
    bias=0.04559,
    operating_point=0.15,
)
PLAIN_MODEL = LogisticModel(
    features=FEATURES,
    means=(0.56905, 0.56524, 0.96412, 0.37892, 0.64666, 0.67662, 0.34074, 0.07901, 0.21571, 0.05185, 0.0, 0.04198),
    scales=(0.36327, 0.36467, 0.79935, 0.32861, 0.28191, 0.22549, 0.47396, 0.26976, 0.36624, 0.22173, 1.0, 0.20053),
    weights=(0.25139, 0.21457, -0.40362, 0.13961, 0.15588, 0.4098, -0.6552, 0.08553, -0.40965, -0.34357, 0.0, -0.07964),
    bias=-0.21571,
    operating_point=0.2,
)
# Contradiction rules, fitted on the same half (meeting set: the only one labelling contradictions).
# Attribution: someone else's turn covers at least MIN_OTHER of the attributed words, and MIN_GAP
# more than the named speaker's best turn.
ATTRIBUTION_MIN_OTHER = 0.3
ATTRIBUTION_MIN_GAP = 0.0
# A conflict makes evidence contradicting when the conflicting stretch covers this much of the claim
# (value: number/date/time; polarity: negation/antonym/quantifier; 1.01 = never). Ties favour the lower.
VALUE_CONFLICT_MIN_RECALL = 0.5
POLARITY_CONFLICT_MIN_RECALL = 0.9
# END FITTED


VALUE_CONFLICTS = frozenset({"number", "date", "time"})


def model_for(has_speakers: bool) -> LogisticModel:
    return TURNS_MODEL if has_speakers else PLAIN_MODEL


# --- optional LLM judge ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class JudgeCombination:
    """``z = a·z_offline + b·judge + c``: how the judge's yes/no log-odds join the offline logit."""

    offline_weight: float
    judge_weight: float
    bias: float
    fitted: bool


# Not fitted: no judge model could be run where these coefficients were made (no llama.cpp server in
# the build environment). A product of experts with the judge at half weight; refit with
# ``bench/fit_claims.py --provider openai`` and paste the printed block here.
JUDGE_COMBINATION = JudgeCombination(offline_weight=1.0, judge_weight=0.5, bias=0.0, fitted=False)
