"""What a match in play says, whoever plays it: a line in the move log for each move
and each round, the status line's standing line (the last event and whose turn it
is), and the round's count in its dialog.

The game against the AI (``shell.local_play``) and a networked table
(``netplay.remote_play``) each have a narrator over their own game; they differ
only in how the round's dialog comes and what closing it does (``RoundFlow``).
The words keep the context they have always been translated in, the main window's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..game_model import MatchModel, Played, Suggestion
from ..side_words import match_over_words, match_won_words
from ..table.move_log import LogLine, move_line, told
from ..words import cards_title

if TYPE_CHECKING:
    from ...engine import RoundScore
    from ..dialogs.round_over import RoundOverDialog
    from ..table import TableView
    from ..table.move_log import MoveLog
    from .status_line import StatusLine

translate = QCoreApplication.translate


class NarratedGame(MatchModel, Protocol):
    """What the narrator asks of a match besides the table's questions."""

    def dealer(self) -> int: ...

    def current_seat(self) -> int: ...

    def round_moves(self) -> list[Played]:
        """Every move of the round in play, in order: the log of a window that comes in the middle of it."""


def _always() -> bool:
    return True


def _no_lines() -> list[LogLine]:
    return []


def _new_game_words() -> str:
    return translate("MainWindow", "Game > New game (Ctrl+N) to play again.")


@dataclass(frozen=True)
class RoundFlow:
    """How a round's dialog comes and what closing it does.

    Against the AI the dialog waits for the last card to land and holds the window: the next
    round is dealt when it closes.  At a networked table the server has dealt the next round
    already, so the dialog opens at once beside the table (``beside_the_table``), and only the
    host may play the match again (``may_play_again``)."""

    # Called with the match's winner (None after a round) and whether the dialog was accepted.
    closed: Callable[[int | None, bool], None]
    beside_the_table: bool = False
    may_play_again: Callable[[], bool] = _always
    # The lines that open a match's log before its round ("Match against …", a resumed match's earlier rounds).
    opening: Callable[[], list[LogLine]] = _no_lines
    # What the status line says after "Match over: … won.": how another match starts (at a networked
    # table, who it waits for), as it stands whenever the status line is drawn again (``update_status``).
    after_match: Callable[[], str] = _new_game_words


def _leftover_line(side: str, cards: list[int]) -> str:
    return translate("MainWindow", "Cards left on the table go to {side}, who took last: {cards}.").format(
        side=side, cards=cards_title(cards))


def round_heading(game: MatchModel, number: int, dealer_seat: int) -> str:
    """The move log's line that opens a round: "— Round 2, Giulia deals —".  Its closing dash is
    bound to the last word: wrapped in a narrow log, it stood alone on a line of its own."""
    if game.levels[dealer_seat] is None:
        heading = translate("MainWindow", "— Round {number}, you deal —").format(number=number)
    else:
        heading = translate("MainWindow", "— Round {number}, {name} deals —").format(
            number=number, name=game.seat_name(dealer_seat))
    return heading.removesuffix(" —") + "\u00a0—" if heading.endswith(" —") else heading


