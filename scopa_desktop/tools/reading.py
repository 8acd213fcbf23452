"""Where reading the hands better could pay (issue 28): ``python -m scopa_desktop.tools.reading``.

Knowing the other hands is most of what the ceiling players have over hard
(BENCHMARKS.md: ``hands`` beats hard by about as much as ``perfect``).  This
tool asks at which of hard's decisions that knowledge changes the move, and
what the change is worth.  hard plays hard in two-player rounds; at each of the
moves it chooses among more than one, the hand-seeing player (``clairvoyant``)
is shown the round and chooses too.  Where the two differ, both moves are
played out on the same deals guessed with the true hands (``samples`` of them,
Greedy rollouts, as the search plays them): the loss is the hand-seeing move's
mean round margin less hard's.

The decisions are grouped by what hard could have read by then: how many
cards the other player has played since the deal (0 to 3).  With none, its
hand is a fresh draw from the unseen cards and no reading can help; with all
three, it holds none and only the stock is hidden; between them is the share a
better reading could reach.  Prints JSON: by group, the
decisions, how many the two players decided differently, and the loss a
decision and a deal, with its 95% interval.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from ..ai.clairvoyant import HandSeeingPlayer
from ..ai.hard import HardPlayer
from ..ai.inference import NO_BELIEFS
from ..ai.outcome import margin
from ..ai.rollout import play_moves
from ..engine import Match, Rules
from ..engine.captures import Move
from ..engine.scoring import round_points
from ..engine.state import RoundState
from ..engine.view import SeatView
from .tournament import mean_ci


@dataclass
class Group:
    """The decisions made with the same number of the other player's cards seen in the deal."""

    losses: list[float] = field(default_factory=list)  # one a decision, 0 where the moves agree

    def summary(self, deals: int) -> dict[str, Any]:
        n = len(self.losses)
        per_deal = n / deals if deals else 0.0
        return {
            "decisions": n,
            "differ": sum(1 for x in self.losses if x != 0.0),
            "loss_a_decision": mean_ci(self.losses)["mean"] if n else 0.0,
            # each decision's loss times the decisions a deal: their mean is the loss a deal, with its interval
            "loss_a_deal": mean_ci([x * per_deal for x in self.losses]) if n else {"mean": 0.0, "ci95": [0.0, 0.0]},
        }


def seen_in_deal(view: SeatView) -> int:
    """How many cards the other player has played since the current deal began (2 players)."""
    return sum(1 for move in view.history[view.deal_start :] if move.seat != view.seat)


def loss(
    seeing: HandSeeingPlayer, view: SeatView, chosen: Move, better: Move, samples: int, rng: random.Random
) -> float:
    """The mean round margin of ``better`` less ``chosen``'s over the same deals guessed with the true hands."""
    total = 0.0
    for _ in range(samples):
        ours, theirs = play_moves(seeing.sample_deal(view, rng, NO_BELIEFS), [better, chosen])
        total += margin(_points(ours), view.team) - margin(_points(theirs), view.team)
    return total / samples


def _points(state: RoundState) -> tuple[int, ...]:
    return round_points(state.rules, state.piles, state.scope)


def measure(rounds: int, seed: int, samples: int) -> dict[str, Any]:
    """hard against hard over ``rounds`` two-player rounds, its decisions grouped by ``seen_in_deal``."""
    rules = Rules()
    groups: dict[int, Group] = {}
    rng = random.Random(seed)
    for number in range(rounds):
        match = Match(rules, seed=seed * 100_003 + number)
        players = [HardPlayer(seed=seed + number * 2 + seat, clock=time.process_time) for seat in range(2)]
        while not match.round_over():
            seat = match.current_player()
            view = match.view(seat)
            move = players[seat].choose(view)
            if len(match.legal_moves()) > 1 and view.stock:  # with the stock empty hard sees every card
                seeing = HandSeeingPlayer(seed=seed + number, clock=time.process_time)
                seeing.reveal(match.current)
                better = seeing.choose(view)
                lost = 0.0 if better == move else loss(seeing, view, move, better, samples, rng)
                groups.setdefault(seen_in_deal(view), Group()).losses.append(lost)
            match.apply_move(move)
    return {
        "rounds": rounds,
        "seed": seed,
        "samples": samples,
        "by_cards_seen": {str(seen): groups[seen].summary(rounds * 2) for seen in sorted(groups)},
        "all": Group([x for group in groups.values() for x in group.losses]).summary(rounds * 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_desktop.tools.reading", description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=2000, help="guessed deals a differing decision is valued on")
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.rounds, args.seed, args.samples)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
