"""The ``medium`` level: Greedy's values plus the habits of a careful club player.

* Card memory: it knows which cards are still unseen (in other hands or the
  stock), and so which ranks can still answer a card on the table.
* Scopa safety: it never leaves a table that the next player, an opponent,
  could sweep with an unseen card, unless every move does (then it picks the
  move with the fewest unseen sweepers).
* It protects sevens and the settebello: leaving a seven on the table while
  a seven is unseen costs, laying a card an unseen card can pair costs.
* In the final deal it keeps a card that can still take at the end, since
  the last capture also wins the cards left on the table.

``is_safe`` and ``medium_value`` are also the hard level's tie-breakers.
"""

from __future__ import annotations

from ..engine.cards import BIT, RANK, RANK_MASK, SETTEBELLO, cards_of
from ..engine.state import Move
from ..engine.view import SeatView
from .base import CancelFlag, Player, legal_moves
from .greedy import is_last_card, move_value
from .tactics import scopa_counts, sweepers, table_after

EXPOSED_SEVEN = -15
EXPOSED_SETTEBELLO = -120
PAIRABLE_LAY = -4  # per unseen card of the laid rank
LAST_TRICK_KEEP = 8
SWEEP_RISK = -1000  # per unseen sweeper, only when every move leaves a sweep


def _next_move_can_score(view: SeatView) -> bool:
    """Whether the move after ours could be a scopa for the next seat, and that seat is an opponent."""
    rules = view.rules
    following = (view.seat + 1) % rules.players
    if rules.team_of(following) == view.team:
        return False
    cards_left = sum(view.hand_sizes) - 1 + view.stock
    if cards_left <= 0:
        return False
    stock_after = view.stock
    if sum(view.hand_sizes) == 1 and view.stock:  # our card empties the hands: a new deal comes
        stock_after -= rules.players * rules.hand_size
    return scopa_counts(rules, 2, cards_left == 1, stock_after == 0)


def sweep_risk(view: SeatView, move: Move) -> int:
    """How many unseen cards could sweep the table our ``move`` leaves (0 when safe)."""
    if not _next_move_can_score(view):
        return 0
    return sweepers(table_after(view.table, *move), view.unseen, view.rules.ace_takes_all).bit_count()


def is_safe(view: SeatView, move: Move) -> bool:
    """Whether ``move`` leaves no table an opponent could sweep with an unseen card."""
    return sweep_risk(view, move) == 0


def safe_moves(view: SeatView, moves: list[Move]) -> list[Move]:
    """The safe ones among ``moves``, or all of them when none is safe."""
    safe = [move for move in moves if is_safe(view, move)]
    return safe or moves


def medium_value(view: SeatView, move: Move) -> int:
    """Greedy's value of ``move`` adjusted by card memory, sevens and the last trick."""
    card, take = move
    unseen = view.unseen
    value = move_value(view.rules, view.table, move, is_last_card(view), view.in_last_deal)
    table = table_after(view.table, card, take)
    if unseen & RANK_MASK[7]:
        value += EXPOSED_SEVEN * (table & RANK_MASK[7]).bit_count()
        if table >> SETTEBELLO & 1:
            value += EXPOSED_SETTEBELLO
    if not take:
        value += PAIRABLE_LAY * (unseen & RANK_MASK[RANK[card]]).bit_count()
    if view.in_last_deal:
        rest = view.hand & ~BIT[card]
        if any(table & RANK_MASK[RANK[c]] and not unseen & RANK_MASK[RANK[c]] for c in cards_of(rest)):
            value += LAST_TRICK_KEEP
    value += SWEEP_RISK * sweep_risk(view, move)
    return value


def medium_key(view: SeatView, move: Move) -> tuple[int, int, int]:
    """Medium's preference as a sort key: its value, then Greedy's deterministic tie-break."""
    return medium_value(view, move), -move.card, -move.take


class MediumPlayer(Player):
    """``medium``: Greedy that remembers the cards and does not hand out scope."""

    level = "medium"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed  # deterministic; the seed is accepted for a uniform factory

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        moves = safe_moves(view, legal_moves(view))
        return max(moves, key=lambda move: medium_key(view, move))