class Narrator(QObject):
    """Narrates ``game`` into ``move_log`` and (when given) ``status``; the round's dialog opens
    over ``parent``'s window, drawn with ``table``'s cards."""

    def __init__(self, game: NarratedGame, table: TableView, move_log: MoveLog, flow: RoundFlow,
                 parent: QWidget, status: StatusLine | None = None) -> None:
        super().__init__(parent)
        self.game, self.table, self.move_log, self.flow, self.status = game, table, move_log, flow, status
        self.round_dialog: RoundOverDialog | None = None
        # The window's keys that work in the round's dialog too: it has the keyboard at a round's end,
        # and F2 reads the round's end there (a screen reader reads no dialog unasked).
        self.dialog_actions: list[QAction] = []
        self.last_event: LogLine = ""
        self._pending_result: tuple[RoundScore, int | None] | None = None
        game.matchStarted.connect(self._on_match_started)
        game.roundStarted.connect(self._on_round_started)
        game.turnChanged.connect(lambda _seat: self.update_status())
        game.cardPlayed.connect(self._on_card_played)
        game.dealMade.connect(self._on_deal)
        game.moveRefused.connect(lambda reason: self._reply(reason, 6000))
        game.roundOver.connect(self._on_round_over)
        game.hintReady.connect(self._on_hint)
        table.animationsFinished.connect(self._show_pending_result)
        table.board.prompt.connect(lambda text: self._reply(text, 15000))

    # The move log and the standing line ---------------------------------------------------------------

    def log_event(self, line: LogLine) -> None:
        """A line in the move log that is also the status line's latest event."""
        self.move_log.add_line(line)
        self._event(line)

    def _event(self, line: LogLine) -> None:
        self.last_event = line
        self.update_status()

    def retell(self) -> None:
        """The move log and the standing line told again in the card names of now (a deck changed)."""
        self.move_log.retell()
        self.update_status()

    def _reply(self, text: str, ms: int) -> None:
        """A reply to what the player just did, at once in the status line."""
        if self.status is not None:
            self.status.showMessage(text, ms)

    def update_status(self) -> None:
        """The status line's standing line, from the match as it stands (nothing before a match)."""
        game = self.game
        if self.status is None or not game.in_match():
            return
        winner = game.winner()
        if winner is not None:
            won = match_over_words(game, winner)
            turn = f"{won} {self.flow.after_match()}".strip()
        elif game.round_over():
            turn = translate("MainWindow", "Round over.")
        elif game.is_human_turn():
            turn = translate("MainWindow", "Your turn: drag a card onto the table.")
        else:
            turn = translate("MainWindow", "{name} to play…").format(name=game.seat_name(game.current_seat()))
        self.status.set_state(f"{told(self.last_event)}  {turn}".strip())

    def _on_match_started(self) -> None:
        self.close_round_dialog()
        self.move_log.clear_lines()
        if not self.game.in_match():
            return
        for line in self.flow.opening():
            self.move_log.add_line(line)
        self._on_round_started(self.game.round_number())
        for played in self.game.round_moves():  # a resumed match, or a window back at its table: the round so far
            self.move_log.add_line(move_line(self.game, played))

    def _on_round_started(self, number: int) -> None:
        dealer_seat = self.game.dealer()
        self.move_log.add_line(round_heading(self.game, number, dealer_seat))
        if self.game.levels[dealer_seat] is None:
            self._event(translate("MainWindow", "Round {number}: you dealt.").format(number=number))
        else:
            dealer = self.game.seat_name(dealer_seat)
            self._event(translate("MainWindow", "Round {number}: {name} dealt.").format(number=number, name=dealer))

    def _on_deal(self, number: int) -> None:
        self._event(translate("MainWindow", "New deal: three cards each ({number} of {deals}).").format(
            number=number, deals=self.game.rules.deals_per_round))

    def _on_card_played(self, played: Played) -> None:
        self.log_event(move_line(self.game, played))

    def _on_hint(self, move: Suggestion) -> None:
        from ..table.spoken import hint_words

        self._reply(hint_words(move.card, move.take), 8000)

    # The round's dialog -------------------------------------------------------------------------------

    def _on_round_over(self, score: RoundScore) -> None:
        self.close_round_dialog()  # at a networked table, the last round's may still be open beside it
        leftover = self.game.leftover()
        if leftover is not None:
            self.move_log.add_line(partial(_leftover_line, self.game.team_name(leftover[0]), leftover[1]))
        self._pending_result = (score, self.game.winner())
        self.update_status()
        if self.flow.beside_the_table or not self.table.is_animating():
            self._show_pending_result()

    def _show_pending_result(self) -> None:
        if self._pending_result is None:
            return
        from ..dialogs.round_over import RoundOverDialog

        score, winner = self._pending_result
        self._pending_result = None
        parent = self.parent()
        assert isinstance(parent, QWidget)
        dialog = self.round_dialog = RoundOverDialog(
            self.game, score, winner, lambda card, width: self.table.pixmap_for(card, width), parent)
        if winner is not None:
            self.move_log.add_line(match_won_words(self.game, winner))
            if not self.flow.may_play_again():
                dialog.continue_button.hide()  # the host decides whether the table plays again
        dialog.addActions(self.dialog_actions)
        dialog.finished.connect(lambda result: self._on_round_dialog_finished(dialog, result, winner))
        if self.flow.beside_the_table:
            dialog.setModal(False)  # the next round is already dealt: the table stays in reach
            dialog.show()
        else:
            dialog.open()

    def _on_round_dialog_finished(self, dialog: RoundOverDialog, result: int, winner: int | None) -> None:
        dialog.deleteLater()
        if self.round_dialog is not dialog:
            return  # closed because a new match began, or the next round ended
        self.round_dialog = None
        self.flow.closed(winner, result == dialog.DialogCode.Accepted)

    def close_round_dialog(self) -> None:
        """The round's dialog closed, if it is open, and one waiting for the cards to land dropped."""
        self._pending_result = None
        if self.round_dialog is not None:
            dialog, self.round_dialog = self.round_dialog, None
            dialog.reject()
