"""A match: rounds until a side reaches the target (RULES.md §7) or, under
card-value scoring, until the agreed number of rounds (§8)."""

from __future__ import annotations

import random

from .rules import Rules
from .scoring import RoundScore
from .state import Deal, Move, PlayedMove, RoundState
from .view import SeatView, seat_view


class Match:
    """Rounds and totals.  ``apply_move`` books a finished round's points at once;
    the next round starts only on ``start_next_round`` so a window can show the
    breakdown first."""

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        first_dealer: int | None = None,
        first_deals: list[Deal] | None = None,
    ) -> None:
        """A match dealt from ``seed`` (the same cards every time), or from ``first_deals``."""
        self.rules = rules
        self.seed = seed
        self.rng = random.Random(seed)
        dealer = self.rng.randrange(rules.players) if first_dealer is None else first_dealer
        self.totals = [0] * rules.teams
        self.round_scores: list[RoundScore] = []
        self.rounds: list[RoundState] = []
        self._begin_round(dealer, first_deals)

    def _begin_round(self, dealer: int, deals: list[Deal] | None) -> RoundState:
        if deals is None:
            state = RoundState.deal(self.rules, dealer, self.rng)
        else:
            state = RoundState(self.rules, dealer, deals)
        self.rounds.append(state)
        self.scores_before_round = tuple(self.totals)
        return state

    @property
    def current(self) -> RoundState:
        return self.rounds[-1]

    @property
    def round_number(self) -> int:
        return len(self.rounds)

    def round_over(self) -> bool:
        return self.current.is_terminal()

    def current_player(self) -> int:
        return self.current.current_player()

    def legal_moves(self) -> list[Move]:
        return [] if self.is_over() else self.current.legal_moves()

    def apply_move(self, move: Move) -> PlayedMove:
        """Play a move of the current round (checked); books the round when it ends."""
        played = self.current.apply_move(move)
        if self.current.is_terminal():
            score = self.current.score()
            self.round_scores.append(score)
            for team, points in enumerate(score.points):
                self.totals[team] += points
        return played

    def take_back(self, moves: int) -> None:
        """Undo the round in play back to its first ``moves`` moves, by replaying them
        from its deals (a round keeps no inverse of its moves).  A finished round has
        its points booked in the totals and cannot be taken back."""
        old = self.current
        if old.is_terminal():
            raise RuntimeError("a finished round cannot be taken back")
        if not 0 <= moves <= len(old.history):
            raise ValueError(f"the round has {len(old.history)} moves, not {moves}")
        state = RoundState(self.rules, old.dealer, list(old.deals))
        for played in old.history[:moves]:
            state.apply_move(Move(played.card, played.take), check=False)
        self.rounds[-1] = state

    def start_next_round(self, deals: list[Deal] | None = None) -> RoundState:
        """Deal the next round; the deal passes to the next seat."""
        if not self.round_over():
            raise RuntimeError("the current round is still being played")
        if self.is_over():
            raise RuntimeError("the match is over")
        return self._begin_round((self.current.dealer + 1) % self.rules.players, deals)

    def winner(self) -> int | None:
        """The winning team, or None while the match is undecided.

        Decided only at a round's end: under the target rule, once a side has
        reached it and the highest total is not tied; under card-value scoring,
        after the agreed rounds, again with no tie at the top (a tie plays on).
        """
        if not self.round_over():
            return None
        best = max(self.totals)
        if self.rules.fixed_rounds:
            if len(self.rounds) < self.rules.rounds:
                return None
        elif best < self.rules.target:
            return None
        leaders = [team for team, total in enumerate(self.totals) if total == best]
        return leaders[0] if len(leaders) == 1 else None

    def is_over(self) -> bool:
        return self.winner() is not None

    def returns(self) -> list[float]:
        """OpenSpiel-style match outcome by team: 1 for the winner, 0 otherwise."""
        winner = self.winner()
        return [1.0 if team == winner else 0.0 for team in range(self.rules.teams)]

    def view(self, seat: int) -> SeatView:
        return seat_view(self.current, seat, self.scores_before_round, self.round_number)
