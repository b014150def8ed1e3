"""Seed 001's confidence weights and gates are data (``lexicon/confidence_weights``), not numbers in code: the
scoring reads them, and the numbers its docstring quotes are the file's."""

from __future__ import annotations

import inspect
import re

from factlayer.digest import scoring
from factlayer.models.fact import FactType
from factlayer.nlp import lexicon


def test_the_gates_are_the_data_files() -> None:
    weights = dict(lexicon.scores("confidence_weights"))
    assert {
        FactType.USER_FACT: weights["gate_user_fact"],
        FactType.USER_PATTERN: weights["gate_user_pattern"],
        FactType.SHARED_NARRATIVE: weights["gate_shared_narrative"],
    } == scoring.TYPE_THRESHOLDS
    assert weights["pattern_apply"] == scoring.PATTERN_APPLY_THRESHOLD


def test_no_weight_is_a_literal_in_the_code() -> None:
    """Past the docstring, the only numbers left in the scoring code are bounds (0, 1), rounding places, the
    occurrence counts and the default grounding threshold."""
    code = inspect.getsource(scoring).split('"""', 2)[2]
    literals = set(re.findall(r"(?<![\w.])\d+\.\d+(?!\w)", code))
    assert literals <= {"0.0", "1.0", "0.8"}, literals
    quoted = {f"{v:.2f}" for _, v in lexicon.scores("confidence_weights") if v > 0}
    assert quoted <= set(re.findall(r"\d\.\d\d", scoring.__doc__ or "")), quoted
