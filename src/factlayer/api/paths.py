"""Path parameters whose values may not be a sibling route's literal segment.

``GET /v1/facts/search`` matched ``GET /v1/facts/{fact_id}`` and answered 404 "unknown fact" (and HEAD did the
same), where the resource exists and takes POST only: RFC 9110 asks for 405 with ``Allow: POST``. A fact id never
equals a literal segment of a sibling route, so the id's convertor refuses those words and the router falls
through to the route that owns the path, which reports the methods it allows.
"""

from __future__ import annotations

from starlette.convertors import StringConvertor, register_url_convertor

# Literal segments of routes beside /v1/facts/{fact_id}.
FACT_SIBLINGS = ("search",)


class FactIdConvertor(StringConvertor):
    regex = "(?!(?:" + "|".join(FACT_SIBLINGS) + ")$)[^/]+"


register_url_convertor("fact_id", FactIdConvertor())
