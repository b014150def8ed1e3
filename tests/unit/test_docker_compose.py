"""docker/compose.yaml checked against the code: there is no Docker engine on the build machines, so the
file is parsed and its commands, settings, database URL and healthchecks are compared with what exists."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from sqlalchemy.engine import make_url
from typer.testing import CliRunner

from factlayer.cli import app
from factlayer.config import Settings
from factlayer.storage.db import backend_name

COMPOSE = Path(__file__).resolve().parents[2] / "docker" / "compose.yaml"
_DEFAULT = re.compile(r"\$\{(\w+):-([^}]*)\}")


def _services() -> dict[str, Any]:
    services: dict[str, Any] = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))["services"]
    return services


def _env(service: dict[str, Any]) -> dict[str, str]:
    """The service's environment with ``${VAR:-default}`` resolved to the default."""
    return {k: _DEFAULT.sub(lambda m: m.group(2), str(v)) for k, v in service.get("environment", {}).items()}


def test_postgres_api_and_worker_have_healthchecks() -> None:
    services = _services()
    assert {"postgres", "migrate", "api", "worker"} <= set(services)
    for name in ("postgres", "api", "worker"):
        assert services[name]["healthcheck"]["test"], name


def test_every_factlayer_service_reaches_the_compose_postgres() -> None:
    services = _services()
    pg_env = _env(services["postgres"])
    for name in ("migrate", "api", "worker"):
        url = make_url(_env(services[name])["FACTLAYER_DATABASE_URL"])
        assert backend_name(url.render_as_string(hide_password=False)) == "postgresql"
        assert (url.host, url.username, url.password, url.database) == (
            "postgres",
            pg_env["POSTGRES_USER"],
            pg_env["POSTGRES_PASSWORD"],
            pg_env["POSTGRES_DB"],
        )
        assert services[name]["volumes"] == services["api"]["volumes"]  # uploads shared by API and worker


def test_settings_named_in_compose_exist() -> None:
    fields = {f"FACTLAYER_{name.upper()}" for name in Settings.model_fields}
    for service in _services().values():
        for key in _env(service):
            if key.startswith("FACTLAYER_"):
                assert key in fields, key


def test_api_runs_without_workers_and_the_worker_command_exists() -> None:
    services = _services()
    assert _env(services["api"])["FACTLAYER_RUN_WORKERS"] == "false"
    command = services["worker"]["command"]
    assert command[:2] == ["factlayer", "worker"]
    help_text = CliRunner().invoke(app, ["worker", "--help"]).output
    assert "--alive-file" in help_text
    alive = command[command.index("--alive-file") + 1]
    assert alive in " ".join(services["worker"]["healthcheck"]["test"])
    assert services["migrate"]["command"] == ["factlayer", "migrate"]


def test_start_order_waits_for_a_healthy_database_and_a_finished_migration() -> None:
    services = _services()
    assert services["migrate"]["depends_on"] == {"postgres": {"condition": "service_healthy"}}
    for name in ("api", "worker"):
        assert services[name]["depends_on"] == {"migrate": {"condition": "service_completed_successfully"}}
