"""The player's rating where the player meets it: Statistics shows it with its history and
the levels' scale, and New game says which level gives an even match."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings, open_window, save_screenshot

from scopa_desktop.ai.rating import LEVEL_RATINGS, Duel, PlayerRating, estimate
from scopa_desktop.gui.dialogs.new_game import NewGameDialog
from scopa_desktop.gui.dialogs.rating_view import RatingPlot
from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
from scopa_desktop.gui.settings import LEVELS_KEY
from scopa_desktop.gui.statistics import player_duels
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore


def test_only_the_players_own_unassisted_duels_are_rated(tmp_path):
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    statistics.record(MatchResult("vs hard, to 11", True))
    statistics.record(MatchResult("vs easy, to 21", False))
    statistics.record(MatchResult("vs medium, to 11", True, assisted=True))  # a hint or an undo: the coach's
    statistics.record(MatchResult("4 players 2 sides (easy, easy, easy), to 11", True))  # not one duel
    statistics.record(MatchResult("3 players alone (hard, hard), to 11", True))
    statistics.record(MatchResult("vs medium, to 11", False, finished=False))  # left: counted as lost
    assert player_duels(statistics) == [Duel("hard", True), Duel("easy", False), Duel("medium", False)]


def test_statistics_show_the_rating_its_history_and_the_level_for_an_even_match(qtbot, tmp_path):
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    for won in (True, False, True, True, False, True, False, True):
        statistics.record(MatchResult("vs medium, to 11", won))
    statistics.record(MatchResult("vs hard, to 11", False))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    rating = estimate(player_duels(statistics))
    words = dialog.rating.words.text()
    assert (f"Your rating: {round(rating.value)} ± {round(rating.deviation)}, from 9 rated matches: one opponent, "
            "no hints or undo.") in words
    assert "Medium gives you an even match" in words
    assert f"Hard {round(LEVEL_RATINGS['hard'])}" in words
    plot = dialog.rating.plot
    assert plot.isVisible() and len(plot.ratings) == 9
    assert plot.accessibleName().startswith("Your rating after each of your 9 rated matches")
    image = plot.grab().toImage()  # the history is drawn: the line's colour is on the plot
    highlight = plot.palette().color(plot.palette().ColorRole.Highlight).rgb()
    assert any(image.pixel(x, y) == highlight for x in range(image.width()) for y in range(image.height()))
    save_screenshot(dialog, "gui-statistics-rating.png")


def test_the_rating_says_which_matches_it_is_from_beside_the_played_column(qtbot, tmp_path):
    """"From 1 match" beside a Played column of 3 read as a miscount: the rating counts only its own kind."""
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    statistics.record(MatchResult("vs medium, to 11", True))
    statistics.record(MatchResult("vs medium, to 11", False, assisted=True))
    statistics.record(MatchResult("4 players 2 sides (easy, easy, easy), to 11", True))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    played = sum(int(dialog.table.item(row, 1).text()) for row in range(dialog.table.rowCount()))
    assert played == 3
    assert "from 1 rated match: one opponent, no hints or undo." in dialog.rating.words.text()


def test_without_a_rated_match_statistics_say_how_to_get_a_rating(qtbot, tmp_path):
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    statistics.record(MatchResult("vs medium, to 11", True, assisted=True))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rating.words.text().startswith("Your rating appears after your first match")
    assert dialog.rating.plot.isHidden()


def test_new_game_suggests_the_level_that_gives_an_even_match(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    assert NewGameDialog(window.settings, window, rating=window.match_statistics.rating()).even_match.isHidden()
    for _ in range(12):
        window.statistics.record(MatchResult("vs hard, to 11", True))
    window.menu_actions["new_game"].trigger()
    dialog = window.opened["new_game"]
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.even_match.isHidden()
    assert "Hard gives you an even match" in dialog.even_match.text()
    # Which matches the rating counts, said here too: Statistics' Played column counts every match.
    assert "from 12 rated matches: one opponent, no hints or undo." in dialog.even_match.text()


def test_a_rating_from_one_match_shows_its_uncertainty_too(qtbot):
    """After one match the band had no width: the dot alone, with its ± 262 nowhere on the plot."""
    plot = RatingPlot()
    qtbot.addWidget(plot)
    plot.resize(400, 130)
    only = PlayerRating(LEVEL_RATINGS["medium"], 200.0, 1)
    plot.show_history([only])
    image = plot.grab().toImage()
    background = image.pixelColor(2, 2)
    low, high = plot.value_range()
    area_height = plot.height() - 8  # the plot's area, 4 px in from each edge
    above_dot = round(4 + area_height * (high - (only.value + 0.8 * only.deviation)) / (high - low))
    column = [image.pixelColor(x, above_dot) for x in range(image.width())]
    assert any(colour != background for colour in column[: image.width() // 2 + 20]), "no band above the dot"


def _grey(colour, background) -> bool:
    """A pixel of the plot's frame, the levels' lines or their names: no hue, darker than the background."""
    return max(colour.red(), colour.green(), colour.blue()) - min(colour.red(), colour.green(), colour.blue()) < 12 \
        and colour.lightness() < background.lightness() - 30


def _player_colour(colour) -> bool:
    """A pixel of the player's band, line or dot: the highlight's hue, however faint."""
    return max(colour.red(), colour.green(), colour.blue()) - min(colour.red(), colour.green(), colour.blue()) >= 24


@pytest.mark.parametrize("results", [(True,), (True, False, True, True, False, True, False, True, True, True)])
def test_the_ratings_band_stays_inside_the_plots_frame(qtbot, results):
    """The band of a young rating (± 262 after one match) ran above the Hard line and below the Easy line
    to the plot's edges, with no frame to say where the plot ended, the newest dot past the lines' ends."""
    duels: list[Duel] = []
    ratings = []
    for won in results:
        duels.append(Duel("medium", won))
        ratings.append(estimate(duels))
    plot = RatingPlot()
    qtbot.addWidget(plot)
    plot.resize(400, 130)
    plot.show_history(ratings)
    image = plot.grab().toImage()
    background = image.pixelColor(1, 1)
    pixels = [(x, y, image.pixelColor(x, y)) for x in range(image.width()) for y in range(image.height())]
    # The frame: where the grey lines are, its top and bottom in the left half (the levels' names are at the right).
    rows = [y for x, y, colour in pixels if x < image.width() // 2 and _grey(colour, background)]
    top, bottom = min(rows), max(rows)
    left = min(x for x, y, colour in pixels if _grey(colour, background))
    right = max(x for x, y, colour in pixels if y == bottom and _grey(colour, background))
    drawn = [(x, y) for x, y, colour in pixels if _player_colour(colour)]
    assert drawn, "no history drawn"
    outside = [(x, y) for x, y in drawn if not (left < x < right and top < y < bottom)]
    assert not outside, f"{len(outside)} pixels of the rating outside the plot ({left}, {top}) to ({right}, {bottom})"
