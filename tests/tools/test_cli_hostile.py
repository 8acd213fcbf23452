"""Hostile input to the command line and the agent (issue 13, item 5).

Every bad command line exits 2 with one line on standard error; the agent answers
every bad line with ``{"error": ...}`` and goes on serving; a record or a request,
however mangled, is either refused cleanly or read as a valid match or view.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
import subprocess
import sys

import pytest
from helpers_engine import play_randomly
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopa_desktop.ai import LEVELS, legal_moves, make_player
from scopa_desktop.cli import main
from scopa_desktop.engine import (
    Match,
    RecordError,
    Rules,
    RulesError,
    card_name,
    match_to_record,
    record_from_text,
)
from scopa_desktop.engine.brief import brief
from scopa_desktop.engine.record import replay_record, round_summary
from scopa_desktop.engine.rules import MAX_ROUNDS, MAX_TARGET
from scopa_desktop.engine.view import SeatView
from scopa_desktop.net.agent_messages import (
    ProtocolError,
    answer_to_move,
    move_to_answer,
    request_to_view,
    view_to_request,
)
from scopa_desktop.storage.reading import MAX_FILE_BYTES
from scopa_desktop.tools.agent_protocol import MAX_REQUEST_CHARS, run_agent
from scopa_desktop.tools.tournament import max_jobs

CLI = [sys.executable, "-m", "scopa_desktop.cli"]


def one_line_refusal(capsys, *argv: str) -> str:
    """Run the command line in process: status 2, nothing on stdout, one line on stderr."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    assert status == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: "), err
    assert len(err) < 300
    return err


# The rules' bounds, for every caller ------------------------------------------------------------


@pytest.mark.parametrize("target", [0, -1, MAX_TARGET + 1, 10**4000])
def test_a_target_out_of_bounds_is_refused_by_the_rules(target):
    with pytest.raises(RulesError, match=f"from 1 to {MAX_TARGET:,}"):
        Rules(target=target)


@pytest.mark.parametrize("rounds", [0, MAX_ROUNDS + 1, 100_000])
def test_card_value_rounds_out_of_bounds_are_refused_by_the_rules(rounds):
    with pytest.raises(RulesError, match=f"from 1 to {MAX_ROUNDS}"):
        Rules(variants=frozenset({"card-value"}), rounds=rounds)


def test_the_bounds_themselves_are_allowed():
    assert Rules(target=MAX_TARGET).target == MAX_TARGET
    assert Rules(variants=frozenset({"card-value"}), rounds=MAX_ROUNDS).rounds == MAX_ROUNDS


def test_a_record_with_a_target_out_of_bounds_is_refused():
    record = match_to_record(Match(Rules(), seed=1))
    record["rules"]["target"] = 100_000
    with pytest.raises(RecordError, match="target"):
        replay_record(record)


# The command line: one line, status 2 ------------------------------------------------------------

PLAY = ["play", "--seed", "1", "--ai", "random,random"]
TOURNAMENT = ["tournament", "--a", "random", "--b", "random", "--pairs", "1", "--seed", "1"]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--option", "rounds=²", "--variant", "card-value"], ["rounds", "whole number"]),
        (["--option", "rounds=100000", "--variant", "card-value"], ["rounds", "1 to 100"]),
        (["--option", "rounds=" + "9" * 5000, "--variant", "card-value"], ["too large"]),
        (["--target", "100000"], ["target", "1 to 1,000"]),
        (["--target", "9" * 5000], ["too large"]),
        (["--target", "١٢"], ["whole number"]),
        (["--players", "-3"], ["players"]),
    ],
)
def test_play_refuses_numbers_out_of_bounds(argv, words, capsys, tmp_path):
    record = tmp_path / "x.json"
    err = one_line_refusal(capsys, *PLAY, "--record", str(record), *argv)
    for word in words:
        assert word in err
    assert not record.exists()


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--jobs", "100000"], ["processes", f"1 to {max_jobs()}"]),
        (["--jobs", "0"], ["processes"]),
        (["--pairs", "0"], ["pairs"]),
        (["--pairs", "1000000"], ["pairs", "100,000"]),
        (["--timeout", "nan"], ["--timeout", "above 0"]),
        (["--timeout", "-1"], ["--timeout", "above 0"]),
        (["--timeout", "inf"], ["--timeout"]),
        (["--timeout", "1e400"], ["--timeout"]),
        (["--timeout", "soon"], ["--timeout", "not a number"]),
        (["--seconds", "-1"], ["--seconds", "above 0"]),
        (["--seconds", "nan"], ["--seconds", "above 0"]),
        (["--seconds", "0"], ["--seconds"]),
        (["--target", "100000"], ["target"]),
    ],
)
def test_tournament_refuses_numbers_out_of_bounds(argv, words, capsys):
    # The last --pairs given wins, so these replace TOURNAMENT's own.
    err = one_line_refusal(capsys, *TOURNAMENT, *argv)
    for word in words:
        assert word in err


