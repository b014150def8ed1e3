"""DESIGN.md §2: api → digest/asr/llm/storage/verify/jobs → models/errors/config/text.
The inner packages never import the HTTP layer or FastAPI (checked on the source, like import-linter)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "factlayer"
FORBIDDEN = {
    "digest": ("factlayer.api", "fastapi", "starlette", "factlayer.verify"),
    "asr": ("factlayer.api", "fastapi", "starlette", "factlayer.storage", "factlayer.digest"),
    "llm": ("factlayer.api", "fastapi", "starlette", "factlayer.storage", "factlayer.digest"),
    "storage": ("factlayer.api", "fastapi", "starlette", "factlayer.digest", "factlayer.llm"),
    "verify": ("factlayer.api", "fastapi", "starlette", "factlayer.storage"),
    "models": ("factlayer.api", "fastapi", "starlette", "factlayer.storage", "factlayer.digest"),
    "text": ("factlayer.api", "fastapi", "factlayer.storage", "factlayer.digest", "factlayer.llm", "factlayer.verify"),
}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_inner_packages_do_not_import_outer_layers(package: str) -> None:
    offending = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in sorted((PACKAGE / package).rglob("*.py"))
        for name in _imports(path)
        if any(name == banned or name.startswith(banned + ".") for banned in FORBIDDEN[package])
    ]
    assert offending == []


def test_errors_module_has_no_web_framework() -> None:
    assert not {n for n in _imports(PACKAGE / "errors.py") if n.startswith(("fastapi", "starlette"))}
