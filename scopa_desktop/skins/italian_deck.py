"""What the two Italian-suited skins share: the make-up of a face.

A numeral card shows its symbols in the traditional arrangement, a figure
card its court figure holding the suit symbol, and both carry corner
indices; the subclasses choose palette, figure form, index frame and back.
"""

from __future__ import annotations

from abc import abstractmethod

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter

from scopa_desktop.skins import italian_suits
from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.drawing import corner_indices, paint_paper
from scopa_desktop.skins.figures import FigureStyle
from scopa_desktop.skins.italian_suits import ItalianStyle


class ItalianSkin(Skin):
    suits: ItalianStyle
    figures: FigureStyle
    paper: str
    edge: str
    index_colour: str
    index_box: tuple[str, str] | None = None

    def draw_face(self, painter: QPainter, rank: int, suit: str) -> None:
        paint_paper(painter, self.paper, self.edge)
        if rank <= 7:
            italian_suits.draw_pips(painter, rank, suit, self.suits)
        else:
            self.draw_figure(painter, rank, suit)
        corner_indices(painter, str(rank), self.index_colour,
                       lambda p, centre, size: italian_suits.symbol(p, suit, centre, size, self.suits),
                       box=self.index_box, halo=self.paper)

    def emblem(self, suit: str):
        """The suit symbol as a figure holds it."""
        return lambda p, x, y, size: italian_suits.symbol(p, suit, QPointF(x, y), size, self.suits)

    @abstractmethod
    def draw_figure(self, painter: QPainter, rank: int, suit: str) -> None:
        """Fante (8), Cavallo (9) or Re (10) holding the symbol of ``suit``."""
