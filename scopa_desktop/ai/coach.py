"""The coach: what a move cost in points, and why, in a player's terms.

It judges a move from the player's own seat view (never a hidden card) with
hard's search: many deals consistent with the view, every legal move played
out on each of them by Greedy rollouts (``rollout.play_out``, careful ones
in Scopone as hard's), or the exact end of the round when nothing is hidden.  A move's worth is the round's point
margin for the player's side (partners are not opponents), not hard's match
weighting, so that a cost can be told in points.  Each finished round is also
split by where its points came from (scope, settebello, primiera, coins,
cards, the rest), and the part where the played move lost most against the
best one names the cause: a table an unseen card can sweep, the settebello
let go, a primiera card given up, coins or cards left to the other side.

The cause is a ``Reason`` with its data (a card, a rank); the window words
it in the player's language.  Reproducible: the deals come from an RNG
seeded by ``seed`` and the view alone, so the same view gives the same
verdict whatever cards are really hidden behind it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from ..engine.cards import BIT, PRIMIERA_VALUE, RANK, SETTEBELLO, cards_of
from ..engine.scoring import RoundScore, TeamScore
from ..engine.state import Move, RoundState
from ..engine.view import SeatView
from .base import CancelFlag, legal_moves
from .determinize import known_position
from .exact import ExactSolver
from .greedy import is_last_card
from .hard import TIE_MARGIN
from .inference import read_hands
from .medium import medium_key, sweep_risk
from .outcome import margin
from .rollout import careful_rollouts, play_out, view_seed
from .tactics import sweeping_rank, table_after

#: Deals looked at per judgement: enough that a cost of 0.3 stands out of the noise.
DEFAULT_SAMPLES = 200
#: Points a move must cost against the best one before the coach says anything.
SPEAK_AT = 0.3
#: A hint names a cause only when the best move leads the next one by this much.
HINT_CLEAR = 0.1

#: Where a round's points come from, in the order of ``Breakdown``.
CATEGORIES = ("scope", "settebello", "primiera", "coins", "cards", "other")
Breakdown = tuple[float, ...]  # by category: our side's points less the leading other side's


class Reason(Enum):
    """Why one move is worth less than another, as a player would put it."""

    SCOPA_RISK = "scopa-risk"  # the move leaves a table an unseen card of ``rank`` sweeps
    SCOPA_MISSED = "scopa-missed"  # the better move sweeps the table now
    SCOPE = "scope"  # more chances of a scopa for the other side later on
    SETTEBELLO = "settebello"  # the settebello let go
    PRIMIERA = "primiera"  # ``card`` would have kept the primiera
    PRIMIERA_LAID = "primiera-laid"  # ``card``, a primiera card, laid for the other side to take
    COINS = "coins"
    CARDS = "cards"
    POINTS = "points"  # the rest: the search sees more points, with no single cause


@dataclass(frozen=True)
class Cause:
    reason: Reason
    card: int | None = None  # the card concerned (primiera)
    rank: int = 0  # the rank that sweeps the table (scopa risk)


@dataclass(frozen=True)
class Verdict:
    """A costly move: what it cost in expected round points, the better move, and why."""

    played: Move
    better: Move
    cost: float
    cause: Cause


@dataclass(frozen=True)
class Advice:
    """The best move; ``cause`` says why it beats ``runner_up`` (None: alone, or no clear lead)."""

    move: Move
    runner_up: Move | None
    lead: float
    cause: Cause | None


@dataclass(frozen=True)
class Appraisal:
    """Every legal move with its expected margin and where that margin comes from."""

    moves: tuple[Move, ...]
    values: tuple[float, ...]
    breakdowns: tuple[Breakdown, ...]

    def value_of(self, move: Move) -> float:
        return self.values[self.moves.index(move)]

    def breakdown_of(self, move: Move) -> Breakdown:
        return self.breakdowns[self.moves.index(move)]


def breakdown(score: RoundScore, team: int) -> Breakdown:
    """A finished round's margin for ``team``, split by category; the parts add up to ``outcome.margin``."""
    points = score.points
    rival = max((t for t in range(len(points)) if t != team), key=lambda t: points[t])

    def parts(side: TeamScore) -> tuple[int, ...]:
        named = (side.scope, int(side.settebello), int(side.best_primiera), int(side.most_coins),
                 int(side.most_cards))
        return (*named, side.points - sum(named))

    return tuple(float(ours - theirs) for ours, theirs in zip(parts(score.teams[team]), parts(score.teams[rival]),
                                                              strict=True))


def appraise(view: SeatView, seed: int = 0, samples: int = DEFAULT_SAMPLES,
             cancel: CancelFlag | None = None) -> Appraisal:
    """Each legal move's expected round margin for the seat's side, from its view alone."""
    moves = legal_moves(view)
    if len(moves) == 1:  # nothing to compare: no need to look at a single deal
        return Appraisal(tuple(moves), (0.0,), ((0.0,) * len(CATEGORIES),))
    known = known_position(view)
    if known is not None:
        return _solved(view, known, moves, cancel)
    rng = random.Random(view_seed(seed, view))
    beliefs = read_hands(view)
    sums = [[0.0] * len(CATEGORIES) for _ in moves]
    careful = careful_rollouts(view.rules)  # judged as hard searches
    for _ in range(samples):
        for total, state in zip(sums, play_out(view, rng, beliefs, moves, cancel, careful), strict=True):
            for index, part in enumerate(breakdown(state.score(), view.team)):
                total[index] += part
    breakdowns = tuple(tuple(part / samples for part in total) for total in sums)
    return Appraisal(tuple(moves), tuple(sum(parts) for parts in breakdowns), breakdowns)


