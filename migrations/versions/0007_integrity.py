"""integrity: append-only tables refuse REPLACE/UPSERT, completed transcriptions (text, segments,
words) are immutable, audit entries carry an optional HMAC, API keys bound to a namespace

Revision ID: 0007_integrity
Revises: 0006_shared_columns
Create Date: 2026-11-23

SQLite: ``INSERT OR REPLACE`` deletes the conflicting row *without* firing DELETE triggers (unless
``PRAGMA recursive_triggers`` is on), so UPDATE/DELETE triggers alone let a REPLACE rewrite a fact.
A BEFORE INSERT trigger runs before conflict resolution: it refuses any insert whose key already
exists, on every connection (the app's, the CLI's, a raw ``sqlite3`` shell, a migration).

PostgreSQL has no REPLACE; ``INSERT ... ON CONFLICT DO UPDATE`` fires the UPDATE triggers (0005) and
TRUNCATE bypasses row triggers, so it gets statement triggers here. The PostgreSQL branch only runs
where 0001-0006 have been made to run on PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_integrity"
down_revision: str | None = "0006_shared_columns"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# table -> primary-key columns
APPEND_ONLY = {
    "facts": ("id",),
    "rejected_candidates": ("id",),
    "extraction_runs": ("id",),
    "audit_log": ("seq",),
}
CHILDREN = ("segments", "words")  # rows of a transcription, frozen once it is completed

SQLITE_TRIGGERS: dict[str, str] = {
    **{
        f"{table}_no_replace": (
            f"CREATE TRIGGER {table}_no_replace BEFORE INSERT ON {table} "
            f"WHEN EXISTS (SELECT 1 FROM {table} WHERE "
            + " AND ".join(f"{c} = NEW.{c}" for c in key)
            + f") BEGIN SELECT RAISE(ABORT, '{table} is append-only: a row with this key exists (REPLACE/UPSERT refused)'); END"
        )
        for table, key in APPEND_ONLY.items()
    },
    "transcriptions_no_replace": (
        "CREATE TRIGGER transcriptions_no_replace BEFORE INSERT ON transcriptions "
        "WHEN EXISTS (SELECT 1 FROM transcriptions WHERE id = NEW.id) "
        "BEGIN SELECT RAISE(ABORT, 'transcriptions: a row with this key exists (REPLACE/UPSERT refused)'); END"
    ),
    "transcriptions_frozen_update": (
        "CREATE TRIGGER transcriptions_frozen_update BEFORE UPDATE ON transcriptions "
        "WHEN OLD.status = 'completed' AND (NEW.text IS NOT OLD.text OR NEW.id IS NOT OLD.id "
        "OR NEW.status IS NOT OLD.status OR NEW.namespace IS NOT OLD.namespace "
        "OR NEW.source_kind IS NOT OLD.source_kind OR NEW.created_at IS NOT OLD.created_at) "
        "BEGIN SELECT RAISE(ABORT, 'a completed transcription is immutable'); END"
    ),
    "transcriptions_frozen_delete": (
        "CREATE TRIGGER transcriptions_frozen_delete BEFORE DELETE ON transcriptions "
        "WHEN OLD.status = 'completed' "
        "BEGIN SELECT RAISE(ABORT, 'a completed transcription is immutable'); END"
    ),
    **{
        f"{child}_frozen_{action.lower()}": (
            f"CREATE TRIGGER {child}_frozen_{action.lower()} BEFORE {action} ON {child} "
            f"WHEN (SELECT status FROM transcriptions WHERE id = {row}.transcription_id) = 'completed' "
            f"BEGIN SELECT RAISE(ABORT, '{child} of a completed transcription are immutable'); END"
        )
        for child in CHILDREN
        for action, row in (("INSERT", "NEW"), ("UPDATE", "OLD"), ("DELETE", "OLD"))
    },
}

PG_FUNCTIONS = (
    """
    CREATE OR REPLACE FUNCTION factlayer_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'integrity_constraint_violation';
    END $$
    """,
    """
    CREATE OR REPLACE FUNCTION factlayer_transcription_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'DELETE' THEN
            IF OLD.status = 'completed' THEN
                RAISE EXCEPTION 'a completed transcription is immutable'
                    USING ERRCODE = 'integrity_constraint_violation';
            END IF;
            RETURN OLD;
        END IF;
        IF OLD.status = 'completed' AND (NEW.text IS DISTINCT FROM OLD.text OR NEW.id IS DISTINCT FROM OLD.id
            OR NEW.status IS DISTINCT FROM OLD.status OR NEW.namespace IS DISTINCT FROM OLD.namespace
            OR NEW.source_kind IS DISTINCT FROM OLD.source_kind OR NEW.created_at IS DISTINCT FROM OLD.created_at)
        THEN
            RAISE EXCEPTION 'a completed transcription is immutable' USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
    END $$
    """,
    """
    CREATE OR REPLACE FUNCTION factlayer_child_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
        parent text;
    BEGIN
        IF TG_OP = 'INSERT' THEN
            parent := NEW.transcription_id;
        ELSE
            parent := OLD.transcription_id;
        END IF;
        IF (SELECT status FROM transcriptions WHERE id = parent) = 'completed' THEN
            RAISE EXCEPTION '% of a completed transcription are immutable', TG_TABLE_NAME
                USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        IF TG_OP = 'DELETE' THEN
            RETURN OLD;
        END IF;
        RETURN NEW;
    END $$
    """,
)

# TRUNCATE of the append-only tables is refused by 0005's statement triggers (factlayer_append_only).
PG_TRIGGERS: dict[str, tuple[str, str]] = {
    "transcriptions_frozen": (
        "transcriptions",
        "CREATE TRIGGER transcriptions_frozen BEFORE UPDATE OR DELETE ON transcriptions "
        "FOR EACH ROW EXECUTE FUNCTION factlayer_transcription_frozen()",
    ),
    **{
        f"{child}_frozen": (
            child,
            f"CREATE TRIGGER {child}_frozen BEFORE INSERT OR UPDATE OR DELETE ON {child} "
            "FOR EACH ROW EXECUTE FUNCTION factlayer_child_frozen()",
        )
        for child in CHILDREN
    },
}
PG_FUNCTION_NAMES = ("factlayer_refuse", "factlayer_transcription_frozen", "factlayer_child_frozen")


def upgrade() -> None:
    op.add_column("audit_log", sa.Column("mac", sa.String(64), nullable=True))
    op.create_table(
        "api_keys",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("namespace", sa.String(128), nullable=False),
        sa.Column("is_admin", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("label", sa.String(200), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_api_keys"),
        sa.UniqueConstraint("key_hash", name="uq_api_keys_key_hash"),
    )
    if op.get_context().dialect.name == "postgresql":
        for function in PG_FUNCTIONS:
            op.execute(function)
        for _table, ddl in PG_TRIGGERS.values():
            op.execute(ddl)
    else:
        for ddl in SQLITE_TRIGGERS.values():
            op.execute(ddl)


def downgrade() -> None:
    if op.get_context().dialect.name == "postgresql":
        for name, (table, _ddl) in PG_TRIGGERS.items():
            op.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")
        for function in PG_FUNCTION_NAMES:
            op.execute(f"DROP FUNCTION IF EXISTS {function}()")
    else:
        for name in SQLITE_TRIGGERS:
            op.execute(f"DROP TRIGGER IF EXISTS {name}")
    op.drop_table("api_keys")
    with op.batch_alter_table("audit_log", recreate="never") as batch:
        batch.drop_column("mac")
