"""Duplicate tournaments between two AIs: ``python -m scopa_desktop.cli tournament``.

Each "pair" of games deals the same cards once per seat, each side holding
every hand in turn, so the luck of the deal cancels and what is left is
skill: at 2 players the sides swap seats; in partnerships (4 or 6 players in
two teams) every rotation of the seats is played, so each side also holds
each hand in each place of the playing order (``game_seating``).  A deal (a
round) is one game in the default mode; with ``match`` each game is a match
to the target.  Figures are over pairs: the mean point margin per deal of A
over B with a 95% confidence interval (normal approximation, the pair being
the independent unit), the share of deals (and matches) won, where A's margin
comes from (each scoring category's share of it, and the scope each side made), and
each side's time per move.  Results do not depend on ``jobs``: every game is seeded from
the tournament seed and its pair number.

A side may be a team of different levels (``hard+easy``: its seats take the
levels in turn), or ``perfect``: hard's search shown the true deal by the
referee (``ai.clairvoyant``), a ceiling to measure the levels against, never a
level; or ``hands``: hard shown every hand but not the stock, the ceiling of
reading hands.  The AIs think on the CPU clock of their process, and their
time per move is that clock too (what a move costs on one core), so a busy machine
does not cut their thinking short.  It may still make a CPU second buy less search
(BENCHMARKS.md saw a clock-limited hard score lower on shared cores): strength
figures want an otherwise idle machine.  With a results file
(``tournament_log``) a long tournament can be stopped and taken up again.
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..ai import Player, make_player
from ..ai.clairvoyant import MEASURING_PLAYERS, ClairvoyantPlayer
from ..ai.coach import CATEGORIES, breakdown
from ..engine import Match, Rules
from ..engine.brief import brief
from ..engine.state import Deal, deal_round
from .agent_protocol import AgentProcess, Forfeit
from .tournament_log import append_line, open_results, read_results

PlayerFactory = Callable[[int], Player]
Z95 = 1.959964


@dataclass(frozen=True)
class Side:
    """One contestant: an AI level, or a team of levels such as ``hard+easy`` (with an optional
    move budget), or an outside agent command."""

    level: str = ""
    command: str = ""
    seconds: float | None = None
    samples: int | None = None
    timeout: float = 10.0

    @property
    def name(self) -> str:
        return f"cmd:{self.command}" if self.command else self.level

    @property
    def levels(self) -> list[str]:
        """The levels the side's seats take in turn."""
        return self.level.split("+")

    def clock(self) -> float:
        """The clock of this side's moves: the process's CPU time for an AI of ours; the wall clock
        for an agent program, whose thinking is in another process."""
        return time.perf_counter() if self.command else time.process_time()


@dataclass(frozen=True)
class DealPoints:
    """Where a played deal's margin came from: A's margin in each of ``CATEGORIES`` (they add up
    to the deal's margin), and the scope each side made (a margin alone hides whether A made
    more or gave away fewer)."""

    margins: tuple[int, ...]
    scope: tuple[int, int]  # A's, B's

    def to_dict(self) -> dict[str, Any]:
        return {"margins": list(self.margins), "scope": list(self.scope)}

    @staticmethod
    def from_dict(value: Any, margin: int) -> DealPoints:
        """Read back, held to the deal's ``margin``; ValueError or TypeError when it is not that."""
        if not isinstance(value, dict):
            raise TypeError("a deal's points are an object")
        margins, scope = value.get("margins"), value.get("scope")
        if not (isinstance(margins, list) and len(margins) == len(CATEGORIES)
                and all(type(m) is int for m in margins) and sum(margins) == margin
                and isinstance(scope, list) and len(scope) == 2
                and all(type(s) is int and s >= 0 for s in scope) and scope[0] - scope[1] == margins[0]):
            raise ValueError("a deal's points by category are out of shape")
        return DealPoints(tuple(margins), (scope[0], scope[1]))


