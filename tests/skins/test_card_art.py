"""Card art that stays on the card: every drawn element of every face and back
lies inside the card's safe margin, the art keeps clear of the corner
indices, a 6 is told from a 9 upside down, and horses stand out from the
paper.  Checked on pixels, at a table size and a large size, so that clipping,
rotation and the double-ended mirror are all taken into account."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from scopa_desktop.engine.cards import SUITS
from scopa_desktop.skins import CARD_ASPECT, available_skins, drawing, figures, skin_by_id
from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.italian_deck import ItalianSkin

SKIN_IDS = [s.id for s in available_skins()]
ITALIAN_IDS = [s.id for s in available_skins() if isinstance(s, ItalianSkin)]
FACES = [(rank, suit) for suit in SUITS for rank in range(1, 11)]
COURTS = [(rank, suit) for suit in SUITS for rank in (8, 9, 10)]
#: A table card and a card in a large window.
WIDTHS = [90, 240]
#: How much a pixel's channels must differ to count as ink: an element lying
#: exactly on a boundary tints the pixels it half covers less than this.
INK = 72
Painting = Callable[[QPainter], None]


#: Fonts (the indices' numerals) need the application.
pytestmark = pytest.mark.usefixtures("qapp")


def render(width: int, paint: Painting) -> QImage:
    """``paint`` (card-space drawing) on a transparent card ``width`` pixels wide."""
    height = round(width * CARD_ASPECT)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    with drawing.card_space(painter, QRectF(0, 0, width, height)):
        paint(painter)
    painter.end()
    return image


def face_art(skin: Skin, rank: int, suit: str) -> Painting:
    """The paper and the art of a face, without its corner indices."""
    def paint(p: QPainter) -> None:
        face_paper(skin, rank, suit)(p)
        skin.draw_art(p, rank, suit)
        if (rank, suit) == (7, "D"):
            drawing.settebello_badge(p)
    return paint


def face_index(skin: Skin, rank: int, suit: str) -> Painting:
    """The paper and the corner indices of a face, without its art."""
    def paint(p: QPainter) -> None:
        face_paper(skin, rank, suit)(p)
        skin.draw_index(p, rank, suit)
    return paint


def face_paper(skin: Skin, rank: int, suit: str) -> Painting:
    """The blank card, with the settebello's gold frame along its edge."""
    def paint(p: QPainter) -> None:
        skin.draw_paper(p)
        if (rank, suit) == (7, "D"):
            drawing.settebello_frame(p)
    return paint


def whole_face(skin: Skin, rank: int, suit: str) -> Painting:
    return lambda p: skin.paint_face(p, QRectF(0, 0, drawing.CARD_W, drawing.CARD_H), rank, suit)


def ink(image: QImage, blank: QImage, pixels: Iterable[int] | None = None, threshold: int = INK) -> list[int]:
    """The pixels (``y * width + x``) where ``image`` differs from ``blank`` by
    more than ``threshold`` in some channel; only those of ``pixels`` if given."""
    drawn, paper = image.constBits().cast("I"), blank.constBits().cast("I")
    where = range(len(drawn)) if pixels is None else pixels
    found = []
    for i in where:
        a, b = drawn[i], paper[i]
        if a != b and max(abs((a >> shift & 255) - (b >> shift & 255)) for shift in (0, 8, 16, 24)) > threshold:
            found.append(i)
    return found


def margin_band(width: int) -> list[int]:
    """The pixels wholly within ``SAFE_MARGIN`` card units of the card's edge."""
    def paint(p: QPainter) -> None:
        band = drawing.card_outline(0).subtracted(drawing.card_outline(drawing.SAFE_MARGIN))
        drawing.fill(p, band, "#ffffff")
    image = render(width, paint)
    alpha = bytes(image.constBits())[3::4]
    return [i for i, a in enumerate(alpha) if a == 255]


def where(pixels: list[int], width: int) -> str:
    """The first few pixels as card-space points, for a failure message."""
    scale = drawing.CARD_W / width
    return ", ".join(f"({i % width * scale:.0f}, {i // width * scale:.0f})" for i in pixels[:3])


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_every_element_lies_inside_the_safe_margin(skin_id, width):
    """Nothing but the paper, its edge line and the settebello's frame within
    ``SAFE_MARGIN`` of the edge, on every face and the back: a corner sword cut
    by the edge, a pommel on it or a double-ended figure's hat or horse run off
    the card all fail here."""
    skin = skin_by_id(skin_id)
    band = margin_band(width)
    faults = []
    for rank, suit in FACES:
        inked = ink(render(width, whole_face(skin, rank, suit)), render(width, face_paper(skin, rank, suit)), band)
        if inked:
            faults.append(f"{rank}{suit} at {where(inked, width)}")
    inked = ink(render(width, skin.draw_back), render(width, skin.draw_paper), band)
    if inked:
        faults.append(f"the back at {where(inked, width)}")
    assert not faults, f"{skin_id} at {width} px draws into the margin: " + "; ".join(faults)