@pytest.mark.parametrize(
    "command, words",
    [
        ("   ", ["blanks"]),
        ("", ["either a level"]),
        ("'unclosed", ["quotation"]),
        ("no-such-program-scopa --level easy", ["no program"]),
    ],
)
def test_tournament_refuses_an_agent_command_that_names_no_program(command, words, capsys):
    err = one_line_refusal(capsys, "tournament", "--a-cmd", command, "--b", "random", "--pairs", "1", "--seed", "1")
    for word in words:
        assert word in err


@pytest.mark.parametrize("seconds", ["nan", "-1", "0", "inf"])
def test_the_agent_refuses_a_thinking_budget_that_is_no_budget(seconds, capsys):
    err = one_line_refusal(capsys, "agent", "--level", "hard", "--seconds", seconds)
    assert "--seconds" in err


# Files the command line reads -----------------------------------------------------------------------


def test_replay_refuses_an_integer_past_the_digit_limit(capsys, tmp_path):
    record = match_to_record(Match(Rules(), seed=1))
    text = json.dumps(record).replace('"target": 11', '"target": ' + "9" * 5000)
    path = tmp_path / "big.json"
    path.write_text(text)
    said = one_line_refusal(capsys, "replay", str(path))
    assert "not usable JSON: a number too long to read" in said and "sys.set_int_max_str_digits" not in said


