"""The round and match results: every line of the count, variants included."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window, save_screenshot
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QPushButton

from scopa_desktop.ai import LEVELS, make_player
from scopa_desktop.engine import Match, Rules
from scopa_desktop.engine.cards import SUIT_MASK
from scopa_desktop.engine.scoring import score_round
from scopa_desktop.gui.accelerators import plain_text
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
from scopa_desktop.gui.review.game import ReviewGame
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.settings import DIRECTION_KEY, PLAYERS_KEY, TEAMS_KEY, VARIANTS_KEY
from scopa_desktop.gui.table import TableView
from scopa_desktop.gui.words import level_description, suit_word
from scopa_desktop.tools.headless import play_match


def texts(dialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel)]


def test_the_round_breakdown_shows_every_scoring_line(qtbot, tmp_path):
    rules = Rules(target=1, variants=frozenset({"napola", "rebello", "rosmarino"}))  # decided in one round
    match = play_match(rules, [make_player("random", 1), make_player("random", 2)], seed=3)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.controller.resume(SavedGame(match, 3, [None, "random"]))
    score = match.round_scores[-1]
    dialog = RoundOverDialog(window.controller, score, match.winner(), window.table.pixmap_for, window)
    shown = texts(dialog)
    for line in ("Cards", "Coins", "Settebello", "Primiera", "Scope", "Napola", "Re bello", "Rosmarino",
                 "<b>Points this round</b>", "<b>Match total</b>"):
        assert line in shown
    for team in score.teams:
        assert f"<b>{team.points}</b>" in shown
        if team.primiera is not None:
            assert any(text.startswith(str(team.primiera)) for text in shown)
    winner = window.controller.team_name(match.winner())
    assert any(text.startswith(winner) and "the match" in text for text in shown)
    assert dialog.continue_button.text() == "Play again"


@pytest.mark.parametrize("code", ["en", "it"])
def test_two_sides_breakdown_keeps_each_result_on_one_line(qtbot, tmp_path, speak, code):
    """"Run to 5 of Coins: 5 ●" was wrapped with its mark alone on a line below, on any screen."""
    speak(code)
    rules = Rules(target=11, variants=frozenset({"napola", "rebello"}))
    match = play_match(rules, [make_player("random", seat) for seat in range(2)], seed=3)  # a run to 5 last
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.controller.resume(SavedGame(match, 3, [None, "random"]))
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], None, window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_screenshot(dialog, f"gui-round-over-{code}.png")
    results = [label for label in dialog.findChildren(QLabel) if "●" in label.text()]
    assert any(":" in label.text() for label in results)  # the Napola's run, the longest result
    for label in results:
        assert label.height() < 2 * label.fontMetrics().lineSpacing(), label.text()


def wrapped_lines(label: QLabel, width: int) -> list[str]:
    """The lines a word-wrapped ``label`` shows its text on, ``width`` pixels wide."""
    layout = QTextLayout(label.text(), label.font())
    option = QTextOption(label.alignment())
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(label.text()[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def test_six_sides_breakdown_never_leaves_a_mark_alone_on_a_line(qtbot, tmp_path, speak):
    """"König der Münzen ●" wrapped in a netbook's narrow column of six left its mark alone below."""
    speak("de")
    rules = Rules(players=6, target=11, variants=frozenset({"napola", "rebello"}))
    match = play_match(rules, [make_player("random", seat) for seat in range(6)], seed=3)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{PLAYERS_KEY: 6, TEAMS_KEY: 6}))
    window.controller.resume(SavedGame(match, 3, [None] + ["random"] * 5))
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], None, window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    results = [label for label in dialog.findChildren(QLabel) if "●" in label.text() and label.wordWrap()]
    assert any(" der " in label.text() for label in results)  # a card's name: the longest result
    for label in results:
        for width in range(40, label.width() + 1, 2):  # however narrow the screen makes its column
            assert "●" not in wrapped_lines(label, width), (label.text(), width)


