"""transcription pipeline: status and audio metadata, segments and words with char offsets, jobs

Revision ID: 0003_transcription_pipeline
Revises: 0002_fact_v4_columns
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003_transcription_pipeline"
down_revision: str | None = "0002_fact_v4_columns"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_NEW_COLUMNS = (
    ("source_kind", sa.String(16), False, "text"),
    ("status", sa.String(16), False, "completed"),
    ("progress", sa.Float(), False, sa.text("1.0")),
    ("language_probability", sa.Float(), True, None),
    ("duration_s", sa.Float(), True, None),
    ("asr_model", sa.String(200), True, None),
    ("audio_sha256", sa.String(64), True, None),
    ("audio_filename", sa.String(500), True, None),
    ("audio_content_type", sa.String(200), True, None),
    ("error", sa.Text(), True, None),
    ("timings", sa.Text(), True, None),
    ("updated_at", sa.DateTime(timezone=True), True, None),
    ("completed_at", sa.DateTime(timezone=True), True, None),
)


def upgrade() -> None:
    with op.batch_alter_table("transcriptions") as batch:
        for name, type_, nullable, default in _NEW_COLUMNS:
            batch.add_column(sa.Column(name, type_, nullable=nullable, server_default=default))
    op.create_index("ix_transcriptions_status", "transcriptions", ["status"])

    op.create_table(
        "segments",
        sa.Column("transcription_id", sa.String(64), nullable=False),
        sa.Column("idx", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("start_char", sa.Integer(), nullable=False),
        sa.Column("end_char", sa.Integer(), nullable=False),
        sa.Column("start_s", sa.Float(), nullable=False),
        sa.Column("end_s", sa.Float(), nullable=False),
        sa.Column("avg_logprob", sa.Float(), nullable=True),
        sa.Column("no_speech_prob", sa.Float(), nullable=True),
        sa.Column("speaker", sa.String(200), nullable=True),
        sa.ForeignKeyConstraint(
            ["transcription_id"], ["transcriptions.id"], name="fk_segments_transcription_id_transcriptions"
        ),
        sa.PrimaryKeyConstraint("transcription_id", "idx", name="pk_segments"),
    )
    op.create_table(
        "words",
        sa.Column("transcription_id", sa.String(64), nullable=False),
        sa.Column("idx", sa.Integer(), nullable=False),
        sa.Column("segment_idx", sa.Integer(), nullable=False),
        sa.Column("text", sa.String(200), nullable=False),
        sa.Column("start_char", sa.Integer(), nullable=False),
        sa.Column("end_char", sa.Integer(), nullable=False),
        sa.Column("start_s", sa.Float(), nullable=False),
        sa.Column("end_s", sa.Float(), nullable=False),
        sa.Column("probability", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(
            ["transcription_id"], ["transcriptions.id"], name="fk_words_transcription_id_transcriptions"
        ),
        sa.PrimaryKeyConstraint("transcription_id", "idx", name="pk_words"),
    )
    op.create_table(
        "jobs",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("transcription_id", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False, server_default=sa.text("0")),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["transcription_id"], ["transcriptions.id"], name="fk_jobs_transcription_id_transcriptions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_jobs"),
    )
    op.create_index("ix_jobs_status", "jobs", ["status"])
    op.create_index("ix_jobs_transcription_id", "jobs", ["transcription_id"])


def downgrade() -> None:
    op.drop_index("ix_jobs_transcription_id", table_name="jobs")
    op.drop_index("ix_jobs_status", table_name="jobs")
    op.drop_table("jobs")
    op.drop_table("words")
    op.drop_table("segments")
    op.drop_index("ix_transcriptions_status", table_name="transcriptions")
    with op.batch_alter_table("transcriptions") as batch:
        for name, *_ in reversed(_NEW_COLUMNS):
            batch.drop_column(name)