def test_replay_refuses_a_device_unread(capsys):
    assert "not a regular file" in one_line_refusal(capsys, "replay", os.devnull)
    if os.path.exists("/dev/zero"):
        assert "not a regular file" in one_line_refusal(capsys, "replay", "/dev/zero")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_replay_refuses_a_fifo_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    done = subprocess.run([*CLI, "replay", str(fifo)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr.count("\n") == 1 and "not a regular file" in done.stderr


def test_replay_refuses_a_folder(capsys, tmp_path):
    one_line_refusal(capsys, "replay", str(tmp_path))


def test_replay_refuses_a_file_over_64_mb_unread(capsys, tmp_path):
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: no 64 MB written
    assert "too large" in one_line_refusal(capsys, "replay", str(huge))


def test_hostile_input_as_a_real_process_gives_status_2_and_no_traceback(tmp_path):
    for argv in (
        [*PLAY, "--record", str(tmp_path / "x.json"), "--variant", "card-value", "--option", "rounds=²"],
        ["tournament", "--a-cmd", "   ", "--b", "random", "--pairs", "1", "--seed", "1"],
        [*TOURNAMENT, "--timeout", "nan"],
    ):
        done = subprocess.run([*CLI, *argv], capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, done.stderr
        assert done.stdout == "" and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


# A record saved in play -------------------------------------------------------------------------


def saved_in_play(moves: int) -> tuple[Match, dict]:
    """A match of two rounds or more, saved ``moves`` moves into its last round."""
    rng = random.Random(5)
    match = Match(Rules(target=21), seed=5)
    play_randomly(match, rng, rounds=2)
    assert not match.is_over()
    match.start_next_round()
    for _ in range(moves):
        match.apply_move(rng.choice(match.legal_moves()))
    return match, match_to_record(match)


@pytest.mark.parametrize("moves", [0, 7])
def test_replay_lists_a_part_played_last_round_as_unfinished(moves, capsys, tmp_path):
    match, record = saved_in_play(moves)
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(record))
    status = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    summary = json.loads(out)
    assert len(summary["rounds"]) == match.round_number == 3
    assert summary["rounds"][-1] == {"finished": False}
    assert all(list(entry) == ["teams"] for entry in summary["rounds"][:-1])
    assert summary["totals"] == match.totals == [
        sum(entry["teams"][team]["points"] for entry in summary["rounds"][:-1]) for team in range(2)
    ]
    assert summary["winner"] is None


def test_a_part_played_last_round_is_checked_as_far_as_it_goes():
    _, record = saved_in_play(7)
    moves = record["rounds"][-1]["moves"]
    moves[4]["seat"] = 1 - moves[4]["seat"]
    with pytest.raises(RecordError, match="round 3, move 5"):
        replay_record(record)


def test_only_the_last_round_may_stop_part_way():
    _, record = saved_in_play(7)
    record["rounds"][1]["moves"].pop()
    with pytest.raises(RecordError, match="round 3: the previous round was not played to its end"):
        replay_record(record)


# The agent: inconsistent requests are refused -----------------------------------------------------


def a_request(seed: int = 1, moves: int = 3, rules: Rules | None = None) -> dict:
    match = Match(rules or Rules(), seed=seed)
    player = make_player("easy")
    for _ in range(moves):
        match.apply_move(player.choose(match.view(match.current_player())))
    return view_to_request(match.view(match.current_player()))


def hand_card_on_table(request: dict) -> dict:
    return {**request, "hand": [*request["hand"][:-1], request["table"][0]]}


def played_card_in_hand(request: dict) -> dict:
    return {**request, "hand": [*request["hand"][:-1], request["history"][0]["card"]]}


def card_played_twice(request: dict) -> dict:
    history = copy.deepcopy(request["history"])
    history[2]["card"] = history[0]["card"]
    return {**request, "history": history}


def out_of_turn(request: dict) -> dict:
    history = copy.deepcopy(request["history"])
    history[1]["seat"] = history[0]["seat"]
    return {**request, "history": history}


def illegal_take(request: dict) -> dict:
    history = copy.deepcopy(request["history"])
    first = next(move for move in history if move["take"])
    first["take"] = []
    return {**request, "history": history}


INCONSISTENT = {
    "a hand card also on the table": (hand_card_on_table, "both hold|already seen"),
    "a hand card already played": (played_card_in_hand, "already seen"),
    "a card played twice": (card_played_twice, "already seen"),
    "a move out of turn": (out_of_turn, "was to play"),
    "a take the rules forbid": (illegal_take, "may not take"),
    "hand sizes wrong for the deal": (lambda r: {**r, "hand_sizes": [3, 3]}, "'hand_sizes' must be"),
    "a hand of the wrong size": (lambda r: {**r, "hand": r["hand"][:1], "hand_sizes": [1, 1]}, "'hand_sizes'"),
    "the stock inconsistent": (lambda r: {**r, "stock": r["stock"] - 2}, "'stock' must be"),
    "the seat not the one to play": (lambda r: {**r, "seat": 1 - r["seat"]}, "seat to play"),
    "a seat out of range": (lambda r: {**r, "seat": 2}, "'seat'"),
    "an initial table of 3 cards": (lambda r: {**r, "initial_table": r["initial_table"][:3]}, "4 cards"),
    "a whole round of history": (None, "round is over"),
}


def whole_round_request() -> dict:
    """A request whose history holds every move of the round (nothing is left to play)."""
    match = Match(Rules(), seed=2)
    player = make_player("easy")
    while True:
        view = match.view(match.current_player())
        last = player.choose(view)
        match.apply_move(last)
        if match.round_over():
            break
    request = view_to_request(view)
    request["history"].append({"seat": view.seat, **move_to_answer(last)})
    request.update(hand=[], table=[], hand_sizes=[0, 0], seat=1 - view.seat)
    return request


def inconsistent(name: str) -> dict:
    change, _ = INCONSISTENT[name]
    return whole_round_request() if change is None else change(a_request(moves=5))


@pytest.mark.parametrize("name", list(INCONSISTENT))
def test_an_inconsistent_request_is_refused_with_the_reason(name):
    request = inconsistent(name)
    with pytest.raises(ProtocolError, match=INCONSISTENT[name][1]):
        request_to_view(request)


def serve(level: str, lines: list[str], **options) -> list[dict]:
    """Run the agent loop in process on ``lines``; its answers, one per line."""
    stdout, stderr = io.StringIO(), io.StringIO()
    assert run_agent(make_player(level, seed=1, **options), io.StringIO("".join(lines)), stdout, stderr) == 0
    return [json.loads(line) for line in stdout.getvalue().splitlines()]


def expected_answer(level: str, request: dict, **options) -> dict:
    return move_to_answer(make_player(level, seed=1, **options).choose(request_to_view(request)))


def is_legal_answer(answer: dict, request: dict) -> bool:
    """For ``hard``, whose search stops on the clock and so need not repeat itself exactly."""
    return answer_to_move(answer) in legal_moves(request_to_view(request))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_refuses_every_inconsistent_request_and_serves_on(level):
    options = {"seconds": 0.05} if level == "hard" else {}
    good = a_request(moves=5)
    lines = [json.dumps(inconsistent(name)) + "\n" for name in INCONSISTENT] + [json.dumps(good) + "\n"]
    answers = serve(level, lines, **options)
    assert len(answers) == len(INCONSISTENT) + 1
    assert all(list(answer) == ["error"] and isinstance(answer["error"], str) for answer in answers[:-1])
    assert is_legal_answer(answers[-1], good)
    if level != "hard":
        assert answers[-1] == expected_answer(level, good)


HOSTILE_LINES = {
    "nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
    "an object nested 100,000 deep": '{"a":' * 100_000 + "1" + "}" * 100_000,
    "junk": "\x00\x01 not json at all }{",
    "a number": "17",
    "a list": '["move"]',
    "an integer past the digit limit": '{"type": "move", "seat": ' + "9" * 5000 + "}",
    "wrong types": '{"type": "move", "rules": [], "seat": "0", "hand": "7D"}',
    "a seat that is true": json.dumps({**a_request(), "seat": True}),
    "cards that are objects": json.dumps({**a_request(), "hand": [{"7": "D"}]}),
    "a history that is a string": json.dumps({**a_request(), "history": "all of it"}),
    "rules with a huge target": json.dumps({**a_request(), "rules": {"target": 10**300}}),
    "a line too long": "[" + "1," * MAX_REQUEST_CHARS + "1]",
}


@pytest.mark.parametrize("name", list(HOSTILE_LINES))
def test_the_agent_answers_a_hostile_line_with_an_error_and_serves_on(name):
    good = a_request()
    answers = serve("medium", [HOSTILE_LINES[name] + "\n", json.dumps(good) + "\n"])
    assert len(answers) == 2
    assert list(answers[0]) == ["error"] and len(answers[0]["error"]) < 300
    assert answers[1] == expected_answer("medium", good)


def test_the_agent_program_survives_bytes_that_are_not_utf8_and_a_deep_line():
    good = a_request(moves=5)
    lines = [
        b"\xff\xfe\x80 not text\n",
        ("[" * 100_000 + "]" * 100_000 + "\n").encode(),
        json.dumps(hand_card_on_table(good)).encode() + b"\n",
        json.dumps(good).encode() + b"\n",
        b'{"type": "quit"}\n',
    ]
    done = subprocess.run(
        [*CLI, "agent", "--level", "hard", "--seconds", "0.05", "--seed", "1"],
        input=b"".join(lines), capture_output=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [list(answer) for answer in answers[:3]] == [["error"]] * 3
    assert is_legal_answer(answers[3], good)
    assert "Traceback" not in done.stderr.decode(errors="replace")


# Fuzzing: a clean refusal or a valid result, never another exception ---------------------------------

CARD_NAMES = [card_name(c) for c in range(40)]
JSON_WORDS = [
    "format", "scopa-record/1", "rules", "rounds", "dealer", "deals", "hands", "table", "moves", "seat", "card",
    "take", "type", "move", "hand", "history", "stock", "hand_sizes", "initial_table", "scores", "round",
    "players", "teams", "target", "variants", "options", "direction", "card-value",
    *CARD_NAMES,
]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8) | st.sampled_from(JSON_WORDS),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.sampled_from(JSON_WORDS) | st.text(max_size=6),
                                                                inner, max_size=5),
    max_leaves=25,
)


