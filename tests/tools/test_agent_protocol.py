"""The agent protocol: request <-> view conversion, the agent loop, and outside agents as players."""

import io
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import scopa_desktop
from scopa_desktop.ai import make_player
from scopa_desktop.engine import Match, Rules, parse_card
from scopa_desktop.net.agent_messages import (
    ProtocolError,
    answer_to_move,
    move_to_answer,
    request_to_view,
    view_to_request,
)
from scopa_desktop.tools import cli
from scopa_desktop.tools.agent_protocol import AgentProcess, Forfeit
from scopa_desktop.tools.tournament import code_fingerprint

AGENT = [sys.executable, "-m", "scopa_desktop.cli", "agent"]


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(players=4, teams=2),
        Rules(players=3, variants=frozenset({"asso-piglia-tutto"})),
        Rules(last_deal_scopa="none"),
        Rules(players=4, teams=2, variants=frozenset({"scopone-scientifico"})),
    ],
    ids=str,
)
def test_every_view_survives_the_round_trip_through_json(rules):
    match = Match(rules, seed=5)
    # Whole matches of easy play: what a view holds does not hang on how well it is played,
    # and medium's look ahead made this test 9 s of CPU.
    players = [make_player("easy") for _ in range(rules.players)]
    while not match.is_over():
        while not match.round_over():
            view = match.view(match.current_player())
            assert request_to_view(json.loads(json.dumps(view_to_request(view)))) == view
            match.apply_move(players[view.seat].choose(view))
        if not match.is_over():
            match.start_next_round()


def a_request() -> dict:
    match = Match(Rules(), seed=1)
    player = make_player("easy")
    for _ in range(3):
        match.apply_move(player.choose(match.view(match.current_player())))
    return view_to_request(match.view(match.current_player()))


@pytest.mark.parametrize(
    "change, reason",
    [
        ({"type": "moves"}, "type"),
        ({"seat": 5}, "'seat'"),
        ({"hand": ["7D", "7D"]}, "twice"),
        ({"hand": ["11D"]}, "not a card"),
        ({"table": []}, "'table' is not what"),
        ({"scores": [1]}, "'scores'"),
        ({"history": [{"seat": 0, "card": "7D"}]}, "needs 'seat', 'card' and 'take'"),
        ({"rules": {"players": 5}}, "'rules'"),
    ],
)
def test_malformed_requests_are_refused_with_the_reason(change, reason):
    with pytest.raises(ProtocolError, match=reason):
        request_to_view({**a_request(), **change})


def test_answers_name_card_and_take():
    move = answer_to_move({"card": "7D", "take": ["3B", "4S"]})
    assert move.card == parse_card("7D")
    assert move_to_answer(move) == {"card": "7D", "take": ["4S", "3B"]}
    with pytest.raises(ProtocolError):
        answer_to_move({"card": "7D"})


def test_the_agent_program_answers_like_the_level_and_quits_cleanly():
    request = a_request()
    expected = move_to_answer(make_player("medium").choose(request_to_view(request)))
    lines = [json.dumps(request), "this is not json", json.dumps({"type": "quit"})]
    done = subprocess.run(
        [*AGENT, "--level", "medium"], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0] == expected
    assert "error" in answers[1]
    assert "bad request" in done.stderr
    # and it says which code plays: a checkout's own, not another standing in for it
    package = Path(scopa_desktop.__file__).resolve().parent
    assert f"agent: medium from {package} (code {code_fingerprint()})" in done.stderr.splitlines()


def test_an_outside_agent_plays_legal_moves_until_closed():
    agent = AgentProcess(" ".join([*AGENT, "--level", "easy"]), timeout=30)
    match = Match(Rules(), seed=8)
    try:
        for _ in range(6):
            view = match.view(match.current_player())
            move = agent.choose(view)
            assert move == make_player("easy").choose(view)
            match.apply_move(move)
    finally:
        agent.close()
    assert agent.process is None


def test_a_late_agent_forfeits():
    sleeper = f'{sys.executable} -c "import time; time.sleep(30)"'
    agent = AgentProcess(sleeper, timeout=0.3)
    with pytest.raises(Forfeit, match="no answer within"):
        agent.choose(Match(Rules(), seed=1).view(0))


def test_an_illegal_answer_forfeits():
    liar = (f"""{sys.executable} -c "import sys; [print('{{\\"card\\": \\"1D\\", """
            f"""\\"take\\": [\\"2D\\"]}}', flush=True) for _ in sys.stdin]" """)
    agent = AgentProcess(liar, timeout=10)
    match = Match(Rules(), seed=1)
    with pytest.raises(Forfeit, match="illegal answer"):
        agent.choose(match.view(match.current_player()))


@pytest.mark.parametrize("flags, clock", [([], time.perf_counter), (["--cpu-clock"], time.process_time)])
def test_the_agent_counts_its_budget_on_the_clock_asked_for(flags, clock, monkeypatch):
    # A tournament's own hard thinks on the CPU clock; another version of hard seated as an agent
    # beside it is only a fair yardstick when its budget is counted the same way.
    made = {}

    def recording_make_player(level, **options):
        made.update(options, level=level)
        return make_player("easy")

    monkeypatch.setattr(cli, "make_player", recording_make_player)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main(["agent", "--level", "hard", "--seconds", "0.5", *flags]) == 0
    assert made == {"level": "hard", "seed": 0, "seconds": 0.5, "clock": clock}
