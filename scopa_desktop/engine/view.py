"""What one seat may see of a round: the only thing an AI or the window's hints get.

A ``SeatView`` holds the seat's own hand, the table, every move played with
what it took, hand sizes, the stock size and the match scores.  It never
holds another seat's hand or the order of the stock, so nothing built on it
can peek.  ``unseen`` is derived from it: the cards the seat has not seen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import BIT, FULL_DECK
from .rules import Rules
from .state import PlayedMove, RoundState


@dataclass(frozen=True)
class SeatView:
    rules: Rules
    seat: int
    dealer: int
    round_number: int  # 1-based
    scores: tuple[int, ...]  # match totals by team before this round
    hand: int  # bitmask
    table: int  # bitmask
    initial_table: int  # bitmask of the first deal's table cards
    history: tuple[PlayedMove, ...]
    hand_sizes: tuple[int, ...]
    stock: int  # cards not yet dealt
    piles: tuple[int, ...]  # captured cards by team (bitmasks), as seen being taken
    scope: tuple[int, ...]  # scope made by team
    last_capturer: int | None

    @property
    def team(self) -> int:
        return self.rules.team_of(self.seat)

    @property
    def seen(self) -> int:
        """Every card this seat has seen: its hand, the first table, all cards played."""
        seen = self.hand | self.initial_table
        for move in self.history:
            seen |= BIT[move.card]
        return seen

    @property
    def unseen(self) -> int:
        """Cards in other hands or in the stock, as far as this seat can tell."""
        return FULL_DECK & ~self.seen

    @property
    def to_play(self) -> int:
        """The seat whose turn it is: play starts after the dealer and goes round a seat a move."""
        return (self.dealer + 1 + len(self.history)) % self.rules.players

    @property
    def in_last_deal(self) -> bool:
        return self.stock == 0

    @property
    def deal_start(self) -> int:
        """Where in ``history`` the current deal's moves begin (``len(history)`` before it has one)."""
        return len(self.history) - len(self.history) % self.rules.cards_per_deal

    def tables_before(self) -> list[int]:
        """The table before each move of ``history``, rebuilt backwards from today's."""
        tables = [0] * len(self.history)
        table = self.table
        for index in range(len(self.history) - 1, -1, -1):
            move = self.history[index]
            table = table | move.take if move.take else table & ~BIT[move.card]
            tables[index] = table
        return tables


def seat_view(state: RoundState, seat: int, scores: tuple[int, ...] | None = None, round_number: int = 1) -> SeatView:
    """The view of ``seat`` of a round in play."""
    return SeatView(
        rules=state.rules,
        seat=seat,
        dealer=state.dealer,
        round_number=round_number,
        scores=tuple(scores) if scores is not None else (0,) * state.rules.teams,
        hand=state.hands[seat],
        table=state.table,
        initial_table=state.initial_table,
        history=tuple(state.history),
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        stock=state.stock_count,
        piles=tuple(state.piles),
        scope=tuple(state.scope),
        last_capturer=state.last_capturer,
    )