@dataclass
class GameResult:
    """One game seen from side A: margins and wins per deal, the match, times per move by side."""

    deal_margins: list[int] = field(default_factory=list)
    deal_wins: list[float] = field(default_factory=list)  # 1 won, 0.5 tied, 0 lost
    match_win: float | None = None
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    forfeits: list[str] = field(default_factory=list)
    # Per deal; None for a deal lost by forfeit, and for every deal of a file written before
    # the points were kept.
    deal_points: list[DealPoints | None] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        value = asdict(self)
        value["times"] = [[round(t, 4) for t in side] for side in self.times]
        value["deal_points"] = [None if points is None else points.to_dict() for points in self.deal_points]
        return value

    @staticmethod
    def from_dict(value: Any) -> GameResult:
        """A game read back from a results file; ValueError, TypeError or KeyError when it is not one."""
        if not isinstance(value, dict):
            raise TypeError("a game is an object")
        margins, wins, match_win = value["deal_margins"], value["deal_wins"], value["match_win"]
        times, forfeits = value["times"], value["forfeits"]
        if not (isinstance(margins, list) and all(type(m) is int for m in margins)
                and isinstance(wins, list) and len(wins) == len(margins) and margins
                and all(w in (0, 0.5, 1) for w in wins) and match_win in (None, 0, 1)
                and isinstance(times, list) and len(times) == 2
                and all(isinstance(side, list) and all(isinstance(t, float | int) and t >= 0 for t in side)
                        for side in times)
                and isinstance(forfeits, list) and all(isinstance(reason, str) for reason in forfeits)):
            raise ValueError("a game's figures are out of shape")
        points = value.get("deal_points", [None] * len(margins))
        if not isinstance(points, list) or len(points) != len(margins):
            raise ValueError("a game's points by category are not one a deal")
        return GameResult(margins, [float(w) for w in wins], None if match_win is None else float(match_win),
                          ([float(t) for t in times[0]], [float(t) for t in times[1]]), forfeits,
                          [None if entry is None else DealPoints.from_dict(entry, margin)
                           for entry, margin in zip(points, margins, strict=True)])


def _decode_pair(value: Any) -> tuple[GameResult, ...]:
    if not isinstance(value, list) or not value:
        raise TypeError("a pair is a list of games")
    return tuple(GameResult.from_dict(game) for game in value)


_agents: dict[Side, AgentProcess] = {}  # per process: outside agents are started once and reused


def _player(side: Side, seed: int, place: int) -> Player:
    """The player of the side's ``place``-th seat at the table (0 for its first seat)."""
    if side.command:
        if side not in _agents:
            _agents[side] = AgentProcess(side.command, side.timeout)
        return _agents[side]
    level = side.levels[place % len(side.levels)]
    if level in MEASURING_PLAYERS:  # a measuring tool, not a level: make_player does not know it
        return MEASURING_PLAYERS[level](seed, clock=side.clock)
    return make_player(level, seed=seed, seconds=side.seconds, samples=side.samples, clock=side.clock)


def _seat_sides(rules: Rules, a_team: int) -> list[int]:
    """For each seat, 0 when side A plays it, 1 for side B: A holds every seat of ``a_team``."""
    return [0 if rules.team_of(seat) == a_team else 1 for seat in range(rules.players)]


def game_seating(rules: Rules, game: int) -> tuple[int, int]:
    """Game ``game`` of a pair: how many seats the cards move round the table, and side A's team.

    The games of a pair are one per seat: A on each team in turn, the cards moved on by a
    whole turn of the teams between; so at 2 players the sides swap seats over the same
    cards, and at 4 players A holds the hands of seats 0 and 2, of 1 and 3, of 2 and 0, and
    of 3 and 1 (each hand in each place of the playing order).
    """
    return game - game % rules.teams, game % rules.teams


def rotated(deals: list[Deal], rotation: int) -> list[Deal]:
    """The same deals with every hand moved ``rotation`` seats on: seat s gets seat s - rotation's."""
    return [
        Deal(deal.table, tuple(deal.hands[(seat - rotation) % len(deal.hands)] for seat in range(len(deal.hands))))
        for deal in deals
    ]