@pytest.mark.parametrize("code", ["it", "de"])
def test_three_sides_without_two_suits_each_fit_a_netbooks_width(qtbot, tmp_path, speak, code):
    """"niente primiera (senza Coppe, senza Spade, senza Bastoni)" under each of three sides, each on
    one line, made the round's dialog 1409 pixels wide: such a cell wraps, and the suits all show."""
    speak(code)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{PLAYERS_KEY: 3, TEAMS_KEY: 3}))
    coins, cups, swords, clubs = SUIT_MASK
    score = score_round(window.controller.rules, [coins, cups, swords | clubs], [0, 0, 0])
    dialog = RoundOverDialog(window.controller, score, None, window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().width() <= 1024 - FRAME.left() - FRAME.right()  # the cells wrap tighter
    shown = "\n".join(texts(dialog))
    assert all(suit_word(letter) in shown for letter in "DCSB")


def test_the_winners_score_comes_first(qtbot, tmp_path):
    rules = Rules(target=1)
    for seed in range(20):  # a match the opponent wins: its score must lead the headline
        match = play_match(rules, [make_player("random", 1), make_player("random", 2)], seed=seed)
        if match.winner() == 1:
            break
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.controller.resume(SavedGame(match, seed, [None, "random"]))
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], 1, window.table.pixmap_for, window)
    headline = dialog.findChild(QLabel, "headline").text()
    assert headline.endswith(f"wins the match, {match.totals[1]} – {match.totals[0]}"), headline
    assert not window.table.board.labels or all("Last deal" not in label.text() for label in window.table.board.labels)


def test_a_round_that_ends_tied_at_the_top_says_another_round_is_played(qtbot):
    """Round 6 ends 11 – 11 in a match to 11: the count showed "11 / 11" for both sides and "Next round",
    and nothing said why the match was not over."""
    match = play_randomly(Match(Rules(), seed=63), random.Random(63))
    game = ReviewGame(match)  # the match at any round's end, as the count came in play
    table = TableView(game, "napoletane")
    qtbot.addWidget(table)

    def count_at_the_end_of_round(number: int) -> list[str]:
        game.go_to(sum(len(state.history) + 1 for state in match.rounds[:number]) - 1)
        score = game.round_score()
        assert score is not None and game.round_number() == number
        dialog = RoundOverDialog(game, score, game.winner(), table.pixmap_for)
        qtbot.addWidget(dialog)
        return texts(dialog)

    assert "A tie at the top: another round is played." in count_at_the_end_of_round(6)
    assert game.totals() == (11, 11) and len(match.rounds) == 7
    assert not any("tie" in text for text in count_at_the_end_of_round(5))  # nobody at 11 yet
    assert not any("tie" in text for text in count_at_the_end_of_round(7))  # decided


@pytest.mark.parametrize("teams", [6, 3])
def test_with_more_than_two_sides_the_headline_names_the_winner_and_their_points(qtbot, tmp_path, teams):
    # "Marco wins the match, 11 – 9 – 7 – 4 – 2 – 1" did not say whose each number was.
    rules = Rules(players=6, teams=teams, target=3)
    match = play_match(rules, [make_player("random", seat) for seat in range(6)], seed=4)
    winner = match.winner()
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{PLAYERS_KEY: 6, TEAMS_KEY: teams}))
    window.controller.resume(SavedGame(match, 4, [None] + ["random"] * 5))
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], winner, window.table.pixmap_for, window)
    qtbot.addWidget(dialog)
    headline = dialog.findChild(QLabel, "headline").text()
    side = "You" if winner == 0 else window.controller.team_name(winner)
    assert headline.startswith(side) and headline.endswith(f" with {match.totals[winner]} points"), headline
    assert "–" not in headline


def test_the_variants_in_play_show_beside_the_score(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{VARIANTS_KEY: "napola,rebello", DIRECTION_KEY: "clockwise"})
    window = open_window(qtbot, tmp_path, settings)
    assert window.score_panel.rules_line.text() == "Napola · Re bello · clockwise"
    assert window.score_panel.rules_line.isVisible()


