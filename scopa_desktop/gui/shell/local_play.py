"""The game against the AI narrated in the main window, as ``netplay.remote_play`` narrates a
networked table: the same ``Narrator`` over the controller, with what only this game says and
does.  The move log opens with the opponents (and a resumed match's earlier rounds); a move
taken back (an undo, against the AI only) is logged; closing the round's dialog deals the next
round, and after the match, accepting it plays again.

Imported with the game, after the window's first paint."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ..narration.narrator import Narrator, RoundFlow, round_heading
from ..table.announcer import match_opening, read_position_action
from ..table.move_log import LogLine, move_line

if TYPE_CHECKING:
    from ..controller import GameController
    from ..narration.status_line import StatusLine
    from ..table import TableView
    from ..table.announcer import Announcer
    from ..table.move_log import MoveLog


class LocalNarrator(Narrator):
    """Narrates ``controller``'s game into ``move_log`` and ``status``; the round's dialog opens over
    ``window``, F2 (``announcer``) reads it, and accepting it after the match is ``play_again``."""

    def __init__(self, controller: GameController, table: TableView, move_log: MoveLog, status: StatusLine,
                 announcer: Announcer, play_again: Callable[[], None], window: QWidget) -> None:
        super().__init__(controller, table, move_log, RoundFlow(self._after_round, opening=self._opening_lines),
                         window, status)
        self.controller = controller
        self.play_again = play_again
        self.dialog_actions.append(read_position_action(announcer, window, round_end=True))
        controller.movesTakenBack.connect(self._on_taken_back)  # an undo: against the AI only

    def _opening_lines(self) -> list[LogLine]:
        """The move log opens with who plays (partners as partners, as the screen reader hears it), and a
        resumed match's with its earlier rounds."""
        controller = self.controller
        lines: list[LogLine] = [match_opening(controller)]
        for number, dealer, moves in controller.earlier_rounds():
            lines.append(round_heading(controller, number, dealer))
            lines.extend(move_line(controller, played) for played in moves)
        return lines

    def _on_taken_back(self, count: int) -> None:
        others = count - 1
        if others:
            self.log_event(self.tr("You took back your last move and %n move(s) after it.", "", others))
        else:
            self.log_event(self.tr("You took back your last move."))

    def _after_round(self, winner: int | None, accepted: bool) -> None:
        """After a round the game goes on however its dialog is closed; after the
        match, accepting plays again and closing leaves the final table in view."""
        if winner is None:
            self.controller.start_next_round()
        elif accepted:
            self.play_again()
