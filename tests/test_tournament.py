"""Duplicate tournaments: reproducible, fair, and able to seat outside agent programs."""

import json
import random
import sys

from scopa_desktop.cli import main
from scopa_desktop.engine import Rules
from scopa_desktop.engine.state import deal_round
from scopa_desktop.tools.tournament import Setup, Side, game_seating, rotated, run_tournament

AGENT = f"{sys.executable} -m scopa_desktop.cli agent"


def without_times(report: dict) -> dict:
    return {key: value for key, value in report.items() if key != "time_per_move"}


def test_hard_beats_easy_and_the_result_is_reproducible():
    # A reduced hard (24 sampled deals a move, no clock cut-off) so the run is short and exact.
    hard = Side("hard", seconds=60.0, samples=24)
    setup = Setup(Rules(), (hard, Side("easy")), seed=3, whole_match=False)
    first = run_tournament(setup, pairs=16, jobs=1)
    second = run_tournament(setup, pairs=16, jobs=2)
    assert without_times(first) == without_times(second)
    assert first["margin_per_deal"]["mean"] > 0
    assert first["deals"] == 32 and first["time_per_move"]["a"]["moves"] > 0


def test_a_level_against_itself_scores_exactly_even(capsys):
    assert main(["tournament", "--a", "medium", "--b", "medium", "--pairs", "6", "--seed", "1", "--match"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["margin_per_deal"] == {"mean": 0.0, "ci95": [0.0, 0.0]}
    assert report["matches_won"]["mean"] == 0.5


def test_an_agent_program_sits_at_the_table(capsys):
    assert main(["tournament", "--a-cmd", f"{AGENT} --level easy", "--b", "easy", "--pairs", "3", "--seed", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["a"].startswith("cmd:") and report["forfeits"] == []
    assert report["margin_per_deal"]["mean"] == 0.0  # the same player on both sides of each deck


def test_an_illegal_agent_forfeits_every_game(capsys):
    liar = (f"""{sys.executable} -c "import sys; [print('{{\\"card\\": \\"1D\\", """
            f"""\\"take\\": [\\"2D\\"]}}', flush=True) for _ in sys.stdin]" """)
    assert main(["tournament", "--a", "easy", "--b-cmd", liar, "--pairs", "2", "--seed", "4"]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert len(report["forfeits"]) == 4
    assert report["margin_per_deal"]["mean"] == 11  # a forfeit costs the target
    assert "forfeits" in captured.err


def test_bad_sides_are_a_usage_error(capsys):
    assert main(["tournament", "--a", "easy", "--pairs", "2", "--seed", "1"]) == 2
    assert "either a level" in capsys.readouterr().err
    assert main(["tournament", "--a", "easy", "--b", "easy", "--players", "3", "--pairs", "1", "--seed", "1"]) == 2


def test_partnerships_play_every_rotation_of_the_seats():
    rules = Rules(players=4, teams=2)
    seatings = [game_seating(rules, game) for game in range(rules.players)]
    assert seatings == [(0, 0), (0, 1), (2, 0), (2, 1)]
    deals = deal_round(rules, random.Random(1))
    # Side A holds each seat's hand once in each place: seats 0 and 2, 1 and 3, 2 and 0, 3 and 1.
    held = [tuple(rotated(deals, rotation)[0].hands[seat] for seat in (a_team, a_team + 2))
            for rotation, a_team in seatings]
    first = deals[0].hands
    assert held == [(first[0], first[2]), (first[1], first[3]), (first[2], first[0]), (first[3], first[1])]


def test_a_partnership_against_itself_scores_exactly_even_over_the_rotations():
    setup = Setup(Rules(players=4, teams=2), (Side("medium"), Side("medium")), seed=2, whole_match=False)
    report = run_tournament(setup, pairs=2, jobs=1)
    assert report["games_per_pair"] == 4 and report["deals"] == 8
    assert report["margin_per_deal"] == {"mean": 0.0, "ci95": [0.0, 0.0]}
