"""Atomic file writes: a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(path: Path, text: str, sync: bool = True) -> None:
    """Write ``text`` to ``path`` through a temp file in the same folder and a rename.

    ``sync=False`` leaves out the flush to the disk: the file still survives the
    writing process being killed (the rename is atomic and the kernel keeps the
    data), though not a power cut; for state rewritten many times a second,
    where an fsync each time would cost more than the work itself."""
    _write_atomic(path, text, "w", "utf-8", sync)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temp file in the same folder and a rename."""
    _write_atomic(path, data, "wb", None)


def _write_atomic(path: Path, content: str | bytes, mode: str, encoding: str | None, sync: bool = True) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            handle.write(content)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
