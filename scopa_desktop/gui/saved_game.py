"""The match in progress, kept on disk so closing the window never loses it.

The file holds the match as the engine saves it (``Match.to_dict``: its
rounds and its random state, so later rounds deal the same cards after a
resume), the seed the game was started with (the AI players' seeds
come from it), the AI level of every seat and which seat the player sits in, and
whether it is the guided first deal.  Files of the first format, which held the
record and the seed only, are still read: their random state is rebuilt from the
seed.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..ai import LEVELS
from ..engine import Match, RecordError, SnapshotError, replay_record
from ..storage.atomic_write import write_text_atomic
from ..storage.reading import Refused, one_line, parse_json, read_text_file

# The last match played to its end, beside the saved game once the next one has begun, in the same format:
# Game > Review last match finds it after a restart too.
LAST_MATCH_FILE = "last-match.json"
FORMAT = "scopa-desktop-save/2"
RECORD_AND_SEED_FORMAT = "scopa-desktop-save/1"  # before matches saved themselves; read, never written


class SavedGameError(ValueError):
    """A saved game that cannot be resumed, with the reason in words."""


@dataclass
class SavedGame:
    match: Match
    seed: int
    levels: list[str | None]  # by seat; None for the player's own seat
    assisted: bool = False  # undo or a hint was used: the statistics count the match apart
    guided: bool = False  # the guided first deal (a lesson), marked: its seed and its level are any match's too


def save_game(game: SavedGame, path: Path) -> None:
    data = {"format": FORMAT, "seed": game.seed, "levels": game.levels, "match": game.match.to_dict(),
            "assisted": game.assisted, "guided": game.guided}
    write_text_atomic(path, json.dumps(data) + "\n")


def last_match_path(save_path: Path) -> Path:
    return save_path.with_name(LAST_MATCH_FILE)


def _saved_match(data: dict[str, Any], seed: int) -> Match:
    """The match of a saved game; RecordError or SnapshotError when it is unusable."""
    if data["format"] == RECORD_AND_SEED_FORMAT:
        match = replay_record(data.get("record"))
        match.adopt_seed(seed)
        return match
    return Match.from_dict(data.get("match"))


def load_game(path: Path) -> SavedGame | None:
    """The saved game at ``path``; None when there is none; SavedGameError (never
    another exception) when it is unusable, with the reason in one line."""
    if not os.path.lexists(path):
        return None
    try:
        data: Any = parse_json(read_text_file(path))
    except Refused as error:
        reason = QCoreApplication.translate("SavedGame", "it cannot be read ({error})")
        raise SavedGameError(reason.format(error=error)) from None
    try:
        return _game_from(data)
    except SavedGameError:
        raise
    except Exception as error:  # whatever a damaged file makes the replay raise is a refusal
        reason = QCoreApplication.translate("SavedGame", "its moves do not replay ({error})")
        raise SavedGameError(reason.format(error=one_line(error))) from None


def _game_from(data: Any) -> SavedGame:
    if isinstance(data, dict) and isinstance(data.get("format"), str) and _is_later_format(data["format"]):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "a later version of the game wrote it"))
    if not isinstance(data, dict) or data.get("format") not in (FORMAT, RECORD_AND_SEED_FORMAT):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "it is not a Scopa Desktop saved game"))
    seed, levels = data.get("seed"), data.get("levels")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(levels, list):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "its seed or opponent levels are missing"))
    try:
        match = _saved_match(data, seed)
    except (RecordError, SnapshotError) as error:
        reason = QCoreApplication.translate("SavedGame", "its moves do not replay ({error})")
        raise SavedGameError(reason.format(error=one_line(error))) from None
    if (
        len(levels) != match.rules.players
        or levels.count(None) != 1
        or not all(level is None or (isinstance(level, str) and level in LEVELS) for level in levels)
    ):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "its opponent levels do not fit the table"))
    # Saved before the mark, the guided deal is the one match dealt from cards laid out in advance rather
    # than from a seed: every other match keeps its seed in the match itself.
    assisted, guided = data.get("assisted", False), data.get("guided", match.seed is None)
    if not isinstance(assisted, bool) or not isinstance(guided, bool):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "it holds a value of the wrong kind"))
    return SavedGame(match, seed, levels, assisted, guided)


def _is_later_format(name: str) -> bool:
    """``scopa-desktop-save/N`` with N above this version's."""
    prefix, _, number = name.rpartition("/")
    current = FORMAT.rpartition("/")
    return (prefix == current[0] and number.isascii() and number.isdigit() and len(number) < 10
            and int(number) > int(current[2]))
