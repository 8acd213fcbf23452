"""The network table is the same table window as the local game: the score panel with the round's
count so far and the match sheet (Ctrl+M) are there, fed by the networked game, and the window
fits a 1366 x 768 laptop and a 1024 x 600 netbook with a match dealt.  Names are unique at a
table, and each window shows the name the server gave it.  The host chooses the rules, the
deck and the AI levels as New game does, and the server plays by them."""

from __future__ import annotations

import functools
import random
import socket
from pathlib import Path

import pytest
from helpers_gui import NETWORK_WAIT_MS, make_settings, run_on_screen, save_screenshot
from helpers_gui import open_window as open_home_window
from helpers_net import reserved_port
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import cards_of
from scopa_desktop.gui.dialogs.host_table import HostDialog
from scopa_desktop.gui.netplay import opening
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.kept_seats import seat_at
from scopa_desktop.gui.netplay.opening import sit_at
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.settings import NET_TABLE_GEOMETRY_KEY, SKIN_KEY
from scopa_desktop.gui.words import suit_word, use_deck
from scopa_desktop.skins.registry import DEFAULT_SKIN_ID

CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 11}, "seats": ["open", "open"]}


def open_window(qtbot, tmp_path: Path, name: str, port: int, first, hosted=None) -> NetTableWindow:
    (tmp_path / name).mkdir()
    window = NetTableWindow(make_settings(tmp_path / name), name, "127.0.0.1", port, first, hosted)
    qtbot.addWidget(window)
    window.show()
    return window


def play_until(qtbot, windows: list[NetTableWindow], rng: random.Random, done) -> None:
    """Each window plays a random legal move whenever it is its turn, until ``done()``."""
    while not done():
        qtbot.waitUntil(lambda: done() or any(w.game.is_human_turn() for w in windows), timeout=NETWORK_WAIT_MS)
        for window in windows:
            if window.game.is_human_turn() and not done():
                move = rng.choice(legal_moves(window.game.view))
                assert window.game.play(move.card, list(cards_of(move.take)))
                qtbot.waitUntil(lambda w=window: not w.game.is_human_turn())


def panel_cells(window: NetTableWindow) -> dict[str, list[str]]:
    """The score panel's round count as shown: each line's title -> each side's cell."""
    panel = window.score_panel
    return {line.title: [cells[row].text() for cells in panel._cells] for row, line in enumerate(panel.rows)}


