"""Statistics: counted per kind of table in their database, assisted matches apart, the old
statistics in the settings imported once (a damaged text kept aside), an abandoned match
counted as lost, the dialog and its reset; and the game record saved from the Game menu."""

from __future__ import annotations

import errno
import json

import pytest
from helpers_gui import make_settings, open_window, save_screenshot, seed_where_first_player_is
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from scopa_desktop.ai import LEVELS
from scopa_desktop.engine import Rules, match_to_record
from scopa_desktop.engine.rules import MAX_ROUNDS
from scopa_desktop.gui import autosave as autosave_module
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
from scopa_desktop.gui.settings import LEGACY_STATISTICS_KEY, LEVELS_KEY
from scopa_desktop.gui.shell.actions import export_record
from scopa_desktop.gui.statistics import TableKind, open_statistics, read_table_label, table_label
from scopa_desktop.storage.reading import Refused
from scopa_desktop.storage.records import load_record
from scopa_desktop.storage.statistics_db import MAX_LABEL, MatchResult, StatisticsStore, TableFigures, parse_legacy


def test_tables_are_named_by_what_makes_them_different():
    assert table_label(Rules(), ["hard"]) == "vs hard, to 11"
    assert table_label(Rules(target=21), ["easy"]) == "vs easy, to 21"
    assert table_label(Rules(players=4, teams=2), ["medium"] * 3) == "4 players 2 sides (medium, medium, medium), to 11"
    assert table_label(Rules(players=3), ["easy", "hard"]) == "3 players alone (easy, hard), to 11"
    assert table_label(Rules(variants=frozenset({"card-value"}), rounds=3), ["hard"]) == "vs hard, 3 rounds"


@pytest.mark.parametrize(("rules", "levels", "expected"), [
    (Rules(), ["hard"], TableKind(2, 2, ("hard",), 11, None, ())),
    (Rules(variants={"card-value"}, rounds=3), ["easy"], TableKind(2, 2, ("easy",), None, 3, ())),
    (Rules(players=3, target=21, variants={"napola", "asso-piglia-tutto"}), ["easy", "medium"],
     TableKind(3, 3, ("easy", "medium"), 21, None, ("asso-piglia-tutto", "napola"))),
    (Rules(players=4, teams=2, variants={"scopone"}), ["medium"] * 3,
     TableKind(4, 2, ("medium",) * 3, 11, None, ("scopone",))),
    (Rules(players=6, teams=3, variants={"card-value"}, rounds=1), ["random"] * 5,
     TableKind(6, 3, ("random",) * 5, None, 1, ("card-value",))),
])
def test_a_table_label_reads_back_as_the_table_it_names(rules, levels, expected):
    """The window words a stored label anew in its language, so what ``table_label`` writes must read back."""
    assert read_table_label(table_label(rules, levels)) == expected


def test_the_longest_table_the_game_names_is_counted():
    """The statistics leave out a label longer than MAX_LABEL (one no window could show): never one of the game's."""
    variants = frozenset({"asso-piglia-tutto", "card-value", "napola", "rebello", "rosmarino"})
    longest = max((table_label(Rules(players=6, teams=teams, variants=variants, rounds=MAX_ROUNDS), [level] * 5)
                   for teams in (2, 3, 6) for level in LEVELS), key=len)
    assert len(longest) <= MAX_LABEL
    store = StatisticsStore(":memory:")
    store.record(MatchResult(longest, True))
    assert store.rows_left_out() == (0, 0) and [f.table for f in store.figures()] == [longest]


def test_a_label_of_another_shape_reads_as_none():
    assert read_table_label("vs hard, to eleven") is None
    assert read_table_label("a table of my own") is None


def counts(figures: TableFigures) -> tuple:
    return figures.table, figures.assisted, figures.played, figures.won, figures.streak, figures.best_streak


def test_wins_losses_and_streaks_are_counted_and_kept(tmp_path):
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    for won in (True, True, False, True):
        statistics.record(MatchResult("vs hard, to 11", won, rounds=2, points=won * 11, scope=1, settebello=1))
    statistics.record(MatchResult("vs easy, to 11", False))
    statistics.record(MatchResult("vs easy, to 11", True, assisted=True))
    statistics.close()
    again = StatisticsStore(tmp_path / "statistics.sqlite3")  # as after a restart
    assert [counts(f) for f in again.figures()] == [("vs hard, to 11", False, 4, 3, 1, 2),
                                                    ("vs easy, to 11", False, 1, 0, 0, 0),
                                                    ("vs easy, to 11", True, 1, 1, 1, 1)]
    hard = again.figures()[0]
    assert hard.win_rate == 0.75 and hard.points_per_round == 33 / 8 and hard.best_match == 11
    assert (hard.scope, hard.settebello, hard.primiera) == (4, 4, 0)


