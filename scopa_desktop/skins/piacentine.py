"""Piacentine: the northern pack, earthy reds and ochres, straight swords,
knobbly batons, double-ended half figures and framed corner indices."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins import figures
from scopa_desktop.skins.drawing import CARD_H, CARD_W, card_outline, fill, polygon, stroke
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.italian_deck import ItalianSkin
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

OXBLOOD = "#9b2335"
OCHRE = "#d9a441"
NAVY = "#243b6b"
SAGE = "#5b7f4a"
WOOD = "#9a6132"
INK = "#1b1b1b"

class PiacentineSkin(ItalianSkin):
    id = "piacentine"
    name = QT_TRANSLATE_NOOP("Skins", "Piacentine")
    description = QT_TRANSLATE_NOOP("Skins", "The northern Italian pack: straight swords, knobbly batons, "
                                             "double-ended figures.")
    order = 20
    paper = "#fbf6e9"
    edge = "#5a4a3a"
    index_colour = OXBLOOD
    index_box = ("#fffdf6", INK)
    court = figures.HALF_FIGURES
    divider = OXBLOOD
    suits = ItalianStyle(
        outline=INK, line=0.75,
        coin=OCHRE, coin_shade="#b9822a", coin_accent=OXBLOOD, coin_second="#e8c46a", sun_coin=True,
        cup=NAVY, cup_trim=OCHRE, cup_inside="#141f3a", tall_cup=True,
        blade="#dfe3e8", blade_shade="#7d8894", hilt=OCHRE, grip=OXBLOOD, curved_swords=False,
        wood=WOOD, wood_shade="#5e3a1c", baton_band="#e3c48e", knobbly_batons=True,
    )
    figures = FigureStyle(
        outline=INK, line=0.75, flesh="#f3d2b0", hair="#2e2216",
        robe=NAVY, robe_pattern="#8aa0cf", cape=OXBLOOD, trim=OCHRE, hose=OXBLOOD, shoes=INK,
        hat=OXBLOOD, feather=SAGE, crown=OCHRE, jewel=OXBLOOD,
        horse="#8c5a34", horse_mane="#3b2413", ground="#e6dcc4",
    )

    def draw_back(self, painter: QPainter) -> None:
        # A two-colour tartan in a cream border: nothing like the red lattice
        # of the Napoletane back.
        self.draw_paper(painter)
        field = card_outline(5)
        fill(painter, field, NAVY, INK, 0.8)
        painter.save()
        painter.setClipPath(field)
        for step, colour, width in ((16.0, SAGE, 7.0), (16.0, OXBLOOD, 2.0), (8.0, OCHRE, 0.6)):
            lines = QPainterPath()
            for i in range(0, int(CARD_H / step) + 2):
                lines.moveTo(i * step, 0)
                lines.lineTo(i * step, CARD_H)
                lines.moveTo(0, i * step)
                lines.lineTo(CARD_W, i * step)
            painter.setOpacity(0.75)
            stroke(painter, lines, colour, width)
        painter.restore()
        stroke(painter, card_outline(7.5), OCHRE, 1.4)
        cx, cy = CARD_W / 2, CARD_H / 2
        fill(painter, polygon([(cx, cy - 30), (cx + 22, cy), (cx, cy + 30), (cx - 22, cy)]), self.paper, INK, 1.0)
        fill(painter, polygon([(cx, cy - 22), (cx + 15, cy), (cx, cy + 22), (cx - 15, cy)]), OXBLOOD, INK, 0.6)
        fill(painter, polygon([(cx, cy - 12), (cx + 8, cy), (cx, cy + 12), (cx - 8, cy)]), OCHRE, INK, 0.6)


SKIN = PiacentineSkin()