def play_game(
    rules: Rules, sides: Sequence[Side], game_seed: int, a_team: int, whole_match: bool, rotation: int = 0
) -> GameResult:
    """One game (a deal, or a match) with side A on ``a_team`` and the cards of ``game_seed`` moved
    ``rotation`` seats on (the dealer too, so the same hand leads); a forfeit loses it for the offender."""
    seat_side = _seat_sides(rules, a_team)
    players = [_player(sides[s], game_seed * 8 + seat, seat_side[:seat].count(s)) for seat, s in enumerate(seat_side)]
    result = GameResult()
    dealing = random.Random(game_seed)  # draws as Match(rules, seed=game_seed) would: the dealer, then each round
    dealer = dealing.randrange(rules.players)
    match = Match(rules, first_dealer=(dealer + rotation) % rules.players,
                  first_deals=rotated(deal_round(rules, dealing), rotation))
    b_team = 1 - a_team
    while True:
        while not match.round_over():
            seat = match.current_player()
            side = sides[seat_side[seat]]
            start = side.clock()
            player = players[seat]
            if isinstance(player, ClairvoyantPlayer):  # the referee shows it the deal; no one else sees it
                player.reveal(match.current)
            try:
                move = player.choose(match.view(seat))
            except Forfeit as forfeit:
                loser = seat_side[seat]
                reason = f"{sides[loser].name} forfeits (seat {seat}, seed {game_seed}): {forfeit}"
                print(reason, file=sys.stderr, flush=True)
                result.forfeits.append(reason)
                penalty = rules.target if loser == 1 else -rules.target
                result.deal_margins.append(penalty)
                result.deal_wins.append(1.0 if loser == 1 else 0.0)
                result.deal_points.append(None)
                if whole_match:
                    result.match_win = result.deal_wins[-1]
                return result
            result.times[seat_side[seat]].append(side.clock() - start)
            match.apply_move(move)
        score = match.round_scores[-1]
        points = score.points
        result.deal_margins.append(points[a_team] - points[b_team])
        result.deal_wins.append(_share(points[a_team], points[b_team]))
        result.deal_points.append(DealPoints(tuple(int(part) for part in breakdown(score, a_team)),
                                             (score.teams[a_team].scope, score.teams[b_team].scope)))
        if not whole_match:
            return result
        if match.is_over():
            result.match_win = 1.0 if match.winner() == a_team else 0.0
            return result
        match.start_next_round(rotated(deal_round(rules, dealing), rotation))


def _share(ours: int, theirs: int) -> float:
    return 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0


@dataclass(frozen=True)
class Setup:
    rules: Rules
    sides: tuple[Side, Side]
    seed: int
    whole_match: bool

    def describe(self) -> dict[str, Any]:
        """What makes two runs the same tournament (a results file is taken up only by the same one):
        the sides, the rules, the seed and the code that plays."""
        return {
            "code": code_fingerprint(),
            "a": asdict(self.sides[0]),
            "b": asdict(self.sides[1]),
            "rules": self.rules.to_record(),
            "seed": self.seed,
            "match": self.whole_match,
        }


