"""Romagnole: the pack of Romagna in the rust-and-green of its printed
linen, double-ended figures, sun coins, round two-handled cups, straight
swords and knobbly batons, with a bunch of Sangiovese grapes on the back."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins import emblems, figures
from scopa_desktop.skins.drawing import CARD_H, CARD_W, card_outline, ellipse, fill, stroke
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.figures import SUIT_POSES, Pose
from scopa_desktop.skins.italian_deck import ItalianSkin
from scopa_desktop.skins.italian_suits import ItalianStyle

from ..resources.translation import QT_TRANSLATE_NOOP

RUST = "#b4501f"
BOTTLE = "#2f5d3a"
INDIGO = "#2d3566"
WHEAT = "#e2b65a"
INK = "#22160f"
LINEN = "#f6eedc"


class RomagnoleSkin(ItalianSkin):
    id = "romagnole"
    name = QT_TRANSLATE_NOOP("Skins", "Romagnole")
    description = QT_TRANSLATE_NOOP("Skins", "The pack of Romagna: rust and green like its printed linen, "
                                             "double-ended figures, grapes on the back.")
    order = 24
    paper = LINEN
    edge = "#6b4a32"
    index_colour = RUST
    court = figures.HALF_FIGURES
    divider = RUST
    poses: ClassVar[dict[str, Pose]] = {
        "D": SUIT_POSES["S"], "C": SUIT_POSES["B"],
        "S": SUIT_POSES["D"], "B": SUIT_POSES["C"],
    }
    suits = ItalianStyle(
        outline=INK, line=0.75,
        coin=WHEAT, coin_shade=RUST, coin_accent=BOTTLE, coin_second="#f3dca0", sun_coin=True,
        cup=RUST, cup_trim=WHEAT, cup_inside="#5b240c", tall_cup=False, cup_handles=True,
        blade="#dadfe3", blade_shade=INDIGO, hilt=WHEAT, grip=BOTTLE, curved_swords=False,
        wood=BOTTLE, wood_shade="#173220", baton_band=WHEAT, knobbly_batons=True,
    )
    figures = FigureStyle(
        outline=INK, line=0.75, flesh="#efcfae", hair="#4a2a14",
        robe=RUST, robe_pattern=WHEAT, cape=BOTTLE, trim=WHEAT, hose=INDIGO, shoes=INK,
        hat=INDIGO, feather=BOTTLE, crown=WHEAT, jewel=BOTTLE,
        horse="#d9c7a6", horse_mane="#5b3a20", ground=LINEN,
    )

    def draw_back(self, painter: QPainter) -> None:
        # Rust print on linen: a lattice of vine tendrils and a bunch of grapes in a wreath.
        self.draw_paper(painter)
        field = card_outline(5)
        fill(painter, field, LINEN, RUST, 1.2)
        painter.save()
        painter.setClipPath(field)
        waves = QPainterPath()
        for col in range(-1, 7):
            x = col * 18.0
            waves.moveTo(x, 0)
            for k in range(9):
                y = k * 20.0
                waves.quadTo(x + (6 if k % 2 else -6), y + 10, x, y + 20)
        stroke(painter, waves, RUST, 1.4)
        for col in range(6):
            for row in range(8):
                fill(painter, ellipse(col * 18.0 + 9, row * 20.0 + 10, 1.6), RUST)
        painter.restore()
        stroke(painter, card_outline(7.5), RUST, 1.6)
        fill(painter, ellipse(CARD_W / 2, CARD_H / 2, 26, 32), LINEN, RUST, 1.6)
        stroke(painter, ellipse(CARD_W / 2, CARD_H / 2, 22, 28), BOTTLE, 0.8)
        emblems.grapes(painter, CARD_W / 2 - 2, CARD_H / 2 + 2, 40, RUST, BOTTLE, INK)


SKIN = RomagnoleSkin()
