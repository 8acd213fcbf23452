"""Card art that stays on the card: every drawn element of every face and back
lies inside the card's safe margin, the art keeps clear of the corner
indices, a 6 is told from a 9 upside down, and horses stand out from the
paper.  Checked on pixels, at a table size and a large size, so that clipping,
rotation and the double-ended mirror are all taken into account."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

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
#: A table card and a card in a large window.  The large one finds what strays by less than a pixel
#: of the table card (a fifth of the fast tier's drawing, 20 s of CPU), so the slow tier's.
WIDTHS = [90, pytest.param(240, marks=pytest.mark.slow)]
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
    where = changed(image, blank) if pixels is None else pixels
    found = []
    for i in where:
        a, b = drawn[i], paper[i]
        if a != b and (abs((a & 255) - (b & 255)) > threshold or abs((a >> 8 & 255) - (b >> 8 & 255)) > threshold
                       or abs((a >> 16 & 255) - (b >> 16 & 255)) > threshold or abs((a >> 24) - (b >> 24)) > threshold):
            found.append(i)
    return found


def changed(image: QImage, blank: QImage, run: int = 16) -> Iterator[int]:
    """The pixels where ``image`` differs from ``blank`` at all, found by
    comparing runs of pixels first: most of a card is untouched paper."""
    drawn, paper = bytes(image.constBits()), bytes(blank.constBits())
    drawn_pixels, paper_pixels = image.constBits().cast("I"), blank.constBits().cast("I")
    step = 4 * run
    for start in range(0, len(drawn), step):
        if drawn[start:start + step] != paper[start:start + step]:
            for i in range(start // 4, min(start + step, len(drawn)) // 4):
                if drawn_pixels[i] != paper_pixels[i]:
                    yield i


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


def grown(pixels: list[int], width: int, height: int, by: int) -> list[int]:
    """``pixels`` and every pixel within ``by`` of one of them, as one bit
    mask a row: each row's pixels grown sideways, spread over the rows in reach."""
    rows = [0] * height
    for i in pixels:
        rows[i // width] |= 1 << (i % width)
    reach = {dy: int((by * by - dy * dy) ** 0.5) for dy in range(-by, by + 1)}
    zone = [0] * height
    for y, row in enumerate(rows):
        for dy, dx_max in reach.items():
            if row and 0 <= y + dy < height:
                wide = row
                for dx in range(1, dx_max + 1):
                    wide |= row << dx | row >> dx
                zone[y + dy] |= wide
    return [mask & ((1 << width) - 1) for mask in zone]


def ink_within(image: QImage, blank: QImage, zone: list[int]) -> list[int]:
    """:func:`ink` within ``zone`` (a bit mask a row), each run of the zone
    compared whole first: where the art keeps clear, it is all paper."""
    width = image.width()
    drawn, paper = bytes(image.constBits()), bytes(blank.constBits())
    suspects = []
    for y, mask in enumerate(zone):
        while mask:
            start = (mask & -mask).bit_length() - 1
            rest = mask >> start
            length = (rest ^ (rest + 1)).bit_length() - 1  # the run of set bits from ``start``
            first, last = 4 * (y * width + start), 4 * (y * width + start + length)
            if drawn[first:last] != paper[first:last]:
                suspects.extend(range(y * width + start, y * width + start + length))
            mask &= ~(((1 << length) - 1) << start)
    return ink(image, blank, suspects)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_every_face_keeps_clear_of_the_corner_indices(skin_id, width):
    """No pip, court figure, horse or held symbol over or touching the corner
    index (numeral, suit mark or frame) on any card: paper is left between, as
    printed decks leave it.  The outer swords and batons of the 6 and 7 ran
    into the index, the coins of a 5 into a framed one, and the coin of the
    Romagnole 9 of Denari lay over its corner pip."""
    skin = skin_by_id(skin_id)
    gap = max(1, round(width * drawing.INDEX_CLEARANCE / drawing.CARD_W))
    height = round(width * CARD_ASPECT)
    faults = []
    for rank, suit in FACES:
        blank = render(width, face_paper(skin, rank, suit))
        # Everything the index changes, the halo and the frame's fill too; the
        # indices sit in the top-left and bottom-right quarters.
        index = [i for i in ink(render(width, face_index(skin, rank, suit)), blank, threshold=2)
                 if (i % width < width // 2) == (i // width < height // 2)]
        zone = grown(index, width, height, gap)
        inked = ink_within(render(width, face_art(skin, rank, suit)), blank, zone)
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
