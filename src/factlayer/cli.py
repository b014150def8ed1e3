"""Command line: ``factlayer serve | migrate | audit verify`` (more commands join as features land)."""

from __future__ import annotations

import asyncio
import json
import os

import typer
from rich.console import Console

from factlayer.config import Settings

app = typer.Typer(help="factlayer: grounded fact extraction service and tools.", no_args_is_help=True)
audit_app = typer.Typer(help="Audit log tools.", no_args_is_help=True)
app.add_typer(audit_app, name="audit")
console = Console(stderr=True)


def _migrate(settings: Settings) -> None:
    from alembic import command

    from factlayer.storage.db import alembic_config

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    command.upgrade(alembic_config(settings.resolved_database_url), "head")


@app.command()
def migrate() -> None:
    """Upgrade the database to the latest schema (alembic upgrade head)."""
    settings = Settings()
    _migrate(settings)
    console.print(f"[green]database at head[/green]: {settings.resolved_database_url}")


@app.command()
def serve(
    host: str = typer.Option(os.environ.get("HOST", "127.0.0.1"), help="Interface to bind"),
    port: int = typer.Option(int(os.environ.get("PORT", "8000")), help="Port"),
    migrate_first: bool = typer.Option(True, "--migrate/--no-migrate", help="Run migrations before serving"),
) -> None:
    """Run the HTTP service with uvicorn."""
    import uvicorn

    settings = Settings()
    if migrate_first:
        _migrate(settings)
    uvicorn.run("factlayer.api.app:create_app", factory=True, host=host, port=port)


@audit_app.command("verify")
def audit_verify() -> None:
    """Walk the audit hash chain; exit 1 and name the first broken entry if it does not hold."""
    from factlayer.storage.audit import verify_chain
    from factlayer.storage.db import create_engine, read_connection

    async def run() -> int:
        engine = create_engine(Settings().resolved_database_url)
        try:
            async with read_connection(engine) as conn:
                report = await verify_chain(conn)
        finally:
            await engine.dispose()
        print(
            json.dumps(
                {
                    "status": "ok" if report.ok else "broken",
                    "entries": report.entries,
                    "first_broken_seq": report.first_broken_seq,
                    "reason": report.reason,
                }
            )
        )
        return 0 if report.ok else 1

    raise typer.Exit(asyncio.run(run()))


if __name__ == "__main__":
    app()
