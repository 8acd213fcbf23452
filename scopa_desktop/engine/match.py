"""A match: rounds until a side reaches the target (RULES.md §7) or, under
card-value scoring, until the agreed number of rounds (§8).

A match is a value: ``clone`` copies it, ``to_dict`` and ``from_dict`` save and
restore it as JSON-safe data, random state included, so a restored match deals
its next rounds exactly as the original would have.  (The RULES.md §9 record,
which ``record`` writes from a match, is the format for people and other
programs; it holds no random state.)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .captures import Move
from .cards import DECK_SIZE
from .rules import Rules, RulesError, is_whole
from .scoring import RoundScore
from .state import Deal, PlayedMove, RoundState, deal_round
from .view import SeatView, seat_view

SNAPSHOT_FORMAT = "scopa-match/1"


def due_to_end(rules: Rules, totals: Sequence[int], rounds_played: int) -> bool:
    """Whether a match of ``rules`` is due to end at this round's end: a side has reached the target,
    or under card-value scoring the agreed rounds are played.  It then ends unless the highest totals
    tie (``Match.winner``); a tie plays another round."""
    if rules.fixed_rounds:
        return rounds_played >= rules.rounds
    return max(totals) >= rules.target


class SnapshotError(ValueError):
    """Data that is no match ``Match.to_dict`` could have written, with the reason."""


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

    # A match as a value -------------------------------------------------------------------

    def clone(self) -> Match:
        """An independent copy: playing on either leaves the other as it was, and both deal alike."""
        other = Match.__new__(Match)
        other.rules = self.rules
        other.seed = self.seed
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals = list(self.totals)
        other.round_scores = list(self.round_scores)
        other.rounds = [state.clone() for state in self.rounds]
        other.scores_before_round = self.scores_before_round
        return other

    def to_dict(self) -> dict[str, Any]:
        """The match as JSON-safe data: its rules, its rounds as dealt and played (card
        numbers), the seed it was dealt from (None when not) and the random state its next
        rounds are dealt from.  ``from_dict`` gives back an equal match."""
        version, internal, gauss_next = self.rng.getstate()
        return {
            "format": SNAPSHOT_FORMAT,
            "rules": self.rules.to_record(),
            "seed": self.seed,
            "random_state": [version, list(internal), gauss_next],
            "first_dealer": self.rounds[0].dealer,
            "rounds": [
                {
                    "deals": [
                        [None if deal.table is None else list(deal.table), [list(hand) for hand in deal.hands]]
                        for deal in state.deals
                    ],
                    "moves": [[played.card, played.take] for played in state.history],
                }
                for state in self.rounds
            ],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """The match ``to_dict`` described, every deal and move checked by the rules as it is
        replayed; SnapshotError saying what is wrong when it is unusable."""
        if not isinstance(data, dict) or data.get("format") != SNAPSHOT_FORMAT:
            raise SnapshotError(f"a match snapshot is an object with 'format' {SNAPSHOT_FORMAT!r}")
        seed, rounds, dealer = data.get("seed"), data.get("rounds"), data.get("first_dealer")
        if seed is not None and not is_whole(seed):
            raise SnapshotError("'seed' must be a whole number or null")
        rng = _random_from_state(data.get("random_state"))
        if rng is None:
            raise SnapshotError("'random_state' is not the state of a random generator")
        try:
            rules = Rules.from_record(data.get("rules"))
        except RulesError as error:
            raise SnapshotError(f"rules: {error}") from None
        if not is_whole(dealer) or not 0 <= dealer < rules.players:
            raise SnapshotError(f"'first_dealer' must be a seat from 0 to {rules.players - 1}")
        if not isinstance(rounds, list) or not rounds or not all(isinstance(r, dict) for r in rounds):
            raise SnapshotError("'rounds' must be a non-empty list of objects")
        match: Match | None = None
        for number, entry in enumerate(rounds, 1):
            try:
                deals = [_deal(item) for item in _list(entry.get("deals"))]
                if match is None:
                    match = cls(rules, first_dealer=dealer, first_deals=deals)
                else:
                    match.start_next_round(deals)
                for move in _list(entry.get("moves")):
                    card, take = _list(move)
                    match.apply_move(Move(_whole(card), _whole(take)))
            except (ValueError, RuntimeError) as error:  # malformed, illegal, or played past a round's end
                raise SnapshotError(f"round {number}: {error}") from None
        assert match is not None
        match.seed, match.rng = seed, rng
        return match

    def adopt_seed(self, seed: int) -> None:
        """Take on the random state a match dealt from ``seed`` has by now, when every round so far
        was dealt from it (for matches whose seed was kept but not their random state); otherwise
        only a generator started from ``seed``, so later rounds are at least reproducible."""
        rng = random.Random(seed)
        rng.randrange(self.rules.players)  # the first dealer, drawn as __init__ draws it
        for state in self.rounds:
            if deal_round(self.rules, rng) != list(state.deals):
                self.rng = random.Random(seed)
                return
        self.rng, self.seed = rng, seed

    # Playing --------------------------------------------------------------------------------

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
        if not self.round_over() or not due_to_end(self.rules, self.totals, len(self.rounds)):
            return None
        best = max(self.totals)
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


def _random_from_state(state: Any) -> random.Random | None:
    """A generator in the state ``to_dict`` wrote (``random.Random.getstate`` as lists), or None."""
    if not isinstance(state, list) or len(state) != 3 or not isinstance(state[1], list):
        return None
    version, internal, gauss_next = state
    if gauss_next is not None and not isinstance(gauss_next, float):
        return None
    if not all(is_whole(word) for word in internal):
        return None
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss_next))
    except (TypeError, ValueError, OverflowError):  # a wrong version, length, word or position
        return None
    return rng


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"a list was expected, not {value!r}")
    return value


def _whole(value: Any) -> int:
    if not is_whole(value):
        raise ValueError(f"a whole number was expected, not {value!r}")
    return value


def _cards(value: Any) -> tuple[int, ...]:
    cards = tuple(_whole(card) for card in _list(value))
    if not all(0 <= card < DECK_SIZE for card in cards):
        raise ValueError(f"cards are numbered 0 to {DECK_SIZE - 1}: {list(cards)}")
    return cards


def _deal(value: Any) -> Deal:
    """A deal as ``to_dict`` writes it: ``[table or null, [hand, ...]]``."""
    table, hands = _list(value)
    return Deal(None if table is None else _cards(table), tuple(_cards(hand) for hand in _list(hands)))
