"""A tournament's results file: every finished pair on a line of its own, so a long run survives.

A tournament of a few thousand pairs takes hours of CPU on a small machine.  With a
results file it can be stopped at any moment (a kill included) and taken up later, in
another process or another session, on the pairs still missing: the first line says
which tournament the file is for, and each further line is one finished pair.  A line
cut short by a kill is the last one; it is dropped (that pair is played again).  Any
other damage, or a file written for another tournament, is refused in one line, and the
file is left as it is.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, TypeVar

from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, one_line, parse_json, read_text_file

Pair = TypeVar("Pair")

FORMAT = "scopa-tournament-results/1"
#: A results file of the largest tournament (100,000 pairs at 6 players) stays below this.
MAX_RESULTS_BYTES = 2_000_000_000


class ResultsFileError(ValueError):
    """A results file that cannot be taken up: damaged, or written for another tournament."""


def read_results(path: Path, setup: dict[str, Any], decode: Callable[[Any], Pair]) -> dict[int, Pair]:
    """The finished pairs in ``path``, by pair number, each made by ``decode`` from its line's
    games (``decode`` raises ValueError, TypeError or KeyError on games it cannot use), after
    checking that the file is for the tournament described by ``setup``; {} when there is no
    file yet.  A last line cut short by a kill is removed from the file, once the rest of it
    has been read as this tournament's: a file refused is left as it is."""
    if not path.exists():
        return {}
    try:
        text = read_text_file(path, MAX_RESULTS_BYTES)
    except Refused as error:
        raise ResultsFileError(str(error)) from None
    if not text:
        return {}
    lines = text.split("\n")
    complete, last = lines[:-1], lines[-1]
    if not complete:
        raise ResultsFileError(f"{path} is not a tournament results file ({FORMAT})")
    header = _parse(path, 1, complete[0])
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ResultsFileError(f"{path} is not a tournament results file ({FORMAT})")
    if header.get("setup") != setup:
        raise ResultsFileError(
            f"{path} holds another tournament ({_describe(header.get('setup'))}), not {_describe(setup)}"
        )
    pairs: dict[int, Pair] = {}
    for number, line in enumerate(complete[1:], start=2):
        entry = _parse(path, number, line)
        if not (isinstance(entry, dict) and type(entry.get("pair")) is int and entry["pair"] >= 0):
            raise ResultsFileError(f"{path}, line {number}: not a finished pair")
        try:
            pairs[entry["pair"]] = decode(entry.get("games"))
        except (ValueError, TypeError, KeyError) as error:
            raise ResultsFileError(f"{path}, line {number}: not a finished pair ({one_line(error)})") from None
    if last:  # no newline after it: the write was cut short
        write_text_atomic(path, "".join(line + "\n" for line in complete))
    return pairs


def open_results(path: Path, setup: dict[str, Any]) -> IO[str]:
    """The results file opened for appending pairs, its header written if it is new."""
    new = not path.exists() or path.stat().st_size == 0
    stream = path.open("a", encoding="utf-8")
    if new:
        append_line(stream, {"format": FORMAT, "setup": setup})
    return stream


def append_line(stream: IO[str], value: dict[str, Any]) -> None:
    """One line, on disk before the next pair starts: a kill loses at most the pair being written."""
    stream.write(json.dumps(value, separators=(",", ":")) + "\n")
    stream.flush()
    os.fsync(stream.fileno())


def _parse(path: Path, number: int, line: str) -> Any:
    try:
        return parse_json(line)
    except Refused as error:
        raise ResultsFileError(f"{path}, line {number}: {error}") from None


def _describe(setup: Any) -> str:
    if not isinstance(setup, dict):
        return "an unreadable setup"
    return ", ".join(f"{key} {json.dumps(value)}" for key, value in setup.items())[:300]
