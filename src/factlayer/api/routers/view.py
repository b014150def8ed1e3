"""Server-rendered pages: the digest viewer, the claim checker, memory search, and /docs + /redoc from packaged
assets.

Every asset comes from this server (package data of factlayer.web and of fastapi-offline): no CDN.
"""

from __future__ import annotations

from collections import OrderedDict
from importlib.resources import files
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, FastAPI, Form, Query, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from factlayer.api.deps import DigestsDep, FactStoreDep, MemoryDep, TranscriptionStoreDep, VerificationDep
from factlayer.api.routers.verify import verify_claim
from factlayer.errors import FactLayerError
from factlayer.models.digest import DigestRun
from factlayer.models.memory import SearchRequest
from factlayer.models.transcription import Transcription
from factlayer.models.verdict import VerifyRequest
from factlayer.storage.fact_store import FactStore
from factlayer.storage.scope import namespace_for_write
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.web.page import build_digest_page
from factlayer.web.render import PAGE_HEADERS, render, static_dir
from factlayer.web.verify_page import ClaimSource, build_verify_sources

router = APIRouter(include_in_schema=False)

DOCS_ASSETS = "/static/docs"
# Swagger UI and ReDoc need inline bootstrap code, styles and blob: workers; nothing may load from elsewhere
# (ReDoc's sidebar links a logo on a CDN: this policy keeps the browser from fetching it).
DOCS_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline' blob:; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; "
    "base-uri 'none'; frame-ancestors 'none'"
)
VIEW_ASSETS = "/static/view"


@router.get("/digest/{transcription_id}/view", response_class=HTMLResponse)
async def digest_view(
    transcription_id: str, digests: DigestsDep, facts: FactStoreDep, transcriptions: TranscriptionStoreDep
) -> HTMLResponse:
    """The transcript in turns beside its facts; the digest is generated first if this configuration has none."""
    transcription = await transcriptions.get(transcription_id)
    run = (await digests.latest_or_generate(transcription_id)).run
    cache = _PAGES
    body = cache.get(run.run_id)
    if body is None:
        body = await _render_digest_page(transcription, run, facts, transcriptions)
        cache.put(run.run_id, body)
    return HTMLResponse(body, headers=PAGE_HEADERS)


async def _render_digest_page(
    transcription: Transcription, run: DigestRun, facts: FactStore, transcriptions: TranscriptionStore
) -> bytes:
    transcription_id = transcription.id
    records = await facts.list_facts(transcription_id, run_id=run.run_id)
    rejections = await facts.list_rejections(transcription_id, run_id=run.run_id)
    is_audio = transcription.source_kind == "audio"
    segments = await transcriptions.segments(transcription_id) if is_audio else []
    audio_url = f"/v1/transcriptions/{transcription_id}/audio" if is_audio and transcription.audio_sha256 else None
    page = build_digest_page(transcription, run, records, rejections, segments, audio_url=audio_url)
    return render("digest.html", page=page).encode()


class PageCache:
    """Rendered pages by run id: a stored run, its facts, rejections and transcript never change, so a page
    is never stale. Least recently used out first (a 1-hour meeting's page is ~0.5 MB)."""

    def __init__(self, max_entries: int = 16) -> None:
        self._pages: OrderedDict[str, bytes] = OrderedDict()
        self._max_entries = max_entries

    def get(self, run_id: str) -> bytes | None:
        page = self._pages.get(run_id)
        if page is not None:
            self._pages.move_to_end(run_id)
        return page

    def put(self, run_id: str, page: bytes) -> None:
        self._pages[run_id] = page
        self._pages.move_to_end(run_id)
        while len(self._pages) > self._max_entries:
            self._pages.popitem(last=False)


_PAGES = PageCache()  # keyed by run id, which is unique across databases: one cache per process is safe

_EMPTY_FORM = {"claim": "", "transcription_id": "", "source_text": ""}


@router.get("/verify/view", response_class=HTMLResponse)
async def verify_form() -> HTMLResponse:
    return HTMLResponse(render("verify.html", form=_EMPTY_FORM, errors=[], result=None), headers=PAGE_HEADERS)


