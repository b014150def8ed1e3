"""Golden set: anti-hallucination regression cases run through the real pipeline.

Each ``cases/case_*.yaml`` holds a source text and candidate facts with the expected verdict:

    id, title, origin (where the example comes from), notes (why the expectation is what it is)
    source: the transcript text
    candidates:
      - text: the candidate fact                      # LLM-style candidate (method "llm")
        type: USER_FACT | USER_PATTERN | SHARED_NARRATIVE   (default USER_FACT)
        confidence: the provider's confidence         (default 0.95)
        speaker, quote: optional, as an LLM would give them
        expect: accept | reject
        reason: the rejection code, or a list of acceptable codes (required for reject)
        failed: validators that must fail with HIGH severity
        flags: codes that must be reported as MEDIUM issues
        min_confidence / max_confidence: bounds on the final confidence
        cove: consistent | inconsistent | not_stated  (runs CoVe on the accepted candidate)
    extractive:                                        # optional: run the offline provider
      accept: verbatim texts it must propose and the pipeline must accept
      absent: texts it must not propose
      min_accepted: how many accepted candidates at least

Everything goes through ``assess_candidates`` (grounding + validators + scoring + gates), the
entry point the generator uses; CoVe through ``CoVePipeline.verify``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from factlayer.digest.assessment import Assessment, assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.digest.cove_pipeline import CoVePipeline
from factlayer.digest.extractive import extract_candidates
from factlayer.digest.grounding import SourceIndex
from factlayer.digest.validators import Severity
from factlayer.models.fact import FactType

CASES_DIR = Path(__file__).resolve().parent / "cases"
CASE_FILES = sorted(CASES_DIR.glob("case_*.yaml"))


def _load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), path
    return data


def _candidate(spec: dict[str, Any]) -> Candidate:
    return Candidate(
        text=spec["text"],
        type=FactType(spec.get("type", "USER_FACT")),
        confidence=float(spec.get("confidence", 0.95)),
        speaker=spec.get("speaker"),
        quote=spec.get("quote"),
        method="llm",
    )


def _describe(a: Assessment) -> str:
    g = a.grounding
    failed = ", ".join(f"{r.name}/{r.severity.value}/{r.code}" for r in a.failures) or "none"
    return (
        f"{a.candidate.text!r}: accepted={a.accepted} reason={a.reason} confidence={a.confidence:.2f} "
        f"alignment={g.alignment}:{g.score:.2f} span={g.span.text if g.span else None!r} "
        f"missing={g.missing} failed=[{failed}] detail={a.detail!r}"
    )


def _check_invariants(a: Assessment, source: str) -> None:
    """What must hold for every accepted fact: a valid citation and no HIGH issue."""
    if not a.accepted:
        assert a.reason, _describe(a)
        return
    g = a.grounding
    assert g.span is not None and g.citation is not None, _describe(a)
    assert source[g.citation.start_char : g.citation.end_char] == g.citation.text
    assert not g.missing
    assert not any(r.severity is Severity.HIGH for r in a.failures), _describe(a)


def test_the_golden_set_is_big_enough() -> None:
    cases = [_load(p) for p in CASE_FILES]
    assert len(cases) >= 25
    n_candidates = sum(len(c.get("candidates", [])) for c in cases)
    n_rejects = sum(1 for c in cases for k in c.get("candidates", []) if k["expect"] == "reject")
    assert n_candidates >= 80 and n_rejects >= 40
    assert len({c["id"] for c in cases}) == len(cases)


@pytest.mark.parametrize("path", CASE_FILES, ids=[p.stem for p in CASE_FILES])
async def test_golden_case(path: Path) -> None:
    case = _load(path)
    source: str = case["source"]
    index = SourceIndex(source)
    specs: list[dict[str, Any]] = case.get("candidates", [])
    assessments = await assess_candidates([_candidate(s) for s in specs], index)
    problems: list[str] = []
    for spec, a in zip(specs, assessments, strict=True):
        _check_invariants(a, source)
        expect = spec["expect"]
        assert expect in ("accept", "reject"), spec
        if (expect == "accept") != a.accepted:
            problems.append(f"expected {expect}: {_describe(a)}")
            continue
        if expect == "reject":
            reasons = spec["reason"] if isinstance(spec["reason"], list) else [spec["reason"]]
            if a.reason not in reasons:
                problems.append(f"expected reason in {reasons}: {_describe(a)}")
        high = {r.name for r in a.failures if r.severity is Severity.HIGH}
        for name in spec.get("failed", []):
            if name not in high:
                problems.append(f"expected {name} to fail HIGH: {_describe(a)}")
        medium_codes = {r.code for r in a.failures if r.severity is Severity.MEDIUM}
        for code in spec.get("flags", []):
            if code not in medium_codes:
                problems.append(f"expected MEDIUM flag {code}: {_describe(a)}")
        if "min_confidence" in spec and a.confidence < float(spec["min_confidence"]) - 1e-9:
            problems.append(f"expected confidence >= {spec['min_confidence']}: {_describe(a)}")
        if "max_confidence" in spec and a.confidence > float(spec["max_confidence"]) + 1e-9:
            problems.append(f"expected confidence <= {spec['max_confidence']}: {_describe(a)}")
        if "cove" in spec:
            (result,) = await CoVePipeline().verify([a], index)
            if result.verdict != spec["cove"]:
                problems.append(f"expected CoVe {spec['cove']}, got {result.verdict}: {_describe(a)}")

    extractive = case.get("extractive")
    if extractive:
        proposed = extract_candidates(source)
        for c in proposed:  # the fact is rewritten; its spans are exact slices of the source
            assert c.spans and all(source[a:b].strip() for a, b in c.spans)
            assert c.quote is not None and c.quote in source
        results = await assess_candidates(proposed, index)
        for a in results:
            _check_invariants(a, source)
        accepted = {a.candidate.text for a in results if a.accepted}
        texts = {c.text for c in proposed}
        for text in extractive.get("accept", []):
            if text not in accepted:
                problems.append(f"extractive: expected {text!r} proposed and accepted; accepted={sorted(accepted)}")
        for text in extractive.get("absent", []):
            if any(text.lower() in t.lower() for t in texts):
                problems.append(f"extractive: {text!r} must not be proposed; proposed={sorted(texts)}")
        if len(accepted) < int(extractive.get("min_accepted", 0)):
            problems.append(f"extractive: only {len(accepted)} accepted: {sorted(accepted)}")

    assert not problems, f"{case['id']}:\n" + "\n".join(problems)
