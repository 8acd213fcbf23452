"""The contract every card-deck skin fulfils.

A skin paints into any rectangle of the card's aspect ratio; the base class
maps that rectangle onto a fixed 100 x 160 "card space" so each skin draws
with one set of coordinates and stays crisp at every size.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from scopa_desktop.engine.cards import SUITS
from scopa_desktop.skins import drawing

#: One card is painted at a time, whichever thread paints it (the table draws new sizes in a
#: worker): skins share cached paths (``functools.cache``), and a QPainterPath works out its
#: bounds lazily, unguarded, the first time they are asked for.
_painting = threading.Lock()


class Skin(ABC):
    """A deck design: card faces and a card back drawn as vector art.

    A face is drawn in three layers, each its own method so that tests can
    check one against another: the blank paper, the art (pips or court
    figure) and the corner indices over it.
    """

    id: str
    name: str
    description: str
    #: Position in the list offered to players (lower first).
    order: int = 100
    paper: str
    edge: str
    edge_width: float = 1.0
    #: How many times the usual size this deck draws its corner indices.
    index_scale: float = 1.0
    #: Whether the faces show French suits and ranks (diamonds, hearts, spades, clubs; J, Q, K),
    #: so the window names the cards that way while this deck is on the table.
    french_suits: bool = False

    def paint_face(self, painter: QPainter, rect: QRectF, rank: int, suit: str) -> None:
        """Paint the face of the card ``rank`` (1-10) of ``suit`` (``"DCSB"``) into ``rect``."""
        if not 1 <= rank <= 10 or len(suit) != 1 or suit not in SUITS:
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        with _painting, drawing.card_space(painter, rect):
            self.draw_face(painter, rank, suit)
            if (rank, suit) == (7, "D"):
                self.draw_settebello(painter)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the card back into ``rect``."""
        with _painting, drawing.card_space(painter, rect):
            self.draw_back(painter)

    def draw_face(self, painter: QPainter, rank: int, suit: str) -> None:
        """Draw a face in card space (100 x 160, origin top left)."""
        self.draw_paper(painter)
        self.draw_art(painter, rank, suit)
        self.draw_index(painter, rank, suit)

    def draw_paper(self, painter: QPainter) -> None:
        """The blank card every face and back starts from."""
        drawing.paint_paper(painter, self.paper, self.edge, self.edge_width)

    @abstractmethod
    def draw_art(self, painter: QPainter, rank: int, suit: str) -> None:
        """The pips or the court figure, inside :data:`drawing.SAFE_MARGIN`
        and clear of the corner indices."""

    @abstractmethod
    def draw_index(self, painter: QPainter, rank: int, suit: str) -> None:
        """Rank and suit in two opposite corners."""

    @abstractmethod
    def draw_back(self, painter: QPainter) -> None:
        """Draw the back in card space (100 x 160, origin top left)."""

    def draw_settebello(self, painter: QPainter) -> None:
        """Mark the 7 of Denari over its face; the same gold mark in every skin
        by default, so players recognise the most valuable card at a glance."""
        drawing.settebello_mark(painter)
