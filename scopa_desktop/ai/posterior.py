"""Reading the other hand of a two-player round as a probability over every hand it could hold.

``inference`` reads each move as a few cards the hand most likely lacks.  Here,
with one other player, the hand's every possibility is weighed instead: each
hand the other player could hold now (every set of its size from the cards
unseen) is weighed by how likely the moves it made in this deal were, from that
hand with the cards it has played since.  A move's likelihood comes from two
kinds of player, mixed by what the round has shown:

* a *Greedy-like* player makes Greedy's move (``greedy.greedy_move``) nearly
  always, as ``easy`` does;
* a *planner* chooses among its legal moves by a multinomial logit over a few
  features of each (``move_features``: Greedy's choice or not, what it takes,
  what a lay costs, whether it leaves a sweep to unseen cards), fitted to
  medium's and hard's own moves (hard makes Greedy's move 70% of the time).

Once a deal is over, every card its hand held has been played, so each of its
moves can be checked against the whole hand: the round's finished deals tell
how likely the player is of each kind.  No hand is ruled out: a player of
either kind may make any move.

Only the current deal is read (a fresh deal brings fresh hands), and only
with two players: with more, ``inference``'s masks serve, the hands being too
many to weigh one by one.
"""

from __future__ import annotations

import bisect
import math
import random
from dataclasses import dataclass
from itertools import combinations

from ..engine.cards import BIT, FULL_DECK, RANK, cards_of, mask_of
from ..engine.rules import Rules
from ..engine.state import PlayedMove
from ..engine.view import SeatView
from .greedy import capture_value, greedy_move, lay_value
from .tactics import sweepers, table_after

#: How often each kind of player makes Greedy's move where it has a choice.
GREEDY_LIKE = 0.98
#: A planner's moves: a multinomial logit over ``move_features``, fitted to hard's and medium's own play.
PLANNER_WEIGHTS = (1.022, 0.514, 0.33, 0.21, 0.43, -2.45, -1.238, -0.597)
#: How likely a player is to be Greedy-like before any of its deals is over.
GREEDY_LIKE_PRIOR = 0.5


@dataclass(frozen=True)
class HandPosterior:
    """The other seat's possible hands (masks) and their cumulative weights, to draw one from."""

    seat: int
    hands: tuple[int, ...]
    cumulative: tuple[float, ...]

    def draw(self, rng: random.Random) -> int:
        """One hand, each as likely as its weight."""
        return self.hands[bisect.bisect_left(self.cumulative, rng.random() * self.cumulative[-1])]

    def chance(self, hand: int) -> float:
        """How likely ``hand`` is: its weight over all the weights."""
        index = self.hands.index(hand)
        return (self.cumulative[index] - (self.cumulative[index - 1] if index else 0.0)) / self.cumulative[-1]


#: What the planner's logit weighs in a move: whether it is Greedy's; whether it takes; Greedy's value of
#: the capture and whether it is a scopa; Greedy's value of a lay; whether it leaves the table to a sweep
#: by a card the mover could not see, and by how many (a quarter each); the played card's rank (a tenth).
FEATURES = ("greedy", "capture", "value", "scopa", "lay", "unsafe", "sweepers", "rank")


def move_features(
    rules: Rules, hand: int, table: int, unseen: int, in_last_deal: bool
) -> tuple[list[tuple[int, int]], list[list[float]]]:
    """Every legal move of ``hand`` on ``table``, as (card, take), and its ``FEATURES``, as a player who
    cannot see ``unseen`` weighs it."""
    greedy = greedy_move(rules, hand, table, False, in_last_deal)
    moves: list[tuple[int, int]] = []
    rows: list[list[float]] = []
    rest = hand
    while rest:
        low = rest & -rest
        rest ^= low
        card = low.bit_length() - 1
        rank = RANK[card]
        for take in rules.capture.options(table, rank):
            after = table_after(table, card, take)
            scopa = bool(take) and take == table and rules.scopa_counts(rank, False, in_last_deal)
            risk = sweepers(after, unseen, rules.capture).bit_count()
            moves.append((card, take))
            rows.append([
                float(greedy.card == card and greedy.take == take),
                float(bool(take)),
                capture_value(card, take, False) / 100 if take else 0.0,
                float(scopa),
                0.0 if take else lay_value(card, table) / 100,
                float(risk > 0),
                risk / 4,
                rank / 10,
            ])
    return moves, rows


def move_odds(
    view: SeatView, hand: int, table: int, public: int, move: PlayedMove, in_last_deal: bool
) -> tuple[float, float]:
    """How likely ``move`` was from ``hand`` on ``table`` (``public``: every card the mover had seen played or
    on the first table), for a Greedy-like player and for a planner."""
    moves, rows = move_features(view.rules, hand, table, FULL_DECK & ~public & ~hand, in_last_deal)
    if len(moves) == 1:
        return 1.0, 1.0
    chosen = moves.index((move.card, move.take))
    greedy_like = GREEDY_LIKE * rows[chosen][0] + (1.0 - GREEDY_LIKE) / len(moves)
    scores = [sum(w * x for w, x in zip(PLANNER_WEIGHTS, row, strict=True)) for row in rows]
    top = max(scores)
    planner = math.exp(scores[chosen] - top) / sum(math.exp(score - top) for score in scores)
    return greedy_like, planner


def seen_before(view: SeatView) -> list[int]:
    """Before each move of the round's history, every card seen played or on the first table."""
    public = []
    seen = view.initial_table
    for move in view.history:
        public.append(seen)
        seen |= BIT[move.card]
    return public


def greedy_like_odds(view: SeatView, seat: int, tables: list[int], public: list[int]) -> float:
    """How likely ``seat`` is Greedy-like rather than a planner, from its moves in the round's finished deals."""
    per_deal = view.rules.cards_per_deal
    like, planner = GREEDY_LIKE_PRIOR, 1.0 - GREEDY_LIKE_PRIOR
    for deal in range(len(view.history) // per_deal):
        indices = [i for i in range(deal * per_deal, (deal + 1) * per_deal) if view.history[i].seat == seat]
        hand = mask_of(view.history[i].card for i in indices)
        for i in indices:
            move = view.history[i]
            odds_like, odds_planner = move_odds(view, hand, tables[i], public[i], move, False)
            like, planner = like * odds_like, planner * odds_planner
            hand &= ~BIT[move.card]
        total = like + planner
        like, planner = like / total, planner / total
    return like


def hand_posterior(view: SeatView) -> HandPosterior | None:
    """The other hand's posterior in a two-player round once it has played in this deal, else None."""
    if view.rules.players != 2:
        return None
    seat = 1 - view.seat
    size = view.hand_sizes[seat]
    played = [i for i in range(view.deal_start, len(view.history)) if view.history[i].seat == seat]
    if not played or not size:
        return None
    tables, public = view.tables_before(), seen_before(view)
    like = greedy_like_odds(view, seat, tables, public)
    played_cards = mask_of(view.history[i].card for i in played)
    hands = []
    cumulative = []
    total = 0.0
    for cards in combinations(cards_of(view.unseen), size):
        hand = mask_of(cards) | played_cards  # as it was when the deal began
        weight_like = weight_planner = 1.0
        for i in played:
            move = view.history[i]
            odds_like, odds_planner = move_odds(view, hand, tables[i], public[i], move, view.in_last_deal)
            weight_like *= odds_like
            weight_planner *= odds_planner
            hand &= ~BIT[move.card]
        total += like * weight_like + (1.0 - like) * weight_planner
        hands.append(hand)
        cumulative.append(total)
    return HandPosterior(seat, tuple(hands), tuple(cumulative))
