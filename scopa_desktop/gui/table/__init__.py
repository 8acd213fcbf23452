"""The card table, built like KDE's libkcardgame/KPat: a scene that owns the
piles and passes the mouse and the keys on (``scene``, ``mouse``, ``keys``), what
is selected (``selection``), piles that keep their card items across moves
(``piles``) and their cards' pictures, drawn off the GUI thread at a new size
(``pictures``), an animator (``animator``) and the moves it makes (``choreography``),
name plates and labels (``items``) in the places a pure function gives them
(``layout``), and the view that shows it (``view``)."""

from .choreography import LIT_MS, MOVE_MS
from .scene import TableScene
from .view import TableView

__all__ = ["LIT_MS", "MOVE_MS", "TableScene", "TableView"]
