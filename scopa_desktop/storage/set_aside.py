"""Keeping an unusable stored file instead of overwriting it.

``saved-game.json`` that cannot be read becomes ``saved-game.unreadable.json``,
the next one ``saved-game.unreadable-2.json`` and so on: an earlier kept copy is
never replaced (the name is claimed with a hard link or an exclusive create, so
two processes cannot take the same one).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path

from .reading import one_line

#: Enough for any real history of damaged files; past it the file is not kept.
MAX_KEPT = 1000


def kept_names(path: Path) -> Iterator[Path]:
    """The names an unusable ``path`` may be kept under, in order."""
    yield path.with_name(f"{path.stem}.unreadable{path.suffix}")
    for number in range(2, MAX_KEPT + 1):
        yield path.with_name(f"{path.stem}.unreadable-{number}{path.suffix}")


def set_aside(path: Path, keep_original: bool = False) -> Path:
    """Keep the file at ``path`` under the first free ``kept_names`` name and return
    that name; the original is removed unless ``keep_original``.  OSError when it
    cannot be kept (then the original is left where it is)."""
    for candidate in kept_names(path):
        try:
            _claim(path, candidate)
        except FileExistsError:
            continue
        if not keep_original:
            path.unlink(missing_ok=True)
        return candidate
    raise OSError(f"{path} cannot be kept: {MAX_KEPT} unreadable copies already")


def set_aside_private(paths: Iterable[Path], mode: int) -> str:
    """Keep each file of ``paths`` that exists (the files of one unusable thing) aside, each
    made ``mode`` (a copy made where no hard link can be is made by the umask): what became
    of them, for a log line ("a.unreadable.json, (not b.jsonl: …)"; "nothing")."""
    kept = []
    for path in paths:
        if not path.exists():
            continue
        try:
            aside = set_aside(path)
            os.chmod(aside, mode)
            kept.append(aside.name)
        except OSError as error:
            kept.append(f"(not {path.name}: {one_line(error)})")
    return ", ".join(kept) or "nothing"


def keep_text_aside(path: Path, text: str) -> Path:
    """Keep ``text`` (a damaged value that lived inside another file) under the first
    free ``kept_names`` name of ``path``."""
    for candidate in kept_names(path):
        try:
            with open(candidate, "x", encoding="utf-8", errors="surrogateescape") as file:
                file.write(text)
        except FileExistsError:
            continue
        return candidate
    raise OSError(f"{path} cannot be kept: {MAX_KEPT} unreadable copies already")


def _claim(source: Path, candidate: Path) -> None:
    """Make ``candidate`` a copy of ``source``, failing with FileExistsError if it exists."""
    try:
        os.link(source, candidate)
        return
    except FileExistsError:
        raise
    except OSError:
        pass  # no hard links here (some file systems): an exclusive copy does the same
    with open(source, "rb") as original, open(candidate, "xb") as copy:
        shutil.copyfileobj(original, copy)