def grown(pixels: list[int], width: int, height: int, by: int) -> set[int]:
    """``pixels`` and every pixel within ``by`` of one of them: each row's runs of pixels,
    widened by the disc's half-width on each row it reaches (a pixel at a time took seconds)."""
    runs: dict[int, list[tuple[int, int]]] = {}  # row -> its runs, first and last column
    for i in sorted(pixels):
        y, x = divmod(i, width)
        row = runs.setdefault(y, [])
        if row and row[-1][1] == x - 1:
            row[-1] = (row[-1][0], x)
        else:
            row.append((x, x))
    zone: set[int] = set()
    for y, row in runs.items():
        for dy in range(-by, by + 1):
            if 0 <= y + dy < height:
                half = math.isqrt(by * by - dy * dy)  # the disc's reach along the row dy away
                start = (y + dy) * width
                for first, last in row:
                    zone.update(range(start + max(0, first - half), start + min(width - 1, last + half) + 1))
    return zone


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_court_figures_keep_clear_of_the_corner_indices(skin_id, width):
    """No part of a court figure, its horse or the symbol it holds over or
    touching the corner index (numeral, suit mark or frame), as the coin of
    the Romagnole 9 of Denari lay over its corner pip: paper is left between."""
    skin = skin_by_id(skin_id)
    gap = max(1, round(width * drawing.INDEX_CLEARANCE / drawing.CARD_W))
    height = round(width * CARD_ASPECT)
    # The indices sit in the top-left and bottom-right quarters.
    corners = [y * width + x for y in range(height) for x in range(width)
               if (x < width // 2) == (y < height // 2)]
    faults = []
    for rank, suit in COURTS:
        blank = render(width, face_paper(skin, rank, suit))
        # Everything the index changes, the halo and the frame's fill too.
        index = ink(render(width, face_index(skin, rank, suit)), blank, corners, threshold=2)
        zone = grown(index, width, blank.height(), gap)
        inked = ink(render(width, face_art(skin, rank, suit)), blank, sorted(zone))
        if inked:
            faults.append(f"{rank}{suit} at {where(inked, width)}")
    assert not faults, f"{skin_id} at {width} px draws over its corner index: " + "; ".join(faults)


def rank_strip(image: QImage, blank: QImage, index_scale: float) -> list[int]:
    """Ink in the band between the rank numeral and the suit mark of the
    top-left index, where a 6 or a 9 is underlined."""
    w = image.width()
    scale = w / drawing.CARD_W * index_scale
    top = round((drawing.INDEX_RANK_Y + drawing.INDEX_RANK_H / 2 + 0.5) * scale)
    bottom = round((drawing.INDEX_RANK_Y + drawing.INDEX_RANK_H / 2 + drawing.INDEX_RANK_GAP - 0.8) * scale)
    left, right = round((drawing.INDEX_X - 3) * scale), round((drawing.INDEX_X + 3) * scale)
    return ink(image, blank, [y * w + x for y in range(top, bottom) for x in range(left, right)])


@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_six_and_nine_are_underlined_and_no_other_rank(skin_id):
    """Upside down a 6 reads as a 9: both are underlined as on printed decks,
    and only they, so the line says which way up the numeral is."""
    skin = skin_by_id(skin_id)
    width = 300
    blank = render(width, skin.draw_paper)
    for rank in range(1, 11):
        strip = rank_strip(render(width, face_index(skin, rank, "C")), blank, skin.index_scale)
        # The French 9 is a queen, indexed "Q".
        if rank == 6 or (rank == 9 and skin_id != "french"):
            assert len(strip) > 20, f"{skin_id}: the {rank} has no line under its index"
        else:
            assert not strip, f"{skin_id}: the {rank} has a mark under its index"


def colour_distance(first: str, second: str) -> int:
    a, b = QColor(first), QColor(second)
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


@pytest.mark.parametrize("skin_id", ITALIAN_IDS)
def test_every_horse_stands_out_from_the_paper(skin_id):
    """A white horse is drawn off-white, so that its body, not only its
    outline, shows on the card, where the Triestine one vanished into it."""
    skin = skin_by_id(skin_id)
    assert isinstance(skin, ItalianSkin)
    for suit in SUITS:
        horse = figures.suit_style(skin.figures, suit).horse
        assert colour_distance(horse, skin.paper) >= 24, f"{skin_id}: the horse of {suit} is the paper's colour"
