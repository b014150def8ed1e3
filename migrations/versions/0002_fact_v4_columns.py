"""fact v4 columns and indexes (seed 000, 0002_fact_v4_columns.sql)

Revision ID: 0002_fact_v4_columns
Revises: 0001_init
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_fact_v4_columns"
down_revision: str | None = "0001_init"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("facts") as batch:
        batch.add_column(sa.Column("extracted_by", sa.String(64), nullable=True, server_default="v4-cove"))
        batch.add_column(sa.Column("fact_version", sa.String(16), nullable=True, server_default="1.0"))
        batch.add_column(sa.Column("confidence_score", sa.Float(), nullable=True))
        batch.add_column(sa.Column("extraction_method", sa.String(32), nullable=True))
        batch.add_column(sa.Column("source_span", sa.Text(), nullable=True))
    op.create_index("idx_facts_version", "facts", ["fact_version"])
    op.create_index("idx_facts_transcription", "facts", ["transcription_id"])
    op.create_index("idx_facts_confidence", "facts", ["confidence_score"])


def downgrade() -> None:
    op.drop_index("idx_facts_confidence", table_name="facts")
    op.drop_index("idx_facts_transcription", table_name="facts")
    op.drop_index("idx_facts_version", table_name="facts")
    with op.batch_alter_table("facts") as batch:
        batch.drop_column("source_span")
        batch.drop_column("extraction_method")
        batch.drop_column("confidence_score")
        batch.drop_column("fact_version")
        batch.drop_column("extracted_by")
