"""JSON for structured output: the strict schema sent to the server, the JSON part of an answer, and a
short account of why an answer did not validate (the repair turn quotes it)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

__all__ = ["json_text", "parsed_answer", "strict_json_schema", "validation_summary"]

_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


def strict_json_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema in the shape strict structured output wants.

    ``$ref``s are inlined (our answer models are not recursive, and grammar converters handle inline
    schemas best), every object gets ``additionalProperties: false`` and lists all its properties as
    required, and ``title``/``default`` noise is dropped.
    """
    raw = model.model_json_schema()
    defs: Mapping[str, Any] = raw.get("$defs", {})

    def walk(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [walk(item, seen) for item in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[-1]
            if name in seen:
                raise ValueError(f"recursive schema {name!r} cannot be inlined")
            merged = {**copy.deepcopy(defs[name]), **{k: v for k, v in node.items() if k != "$ref"}}
            return walk(merged, (*seen, name))
        out = {k: walk(v, seen) for k, v in node.items() if k not in {"$defs", "title", "default"}}
        if out.get("type") == "object" and "properties" in out:
            out["additionalProperties"] = False
            out["required"] = list(out["properties"])
        return out

    result = walk(raw, ())
    assert isinstance(result, dict)
    return result


def json_text(text: str) -> str:
    """The JSON part of an answer: without Markdown fences, and without prose around one object."""
    match = _FENCE.match(text)
    text = match.group(1) if match else text.strip()
    if not text.startswith("{"):
        start, end = text.find("{"), text.rfind("}")
        if 0 <= start < end:
            return text[start : end + 1]
    return text


ModelT = TypeVar("ModelT", bound=BaseModel)


def parsed_answer(schema: type[ModelT], content: str) -> ModelT:
    """The answer's JSON validated as ``schema``. A raw newline or tab inside a string (small local models write
    them) is read as the character it is, not as broken JSON: it had failed whole chunks after the repair turn.
    Raises ValidationError, whose summary the repair turn quotes."""
    text = json_text(content)
    try:
        data = json.loads(text, strict=False)
    except json.JSONDecodeError:
        return schema.model_validate_json(text)  # its ValidationError says what is wrong
    return schema.model_validate(data)


def validation_summary(exc: ValidationError, limit: int = 3) -> str:
    parts = []
    for err in exc.errors()[:limit]:
        where = ".".join(str(p) for p in err["loc"]) or "<root>"
        parts.append(f"{where}: {err['msg']}")
    more = exc.error_count() - limit
    return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")
