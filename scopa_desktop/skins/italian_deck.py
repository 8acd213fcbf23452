"""What the Italian-suited skins share: the make-up of a face.

A numeral card shows its symbols in the traditional arrangement, a figure
card its court figure holding the suit symbol, and both carry corner
indices; the subclasses choose palette, figure form, index frame and back.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import ClassVar

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter

from scopa_desktop.skins import figures, italian_suits
from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.drawing import LARGE_INDEX_SUIT_SIZE, corner_indices
from scopa_desktop.skins.figure_parts import FigureStyle
from scopa_desktop.skins.figures import FULL_FIGURES, SUIT_POSES, Emblem, Figure, Pose
from scopa_desktop.skins.italian_suits import ItalianStyle


class ItalianSkin(Skin):
    suits: ItalianStyle
    figures: FigureStyle
    index_colour: str
    index_box: tuple[str, str] | None = None
    #: Fante, Cavallo and Re; full-length single-ended figures unless ``divider`` is set.
    # By name, not ``figures.``: in this class body ``figures`` is the attribute above.
    court: ClassVar[dict[int, Figure]] = FULL_FIGURES
    #: Colour of the rule across double-ended figures; ``None`` for single-ended ones.
    divider: str | None = None
    poses: ClassVar[dict[str, Pose]] = SUIT_POSES

    def draw_art(self, painter: QPainter, rank: int, suit: str) -> None:
        if (rank, suit) == (1, "D"):
            self.draw_ace_of_coins(painter)
        elif rank <= 7:
            italian_suits.draw_pips(painter, rank, suit, self.suits)
        else:
            self.draw_figure(painter, rank, suit)

    def draw_index(self, painter: QPainter, rank: int, suit: str) -> None:
        corner_indices(painter, str(rank), self.index_colour,
                       lambda p, centre, size: italian_suits.symbol(p, suit, centre, size, self.suits),
                       box=self.index_box, halo=self.paper, suit_size=LARGE_INDEX_SUIT_SIZE)

    def emblem(self, suit: str) -> Emblem:
        """The suit symbol as a figure holds it."""
        return lambda p, x, y, size: italian_suits.symbol(p, suit, QPointF(x, y), size, self.suits)

    def draw_figure(self, painter: QPainter, rank: int, suit: str) -> None:
        """Fante (8), Cavallo (9) or Re (10) holding the symbol of ``suit``,
        posed and dressed as that suit's figures are in this deck."""
        style = figures.suit_style(self.figures, suit)
        if self.divider is None:
            figures.single_ended(painter, self.court[rank], style, self.emblem(suit), self.poses[suit])
        else:
            figures.double_ended(painter, self.court[rank], style, self.emblem(suit), self.divider,
                                 self.poses[suit])

    def draw_ace_of_coins(self, painter: QPainter) -> None:
        """The ace of Denari, the card a deck's printer signs with a local
        emblem; by default the plain large coin."""
        italian_suits.draw_pips(painter, 1, "D", self.suits)

    @abstractmethod
    def draw_back(self, painter: QPainter) -> None:
        """Draw the back in card space (100 x 160, origin top left)."""
