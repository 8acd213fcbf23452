"""Siciliane: the Sicilian pack, single-ended figures with a lady for the
Fante, eight-pointed star coins, two-handled cups, curved swords, the eagle
on the ace of coins and the red-and-gold trinacria on the back."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins import emblems, figures, italian_suits
from scopa_desktop.skins.drawing import CARD_H, CARD_W, card_outline, ellipse, fill, stroke
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.figures import Figure
from scopa_desktop.skins.italian_deck import ItalianSkin
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

RED = "#c0262d"
GOLD = "#f2b705"
TEAL = "#1f6f78"
ORANGE = "#e2711d"
INK = "#26160e"
PAPER = "#fffbf2"


class SicilianeSkin(ItalianSkin):
    id = "siciliane"
    name = QT_TRANSLATE_NOOP("Skins", "Siciliane")
    description = QT_TRANSLATE_NOOP("Skins", "The Sicilian pack: a lady for the Fante, star coins, two-handled "
                                             "cups, the eagle and the trinacria.")
    order = 12
    paper = PAPER
    edge = "#8c6e4a"
    index_colour = RED
    court: ClassVar[dict[int, Figure]] = {8: figures.full_lady, 9: figures.full_rider, 10: figures.full_king}
    suits = ItalianStyle(
        outline=INK, line=0.7,
        coin=GOLD, coin_shade=ORANGE, coin_accent=RED, coin_second=TEAL, sun_coin=False, star_coin=True,
        cup=TEAL, cup_trim=GOLD, cup_inside="#0f3a3f", tall_cup=False, cup_handles=True,
        blade="#cfe0ea", blade_shade=TEAL, hilt=GOLD, grip=RED, curved_swords=True,
        wood=ORANGE, wood_shade="#9c4a10", baton_band=TEAL, knobbly_batons=False,
    )
    figures = FigureStyle(
        outline=INK, line=0.7, flesh="#f1cfa8", hair="#3a2312",
        robe=TEAL, robe_pattern=GOLD, cape=RED, trim=GOLD, hose=ORANGE, shoes=INK,
        hat=RED, feather=TEAL, crown=GOLD, jewel=RED,
        horse="#7a4b2a", horse_mane=INK, ground="#efe2c4",
    )

    def draw_ace_of_coins(self, painter: QPainter) -> None:
        italian_suits.coin(painter, 50, 80, 34, self.suits, ornate=True)
        fill(painter, ellipse(50, 80, 20), PAPER, INK, 0.7)
        emblems.eagle(painter, 50, 80, 32, "#2b2b2b", INK, GOLD)

    def draw_back(self, painter: QPainter) -> None:
        # The Sicilian colours split diagonally, the trinacria in a gold ring.
        self.draw_paper(painter)
        field = card_outline(5)
        fill(painter, field, GOLD, INK, 0.8)
        painter.save()
        painter.setClipPath(field)
        red_half = QPainterPath()
        red_half.moveTo(0, 0)
        red_half.lineTo(0, CARD_H)
        red_half.lineTo(CARD_W, 0)
        red_half.closeSubpath()
        fill(painter, red_half, RED)
        painter.restore()
        stroke(painter, card_outline(8), PAPER, 1.2)
        fill(painter, ellipse(CARD_W / 2, CARD_H / 2, 25), PAPER, INK, 1.0)
        stroke(painter, ellipse(CARD_W / 2, CARD_H / 2, 22.5), GOLD, 1.4)
        emblems.trinacria(painter, CARD_W / 2, CARD_H / 2, 40, "#f1cfa8", INK, GOLD)


SKIN = SicilianeSkin()
