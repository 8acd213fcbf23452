"""What makes the app look installed: its icon, its fonts and, on Linux, a
menu entry with the icon.

``prepare_app`` runs once at start-up, from source and frozen alike.
``install_desktop_entry`` writes the freedesktop.org menu entry for the
executable that runs it (``scopa-desktop --install-desktop-entry``); it is how
a downloaded Linux build becomes something to start from the menu or by a
double-click on the entry.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from .. import APP_NAME
from ..resources import DESKTOP_ENTRY_TEMPLATE, read_text, register_bundled_fonts
from ..storage.atomic_write import write_bytes_atomic, write_text_atomic
from .app_icon import ICON_SIZES, app_icon, icon_png
from .startup_probe import install_startup_probe_if_asked

#: The freedesktop.org id: the .desktop file's and the icon's name, and the Wayland app id.
DESKTOP_ID = "scopa-desktop"


def prepare_app(app: QApplication) -> None:
    """Fonts shipped with a frozen build, the card-art window icon and the desktop id."""
    try:
        register_bundled_fonts()
    except OSError as error:  # the system's fonts still draw the cards
        print(f"{APP_NAME}: {error}", file=sys.stderr)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_ID)
    install_startup_probe_if_asked(app)


def launch_command() -> list[str]:
    """The command that starts this app the way it was started now."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "scopa_desktop"]


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share where it is unset or not absolute (the XDG rule)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def desktop_entry_text(command: list[str]) -> str:
    exec_line = " ".join(_desktop_quote(part) for part in command)
    return read_text(DESKTOP_ENTRY_TEMPLATE).replace("@APP_NAME@", APP_NAME).replace("@EXEC@", exec_line)


def _desktop_quote(argument: str) -> str:
    """An Exec argument: quoted per the Desktop Entry spec when it needs to be."""
    if argument and not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`%"):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument).replace("%", "%%")
    return f'"{escaped}"'


def install_desktop_entry(command: list[str] | None = None, home: Path | None = None) -> list[Path]:
    """Write the menu entry and its icons under ``home`` (the XDG data home); the files written."""
    home = data_home() if home is None else home
    written = []
    for size in ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{DESKTOP_ID}.png"
        write_bytes_atomic(icon, icon_png(size))
        written.append(icon)
    entry = home / "applications" / f"{DESKTOP_ID}.desktop"
    write_text_atomic(entry, desktop_entry_text(launch_command() if command is None else command))
    written.append(entry)
    return written



def run_install_desktop_entry() -> int:
    """``--install-desktop-entry``: install, say where, exit status."""
    try:
        written = install_desktop_entry()
    except OSError as error:
        print(f"{APP_NAME}: could not add the menu entry: {error}", file=sys.stderr)
        return 1
    print(f"{APP_NAME}: added to the application menu ({written[-1]}, icons in {data_home() / 'icons'})")
    return 0
