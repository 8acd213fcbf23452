"""Duplicate tournaments: reproducible, fair, and able to seat outside agent programs."""

import json
import random
import sys

import pytest

import scopa_desktop.tools.tournament as tournament_module
from scopa_desktop.cli import main
from scopa_desktop.engine import Rules
from scopa_desktop.engine.state import deal_round
from scopa_desktop.tools.tournament import Setup, Side, game_seating, rotated, run_tournament

AGENT = f"{sys.executable} -m scopa_desktop.cli agent"


def without_times(report: dict) -> dict:
    return {key: value for key, value in report.items() if key != "time_per_move"}


@pytest.mark.slow  # 32 deals of hard, twice (one process, then two)
def test_hard_beats_easy_and_the_result_is_reproducible():
    # A reduced hard (24 sampled deals a move, no clock cut-off) so the run is short and exact.
    hard = Side("hard", seconds=60.0, samples=24)
    setup = Setup(Rules(), (hard, Side("easy")), seed=3, whole_match=False)
    first = run_tournament(setup, pairs=16, jobs=1)
    second = run_tournament(setup, pairs=16, jobs=2)
    assert without_times(first) == without_times(second)
    assert first["margin_per_deal"]["mean"] > 0
    assert first["deals"] == 32 and first["time_per_move"]["a"]["moves"] > 0


@pytest.mark.slow  # 12 whole matches of medium
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
    assert "by_category" not in report  # a forfeit scores no category
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


def tournament(*extra: str) -> list[str]:
    """The command of the results-file tests: their bookkeeping does not hang on who plays, so the
    two quickest levels (with medium they took 6 s of CPU together)."""
    return ["tournament", "--a", "easy", "--b", "random", "--seed", "5", *extra]


