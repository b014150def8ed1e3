"""Prometheus metrics (``GET /metrics``, the standard ``prometheus_client`` library).

Two kinds, chosen by where the truth lives:

* **In this process** — request latency, verdicts, ASR real-time factor, digests built, facts kept and
  candidates rejected by reason: counted from the structured log events (:mod:`.events`) by
  :class:`EventMetrics`, a logging handler, so each stage is instrumented once.
* **In the database** — stored facts, rejections by reason, digest runs and the job queue by kind and
  status: read at scrape time (:func:`factlayer.storage.stats.store_counts`), so they are right however many
  processes write, and survive restarts.

Each app owns its registry (tests build many apps in one process).
"""

from __future__ import annotations

import logging
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from factlayer.observability.events import EVENTS_LOGGER

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
RTF_BUCKETS = (1, 2, 5, 10, 15, 20, 25, 30, 40, 60, 100)


class ServiceMetrics:
    """The metric families of one app."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.request_seconds = Histogram(
            "factlayer_http_request_duration_seconds",
            "HTTP request latency by route template, method and status.",
            ("method", "route", "status"),
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.verdicts = Counter("factlayer_verdicts", "Claims checked, by verdict.", ("verdict",), registry=r)
        self.asr_rtf = Histogram(
            "factlayer_asr_realtime_factor", "Audio seconds per wall second of ASR.", buckets=RTF_BUCKETS, registry=r
        )
        self.digests = Counter("factlayer_digests_built", "Digest runs built by this process.", registry=r)
        self.facts_kept = Counter("factlayer_facts_kept", "Facts stored by this process's digest runs.", registry=r)
        self.rejections = Counter(
            "factlayer_candidates_rejected", "Candidates rejected by this process, by reason.", ("reason",), registry=r
        )
        self.stored_facts = Gauge("factlayer_stored_facts", "Facts in the store (all processes).", registry=r)
        self.stored_runs = Gauge("factlayer_stored_digest_runs", "Digest runs in the store.", registry=r)
        self.stored_rejections = Gauge(
            "factlayer_stored_rejections", "Rejected candidates in the store, by reason.", ("reason",), registry=r
        )
        self.jobs = Gauge(
            "factlayer_jobs", "Jobs in the queue table, by kind and status.", ("kind", "status"), registry=r
        )

    def observe_event(self, event: str, fields: dict[str, Any]) -> None:
        if event == "http.request":
            self.request_seconds.labels(fields["method"], fields["route"], str(fields["status"])).observe(
                float(fields["seconds"])
            )
        elif event == "verify.verdict":
            self.verdicts.labels(str(fields["verdict"])).inc()
        elif event == "asr.completed" and float(fields.get("asr_s") or 0) > 0:
            self.asr_rtf.observe(float(fields["audio_s"]) / float(fields["asr_s"]))
        elif event == "digest.stored":
            self.digests.inc()
            self.facts_kept.inc(int(fields.get("facts", 0)))
            for reason, count in dict(fields.get("rejected_by_reason") or {}).items():
                self.rejections.labels(str(reason)).inc(int(count))

    def set_store_counts(self, counts: dict[str, Any]) -> None:
        self.stored_facts.set(counts["facts"])
        self.stored_runs.set(counts["runs"])
        self.stored_rejections.clear()
        for reason, count in counts["rejections_by_reason"].items():
            self.stored_rejections.labels(reason).set(count)
        self.jobs.clear()
        for (kind, status), count in counts["jobs"].items():
            self.jobs.labels(kind, status).set(count)

    def render(self) -> bytes:
        return generate_latest(self.registry)


class EventMetrics(logging.Handler):
    """Feeds the structured events of the ``factlayer.events`` logger into a :class:`ServiceMetrics`.

    Attach with :meth:`attach`, detach with :meth:`detach` (the app's lifespan does both).
    """

    def __init__(self, metrics: ServiceMetrics) -> None:
        super().__init__(level=logging.INFO)
        self.metrics = metrics

    def emit(self, record: logging.LogRecord) -> None:
        event = getattr(record, "event", None)
        fields = getattr(record, "fields", None)
        if isinstance(event, str) and isinstance(fields, dict):
            try:
                self.metrics.observe_event(event, fields)
            except (KeyError, TypeError, ValueError):
                self.handleError(record)

    def attach(self) -> None:
        logger = logging.getLogger(EVENTS_LOGGER)
        logger.addHandler(self)
        if logger.getEffectiveLevel() > logging.INFO:
            logger.setLevel(logging.INFO)

    def detach(self) -> None:
        logging.getLogger(EVENTS_LOGGER).removeHandler(self)
