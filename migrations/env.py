"""Alembic environment: synchronous SQLite driver, batch mode for SQLite ALTERs."""

from __future__ import annotations

from alembic import context
from sqlalchemy import engine_from_config, pool

from factlayer.config import Settings
from factlayer.storage.db import sync_url
from factlayer.storage.tables import metadata

config = context.config
target_metadata = metadata


def _url() -> str:
    configured = config.get_main_option("sqlalchemy.url")
    if configured:
        return configured
    settings = Settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return sync_url(settings.resolved_database_url)


def run_migrations_offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    section = config.get_section(config.config_ini_section) or {}
    section["sqlalchemy.url"] = _url()
    connectable = engine_from_config(section, prefix="sqlalchemy.", poolclass=pool.NullPool)
    with connectable.connect() as connection:
        context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
