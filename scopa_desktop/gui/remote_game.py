"""A networked table as the table view's game model: the same questions and
signals as ``GameController``, answered from the seat's latest ``state``.

The server holds the match; this holds only what the seat may see (a
``SeatView`` read back from each state), tells the view what changed between
two states (a card played, a deal, a new round) and sends the player's moves.
A move is checked here first, so a refusal is worded at once in the window's
language; the server checks it again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import RoundState, card_name, names_of, parse_card
from ..engine.cards import RANK
from ..engine.rules import Rules
from ..engine.seat_json import ProtocolError, request_to_view
from ..engine.view import SeatView
from .controller import GameController, TableSnapshot, engine_move, played_in_words, table_snapshot
from .net_client import TableConnection
from .words import refusal_text


class RemoteGame(QObject):
    matchStarted = Signal()
    roundStarted = Signal(int)
    dealMade = Signal(int)
    turnChanged = Signal(int)
    cardPlayed = Signal(object)  # Played
    moveRefused = Signal(str)
    movesTakenBack = Signal(int)  # never: a networked table has no undo (the view listens to it)
    thinkingChanged = Signal(int, bool)  # never: the server's AI seats think out of sight
    hintReady = Signal(object)  # never: no hints at a table of people

    def __init__(self, connection: TableConnection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.view: SeatView | None = None
        self.to_play: int | None = None
        self.seq = 0
        self.match_over = False
        self.names: list[str] = []
        connection.messageReceived.connect(self._on_message)

    # What arrives --------------------------------------------------------------------------------

    def _on_message(self, message: dict[str, Any]) -> None:
        if message.get("type") == "lobby":
            self.names = [str(seat.get("name") or "") for seat in message.get("seats", [])]
        elif message.get("type") == "match_over":
            self.match_over = True
        elif message.get("type") == "state":
            try:
                view = request_to_view({**message, "type": "move"}, table_state=True)
            except ProtocolError:
                return  # not a state this window can show; the next one will be
            self._show(view, message.get("to_play"), int(message.get("seq", 0)))

    def _show(self, view: SeatView, to_play: int | None, seq: int) -> None:
        before, self.view, self.to_play, self.seq = self.view, view, to_play, seq
        if before is None or before.rules != view.rules or seq <= 0:
            self.match_over = False
            self.matchStarted.emit()
        elif before.round_number != view.round_number:
            self.roundStarted.emit(view.round_number)
        elif len(view.history) < len(before.history):
            self.match_over = False
            self.matchStarted.emit()  # a new match at the same table
        else:
            for played in view.history[len(before.history):]:
                self.cardPlayed.emit(played_in_words(played))
            if self._deals_made(view) != self._deals_made(before):
                self.dealMade.emit(self._deals_made(view))
        if to_play is not None:
            self.turnChanged.emit(to_play)

    @staticmethod
    def _deals_made(view: SeatView) -> int:
        """Deals handed out so far in the round: the stock is what the later ones hold."""
        rules = view.rules
        return rules.deals_per_round - view.stock // rules.cards_per_deal

    # Questions the view asks -----------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        assert self.view is not None
        return self.view.rules

    @property
    def human_seat(self) -> int:
        return self.view.seat if self.view is not None else 0

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) and self.names[seat] else self.tr("Seat {seat}").format(
            seat=seat + 1)

    def team_seats(self, team: int) -> list[int]:
        return [s for s in range(self.rules.players) if self.rules.team_of(s) == team]

    def team_short_name(self, team: int) -> str:
        return GameController.team_short_name(self, team)  # type: ignore[arg-type]  # the same naming, by duck typing

    def team_name(self, team: int) -> str:
        return GameController.team_name(self, team)  # type: ignore[arg-type]

    def current_seat(self) -> int:
        return self.to_play if self.to_play is not None else -1

    def in_match(self) -> bool:
        return self.view is not None

    def snapshot(self) -> TableSnapshot:
        assert self.view is not None
        return table_snapshot(self.view, self.to_play, self.match_over)

    def is_human_turn(self) -> bool:
        return self.view is not None and self.to_play == self.view.seat

    def hand(self, seat: int) -> list[str]:
        assert self.view is not None and seat == self.view.seat
        return names_of(self.view.hand)

    def hand_size(self, seat: int) -> int:
        assert self.view is not None
        return self.view.hand_sizes[seat]

    def table_cards(self) -> list[str]:
        assert self.view is not None
        return names_of(self.view.table)

    def stock_count(self) -> int:
        assert self.view is not None
        return self.view.stock

    def pile_count(self, team: int) -> int:
        assert self.view is not None
        return self.view.piles[team].bit_count()

    def scopa_cards(self, team: int) -> list[str]:
        assert self.view is not None
        return [card_name(m.card) for m in self.view.history if m.scopa and self.rules.team_of(m.seat) == team]

    def options_for(self, card_id: str) -> list[list[str]]:
        assert self.view is not None
        options = self.rules.capture.options(self.view.table, RANK[parse_card(card_id)])
        return [names_of(take) for take in options]

    # The player's moves ----------------------------------------------------------------------------

    def refuse(self, reason: str) -> None:
        self.moveRefused.emit(reason)

    def play(self, card_id: str, take: Sequence[str]) -> bool:
        """Send the player's move; False (and ``moveRefused``) when it is not legal or not their turn."""
        if self.view is None or not self.is_human_turn():
            self.refuse(self.tr("It is not your turn: wait for the card."))
            return False
        move = engine_move(card_id, take)
        refusal = self._position().refusal(move)
        if refusal is not None:
            self.refuse(refusal_text(refusal))
            return False
        self.to_play = None  # until the server's state: no second move meanwhile
        self.connection.send({"type": "move", "card": card_id, "take": list(take)})
        return True

    def _position(self) -> RoundState:
        """The round as far as this seat knows it, enough to judge its own move (other hands left empty)."""
        view = self.view
        assert view is not None
        hands = [0] * view.rules.players
        hands[view.seat] = view.hand
        position = {
            "hands": hands, "table": view.table, "piles": view.piles, "scope": view.scope,
            "last_capturer": view.last_capturer, "to_play": view.seat, "history": list(view.history),
            "initial_table": view.initial_table,
        }
        return RoundState.from_position(view.rules, view.dealer, position, ())
