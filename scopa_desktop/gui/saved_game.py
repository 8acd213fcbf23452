"""The match in progress, kept on disk so closing the window never loses it.

The file wraps a RULES.md §9 record with what the record does not hold: the
seed the match was dealt from (so later rounds deal the same cards after a
resume), the AI level of every seat and which seat the player sits in.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ..ai import LEVELS
from ..engine import Match, RecordError, match_to_record, replay_record
from ..engine.state import deal_round
from ..storage.atomic_write import write_text_atomic

FORMAT = "scopa-desktop-save/1"
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
    data = {"format": FORMAT, "seed": game.seed, "levels": game.levels, "record": match_to_record(game.match)}
    write_text_atomic(path, json.dumps(data) + "\n")


def _restore_rng(match: Match, seed: int) -> None:
    """Give a replayed match the random state it had, so its next rounds deal as
    they would have; a record not dealt from ``seed`` keeps a fresh generator."""
    rng = random.Random(seed)
    rng.randrange(match.rules.players)  # the first dealer's draw
    for state in match.rounds:
        if deal_round(match.rules, rng) != list(state.deals):
            match.rng = random.Random(seed)
            return
    match.rng = rng
    match.seed = seed


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
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedGameError(QCoreApplication.translate("SavedGame", "it is not a Scopa Desktop saved game"))
    seed, levels = data.get("seed"), data.get("levels")
    if not isinstance(seed, int) or not isinstance(levels, list):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "its seed or opponent levels are missing"))
    try:
        match = replay_record(data.get("record"))
    except RecordError as error:
        reason = QCoreApplication.translate("SavedGame", "its moves do not replay ({error})")
        raise SavedGameError(reason.format(error=error)) from None
    if (
        len(levels) != match.rules.players
        or levels.count(None) != 1
        or not all(level is None or level in LEVELS for level in levels)
    ):
        raise SavedGameError(QCoreApplication.translate("SavedGame", "its opponent levels do not fit the table"))
    _restore_rng(match, seed)
    return SavedGame(match, seed, levels)
