"""Win odds never peek: the same seat view with other hidden cards behind it gives the same odds
(same seed); and they say what a finished round or match already says."""

from __future__ import annotations

import random

import pytest

from scopa_desktop.ai.determinize import determinize
from scopa_desktop.ai.odds import Odds, win_odds
from scopa_desktop.engine import Match, Rules
from scopa_desktop.engine.view import seat_view

SCOPONE = Rules(players=4, teams=2, variants={"scopone"})  # its rollouts are careful ones: they read the guessed hands


@pytest.mark.parametrize(
    ("rules", "moves_before"), [(Rules(), 3), (Rules(), 12), (Rules(players=4, teams=2), 7), (SCOPONE, 6)]
)
def test_the_same_view_gives_the_same_odds_whatever_is_hidden(rules, moves_before):
    match = Match(rules, seed=11)
    rng = random.Random(5)
    for _ in range(moves_before):
        match.apply_move(rng.choice(match.legal_moves()))
    seat = match.current_player()
    view = match.view(seat)
    other = determinize(view, random.Random(99))  # another guess at every hidden card
    other.history = list(match.current.history)
    other_view = seat_view(other, seat, view.scores, view.round_number)
    assert other_view == view
    assert other.hands != match.current.hands  # different cards really are behind it
    assert win_odds(view, seed=3, samples=40) == win_odds(other_view, seed=3, samples=40)


def test_odds_at_a_round_end_know_the_round_and_at_the_match_end_the_match():
    match = Match(Rules(target=1), seed=4)
    rng = random.Random(2)
    while not match.round_over():
        match.apply_move(rng.choice(match.legal_moves()))
    points = match.round_scores[-1].points
    for seat in range(2):
        odds = win_odds(match.view(seat), samples=20)
        assert odds.round == float(points[seat] > points[1 - seat])
        if match.winner() is not None:
            assert odds.match == float(match.winner() == seat)
        assert 0.0 <= odds.match <= 1.0 and isinstance(odds, Odds)


@pytest.mark.parametrize("rules", [Rules(), Rules(players=3, teams=3), Rules(players=4, teams=2), SCOPONE])
def test_the_odds_are_reckoned_for_the_seat_whose_turn_it_is_not_for_the_viewer(rules):
    """The window asks after every card, so mostly during another seat's turn. The guessed rounds gave
    the viewer the turn: it played out of turn, and with its hand empty (its third card down, the other
    seat's still to come) the rollout had no card to play and the odds failed."""
    match = Match(rules, seed=8)
    rng = random.Random(8)
    checked_empty_hand = 0
    while not match.round_over():
        state = match.current
        for seat in range(rules.players):
            view = match.view(seat)
            assert view.to_play == state.to_play
            assert determinize(view, random.Random(seat)).to_play == state.to_play
            if seat != state.to_play and not view.hand and checked_empty_hand < 3:
                checked_empty_hand += 1
                odds = win_odds(view, seed=1, samples=8)
                assert 0 <= odds.round <= 1 and 0 <= odds.match <= 1
        match.apply_move(rng.choice(match.legal_moves()))
    assert checked_empty_hand == 3
