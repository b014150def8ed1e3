"""Uploaded audio, stored content-addressed (the file name is its sha256) under the data directory."""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

from factlayer.errors import InvalidInput, PayloadTooLarge


@dataclass(frozen=True, slots=True)
class StagedUpload:
    """An upload written to a temporary file in the uploads directory, not yet committed."""

    path: Path
    sha256: str
    size: int


async def stage_upload(chunks: AsyncIterator[bytes], uploads_dir: Path, *, max_bytes: int) -> StagedUpload:
    """Stream ``chunks`` to a temporary file, hashing as it goes; refuse empty or oversized input."""
    uploads_dir.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256()
    size = 0
    fd, name = tempfile.mkstemp(prefix=".upload-", dir=uploads_dir)
    path = Path(name)
    try:
        with os.fdopen(fd, "wb") as out:
            async for chunk in chunks:
                size += len(chunk)
                if size > max_bytes:
                    raise PayloadTooLarge(f"the file is larger than the upload limit of {max_bytes} bytes")
                digest.update(chunk)
                out.write(chunk)
        if size == 0:
            raise InvalidInput("the uploaded file is empty", field="file")
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return StagedUpload(path=path, sha256=digest.hexdigest(), size=size)


def commit_upload(staged: StagedUpload, uploads_dir: Path) -> Path:
    """Move the staged file to its content address (an identical earlier upload is reused)."""
    final = uploads_dir / staged.sha256
    if final.exists():
        staged.path.unlink(missing_ok=True)
    else:
        os.replace(staged.path, final)
    return final


def discard_upload(staged: StagedUpload) -> None:
    with contextlib.suppress(FileNotFoundError):
        staged.path.unlink()
