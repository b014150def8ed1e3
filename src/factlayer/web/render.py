"""The Jinja2 environment of the pages: templates and assets are package data (no CDN, works offline)."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

# Strict by default: the pages load scripts, styles and media from this server only; nothing inline.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
PAGE_HEADERS = {"Content-Security-Policy": CONTENT_SECURITY_POLICY, "X-Content-Type-Options": "nosniff"}


def static_dir() -> Path:
    return Path(str(files("factlayer.web") / "static"))


def source_text(value: str) -> Markup:
    """Escape a slice of the source so the browser's text node holds exactly the same characters.

    HTML parsing turns a raw CR (or CR LF) into LF, which would shift every later offset; as a character
    reference (``&#13;``) the CR survives.
    """
    return escape(value).replace("\r", Markup("&#13;"))


def seconds(value: float | None) -> str:
    if value is None:
        return ""
    minutes, secs = divmod(int(value), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


@cache
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("factlayer.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["source_text"] = source_text
    env.filters["seconds"] = seconds
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)