def test_the_score_panel_the_rounds_count_and_the_match_sheet_follow_a_networked_match(qtbot, tmp_path, hosted):
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    assert not guest.sheet_action.isEnabled()  # before the first deal there is no match to write down
    host.start_button.click()
    windows = [host, guest]
    qtbot.waitUntil(lambda: all(w.game.in_match() for w in windows))
    assert guest.sheet_action.isEnabled() and guest.sheet_action.shortcut().toString() == "Ctrl+M"
    rng = random.Random(3)
    play_until(qtbot, windows, rng, lambda: len(host.game.view.history) >= 6)
    qtbot.waitUntil(lambda: len(guest.game.view.history) >= 6)
    for window in windows:  # the round so far, as the captured piles show it
        qtbot.waitUntil(lambda w=window: w.score_panel.round_title.text() == "Round 1 so far")
        piles = window.game.snapshot().pile_counts
        assert panel_cells(window)["Cards"] == [str(count) for count in piles]
    play_until(qtbot, windows, rng, lambda: all(w.game.round_number() == 2 and len(w.game.view.history) >= 4
                                                for w in windows))
    for window in windows:
        panel = window.score_panel
        [first_round] = window.game.round_scores()
        assert panel.title.text() == "Match · first to 11"
        assert [label.text() for label in panel.total_labels] == [str(points) for points in first_round.points]
        assert panel.round_title.text() == "Round 2 so far"
        # Whose each total is: "9 – 7" said it only by the order of the sides.
        names = ("You", "Bruno") if window is host else ("Anna", "You")  # side 0 is the host's
        totals = " – ".join(f"{name} {points}" for name, points in zip(names, first_round.points, strict=True))
        assert f"Round 1 is over. Totals: {totals}." in window.log.lines()
        running = window.game.running_score()
        assert panel_cells(window)["Cards"] == [str(team.cards) for team in running.teams]
        assert panel_cells(window)["Scope"] == [str(team.scope) for team in running.teams]
        assert panel.isVisible()
    save_screenshot(guest, "net-table-score-panel.png")
    guest.activateWindow()
    qtbot.waitUntil(guest.isActiveWindow)
    qtbot.keyClick(guest, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # Table → Match sheet
    qtbot.waitUntil(lambda: guest.match_sheet is not None and guest.match_sheet.isVisible())
    sheet = guest.match_sheet.sheet
    [first_round] = guest.game.round_scores()
    assert sheet.rowCount() == 2  # round 1, one line a side
    points = sheet.columnCount() - 2
    assert [sheet.cell_text(row, points) for row in (0, 1)] == [str(p) for p in first_round.points]
    assert [sheet.cell_text(row, 1) for row in (0, 1)] == [guest.game.team_name(team) for team in (0, 1)]
    guest.match_sheet.close()


def test_a_second_ben_at_the_table_is_seated_as_ben_2_and_his_window_says_so(qtbot, tmp_path, hosted):
    first = open_window(qtbot, tmp_path, "Ben", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(first.code))
    (tmp_path / "second").mkdir()
    settings = make_settings(tmp_path / "second")
    second = sit_at(settings, "Ben", "127.0.0.1", hosted.port, first.code, secure=False)
    qtbot.addWidget(second)
    qtbot.waitUntil(lambda: second.windowTitle().startswith("Ben (2) at table"))
    assert second.windowTitle() == f"Ben (2) at table {first.code} — Scopa Desktop"
    for window in (first, second):
        qtbot.waitUntil(lambda w=window: [w.lobby.item(row).text() for row in range(w.lobby.count())]
                        == ["1. Ben", "2. Ben (2)"])
    assert first.windowTitle() == f"Ben at table {first.code} — Scopa Desktop"
    assert second.game.seat_name(0) == "Ben" and first.game.seat_name(1) == "Ben (2)"
    assert seat_at(settings, "127.0.0.1", hosted.port, first.code).name == "Ben (2)"  # offered back under it


def test_the_rules_deck_and_levels_chosen_in_the_host_dialog_are_the_tables(qtbot, tmp_path, monkeypatch):
    """Game → Host a table, filled in as a player would: four players in pairs to 21, Napola and
    Re bello, clockwise, the AI at two levels, another deck; the server deals by those rules."""
    monkeypatch.setattr(opening, "HostedServer", functools.partial(HostedServer, host="127.0.0.1", announce=False))
    monkeypatch.setattr(opening, "hosted_tables_dir", lambda: tmp_path / "hosted-tables")
    settings = make_settings(tmp_path)
    offered: list[HostDialog] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, HostDialog):
            QTimer.singleShot(20, fill_in)
            return
        offered.append(dialog)
        dialog.name.setText("Anna")
        dialog.port.setValue(reserved_port())
        dialog.players.setCurrentIndex(dialog.players.findData(4))
        dialog.teams.setCurrentIndex(dialog.teams.findData(2))
        dialog.target.setCurrentIndex(dialog.target.findData(21))
        for variant in ("napola", "rebello"):
            dialog.variant_boxes[variant].click()
        dialog.direction.setCurrentIndex(dialog.direction.findData("clockwise"))
        for box, level in zip(dialog.seat_boxes, ("easy", "hard", "easy"), strict=False):
            box.setCurrentIndex(box.findData(level))
        dialog.skin.combo.setCurrentIndex(dialog.skin.combo.count() - 1)
        assert dialog.create_message().seats == ("open", "easy", "hard", "easy")
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_in)
    window = opening.host_table(settings)
    assert window is not None
    qtbot.addWidget(window)
    chosen_deck = offered[0].skin.skin_id()
    assert settings.get(SKIN_KEY) == chosen_deck  # the deck is the window's, as after New game
    qtbot.waitUntil(lambda: window.start_button.isEnabled())  # every other seat an AI's: ready at once
    assert [window.lobby.item(row).text() for row in range(4)] == [
        "1. Anna", "2. Giulia (easy)", "3. Marco (hard)", "4. Sofia (easy)"]
    window.start_button.click()
    qtbot.waitUntil(lambda: window.game.in_match())
    rules = window.game.rules  # as the server's state says it deals
    assert (rules.players, rules.teams, rules.target, rules.direction) == (4, 2, 21, "clockwise")
    assert rules.variants == {"napola", "rebello"}
    assert window.score_panel.rules_line.text() == "Napola · Re bello · clockwise"
    window.hosted.stop(end_tables=True)
    window.close()


