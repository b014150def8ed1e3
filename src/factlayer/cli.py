"""Command line: ``factlayer serve | worker | migrate | transcribe | eval | audit | keys | rejections``."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import TaskID

from factlayer.config import Settings

app = typer.Typer(help="factlayer: grounded fact extraction service and tools.", no_args_is_help=True)
audit_app = typer.Typer(help="Audit log tools.", no_args_is_help=True)
app.add_typer(audit_app, name="audit")
eval_app = typer.Typer(help="Quality measurements on labelled data.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")
keys_app = typer.Typer(help="API keys (used when FACTLAYER_REQUIRE_API_KEY=true).", no_args_is_help=True)
app.add_typer(keys_app, name="keys")
rejections_app = typer.Typer(help="What the pipeline refuses, and why.", no_args_is_help=True)
app.add_typer(rejections_app, name="rejections")
console = Console(stderr=True)


def display_database_url(settings: Settings) -> str:
    from factlayer.storage.db import display_url

    return display_url(settings.resolved_database_url)


def _emit(text: str, output: Path | None) -> None:
    """``text`` to stdout, or into ``output`` (said on stderr)."""
    if output is None:
        print(text)
    else:
        output.write_text(text + "\n", encoding="utf-8")
        console.print(f"wrote {output}")


def _migrate(settings: Settings) -> None:
    from factlayer.storage.db import upgrade_to_head

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_to_head(settings.resolved_database_url)


@app.command()
def migrate() -> None:
    """Upgrade the database to the latest schema (alembic upgrade head)."""
    settings = Settings()
    _migrate(settings)
    console.print(f"[green]database at head[/green]: {display_database_url(settings)}")


@app.command()
def serve(
    host: Annotated[str, typer.Option(envvar="HOST", help="Interface to bind")] = "127.0.0.1",
    port: Annotated[int, typer.Option(envvar="PORT", help="Port")] = 8000,
    migrate_first: Annotated[bool, typer.Option("--migrate/--no-migrate", help="Run migrations first")] = True,
) -> None:
    """Run the HTTP service with uvicorn."""
    import uvicorn

    settings = Settings()
    if migrate_first:
        _migrate(settings)
    uvicorn.run("factlayer.api.app:create_app", factory=True, host=host, port=port)


@app.command()
def worker(
    alive_file: Annotated[
        Path | None, typer.Option(help="Touch this file every few seconds while running (a container healthcheck)")
    ] = None,
) -> None:
    """Run the ASR and digest job workers without HTTP, beside API processes started with
    FACTLAYER_RUN_WORKERS=false (same FACTLAYER_DATABASE_URL and FACTLAYER_DATA_DIR). Stops on SIGTERM/SIGINT,
    letting a job in progress finish for a few seconds; a job it cannot finish goes back to the queue."""
    from factlayer.worker import run_workers

    settings = Settings().model_copy(update={"run_workers": True})
    console.print(f"factlayer worker (pid {os.getpid()}): jobs from {display_database_url(settings)}")
    asyncio.run(run_workers(settings, alive_file=alive_file))


@app.command()
def transcribe(
    files: Annotated[list[Path], typer.Argument(exists=True, dir_okay=False, help="Audio files")],
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write JSON here")] = None,
    language: Annotated[str | None, typer.Option(help="Force a language, e.g. en")] = None,
) -> None:
    """Transcribe audio locally (no server) with the configured Whisper model; print JSON."""
    from dataclasses import asdict

    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from factlayer.asr.transcriber import WhisperTranscriber
    from factlayer.errors import AudioDecodeError

    settings = Settings()

    async def run() -> tuple[list[dict[str, object]], int]:
        transcriber = await WhisperTranscriber.load(settings.asr)
        results: list[dict[str, object]] = []
        failures = 0
        columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"))
        with Progress(*columns, TimeElapsedColumn(), console=console) as progress:
            for path in files:
                task = progress.add_task(path.name, total=1.0)

                def update(fraction: float, task_id: TaskID = task) -> None:
                    progress.update(task_id, completed=fraction)

                try:
                    result = await transcriber.transcribe(path, language=language, on_progress=update)
                except AudioDecodeError as exc:
                    failures += 1
                    results.append({"file": str(path), "error": exc.detail})
                    continue
                progress.update(task, completed=1.0)
                results.append({"file": str(path), **asdict(result)})
        return results, failures

    results, failures = asyncio.run(run())
    text = json.dumps(results if len(results) > 1 else results[0], indent=2, ensure_ascii=False)
    _emit(text, output)
    raise typer.Exit(1 if failures else 0)


@eval_app.command("claims")
def eval_claims(
    files: Annotated[list[Path], typer.Argument(exists=True, dir_okay=False, help="JSONL: id, source, claim, label")],
    provider: Annotated[str, typer.Option(help="extractive (offline) or openai (adds the LLM judge)")] = "extractive",
    json_out: Annotated[Path | None, typer.Option("--json", help="Write the report here")] = None,
    threshold: Annotated[float, typer.Option(help="confidence_threshold of /v1/verify")] = 0.85,
    limit: Annotated[int | None, typer.Option(help="Only the first N rows of each file")] = None,
) -> None:
    """Run every (source, claim) through the /v1/verify checker; balanced accuracy vs a naive baseline."""
    from rich.table import Table

    from factlayer.verify.evaluation import evaluate_claims

    if provider not in ("extractive", "openai"):
        raise typer.BadParameter("provider must be extractive or openai", param_hint="--provider")

    roles = Settings().proof.roles

    async def run() -> dict[str, Any]:
        if provider == "extractive":
            return await evaluate_claims(files, "extractive", threshold=threshold, limit=limit, roles=roles)
        from factlayer.llm.openai_client import OpenAIProvider
        from factlayer.verify.judge import judge_from_provider

        llm = OpenAIProvider.from_settings(Settings().llm)
        try:
            return await evaluate_claims(
                files, "openai", judge=judge_from_provider(llm), threshold=threshold, limit=limit, roles=roles
            )
        finally:
            await llm.aclose()

    report = asyncio.run(run())
    table = Table(title=f"claim checking ({provider}, threshold {threshold})")
    columns = (
        "file",
        "n",
        "ours",
        "baseline",
        "ours held-out",
        "baseline held-out",
        "macro-F1 3-way",
        "p50 ms",
        "p95 ms",
    )
    for column in columns:
        table.add_column(column, justify="left" if column == "file" else "right")
    for name, entry in report["files"].items():
        table.add_row(
            name,
            str(entry["n"]),
            f"{entry['balanced_accuracy']:.3f}",
            f"{entry['baseline_balanced_accuracy']:.3f}",
            f"{entry['heldout_balanced_accuracy']:.3f}",
            f"{entry['baseline_heldout_balanced_accuracy']:.3f}",
            f"{entry['macro_f1_3way']:.3f}" if "macro_f1_3way" in entry else "—",
            f"{entry['p50_ms']:.1f}",
            f"{entry['p95_ms']:.1f}",
        )
    Console(width=160).print(table)
    if json_out is not None:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        console.print(f"wrote {json_out}")


def _audit_key(settings: Settings) -> str | None:
    return settings.audit_key.get_secret_value() if settings.audit_key is not None else None


@audit_app.command("verify")
def audit_verify(
    checkpoint: Annotated[
        Path | None, typer.Option(exists=True, dir_okay=False, help="Also check a file from `audit checkpoint`")
    ] = None,
) -> None:
    """Check the hash chain (and its MACs with FACTLAYER_AUDIT_KEY), every audited row against its entry, and
    optionally a checkpoint; print a JSON report; exit 1 if anything does not hold."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from factlayer.storage.audit_verify import verify_database_at

    settings = Settings()
    anchor = json.loads(checkpoint.read_text(encoding="utf-8")) if checkpoint is not None else None
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as progress:
        tasks: dict[str, TaskID] = {}

        def show(phase: str, done: int, total: int) -> None:
            if phase not in tasks:
                tasks[phase] = progress.add_task(phase, total=total)
            progress.update(tasks[phase], completed=done, total=total)

        report = verify_database_at(
            settings.resolved_database_url, key=_audit_key(settings), checkpoint=anchor, progress=show
        )
    print(json.dumps(report.as_dict()))
    raise typer.Exit(0 if report.ok else 1)


