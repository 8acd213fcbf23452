"""tools.reading: where knowing the other hand changes hard's move, grouped by what could have been read."""

from __future__ import annotations

import functools
import random

from scopa_desktop.ai.clairvoyant import HandSeeingPlayer
from scopa_desktop.ai.greedy import GreedyPlayer
from scopa_desktop.ai.hard import HardPlayer
from scopa_desktop.engine import Match, Rules
from scopa_desktop.tools import reading


def test_the_other_players_cards_are_counted_from_the_start_of_the_deal():
    match = Match(Rules(), seed=3)
    easy = GreedyPlayer(0)
    counts = []
    while not match.round_over():
        view = match.view(match.current_player())
        counts.append(reading.seen_in_deal(view))
        match.apply_move(easy.choose(view))
    # Six moves a deal, the players alternating: the first sees none of the other's cards, the last all three.
    assert counts == [0, 1, 1, 2, 2, 3] * 6


def test_a_move_loses_nothing_against_itself_and_something_against_a_better_one():
    rng = random.Random(2)
    for seed in range(20):
        match = Match(Rules(), seed=seed)
        view = match.view(match.current_player())
        seeing = HandSeeingPlayer(seed=0)
        seeing.reveal(match.current)
        moves = match.legal_moves()
        assert reading.loss(seeing, view, moves[0], moves[0], 20, rng) == 0.0
        values = sorted((reading.loss(seeing, view, moves[0], move, 200, random.Random(5)), move) for move in moves)
        if values[-1][0] > 0.5:
            return  # some move beats the first by half a point on the same deals
    raise AssertionError("no position where one move is clearly worth more than another")


def test_where_both_players_choose_alike_nothing_is_lost(monkeypatch):
    monkeypatch.setattr(reading, "HardPlayer", functools.partial(HardPlayer, samples=10))
    monkeypatch.setattr(HandSeeingPlayer, "choose", lambda self, view, cancel=None: GreedyPlayer(0).choose(view))
    monkeypatch.setattr(reading.HardPlayer.func, "choose", lambda self, view, cancel=None: GreedyPlayer(0).choose(view))
    report = reading.measure(rounds=2, seed=4, samples=10)
    assert report["all"]["decisions"] == sum(group["decisions"] for group in report["by_cards_seen"].values()) > 10
    assert report["all"]["differ"] == 0 and report["all"]["loss_a_deal"]["mean"] == 0.0
