"""API keys: only a SHA-256 of each key is stored; a key is bound to one namespace.

Keys are 32 random bytes (``secrets.token_urlsafe``), so a plain SHA-256 is enough to make the
stored value useless to whoever reads the database (no password-style stretching is needed).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime
from uuid import uuid4

from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.models.clock import as_utc
from factlayer.storage.db import write_transaction
from factlayer.storage.rows import utcnow
from factlayer.storage.tables import api_keys

KEY_PREFIX = "flk_"


@dataclass(frozen=True, slots=True)
class ApiKey:
    id: str
    namespace: str
    is_admin: bool
    label: str | None
    created_at: datetime
    revoked_at: datetime | None


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class ApiKeyStore:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    async def create(self, namespace: str, *, admin: bool = False, label: str | None = None) -> tuple[ApiKey, str]:
        """A new key; the plain key is returned once and never stored."""
        plain = KEY_PREFIX + secrets.token_urlsafe(32)
        key = ApiKey(f"key_{uuid4().hex[:16]}", namespace, admin, label, utcnow(), None)
        async with write_transaction(self._engine) as conn:
            await conn.execute(
                insert(api_keys).values(
                    id=key.id,
                    key_hash=hash_key(plain),
                    namespace=namespace,
                    is_admin=admin,
                    label=label,
                    created_at=key.created_at,
                )
            )
        return key, plain

    async def find(self, plain: str) -> ApiKey | None:
        """The active key with this value, or None (unknown or revoked)."""
        async with self._engine.connect() as conn:
            row = (
                await conn.execute(
                    select(api_keys).where(api_keys.c.key_hash == hash_key(plain), api_keys.c.revoked_at.is_(None))
                )
            ).first()
        if row is None:
            return None
        return ApiKey(row.id, row.namespace, bool(row.is_admin), row.label, as_utc(row.created_at), None)

    async def list(self) -> list[ApiKey]:
        async with self._engine.connect() as conn:
            rows = (await conn.execute(select(api_keys).order_by(api_keys.c.created_at))).all()
        return [
            ApiKey(
                r.id,
                r.namespace,
                bool(r.is_admin),
                r.label,
                as_utc(r.created_at),
                as_utc(r.revoked_at),
            )
            for r in rows
        ]

    async def revoke(self, key_id: str) -> bool:
        async with write_transaction(self._engine) as conn:
            result = await conn.execute(
                update(api_keys)
                .where(api_keys.c.id == key_id, api_keys.c.revoked_at.is_(None))
                .values(revoked_at=utcnow())
            )
        return bool(result.rowcount)