@pytest.mark.parametrize("stored", ["not json", "[]", '{"vs hard": {"played": 1}}',
                                    '{"vs hard": {"played": -1, "won": 0, "streak": 0, "best_streak": 0}}',
                                    '{"vs hard": {"played": true, "won": 0, "streak": 0, "best_streak": 0}}'])
def test_damaged_statistics_from_the_settings_are_kept_aside_not_imported(tmp_path, stored):
    with pytest.raises(Refused):
        parse_legacy(stored)
    settings = make_settings(tmp_path)
    settings.qsettings.setValue(LEGACY_STATISTICS_KEY, stored)
    statistics, notices = open_statistics(tmp_path / "statistics.sqlite3", settings)
    assert statistics.figures() == []
    assert len(notices) == 1 and "statistics-from-settings.unreadable.json" in notices[0]
    assert (tmp_path / "statistics-from-settings.unreadable.json").read_text() == stored
    assert settings.qsettings.value(LEGACY_STATISTICS_KEY) is None
    statistics.record(MatchResult("vs hard, to 11", True))  # and counting starts afresh
    assert [counts(f) for f in statistics.figures()] == [("vs hard, to 11", False, 1, 1, 1, 1)]


def test_the_statistics_in_the_settings_are_imported_once(tmp_path):
    settings = make_settings(tmp_path)
    old = {"vs hard, to 11": {"played": 5, "won": 3, "streak": 2, "best_streak": 2}}
    settings.qsettings.setValue(LEGACY_STATISTICS_KEY, json.dumps(old))
    statistics, notices = open_statistics(tmp_path / "statistics.sqlite3", settings)
    assert notices == [] and settings.qsettings.value(LEGACY_STATISTICS_KEY) is None
    statistics.record(MatchResult("vs hard, to 11", True))  # the imported streak goes on
    assert [counts(f) for f in statistics.figures()] == [("vs hard, to 11", False, 6, 4, 3, 3)]
    settings.qsettings.setValue(LEGACY_STATISTICS_KEY, json.dumps(old))  # an older version wrote it again
    again, _ = open_statistics(tmp_path / "statistics.sqlite3", settings)
    assert [counts(f) for f in again.figures()] == [("vs hard, to 11", False, 6, 4, 3, 3)]


def test_the_dialog_lists_each_table_and_resets_after_asking(qtbot, tmp_path, monkeypatch):
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    statistics.record(MatchResult("vs hard, to 11", False, rounds=3, points=7, scope=2, settebello=1, primiera=2))
    statistics.record(MatchResult("vs easy, to 11", True))
    statistics.record(MatchResult("vs easy, to 11", True))
    statistics.record(MatchResult("vs easy, to 11", True, assisted=True))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    rows = [[dialog.table.item(r, c).text() for c in range(dialog.table.columnCount())]
            for r in range(dialog.table.rowCount())]
    assert rows == [["vs easy, to 11", "2", "2", "100%", "2", "2", "–", "0", "0", "0", "–"],
                    ["vs easy, to 11 (assisted)", "1", "1", "100%", "1", "1", "–", "0", "0", "0", "–"],
                    ["vs hard, to 11", "1", "0", "0%", "0", "0", "2.3", "2", "1", "2", "7"]]
    dialog.show()
    save_screenshot(dialog, "gui-statistics.png")
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    dialog.confirm_reset()
    assert len(statistics.figures()) == 3
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    dialog.confirm_reset()
    assert statistics.figures() == []
    assert dialog.table.isHidden() and not dialog.empty.isHidden()