@pytest.mark.parametrize(("variants", "line"), [("card-value", ""), ("card-value,napola", "Napola")])
def test_card_value_scoring_is_said_once_in_the_score_panel(qtbot, tmp_path, variants, line):
    """"Match · 1 round, card values" above "card-value scoring": the title says it already."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{VARIANTS_KEY: variants}))
    panel = window.score_panel
    assert panel.title.text() == "Match · 1 round, card values"
    assert panel.rules_line.text() == line and panel.rules_line.isVisible() == bool(line)


def test_the_match_sheet_has_every_round_and_the_running_totals(qtbot, tmp_path):
    rules = Rules(target=21, variants=frozenset({"napola"}))
    match = play_match(rules, [make_player("random", 1), make_player("random", 2)], seed=5)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.controller.resume(SavedGame(match, 5, [None, "random"]))
    action = next(a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "M&atch sheet…")
    action.trigger()
    sheet = window.opened["match_sheet"].sheet
    rounds = len(match.round_scores)
    assert rounds >= 2 and sheet.rowCount() == rounds * 2
    headers = [sheet.horizontalHeaderItem(c).text() for c in range(sheet.columnCount())]
    assert headers == ["Round", "Player", "Cards", "Coins", "Settebello", "Primiera", "Scope", "Napola", "Points",
                       "Total"]
    assert [int(sheet.cell_text(rounds * 2 - 2 + team, 9)) for team in (0, 1)] == match.totals
    running = 0
    for number, score in enumerate(match.round_scores):
        running += score.teams[1].points
        assert sheet.cell_text(number * 2 + 1, 8) == str(score.teams[1].points)
        assert sheet.cell_text(number * 2 + 1, 9) == str(running)
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], match.winner(), window.table.pixmap_for,
                             window)
    assert dialog.sheet is not None and dialog.sheet.rowCount() == rounds * 2  # shown at the match's end
    save_screenshot(window.opened["match_sheet"], "gui-match-sheet.png")
    assert not hasattr(window.opened["match_sheet"], "empty_note")  # rounds are there: no word about none
    dialog.show()
    save_screenshot(dialog, "gui-match-over.png")


def test_a_long_match_s_sheet_opens_on_its_newest_round_and_the_totals(qtbot, tmp_path):
    """Sixty rounds of card-value scoring, six sides: the sheet from the Game menu opened on round 1,
    the round just played and the totals as they stand 359 rows further down."""
    rules = Rules(players=6, teams=6, variants=frozenset({"card-value"}), rounds=100)
    match = play_randomly(Match(rules, seed=3), random.Random(1), rounds=60)
    match.start_next_round()
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{PLAYERS_KEY: 6, TEAMS_KEY: 6}))
    window.controller.resume(SavedGame(match, 3, [None] + ["easy"] * 5))
    window.menu_actions["match_sheet"].trigger()
    sheet = window.opened["match_sheet"].sheet
    qtbot.waitExposed(sheet)
    last = sheet.rowCount() - 1
    assert sheet.verticalScrollBar().maximum() > 0  # the sheet does scroll
    totals = sheet.visualItemRect(sheet.item(last, sheet.columnCount() - 1))
    assert sheet.viewport().rect().contains(totals), (totals, sheet.viewport().rect())
    assert sheet.cell_text(last, sheet.columnCount() - 1) == str(match.totals[-1])


def test_the_match_sheet_in_the_first_round_says_why_it_is_empty(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.menu_actions["match_sheet"].trigger()
    dialog = window.opened["match_sheet"]
    assert dialog.sheet.rowCount() == 0
    assert dialog.empty_note.text() == "No round has ended yet: each round is written here when it ends."


def test_the_new_game_dialog_says_what_each_level_does(qtbot, tmp_path):
    dialog = NewGameDialog(make_settings(tmp_path))
    qtbot.addWidget(dialog)
    lines = dialog.level_help.text().splitlines()
    assert lines == [level_description(level) for level in LEVELS]
    assert all(line.lower().startswith(level) for line, level in zip(lines, LEVELS, strict=True))
    combo = dialog.seat_boxes[0]
    assert [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())] == lines


@pytest.fixture
def icons_on_buttons(qapp):
    """A dialog's standard buttons with the style's icons, as a KDE or an X11 desktop draws them (the
    tests' offscreen platform draws none)."""
    sheet = qapp.styleSheet()
    qapp.setStyleSheet(sheet + " QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 1; }")
    yield
    qapp.setStyleSheet(sheet)


def test_the_match_over_buttons_say_it_in_words_on_the_dark_dialog(qtbot, tmp_path, icons_on_buttons):
    match = play_match(Rules(target=11), [make_player("random", 1), make_player("random", 2)], seed=3)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    window.controller.resume(SavedGame(match, 3, [None, "random"]))
    dialog = RoundOverDialog(window.controller, match.round_scores[-1], match.winner(), window.table.pixmap_for,
                             window)
    qtbot.addWidget(dialog)
    dialog.show()
    save_screenshot(dialog, "gui-match-over-buttons.png")
    # The style's dark cross on Close was all but lost on the dialog's dark green.
    assert [(plain_text(button.text()), button.icon().isNull()) for button in dialog.findChildren(QPushButton)] == [
        ("Play again", True), ("Close", True)]
