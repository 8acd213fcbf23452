"""The ``medium`` level: a short look ahead with the habits of a careful club player.

* Scopa safety, strict: it never leaves a table that the next player, an
  opponent, could sweep with an unseen card, unless every move does (then
  the moves with the fewest unseen sweepers).
* A glance ahead: each move it keeps is played out on ``SAMPLES`` guessed
  deals of the unseen cards (every guess equally likely: it reads nothing
  into the other players' moves, unlike hard) with Greedy finishing the
  round, and the move with the best average point margin is played.
* Near ties go to its judgement of the move alone (``medium_value``): card
  memory (which ranks are still unseen), what the move takes in estimated
  points, less the next opponent's expected best reply over the unseen
  cards, and in the final deal a card kept that can still take at the end.

``is_safe`` and ``medium_value`` are also the hard level's tie-breakers.
"""

from __future__ import annotations

import random
from math import comb

from ..engine.captures import Move
from ..engine.cards import BIT, COINS_MASK, RANK, RANK_MASK, SETTEBELLO, cards_of
from ..engine.scoring import round_points
from ..engine.view import SeatView
from .base import CancelFlag, Player, legal_moves
from .greedy import is_last_card
from .inference import NO_BELIEFS
from .outcome import margin
from .rollout import play_out, view_seed
from .tactics import sweepers, table_after

#: Deals a move is played out on: a glance ahead, a few milliseconds a move (hard plays thousands).
SAMPLES = 24
#: Points a deal within which two moves' averages count as a tie, left to ``medium_value``.
TIE_MARGIN = 0.25

# Rough worth in round points of capturing a card: a share of "most cards",
# of "most coins", of primiera (sevens, sixes, aces), and the settebello.
CARD_POINTS = 0.08
COIN_POINTS = 0.12
PRIMIERA_POINTS = {7: 0.3, 6: 0.15, 1: 0.1}
SETTEBELLO_POINTS = 1.0
SCOPA_POINTS = 1.0
LAID_SHARE = 0.5  # a laid card is worth this share of its value to whoever may take it
LAST_TRICK_KEEP = 0.15
SWEEP_RISK = -10.0  # per unseen sweeper, only ever decisive when every move leaves a sweep


def _card_points(card: int) -> float:
    rank = RANK[card]
    points = CARD_POINTS + PRIMIERA_POINTS.get(rank, 0.0)
    if BIT[card] & COINS_MASK:
        points += COIN_POINTS
    if card == SETTEBELLO:
        points += SETTEBELLO_POINTS
    return points


_POINTS = tuple(_card_points(c) for c in range(40))
#: A card of each rank whose suit is unknown: the average over the four suits.
_RANK_POINTS = (0.0, *tuple(sum(_POINTS[c] for c in cards_of(RANK_MASK[r])) / 4 for r in range(1, 11)))


def pile_points(cards: int) -> float:
    """Estimated round points of capturing ``cards``."""
    return sum(_POINTS[c] for c in cards_of(cards))


def _following(view: SeatView) -> tuple[int, bool, int]:
    """The next seat, whether its move could score a scopa, and its hand size then."""
    rules = view.rules
    following = (view.seat + 1) % rules.players
    cards_left = sum(view.hand_sizes) - 1 + view.stock
    new_deal = sum(view.hand_sizes) == 1 and view.stock > 0  # our card empties the hands
    stock_after = view.stock - rules.cards_per_deal if new_deal else view.stock
    can_score = cards_left > 0 and rules.scopa_counts(2, cards_left == 1, stock_after == 0)
    hand = rules.hand_size if new_deal else view.hand_sizes[following]
    return following, can_score, hand


def _next_move_can_score(view: SeatView) -> bool:
    """Whether the move after ours could be a scopa for the next seat, and that seat is an opponent."""
    following, can_score, _ = _following(view)
    return can_score and view.rules.team_of(following) != view.team


