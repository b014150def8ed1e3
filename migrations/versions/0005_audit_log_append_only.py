"""audit log (hash chain) and append-only triggers on facts, rejections, runs and the audit log

Revision ID: 0005_audit_log_append_only
Revises: 0004_extraction_runs
Create Date: 2026-11-22

On SQLite the triggers RAISE(ABORT); on PostgreSQL one PL/pgSQL function raises for every row of an UPDATE
or DELETE and for a TRUNCATE (a statement trigger: TRUNCATE fires no row triggers).

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
PG_FUNCTION = "factlayer_refuse_change"


def _create_postgresql_triggers() -> None:
    op.execute(
        f"CREATE FUNCTION {PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP "
        "USING ERRCODE = 'restrict_violation'; END $$"
    )
    for table in APPEND_ONLY:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION {PG_FUNCTION}()"
            )
        op.execute(
            f"CREATE TRIGGER {table}_no_truncate BEFORE TRUNCATE ON {table} "
            f"FOR EACH STATEMENT EXECUTE FUNCTION {PG_FUNCTION}()"
        )


def _drop_postgresql_triggers() -> None:
    for table in APPEND_ONLY:
        for action in ("update", "delete", "truncate"):
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{action} ON {table}")
    op.execute(f"DROP FUNCTION IF EXISTS {PG_FUNCTION}()")


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
    if op.get_context().dialect.name == "postgresql":
        _create_postgresql_triggers()
        return
    for table in APPEND_ONLY:
        for action in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {action} is not allowed'); END"
            )


def downgrade() -> None:
    if op.get_context().dialect.name == "postgresql":
        _drop_postgresql_triggers()
    else:
        for table in APPEND_ONLY:
            for action in ("UPDATE", "DELETE"):
                op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{action.lower()}")
    op.drop_index("ix_audit_log_entity_id", table_name="audit_log")
    op.drop_table("audit_log")
