"""What the PyInstaller spec decides, kept out of the spec so tests can check it
without building: which Qt pieces the game keeps, where the bundled fonts come
from, and how the Windows and macOS metadata templates are filled in.

No Qt and no PyInstaller here: the spec imports this in the build process.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path, PurePosixPath

#: The Qt modules the game uses; every other PySide6 module is left out, and with
#: the plugins below, the Qt libraries only they would need.
KEPT_PYSIDE_MODULES = ("QtCore", "QtGui", "QtWidgets")
#: Plugins by folder: None keeps the whole folder.  Platforms: xcb (X11 and
#: XWayland), Windows, Cocoa, plus offscreen and minimal for headless runs.  PNG is
#: built into QtGui, so no image-format plugin is needed; without the wayland
#: plugin Qt falls back to xcb under Wayland.  Styles give Windows and macOS their look.
KEPT_PLUGINS: dict[str, frozenset[str] | None] = {
    "platforms": frozenset({"qxcb", "qoffscreen", "qminimal", "qwindows", "qcocoa"}),
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin"}),  # dead keys
    "styles": None,
}
#: The languages the window is translated into (``gui.language.LANGUAGES`` less English).
TRANSLATED_LANGUAGES = ("it", "de", "da")
#: The fonts the card indices and the window text are drawn with (skins/drawing.py).
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf")
FONT_SEARCH_ROOTS = ("/usr/share/fonts", "/usr/local/share/fonts", "/Library/Fonts", "C:/Windows/Fonts")
#: Where Debian keeps the DejaVu licence; a downloaded DejaVu folder has its own LICENSE.
DEBIAN_FONT_LICENSE = Path("/usr/share/doc/fonts-dejavu-core/copyright")

_PLUGIN_STEM = re.compile(r"^(?:lib)?(?P<stem>[^.]+)")
Entry = tuple  # PyInstaller's TOC entry: (destination name, source path, type code)


def unused_pyside_modules(pyside_folder: Path) -> list[str]:
    """Every ``PySide6.Qt*`` module installed but not used, for the spec's excludes."""
    names = {p.name.split(".")[0] for p in pyside_folder.iterdir() if p.name.startswith("Qt") and p.suffix in
             (".so", ".pyd", ".pyi")}
    return sorted(f"PySide6.{name}" for name in names if name not in KEPT_PYSIDE_MODULES)


def keep_plugin(plugin_type: str, filename: str) -> bool:
    """Whether the Qt plugin ``filename`` (a path) of ``plugin_type`` goes into the app."""
    kept = KEPT_PLUGINS.get(plugin_type, frozenset())
    stem = _PLUGIN_STEM.match(PurePosixPath(filename.replace("\\", "/")).name)
    return kept is None or (stem is not None and stem["stem"] in kept)


def keep_entry(destination: str) -> bool:
    """Whether a collected file, by its destination path in the bundle, stays in
    the app: of Qt's own translations, only those of its standard buttons and
    dialogs in the languages the game speaks."""
    path = PurePosixPath(destination.replace("\\", "/"))
    if not ("PySide6" in path.parts and "translations" in path.parts):
        return True
    return path.name in {f"qtbase_{code}.qm" for code in TRANSLATED_LANGUAGES}


def trimmed(entries: Iterable[Entry]) -> list[Entry]:
    return [entry for entry in entries if keep_entry(entry[0])]


def find_fonts(folders: Iterable[Path]) -> dict[str, Path]:
    """Each of ``FONT_FILES``, found anywhere under ``folders`` (first hit wins)."""
    found: dict[str, Path] = {}
    for folder in folders:
        for path in _walk(folder):
            if path.name in FONT_FILES and path.name not in found:
                found[path.name] = path
    return found


def font_licenses(font_folders: Iterable[Path]) -> list[Path]:
    """The licence texts to ship beside the fonts: LICENSE files in the given font
    folders, else Debian's copyright file for the system's DejaVu."""
    given = [p for folder in font_folders if folder.is_dir() for p in sorted(folder.glob("LICENSE*")) if p.is_file()]
    if given:
        return given
    return [DEBIAN_FONT_LICENSE] if DEBIAN_FONT_LICENSE.is_file() else []


def _walk(folder: Path) -> Iterator[Path]:
    if folder.is_dir():
        yield from (p for p in sorted(folder.rglob("*.ttf")) if p.is_file())


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """"0.1.0" -> (0, 1, 0, 0): Windows wants four numbers."""
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def fill(template: str, values: dict[str, str]) -> str:
    """Replace every ``@NAME@`` with ``values[NAME]``; KeyError names a placeholder left unfilled."""
    return re.sub(r"@([A-Z_]+)@", lambda m: values[m[1]], template)


def executable_name(app_name: str, platform: str) -> str:
    """"Scopa Desktop" -> scopa-desktop on Linux (the desktop id), ScopaDesktop elsewhere."""
    if platform.startswith("linux"):
        return app_name.lower().replace(" ", "-")
    return app_name.replace(" ", "")
