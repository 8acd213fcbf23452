"""The command line: ``replay`` prints the issue's JSON or one error line with status 2,
``play`` writes a record that ``replay`` accepts, ``bench`` prints its figures."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest
from helpers_engine import hand_made_match, move, plain_primiera, play_randomly

from scopa_desktop.cli import main
from scopa_desktop.engine import Match, Rules, match_to_record

TEAM_KEYS = ["cards", "coins", "settebello", "primiera", "scope", "points"]


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def write(tmp_path, record, name="record.json"):
    path = tmp_path / name
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    return str(path)


def finished_match(rules: Rules, seed: int) -> Match:
    return play_randomly(Match(rules, seed=seed), random.Random(seed))


# replay: the output ----------------------------------------------------------------------


def test_replay_prints_the_breakdown_of_every_round(tmp_path, capsys):
    match = finished_match(Rules(), 12)
    status, out, err = run_cli(capsys, "replay", write(tmp_path, match_to_record(match)))
    assert (status, err) == (0, "")
    assert out.count("\n") == 1
    summary = json.loads(out)
    assert list(summary) == ["rounds", "totals", "winner"]
    assert len(summary["rounds"]) == match.round_number
    for entry, state in zip(summary["rounds"], match.rounds, strict=False):
        assert list(entry) == ["teams"]
        for team, (written, pile) in enumerate(zip(entry["teams"], state.piles, strict=False)):
            assert list(written) == TEAM_KEYS
            assert written["cards"] == pile.bit_count()
            assert written["coins"] == (pile & 1023).bit_count()
            assert written["settebello"] is bool(pile >> 6 & 1)
            assert written["primiera"] == plain_primiera(pile)
            assert written["scope"] == state.scope[team]
    totals = [sum(r["teams"][t]["points"] for r in summary["rounds"]) for t in range(2)]
    assert summary["totals"] == totals
    assert summary["winner"] == totals.index(max(totals)) and max(totals) >= 11


def test_replay_primiera_is_null_for_a_side_lacking_a_suit(tmp_path, capsys):
    for seed in range(200):
        match = finished_match(Rules(), seed)
        if any(plain_primiera(p) is None for state in match.rounds for p in state.piles):
            break
    else:
        pytest.fail("no side lacked a suit in 200 matches")
    _, out, _ = run_cli(capsys, "replay", write(tmp_path, match_to_record(match)))
    primiere = [t["primiera"] for r in json.loads(out)["rounds"] for t in r["teams"]]
    assert None in primiere
    assert "null" in out


def test_replay_shows_napola_only_where_it_scored(tmp_path, capsys):
    for seed in range(300):
        match = finished_match(Rules(variants={"napola"}), seed)
        runs = [s.line("napola").points for score in match.round_scores for s in score.teams]
        if any(runs) and not all(runs):
            break
    else:
        pytest.fail("no napola in 300 matches")
    _, out, _ = run_cli(capsys, "replay", write(tmp_path, match_to_record(match)))
    for written, score in zip(json.loads(out)["rounds"], match.round_scores, strict=False):
        for team, side in zip(written["teams"], score.teams, strict=False):
            if side.line("napola").points:
                assert list(team) == [*TEAM_KEYS[:-1], "napola", "points"]
                assert team["napola"] == side.line("napola").points >= 3
            else:
                assert "napola" not in team


def test_replay_points_under_card_value_scoring(tmp_path, capsys):
    match = finished_match(Rules(variants={"card-value"}, rounds=2), 3)
    _, out, _ = run_cli(capsys, "replay", write(tmp_path, match_to_record(match)))
    summary = json.loads(out)
    assert len(summary["rounds"]) >= 2
    for entry in summary["rounds"]:
        assert sum(t["points"] for t in entry["teams"]) >= 220  # every card's value goes to someone
    assert summary["totals"] == match.totals


def test_replay_winner_is_null_when_the_record_stops_early(tmp_path, capsys):
    record = match_to_record(finished_match(Rules(), 12))
    record["rounds"][-1]["moves"] = record["rounds"][-1]["moves"][:5]
    _, out, _ = run_cli(capsys, "replay", write(tmp_path, record))
    assert json.loads(out)["winner"] is None


def test_replay_runs_as_a_module(tmp_path):
    match = finished_match(Rules(players=4, teams=2), 2)
    path = write(tmp_path, match_to_record(match))
    done = subprocess.run(
        [sys.executable, "-m", "scopa_desktop.cli", "replay", path], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["totals"] == match.totals


# replay: refusals, one line and status 2 -----------------------------------------------------


def example_record() -> dict:
    match = hand_made_match(
        Rules(), "2D 5C 10S 3B", ["7D 2C 9B", "4S 6D 8C"], move("4S"), move("7D", "3B 4S"), dealer=0
    )
    return match_to_record(match)


def refusal(capsys, tmp_path, record) -> str:
    status, out, err = run_cli(capsys, "replay", write(tmp_path, record))
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: ")
    assert "Traceback" not in err
    return err


def mangled(change) -> dict:
    record = example_record()
    change(record)
    return record


def set_move(index, **fields):
    return lambda r: r["rounds"][0]["moves"][index].update(fields)


def swap_kings_onto_table(r):
    for deal in r["rounds"][0]["deals"]:
        for hand in deal["hands"]:
            hand[:] = [{"10C": "2D", "10D": "5C"}.get(c, c) for c in hand]
    r["rounds"][0]["deals"][0]["table"] = ["10C", "10D", "10S", "3B"]
    r["rounds"][0]["moves"] = []


CORRUPTIONS = {
    "not json": ("{format: scopa", ["not JSON"]),
    "wrong format": (mangled(lambda r: r.update(format="scopa-record/0")), ["format"]),
    "bad card name": (
        mangled(lambda r: r["rounds"][0]["deals"][1]["hands"][1].__setitem__(0, "11D")), ["round 1", "not a card"]
    ),
    "card dealt twice": (
        mangled(lambda r: r["rounds"][0]["deals"][2]["hands"][0].__setitem__(0, "7D")), ["round 1", "dealt twice"]
    ),
    "wrong deal size": (mangled(lambda r: r["rounds"][0]["deals"][0]["hands"][0].pop()), ["round 1", "3 cards"]),
    "three kings on the table": (mangled(swap_kings_onto_table), ["round 1", "kings"]),
    "wrong seat": (mangled(set_move(0, seat=0)), ["round 1, move 1", "seat 1 is to play"]),
    "card not in hand": (mangled(set_move(1, card="6D")), ["round 1, move 2", "not in the hand"]),
    "laying a card that must capture": (mangled(set_move(1, take=[])), ["round 1, move 2", "must capture"]),
    "take does not add up": (mangled(set_move(1, take=["2D", "4S"])), ["round 1, move 2", "add up"]),
    "take not on table": (mangled(set_move(1, take=["3B", "4C"])), ["round 1, move 2", "not on the table"]),
    "unknown variant": (mangled(lambda r: r["rules"].update(variants=["scopa-a-15"])), ["unknown variant"]),
    "unknown option": (mangled(lambda r: r["rules"]["options"].update(speed="fast")), ["unknown option"]),
    "bad option value": (mangled(lambda r: r["rules"]["options"].update(direction="up")), ["direction"]),
    "not an object": ([1, 2, 3], ["object"]),
}


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_replay_refuses_a_corrupt_record_in_one_line(name, capsys, tmp_path):
    record, words = CORRUPTIONS[name]
    err = refusal(capsys, tmp_path, record)
    for word in words:
        assert word in err


def test_replay_refuses_taking_a_sum_when_an_equal_card_exists(capsys, tmp_path):
    record = match_to_record(hand_made_match(Rules(), "7C 3B 4S 1D", ["7S 2C 9B", "5S 6D 8C"], move("7S", "7C")))
    record["rounds"][0]["moves"][0]["take"] = ["3B", "4S"]
    err = refusal(capsys, tmp_path, record)
    assert "round 1, move 1" in err and "same rank" in err


@pytest.fixture(scope="module")
def long_record() -> dict:
    for seed in range(100):
        match = finished_match(Rules(), seed)
        if match.round_number >= 3:
            return match_to_record(match)
    raise AssertionError("no match of three rounds")


def test_replay_refuses_moves_after_the_round_ended(capsys, tmp_path, long_record):
    record = copy.deepcopy(long_record)
    record["rounds"][1]["moves"].append(record["rounds"][1]["moves"][-1])
    err = refusal(capsys, tmp_path, record)
    assert "round 2, move 37" in err and "over" in err


def test_replay_refuses_the_wrong_dealer_rotation(capsys, tmp_path, long_record):
    record = copy.deepcopy(long_record)
    record["rounds"][2]["dealer"] = record["rounds"][1]["dealer"]
    err = refusal(capsys, tmp_path, record)
    assert "round 3" in err and "deal passes" in err


def test_replay_refuses_rounds_after_the_match_is_decided(capsys, tmp_path, long_record):
    record = copy.deepcopy(long_record)
    record["rounds"].append(copy.deepcopy(record["rounds"][-2]))
    err = refusal(capsys, tmp_path, record)
    assert f"round {len(record['rounds'])}" in err and "decided" in err


def test_replay_of_a_missing_file_is_one_line(capsys, tmp_path):
    status, _, err = run_cli(capsys, "replay", str(tmp_path / "nothing.json"))
    assert status == 2 and err.count("\n") == 1


def test_a_corrupt_record_as_a_module_gives_status_2_and_no_traceback(tmp_path):
    path = write(tmp_path, "[" * 50_000 + "]" * 50_000)
    done = subprocess.run(
        [sys.executable, "-m", "scopa_desktop.cli", "replay", path], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


# play ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "extra",
    [
        [],
        ["--option", "direction=clockwise"],
        ["--option", "last_deal_scopa=none", "--target", "5"],
        ["--variant", "napola", "--variant", "rebello", "--variant", "rosmarino"],
        ["--variant", "asso-piglia-tutto"],
        ["--variant", "card-value", "--option", "rounds=2"],
        ["--players", "3", "--ai", "random,random,random"],
        ["--players", "4", "--teams", "2", "--variant", "scopone", "--ai", "random,random,random,random"],
        ["--players", "4", "--teams", "2", "--variant", "scopone-scientifico", "--ai", "random,random,random,random"],
        ["--players", "6", "--teams", "3", "--ai", ",".join(["random"] * 6)],
    ],
)
def test_play_writes_a_record_that_replays_to_the_same_result(extra, capsys, tmp_path):
    record = tmp_path / "played.json"
    ai = [] if "--ai" in extra else ["--ai", "random,random"]
    status, played, err = run_cli(capsys, "play", "--seed", "7", *ai, "--record", str(record), *extra)
    assert (status, err) == (0, "")
    written = json.loads(record.read_text())
    assert written["format"] == "scopa-record/1"
    status, replayed, err = run_cli(capsys, "replay", str(record))
    assert (status, err) == (0, "")
    assert json.loads(replayed) == json.loads(played)
    assert json.loads(played)["winner"] is not None
    if "direction=clockwise" in extra:
        assert written["rules"]["options"]["direction"] == "clockwise"
    if "napola" in extra:
        assert set(written["rules"]["variants"]) == {"napola", "rebello", "rosmarino"}
    if "rounds=2" in extra:
        assert written["rules"]["options"]["rounds"] == 2 and len(written["rounds"]) >= 2


def test_play_with_the_same_seed_plays_the_same_match(capsys, tmp_path):
    outputs = []
    for name in ("a.json", "b.json"):
        run_cli(capsys, "play", "--seed", "3", "--ai", "random,random", "--record", str(tmp_path / name))
        outputs.append((tmp_path / name).read_text())
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize(
    "argv",
    [
        ["--option", "direction=up"],
        ["--option", "speed=fast"],
        ["--option", "direction"],
        ["--option", "rounds=x"],
        ["--players", "5"],
        ["--players", "4", "--teams", "3"],
        ["--variant", "scopone"],
        ["--variant", "unknown"],
        ["--target", "0"],
    ],
)
def test_play_refuses_bad_rules_in_one_line(argv, capsys, tmp_path):
    ai = "random," * ((int(argv[1]) if argv[0] == "--players" else 2) - 1) + "random"
    status, out, err = run_cli(capsys, "play", "--seed", "1", "--ai", ai, "--record", str(tmp_path / "x.json"), *argv)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert not (tmp_path / "x.json").exists()


def test_play_needs_one_ai_per_seat(capsys, tmp_path):
    status, _, err = run_cli(capsys, "play", "--seed", "1", "--ai", "random", "--record", str(tmp_path / "x.json"))
    assert status == 2 and "one level per seat" in err


# bench --------------------------------------------------------------------------------------


def test_bench_prints_the_two_figures():
    done = subprocess.run(
        [sys.executable, "-m", "scopa_desktop.cli", "bench"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert set(figures) >= {"random_rounds_per_second", "legal_move_generations_per_second"}
    assert all(isinstance(v, (int, float)) and v > 0 for v in figures.values())
