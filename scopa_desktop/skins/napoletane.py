"""Napoletane: the southern pack, bright primary colours, curved swords,
turned clubs and full-length figures."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins import italian_suits
from scopa_desktop.skins.drawing import (
    CARD_H,
    CARD_W,
    card_outline,
    ellipse,
    fill,
    line_pattern_shape,
    star,
    stroke,
    stroke_line_pattern,
)
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.italian_deck import ItalianSkin
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

RED = "#c62a2f"
BLUE = "#1f4f9e"
GREEN = "#2f8a3a"
YELLOW = "#f4c430"
INK = "#2a1a12"
#: The back's gold lattice: its lines' width and the distance between them.
LATTICE_WIDTH = 0.8
LATTICE_STEP = 10.0


class NapoletaneSkin(ItalianSkin):
    id = "napoletane"
    name = QT_TRANSLATE_NOOP("Skins", "Napoletane")
    description = QT_TRANSLATE_NOOP("Skins", "The Neapolitan pack: bright coins, goblets, curved swords and clubs, "
                                             "full-length figures.")
    order = 10
    paper = "#fffaf0"
    edge = "#8c7a62"
    index_colour = INK
    suits = ItalianStyle(
        outline=INK, line=0.7,
        coin=YELLOW, coin_shade="#e0a21c", coin_accent=RED, coin_second=GREEN, sun_coin=False,
        cup=RED, cup_trim=YELLOW, cup_inside="#7a1418", tall_cup=False,
        blade="#9ec3e6", blade_shade=BLUE, hilt=YELLOW, grip=RED, curved_swords=True,
        wood=GREEN, wood_shade="#1d5e26", baton_band=RED, knobbly_batons=False,
    )
    figures = FigureStyle(
        outline=INK, line=0.7, flesh="#f6d7b8", hair="#6b3b1a",
        robe=RED, robe_pattern="#f7d060", cape=BLUE, trim=YELLOW, hose=GREEN, shoes="#3b2416",
        hat=BLUE, feather=RED, crown=YELLOW, jewel=RED,
        horse="#f2f0ea", horse_mane="#b58a55", ground="#e6dcc4",
    )

    def draw_back(self, painter: QPainter) -> None:
        # Red field with a fine gold lattice and a central sun medallion.
        self.draw_paper(painter)
        field = card_outline(5)
        fill(painter, field, RED, INK, 0.8)
        painter.save()
        painter.setClipPath(field)
        stroke_line_pattern(painter, _lattice(), _lattice_shape(), YELLOW, LATTICE_WIDTH)
        # A blue dot in the middle of every diamond of the lattice.
        step = LATTICE_STEP
        for i in range(-20, 20):
            for j in range(0, 30):
                x, y = (i + j + 1) * step / 2, (j - i) * step / 2
                if -step < x < CARD_W + step and -step < y < CARD_H + step:
                    fill(painter, ellipse(x, y, 1.3), BLUE)
        painter.restore()
        stroke(painter, card_outline(7.5), YELLOW, 1.2)
        fill(painter, ellipse(CARD_W / 2, CARD_H / 2, 22, 28), self.paper, INK, 1.0)
        stroke(painter, ellipse(CARD_W / 2, CARD_H / 2, 19, 25), RED, 1.0)
        fill(painter, star(CARD_W / 2, CARD_H / 2, 16, 7, 8), YELLOW, INK, 0.6)
        italian_suits.coin(painter, CARD_W / 2, CARD_H / 2, 7, self.suits)


@cache
def _lattice() -> QPainterPath:
    """The back's gold lattice: lines at 45 degrees both ways, 10 units apart, across the card."""
    lattice = QPainterPath()
    step = LATTICE_STEP
    for i in range(-20, 30):
        lattice.moveTo(i * step, 0)
        lattice.lineTo(i * step + CARD_H, CARD_H)
        lattice.moveTo(i * step, 0)
        lattice.lineTo(i * step - CARD_H, CARD_H)
    return lattice


@cache
def _lattice_shape() -> QPainterPath:
    return line_pattern_shape(_lattice(), LATTICE_WIDTH, card_outline(4))


SKIN = NapoletaneSkin()
