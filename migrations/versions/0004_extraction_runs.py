"""extraction runs, rejected candidates, and the run columns of facts

Revision ID: 0004_extraction_runs
Revises: 0003_transcription_pipeline
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_extraction_runs"
down_revision: str | None = "0003_transcription_pipeline"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_FACT_COLUMNS = (
    ("run_id", sa.String(64)),
    ("fact_type", sa.String(32)),
    ("alignment", sa.String(16)),
    ("grounding_score", sa.Float()),
    ("audio_start_s", sa.Float()),
    ("audio_end_s", sa.Float()),
    ("speaker", sa.String(200)),
    ("reasoning", sa.Text()),
    ("validation", sa.Text()),
)


def upgrade() -> None:
    op.create_table(
        "extraction_runs",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("transcription_id", sa.String(64), nullable=False),
        sa.Column("run_key", sa.String(64), nullable=False),
        sa.Column("pipeline_version", sa.String(32), nullable=False),
        sa.Column("provider", sa.String(64), nullable=False),
        sa.Column("config", sa.Text(), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("summary_method", sa.String(32), nullable=False),
        sa.Column("candidates_count", sa.Integer(), nullable=False),
        sa.Column("facts_count", sa.Integer(), nullable=False),
        sa.Column("rejected_count", sa.Integer(), nullable=False),
        sa.Column("timings", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["transcription_id"], ["transcriptions.id"], name="fk_extraction_runs_transcription_id_transcriptions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_extraction_runs"),
    )
    op.create_index("ix_extraction_runs_lookup", "extraction_runs", ["transcription_id", "run_key", "created_at"])
    op.create_table(
        "rejected_candidates",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("run_id", sa.String(64), nullable=False),
        sa.Column("transcription_id", sa.String(64), nullable=False),
        sa.Column("candidate_text", sa.Text(), nullable=False),
        sa.Column("fact_type", sa.String(32), nullable=True),
        sa.Column("extraction_method", sa.String(32), nullable=True),
        sa.Column("reason", sa.String(64), nullable=False),
        sa.Column("detail", sa.Text(), nullable=True),
        sa.Column("confidence", sa.Float(), nullable=True),
        sa.Column("alignment", sa.String(16), nullable=True),
        sa.Column("grounding_score", sa.Float(), nullable=True),
        sa.Column("source_span", sa.Text(), nullable=True),
        sa.Column("validation", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["run_id"], ["extraction_runs.id"], name="fk_rejected_candidates_run_id_extraction_runs"
        ),
        sa.ForeignKeyConstraint(
            ["transcription_id"], ["transcriptions.id"], name="fk_rejected_candidates_transcription_id_transcriptions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_rejected_candidates"),
    )
    op.create_index("ix_rejected_candidates_run_id", "rejected_candidates", ["run_id"])
    op.create_index("ix_rejected_candidates_transcription_id", "rejected_candidates", ["transcription_id"])
    with op.batch_alter_table("facts") as batch:
        for name, type_ in _FACT_COLUMNS:
            batch.add_column(sa.Column(name, type_, nullable=True))
    op.create_index("ix_facts_run_id", "facts", ["run_id"])


def downgrade() -> None:
    op.drop_index("ix_facts_run_id", table_name="facts")
    with op.batch_alter_table("facts") as batch:
        for name, _ in reversed(_FACT_COLUMNS):
            batch.drop_column(name)
    op.drop_index("ix_rejected_candidates_transcription_id", table_name="rejected_candidates")
    op.drop_index("ix_rejected_candidates_run_id", table_name="rejected_candidates")
    op.drop_table("rejected_candidates")
    op.drop_index("ix_extraction_runs_lookup", table_name="extraction_runs")
    op.drop_table("extraction_runs")
