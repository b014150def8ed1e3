"""columns several features share: namespace and recorded_at on transcriptions; subject, category,
sensitivity, extra spans and validity times on facts; subject, namespace and threshold on rejections

Revision ID: 0006_shared_columns
Revises: 0005_audit_log_append_only
Create Date: 2026-11-23

Plain ADD COLUMN (no batch table rebuild), so the append-only triggers of 0005 stay in place.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_shared_columns"
down_revision: str | None = "0005_audit_log_append_only"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TRANSCRIPTION_COLUMNS = (
    ("namespace", sa.String(128), "'default'"),
    ("recorded_at", sa.DateTime(timezone=True), None),
)
FACT_COLUMNS = (
    ("namespace", sa.String(128), "'default'"),
    ("subject_id", sa.String(64), None),
    ("subject_name", sa.String(200), None),
    ("category", sa.String(32), None),
    ("sensitivity", sa.String(32), None),
    ("spans", sa.Text(), None),
    ("recorded_at", sa.DateTime(timezone=True), None),
    ("event_time", sa.DateTime(timezone=True), None),
    ("valid_from", sa.DateTime(timezone=True), None),
    ("valid_to", sa.DateTime(timezone=True), None),
)
REJECTION_COLUMNS = (
    ("namespace", sa.String(128), "'default'"),
    ("subject_id", sa.String(64), None),
    ("subject_name", sa.String(200), None),
    ("speaker", sa.String(200), None),
    ("threshold", sa.Float(), None),
)
TABLES = (
    ("transcriptions", TRANSCRIPTION_COLUMNS),
    ("facts", FACT_COLUMNS),
    ("rejected_candidates", REJECTION_COLUMNS),
)


def upgrade() -> None:
    for table, columns in TABLES:
        for name, type_, default in columns:
            server_default = sa.text(default) if default else None
            op.add_column(table, sa.Column(name, type_, nullable=default is None, server_default=server_default))
    op.create_index("ix_transcriptions_namespace", "transcriptions", ["namespace"])
    op.create_index("ix_facts_namespace_subject", "facts", ["namespace", "subject_id"])


def downgrade() -> None:
    op.drop_index("ix_facts_namespace_subject", table_name="facts")
    op.drop_index("ix_transcriptions_namespace", table_name="transcriptions")
    for table, columns in reversed(TABLES):
        with op.batch_alter_table(table, recreate="never") as batch:
            for name, _type, _default in reversed(columns):
                batch.drop_column(name)
