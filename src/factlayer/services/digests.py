"""Digests: load a completed transcription, run the pipeline once per configuration, store the run;
serve the stored digest as cached bytes with an ETag.

A run and its facts never change, so the bytes of a run's digest are rendered once. Which run a
transcription's digest *is* can change (a forced re-run, a run stored by another process), and who may
read it depends on the caller's key: so a cached answer is only served after the database has said, in
this request, that the cached run is still the latest one and that the caller may see it
(:meth:`DigestService.cached`, one small read through ``storage.run_probe``)."""

from __future__ import annotations

import asyncio
import hashlib
import time
import weakref
from collections import Counter, OrderedDict
from dataclasses import dataclass

from factlayer.digest.generator import DigestGenerator
from factlayer.models.digest import Digest, DigestRun
from factlayer.observability.events import emit
from factlayer.services.sources import completed_source
from factlayer.storage.fact_store import FactStore
from factlayer.storage.job_store import Job
from factlayer.storage.run_probe import RunProbe
from factlayer.storage.transcription_store import TranscriptionStore

CacheKey = tuple[str, bool, str]  # (transcription_id, include_facts, fact_version)


@dataclass(frozen=True, slots=True)
class DigestOutcome:
    run: DigestRun
    generated: bool  # False when an existing run was returned


@dataclass(frozen=True, slots=True)
class RenderedDigest:
    body: bytes
    etag: str

    def matches(self, if_none_match: str | None) -> bool:
        """True when the client's ``If-None-Match`` names this representation (or is ``*``)."""
        if not if_none_match:
            return False
        tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
        return "*" in tags or self.etag in tags


def render(digest: Digest) -> RenderedDigest:
    body = digest.model_dump_json().encode()
    return RenderedDigest(body, f'"{hashlib.sha256(body).hexdigest()[:32]}"')


@dataclass(frozen=True, slots=True)
class CachedDigest:
    run_id: str  # the run the bytes were rendered from
    rendered: RenderedDigest


class DigestCache:
    """The serialised digest last served for each (transcription, include_facts, fact_version), with the run
    it shows; least recently used first out. An entry says nothing about whether that run is still the
    latest: the caller checks that against the database."""

    def __init__(self, max_entries: int = 256) -> None:
        self._entries: OrderedDict[CacheKey, CachedDigest] = OrderedDict()
        self._max_entries = max_entries

    def get(self, key: CacheKey) -> CachedDigest | None:
        entry = self._entries.get(key)
        if entry is not None:
            self._entries.move_to_end(key)
        return entry

    def put(self, key: CacheKey, entry: CachedDigest) -> None:
        self._entries[key] = entry
        self._entries.move_to_end(key)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)


class DigestService:
    def __init__(
        self,
        pipeline: DigestGenerator,
        transcriptions: TranscriptionStore,
        facts: FactStore,
        *,
        cache: DigestCache | None = None,
        probe: RunProbe | None = None,
    ) -> None:
        self.pipeline = pipeline
        self._transcriptions = transcriptions
        self._facts = facts
        self._cache = cache or DigestCache()
        self._probe = probe
        # the configuration is fixed for the service's life; hashing it per cached GET cost ~4 % of the request
        self._run_key = pipeline.run_key
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    def _lock(self, transcription_id: str) -> asyncio.Lock:
        lock = self._locks.get(transcription_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[transcription_id] = lock
        return lock

    async def latest_or_generate(self, transcription_id: str) -> DigestOutcome:
        """The run for this configuration, generating it once if there is none (concurrent callers wait)."""
        run_key = self.pipeline.run_key
        existing = await self._facts.latest_run(transcription_id, run_key=run_key)
        if existing is not None:
            return DigestOutcome(existing, generated=False)
        async with self._lock(transcription_id):
            existing = await self._facts.latest_run(transcription_id, run_key=run_key)
            if existing is not None:
                return DigestOutcome(existing, generated=False)
            return DigestOutcome(await self._generate(transcription_id), generated=True)

    async def generate(self, transcription_id: str) -> DigestRun:
        """A new run even if one exists (the old facts stay)."""
        async with self._lock(transcription_id):
            return await self._generate(transcription_id)

    async def run_job(self, job: Job) -> None:
        """The digest worker's handler: the job's digest, unless it is already stored."""
        await self.latest_or_generate(job.transcription_id)

    async def _generate(self, transcription_id: str) -> DigestRun:
        started = time.perf_counter()
        source = await completed_source(self._transcriptions, transcription_id, for_what="the digest is available")
        result = await self.pipeline.run(transcription_id, source.transcription.text, source.timeline)
        mark = time.perf_counter()
        await self._facts.append_run(result.run, result.facts, result.rejections)
        timings = {**result.run.timings, "storage_s": time.perf_counter() - mark}
        emit(
            "digest.stored",
            transcription_id=transcription_id,
            run_id=result.run.run_id,
            facts=len(result.facts),
            rejected=len(result.rejections),
            rejected_by_reason=dict(Counter(r.reason for r in result.rejections)),
            seconds=round(timings["storage_s"], 4),
        )
        timings["total_s"] = time.perf_counter() - started
        return result.run.model_copy(update={"timings": timings})

    async def digest(self, transcription_id: str, *, include_facts: bool, fact_version: str) -> RenderedDigest:
        """The digest as JSON bytes with its ETag: generated on the first request, cached once stored."""
        outcome = await self.latest_or_generate(transcription_id)
        key = (transcription_id, include_facts, fact_version)
        entry = None if outcome.generated else self._cache.get(key)
        if entry is not None and entry.run_id == outcome.run.run_id:
            return entry.rendered
        records = await self._facts.list_facts(transcription_id, run_id=outcome.run.run_id) if include_facts else None
        rendered = render(
            Digest.from_run(outcome.run, generated=outcome.generated, fact_version=fact_version, facts=records)
        )
        if not outcome.generated:  # runs and their facts are immutable: this run's stored form never changes
            self._cache.put(key, CachedDigest(outcome.run.run_id, rendered))
        return rendered

    async def cached(
        self, transcription_id: str, *, include_facts: bool, fact_version: str, key_hash: str | None
    ) -> RenderedDigest | None:
        """The cached digest, if the database says now that it is still the one to serve: its run is the latest
        for this configuration and the caller may see the transcription. ``key_hash``: the SHA-256 of the
        caller's API key, None when API keys are off (every namespace is visible). None: not cached, not
        confirmed, or the database could not be asked — :meth:`digest` answers (and says why, e.g. 404/401)."""
        entry = self._cache.get((transcription_id, include_facts, fact_version))
        if entry is None or self._probe is None:
            return None
        state = await self._probe.probe(transcription_id, self._run_key, key_hash)
        if state is None or state.namespace is None or state.run_id != entry.run_id:
            return None
        if key_hash is not None and state.key_namespace != state.namespace:
            return None  # an unknown or revoked key, or another namespace's: the ordinary path says 401/404
        return entry.rendered

    async def aclose(self) -> None:
        if self._probe is not None:
            await self._probe.aclose()
