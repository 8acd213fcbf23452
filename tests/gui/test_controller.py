"""The game model: signals for what happened, refusals with the engine's reason,
answers for a turn that is gone ignored."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers_gui import as_int, as_ints, handmade_match

from scopa_desktop.ai import make_player
from scopa_desktop.engine import Match, Move, Rules, match_to_record, parse_card
from scopa_desktop.gui.controller import GameController
from scopa_desktop.gui.saved_game import SavedGame, load_game


@pytest.fixture
def controller_with(tmp_path):
    """Builds controllers around given matches; shuts each down (joining its AI thread) after the test."""
    made: list[GameController] = []

    def build(match, level="random") -> GameController:
        controller = GameController(tmp_path / "save.json", make_player)
        controller.resume(SavedGame(match, 0, [None, level]))
        made.append(controller)
        return controller

    yield build
    for controller in made:
        controller.shutdown()


def test_playing_emits_what_happened_and_passes_the_turn(qtbot, tmp_path, controller_with):
    controller = controller_with(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]))
    heard = []
    controller.cardPlayed.connect(lambda played: heard.append(("played", played)))
    controller.turnChanged.connect(lambda seat: heard.append(("turn", seat)))
    controller.thinkingChanged.connect(lambda seat, on: heard.append(("thinking", seat, on)))
    assert controller.play(as_int("5D"), as_ints("5B"))
    assert heard[0] == ("played", (0, as_int("5D"), (as_int("5B"),), False))
    assert heard[1:3] == [("turn", 1), ("thinking", 1, True)]


def test_an_illegal_move_is_refused_with_the_engines_reason(qtbot, tmp_path, controller_with):
    match = handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    controller = controller_with(match)
    before = match_to_record(match)
    assert match.current.refusal(Move(parse_card("5D"), 0)).kind == "must-capture"
    with qtbot.waitSignal(controller.moveRefused, timeout=1000) as blocker:
        assert not controller.play(as_int("5D"), [])
    assert blocker.args[0] == "5 of Coins must capture: a card that can take may not be laid."
    assert match_to_record(match) == before


def test_a_scopa_is_reported(qtbot, tmp_path, controller_with):
    controller = controller_with(handmade_match(["1C", "2C", "3B", "4S"], ["10D", "9S", "4D"]))
    with qtbot.waitSignal(controller.cardPlayed, timeout=1000) as blocker:
        controller.play(as_int("10D"), as_ints("1C 2C 3B 4S"))
    assert blocker.args[0].scopa
    assert controller.snapshot().scopa_cards[0] == (as_int("10D"),)


def test_an_answer_for_a_turn_that_is_gone_is_ignored(qtbot, tmp_path, controller_with):
    controller = controller_with(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]))
    stale = controller.turn_token
    fresh = handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    controller.resume(SavedGame(fresh, 0, [None, "random"]))
    controller._runner.moveReady.emit(stale, Move(parse_card("1S"), 0))  # a late answer arrives
    assert fresh.current.history == []
    controller._runner.moveReady.emit(controller.turn_token, Move(parse_card("1S"), 0))
    assert fresh.current.history == []  # nor is an AI answer in the player's own turn


def test_every_move_is_saved(qtbot, tmp_path, controller_with):
    match = handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    controller = controller_with(match)
    assert controller.play(as_int("1S"), [])
    assert match_to_record(load_game(tmp_path / "save.json").match)["rounds"][0]["moves"][0]["card"] == "1S"


@pytest.mark.parametrize(
    "players, teams, short_names",
    [
        (2, 2, ["You", "Giulia"]),
        (3, 3, ["You", "Giulia", "Marco"]),
        (4, 2, ["Us", "Them"]),
        (6, 2, ["Us", "Them"]),
        (6, 3, ["Us", "G & L", "M & C"]),
    ],
)
def test_sides_have_short_names_that_say_who_is_in_them(tmp_path, players, teams, short_names):
    controller = GameController(tmp_path / "save.json", make_player)
    try:
        levels = [None] + ["random"] * (players - 1)
        controller.resume(SavedGame(Match(Rules(players=players, teams=teams), seed=1), 0, levels))
        assert [controller.team_short_name(t) for t in range(teams)] == short_names
        assert controller.team_name(0).startswith("You")
    finally:
        controller.shutdown()


def test_undo_takes_back_the_players_move_and_the_answers_after_it(qtbot, tmp_path, controller_with):
    match = handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    controller = controller_with(match)
    hand_before, table_before = controller.snapshot().hand, controller.snapshot().table
    assert controller.last_own_move() is None
    with qtbot.waitSignal(controller.moveRefused, timeout=1000):
        assert not controller.undo()  # nothing played yet
    assert controller.play(as_int("1S"), [])
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)  # the AI has answered
    assert len(match.current.history) == 2
    with qtbot.waitSignal(controller.movesTakenBack, timeout=1000) as blocker:
        assert controller.undo()
    assert blocker.args == [2]
    assert controller.is_human_turn()
    assert (controller.snapshot().hand, controller.snapshot().table) == (hand_before, table_before)
    assert match_to_record(load_game(tmp_path / "save.json").match)["rounds"][0]["moves"] == []


def test_widgets_read_the_game_only_through_the_controller():
    """The controller is the only door: no widget reaches for ``controller.match``."""
    gui = Path(__file__).resolve().parents[2] / "scopa_desktop" / "gui"
    readers = [path.relative_to(gui).as_posix() for path in gui.rglob("*.py")
               if path.name != "controller.py" and re.search(r"controller\.match\b", path.read_text("utf-8"))]
    assert readers == []


def test_the_snapshot_is_the_table_in_the_engines_cards_and_cannot_change(qtbot, tmp_path, controller_with):
    controller = controller_with(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]))
    snapshot = controller.snapshot()
    assert set(snapshot.hand) == set(as_ints("9D 1S 5D")) and snapshot.to_play == 0
    assert set(snapshot.table) == set(as_ints("2C 3C 4C 5B"))
    with pytest.raises(AttributeError):
        snapshot.table = ()  # type: ignore[misc]
    controller.play(as_int("5D"), as_ints("5B"))
    assert controller.round_moves() == [(0, as_int("5D"), (as_int("5B"),), False)]
    assert set(snapshot.table) == set(as_ints("2C 3C 4C 5B")) and controller.snapshot().pile_counts[0] == 2


def test_an_ai_held_back_is_not_shown_thinking_until_it_may_think(qtbot, tmp_path):
    controller = GameController(tmp_path / "save.json", make_player)
    heard = []
    controller.thinkingChanged.connect(lambda seat, on: heard.append((seat, on)))
    controller.hold_ai("question")
    try:
        controller.resume(SavedGame(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]), 0,
                                    [None, "random"]))
        assert controller.play(as_int("1S"), [])
        assert controller.current_seat() == 1 and heard == []  # a question is open: nobody thinks
        with qtbot.waitSignal(controller.cardPlayed, timeout=5000):
            controller.release_ai("question")
        assert heard[:1] == [(1, True)]
    finally:
        controller.shutdown()
