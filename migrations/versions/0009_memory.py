"""memory layer: entities and aliases per namespace, fact-to-entity links, append-only fact events,
fact vectors, and the FTS5 index of fact texts

Revision ID: 0009_memory
Revises: 0008_job_leases
Create Date: 2026-11-23

Every new table is append-only (BEFORE UPDATE/DELETE triggers), like the facts themselves: a merge,
a supersession or a contradiction is a new event row, never an edit. The FTS5 table is SQLite's own
index (shadow tables fact_fts_*); on another database the lexical index lives elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009_memory"
down_revision: str | None = "0008_job_leases"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# table -> primary-key columns
APPEND_ONLY = {
    "memory_entities": ("id",),
    "memory_aliases": ("namespace", "alias", "entity_id"),
    "fact_entities": ("fact_id", "entity_id", "role"),
    "fact_events": ("id",),
    "fact_vectors": ("fact_id", "model"),
}
PG_FUNCTION = "factlayer_refuse_change"  # created by 0005


def _append_only_ddl(table: str, action: str, postgresql: bool) -> str:
    if postgresql:
        timing = "FOR EACH STATEMENT" if action == "TRUNCATE" else "FOR EACH ROW"
        return (
            f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
            f"{timing} EXECUTE FUNCTION {PG_FUNCTION}()"
        )
    return (
        f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
        f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: {action} is not allowed'); END"
    )


def _no_replace_ddl(table: str) -> str:
    """SQLite: INSERT OR REPLACE deletes the old row without firing DELETE triggers (as in 0007)."""
    same_key = " AND ".join(f"{c} = NEW.{c}" for c in APPEND_ONLY[table])
    return (
        f"CREATE TRIGGER {table}_no_replace BEFORE INSERT ON {table} "
        f"WHEN EXISTS (SELECT 1 FROM {table} WHERE {same_key}) "
        f"BEGIN SELECT RAISE(ABORT, '{table} is append-only: a row with this key exists (REPLACE/UPSERT refused)'); END"
    )


def _actions(postgresql: bool) -> tuple[str, ...]:
    return ("UPDATE", "DELETE", "TRUNCATE") if postgresql else ("UPDATE", "DELETE")


def upgrade() -> None:
    op.create_table(
        "memory_entities",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("namespace", sa.String(128), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_memory_entities"),
    )
    op.create_index("ix_memory_entities_namespace", "memory_entities", ["namespace"])
    op.create_table(
        "memory_aliases",
        sa.Column("namespace", sa.String(128), nullable=False),
        sa.Column("alias", sa.String(200), nullable=False),
        sa.Column("entity_id", sa.String(64), nullable=False),
        sa.Column("rule", sa.String(32), nullable=False),
        sa.Column("evidence_fact_id", sa.String(64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["entity_id"], ["memory_entities.id"], name="fk_memory_aliases_entity_id_memory_entities"
        ),
        sa.PrimaryKeyConstraint("namespace", "alias", "entity_id", name="pk_memory_aliases"),
    )
    op.create_table(
        "fact_entities",
        sa.Column("fact_id", sa.String(64), nullable=False),
        sa.Column("entity_id", sa.String(64), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["fact_id"], ["facts.id"], name="fk_fact_entities_fact_id_facts"),
        sa.ForeignKeyConstraint(
            ["entity_id"], ["memory_entities.id"], name="fk_fact_entities_entity_id_memory_entities"
        ),
        sa.PrimaryKeyConstraint("fact_id", "entity_id", "role", name="pk_fact_entities"),
    )
    op.create_index("ix_fact_entities_entity_id", "fact_entities", ["entity_id"])
    op.create_table(
        "fact_events",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("namespace", sa.String(128), nullable=False),
        sa.Column("fact_id", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("related_fact_id", sa.String(64), nullable=True),
        sa.Column("attribute", sa.String(200), nullable=True),
        sa.Column("evidence_count", sa.Integer(), nullable=False),
        sa.Column("confidence", sa.Float(), nullable=False),
        sa.Column("valid_to", sa.DateTime(timezone=True), nullable=True),
        sa.Column("detail", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["fact_id"], ["facts.id"], name="fk_fact_events_fact_id_facts"),
        sa.PrimaryKeyConstraint("id", name="pk_fact_events"),
    )
    op.create_index("ix_fact_events_fact_id", "fact_events", ["fact_id"])
    op.create_index("ix_fact_events_related_fact_id", "fact_events", ["related_fact_id"])
    op.create_index("ix_fact_events_namespace", "fact_events", ["namespace"])
    op.create_table(
        "fact_vectors",
        sa.Column("fact_id", sa.String(64), nullable=False),
        sa.Column("namespace", sa.String(128), nullable=False),
        sa.Column("model", sa.String(64), nullable=False),
        sa.Column("vector", sa.LargeBinary(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["fact_id"], ["facts.id"], name="fk_fact_vectors_fact_id_facts"),
        sa.PrimaryKeyConstraint("fact_id", "model", name="pk_fact_vectors"),
    )
    op.create_index("ix_fact_vectors_namespace", "fact_vectors", ["namespace"])
    postgresql = op.get_context().dialect.name == "postgresql"
    for table in APPEND_ONLY:
        for action in _actions(postgresql):
            op.execute(_append_only_ddl(table, action, postgresql))
        if not postgresql:
            op.execute(_no_replace_ddl(table))
    if op.get_context().dialect.name == "sqlite":
        op.execute(
            "CREATE VIRTUAL TABLE fact_fts USING fts5("
            "fact_id UNINDEXED, namespace UNINDEXED, text, context, tokenize='porter unicode61')"
        )


def downgrade() -> None:
    postgresql = op.get_context().dialect.name == "postgresql"
    if op.get_context().dialect.name == "sqlite":
        op.execute("DROP TABLE IF EXISTS fact_fts")
    for table in APPEND_ONLY:
        for action in _actions(postgresql):
            on_table = f" ON {table}" if postgresql else ""
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_{action.lower()}{on_table}")
        if not postgresql:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_no_replace")
    op.drop_index("ix_fact_vectors_namespace", table_name="fact_vectors")
    op.drop_table("fact_vectors")
    op.drop_index("ix_fact_events_namespace", table_name="fact_events")
    op.drop_index("ix_fact_events_related_fact_id", table_name="fact_events")
    op.drop_index("ix_fact_events_fact_id", table_name="fact_events")
    op.drop_table("fact_events")
    op.drop_index("ix_fact_entities_entity_id", table_name="fact_entities")
    op.drop_table("fact_entities")
    op.drop_table("memory_aliases")
    op.drop_index("ix_memory_entities_namespace", table_name="memory_entities")
    op.drop_table("memory_entities")