@audit_app.command("checkpoint")
def audit_checkpoint(
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write here (keep it off this machine)")] = None,
) -> None:
    """Write the chain's head (seq, hash), signed with FACTLAYER_AUDIT_KEY when set. Keep the file outside
    the database: `audit verify --checkpoint FILE` then detects a chain rewritten before that point."""
    from factlayer.storage.audit_verify import checkpoint_at

    settings = Settings()
    text = json.dumps(checkpoint_at(settings.resolved_database_url, _audit_key(settings)), indent=2)
    _emit(text, output)


@audit_app.command("baseline")
def audit_baseline() -> None:
    """Once, after upgrading a database written before migration 0007: record the digest of every audited
    row that has none yet (it trusts those rows as they are now), so `audit verify` checks them from here on."""
    from factlayer.storage.audit import baseline_rows, with_audit_key
    from factlayer.storage.db import create_engine

    settings = Settings()

    async def run() -> int:
        engine = create_engine(settings.resolved_database_url)
        try:
            return await baseline_rows(with_audit_key(engine, _audit_key(settings)))
        finally:
            await engine.dispose()

    print(json.dumps({"baselined": asyncio.run(run())}))


@keys_app.command("create")
def keys_create(
    namespace: Annotated[str, typer.Option(help="The namespace this key reads and writes")],
    admin: Annotated[bool, typer.Option("--admin", help="May also use /v1/audit")] = False,
    label: Annotated[str | None, typer.Option(help="A note for `keys list`")] = None,
) -> None:
    """Create an API key and print it once (only its SHA-256 is stored)."""
    from factlayer.storage.api_keys import ApiKeyStore
    from factlayer.storage.db import create_engine

    async def run() -> tuple[str, str]:
        engine = create_engine(Settings().resolved_database_url)
        try:
            key, plain = await ApiKeyStore(engine).create(namespace, admin=admin, label=label)
        finally:
            await engine.dispose()
        return key.id, plain

    key_id, plain = asyncio.run(run())
    print(json.dumps({"id": key_id, "key": plain, "namespace": namespace, "admin": admin}))
    console.print("[yellow]store the key now: it is not shown again[/yellow]")