def code_fingerprint() -> str:
    """A digest of the engine's and the AIs' source: pairs played by other code are not mixed in."""
    package = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for source in sorted([*package.glob("engine/*.py"), *package.glob("ai/*.py")]):
        digest.update(source.relative_to(package).as_posix().encode() + b"\0" + source.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def play_pair(setup: Setup, pair: int) -> tuple[GameResult, ...]:
    """The games of a duplicate pair: the same cards, one game per seat (``game_seating``)."""
    game_seed = setup.seed * 1_000_003 + pair
    games = []
    for game in range(setup.rules.players):
        rotation, a_team = game_seating(setup.rules, game)
        games.append(play_game(setup.rules, setup.sides, game_seed, a_team, setup.whole_match, rotation))
    return tuple(games)


def mean_ci(values: Sequence[float]) -> dict[str, float | list[float]]:
    """The mean of ``values`` with its 95% interval (normal approximation; the values are independent)."""
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z95 * spread / math.sqrt(n)
    return {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def _times(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return {"moves": 0}
    ordered = sorted(values)
    return {
        "moves": len(ordered),
        "mean_s": round(sum(ordered) / len(ordered), 4),
        "p95_s": round(ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)], 4),
        "max_s": round(ordered[-1], 4),
    }


def _per_deal(pair: Sequence[GameResult], values: Callable[[GameResult], list[Any]]) -> float:
    """A pair's mean of ``values`` over all its deals."""
    return sum(sum(values(game)) for game in pair) / sum(len(values(game)) for game in pair)


def summarize(setup: Setup, pairs: Sequence[tuple[GameResult, ...]]) -> dict[str, Any]:
    """The tournament's figures, with confidence intervals over pairs (at least one)."""
    games = [game for pair in pairs for game in pair]
    pair_margins = [_per_deal(pair, lambda game: game.deal_margins) for pair in pairs]
    pair_wins = [_per_deal(pair, lambda game: game.deal_wins) for pair in pairs]
    report: dict[str, Any] = {
        "a": setup.sides[0].name,
        "b": setup.sides[1].name,
        "rules": setup.rules.to_record(),
        "seed": setup.seed,
        "pairs": len(pairs),
        "games_per_pair": setup.rules.players,
        "deals": sum(len(g.deal_margins) for g in games),
        "margin_per_deal": mean_ci(pair_margins),
        "deals_won": mean_ci(pair_wins),
    }
    if setup.whole_match:
        report["matches_won"] = mean_ci([sum(game.match_win or 0.0 for game in pair) / len(pair) for pair in pairs])
    by_category = _by_category(pairs)
    if by_category is not None:
        report["by_category"] = by_category
    report["time_per_move"] = {
        "a": _times([t for g in games for t in g.times[0]]),
        "b": _times([t for g in games for t in g.times[1]]),
        "clock": "CPU time of one process (wall clock for an agent program)",
    }
    report["forfeits"] = [reason for g in games for reason in g.forfeits]
    return report


def _by_category(pairs: Sequence[tuple[GameResult, ...]]) -> dict[str, Any] | None:
    """A's margin a deal split by category, and the scope a deal each side made, over the pairs
    whose every deal kept its points (None when none did: a file from before they were kept)."""
    kept = [[points for game in pair for points in game.deal_points] for pair in pairs]
    whole = [[points for points in deals if points is not None] for deals in kept if deals and None not in deals]
    if not whole:
        return None

    # Each pair's mean a deal: A's margin in each category, then A's and B's scope.
    margins = [[sum(points.margins[i] for points in deals) / len(deals) for i in range(len(CATEGORIES))]
               for deals in whole]
    scope = [[sum(points.scope[side] for points in deals) / len(deals) for side in (0, 1)] for deals in whole]
    return {
        "pairs": len(whole),
        "margin_per_deal": {name: mean_ci([row[i] for row in margins]) for i, name in enumerate(CATEGORIES)},
        "scope_per_deal": {name: mean_ci([row[side] for row in scope]) for side, name in enumerate(("a", "b"))},
    }


_setup: Setup | None = None  # the worker processes' copy


def _init_worker(setup: Setup) -> None:
    global _setup
    _setup = setup


def _worker_pair(pair: int) -> tuple[int, tuple[GameResult, ...]]:
    assert _setup is not None
    return pair, play_pair(_setup, pair)


#: The most pairs of one tournament: ten times the longest run in BENCHMARKS.md, and its
#: results still fit in memory.
MAX_PAIRS = 100_000


def max_jobs() -> int:
    """The most worker processes: four per processor, beyond which more only adds switching."""
    return 4 * (os.cpu_count() or 1)


def run_tournament(
    setup: Setup, pairs: int, jobs: int = 1, results: Path | None = None, play: bool = True
) -> dict[str, Any]:
    """Play ``pairs`` duplicate pairs on ``jobs`` processes and summarize them.

    With ``results``, the pairs already in that file are taken from it and each pair played
    is added to it as it ends; ``play=False`` only summarizes the file's pairs below ``pairs``.
    """
    if not 1 <= pairs <= MAX_PAIRS:
        raise ValueError(f"a tournament plays from 1 to {MAX_PAIRS:,} pairs, not {brief(pairs)}")
    if not 1 <= jobs <= max_jobs():
        raise ValueError(f"a tournament runs on 1 to {max_jobs()} processes, not {brief(jobs)}")
    if setup.rules.teams != 2:
        raise ValueError("a tournament seats two sides: the rules need exactly two teams")
    done = {} if results is None else read_results(results, setup.describe(), _decode_pair)
    finished = {pair: games for pair, games in done.items() if pair < pairs}
    missing = [pair for pair in range(pairs) if pair not in finished] if play else []
    if not finished and not missing:
        raise ValueError(f"{results} holds no finished pair below {pairs:,}")
    log = open_results(results, setup.describe()) if results is not None and missing else None
    try:
        for pair, games in _played(setup, missing, jobs):
            finished[pair] = games
            if log is not None:
                append_line(log, {"pair": pair, "games": [game.to_dict() for game in games]})
    finally:
        if log is not None:
            log.close()
        for agent in _agents.values():
            agent.close()
        _agents.clear()
    return summarize(setup, [finished[pair] for pair in sorted(finished)])


def _played(setup: Setup, pairs: list[int], jobs: int) -> Iterator[tuple[int, tuple[GameResult, ...]]]:
    """Each pair with its games, as soon as it ends (in any order with several processes)."""
    if jobs == 1 or len(pairs) <= 1:
        for pair in pairs:
            yield pair, play_pair(setup, pair)
        return
    with multiprocessing.get_context("fork").Pool(jobs, _init_worker, (setup,)) as pool:
        yield from pool.imap_unordered(_worker_pair, pairs, chunksize=1)
