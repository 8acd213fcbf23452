"""The ``easy`` level, Greedy: the frozen baseline every benchmark is measured against.

Do not tune it.  Its values are fixed here and pinned by tests:

* a capture is worth scopa +1000, settebello +300, +20 for each seven,
  +10 for each coin and +5 for each card, counted over everything the move
  puts in the pile (the cards taken and the card played);
* when no card can take anything, every card is laid and the one to lay
  scores minus its primiera value, -30 more for a coin, -40 more for a
  seven, and -50 if the table then sums to 10 or less (an easy sweep);
* the highest value wins; ties go to the lowest card, then the lowest take
  bitmask, so a position always gives the same move.
"""

from __future__ import annotations

from ..engine.captures import Move
from ..engine.cards import BIT, COINS_MASK, PRIMIERA_VALUE, RANK, RANK_MASK, SETTEBELLO, value_sum
from ..engine.rules import Rules
from ..engine.view import SeatView
from .base import CancelFlag, Player

SCOPA = 1000
SETTEBELLO_VALUE = 300
SEVEN = 20
COIN = 10
CARD = 5
LAY_COIN = -30
LAY_SEVEN = -40
LAY_EASY_SWEEP = -50
SEVENS_MASK = RANK_MASK[7]


def capture_value(card: int, take: int, scopa: bool) -> int:
    """Greedy's value of capturing ``take`` with ``card``."""
    taken = take | BIT[card]
    return (
        (SCOPA if scopa else 0)
        + (SETTEBELLO_VALUE if taken >> SETTEBELLO & 1 else 0)
        + SEVEN * (taken & SEVENS_MASK).bit_count()
        + COIN * (taken & COINS_MASK).bit_count()
        + CARD * taken.bit_count()
    )


def lay_value(card: int, table: int) -> int:
    """Greedy's value of laying ``card`` on ``table`` (the table before it is laid)."""
    rank = RANK[card]
    value = -PRIMIERA_VALUE[rank]
    if BIT[card] & COINS_MASK:
        value += LAY_COIN
    if rank == 7:
        value += LAY_SEVEN
    if value_sum(table) + rank <= 10:
        value += LAY_EASY_SWEEP
    return value


def move_value(rules: Rules, table: int, move: Move, last_card: bool, in_last_deal: bool) -> int:
    """Greedy's value of one move: capture value, or lay value when it takes nothing."""
    card, take = move
    if not take:
        return lay_value(card, table)
    scopa = take == table and rules.scopa_counts(RANK[card], last_card, in_last_deal)
    return capture_value(card, take, scopa)


def greedy_move(rules: Rules, hand: int, table: int, last_card: bool, in_last_deal: bool) -> Move:
    """The move Greedy plays holding ``hand`` (a bitmask) on ``table``.

    Also the search's rollout policy, so it walks the options once without
    building the list of legal moves.
    """
    options = rules.capture.options
    best_value = best_card = best_take = -1
    first = True
    while hand:  # lowest card first, so a tie keeps the lowest card
        low = hand & -hand
        hand ^= low
        card = low.bit_length() - 1
        rank = RANK[card]
        for take in options(table, rank):
            if take:
                scopa = take == table and rules.scopa_counts(rank, last_card, in_last_deal)
                value = capture_value(card, take, scopa)
            else:
                value = lay_value(card, table)
            if first or value > best_value or (value == best_value and card == best_card and take < best_take):
                best_value, best_card, best_take, first = value, card, take, False
    return Move(best_card, best_take)


def is_last_card(view: SeatView) -> bool:
    """Whether the seat's next card is the last card of the round."""
    return view.stock == 0 and sum(view.hand_sizes) == 1


class GreedyPlayer(Player):
    """``easy``: the best immediate capture, else the cheapest safe-looking card to lay."""

    level = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed  # Greedy is deterministic; the seed is accepted for a uniform factory

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        return greedy_move(view.rules, view.hand, view.table, is_last_card(view), view.in_last_deal)
