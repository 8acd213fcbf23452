"""The match in progress, kept on disk so closing the window never loses it.

The file holds the match as the engine saves it (``Match.to_dict``: its
rounds and its random state, so later rounds deal the same cards after a
resume), the seed the game was started with (the AI players' seeds
come from it), the AI level of every seat and which seat the player sits in.
Files of the first format, which held the record and the seed only, are still
read: their random state is rebuilt from the seed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ..ai import LEVELS
from ..engine import Match, RecordError, SnapshotError, replay_record
from ..storage.atomic_write import write_text_atomic

FORMAT = "scopa-desktop-save/2"
RECORD_AND_SEED_FORMAT = "scopa-desktop-save/1"  # before matches saved themselves; read, never written
FILE_NAME = "saved-game.json"


class SavedGameError(ValueError):
    """A saved game that cannot be resumed, with the reason in words."""


@dataclass
class SavedGame:
    match: Match
    seed: int
    levels: list[str | None]  # by seat; None for the player's own seat


def default_save_path() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / FILE_NAME


def save_game(game: SavedGame, path: Path) -> None:
    data = {"format": FORMAT, "seed": game.seed, "levels": game.levels, "match": game.match.to_dict()}
    write_text_atomic(path, json.dumps(data) + "\n")


def _saved_match(data: dict[str, Any], seed: int) -> Match:
    """The match of a saved game; RecordError or SnapshotError when it is unusable."""
    if data["format"] == RECORD_AND_SEED_FORMAT:
        match = replay_record(data.get("record"))
        match.adopt_seed(seed)
        return match
    return Match.from_dict(data.get("match"))


def set_aside(path: Path) -> Path:
    """Keep an unusable saved game beside the new one instead of overwriting it."""
    kept = path.with_name(path.stem + ".unreadable" + path.suffix)
    path.replace(kept)
    return kept


def load_game(path: Path) -> SavedGame | None:
    """The saved game at ``path``; None when there is none; SavedGameError when it is unusable."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as error:
        reason = QCoreApplication.translate("SavedGame", "cannot read it ({error})")
        raise SavedGameError(reason.format(error=error)) from None
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError:
        raise SavedGameError(QCoreApplication.translate("SavedGame", "it is not valid JSON")) from None
    if not isinstance(data, dict) or data.get("format") not in (FORMAT, RECORD_AND_SEED_FORMAT):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "it is not a Scopa Desktop saved game"))
    seed, levels = data.get("seed"), data.get("levels")
    if not isinstance(seed, int) or not isinstance(levels, list):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "its seed or opponent levels are missing"))
    try:
        match = _saved_match(data, seed)
    except (RecordError, SnapshotError) as error:
        reason = QCoreApplication.translate("SavedGame", "its moves do not replay ({error})")
        raise SavedGameError(reason.format(error=error)) from None
    if (
        len(levels) != match.rules.players
        or levels.count(None) != 1
        or not all(level is None or level in LEVELS for level in levels)
    ):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "its opponent levels do not fit the table"))
    return SavedGame(match, seed, levels)