def test_with_no_match_finished_the_dialog_is_as_small_as_its_words(qtbot, tmp_path):
    dialog = StatisticsDialog(StatisticsStore(tmp_path / "statistics.sqlite3"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_screenshot(dialog, "gui-statistics-empty.png")
    layout = dialog.layout()
    assert dialog.width() <= 640 and dialog.height() <= layout.totalHeightForWidth(dialog.width())  # no empty room
    for words in (dialog.empty, dialog.rating.words):
        assert words.isVisible() and words.heightForWidth(words.width()) <= words.height(), words.text()


def test_the_game_record_is_saved_and_replays(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), seed=3)
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    path = tmp_path / "game.json"
    assert export_record(window, path)
    assert match_to_record(load_record(path)) == match_to_record(controller.match)
    assert json.loads(path.read_text())["format"] == match_to_record(controller.match)["format"]
    assert not export_record(window, path / "inside a file.json")  # its folder is a file
    assert window.statusBar().currentMessage().startswith("Could not save the record")


def test_a_record_that_cannot_be_saved_says_why_of_the_file_the_player_chose(qtbot, tmp_path, monkeypatch):
    """In a folder the player may not write, the atomic write fails at its temp file: the status line
    said "[Errno 13] Permission denied: '…/.scopa.json.4242.9fa0c1d2.tmp'", a file nobody chose."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), seed=3)
    path = tmp_path / "read-only" / "scopa.json"

    def refused(_path) -> None:  # as write_text_atomic fails there
        raise PermissionError(errno.EACCES, "Permission denied", str(path.with_name(".scopa.json.4242.9fa0c1d2.tmp")))

    monkeypatch.setattr(window.controller, "save_record", refused)
    assert not export_record(window, path)
    said = window.statusBar().currentMessage()
    assert said == f"Could not save the record as {path}: you may not write in that folder"


def test_a_game_that_cannot_be_saved_says_where_and_why_in_the_players_words(qtbot, tmp_path, monkeypatch):
    """The autosave's notice named the temp file too, in the system's English: "Could not save the game:
    [Errno 28] No space left on device: '…/.saved-game.json.4242.9fa0c1d2.tmp'"."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}), seed=3)
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)

    def full(_game, path) -> None:  # as write_text_atomic fails on a full disk
        raise OSError(errno.ENOSPC, "No space left on device", str(path.with_name(".saved-game.json.42.tmp")))

    monkeypatch.setattr(autosave_module, "save_game", full)
    with qtbot.waitSignal(controller.autosave.failed) as failed:
        assert controller.play(*controller.legal_moves()[0])
    assert failed.args == [f"Could not save the game in {controller.autosave.path}: the disk is full."]


def test_a_match_left_after_the_player_has_moved_counts_as_lost(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}),
                         seed=seed_where_first_player_is(Rules(), 1))
    controller = window.controller
    label = table_label(controller.rules, ["random"])
    assert not controller.match_in_progress()  # dealt, but the player has not moved
    window.start_new_match(seed=seed_where_first_player_is(Rules(), 1))
    assert window.statistics.figures() == []
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    assert controller.match_in_progress()
    dialog = NewGameDialog(window.settings, window, abandoning=controller.match_in_progress())
    assert not dialog.abandon_note.isHidden()
    assert NewGameDialog(window.settings, window).abandon_note.isHidden()
    window.start_new_match()
    assert [counts(f) for f in window.statistics.figures()] == [(label, False, 1, 0, 0, 0)]
    assert not controller.match_in_progress()  # the new match has no move of the player's yet


def test_a_start_with_a_new_match_counts_the_match_it_replaces_as_lost(qtbot, tmp_path):
    """``scopa-desktop --new`` replaced the saved match the player had moved in and counted nothing:
    a losing match could be dropped unrecorded, which New game does not allow."""
    settings = make_settings(tmp_path, **{LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path, settings)
    controller = window.controller
    qtbot.waitUntil(controller.is_human_turn, timeout=5000)
    assert controller.play(*controller.legal_moves()[0])
    lost = [(table_label(controller.rules, ["random"]), False, 1, 0, 0, 0)]
    window.close()
    again = open_window(qtbot, tmp_path, settings, resume=False, seed=3)
    assert [counts(f) for f in again.statistics.figures()] == lost
    assert not again.controller.match_in_progress() and again.controller.seed == 3
    again.close()
    third = open_window(qtbot, tmp_path, settings, resume=False, seed=4)  # the player never moved in the last one
    assert [counts(f) for f in third.statistics.figures()] == lost


def click_title(qtbot, dialog: StatisticsDialog, title: str) -> None:
    """A click on a column's title, as the player's mouse gives it."""
    header = dialog.table.horizontalHeader()
    column = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())].index(title)
    where = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)


def column_texts(dialog: StatisticsDialog, column: int) -> list[str]:
    return [dialog.table.item(row, column).text() for row in range(dialog.table.rowCount())]


