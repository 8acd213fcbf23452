"""French-suited pack: diamonds, hearts, spades and clubs, indices A-7 and
J, Q, K for 8, 9, 10 (RULES.md section 1), double-ended court cards."""

from __future__ import annotations

from functools import cache, partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins import figures
from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.drawing import (
    CARD_H,
    card_outline,
    corner_indices,
    ellipse,
    fill,
    line_pattern_shape,
    rotated,
    stroke,
    stroke_line_pattern,
)
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.french_suits import suit_path

from ..resources.translation import QT_TRANSLATE_NOOP

RED = "#c8102e"
BLACK = "#111111"
BLUE = "#1d3f8f"
YELLOW = "#f2c12e"
#: The width of the back's cross-hatch lines.
HATCH_WIDTH = 0.5
PAPER = "#ffffff"

RANK_TEXT = {1: "A", 8: "J", 9: "Q", 10: "K"}
COURTS = {8: figures.half_page, 9: figures.half_queen, 10: figures.half_king}

#: Standard pip positions; pips below the middle are drawn upside down.
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(50, 34), (50, 126)],
    3: [(50, 34), (50, 80), (50, 126)],
    4: [(33, 34), (67, 34), (33, 126), (67, 126)],
    5: [(33, 34), (67, 34), (50, 80), (33, 126), (67, 126)],
    6: [(33, 34), (67, 34), (33, 80), (67, 80), (33, 126), (67, 126)],
    7: [(33, 34), (67, 34), (50, 57), (33, 80), (67, 80), (33, 126), (67, 126)],
}
PIP_SIZE = 24.0

COURT_STYLE = FigureStyle(
    outline=BLACK, line=0.7, flesh="#f7dcc0", hair="#e0a526",
    robe=RED, robe_pattern="#f5c242", cape=BLUE, trim=YELLOW, hose=BLUE, shoes=BLACK,
    hat=BLUE, feather=RED, crown=YELLOW, jewel=RED,
    horse="#ffffff", horse_mane=BLACK, ground=PAPER,
)
#: Clear of the corner indices, the widest of which (K) reaches x = 20.5.
COURT_FRAME = QRectF(23, 7, 54, CARD_H - 14)


def colour_of(suit: str) -> str:
    return RED if suit in "DC" else BLACK


class FrenchSkin(Skin):
    id = "french"
    name = QT_TRANSLATE_NOOP("Skins", "French")
    description = QT_TRANSLATE_NOOP("Skins", "French suits: diamonds, hearts, spades, clubs; J, Q, K for 8, 9, 10.")
    order = 30
    french_suits = True

    paper = PAPER
    edge = "#9a9a9a"

    def draw_art(self, painter: QPainter, rank: int, suit: str) -> None:
        colour = colour_of(suit)
        if rank == 1:
            # A large pip in a fine double ring, as aces are engraved.
            stroke(painter, ellipse(50, 80, 33), colour, 0.6)
            stroke(painter, ellipse(50, 80, 30.5), colour, 1.4)
            fill(painter, suit_path(suit, QPointF(50, 80), 44), colour)
        elif rank <= 7:
            for x, y in PIPS[rank]:
                pip = suit_path(suit, QPointF(x, y), PIP_SIZE)
                if y > CARD_H / 2:
                    rotated(painter, x, y, 180, partial(fill, path=pip, colour=colour))
                else:
                    fill(painter, pip, colour)
        else:
            self._court(painter, rank, suit)

    def draw_index(self, painter: QPainter, rank: int, suit: str) -> None:
        colour = colour_of(suit)
        corner_indices(painter, RANK_TEXT.get(rank, str(rank)), colour,
                       lambda p, centre, size: fill(p, suit_path(suit, centre, size * 1.05), colour),
                       halo=PAPER)

    def _court(self, painter: QPainter, rank: int, suit: str) -> None:
        colour = colour_of(suit)
        frame = QPainterPath()
        frame.addRect(COURT_FRAME)
        painter.save()
        painter.setClipPath(frame)
        fill(painter, frame, "#fdf6e3")

        def emblem(p: QPainter, x: float, y: float, size: float) -> None:
            fill(p, suit_path(suit, QPointF(x, y), size), colour, BLACK, 0.5)

        # The figure is drawn for a full-width card; shrink it into the frame.
        painter.translate(50, CARD_H / 2)
        painter.scale(0.84, 0.84)
        painter.translate(-50, -CARD_H / 2)
        figures.double_ended(painter, COURTS[rank], COURT_STYLE, emblem, colour)
        painter.restore()
        stroke(painter, frame, colour, 1.0)

    def draw_back(self, painter: QPainter) -> None:
        # Navy with a fine diagonal cross-hatch and a white border.
        self.draw_paper(painter)
        field = card_outline(6)
        fill(painter, field, BLUE)
        painter.save()
        painter.setClipPath(field)
        stroke_line_pattern(painter, _hatch(), _hatch_shape(), "#6f8fd6", HATCH_WIDTH)
        painter.restore()
        stroke(painter, card_outline(8.5), PAPER, 0.8)
        for suit, (x, y) in zip("CSDB", ((40, 70), (60, 70), (40, 90), (60, 90)), strict=False):
            fill(painter, suit_path(suit, QPointF(x, y), 16), PAPER)


@cache
def _hatch() -> QPainterPath:
    """The back's cross-hatch: lines at 45 degrees both ways, 5 units apart, across the card
    (only those that cross it: each is stroked into the hatch's shape once)."""
    hatch = QPainterPath()
    for i in range(-32, 21):
        hatch.moveTo(i * 5, 0)
        hatch.lineTo(i * 5 + CARD_H, CARD_H)
        hatch.moveTo(i * 5 + CARD_H, 0)
        hatch.lineTo(i * 5, CARD_H)
    return hatch


@cache
def _hatch_shape() -> QPainterPath:
    return line_pattern_shape(_hatch(), HATCH_WIDTH, card_outline(5))


SKIN = FrenchSkin()
