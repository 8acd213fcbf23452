"""Once the stock is empty in a 2-player round nothing is hidden: hard plays the exact best move."""

import random

import pytest

from scopa_desktop.ai import make_player
from scopa_desktop.ai.hard import HardPlayer
from scopa_desktop.ai.outcome import margin, match_winner, round_utility
from scopa_desktop.engine import Match, RoundState, Rules, seat_view


def exhaustive_value(state: RoundState, team: int) -> int:
    """Plain minimax, no pruning, no memo: the margin for ``team`` under best play by all."""
    if state.is_terminal():
        return margin(state.returns(), team)
    values = []
    for move in state.legal_moves():
        child = state.clone()
        child.apply_move(move)
        values.append(exhaustive_value(child, team))
    return max(values) if state.rules.team_of(state.to_play) == team else min(values)


def last_deal_positions(count: int, levels: list[str]) -> list[RoundState]:
    """Positions of the final deal with a real choice, reached by play mixing ``levels``."""
    rng = random.Random(2024)
    positions = []
    seed = 0
    while len(positions) < count:
        seed += 1
        match = Match(Rules(), seed=seed)
        players = [make_player(rng.choice(levels), seed) for _ in range(2)]
        state = match.current
        extra = rng.randrange(4)
        while not (state.in_last_deal and extra == 0) and not state.is_terminal():
            if state.in_last_deal:
                extra -= 1
            state.apply_move(players[state.to_play].choose(seat_view(state, state.to_play)))
        if not state.is_terminal() and len(state.legal_moves()) > 1:
            positions.append(state.clone())
    return positions


@pytest.mark.parametrize("levels", [
    ["random", "easy"],
    # medium's look ahead reaches the final deal by a club player's paths, at 7 ms a move: 15 s
    # for the same check on other positions, so the slow tier's.
    pytest.param(["random", "easy", "medium"], marks=pytest.mark.slow),
])
def test_hard_plays_the_exhaustive_best_in_200_final_deal_positions(levels):
    for state in last_deal_positions(200, levels):
        seat = state.to_play
        team = state.rules.team_of(seat)
        children = []
        for move in state.legal_moves():
            child = state.clone()
            child.apply_move(move)
            children.append((move, exhaustive_value(child, team)))
        best = max(value for _, value in children)
        chosen = HardPlayer(3).choose(seat_view(state, seat))
        assert dict(children)[chosen] == best, (str(chosen), children)


def test_near_the_target_a_won_match_outweighs_the_margin():
    rules = Rules()
    assert match_winner(rules, (11, 9), 3) == 0
    assert match_winner(rules, (12, 12), 3) is None  # tied at the top: play on
    assert match_winner(rules, (10, 4), 3) is None
    # Behind 5-10: a 5-1 round gives the opponent the match, a 2-0 round keeps ours alive.
    bigger_margin = round_utility(rules, (5, 1), 0, (5, 10), 4, decisive=True)
    smaller_margin = round_utility(rules, (2, 0), 0, (5, 10), 4, decisive=True)
    assert smaller_margin > bigger_margin
    assert round_utility(rules, (2, 5), 0, (0, 0), 1, decisive=False) == -3
