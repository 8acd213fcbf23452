"""A seat's view rebuilt from what the seat has seen, checked against the rules.

What one seat saw of a round (its hand, the first table, every move with what
it took, hand sizes and the stock) is enough to rebuild the rest of its
``SeatView``: the piles, the scope and who took last come from replaying the
moves (RULES.md §4 and §5).  ``SeenRound`` replays them one by one and refuses,
with the reason in words, whatever could not happen at a table: a card seen
twice, a move out of turn or against the rules, hands or a stock of the wrong
size.  How the seen things are written down (the agent protocol's request, a
table's ``state``) is the network code's business.
"""

from __future__ import annotations

from .cards import BIT, RANK, card_name, names_of
from .rules import Rules
from .state import PlayedMove
from .view import SeatView


class ImpossibleView(ValueError):
    """What a seat says it saw could not happen at a table; the reason in words."""


class SeenRound:
    """The table, piles and scope of a round rebuilt from its moves (RULES.md §4), each move
    checked: the seat whose turn it is, a card not seen before, a take the rules allow."""

    def __init__(self, rules: Rules, dealer: int, initial_table: int, hand: int) -> None:
        if initial_table.bit_count() != rules.table_size:
            raise ImpossibleView(f"'initial_table' must hold {rules.table_size} cards under these rules")
        if hand & initial_table:
            raise ImpossibleView(f"'hand' and 'initial_table' both hold {', '.join(names_of(hand & initial_table))}")
        self.rules = rules
        self.dealer = dealer
        self.hand = hand
        self.initial_table = initial_table
        self.table = initial_table
        self.seen = initial_table | hand
        self.piles = [0] * rules.teams
        self.scope = [0] * rules.teams
        self.last_capturer: int | None = None
        self.to_play = (dealer + 1) % rules.players
        self.history: list[PlayedMove] = []

    @property
    def played(self) -> int:
        return len(self.history)

    @property
    def round_length(self) -> int:
        return self.rules.cards_per_deal * self.rules.deals_per_round

    def play(self, seat: int, card: int, take: int) -> None:
        """The next move of the history, as the seat saw it made."""
        rules = self.rules
        if self.played == self.round_length:
            raise ImpossibleView("'history' holds more moves than a round has")
        if seat != self.to_play:
            raise ImpossibleView(f"seat {self.to_play} was to play, not seat {seat}")
        if self.seen & BIT[card]:
            raise ImpossibleView(f"{card_name(card)} is played, but it was already seen")
        if take not in rules.capture.options(self.table, RANK[card]):
            taken = ", ".join(names_of(take)) or "nothing"
            table = ", ".join(names_of(self.table)) or "nothing"
            raise ImpossibleView(f"{card_name(card)} may not take {taken} from a table of {table}")
        per_deal = rules.cards_per_deal
        in_last_deal = self.played // per_deal == rules.deals_per_round - 1
        last_card = self.played == self.round_length - 1
        self.seen |= BIT[card]
        self.to_play = (seat + 1) % rules.players
        if not take:
            self.table |= BIT[card]
            self.history.append(PlayedMove(seat, card, 0, False))
            return
        team = rules.team_of(seat)
        self.table ^= take
        self.piles[team] |= take | BIT[card]
        self.last_capturer = team
        scopa = not self.table and rules.scopa_counts(RANK[card], last_card, in_last_deal)
        self.scope[team] += scopa
        self.history.append(PlayedMove(seat, card, take, scopa))

    def _hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds now: the deal's hand less what it played since the deal."""
        deal_start = self.played - self.played % self.rules.cards_per_deal
        played = [0] * self.rules.players
        for move in self.history[deal_start:]:
            played[move.seat] += 1
        return tuple(self.rules.hand_size - n for n in played)

    def _stock(self) -> int:
        """Cards not yet dealt: the deals after the one in play."""
        deals_made = self.played // self.rules.cards_per_deal + 1
        return self.rules.cards_per_deal * (self.rules.deals_per_round - deals_made)

    def view(self, seat: int, round_number: int, scores: tuple[int, ...], table: int,
             hand_sizes: tuple[int, ...], stock: int, *, table_state: bool = False) -> SeatView:
        """The seat's view once every move is played; ImpossibleView if the rest does not fit them.

        ``table_state``: the view of a table server's ``state``, sent to every seat after each
        move, so its seat need not be the one to play and its round may be over (the cards
        left on the table then go to whoever took last, RULES.md §5)."""
        if not table_state:
            if self.played == self.round_length:
                raise ImpossibleView("the round is over: 'history' holds all of its moves")
            if seat != self.to_play:
                raise ImpossibleView(f"'seat' must be the seat to play after 'history', {self.to_play}")
        if table_state and self.played == self.round_length and self.last_capturer is not None:
            self.piles[self.last_capturer] |= self.table
            self.table = 0
        if self.table != table:
            raise ImpossibleView("'table' is not what 'initial_table' and 'history' leave")
        # A table's state may also come between two deals: every hand played out, the next not dealt.
        per_deal = self.rules.cards_per_deal
        between_deals = table_state and self.played and not self.played % per_deal
        if between_deals and not any(hand_sizes) and stock == self._stock() + per_deal:
            pass
        elif hand_sizes != self._hand_sizes():
            raise ImpossibleView(f"'hand_sizes' must be {list(self._hand_sizes())} at this point of the round")
        elif stock != self._stock():
            raise ImpossibleView(f"'stock' must be {self._stock()} at this point of the round")
        if self.hand.bit_count() != hand_sizes[seat]:
            raise ImpossibleView("'hand' does not hold 'hand_sizes[seat]' cards")
        return SeatView(
            rules=self.rules,
            seat=seat,
            dealer=self.dealer,
            round_number=round_number,
            scores=scores,
            hand=self.hand,
            table=table,
            initial_table=self.initial_table,
            history=tuple(self.history),
            hand_sizes=hand_sizes,
            stock=stock,
            piles=tuple(self.piles),
            scope=tuple(self.scope),
            last_capturer=self.last_capturer,
        )
