"""Triestine: the pack of Trieste, double-ended figures in bright primaries,
straight swords, tall cups, star coins and turned batons, with the halberd
of Trieste on the ace of coins and, white on red, on the back."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins import emblems, figures, italian_suits
from scopa_desktop.skins.drawing import CARD_H, CARD_W, card_outline, ellipse, fill, stroke
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.italian_deck import ItalianSkin
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

RED = "#d0202e"
BLUE = "#274b9f"
YELLOW = "#f5c518"
GREEN = "#2e8b57"
INK = "#141414"
PAPER = "#ffffff"


class TriestineSkin(ItalianSkin):
    id = "triestine"
    name = QT_TRANSLATE_NOOP("Skins", "Triestine")
    description = QT_TRANSLATE_NOOP("Skins", "The pack of Trieste: bright double-ended figures, tall cups, "
                                             "star coins and the halberd of Trieste.")
    order = 22
    paper = PAPER
    edge = "#7a7a7a"
    index_colour = BLUE
    index_box = (PAPER, BLUE)
    court = figures.HALF_FIGURES
    divider = BLUE
    suits = ItalianStyle(
        outline=INK, line=0.7,
        coin=YELLOW, coin_shade="#e09a12", coin_accent=RED, coin_second=PAPER, sun_coin=False, star_coin=True,
        cup=RED, cup_trim=YELLOW, cup_inside="#6e0f16", tall_cup=True,
        blade="#e6eaee", blade_shade=BLUE, hilt=YELLOW, grip=BLUE, curved_swords=False,
        wood=GREEN, wood_shade="#1c5a36", baton_band=YELLOW, knobbly_batons=False,
    )
    figures = FigureStyle(
        outline=INK, line=0.7, flesh="#f6d9bd", hair="#d59a2a",
        robe=RED, robe_pattern=YELLOW, cape=GREEN, trim=YELLOW, hose=BLUE, shoes=INK,
        hat=GREEN, feather=RED, crown=YELLOW, jewel=BLUE,
        # A white horse, but greyed enough to show on the white card.
        horse="#dde1e6", horse_mane="#8a8a8a", ground=PAPER,
    )

    def draw_ace_of_coins(self, painter: QPainter) -> None:
        italian_suits.coin(painter, 50, 80, 34, self.suits, ornate=True)
        shield = _shield(50, 80, 19)
        fill(painter, shield, RED, INK, 0.8)
        emblems.halberd(painter, 50, 79, 27, PAPER, INK)

    def draw_back(self, painter: QPainter) -> None:
        # Red and white stripes with the halberd on a red shield.
        self.draw_paper(painter)
        field = card_outline(5)
        fill(painter, field, PAPER, INK, 0.8)
        painter.save()
        painter.setClipPath(field)
        stripes = QPainterPath()
        for i in range(0, 20):
            stripes.addRect(0, i * 9.0, CARD_W, 4.5)
        fill(painter, stripes, "#f3c6c9")
        painter.restore()
        stroke(painter, card_outline(7.5), RED, 1.6)
        fill(painter, ellipse(CARD_W / 2, CARD_H / 2, 27, 33), PAPER, BLUE, 1.2)
        fill(painter, _shield(CARD_W / 2, CARD_H / 2, 25), RED, INK, 1.0)
        emblems.halberd(painter, CARD_W / 2, CARD_H / 2 - 1, 34, PAPER, INK)


def _shield(cx: float, cy: float, h: float) -> QPainterPath:
    """A heater shield ``h`` tall, round-bottomed."""
    w = h * 0.8
    path = QPainterPath()
    path.moveTo(cx - w / 2, cy - h / 2)
    path.lineTo(cx + w / 2, cy - h / 2)
    path.lineTo(cx + w / 2, cy)
    path.quadTo(cx + w / 2, cy + h * 0.4, cx, cy + h / 2)
    path.quadTo(cx - w / 2, cy + h * 0.4, cx - w / 2, cy)
    path.closeSubpath()
    return path


SKIN = TriestineSkin()
