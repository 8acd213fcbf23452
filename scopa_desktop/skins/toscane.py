"""Toscane: the Florentine pack, single-ended figures in soft Tuscan colours,
straight swords, leafy batons, two-handled cups and the red lily of Florence
on the ace of coins and on the back."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtGui import QPainter

from scopa_desktop.skins import emblems, italian_suits
from scopa_desktop.skins.drawing import CARD_H, CARD_W, card_outline, ellipse, fill, stroke
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.figures import SUIT_POSES, Pose
from scopa_desktop.skins.italian_deck import ItalianSkin
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

LILY_RED = "#c1272d"
SKY = "#6f9fd8"
STRAW = "#ecc85a"
OLIVE = "#6b7d2f"
TERRACOTTA = "#c4623a"
INK = "#2b1d14"
PAPER = "#fdf8ee"


class ToscaneSkin(ItalianSkin):
    id = "toscane"
    name = QT_TRANSLATE_NOOP("Skins", "Toscane")
    description = QT_TRANSLATE_NOOP("Skins", "The Florentine pack: soft Tuscan colours, leafy batons, straight "
                                             "swords and the red lily of Florence.")
    order = 14
    paper = PAPER
    edge = "#8a7660"
    index_colour = LILY_RED
    # Florentine figures turn the other way from the Neapolitan ones.
    poses: ClassVar[dict[str, Pose]] = {
        "D": SUIT_POSES["C"], "C": SUIT_POSES["D"],
        "S": SUIT_POSES["B"], "B": SUIT_POSES["S"],
    }
    suits = ItalianStyle(
        outline=INK, line=0.7,
        coin=STRAW, coin_shade="#d09a2f", coin_accent=LILY_RED, coin_second=SKY, sun_coin=False,
        cup=SKY, cup_trim=STRAW, cup_inside="#2c4c78", tall_cup=False, cup_handles=True,
        blade="#e3e6ea", blade_shade=SKY, hilt=STRAW, grip=TERRACOTTA, curved_swords=False,
        wood=TERRACOTTA, wood_shade="#7d3a1e", baton_band=OLIVE, knobbly_batons=True, leafy_batons=True,
    )
    figures = FigureStyle(
        outline=INK, line=0.7, flesh="#f4d6b6", hair="#8a4b22",
        robe=SKY, robe_pattern="#fff3c4", cape=TERRACOTTA, trim=STRAW, hose=OLIVE, shoes=INK,
        hat=TERRACOTTA, feather=LILY_RED, crown=STRAW, jewel=LILY_RED,
        horse="#e9e2d2", horse_mane="#9b7a4e", ground="#ebe1c9",
    )

    def draw_ace_of_coins(self, painter: QPainter) -> None:
        italian_suits.coin(painter, 50, 80, 34, self.suits, ornate=True)
        fill(painter, ellipse(50, 80, 20), PAPER, INK, 0.7)
        emblems.lily(painter, 50, 80, 32, LILY_RED, INK)

    def draw_back(self, painter: QPainter) -> None:
        # A white field sown with small red lilies round a large one, in a red frame.
        self.draw_paper(painter)
        fill(painter, card_outline(5), LILY_RED, INK, 0.8)
        fill(painter, card_outline(8.5), PAPER)
        stroke(painter, card_outline(10.5), LILY_RED, 0.6)
        for row in range(6):
            for col in range(4):
                x, y = 22 + col * 18.7, 22 + row * 23.2
                if abs(x - CARD_W / 2) < 20 and abs(y - CARD_H / 2) < 26:
                    continue
                emblems.lily(painter, x, y, 10, LILY_RED, LILY_RED)
        emblems.lily(painter, CARD_W / 2, CARD_H / 2, 40, LILY_RED, INK)


SKIN = ToscaneSkin()
