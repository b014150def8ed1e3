"""Table definitions (SQLAlchemy Core). The migrations in ``migrations/versions`` build exactly these;
``tests/storage/test_migrations.py`` compares the two so they cannot drift apart."""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    Text,
    false,
    text,
)

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

metadata = MetaData(naming_convention=NAMING_CONVENTION)

# 0001_init + 0003_transcription_pipeline
transcriptions = Table(
    "transcriptions",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("text", Text, nullable=False, server_default=""),
    Column("language", String(16), nullable=True),
    Column("title", String(500), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # 0003
    Column("source_kind", String(16), nullable=False, server_default="text"),
    Column("status", String(16), nullable=False, server_default="completed"),
    Column("progress", Float, nullable=False, server_default=text("1.0")),
    Column("language_probability", Float, nullable=True),
    Column("duration_s", Float, nullable=True),
    Column("asr_model", String(200), nullable=True),
    Column("audio_sha256", String(64), nullable=True),
    Column("audio_filename", String(500), nullable=True),
    Column("audio_content_type", String(200), nullable=True),
    Column("error", Text, nullable=True),
    Column("timings", Text, nullable=True),
    Column("updated_at", DateTime(timezone=True), nullable=True),
    Column("completed_at", DateTime(timezone=True), nullable=True),
    # 0006_shared_columns
    Column("namespace", String(128), nullable=False, server_default="default"),
    Column("recorded_at", DateTime(timezone=True), nullable=True),
    Index("ix_transcriptions_created_at", "created_at"),
    Index("ix_transcriptions_status", "status"),
    Index("ix_transcriptions_namespace", "namespace"),
)

# 0001_init + 0002_fact_v4_columns + 0004_extraction_runs
facts = Table(
    "facts",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("transcription_id", String(64), ForeignKey("transcriptions.id"), nullable=True),
    Column("fact_text", Text, nullable=False),
    Column("timestamp", DateTime(timezone=True), nullable=False),
    Column("confidence", Float, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=True, server_default=text("CURRENT_TIMESTAMP")),
    # 0002
    Column("extracted_by", String(64), nullable=True, server_default="v4-cove"),
    Column("fact_version", String(16), nullable=True, server_default="1.0"),
    Column("confidence_score", Float, nullable=True),
    Column("extraction_method", String(32), nullable=True),
    Column("source_span", Text, nullable=True),
    # 0004
    Column("run_id", String(64), nullable=True),
    Column("fact_type", String(32), nullable=True),
    Column("alignment", String(16), nullable=True),
    Column("grounding_score", Float, nullable=True),
    Column("audio_start_s", Float, nullable=True),
    Column("audio_end_s", Float, nullable=True),
    Column("speaker", String(200), nullable=True),
    Column("reasoning", Text, nullable=True),
    Column("validation", Text, nullable=True),
    # 0006_shared_columns
    Column("namespace", String(128), nullable=False, server_default="default"),
    Column("subject_id", String(64), nullable=True),
    Column("subject_name", String(200), nullable=True),
    Column("category", String(32), nullable=True),
    Column("sensitivity", String(32), nullable=True),
    Column("spans", Text, nullable=True),
    Column("recorded_at", DateTime(timezone=True), nullable=True),
    Column("event_time", DateTime(timezone=True), nullable=True),
    Column("valid_from", DateTime(timezone=True), nullable=True),
    Column("valid_to", DateTime(timezone=True), nullable=True),
    Index("idx_facts_version", "fact_version"),
    Index("idx_facts_transcription", "transcription_id"),
    Index("idx_facts_confidence", "confidence_score"),
    Index("ix_facts_run_id", "run_id"),
    Index("ix_facts_namespace_subject", "namespace", "subject_id"),
)

# 0003_transcription_pipeline
segments = Table(
    "segments",
    metadata,
    Column("transcription_id", String(64), ForeignKey("transcriptions.id"), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("text", Text, nullable=False),
    Column("start_char", Integer, nullable=False),
    Column("end_char", Integer, nullable=False),
    Column("start_s", Float, nullable=False),
    Column("end_s", Float, nullable=False),
    Column("avg_logprob", Float, nullable=True),
    Column("no_speech_prob", Float, nullable=True),
    Column("speaker", String(200), nullable=True),
)

words = Table(
    "words",
    metadata,
    Column("transcription_id", String(64), ForeignKey("transcriptions.id"), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("segment_idx", Integer, nullable=False),
    Column("text", String(200), nullable=False),
    Column("start_char", Integer, nullable=False),
    Column("end_char", Integer, nullable=False),
    Column("start_s", Float, nullable=False),
    Column("end_s", Float, nullable=False),
    Column("probability", Float, nullable=True),
)

jobs = Table(
    "jobs",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("kind", String(16), nullable=False),
    Column("transcription_id", String(64), ForeignKey("transcriptions.id"), nullable=False),
    Column("status", String(16), nullable=False),
    Column("attempts", Integer, nullable=False, server_default=text("0")),
    Column("error", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    # 0008_job_leases
    Column("lease_owner", String(128), nullable=True),
    Column("lease_expires_at", DateTime(timezone=True), nullable=True),
    Column("heartbeat_at", DateTime(timezone=True), nullable=True),
    Index("ix_jobs_status", "status"),
    Index("ix_jobs_transcription_id", "transcription_id"),
    Index("ix_jobs_claim", "kind", "status", "created_at"),
)

# 0004_extraction_runs
extraction_runs = Table(
    "extraction_runs",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("transcription_id", String(64), ForeignKey("transcriptions.id"), nullable=False),
    Column("run_key", String(64), nullable=False),
    Column("pipeline_version", String(32), nullable=False),
    Column("provider", String(64), nullable=False),
    Column("config", Text, nullable=False),
    Column("summary", Text, nullable=False),
    Column("summary_method", String(32), nullable=False),
    Column("candidates_count", Integer, nullable=False),
    Column("facts_count", Integer, nullable=False),
    Column("rejected_count", Integer, nullable=False),
    Column("timings", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_extraction_runs_lookup", "transcription_id", "run_key", "created_at"),
)

rejected_candidates = Table(
    "rejected_candidates",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("run_id", String(64), ForeignKey("extraction_runs.id"), nullable=False),
    Column("transcription_id", String(64), ForeignKey("transcriptions.id"), nullable=False),
    Column("candidate_text", Text, nullable=False),
    Column("fact_type", String(32), nullable=True),
    Column("extraction_method", String(32), nullable=True),
    Column("reason", String(64), nullable=False),
    Column("detail", Text, nullable=True),
    Column("confidence", Float, nullable=True),
    Column("alignment", String(16), nullable=True),
    Column("grounding_score", Float, nullable=True),
    Column("source_span", Text, nullable=True),
    Column("validation", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # 0006_shared_columns
    Column("namespace", String(128), nullable=False, server_default="default"),
    Column("subject_id", String(64), nullable=True),
    Column("subject_name", String(200), nullable=True),
    Column("speaker", String(200), nullable=True),
    Column("threshold", Float, nullable=True),
    Index("ix_rejected_candidates_run_id", "run_id"),
    Index("ix_rejected_candidates_transcription_id", "transcription_id"),
)

# 0005_audit_log_append_only
audit_log = Table(
    "audit_log",
    metadata,
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("created_at", String(40), nullable=False),
    Column("action", String(64), nullable=False),
    Column("entity_type", String(64), nullable=False),
    Column("entity_id", String(64), nullable=False),
    Column("payload", Text, nullable=False),
    Column("prev_hash", String(64), nullable=False),
    Column("hash", String(64), nullable=False),
    # 0007_integrity: HMAC-SHA256 of ``hash`` under FACTLAYER_AUDIT_KEY (None when no key was set)
    Column("mac", String(64), nullable=True),
    Index("ix_audit_log_entity_id", "entity_id"),
)

# 0007_integrity: API keys (only their SHA-256 is stored), each bound to one namespace
api_keys = Table(
    "api_keys",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("key_hash", String(64), nullable=False, unique=True),
    Column("namespace", String(128), nullable=False),
    Column("is_admin", Boolean, nullable=False, server_default=false()),
    Column("label", String(200), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("revoked_at", DateTime(timezone=True), nullable=True),
)

# 0009_memory: entities, links, merge events and vectors of the memory layer (all append-only)
memory_entities = Table(
    "memory_entities",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("namespace", String(128), nullable=False),
    Column("name", String(200), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_memory_entities_namespace", "namespace"),
)

memory_aliases = Table(
    "memory_aliases",
    metadata,
    Column("namespace", String(128), nullable=False),
    Column("alias", String(200), nullable=False),
    Column("entity_id", String(64), ForeignKey("memory_entities.id"), nullable=False),
    Column("rule", String(32), nullable=False),
    Column("evidence_fact_id", String(64), nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("namespace", "alias", "entity_id"),
)

fact_entities = Table(
    "fact_entities",
    metadata,
    Column("fact_id", String(64), ForeignKey("facts.id"), nullable=False),
    Column("entity_id", String(64), ForeignKey("memory_entities.id"), nullable=False),
    Column("role", String(16), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("fact_id", "entity_id", "role"),
    Index("ix_fact_entities_entity_id", "entity_id"),
)

fact_events = Table(
    "fact_events",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("namespace", String(128), nullable=False),
    Column("fact_id", String(64), ForeignKey("facts.id"), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("related_fact_id", String(64), nullable=True),
    Column("attribute", String(200), nullable=True),
    Column("evidence_count", Integer, nullable=False),
    Column("confidence", Float, nullable=False),
    Column("valid_to", DateTime(timezone=True), nullable=True),
    Column("detail", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_fact_events_fact_id", "fact_id"),
    Index("ix_fact_events_related_fact_id", "related_fact_id"),
    Index("ix_fact_events_namespace", "namespace"),
)

fact_vectors = Table(
    "fact_vectors",
    metadata,
    Column("fact_id", String(64), ForeignKey("facts.id"), nullable=False),
    Column("namespace", String(128), nullable=False),
    Column("model", String(64), nullable=False),
    Column("vector", LargeBinary, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    PrimaryKeyConstraint("fact_id", "model"),
    Index("ix_fact_vectors_namespace", "namespace"),
)

# SQLite's FTS5 index of fact texts (0009_memory): a virtual table and its shadow tables, built by the
# migration and written by storage/memory_store.py; not declared here because SQLAlchemy cannot model it.
FTS_TABLE_PREFIX = "fact_fts"

APPEND_ONLY_TABLES = (
    "facts",
    "rejected_candidates",
    "audit_log",
    "extraction_runs",
    "memory_entities",
    "memory_aliases",
    "fact_entities",
    "fact_events",
    "fact_vectors",
)
