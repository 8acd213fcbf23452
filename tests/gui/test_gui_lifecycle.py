"""Starting, resuming, starting over and closing: the AI thread is cancelled and
joined, never terminated; saved games resume; a corrupt one is reported and
replaced; settings survive a restart."""

from __future__ import annotations

import json

import pytest
from helpers_gui import SlowPlayer, make_settings, open_window, seed_where_first_player_is
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from scopa_desktop.engine import Rules, match_to_record
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.saved_game import load_game
from scopa_desktop.gui.settings import AI_PACES, ANIMATION_SPEEDS, LEVELS_KEY, TARGET_KEY, AppSettings
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.skins import DEFAULT_SKIN_ID


def slow_window(qtbot, tmp_path):
    slow = SlowPlayer()
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: slow,
                         seed=seed_where_first_player_is(Rules(), 1))
    qtbot.waitUntil(slow.started.is_set)
    return window, slow


def test_closing_while_the_ai_thinks_exits_at_once(qtbot, qtlog, tmp_path):
    window, slow = slow_window(qtbot, tmp_path)
    thread = window.controller.ai_thread
    window.close()  # returns once the close completes: the search cancelled, the thread joined
    assert slow.cancelled.is_set()
    assert thread.isFinished()
    assert not any("Destroyed while thread" in record.message for record in qtlog.records)


def test_new_game_while_the_ai_thinks_drops_the_old_search(qtbot, tmp_path):
    window, slow = slow_window(qtbot, tmp_path)
    old_match = window.controller.match
    slow.started.clear()
    window.start_new_match(seed=seed_where_first_player_is(Rules(), 1))
    qtbot.waitUntil(slow.started.is_set)  # the new match's first search has begun
    assert slow.cancelled.is_set()
    assert window.controller.match is not old_match
    assert old_match.current.history == [] and window.controller.match.current.history == []


@pytest.mark.parametrize("frame_first", [False, True], ids=["built-at-once", "as-the-app"])
def test_the_saved_game_resumes_where_it_was(qtbot, tmp_path, frame_first):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    controller = window.controller
    for _ in range(3):
        qtbot.waitUntil(controller.is_human_turn)
        card, take = controller.legal_moves()[0]
        controller.play(card, take)
    qtbot.waitUntil(controller.is_human_turn)
    before = match_to_record(controller.match)
    window.close()
    again = open_window(qtbot, tmp_path, AppSettings(QSettings(str(tmp_path / "settings.ini"),
                                                               QSettings.Format.IniFormat)), resume=True,
                        frame_first=frame_first)
    assert match_to_record(again.controller.match) == before
    assert "Welcome back" in again.statusBar().currentMessage()


def test_a_corrupt_saved_game_is_reported_and_a_new_match_starts(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{TARGET_KEY: 21})
    settings_text = (tmp_path / "settings.ini").read_bytes()
    corrupt = '{"format": "scopa-desktop-save/1", "seed": 1, "rec'
    (tmp_path / "saved-game.json").write_text(corrupt, encoding="utf-8")
    window = open_window(qtbot, tmp_path, settings, resume=True)
    assert "saved game could not be resumed" in window.statusBar().currentMessage()
    assert "kept as saved-game.unreadable.json" in window.statusBar().currentMessage()
    assert (tmp_path / "saved-game.unreadable.json").read_text(encoding="utf-8") == corrupt
    assert window.controller.match.rules.target == 21
    assert (tmp_path / "settings.ini").read_bytes() == settings_text
    assert json.loads((tmp_path / "saved-game.json").read_text())["match"]["rules"]["target"] == 21