@keys_app.command("list")
def keys_list() -> None:
    """List keys (never their values)."""
    from factlayer.storage.api_keys import ApiKeyStore
    from factlayer.storage.db import create_engine

    async def run() -> list[dict[str, object]]:
        engine = create_engine(Settings().resolved_database_url)
        try:
            keys = await ApiKeyStore(engine).list()
        finally:
            await engine.dispose()
        return [
            {
                "id": k.id,
                "namespace": k.namespace,
                "admin": k.is_admin,
                "label": k.label,
                "created_at": k.created_at.isoformat(),
                "revoked_at": k.revoked_at.isoformat() if k.revoked_at else None,
            }
            for k in keys
        ]

    print(json.dumps(asyncio.run(run()), indent=2))


@keys_app.command("revoke")
def keys_revoke(key_id: Annotated[str, typer.Argument(help="The id printed by `keys create`")]) -> None:
    """Revoke a key: it stops working at once."""
    from factlayer.storage.api_keys import ApiKeyStore
    from factlayer.storage.db import create_engine

    async def run() -> bool:
        engine = create_engine(Settings().resolved_database_url)
        try:
            return await ApiKeyStore(engine).revoke(key_id)
        finally:
            await engine.dispose()

    if not asyncio.run(run()):
        console.print(f"no active key {key_id}")
        raise typer.Exit(1)
    console.print(f"revoked {key_id}")


@rejections_app.command("report")
def rejections_report(
    namespace: Annotated[str | None, typer.Option(help="Only this namespace")] = None,
    days: Annotated[int | None, typer.Option(min=1, help="Only the last N days")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print the report as JSON")] = False,
) -> None:
    """Rejected candidates by reason, by type and by day (the same report as GET /v1/rejections/summary)."""
    from datetime import UTC, datetime, timedelta

    from rich.console import Console
    from rich.table import Table

    from factlayer.storage.db import create_engine
    from factlayer.storage.stats import rejection_summary

    since = datetime.now(UTC) - timedelta(days=days) if days else None

    async def run() -> dict[str, Any]:
        engine = create_engine(Settings().resolved_database_url)
        try:
            return await rejection_summary(engine, namespace=namespace, since=since)
        finally:
            await engine.dispose()

    report = asyncio.run(run())
    if json_out:
        print(json.dumps(report))
        return
    console = Console()
    table = Table(title=f"{report['total']} rejected candidates")
    table.add_column("reason")
    table.add_column("count", justify="right")
    for row in report["by_reason"]:
        table.add_row(row["reason"], str(row["count"]))
    console.print(table)
    for day in report["by_day"]:
        reasons = ", ".join(f"{reason} {count}" for reason, count in day["by_reason"].items())
        console.print(f"{day['day']}: {day['count']} ({reasons})")


if __name__ == "__main__":
    app()