def mutate(value, data):
    """``value`` with one change somewhere inside, drawn by Hypothesis: a part replaced by
    any JSON value, removed, repeated or cut short."""
    if not isinstance(value, (dict, list)) or not value or data.draw(st.integers(0, 3)) == 0:
        return data.draw(json_values)
    keys = list(value) if isinstance(value, dict) else list(range(len(value)))
    key = data.draw(st.sampled_from(keys))
    value = copy.copy(value)
    action = data.draw(st.sampled_from(["descend", "descend", "descend", "remove", "repeat", "cut"]))
    if action == "descend":
        value[key] = mutate(value[key], data)
    elif action == "remove":
        del value[key]
    elif action == "repeat" and isinstance(value, list):
        value.insert(key, copy.deepcopy(value[key]))
    elif action == "cut" and isinstance(value, list):
        del value[key:]
    else:
        value[key] = data.draw(json_values)
    return value


def card_places(value, path=()) -> list[tuple]:
    """The paths to every card name inside ``value``."""
    if isinstance(value, str):
        return [path] if value in CARD_NAMES else []
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [place for key, item in items for place in card_places(item, (*path, key))]


def copy_a_card(value, data):
    """``value`` with one card name written over another: the likeliest way to a card seen twice."""
    places = card_places(value)
    if len(places) < 2:
        return value
    source, target = data.draw(st.lists(st.sampled_from(places), min_size=2, max_size=2, unique=True))
    value = copy.deepcopy(value)
    card = value
    for key in source:
        card = card[key]
    *parents, last = target
    holder = value
    for key in parents:
        holder = holder[key]
    holder[last] = card
    return value