def test_an_illegal_saved_game_is_reported_too(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    data = json.loads((tmp_path / "saved-game.json").read_text())
    window.close()
    data["match"]["rounds"][0]["moves"] = [[6, 1 << 30]]  # 7D taking 1B
    (tmp_path / "saved-game.json").write_text(json.dumps(data))
    again = open_window(qtbot, tmp_path, resume=True)
    assert "do not replay" in again.statusBar().currentMessage()
    assert again.controller.match.round_number == 1
    assert load_game(tmp_path / "saved-game.json").match.rules == Rules()  # replaced by a good save


def test_new_game_dialog_choices_survive_a_restart(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    dialog = NewGameDialog(window.settings, window)
    dialog.target.setCurrentIndex(dialog.target.findData(21))
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    dialog.teams.setCurrentIndex(dialog.teams.findData(2))
    dialog.variant_boxes["napola"].setChecked(True)
    dialog.accepted.connect(window.start_new_match)
    dialog.accept()
    rules = window.controller.rules
    assert (rules.target, rules.players, rules.teams, rules.variants) == (21, 4, 2, frozenset({"napola"}))
    window.close()
    restarted = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert restarted.rules() == rules


def test_new_game_dialog_explains_rules_that_do_not_go_together(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    dialog = NewGameDialog(window.settings, window)
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.variant_boxes["scopone"].setChecked(True)
    assert "Scopone is played by 4 players" in dialog.error.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_the_window_starts_with_defaults_over_corrupt_settings(qtbot, tmp_path):
    (tmp_path / "settings.ini").write_text(
        "[table]\nskin=no-such-deck\nanimation_speed=off\n[ai]\npace=instant\n[game]\nplayers=banana\ntarget=-3\n",
        encoding="utf-8")
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = open_window(qtbot, tmp_path, settings)
    assert window.controller.rules == Rules()
    assert window.table.skin_id == DEFAULT_SKIN_ID
    assert window.controller.levels == [None, "medium"]


def test_settings_dialog_changes_apply_at_once(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    assert window.controller.ai_delay_ms == 0 and window.table.animation_speed == 0
    dialog = SettingsDialog(window.settings, window)
    dialog.animation.setCurrentIndex(dialog.animation.findData("slow"))
    dialog.pace.setCurrentIndex(dialog.pace.findData("relaxed"))
    dialog.accepted.connect(window.apply_settings)
    dialog.accept()
    assert window.table.animation_speed == ANIMATION_SPEEDS["slow"]
    assert window.controller.ai_delay_ms >= AI_PACES["relaxed"]


def test_a_saved_size_too_big_for_this_screen_gives_way_to_one_that_fits(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    window.resize(1100, 900)  # saved on a bigger screen than the offscreen one, 800 x 800
    qtbot.waitUntil(lambda: window.height() == 900)
    window.close()
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again = create_main_window(settings, save_path=tmp_path / "saved-game.json", resume=False, seed=1)
    qtbot.addWidget(again, before_close_func=lambda w: w.close())
    screen = again.screen().availableGeometry()
    assert screen.contains(again.geometry()) and again.height() <= screen.height() - 42


def test_closing_the_round_dialog_still_deals_the_next_round(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    controller = window.controller
    while window.round_dialog is None:
        qtbot.waitUntil(lambda: window.round_dialog is not None or controller.is_human_turn(), timeout=5000)
        if window.round_dialog is None:
            card, take = controller.legal_moves()[0]
            controller.play(card, take)
    window.round_dialog.reject()  # Esc, or the window's close button
    assert controller.match.round_number == 2 and not controller.match.round_over()


def test_quit_closes_every_window_opened_beside_the_game(qtbot, tmp_path):
    """Quit closed the game's window alone: a Watch or Review window kept the app running without its
    game, and a second start "brought to the front" the window that was closed."""
    window = open_window(qtbot, tmp_path)
    window.menu_actions["watch"].trigger()
    window.menu_actions["match_sheet"].trigger()
    beside = [widget for widget in QApplication.topLevelWidgets() if widget.isVisible() and widget is not window]
    assert len(beside) == 2, beside
    window.menu_actions["quit"].trigger()
    qtbot.waitUntil(lambda: not any(widget.isVisible() for widget in QApplication.topLevelWidgets()))
