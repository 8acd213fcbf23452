"""A networked table plays like the game against the AI: the same move log, the
same status line, the same sounds and the same round-over dialog (the same
``Narrator``), fed by ``RemoteGame``'s signals.

What differs is the server's pace: it deals the next round at once, so the
round's count opens beside the table (not in its way) and closing it only
closes it; after the match the host's *Play again* starts a new match at the
same table, a guest's dialog only closes (the host decides).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ...net.messages import Start
from ..narration.narrator import Narrator, RoundFlow
from ..narration.status_line import StatusLine
from ..sound import SoundBoard, SoundOutput, default_output
from ..table import TableView
from ..table.move_log import MoveLog
from .remote_game import RemoteGame

if TYPE_CHECKING:
    from ..dialogs.round_over import RoundOverDialog


class RemotePlay(QObject):
    """The move log (for the window to place), the status line's standing line and replies, the sounds
    and the round dialog (over ``window``); ``after_match``: what the status line says after a match."""

    def __init__(self, game: RemoteGame, table: TableView, window: QWidget, status: StatusLine,
                 after_match: Callable[[], str], output: SoundOutput | None = None, volume: int = 80,
                 muted: bool = False) -> None:
        super().__init__(window)  # the window is only the parent: no reference kept, so closing it deletes it
        self.game = game
        self.move_log = MoveLog()
        self.sound = SoundBoard(game, output if output is not None else default_output(),
                                volume, muted, parent=self)
        flow = RoundFlow(self._after_round, beside_the_table=True, may_play_again=game.is_host,
                         after_match=after_match)
        self.narrator = Narrator(game, table, self.move_log, flow, window, status)

    @property
    def round_dialog(self) -> RoundOverDialog | None:
        return self.narrator.round_dialog

    def _after_round(self, winner: int | None, accepted: bool) -> None:
        if winner is not None and accepted and self.game.is_host():
            self.game.connection.send(Start())
