"""The planner's move model fitted to a level's own play (``tools.planner_fit``)."""

import json

from scopa_desktop.ai import make_player
from scopa_desktop.ai.posterior import FEATURES
from scopa_desktop.tools import planner_fit
from scopa_desktop.tools.planner_fit import bits_over_uniform, decisions, fit


def test_greedys_own_decisions_are_all_greedys_move_and_the_fit_learns_it():
    data = decisions("easy", rounds=2, seed=1)
    assert len(data) > 10
    assert all(rows[chosen][FEATURES.index("greedy")] == 1.0 for rows, chosen in data)
    weights = fit(data, epochs=60)
    assert weights[FEATURES.index("greedy")] == max(weights)
    assert bits_over_uniform(weights, data) > 0.5
    assert bits_over_uniform([0.0] * len(FEATURES), data) == 0.0  # no weights: a uniform guess


def test_the_command_prints_the_weights_and_both_held_out_figures(capsys, monkeypatch):
    monkeypatch.setattr(planner_fit, "fit", lambda data: [0.0] * len(FEATURES))
    assert planner_fit.main(["--level", "easy", "--rounds", "1", "--seed", "3"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["level"] == "easy" and found["greedy_share"] == 1.0
    assert set(found["weights"]) == set(FEATURES)
    assert found["held_out_bits"]["fitted"] == 0.0 and found["held_out_bits"]["shipped"] > 0.0


def test_the_readings_are_measured_by_the_cards_the_other_hand_holds(capsys, monkeypatch):
    # hard with a fixed number of rollouts and no clock, so its moves do not depend on the machine's speed
    monkeypatch.setattr(planner_fit, "make_player",
                        lambda level, seed, clock: make_player(level, seed, seconds=1e9, samples=20))
    assert planner_fit.main(["--reading-against", "easy", "--rounds", "2", "--seed", "5"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["against"] == "easy"
    held = found["by_cards_held"]
    assert set(held) <= {"1", "2"} and held
    for figures in held.values():
        assert figures["decisions"] > 0
        assert figures["posterior_bits"] > figures["masks_bits"]  # Greedy's moves, read as Greedy's
