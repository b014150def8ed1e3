"""Command line: ``factlayer serve | migrate | audit verify`` (more commands join as features land)."""

from __future__ import annotations

import asyncio
import json
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
console = Console(stderr=True)


def _migrate(settings: Settings) -> None:
    from factlayer.storage.db import upgrade_to_head

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_to_head(settings.resolved_database_url)


@app.command()
def migrate() -> None:
    """Upgrade the database to the latest schema (alembic upgrade head)."""
    settings = Settings()
    _migrate(settings)
    console.print(f"[green]database at head[/green]: {settings.resolved_database_url}")


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
    if output is None:
        print(text)
    else:
        output.write_text(text + "\n", encoding="utf-8")
        console.print(f"wrote {output}")
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

    async def run() -> dict[str, Any]:
        if provider == "extractive":
            return await evaluate_claims(files, "extractive", threshold=threshold, limit=limit)
        from factlayer.llm.providers import OpenAIProvider
        from factlayer.verify.judge import judge_from_provider

        llm = OpenAIProvider.from_settings(Settings().llm)
        try:
            return await evaluate_claims(
                files, "openai", judge=judge_from_provider(llm), threshold=threshold, limit=limit
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
