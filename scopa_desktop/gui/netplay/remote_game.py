"""A networked table as a ``MatchModel`` (``game_model``): the same questions and
signals as ``GameController``, answered from the seat's latest ``state``.

The server holds the match; this holds only what the seat may see (a
``SeatView`` read back from each state), tells the view what changed between
two states (a card played, a deal, a new round) and sends the player's moves.
A move is checked here first, so a refusal is worded at once in the window's
language; the server checks it again.

A round's count (``roundOver``) is the engine's score of the seat's last state
of the round (every card is public by then), emitted once the server has said
whether the match ended with it (``match_over`` follows ``round_over`` at
once), so the last round brings one dialog and the match's own sound.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ...engine import RoundScore, RoundState, cards_of
from ...engine.cards import BIT, RANK
from ...engine.rules import Rules
from ...engine.scoring import score_round
from ...engine.view import SeatView
from ...net.messages import Lobby, MatchOver, MoveMessage, RoundOver, State, TableOver
from ...net.wire import AI, HUMAN
from ..game_model import (
    Played,
    SheetRound,
    TableEvents,
    TableSnapshot,
    engine_move,
    played_in_words,
    table_snapshot,
    team_seats,
)
from ..words import ai_seat_name, refusal_text, side_short_name
from ..words import seat_name as you_or_name  # "You" for the seat played here
from .connection import TableConnection
from .rounds_seen import RoundsSeen


class RemoteGame(TableEvents):
    # Of the table's signals, thinkingChanged and hintReady never come here (its AI seats think
    # out of sight, and there are no hints), and movesTakenBack only for a move the server did
    # not keep (a paused table): a networked table has no undo.
    roundOver = Signal(object)  # RoundScore of the round just ended
    matchOver = Signal(int)  # the winning team
    pausedChanged = Signal(bool)  # the server cannot keep moves on its disk (``lobby``'s ``paused``), or can again

    def __init__(self, connection: TableConnection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.view: SeatView | None = None
        self.to_play: int | None = None
        self.seq = 0
        self.match_over = False
        #: Never a match carried on from a save (the sound of the deal is for every match that starts here).
        self.resumed = False
        self.names: list[str] = []
        self.away: tuple[bool, ...] = ()  # by seat: a person who lost the connection
        self.host_seat = 0
        self.scores: list[RoundScore] = []  # the rounds of this match this window saw end
        self.rounds_seen = RoundsSeen(1, [])  # those, and the runs of rounds it did not see: the match sheet's
        self.match_totals: list[int] = []
        self.winning_team: int | None = None
        self._ended: RoundScore | None = None  # a round's count, until it is known whether the match ended
        self._last_over = 0  # the number of the last round over (its round_over, or a state of a later round)
        self.paused = False  # no move is kept (nor sent from here) until the server can write again
        self._state_to_play: int | None = None  # ``to_play`` of the latest state, for a move the server did not keep
        self.ended = False  # the table is over (``table_over``): nobody's turn, for good
        self._sent_at: int | None = None  # the ``seq`` of the state a move of the player's was sent at
        handlers = connection.handlers
        handlers.on(Lobby, self._on_lobby)
        handlers.on(RoundOver, self._on_round_over)
        handlers.on(MatchOver, self._on_match_over)
        handlers.on(State, self._on_state)
        handlers.on(TableOver, self._on_table_over)

    # What arrives --------------------------------------------------------------------------------

    def _on_lobby(self, lobby: Lobby) -> None:
        # An AI seat with its level in the window's words ("Giulia (facile)"), as the game against the AI says it.
        names = [ai_seat_name(seat.name) if seat.kind == AI else seat.name for seat in lobby.seats]
        away = tuple(seat.kind == HUMAN and not seat.connected for seat in lobby.seats)
        changed = (names, away) != (self.names, self.away)
        self.names, self.away = names, away
        self.host_seat = lobby.host
        if changed:
            self.seatsChanged.emit()
        self._pause(lobby.paused)

    def _pause(self, paused: bool) -> None:
        """The table pauses (a move was not kept: the table is back at the latest state, whose
        turn it is again) or goes on."""
        if paused != self.paused:
            unkept = paused and self.to_play is None and self._state_to_play == self.human_seat
            self.paused = paused
            self.to_play = self._state_to_play
            if unkept:  # the move sent was not kept: its card goes back to the hand, the table as it was
                self.refuse(self.tr("The server could not save your move: the table is paused."))
                self.movesTakenBack.emit(0)
            self.pausedChanged.emit(paused)

    def _on_match_over(self, match_over: MatchOver) -> None:
        if self.match_over:  # the same end again, sent with the latest state to a seat back at the table
            return
        self.match_over = True
        self.winning_team = match_over.winner
        self._announce_round()
        if self.winning_team is not None:
            self.matchOver.emit(self.winning_team)

    def _on_state(self, state: State) -> None:
        # The same state again, the player still to play: the move sent from it never reached the table (the
        # connection went as it was sent), and the state is the one a window back at its seat is sent.
        unkept = self._sent_at == state.seq and state.to_play == state.view.seat
        self._sent_at = None
        self._announce_round()  # the round ended and the match goes on
        self._show(state.view, state.to_play, state.seq)
        if unkept:
            self.refuse(self.tr("Your last card did not reach the table before the connection was lost: play "
                                "again."))
            self.movesTakenBack.emit(0)  # the card back in the hand, the table as it was

    def _on_table_over(self, _over: TableOver) -> None:
        self.end_table()

    def end_table(self) -> None:
        """The table is gone (``table_over``, or the seat found gone on coming back): whoever was to play
        has no turn any more (``turnChanged`` with -1, no seat), and the player's hand is not offered."""
        if self.ended:
            return
        self.ended = True
        self.to_play = self._state_to_play = None
        self.turnChanged.emit(-1)

    def _on_round_over(self, round_over: RoundOver) -> None:
        """Keep the round's count: the engine's, from the last state, if it is the server's count too."""
        self.match_totals = list(round_over.totals)
        self._last_over = round_over.round
        view = self.view
        if view is None or view.round_number != round_over.round or any(view.hand_sizes) or view.stock:
            return  # this window did not see the round to its end (it came back after it)
        score = score_round(view.rules, view.piles, view.scope)
        if [team.get("points") for team in round_over.teams] == list(score.points):
            self._ended = score

    def _announce_round(self) -> None:
        score, self._ended = self._ended, None
        if score is not None:
            self.scores.append(score)
            self.rounds_seen.seen(self._last_over, score, self.match_totals)
            self.roundOver.emit(score)

    def _show(self, view: SeatView, to_play: int | None, seq: int) -> None:
        before, self.view, self.to_play, self.seq = self.view, view, to_play, seq
        self._state_to_play = to_play
        if before is None or before.rules != view.rules or seq <= 0:
            self._new_match(view)
        elif (view.round_number, len(view.history)) < (before.round_number, len(before.history)):
            self._new_match(view)  # a new match at the same table (the last one may have ended in any round)
        elif before.round_number != view.round_number:
            # Rounds may have ended while the window was away: the totals are the state's.
            self.match_totals = list(view.scores)
            self._last_over = view.round_number - 1
            self.roundStarted.emit(view.round_number)
        else:
            for played in view.history[len(before.history):]:
                self.cardPlayed.emit(played_in_words(played))
            if self._deals_made(view) != self._deals_made(before):
                self.dealMade.emit(self._deals_made(view))
        if to_play is not None:
            self.turnChanged.emit(to_play)

    def _new_match(self, view: SeatView) -> None:
        self.match_over = False
        self.winning_team = None
        self.scores = []
        self.match_totals = list(view.scores)
        self.rounds_seen = RoundsSeen(view.round_number, view.scores)  # the rounds before it were not seen here
        self._last_over = view.round_number - 1
        self.matchStarted.emit()

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

    def seat_label(self, seat: int) -> str:
        return self.seat_name(seat)  # who plays another seat, a person or the server's AI, is not told

    def dealer(self) -> int:
        assert self.view is not None
        return self.view.dealer

    def is_host(self) -> bool:
        return self.view is not None and self.host_seat == self.view.seat

    def team_short_name(self, team: int) -> str:
        """As the controller's, with the players' own names: "You", "Bruno", "Us", "Them"."""
        seats = team_seats(self.rules, team)
        if len(seats) == 1 or self.rules.teams != 2:
            return self.team_name(team) if len(seats) == 1 else " & ".join(self.seat_name(s)[:1] for s in seats)
        return side_short_name(seats, self.human_seat, self.rules.teams)  # "Us"/"Them"

    def team_name(self, team: int) -> str:
        """A side by its players' names, the player's first: "You & Bruno", "Carla & Dario"."""
        ordered = sorted(team_seats(self.rules, team), key=lambda seat: seat != self.human_seat)
        return " & ".join(you_or_name(seat, self.human_seat) if seat == self.human_seat else self.seat_name(seat)
                          for seat in ordered)

    @property
    def levels(self) -> list[str | None]:
        """As the controller's: None for the seat played here, another seat's player unknown ("remote")."""
        players = self.view.rules.players if self.view is not None else len(self.names)
        return [None if seat == self.human_seat else "remote" for seat in range(players)]

    def round_number(self) -> int:
        return self.view.round_number if self.view is not None else 0

    def totals(self) -> list[int]:
        return list(self.match_totals)

    def round_scores(self) -> list[RoundScore]:
        return list(self.scores)

    def sheet_rounds(self) -> list[SheetRound]:
        """The rounds seen, and the runs of rounds not seen in their places (``PartlySeenMatch``); a round
        whose count waits for whether the match ended with it is not written yet."""
        pending = self._ended
        if pending is None:
            return self.rounds_seen.sheet(self._last_over, self.match_totals)
        before = [total - points for total, points in zip(self.match_totals, pending.points, strict=True)]
        return self.rounds_seen.sheet(self._last_over - 1, before)

    def winner(self) -> int | None:
        return self.winning_team

    def round_over(self) -> bool:
        """Whether the round shown is played out (the server deals the next one at once)."""
        view = self.view
        return view is not None and not any(view.hand_sizes) and not view.stock

    def running_score(self) -> RoundScore:
        """The round's count so far, from the piles the state shows (every captured card is public)."""
        view = self.view
        assert view is not None
        return score_round(view.rules, view.piles, view.scope)

    def round_moves(self) -> list[Played]:
        """The moves of the round shown so far, as a window back at its table logs them."""
        return [played_in_words(move) for move in self.view.history] if self.view is not None else []

    def leftover(self) -> tuple[int, list[int]] | None:
        """At a round's end, the side that took last and the table cards it was given: what its
        pile holds that no move took (the state's table is already empty then)."""
        view = self.view
        if view is None or not self.round_over() or view.last_capturer is None:
            return None
        taken_by_moves = 0
        for move in view.history:
            if move.take:
                taken_by_moves |= move.take | BIT[move.card]
        given = view.piles[view.last_capturer] & ~taken_by_moves
        return (view.last_capturer, list(cards_of(given))) if given else None

    def current_seat(self) -> int:
        return self.to_play if self.to_play is not None else -1

    def in_match(self) -> bool:
        return self.view is not None

    def snapshot(self) -> TableSnapshot:
        assert self.view is not None
        return replace(table_snapshot(self.view, self.to_play, self.match_over), away=self.away)

    def is_human_turn(self) -> bool:
        return self.view is not None and self.to_play == self.view.seat

    def options_for(self, card: int) -> list[list[int]]:
        assert self.view is not None
        return [list(cards_of(take)) for take in self.rules.capture.options(self.view.table, RANK[card])]

    # The player's moves ----------------------------------------------------------------------------

    def refuse(self, reason: str) -> None:
        self.moveRefused.emit(reason)

    def play(self, card: int, take: Sequence[int]) -> bool:
        """Send the player's move; False (and ``moveRefused``) when it is not legal or not their turn,
        or the table is paused."""
        if self.ended:
            self.refuse(self.tr("The table is over: there are no more moves to make."))
            return False
        if self.paused:
            self.refuse(self.tr("The table is paused: the server cannot save the game just now. "
                                "Play goes on as soon as it can."))
            return False
        if not self.connection.live:  # sent now, the move would be lost unsaid, the card taken from the hand
            self.refuse(self.tr("The connection to the table is lost: play again once you are back at your seat."))
            return False
        if self.view is None or not self.is_human_turn():
            self.refuse(self.tr("It is not your turn: wait for the card."))
            return False
        move = engine_move(card, take)
        refusal = self._position().refusal(move)
        if refusal is not None:
            self.refuse(refusal_text(refusal))
            return False
        self.to_play = None  # until the server's state: no second move meanwhile
        self._sent_at = self.seq
        self.connection.send(MoveMessage(move))
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