def test_a_click_on_a_columns_title_sorts_the_tables_by_its_figures(qtbot, tmp_path):
    """Nothing happened at a click on "Won %", and sorted by text the figures would read "0%, 100%, 20%"."""
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    for label, won, lost in (("vs easy, to 11", 1, 0), ("vs medium, to 11", 1, 4), ("vs hard, to 11", 0, 2),
                             ("vs hard, to 21", 3, 2)):
        for result in [True] * won + [False] * lost:
            statistics.record(MatchResult(label, result, rounds=2, points=11 if result else 4))
    statistics.record(MatchResult("vs easy, to 21", False))  # no round played: no points a round ("–")
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert column_texts(dialog, 1) == ["5", "5", "2", "1", "1"]  # most played first, as before any click
    click_title(qtbot, dialog, "Won %")
    first = column_texts(dialog, 3)
    click_title(qtbot, dialog, "Won %")
    assert sorted([first, column_texts(dialog, 3)]) == [["0%", "0%", "20%", "60%", "100%"],
                                                        ["100%", "60%", "20%", "0%", "0%"]]
    click_title(qtbot, dialog, "Points per round")
    per_round = [-1.0 if text == "–" else float(text) for text in column_texts(dialog, 6)]
    assert per_round in (sorted(per_round), sorted(per_round, reverse=True)) and -1.0 in per_round
    click_title(qtbot, dialog, "Table")
    tables = column_texts(dialog, 0)
    assert tables in (sorted(tables), sorted(tables, reverse=True))
    dialog.fill()  # a match ended while the dialog was open: the rows come back in the order chosen
    assert column_texts(dialog, 0) == tables


def test_the_played_figure_says_how_many_matches_were_left_unfinished(qtbot, tmp_path):
    """Matches left unfinished count as lost: a player who had left two saw "Won 0 of 3" and nothing saying why."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    for finished in (False, True, False):
        window.statistics.record(MatchResult("vs hard, to 11", False, finished=finished))
    window.statistics.record(MatchResult("vs easy, to 11", True))
    window.menu_actions["statistics"].trigger()
    dialog = window.opened["statistics"]
    qtbot.waitUntil(dialog.isVisible)
    played = {dialog.table.item(row, 0).text(): dialog.table.item(row, 1) for row in range(dialog.table.rowCount())}
    assert played["vs hard, to 11"].toolTip() == "2 of them left unfinished, counted as lost"
    assert played["vs easy, to 11"].toolTip() == ""
    assert dialog.table.horizontalHeaderItem(1).toolTip() == "Every match counted, one left unfinished as lost"


def test_an_assisted_row_says_what_made_its_matches_assisted(qtbot, tmp_path):
    """"vs hard, to 11 (assisted)" did not say what "assisted" meant, nor that those matches are not rated."""
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    statistics.record(MatchResult("vs hard, to 11", True, assisted=True))
    statistics.record(MatchResult("vs hard, to 11", False))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    tips = {dialog.table.item(row, 0).text(): dialog.table.item(row, 0).toolTip()
            for row in range(dialog.table.rowCount())}
    assert tips == {"vs hard, to 11": "",
                    "vs hard, to 11 (assisted)": "Matches in which you undid a move or asked for a hint: "
                                                 "counted apart, and left out of your rating"}


@pytest.mark.parametrize(("rules", "levels", "words"), [
    (Rules(players=4, teams=2), ["easy", "medium", "hard"],
     "4 players 2 sides (with medium; against easy, hard), to 11"),
    (Rules(players=6, teams=2), ["easy", "medium", "hard", "random", "easy"],
     "6 players 2 sides (with medium, random; against easy, hard, easy), to 11"),
    (Rules(players=6, teams=3), ["easy", "medium", "hard", "random", "easy"],
     "6 players 3 sides (with hard; against easy, medium, random, easy), to 11"),
    (Rules(players=3), ["easy", "hard"], "3 players alone (easy, hard), to 11"),
])
def test_a_partnership_says_who_partnered_the_player(qtbot, tmp_path, rules, levels, words):
    """"4 players 2 sides (easy, medium, hard)" did not say which of the three was the player's partner."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    window.statistics.record(MatchResult(table_label(rules, levels), True))
    window.menu_actions["statistics"].trigger()
    dialog = window.opened["statistics"]
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.table.item(0, 0).text() == words
