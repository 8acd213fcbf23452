"""Playing whole matches without a window: the command line's ``play``, tests, benchmarks."""

from __future__ import annotations

from collections.abc import Sequence

from ..ai import Player
from ..engine import Match, Rules


def play_match(rules: Rules, players: Sequence[Player], seed: int | None) -> Match:
    """Play a match to its end, each seat choosing from its own view."""
    if len(players) != rules.players:
        raise ValueError(f"{rules.players} seats need {rules.players} players, not {len(players)}")
    match = Match(rules, seed=seed)
    while True:
        while not match.round_over():
            seat = match.current_player()
            match.apply_move(players[seat].choose(match.view(seat)))
        if match.is_over():
            return match
        match.start_next_round()