def test_the_deck_chosen_to_host_a_table_is_the_home_tables_too(qtbot, tmp_path, monkeypatch):
    """The host dialog's deck is the game's from now on, as New game's is: the home table kept the old
    deck, and every card was named as the old deck names it (the French deck's Diamonds were Coins)."""
    monkeypatch.setattr(opening, "HostedServer", functools.partial(HostedServer, host="127.0.0.1", announce=False))
    monkeypatch.setattr(opening, "hosted_tables_dir", lambda: tmp_path / "hosted-tables")
    home = open_home_window(qtbot, tmp_path)
    assert home.table.skin_id != "french" and suit_word("D") == "Coins"

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, HostDialog):
            QTimer.singleShot(20, fill_in)
            return
        dialog.port.setValue(reserved_port())
        dialog.skin.combo.setCurrentIndex(dialog.skin.combo.findData("french"))
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_in)
    try:
        home.menu_actions["host_table"].trigger()
        [table] = home.findChildren(NetTableWindow)
        assert table.table.skin_id == home.table.skin_id == "french"
        assert suit_word("D") == "Diamonds"
        table.hosted.stop(end_tables=True)
        table.close()
    finally:
        use_deck(DEFAULT_SKIN_ID)


SCREEN_SCRIPT = """
import os
import sys
sys.path[:0] = [{tests!r}, os.path.dirname({tests!r})]
from pathlib import Path
from PySide6.QtCore import QDeadlineTimer, QRect, QRectF, QSize
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from helpers_gui import make_settings, save_screenshot
from scopa_desktop.gui.dialogs.host_table import HostDialog
from scopa_desktop.gui.netplay import opening
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.kept_seats import seat_at
from scopa_desktop.gui.netplay.opening import sit_at
from scopa_desktop.gui.settings import NET_TABLE_GEOMETRY_KEY, SKIN_KEY
from scopa_desktop.gui.words import suit_word, use_deck
from scopa_desktop.skins.registry import DEFAULT_SKIN_ID
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.screen_fit import FRAME, fits, fitted_size


def wait_until(condition):
    deadline = QDeadlineTimer(30000)
    while not condition():
        assert not deadline.hasExpired(), "waited too long"
        QTest.qWait(10)


folder = Path({folder!r})
available = app.primaryScreen().availableGeometry()
size = f"{{available.width()}}x{{available.height()}}"
server = HostedServer(0, host="127.0.0.1", announce=False)
server.start()
players, teams = {players}, {teams}
create = {{"type": "create", "rules": {{"players": players, "teams": teams, "target": 11}},
          "seats": ["open", "open", *["easy"] * (players - 2)]}}
windows = []
for name in ("Anna", "Bruno"):
    (folder / name).mkdir()
    first = create if not windows else {{"type": "join", "table": windows[0].code}}
    window = NetTableWindow(make_settings(folder / name), name, "127.0.0.1", server.port, first,
                            server if not windows else None)
    window.show()
    windows.append(window)
    wait_until(lambda: window.seated)
wait_until(lambda: windows[0].start_button.isEnabled())
windows[0].start_button.click()
wait_until(lambda: all(w.game.in_match() and w.score_panel.total_labels for w in windows))


def problems_of(window):  # what of the window is off the screen or cut: nothing, once its match is laid out
    problems = []
    if not fits(window.geometry(), available):
        problems.append(f"the window at {{window.geometry()}} is off the free area {{available}}")
    if window.size() != fitted_size(QSize(1200, 800), available):
        problems.append(f"the window is {{window.size()}}, not the room it wants on {{available}}")
    if not fits(QRect(available.topLeft(), window.minimumSizeHint()), available):
        problems.append(f"its least size {{window.minimumSizeHint()}} does not fit {{available}}")
    inside = window.rect()
    if window.lobby.isVisible():  # every seat taken and there: the name plates say who sits where
        problems.append("the seats are listed during the match, every player there, in the score's room")
    for part in (window.table, window.score_area, window.chat, window.play.move_log, window.log):
        shown = QRect(part.mapTo(window, part.rect().topLeft()), part.size())
        if not inside.contains(shown) or not part.isVisible() or part.height() < 20:
            problems.append(f"{{type(part).__name__}} at {{shown}} is not wholly shown in {{inside}}")
    area, panel = window.score_area, window.score_panel  # the score: wholly in view, or scrolled to
    if not all(label.isVisible() for label in panel.total_labels):
        problems.append("the score panel does not show every side's total")
    room = area.viewport().size()
    if panel.width() > room.width() or panel.width() < panel.minimumSizeHint().width():
        problems.append(f"the score panel {{panel.size()}} is cut across its {{room}}")
    hidden = panel.height() - room.height()
    if hidden > 0:  # a netbook too has room for the whole score of a table of six
        problems.append(f"the score panel {{panel.size()}} scrolls in its {{room}}")
    if panel.height() < panel.minimumSizeHint().height() or (hidden > 0 and not (
            area.verticalScrollBar().isVisible() and area.verticalScrollBar().maximum() == hidden)):
        problems.append(f"the score panel {{panel.size()}} is cut in its {{room}} with no way to scroll to it")
    view = window.table
    hand = [view.cards[card] for card in window.game.snapshot().hand]
    for item in hand:
        where = view.viewportTransform().mapRect(item.sceneBoundingRect())
        if not QRectF(view.viewport().rect()).contains(where):
            problems.append(f"a card of the hand at {{where}} is off the table's {{view.viewport().rect()}}")
    return problems


problems = []
for window in windows:  # the score panel is built as the match starts, and laid out after: waited for
    deadline = QDeadlineTimer(30000)
    while problems_of(window) and not deadline.hasExpired():
        QTest.qWait(10)
    save_screenshot(window, f"net-table-{{size}}-{{players}}-{{teams}}-{{window.session.connection.name}}.png")
    problems += problems_of(window)
for window in windows:
    window.close()
server.stop()
print("\\n".join(problems) or "ok")
"""


