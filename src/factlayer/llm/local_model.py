"""The local LLM: llama-cpp-python's OpenAI-compatible server and a Qwen2.5-Coder GGUF.

Nothing here runs at import time. ``python -m factlayer.llm.local_model install`` makes the local
model usable (``make llm``); ``serve`` starts the server on 127.0.0.1 (``make llm-serve``).

Which model and how it is fetched: :mod:`factlayer.llm.model_parts` (``--model`` or
``$FACTLAYER_LOCAL_MODEL`` picks one). Both steps are idempotent.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from factlayer.llm import llama_wheel
from factlayer.llm.model_parts import (
    DEFAULT_MODEL,
    MODEL_ALIAS,
    MODEL_ENV,
    MODELS,
    LocalModelError,
    ModelTimings,
    fetch_model,
    model_is_ready,
    model_path,
    progress,
    selected_model,
)

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


def llama_cpp_version(python: str = sys.executable) -> str | None:
    """The llama-cpp-python version importable by ``python``, or None when it does not import."""
    probe = "import importlib.metadata, llama_cpp; print(importlib.metadata.version('llama_cpp_python'))"
    result = subprocess.run([python, "-c", probe], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        return None
    return result.stdout.strip() or None


def llama_cpp_is_ready(python: str = sys.executable) -> bool:
    return llama_cpp_version(python) == LLAMA_CPP_VERSION


def install_llama_cpp(python: str = sys.executable, *, force: bool = False) -> float:
    """Install llama-cpp-python[server] into ``python``'s environment, compiling it only when the
    machine-wide wheel cache (:mod:`factlayer.llm.llama_wheel`) has no wheel for this build. Returns seconds spent."""
    if not force and llama_cpp_is_ready(python):
        progress(f"llama-cpp-python {LLAMA_CPP_VERSION} already importable; skipping the build")
        return 0.0
    env = dict(os.environ)
    env.setdefault("CMAKE_ARGS", LLAMA_CPP_CMAKE_ARGS)
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 2))
    started = time.monotonic()
    cache = llama_wheel.cache_dir(LLAMA_CPP_VERSION, env["CMAKE_ARGS"], llama_wheel.python_tag(python), env)
    wheel = None if force else llama_wheel.cached_wheel(cache, LLAMA_CPP_VERSION)
    if wheel is not None:
        progress(f"installing the cached build {wheel}")
    else:
        source = f"llama-cpp-python=={LLAMA_CPP_VERSION}"
        progress(f"building {source} from source (CMAKE_ARGS={env['CMAKE_ARGS']!r}); 7-16 min on 2 cores")
        wheel = llama_wheel.build_wheel(python, source, cache, env)
        if wheel is None:
            raise LocalModelError(f"building {source} failed (see the compiler output above)")
        progress(f"built {wheel} (kept for the next install on this machine)")
    pins = Path("constraints.txt")  # the repo's pinned versions, so the server's deps match the tested ones
    cmd = llama_wheel.install_command(python, LLAMA_CPP_REQUIREMENT, cache, pins if pins.is_file() else None)
    if subprocess.run(cmd, env=env, check=False).returncode != 0:
        raise LocalModelError(f"pip install {LLAMA_CPP_REQUIREMENT} failed (see the output above)")
    if not llama_cpp_is_ready(python):
        raise LocalModelError("llama-cpp-python installed but `import llama_cpp` still fails")
    return time.monotonic() - started


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
            progress(f"done: build {runtime_s:.0f}s, download {timings.download_s:.0f}s, join {timings.join_s:.0f}s")
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
        progress(" ".join(cmd))
        os.execv(cmd[0], cmd)
    except LocalModelError as exc:
        progress(f"error: {exc}")
        return 1
    return 0  # pragma: no cover - execv does not return


if __name__ == "__main__":
    sys.exit(_main())
