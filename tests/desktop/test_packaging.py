"""The pieces that make a build look installed: the icon drawn from the card
art, the .ico/.icns containers, the Linux menu entry and the packaged files."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QImage, QImageReader, QPainter

from scopa_desktop import APP_NAME
from scopa_desktop.desktop.app_icon import ICON_SIZES, app_icon, icon_image, icon_png
from scopa_desktop.desktop.integration import DESKTOP_ID, desktop_entry_text, install_desktop_entry
from scopa_desktop.desktop.startup_probe import PROBE_LINE, PROBE_VARIABLE
from scopa_desktop.resources import bundled_font_files, read_text, resource

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build_spec"))
from icon_files import ICNS_TYPES, ICO_SIZES, icns_bytes, ico_bytes, write_icon_files


def opaque_fraction(image: QImage) -> float:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    pixels = [image.pixelColor(x, y).alpha() for x in range(image.width()) for y in range(image.height())]
    return sum(a > 200 for a in pixels) / len(pixels)


@pytest.mark.parametrize("size", [16, 32, 128])
def test_the_icon_is_cards_on_a_transparent_square(qapp, size):
    image = icon_image(size)
    assert (image.width(), image.height()) == (size, size)
    corner = image.pixelColor(0, 0)
    assert corner.alpha() == 0
    assert 0.3 < opaque_fraction(image) < 0.95  # a card, not an empty or filled square


@pytest.mark.parametrize("size", [16, 48, 256])
def test_the_window_icon_is_drawn_at_the_size_asked_for(qapp, size):
    image = app_icon().pixmap(size, size).toImage()
    assert (image.width(), image.height()) == (size, size)
    assert image == icon_image(size)


@pytest.mark.parametrize("ratio", [1.5, 2.0])
def test_the_icon_painted_on_a_scaled_screen_is_drawn_at_its_pixels(qapp, ratio):
    # QIcon.paint (a window decoration drawn by Qt, a style's icon) got the icon drawn at the rect's
    # logical size and blown up: at 200 % a 48-px icon was 48 pixels stretched over 96.
    size = round(48 * ratio)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    app_icon().paint(painter, QRect(0, 0, 48, 48))
    painter.end()
    image.setDevicePixelRatio(1.0)
    assert image == icon_image(size).convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def read_all(data: bytes, fmt: bytes) -> list[tuple[int, int]]:
    """Every image Qt finds in ``data``, as (width, height)."""
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, fmt)
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append((image.width(), image.height()))
    return sizes


def test_ico_holds_one_png_per_size_and_qt_reads_them(qapp):
    pngs = {size: icon_png(size) for size in ICO_SIZES}
    data = ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    width_byte, = struct.unpack_from("<B", data, 6 + 16 * (len(ICO_SIZES) - 1))
    assert width_byte == 0  # 256 px is written as 0
    assert sorted(read_all(data, b"ico")) == [(s, s) for s in ICO_SIZES]


def test_ico_refuses_a_size_it_cannot_record():
    with pytest.raises(ValueError, match="512"):
        ico_bytes({512: b"png"})


def test_icns_elements_have_their_types_and_lengths():
    pngs = {16: b"a" * 5, 32: b"b" * 7}
    data = icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    elements, offset = [], 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        elements.append((kind, data[offset + 8:offset + length]))
        offset += length
    assert elements == [(b"icp4", b"a" * 5), (b"icp5", b"b" * 7), (b"ic11", b"b" * 7)]


def test_icon_files_are_written_and_readable(qapp, tmp_path):
    paths = write_icon_files(tmp_path)
    assert [p.name for p in paths] == ["scopa-desktop.png", "scopa-desktop.ico", "scopa-desktop.icns"]
    assert QImage(str(paths[0])).width() == 512
    icns = paths[2].read_bytes()
    assert len(read_all(icns, b"icns")) == len(ICNS_TYPES)


def test_desktop_entry_quotes_the_command_as_the_spec_says():
    text = desktop_entry_text(["/opt/My Games/scopa-desktop", "--new"])
    assert 'Exec="/opt/My Games/scopa-desktop" --new\n' in text
    assert f"Name={APP_NAME}\n" in text and f"Icon={DESKTOP_ID}\n" in text
    assert "@" not in text  # every placeholder filled
    assert 'Exec="/a/100%%"\n' in desktop_entry_text(["/a/100%"])  # % is the spec's field code escape


def test_install_desktop_entry_writes_the_entry_and_every_icon_size(qapp, tmp_path):
    written = install_desktop_entry(["/opt/scopa/scopa-desktop"], home=tmp_path)
    entry = tmp_path / "applications" / "scopa-desktop.desktop"
    assert written[-1] == entry
    assert "Exec=/opt/scopa/scopa-desktop\n" in entry.read_text(encoding="utf-8")
    for size in ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "scopa-desktop.png"
        assert QImage(str(icon)).width() == size


def test_packaged_files_are_found_through_the_package_not_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resource("scopa-desktop.desktop").is_file()
    assert read_text("scopa-desktop.desktop").startswith("[Desktop Entry]")
    assert bundled_font_files() == []  # a source checkout uses the system's fonts


def test_the_startup_probe_says_when_the_window_is_exposed_and_quits(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen", **{PROBE_VARIABLE: "1"})
    result = subprocess.run([sys.executable, "-m", "scopa_desktop", "--new"], env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [PROBE_LINE]
