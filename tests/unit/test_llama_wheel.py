"""The machine-wide llama-cpp-python wheel cache: where it lives, what key a build gets, what is reused."""

from __future__ import annotations

import sys
from pathlib import Path

from factlayer.llm import llama_wheel


def test_cache_root_follows_the_override_then_xdg_then_home(tmp_path: Path) -> None:
    assert llama_wheel.cache_root({"FACTLAYER_WHEEL_CACHE": str(tmp_path / "w")}) == tmp_path / "w"
    assert llama_wheel.cache_root({"XDG_CACHE_HOME": str(tmp_path)}) == tmp_path / "factlayer" / "wheels"
    assert llama_wheel.cache_root({"HOME": str(tmp_path)}) == tmp_path / ".cache" / "factlayer" / "wheels"


def test_a_wheel_is_reused_only_for_the_same_version_flags_and_interpreter(tmp_path: Path) -> None:
    env = {"FACTLAYER_WHEEL_CACHE": str(tmp_path)}
    base = llama_wheel.cache_dir("0.3.36", "-DGGML_AVX2=ON", "cp312-linux-x86_64", env)
    assert base.parent == tmp_path
    assert base == llama_wheel.cache_dir("0.3.36", "-DGGML_AVX2=ON", "cp312-linux-x86_64", env)
    assert base != llama_wheel.cache_dir("0.3.36", "-DGGML_AVX2=OFF", "cp312-linux-x86_64", env)
    assert base != llama_wheel.cache_dir("0.3.37", "-DGGML_AVX2=ON", "cp312-linux-x86_64", env)
    assert base != llama_wheel.cache_dir("0.3.36", "-DGGML_AVX2=ON", "cp311-linux-x86_64", env)


def test_cached_wheel_finds_only_this_versions_wheel(tmp_path: Path) -> None:
    assert llama_wheel.cached_wheel(tmp_path / "absent", "0.3.36") is None
    (tmp_path / "llama_cpp_python-0.3.35-cp312-cp312-linux_x86_64.whl").write_bytes(b"old")
    assert llama_wheel.cached_wheel(tmp_path, "0.3.36") is None
    wheel = tmp_path / "llama_cpp_python-0.3.36-cp312-cp312-linux_x86_64.whl"
    wheel.write_bytes(b"new")
    assert llama_wheel.cached_wheel(tmp_path, "0.3.36") == wheel


def test_python_tag_names_this_interpreter() -> None:
    tag = llama_wheel.python_tag(sys.executable)
    assert tag.startswith(f"cp{sys.version_info[0]}{sys.version_info[1]}-")


def test_install_takes_llama_only_from_the_cache_and_keeps_the_pins(tmp_path: Path) -> None:
    constraints = tmp_path / "constraints.txt"
    cmd = llama_wheel.install_command("py", "llama-cpp-python[server]==0.3.36", tmp_path, constraints)
    assert cmd[:4] == ["py", "-m", "pip", "install"]
    assert cmd[cmd.index("--find-links") + 1] == str(tmp_path)
    assert cmd[cmd.index("--only-binary") + 1] == "llama-cpp-python"
    assert cmd[cmd.index("-c") + 1] == str(constraints)
    assert cmd[-1] == "llama-cpp-python[server]==0.3.36"
    assert "-c" not in llama_wheel.install_command("py", "x", tmp_path, None)
