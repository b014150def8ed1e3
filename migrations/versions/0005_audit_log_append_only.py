"""audit log (hash chain) and append-only triggers on facts, rejections, runs and the audit log

Revision ID: 0005_audit_log_append_only
Revises: 0004_extraction_runs
Create Date: 2026-11-22

Triggers are the last migration on purpose: a batch ALTER that recreates one of these tables would
drop its triggers, so any later migration touching them must recreate the triggers too.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_audit_log_append_only"
down_revision: str | None = "0004_extraction_runs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

APPEND_ONLY = ("facts", "rejected_candidates", "extraction_runs", "audit_log")


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("created_at", sa.String(40), nullable=False),
        sa.Column("action", sa.String(64), nullable=False),
        sa.Column("entity_type", sa.String(64), nullable=False),
        sa.Column("entity_id", sa.String(64), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("prev_hash", sa.String(64), nullable=False),
        sa.Column("hash", sa.String(64), nullable=False),
        sa.PrimaryKeyConstraint("seq", name="pk_audit_log"),
    )
    op.create_index("ix_audit_log_entity_id", "audit_log", ["entity_id"])
    for table in APPEND_ONLY:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {action} is not allowed'); END"
            )


def downgrade() -> None:
    for table in APPEND_ONLY:
        for action in ("UPDATE", "DELETE"):
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{action.lower()}")
    op.drop_index("ix_audit_log_entity_id", table_name="audit_log")
    op.drop_table("audit_log")
