"""Files shipped inside the package, found through importlib.resources.

Never through the current directory: the same calls work from a source
checkout, an installed wheel and the frozen app (where PyInstaller lays the
package's data files out under the same names).  The frozen app also carries
fonts copied in at build time (``fonts/``), so cards have their indices on a
system with no fonts of its own; a source install uses the system's fonts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# importlib.resources (about 4 ms) is imported at the first file asked for: the window's
# first frame needs only QT_TRANSLATE_NOOP from this package.
if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

#: Folder, inside this package, of the fonts the build copies into the frozen app.
FONTS_FOLDER = "fonts"
DESKTOP_ENTRY_TEMPLATE = "scopa-desktop.desktop"


def resource(name: str) -> Traversable:
    """The packaged file or folder ``name`` (it may not exist: check ``is_file()``)."""
    from importlib.resources import files

    return files(__name__).joinpath(name)


def read_text(name: str) -> str:
    return resource(name).read_text(encoding="utf-8")


def bundled_font_files() -> list[Traversable]:
    """The .ttf files shipped with the app, by name; none from a source checkout."""
    folder = resource(FONTS_FOLDER)
    if not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".ttf")), key=lambda f: f.name)


def register_bundled_fonts() -> list[str]:
    """Make the shipped fonts available to Qt; the families they add, in order.

    Needs a QGuiApplication.  OSError names a font file Qt refuses."""
    from importlib.resources import as_file

    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for font in bundled_font_files():
        with as_file(font) as path:
            font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise OSError(f"Qt refused the bundled font {font.name}")
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    return families