def test_a_results_file_is_taken_up_where_it_stopped(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    assert main([*tournament("--pairs", "3", "--results", str(results))]) == 0
    assert len(results.read_text().splitlines()) == 1 + 3
    capsys.readouterr()
    assert main([*tournament("--pairs", "5", "--results", str(results), "--jobs", "2")]) == 0
    resumed = json.loads(capsys.readouterr().out)
    assert len(results.read_text().splitlines()) == 1 + 5  # only the two missing pairs were played
    assert main([*tournament("--pairs", "5")]) == 0
    assert without_times(resumed) == without_times(json.loads(capsys.readouterr().out))
    assert main([*tournament("--pairs", "4", "--results", str(results), "--report")]) == 0
    assert json.loads(capsys.readouterr().out)["pairs"] == 4


def test_a_line_cut_short_by_a_kill_is_played_again(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    assert main([*tournament("--pairs", "2", "--results", str(results))]) == 0
    whole = results.read_text()
    last = whole.splitlines()[-1]
    results.write_text(whole.removesuffix(last + "\n") + last[: len(last) // 2])
    assert main([*tournament("--pairs", "2", "--results", str(results))]) == 0
    assert results.read_text().splitlines()[:2] == whole.splitlines()[:2]
    assert len(results.read_text().splitlines()) == 3


@pytest.mark.parametrize(
    "damage",
    [
        "[" * 100_000,
        '{"pair": 1, "games": [{"deal_margins": [1e999999]}]}',
        '{"pair": 1, "games": [{"deal_margins": ["x"], "deal_wins": [1], "match_win": null, "times": [[], []],'
        ' "forfeits": []}]}',
        '{"pair": 1, "games": [{"deal_margins": [2], "deal_wins": [1], "match_win": null, "times": [[], []],'
        ' "forfeits": [], "deal_points": [{"margins": [1, 0, 0, 0, 0, 0], "scope": [1, 0]}]}]}',
        '{"pair": 1, "games": [{"deal_margins": [1], "deal_wins": [1], "match_win": null, "times": [[], []],'
        ' "forfeits": [], "deal_points": [{"margins": [1, 0, 0, 0, 0, 0], "scope": [3, 0]}]}]}',
        '{"pair": 1, "games": [{"deal_margins": [1], "deal_wins": [1], "match_win": null, "times": [[], []],'
        ' "forfeits": [], "deal_points": []}]}',
        '{"pair": "one", "games": []}',
        '{"pair": 1, "games": 7}',
        "9" * 5000,
    ],
)
def test_a_damaged_results_file_is_refused_in_one_line_and_left_alone(tmp_path, capsys, damage):
    results = tmp_path / "results.jsonl"
    assert main([*tournament("--pairs", "1", "--results", str(results))]) == 0
    capsys.readouterr()
    with results.open("a") as file:
        file.write(damage + "\n")
    before = results.read_bytes()
    assert main([*tournament("--pairs", "3", "--results", str(results))]) == 2
    error = capsys.readouterr().err.strip()
    assert "line 3" in error and len(error.splitlines()) == 1 and len(error) < 400
    assert results.read_bytes() == before


def test_binary_junk_or_another_tournament_is_refused(tmp_path, capsys):
    junk = tmp_path / "junk.jsonl"
    junk.write_bytes(bytes(range(256)) * 4)
    assert main([*tournament("--pairs", "1", "--results", str(junk))]) == 2
    assert "not UTF-8" in capsys.readouterr().err
    results = tmp_path / "results.jsonl"
    assert main([*tournament("--pairs", "1", "--results", str(results))]) == 0
    capsys.readouterr()
    before = results.read_bytes()
    assert main(["tournament", "--a", "hard", "--b", "easy", "--seed", "5", "--pairs", "1",
                 "--results", str(results)]) == 2
    assert "another tournament" in capsys.readouterr().err
    assert results.read_bytes() == before
    assert main([*tournament("--pairs", "1", "--report")]) == 2
    assert "--results" in capsys.readouterr().err
    note = tmp_path / "note.txt"
    note.write_text("a line of someone's, with no newline after it")
    assert main([*tournament("--pairs", "1", "--results", str(note))]) == 2
    assert "not a tournament results file" in capsys.readouterr().err
    assert note.read_text() == "a line of someone's, with no newline after it"


def test_a_cut_line_in_another_tournaments_file_is_left_alone(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    assert main([*tournament("--pairs", "1", "--results", str(results))]) == 0
    with results.open("a") as file:
        file.write('{"pair": 1, "ga')
    before = results.read_bytes()
    assert main(["tournament", "--a", "easy", "--b", "easy", "--seed", "5", "--pairs", "2",
                 "--results", str(results)]) == 2
    assert "another tournament" in capsys.readouterr().err
    assert results.read_bytes() == before


def test_the_margin_is_split_by_category_and_the_parts_add_up(capsys):
    # Napola scores on the "other" line, so every category has something to add.  Easy against random:
    # the parts add up whoever plays, and medium's look ahead made this 3.6 s of CPU.
    assert main(["tournament", "--a", "easy", "--b", "random", "--pairs", "12", "--seed", "3",
                 "--variant", "napola"]) == 0
    report = json.loads(capsys.readouterr().out)
    parts = report["by_category"]
    assert parts["pairs"] == 12
    assert list(parts["margin_per_deal"]) == ["scope", "settebello", "primiera", "coins", "cards", "other"]
    means = {name: figure["mean"] for name, figure in parts["margin_per_deal"].items()}
    assert sum(means.values()) == pytest.approx(report["margin_per_deal"]["mean"], abs=1e-3)
    assert means["other"] != 0 and means["scope"] != 0
    scope = parts["scope_per_deal"]
    assert scope["a"]["mean"] - scope["b"]["mean"] == pytest.approx(means["scope"], abs=1e-3)
    assert scope["a"]["mean"] >= 0 and scope["b"]["mean"] >= 0


def test_a_side_against_itself_is_even_in_every_category():
    setup = Setup(Rules(players=4, teams=2), (Side("easy"), Side("easy")), seed=6, whole_match=False)
    parts = run_tournament(setup, pairs=2, jobs=1)["by_category"]
    assert all(figure["mean"] == 0.0 for figure in parts["margin_per_deal"].values())
    assert parts["scope_per_deal"]["a"] == parts["scope_per_deal"]["b"]


def test_pairs_from_before_the_points_were_kept_are_left_out_of_the_split(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    assert main([*tournament("--pairs", "2", "--results", str(results))]) == 0
    capsys.readouterr()
    header, *lines = results.read_text().splitlines()
    old = []
    for line in lines:
        pair = json.loads(line)
        for game in pair["games"]:
            del game["deal_points"]
        old.append(json.dumps(pair))
    results.write_text("\n".join([header, *old]) + "\n")
    assert main([*tournament("--pairs", "2", "--results", str(results), "--report")]) == 0
    assert "by_category" not in json.loads(capsys.readouterr().out)
    assert main([*tournament("--pairs", "3", "--results", str(results))]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["pairs"] == 3 and report["by_category"]["pairs"] == 1


def test_a_team_of_two_levels_takes_its_seats_in_turn(monkeypatch):
    seated: list[tuple[int, str]] = []
    real = tournament_module.make_player

    def spy(level, seed=None, **budget):
        seated.append((seed % 8, level))
        return real(level, seed=seed, **budget)

    monkeypatch.setattr(tournament_module, "make_player", spy)
    setup = Setup(Rules(players=4, teams=2), (Side("medium+easy"), Side("random")), seed=2, whole_match=False)
    report = run_tournament(setup, pairs=1, jobs=1)
    assert report["a"] == "medium+easy"
    # Game by game, A holds seats 0 and 2, then 1 and 3, twice: its first seat medium, its second easy.
    assert seated == [(0, "medium"), (1, "random"), (2, "easy"), (3, "random"),
                      (0, "random"), (1, "medium"), (2, "random"), (3, "easy")] * 2
    assert main(["tournament", "--a", "hard+expert", "--b", "easy", "--pairs", "1", "--seed", "1"]) == 2


def spy_on_reveals(monkeypatch, tool):
    """The seat of every round the referee reveals to the measuring tool ``tool``, as it is shown."""
    shown: list[int] = []
    real = tool.reveal

    def spy(self, state):
        shown.append(state.to_play)
        real(self, state)

    monkeypatch.setattr(tool, "reveal", spy)
    return shown


def test_the_perfect_side_is_shown_the_deal_by_the_referee_and_only_it(monkeypatch, capsys):
    """``--a perfect`` seats the clairvoyant measuring tool: the referee reveals the round to it before
    each of its moves (it refuses to play otherwise); the level it meets gets its view alone."""
    from scopa_desktop.ai.clairvoyant import ClairvoyantPlayer

    revealed = spy_on_reveals(monkeypatch, ClairvoyantPlayer)
    assert main(["tournament", "--a", "perfect", "--b", "easy", "--pairs", "6", "--seed", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["a"] == "perfect" and report["margin_per_deal"]["mean"] > 1.0
    # One reveal a move of the perfect side: 18 moves a deal, 2 deals a pair.
    assert len(revealed) == report["time_per_move"]["a"]["moves"] == 6 * 2 * 18
    assert main(["play", "--ai", "perfect,easy"]) == 2  # never a level the game seats


def test_the_hands_side_is_shown_the_deal_too_and_plays_it_out(monkeypatch, capsys):
    """``--a hands`` seats the hand-seeing measuring tool, which the referee shows the round like ``perfect``."""
    from scopa_desktop.ai.clairvoyant import HandSeeingPlayer

    shown = spy_on_reveals(monkeypatch, HandSeeingPlayer)
    assert main(["tournament", "--a", "hands", "--b", "easy", "--pairs", "1", "--seed", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["a"] == "hands" and len(shown) == report["time_per_move"]["a"]["moves"] == 2 * 18
    assert main(["play", "--ai", "hands,easy"]) == 2
