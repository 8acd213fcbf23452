"""The round and match results: every line of the count, variants included."""

from __future__ import annotations

from helpers_gui import make_settings, open_window
from PySide6.QtWidgets import QLabel

from scopa_desktop.ai import make_player
from scopa_desktop.engine import Rules
from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
from scopa_desktop.gui.saved_game import SavedGame
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


def test_the_variants_in_play_show_beside_the_score(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{"game/variants": "napola,rebello", "game/direction": "clockwise"})
    window = open_window(qtbot, tmp_path, settings)
    assert window.score_panel.rules_line.text() == "Napola · Re bello · clockwise"
    assert window.score_panel.rules_line.isVisible()
