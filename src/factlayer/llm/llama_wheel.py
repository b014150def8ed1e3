"""A machine-wide cache of the llama-cpp-python wheel we compile, so `make llm` builds it once.

PyPI ships llama-cpp-python only as a source distribution; compiling it takes 7-16 minutes on 2 cores.
pip's own wheel cache is no help (we pass ``--no-cache-dir`` so a build never picks up a wheel made with
other CMake flags), so the built wheel is kept here instead, under a key made of the version, the CMake
flags and the interpreter tag: a fresh clone on the same machine (CI) installs it in seconds, and a change
of flags or Python builds anew. The cache lives outside the repository:
``$FACTLAYER_WHEEL_CACHE``, else ``$XDG_CACHE_HOME/factlayer/wheels``, else ``~/.cache/factlayer/wheels``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

CACHE_ENV = "FACTLAYER_WHEEL_CACHE"


def cache_root(env: Mapping[str, str] = os.environ) -> Path:
    """The directory all cached wheels live under (not created here)."""
    if env.get(CACHE_ENV):
        return Path(env[CACHE_ENV])
    xdg = env.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path(env.get("HOME", str(Path.home()))) / ".cache"
    return base / "factlayer" / "wheels"


def cache_dir(version: str, cmake_args: str, python_tag: str, env: Mapping[str, str] = os.environ) -> Path:
    """One directory per (version, CMake flags, interpreter): a wheel is reused only for the same build."""
    key = hashlib.sha256(f"{version}\n{cmake_args}\n{python_tag}".encode()).hexdigest()[:16]
    return cache_root(env) / f"llama-cpp-python-{version}-{key}"


def python_tag(python: str = sys.executable) -> str:
    """``cp312-linux-x86_64``-like tag of ``python`` (the wheel's ABI must match the venv's)."""
    probe = "import sys, sysconfig; print(f'cp{sys.version_info[0]}{sys.version_info[1]}-{sysconfig.get_platform()}')"
    result = subprocess.run([python, "-c", probe], capture_output=True, text=True, check=True)
    return result.stdout.strip()


def cached_wheel(directory: Path, version: str) -> Path | None:
    """The cached ``llama_cpp_python-<version>-*.whl`` in ``directory``, if one is there."""
    if not directory.is_dir():
        return None
    found = sorted(directory.glob(f"llama_cpp_python-{version}-*.whl"))
    return found[0] if found else None


def build_wheel(python: str, requirement: str, directory: Path, env: Mapping[str, str]) -> Path | None:
    """Compile ``requirement`` (no deps) into a wheel and move it into ``directory``; None if pip fails.

    The wheel is built in a temporary directory and renamed into place, so an interrupted build never
    leaves a half-written wheel in the cache.
    """
    directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=directory) as tmp:
        cmd = [python, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "-w", tmp, requirement]
        if subprocess.run(cmd, env=dict(env), check=False).returncode != 0:
            return None
        built = sorted(Path(tmp).glob("llama_cpp_python-*.whl"))
        if not built:
            return None
        target = directory / built[0].name
        shutil.move(str(built[0]), target)
        return target


def install_command(python: str, requirement: str, directory: Path, constraints: Path | None) -> list[str]:
    """pip install ``requirement`` (with its extras' dependencies from PyPI) taking llama-cpp-python
    only from the cached wheel in ``directory``."""
    cmd = [python, "-m", "pip", "install", "--find-links", str(directory), "--only-binary", "llama-cpp-python"]
    if constraints is not None:
        cmd += ["-c", str(constraints)]
    return [*cmd, requirement]