@router.post("/verify/view", response_class=HTMLResponse)
async def verify_view(
    verification: VerificationDep,
    transcriptions: TranscriptionStoreDep,
    claim: Annotated[str, Form()] = "",
    transcription_id: Annotated[str, Form()] = "",
    source_text: Annotated[str, Form()] = "",
) -> HTMLResponse:
    """The form posts here; the claim is checked exactly as ``POST /v1/verify`` checks it."""
    form = {"claim": claim, "transcription_id": transcription_id, "source_text": source_text}
    try:
        request = VerifyRequest.model_validate(
            {
                "claim": claim,
                "transcription_id": transcription_id.strip() or None,
                "source_text": source_text if source_text.strip() else None,
            }
        )
        result = await verify_claim(request, verification)
        sources = [ClaimSource(None, request.source_text)] if request.source_text else []
        for tid in request.all_transcription_ids():
            sources.append(ClaimSource(tid, (await transcriptions.get(tid)).text))
    except ValidationError as exc:
        errors = [f"{'.'.join(str(p) for p in e['loc']) or 'form'}: {e['msg']}" for e in exc.errors()]
        return _verify_page(form, errors, status=422)
    except FactLayerError as exc:
        return _verify_page(form, [exc.detail], status=exc.status)
    body = render("verify.html", form=form, errors=[], result=result, sources=build_verify_sources(result, sources))
    return HTMLResponse(body, headers=PAGE_HEADERS)


def _verify_page(form: dict[str, str], errors: list[str], *, status: int) -> HTMLResponse:
    body = render("verify.html", form=form, errors=errors, result=None)
    return HTMLResponse(body, status_code=status, headers=PAGE_HEADERS)


@router.get("/memory/view", response_class=HTMLResponse)
async def memory_view(
    memory: MemoryDep,
    q: Annotated[str, Query()] = "",
    namespace: Annotated[str, Query()] = "",
    as_of: Annotated[str, Query()] = "",
) -> HTMLResponse:
    """Search a namespace's facts as ``POST /v1/facts/search`` does; each result links to its digest page."""
    form = {"q": q, "namespace": namespace, "as_of": as_of}
    if not q.strip():
        return HTMLResponse(render("memory.html", form=form, errors=[], results=None), headers=PAGE_HEADERS)
    try:
        request = SearchRequest.model_validate(
            {"query": q, "namespace": namespace.strip() or None, "as_of": as_of.strip() or None}
        )
        results = await memory.search(
            request.query, namespace=namespace_for_write(request.namespace), limit=request.limit, as_of=request.as_of
        )
    except ValidationError as exc:
        errors = [f"{'.'.join(str(p) for p in e['loc']) or 'form'}: {e['msg']}" for e in exc.errors()]
        return HTMLResponse(
            render("memory.html", form=form, errors=errors, results=None), status_code=422, headers=PAGE_HEADERS
        )
    except FactLayerError as exc:
        body = render("memory.html", form=form, errors=[exc.detail], results=None)
        return HTMLResponse(body, status_code=exc.status, headers=PAGE_HEADERS)
    return HTMLResponse(render("memory.html", form=form, errors=[], results=results), headers=PAGE_HEADERS)


def install_pages(app: FastAPI) -> None:
    """Mount the page assets and serve /docs and /redoc from packaged files (create the app with
    ``docs_url=None, redoc_url=None``)."""
    docs_assets = Path(str(files("fastapi_offline") / "static"))
    app.mount(VIEW_ASSETS, StaticFiles(directory=static_dir() / "view"), name="view-assets")
    app.mount(DOCS_ASSETS, StaticFiles(directory=docs_assets), name="docs-assets")
    openapi_url = app.openapi_url or "/openapi.json"
    oauth2_redirect_url = app.swagger_ui_oauth2_redirect_url or "/docs/oauth2-redirect"

    @app.get("/docs", include_in_schema=False)
    async def swagger_ui(request: Request) -> HTMLResponse:
        root = request.scope.get("root_path", "")
        response = get_swagger_ui_html(
            openapi_url=f"{root}{openapi_url}",
            title=f"{app.title} - Swagger UI",
            oauth2_redirect_url=f"{root}{oauth2_redirect_url}",
            swagger_js_url=f"{root}{DOCS_ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{root}{DOCS_ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{root}{DOCS_ASSETS}/favicon.png",
            swagger_ui_parameters={"validatorUrl": None, **(app.swagger_ui_parameters or {})},
        )
        response.headers["Content-Security-Policy"] = DOCS_CSP
        return response

    @app.get(oauth2_redirect_url, include_in_schema=False)
    async def swagger_ui_redirect() -> HTMLResponse:
        return get_swagger_ui_oauth2_redirect_html()

    @app.get("/redoc", include_in_schema=False)
    async def redoc(request: Request) -> HTMLResponse:
        root = request.scope.get("root_path", "")
        response = get_redoc_html(
            openapi_url=f"{root}{openapi_url}",
            title=f"{app.title} - ReDoc",
            redoc_js_url=f"{root}{DOCS_ASSETS}/redoc.standalone.js",
            redoc_favicon_url=f"{root}{DOCS_ASSETS}/favicon.png",
            with_google_fonts=False,
        )
        response.headers["Content-Security-Policy"] = DOCS_CSP
        return response

    app.include_router(router)
