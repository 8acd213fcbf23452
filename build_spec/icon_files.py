"""The icon files a packaged build needs, drawn from the card art at build time.

``python build_spec/icon_files.py FOLDER`` writes ``scopa-desktop.png``
(512 px), ``scopa-desktop.ico`` (Windows) and ``scopa-desktop.icns`` (macOS).
Both containers hold PNG images, which Windows (since Vista) and macOS (since
10.7) read directly, so no other image format is needed.  The app itself never
imports this module: it makes its window icon with ``desktop.app_icon.app_icon()``.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from scopa_desktop.desktop.app_icon import icon_png
from scopa_desktop.storage.atomic_write import write_bytes_atomic

BASE_NAME = "scopa-desktop"
PNG_SIZE = 512
#: ICO directory entries store sizes in one byte each, 0 meaning 256.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size (the @2x types reuse a size).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512), (b"ic10", 1024),
)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico of PNG-compressed entries, one per size in ``pngs``."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, image count
    offset = len(header) + 16 * len(sizes)
    directory, images = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico entry is 1 to 256 px, not {size}")
        data = pngs[size]
        # width, height, palette colours, reserved, colour planes, bits per pixel, size, offset
        directory += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + directory + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding, for each element type whose size is in ``pngs``, that PNG."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES if size in pngs
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icon_files(folder: Path) -> list[Path]:
    """Draw the icons and write the three files into ``folder``; their paths."""
    sizes = sorted({PNG_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: icon_png(size) for size in sizes}
    files = {
        folder / f"{BASE_NAME}.png": pngs[PNG_SIZE],
        folder / f"{BASE_NAME}.ico": ico_bytes({size: pngs[size] for size in ICO_SIZES}),
        folder / f"{BASE_NAME}.icns": icns_bytes(pngs),
    }
    for path, data in files.items():
        write_bytes_atomic(path, data)
    return list(files)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python build_spec/icon_files.py FOLDER", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a build machine may have no display
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - drawing text needs it
    for path in write_icon_files(Path(args[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
