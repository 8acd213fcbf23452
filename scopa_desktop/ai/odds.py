"""Win odds: a seat's chance to win the round and the match, from its own view.

The round is played out the way hard looks ahead: many deals consistent with
the seat's view (``determinize``, leaning on what the play so far says about
the hands), each finished by Greedy in every seat (``rollout.rollout``,
careful in Scopone).  The match goes on from each finished round with later
rounds drawn from a pool of fresh rounds (new deals, played out the same
way), until a side has won (RULES.md §7, §8).  Only the view and the seed are used: the same view gives
the same odds whatever cards are really hidden behind it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.rules import Rules
from ..engine.state import RoundState
from ..engine.view import SeatView
from .base import CancelFlag
from .determinize import determinize
from .inference import read_hands
from .outcome import match_winner
from .rollout import careful_rollouts, rollout, view_seed

DEFAULT_SAMPLES = 300
#: Fresh rounds the match's later rounds are drawn from.
POOL = 64
#: A match still undecided after this many more rounds (ties at the top going on) counts as not won.
MAX_ROUNDS_AHEAD = 40


@dataclass(frozen=True)
class Odds:
    """Chances from 0 to 1: the seat's side winning the round (more points than every other side) and the match."""

    round: float
    match: float


def win_odds(view: SeatView, seed: int = 0, samples: int = DEFAULT_SAMPLES, cancel: CancelFlag | None = None) -> Odds:
    """The seat's side's chances to win the round in play and the match, from ``view`` alone."""
    rng = random.Random(view_seed(seed, view))
    beliefs = read_hands(view)
    careful = careful_rollouts(view.rules)
    pool = _fresh_rounds(view.rules, rng, cancel)
    rounds_won = matches_won = 0
    for _ in range(samples):
        if cancel is not None:
            cancel.check()
        state = determinize(view, rng, beliefs)
        rollout(state, careful)
        points = state.score().points
        rounds_won += all(points[view.team] > p for team, p in enumerate(points) if team != view.team)
        totals = [s + p for s, p in zip(view.scores, points, strict=True)]
        matches_won += _match_goes_to(view.rules, totals, view.round_number, pool, rng) == view.team
    return Odds(rounds_won / samples, matches_won / samples)


def _fresh_rounds(rules: Rules, rng: random.Random, cancel: CancelFlag | None) -> list[tuple[int, ...]]:
    """The points of rounds dealt afresh and played out, each side's by team."""
    pool = []
    for _ in range(POOL):
        if cancel is not None:
            cancel.check()
        state = RoundState.deal(rules, rng.randrange(rules.players), rng)
        rollout(state, careful_rollouts(rules))
        pool.append(state.score().points)
    return pool


def _match_goes_to(rules: Rules, totals: list[int], rounds_played: int, pool: list[tuple[int, ...]],
                   rng: random.Random) -> int | None:
    """The side that wins the match from ``totals`` after ``rounds_played``, later rounds drawn from ``pool``."""
    for _ in range(MAX_ROUNDS_AHEAD):
        winner = match_winner(rules, totals, rounds_played)
        if winner is not None:
            return winner
        points = rng.choice(pool)
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        rounds_played += 1
    return None