def test_hosting_on_a_port_already_taken_says_by_what_in_words(qtbot, tmp_path, monkeypatch):
    # A second Host a table on the port of the first said "[Errno 98] Address already in use", in
    # English whatever the language, and not that the player's own table held the port.
    monkeypatch.setattr(opening, "HostedServer", functools.partial(HostedServer, host="127.0.0.1", announce=False))
    monkeypatch.setattr(opening, "hosted_tables_dir", lambda: tmp_path / "hosted-tables")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *args: warned.append(text))
    settings = make_settings(tmp_path)

    def host_on(port: int) -> NetTableWindow | None:
        def accept() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, HostDialog):
                QTimer.singleShot(20, accept)
                return
            dialog.port.setValue(port)
            dialog.encrypt.setChecked(False)
            dialog.accept()

        QTimer.singleShot(0, accept)
        return opening.host_table(settings)

    port = reserved_port()
    first = host_on(port)
    assert first is not None
    qtbot.addWidget(first)
    qtbot.waitUntil(lambda: first.seated)
    assert host_on(port) is None
    assert warned == [f"Your table {first.code} is hosted on port {port} already. Host this one on another port, "
                      "or close that table first."]
    with socket.create_server(("127.0.0.1", reserved_port())) as other_program:
        taken = other_program.getsockname()[1]
        assert host_on(taken) is None
    assert warned[1] == f"Cannot host a table on port {taken}: another program uses that port"


@pytest.mark.parametrize("players,teams", [(4, 2), (6, 3), (6, 6)], ids=["2x2", "3x2", "6-alone"])
@pytest.mark.parametrize("width,height", [(1024, 600), (1366, 768)])
def test_the_network_table_window_fits_the_screen_with_a_match_dealt(tmp_path, width, height, players, teams):
    """Four seats in pairs, and the largest table, six seats in three pairs or each alone (the
    score panel's tallest shapes: a column a side, a line a player), with AIs in the other seats."""
    script = SCREEN_SCRIPT.format(tests=str(Path(__file__).parent), folder=str(tmp_path), players=players,
                                  teams=teams)
    assert run_on_screen(script, tmp_path, width, height, timeout=180) == "ok"



def test_the_table_window_keeps_its_size_and_place_when_it_closes(qtbot, tmp_path, hosted):
    # Where it opens again is fitted_window.remember_place's, tested with Watch a match
    # (test_gui_window_fit): this window is wider than the tests' 800 x 800 offscreen screen.
    settings = make_settings(tmp_path)
    window = NetTableWindow(settings, "Anna", "127.0.0.1", hosted.port, CREATE, hosted)
    window.show()
    qtbot.waitUntil(lambda: bool(window.code))
    assert settings.get(NET_TABLE_GEOMETRY_KEY) == ""
    window.close()  # the program's close: nothing asked
    assert settings.get(NET_TABLE_GEOMETRY_KEY) != ""