def sample_records() -> list[dict]:
    records = []
    for seed, rules in enumerate([Rules(target=4), Rules(players=4, teams=2, target=4),
                                  Rules(players=4, teams=2, variants=frozenset({"scopone-scientifico"}), target=4),
                                  Rules(variants=frozenset({"card-value"}), rounds=2)]):
        records.append(match_to_record(play_randomly(Match(rules, seed=seed), random.Random(seed))))
    records.append(saved_in_play(9)[1])
    return records


RECORDS = sample_records()
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def read_or_refuse(data) -> None:
    try:
        match = replay_record(data)
    except RecordError as error:
        assert "\n" not in str(error) and len(str(error)) < 300
        return
    json.dumps(round_summary(match))


# JSON made up from scratch, 2.3 s of CPU: the slow tier's.  The fast tier keeps the records damaged
# from real ones (below) and the named hostile inputs (above).
@pytest.mark.slow
@FUZZ
@given(json_values)
def test_fuzz_any_json_value_is_a_record_or_a_clean_refusal(value):
    read_or_refuse(value)


@FUZZ
@given(st.data())
def test_fuzz_a_mutated_record_is_a_record_or_a_clean_refusal(data):
    record = data.draw(st.sampled_from(RECORDS))
    for _ in range(data.draw(st.integers(1, 3))):
        record = data.draw(st.sampled_from([mutate, copy_a_card]))(record, data)
    read_or_refuse(record)
    try:
        text = json.dumps(record)
    except ValueError:
        return
    cut = data.draw(st.integers(0, len(text)))
    with contextlib.suppress(RecordError):
        record_from_text(text[:cut])


REQUESTS = [
    a_request(seed=3, moves=0),
    a_request(seed=4, moves=9),
    a_request(seed=5, moves=22, rules=Rules(players=4, teams=2, variants=frozenset({"scopone-scientifico"}))),
    a_request(seed=6, moves=13, rules=Rules(players=3, variants=frozenset({"asso-piglia-tutto"}))),
]
PLAYERS = [make_player(level, seed=1, seconds=0.02, samples=8) for level in LEVELS]