def _solved(view: SeatView, known: RoundState, moves: list[Move], cancel: CancelFlag | None) -> Appraisal:
    """The exact appraisal when nothing is hidden: minimax values, and the categories of the line both sides play."""
    solver = ExactSolver(view.team, lambda state: float(margin(state.score().points, view.team)), cancel)
    values, breakdowns = [], []
    for move in moves:
        state = known.clone()
        state.apply_move(move, check=False)
        values.append(solver.value(state))
        breakdowns.append(breakdown(_best_line_end(solver, state).score(), view.team))
    return Appraisal(tuple(moves), tuple(values), tuple(breakdowns))


def _best_line_end(solver: ExactSolver, state: RoundState) -> RoundState:
    """The end of the round when every side plays its best from ``state`` on."""
    while state.cards_to_play:
        ours = state.rules.team_of(state.to_play) == solver.team
        children = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply_move(move, check=False)
            children.append((solver.value(child), child))
        state = (max if ours else min)(children, key=lambda pair: pair[0])[1]
    return state


def best_move(view: SeatView, appraisal: Appraisal) -> Move:
    """The move with the best value; near ties (``hard.TIE_MARGIN``) go to medium's judgement, as hard's do."""
    best = max(appraisal.values)
    near = [move for move, value in zip(appraisal.moves, appraisal.values, strict=True) if value >= best - TIE_MARGIN]
    return max(near, key=lambda move: medium_key(view, move))


def judge_move(view: SeatView, played: Move, seed: int = 0, samples: int = DEFAULT_SAMPLES,
               cancel: CancelFlag | None = None) -> Verdict | None:
    """The verdict on ``played``, made from ``view`` (the seat's view before it): None unless it
    cost at least ``SPEAK_AT`` points against the best move."""
    return cost_and_verdict(view, played, seed, samples, cancel)[1]


def cost_and_verdict(view: SeatView, played: Move, seed: int = 0, samples: int = DEFAULT_SAMPLES,
                     cancel: CancelFlag | None = None) -> tuple[float, Verdict | None]:
    """What ``played`` cost against the best move (0 or more, however small: a review ranks the
    moves by it) and ``judge_move``'s verdict on it."""
    if played not in legal_moves(view):
        raise ValueError(f"{played} is not a legal move here")
    appraisal = appraise(view, seed, samples, cancel)
    better = best_move(view, appraisal)
    cost = max(0.0, appraisal.value_of(better) - appraisal.value_of(played))
    if cost < SPEAK_AT:
        return cost, None
    return cost, Verdict(played, better, cost, cause(view, appraisal, played, better))


def best_move_with_reason(view: SeatView, seed: int = 0, samples: int = DEFAULT_SAMPLES,
                          cancel: CancelFlag | None = None) -> Advice:
    """The best move for the hint, with why it beats the next best one."""
    appraisal = appraise(view, seed, samples, cancel)
    best = best_move(view, appraisal)
    others = [move for move in appraisal.moves if move != best]
    if not others:
        return Advice(best, None, 0.0, None)
    runner_up = max(others, key=appraisal.value_of)
    lead = appraisal.value_of(best) - appraisal.value_of(runner_up)
    if lead < HINT_CLEAR:
        return Advice(best, runner_up, lead, None)
    return Advice(best, runner_up, lead, cause(view, appraisal, runner_up, best))


def cause(view: SeatView, appraisal: Appraisal, worse: Move, better: Move) -> Cause:
    """Why ``worse`` is worth less than ``better``: the category where it loses most, told in the position's terms."""
    gains = [b - w for b, w in zip(appraisal.breakdown_of(better), appraisal.breakdown_of(worse), strict=True)]
    category = CATEGORIES[max(range(len(gains)), key=gains.__getitem__)]
    if category == "scope":
        return _scope_cause(view, worse, better)
    if category == "settebello":
        return Cause(Reason.SETTEBELLO, SETTEBELLO)
    if category == "primiera":
        return _primiera_cause(worse, better)
    if category == "coins":
        return Cause(Reason.COINS)
    if category == "cards":
        return Cause(Reason.CARDS)
    return Cause(Reason.POINTS)


def _scope_cause(view: SeatView, worse: Move, better: Move) -> Cause:
    if sweep_risk(view, worse):
        return Cause(Reason.SCOPA_RISK, rank=sweeping_rank(table_after(view.table, *worse), view.rules.capture))
    if _sweeps(view, better) and not _sweeps(view, worse):
        return Cause(Reason.SCOPA_MISSED)
    return Cause(Reason.SCOPE)


def _sweeps(view: SeatView, move: Move) -> bool:
    """Whether ``move`` is a scopa."""
    return bool(move.take) and move.take == view.table and view.rules.scopa_counts(
        RANK[move.card], is_last_card(view), view.in_last_deal)


def _captured(move: Move) -> int:
    """The cards ``move`` puts in the pile."""
    return move.take | BIT[move.card] if move.take else 0


def _primiera_cause(worse: Move, better: Move) -> Cause:
    """The primiera card the better move keeps (the best one it captures that the worse does not),
    else the one the worse move lays."""
    kept = _captured(better) & ~_captured(worse)
    if kept:
        return Cause(Reason.PRIMIERA, max(cards_of(kept), key=lambda card: (PRIMIERA_VALUE[RANK[card]], -card)))
    if not worse.take:
        return Cause(Reason.PRIMIERA_LAID, worse.card)
    return Cause(Reason.PRIMIERA)
