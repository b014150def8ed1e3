"""init: transcriptions and facts (the seed's "Existing table")

Revision ID: 0001_init
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001_init"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "transcriptions",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("text", sa.Text(), nullable=False, server_default=""),
        sa.Column("language", sa.String(16), nullable=True),
        sa.Column("title", sa.String(500), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_transcriptions"),
    )
    op.create_index("ix_transcriptions_created_at", "transcriptions", ["created_at"])
    op.create_table(
        "facts",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("transcription_id", sa.String(64), nullable=True),
        sa.Column("fact_text", sa.Text(), nullable=False),
        sa.Column("timestamp", sa.DateTime(timezone=True), nullable=False),
        sa.Column("confidence", sa.Float(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=True, server_default=sa.text("CURRENT_TIMESTAMP")),
        sa.ForeignKeyConstraint(
            ["transcription_id"], ["transcriptions.id"], name="fk_facts_transcription_id_transcriptions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_facts"),
    )


def downgrade() -> None:
    op.drop_table("facts")
    op.drop_index("ix_transcriptions_created_at", table_name="transcriptions")
    op.drop_table("transcriptions")
