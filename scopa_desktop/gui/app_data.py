"""Where the app keeps the match in progress (and, beside it, the statistics and the
single-window lock).  A module of its own, with Qt's paths alone: the desktop shell
needs the folder before the window's first paint, which reads no saved game yet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

SAVED_GAME_FILE = "saved-game.json"


def default_save_path() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / SAVED_GAME_FILE
