"""The card table, built like KDE's libkcardgame/KPat: a scene that owns the
piles and what the mouse and keyboard do (``scene``), piles that keep their card
items across moves (``piles``), an animator (``animator``), name plates and labels
(``items``) in the places a pure function gives them (``layout``), and the
view that shows it (``view``)."""

from .scene import LIT_MS, MOVE_MS, TableScene
from .view import TableView

__all__ = ["LIT_MS", "MOVE_MS", "TableScene", "TableView"]
