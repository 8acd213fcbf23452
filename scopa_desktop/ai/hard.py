"""The ``hard`` level: determinized search.

Each decision samples many rounds consistent with the seat's view (the
hidden hands and stock guessed at random, see ``determinize``, leaning on
what the other players' lays and captures say about their hands, see
``inference`` and, with two players, ``posterior``), plays every candidate
move in each sample and finishes the round with fast Greedy rollouts
(careful ones in Scopone, see ``rollout``), all candidates on the same
samples so that their difference is measured, not the luck of the deal.
Candidates that clearly trail leave the search early and their rollouts go
to the close contenders (``CandidateRace``).  A move's worth is the round's
point margin for our team (partners are not opponents), or the match itself
when the round may decide it.  When nothing is hidden (2 players, stock
empty) the rest of the round is solved exactly instead.

Scopa safety (``medium.is_safe``): when some move is safe, hard never lays
a card into a table an opponent could sweep with an unseen card (a lay
gains nothing now).  An unsafe capture is the search's to weigh: it is made
only when the search finds it better than every safe move, the sweep it
risks counted in the rollouts like everything else.  Forbidding unsafe
captures outright would give up too much (measured: about 0.36 points a deal
against Greedy), since early in a round nearly every small table is
sweepable by some unseen card; so did handicapping them by a quarter of a
point (about 0.18 points a deal, BENCHMARKS.md).  Moves
whose averages are within ``TIE_MARGIN`` of the best are near ties, broken
by medium's judgement so the play looks human.

Deterministic: the samples come from an RNG seeded by the player's seed and
the view.  ``seconds`` is an anytime budget: the search stops after
``samples`` rollouts per candidate, or when the race is decided, or at the
budget, whichever comes first, so a decision is reproducible whenever the
clock does not end it.  The clock is the wall clock in the window (a player
waits in seconds); benchmarks give it the process's CPU clock, so that what a
move sees does not depend on what else the machine is doing.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ..engine.captures import Move
from ..engine.scoring import round_points
from ..engine.state import RoundState
from ..engine.view import SeatView
from .base import CancelFlag, Player, legal_moves
from .determinize import determinize, known_position
from .exact import ExactSolver, Utility
from .inference import Beliefs, read_hands
from .medium import is_safe, medium_key
from .outcome import match_in_reach, round_utility
from .rollout import careful_rollouts, play_moves, view_seed

# The clock bounds the slowest moves (p95 ≤ 1.0 s a move on one core); the race settles most
# decisions long before the rollout cap, so the mean stays far lower (BENCHMARKS.md).
DEFAULT_SECONDS = 0.8
DEFAULT_SAMPLES = 4000
MIN_SAMPLES = 8  # deals looked at even when the clock runs out first
TIE_MARGIN = 0.02  # points a deal: below this, candidates are judged equal
CHECK_EVERY = 16  # deals between looks at which candidates still have a chance
MIN_RACE = 32  # deals before the first candidate may leave the race
DROP_Z = 3.0  # standard errors by which a candidate must trail to leave it


def candidates(view: SeatView, moves: list[Move], safe_move: Callable[[Move], bool] | None = None) -> list[Move]:
    """The moves worth searching: when some move is safe, unsafe lays are left out.

    ``safe_move`` judges a move's safety; by default ``medium.is_safe``, against every
    unseen card (what the seat knows).
    """
    judge = (lambda move: is_safe(view, move)) if safe_move is None else safe_move
    safe = [judge(move) for move in moves]
    if not any(safe):
        return moves
    return [move for move, ok in zip(moves, safe, strict=True) if move.take or ok]


class HardPlayer(Player):
    """``hard``: sampled deals, Greedy rollouts, an exact final deal."""

    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        seconds: float = DEFAULT_SECONDS,
        samples: int = DEFAULT_SAMPLES,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.seconds = seconds
        self.samples = samples
        self.clock = clock

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        moves = legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        decisive = match_in_reach(view.rules, view.scores, view.round_number)

        def utility(state: RoundState) -> float:
            points = round_points(state.rules, state.piles, state.scope)
            return round_utility(view.rules, points, view.team, view.scores, view.round_number, decisive)

        known = known_position(view)
        if known is not None:
            values = ExactSolver(view.team, utility, cancel).move_values(known)
        else:
            values = self._sampled_values(view, self.search_moves(view, moves), utility, cancel)
        best = max(value for _, value in values)
        near = [move for move, value in values if value >= best - TIE_MARGIN]
        return max(near, key=lambda move: medium_key(view, move))

    def search_moves(self, view: SeatView, moves: list[Move]) -> list[Move]:
        """The candidates the search compares (``candidates``)."""
        return candidates(view, moves)

    def sample_deal(self, view: SeatView, rng: random.Random, beliefs: Beliefs) -> RoundState:
        """One deal the candidates are played out on: a guess consistent with the view (``determinize``)."""
        return determinize(view, rng, beliefs)

    def _sampled_values(
        self,
        view: SeatView,
        candidates: list[Move],
        utility: Utility,
        cancel: CancelFlag | None,
    ) -> list[tuple[Move, float]]:
        """The candidates still in the race, each with its mean utility over the same deals.

        Every live candidate is played on every sampled deal, so two
        candidates are compared by their paired differences, whose spread is
        far smaller than either's.  Every ``CHECK_EVERY`` deals, a candidate
        that trails the leader by more than ``TIE_MARGIN`` with ``DROP_Z``
        standard errors to spare leaves the race, and its rollouts go to the
        close contenders instead; the search ends early once the leader is
        alone or the rest are sure near ties.  The effort is at most
        ``samples`` rollouts per candidate.
        """
        count = len(candidates)
        if count == 1:
            return [(candidates[0], 0.0)]
        rng = random.Random(view_seed(self.seed, view))
        beliefs = read_hands(view)
        race = CandidateRace(count)
        rollouts_left = self.samples * count
        careful = careful_rollouts(view.rules)
        deadline = self.clock() + self.seconds
        while rollouts_left >= len(race.live) and (race.deals < MIN_SAMPLES or self.clock() < deadline):
            live = [candidates[index] for index in race.live]
            finished = play_moves(self.sample_deal(view, rng, beliefs), live, cancel, careful)
            outcome = [utility(state) for state in finished]
            rollouts_left -= len(race.live)
            race.add(outcome)
            if race.deals % CHECK_EVERY == 0 and race.deals >= MIN_RACE and race.settle():
                break
        return [(candidates[index], race.mean(index)) for index in race.live]


class CandidateRace:
    """Running paired statistics of the candidates still searched (indices into the candidate list)."""

    def __init__(self, count: int) -> None:
        self.live = list(range(count))
        self.deals = 0
        self.sums = [0.0] * count
        self.products = [[0.0] * count for _ in range(count)]  # sums of value_i * value_j over the deals

    def add(self, outcome: list[float]) -> None:
        """One deal's values, in the order of ``live``."""
        self.deals += 1
        pairs = list(zip(self.live, outcome, strict=False))
        for i, value in pairs:
            self.sums[i] += value
            row = self.products[i]
            for j, other in pairs:
                row[j] += value * other

    def mean(self, index: int) -> float:
        return self.sums[index] / self.deals

    def settle(self) -> bool:
        """Drop the candidates sure to trail; True when the search can stop (one left, or sure near ties)."""
        leader = max(self.live, key=self.mean)
        staying = [leader]
        all_near = True
        for index in self.live:
            if index == leader:
                continue
            gap, error = self._gap(leader, index)
            if gap - TIE_MARGIN > DROP_Z * error:
                continue
            staying.append(index)
            all_near = all_near and gap + DROP_Z * error <= TIE_MARGIN
        self.live = sorted(staying)
        return len(self.live) == 1 or all_near

    def _gap(self, leader: int, index: int) -> tuple[float, float]:
        """The leader's mean lead over ``index`` and its standard error, from the paired differences."""
        n = self.deals
        gap = self.mean(leader) - self.mean(index)
        squares = self.products[leader][leader] - 2 * self.products[leader][index] + self.products[index][index]
        variance = max(squares / n - gap * gap, 0.0) * n / (n - 1)
        return gap, math.sqrt(variance / n)