def view_or_refuse(request) -> SeatView | None:
    try:
        return request_to_view(request)
    except ProtocolError as error:
        assert "\n" not in str(error) and len(str(error)) < 300
        return None


# JSON made up from scratch, 2.3 s of CPU: the slow tier's.  The fast tier keeps the requests damaged
# from real ones (below) and the named hostile inputs (above).
@pytest.mark.slow
@FUZZ
@given(json_values)
def test_fuzz_any_json_value_is_a_request_or_a_clean_refusal(value):
    view_or_refuse(value)


@pytest.mark.parametrize("change", [mutate, copy_a_card])
@FUZZ
@given(data=st.data())
def test_fuzz_a_mutated_request_is_refused_or_every_level_answers_legally(change, data):
    request = data.draw(st.sampled_from(REQUESTS))
    for _ in range(data.draw(st.integers(1, 3))):
        request = change(request, data)
    view = view_or_refuse(request)
    if view is not None:
        legal = legal_moves(view)
        for player in PLAYERS:
            assert player.choose(view) in legal


FUZZ_RULES = [
    Rules(),
    Rules(players=3),
    Rules(players=4, teams=2, variants=frozenset({"scopone"})),
    Rules(players=4, teams=2, variants=frozenset({"scopone-scientifico"})),
    Rules(players=6, teams=3, variants=frozenset({"asso-piglia-tutto", "napola"}), last_deal_scopa="none"),
    Rules(players=2, variants=frozenset({"card-value"}), rounds=3),
]


@st.composite
def consistent_requests(draw) -> dict:
    """A request from a real round at any point, with any scores, round number and target."""
    rules = draw(st.sampled_from(FUZZ_RULES)).with_changes(target=draw(st.integers(1, MAX_TARGET)))
    seed = draw(st.integers(0, 10**6))
    match, rng = Match(rules, seed=seed), random.Random(seed)
    for _ in range(draw(st.integers(0, rules.cards_per_deal * rules.deals_per_round - 1))):
        match.apply_move(rng.choice(match.legal_moves()))
    request = view_to_request(match.view(match.current_player()))
    request["scores"] = draw(st.lists(st.integers(0, 2 * MAX_TARGET), min_size=rules.teams, max_size=rules.teams))
    request["round"] = draw(st.integers(1, 1_000_000))
    return request


@FUZZ
@given(consistent_requests())
def test_fuzz_every_level_answers_any_consistent_request_legally(request):
    view = request_to_view(json.loads(json.dumps(request)))
    legal = legal_moves(view)
    for player in PLAYERS:
        assert player.choose(view) in legal


def is_quit(line: str) -> bool:
    try:
        request = json.loads(line)
    except ValueError:
        return False
    return isinstance(request, dict) and request.get("type") == "quit"


@FUZZ
@given(st.lists(st.text(max_size=30).filter(lambda line: "\n" not in line and "\r" not in line), max_size=4))
def test_fuzz_the_agent_answers_every_line_and_serves_on(lines):
    good = REQUESTS[1]
    text = "".join(line + "\n" for line in lines) + json.dumps(good) + "\n"
    asked = [line for line in lines if line.strip()]
    stdout = io.StringIO()
    run_agent(PLAYERS[1], io.StringIO(text), stdout, io.StringIO())
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    if any(is_quit(line) for line in asked):
        return  # the agent stopped where told to
    assert len(answers) == len(asked) + 1
    assert answers[-1] == move_to_answer(PLAYERS[1].choose(request_to_view(good)))


@pytest.mark.parametrize(
    "value, shown",
    [
        ("7D", "'7D'"),
        ("x" * 1000, "'" + "x" * 40 + "…'"),
        (10**5000, "a number too large"),
        (-3, "-3"),
        (True, "True"),
        (1.5, "1.5"),
        ([[[]]], "a list"),
        ({"a": 1}, "a dict"),
    ],
    ids=["card", "long text", "huge number", "number", "bool", "float", "list", "object"],
)
def test_an_outside_value_is_shown_briefly_in_an_error(value, shown):
    assert brief(value) == shown
