"""A networked table plays like the game against the AI: the same move log, the
same sounds and the same round-over dialog, fed by ``RemoteGame``'s signals.

What differs is the server's pace: it deals the next round at once, so the
round's count opens beside the table (not in its way) and closing it only
closes it; after the match the host's *Play again* starts a new match at the
same table, a guest's dialog only closes (the host decides).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialog, QWidget

from ...engine import RoundScore
from ...net.messages import Start
from ..dialogs.round_over import RoundOverDialog
from ..game_model import Played, played_in_words
from ..sound import SoundBoard, SoundOutput, default_output
from ..table import TableView
from ..table.move_log import MoveLog, describe_move
from ..words import cards_title
from .remote_game import RemoteGame


def _as_main_window(text: str) -> str:
    """The move log's lines in the words (and translations) of the game against the AI."""
    return QCoreApplication.translate("MainWindow", text)


class RemotePlay(QObject):
    """The move log (for the window to place), the sounds and the round dialog (over ``window``)."""

    def __init__(self, game: RemoteGame, table: TableView, window: QWidget,
                 output: SoundOutput | None = None, volume: int = 80, muted: bool = False) -> None:
        super().__init__(window)  # the window is only the parent: no reference kept, so closing it deletes it
        self.game = game
        self.table = table
        self.move_log = MoveLog()
        self.round_dialog: RoundOverDialog | None = None
        self.sound = SoundBoard(game, output if output is not None else default_output(),
                                volume, muted, parent=self)
        game.matchStarted.connect(self._on_match_started)
        game.roundStarted.connect(self._on_round_started)
        game.cardPlayed.connect(self._on_card_played)
        game.roundOver.connect(self._on_round_over)

    def _on_match_started(self) -> None:
        self._close_round_dialog()
        self.move_log.clear_lines()
        view = self.game.view
        if view is None:
            return
        self._on_round_started(view.round_number)
        for played in view.history:  # the round so far, when this window came back in the middle of it
            self.move_log.add_line(describe_move(self.game, played_in_words(played)))

    def _on_round_started(self, number: int) -> None:
        dealer = self.game.view.dealer if self.game.view is not None else 0
        if dealer == self.game.human_seat:
            self.move_log.add_line(_as_main_window("— Round {number}, you deal —").format(number=number))
        else:
            self.move_log.add_line(_as_main_window("— Round {number}, {name} deals —").format(
                number=number, name=self.game.seat_name(dealer)))

    def _on_card_played(self, played: Played) -> None:
        self.move_log.add_line(describe_move(self.game, played))

    def _on_round_over(self, score: RoundScore) -> None:
        self._close_round_dialog()
        leftover = self.game.leftover()
        if leftover is not None:
            team, cards = leftover
            self.move_log.add_line(_as_main_window("Cards left on the table go to {side}, who took last: {cards}.")
                                   .format(side=self.game.team_name(team), cards=cards_title(cards)))
        winner = self.game.winner()
        if winner is not None:
            self.move_log.add_line(_as_main_window("{side} won the match.").format(side=self.game.team_name(winner)))
        dialog = self.round_dialog = RoundOverDialog(
            self.game, score, winner, lambda card, width: self.table.pixmap_for(card, width),
            cast(QWidget, self.parent()))
        if winner is not None and not self.game.is_host():
            dialog.continue_button.hide()  # the host decides whether the table plays again
        dialog.setModal(False)  # the next round is already dealt: the table stays in reach
        dialog.finished.connect(lambda result: self._on_dialog_finished(dialog, result, winner))
        dialog.show()

    def _on_dialog_finished(self, dialog: RoundOverDialog, result: int, winner: int | None) -> None:
        dialog.deleteLater()
        if self.round_dialog is dialog:
            self.round_dialog = None
        if winner is not None and result == QDialog.DialogCode.Accepted and self.game.is_host():
            self.game.connection.send(Start())

    def _close_round_dialog(self) -> None:
        dialog, self.round_dialog = self.round_dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()
