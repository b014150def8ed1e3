"""job leases: an owner, a heartbeat and an expiry on each running job

Revision ID: 0008_job_leases
Revises: 0007_integrity
Create Date: 2026-11-23

A worker that claims a job writes its id into ``lease_owner`` and keeps ``lease_expires_at`` in the
future with heartbeats. Only a job whose lease has expired (its worker died or lost the database) is
taken back into the queue, so a second process never runs a live job again.
Plain ADD COLUMN (no batch table rebuild).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008_job_leases"
down_revision: str | None = "0007_integrity"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = (
    ("lease_owner", sa.String(128)),
    ("lease_expires_at", sa.DateTime(timezone=True)),
    ("heartbeat_at", sa.DateTime(timezone=True)),
)


def upgrade() -> None:
    for name, type_ in COLUMNS:
        op.add_column("jobs", sa.Column(name, type_, nullable=True))
    op.create_index("ix_jobs_claim", "jobs", ["kind", "status", "created_at"])


def downgrade() -> None:
    op.drop_index("ix_jobs_claim", table_name="jobs")
    with op.batch_alter_table("jobs", recreate="never") as batch:
        for name, _type in reversed(COLUMNS):
            batch.drop_column(name)