def sweep_risk(view: SeatView, move: Move, holders: int | None = None) -> int:
    """How many unseen cards (or of ``holders``: the cards the next seat is known to hold) could sweep
    the table our ``move`` leaves (0 when safe)."""
    if not _next_move_can_score(view):
        return 0
    cards = view.unseen if holders is None else holders
    return sweepers(table_after(view.table, *move), cards, view.rules.capture).bit_count()


def is_safe(view: SeatView, move: Move) -> bool:
    """Whether ``move`` leaves no table an opponent could sweep with an unseen card."""
    return sweep_risk(view, move) == 0


def safe_moves(view: SeatView, moves: list[Move]) -> list[Move]:
    """The safe ones among ``moves``, or all of them when none is safe."""
    safe = [move for move in moves if is_safe(view, move)]
    return safe or moves


def expected_reply(view: SeatView, table: int) -> float:
    """Expected points of the next opponent's best capture on ``table``, over the unseen cards.

    The opponent's hand is a uniform draw from the unseen cards: the chance
    that its best capture is with rank k is the chance it holds a k and none
    of the better ranks (hypergeometric).
    """
    following, can_score, hand = _following(view)
    if view.rules.team_of(following) == view.team or not table:
        return 0.0
    unseen = view.unseen
    total = unseen.bit_count()
    hand = min(hand, total)
    options = view.rules.capture.options
    best_by_rank = []
    for rank in range(1, 11):
        count = (unseen & RANK_MASK[rank]).bit_count()
        if not count:
            continue
        takes = options(table, rank)
        if takes == [0]:
            continue
        value = max(pile_points(take) + (SCOPA_POINTS if take == table and can_score else 0.0) for take in takes)
        best_by_rank.append((value + _RANK_POINTS[rank], count))
    best_by_rank.sort(reverse=True)
    expected = 0.0
    outside = total
    none_before = 1.0
    for value, count in best_by_rank:
        outside -= count
        none_now = comb(outside, hand) / comb(total, hand) if outside >= hand else 0.0
        expected += value * (none_before - none_now)
        none_before = none_now
    return expected


def medium_value(view: SeatView, move: Move) -> float:
    """Estimated points of ``move``: what it takes, less the opponent's expected reply."""
    card, take = move
    table = table_after(view.table, card, take)
    if take:
        value = pile_points(take | BIT[card])
        if not table and view.rules.scopa_counts(RANK[card], is_last_card(view), view.in_last_deal):
            value += SCOPA_POINTS
    else:
        value = -LAID_SHARE * _POINTS[card]
    value -= expected_reply(view, table)
    if view.in_last_deal:
        unseen = view.unseen
        rest = view.hand & ~BIT[card]
        if any(table & RANK_MASK[RANK[c]] and not unseen & RANK_MASK[RANK[c]] for c in cards_of(rest)):
            value += LAST_TRICK_KEEP
    return value + SWEEP_RISK * sweep_risk(view, move)


def medium_key(view: SeatView, move: Move) -> tuple[float, int, int]:
    """Medium's preference as a sort key: its value, then Greedy's deterministic tie-break."""
    return medium_value(view, move), -move.card, -move.take


class MediumPlayer(Player):
    """``medium``: never hands out a scopa it can avoid, and looks a little ahead."""

    level = "medium"

    def __init__(self, seed: int | None = None, samples: int = SAMPLES) -> None:
        self.seed = seed
        self.samples = samples

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        moves = safe_moves(view, legal_moves(view))
        if len(moves) > 1:
            moves = self._best_played_out(view, moves, cancel)
        return max(moves, key=lambda move: medium_key(view, move))

    def _best_played_out(self, view: SeatView, moves: list[Move], cancel: CancelFlag | None) -> list[Move]:
        """The moves whose average margin over the sampled deals is within ``TIE_MARGIN`` of the best."""
        rng = random.Random(view_seed(self.seed, view))
        totals = [0.0] * len(moves)
        for _ in range(self.samples):
            for index, state in enumerate(play_out(view, rng, NO_BELIEFS, moves, cancel)):
                totals[index] += margin(round_points(view.rules, state.piles, state.scope), view.team)
        best = max(totals)
        return [move for move, total in zip(moves, totals, strict=True) if total >= best - TIE_MARGIN * self.samples]
