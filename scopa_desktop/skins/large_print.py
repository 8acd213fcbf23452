"""Large print: the capture value in huge black numerals, one bold suit
symbol, and colour-blind-safe suit colours (Okabe-Ito) on distinct shapes,
for players who read the table from a distance."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter

from scopa_desktop.skins import italian_suits
from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.drawing import (
    SANS,
    card_outline,
    corner_indices,
    fill,
    stroke,
    text_path,
)
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

BLACK = "#000000"
WHITE = "#ffffff"
# Okabe-Ito colours, told apart under every common colour-vision deficiency:
# Denari orange, Coppe vermillion (darker), Spade blue, Bastoni bluish green.
ORANGE = "#e69f00"
VERMILLION = "#d55e00"
BLUE = "#0072b2"
GREEN = "#009e73"

FIGURE_WORDS = {8: "FANTE", 9: "CAVALLO", 10: "RE"}

BOLD = ItalianStyle(
    outline=BLACK, line=1.2,
    coin=ORANGE, coin_shade=ORANGE, coin_accent=BLACK, coin_second=WHITE, sun_coin=True,
    cup=VERMILLION, cup_trim=VERMILLION, cup_inside=BLACK, tall_cup=False,
    blade=BLUE, blade_shade=WHITE, hilt=BLUE, grip=BLUE, curved_swords=False,
    wood=GREEN, wood_shade=WHITE, baton_band=GREEN, knobbly_batons=False,
)


class LargePrintSkin(Skin):
    id = "large-print"
    name = QT_TRANSLATE_NOOP("Skins", "Large print")
    description = QT_TRANSLATE_NOOP("Skins", "Huge numerals and bold, colour-blind-safe suit symbols, "
                                             "readable across the room.")
    order = 40

    paper = WHITE
    edge = BLACK
    edge_width = 2.4
    index_scale = 1.3

    def draw_art(self, painter: QPainter, rank: int, suit: str) -> None:
        fill(painter, text_path(str(rank), QPointF(50, 68), 46, family=SANS, max_width=50), BLACK)
        if rank in FIGURE_WORDS:
            fill(painter, text_path(FIGURE_WORDS[rank], QPointF(50, 100), 8, family=SANS, max_width=44), BLACK)
        italian_suits.symbol(painter, suit, QPointF(50, 127), 30, BOLD)

    def draw_index(self, painter: QPainter, rank: int, suit: str) -> None:
        corner_indices(painter, str(rank), BLACK,
                       lambda p, centre, size: italian_suits.symbol(p, suit, centre, size, BOLD),
                       family=SANS, scale=self.index_scale)

    def draw_back(self, painter: QPainter) -> None:
        # Plain and unmistakable: a blue field with a thick white ring.
        self.draw_paper(painter)
        fill(painter, card_outline(6), BLUE)
        stroke(painter, card_outline(11), WHITE, 3.0)
        fill(painter, text_path("SCOPA", QPointF(50, 80), 12, family=SANS, max_width=60), WHITE)

SKIN = LargePrintSkin()
