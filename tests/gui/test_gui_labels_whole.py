"""Issue 25, item 4: a label that names a move or a card is never cut with "…", in any language, on a
netbook's 1024 x 600: the chooser's Take button (two sets both starting "2 of Coppe"), the Play
button, an opponent's "thinking…" plate at four players, the stock's "Last deal".  Too long for
its place, a text wraps or is drawn smaller; every word of it is drawn."""

from __future__ import annotations

import pytest
from helpers_gui import (
    SlowPlayer,
    as_int,
    as_ints,
    centre,
    click,
    drag,
    handmade_match,
    make_settings,
    open_window,
    save_screenshot,
    seed_where_first_player_is,
    wait_for_layout,
)
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF

from scopa_desktop.engine import Rules
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.screen_fit import FRAME
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY, VARIANTS_KEY
from scopa_desktop.gui.table.items import PileLabel, Plate, text_font, wrapped
from scopa_desktop.gui.table.layout import STACKED, plate_text_px

LANGUAGES = ["en", "it", "de", "da"]
NETBOOK = (1024 - FRAME.left() - FRAME.right(), 600 - FRAME.top() - FRAME.bottom())


def assert_whole(plate: Plate) -> None:
    assert plate.shown_lines(), plate.text
    assert " ".join(plate.shown_lines()).split() == plate.text.split(), (plate.shown_lines(), plate.text)


def on_a_netbook(qtbot, window) -> None:
    window.resize(*NETBOOK)
    wait_for_layout(qtbot, window.table)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_take_and_play_buttons_show_the_whole_move(qtbot, tmp_path, speak, code):
    speak(code)
    window = open_window(qtbot, tmp_path)
    on_a_netbook(qtbot, window)
    # The Re of Bastoni (10) takes 2C + 8B or 2C + 3C + 5S: both sets start with the 2 of Coppe.
    window.controller.resume(SavedGame(handmade_match(["2C", "8B", "3C", "5S"], ["10B", "1D", "4D"]), 0,
                                       [None, "random"]))
    view = window.table
    wait_for_layout(qtbot, view)
    drag(qtbot, view, view.cards[as_int("10B")], centre(view.cards[as_int("2C")]))
    board = view.board
    assert board.choice is not None and len(board.choice.options) == 2
    assert board.play_button.isVisible()
    assert_whole(board.play_button)
    save_screenshot(window, f"labels-whole-take-{code}.png")
    board.cancel_choice()
    click(view, view.cards[as_int("10B")])
    for card in as_ints("2C 3C 5S"):
        click(view, view.cards[card])
    assert board.play_button.isVisible() and len(board.play_button.shown_lines()) >= 2
    assert_whole(board.play_button)


@pytest.mark.parametrize("code", LANGUAGES)
def test_name_plates_are_never_cut_at_four_players(qtbot, tmp_path, speak, code):
    speak(code)
    rules = Rules(players=4, teams=2)
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2, LEVELS_KEY: "easy"})
    slow = SlowPlayer()
    window = open_window(qtbot, tmp_path, settings, player_factory=lambda _level, _seed: slow,
                         seed=seed_where_first_player_is(rules, 1))
    on_a_netbook(qtbot, window)
    board = window.table.board
    qtbot.waitUntil(lambda: board.thinking_seat is not None, timeout=5000)
    thinking = QCoreApplication.translate("TableView", "thinking…")
    assert any(thinking in plate.text for plate in board.plates.values())
    for plate in board.plates.values():
        assert_whole(plate)
    layout = window.table.layout_
    # Whole, and in the type of its size: the plate across the felt said "3 auf der Hand" at 9 px where
    # English said "3 in hand" at 12, and beside the felt it took three lines; each is as wide as its words.
    opponents = [seat for seat in layout.seats if seat != board.snapshot.human_seat]
    for seat in opponents:
        place = layout.seats[seat]
        line_height = place.plate.height() / (STACKED if place.stacked else 1)
        assert board.plates[seat].shown_px() == plate_text_px(line_height), (seat, board.plates[seat].shown_lines())
        assert len(board.plates[seat].shown_lines()) == 2, board.plates[seat].shown_lines()
    save_screenshot(window, f"labels-whole-4p-{code}.png")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_last_deals_label_is_drawn_as_large_as_the_others(qtbot, tmp_path, speak, code):
    """"Ultima mano", "Letzte Hand" and "Sidste givning" were drawn smaller than every other label,
    on the one line under a stock no longer there; they wrap in the stock's empty place instead.
    Scopone deals every card at once: its first move is in the last deal."""
    speak(code)
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2, LEVELS_KEY: "easy", VARIANTS_KEY: "scopone"})
    slow = SlowPlayer()
    window = open_window(qtbot, tmp_path, settings, player_factory=lambda _level, _seed: slow)
    on_a_netbook(qtbot, window)
    board = window.table.board
    last_deal = QCoreApplication.translate("TableView", "Last deal")
    qtbot.waitUntil(lambda: any(label.text().split() == last_deal.split() for label in board.labels))
    label = next(label for label in board.labels if label.text().split() == last_deal.split())
    assert label.shown_px() == window.table.layout_.text_px, label.text()
    assert label.sceneBoundingRect().width() <= window.table.layout_.stock_label.width()
    save_screenshot(window, f"labels-whole-last-deal-{code}.png")


def test_a_double_name_breaks_after_its_hyphen_rather_than_shrinking_its_pile_label(qapp):
    """A networked side's pile goes by its player's name: "Hohenzollern-Sigmaringen" over a pile's
    narrow label was drawn at 7 px, one long word, where it can break after its hyphen."""
    metrics = QFontMetricsF(text_font(12))
    room = metrics.horizontalAdvance("Anna Bianchi-") + 1
    assert wrapped("Anna Bianchi-Rossi", metrics, room) == ["Anna Bianchi-", "Rossi"]
    assert wrapped("Anna Bianchi-Rossi", metrics, room - 2) == ["Anna", "Bianchi-Rossi"]  # whole words first
    assert wrapped("Hohenzollern", metrics, metrics.horizontalAdvance("Hohenzoller")) is None  # no hyphen: no break
    label = PileLabel()
    narrow = QRectF(0, 0, metrics.horizontalAdvance("Hohenzollern-") + 4, 3 * metrics.height())
    label.show_in(narrow, ["Hohenzollern-Sigmaringen", "0 taken"], 12)
    assert label.shown_px() == 12
    assert label.text().split("\n") == ["Hohenzollern-", "Sigmaringen", "0 taken"]
