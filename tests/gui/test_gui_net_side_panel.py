"""The side panel of a networked table: the table's news and chat wrap to the panel's width
(nothing cut, no sideways scrolling), its type grows with the window as at home, the host's Start
button is offered only while no match is in play, and the lobby names AI seats with their level in
the window's language and shows every seat whole on a netbook."""

from __future__ import annotations

import random

import pytest
from helpers_gui import hear_announcements, make_settings
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontInfo, QImage
from PySide6.QtWidgets import QLabel
from test_gui_net_rejoin_sheet import a_match_with_ben
from test_gui_net_table_over import CREATE, open_window
from test_gui_net_table_window import play_until

from scopa_desktop.gui.netplay.host_server import lan_address
from scopa_desktop.gui.netplay.opening import sit_at
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.screen_fit import side_panel_width
from scopa_desktop.gui.settings import FELT_KEY
from scopa_desktop.gui.style import panel_colours
from scopa_desktop.gui.words import ai_seat_name

LONG = "a very long line of chat that should wrap across the width of the side panel, " * 2


def test_a_long_chat_line_wraps_to_the_width_of_the_panel(qtbot, tmp_path, hosted):
    window = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(window.code))
    window.resize(1024, 600)
    log = window.log
    bar = log.horizontalScrollBar()
    for said in range(1, 4):  # one line, then more than the list shows at once (its scroll bar takes room)
        window.chat.setFocus()
        qtbot.keyClicks(window.chat, LONG.strip())
        qtbot.keyClick(window.chat, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=said: log.toPlainText().count("Anna: a very long line") == n)
        qtbot.waitUntil(lambda: log.document().lineCount() >= 4 * log.document().blockCount())  # wrapped
        assert bar.maximum() == 0 and not bar.isVisible(), "the line runs past the panel's edge"


def test_the_panels_type_and_width_grow_with_the_window_and_it_wears_the_felts_colours_as_they_change(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    settings.set(FELT_KEY, "blue")
    window = NetTableWindow(settings, "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    window.show()
    window.resize(1200, 800)
    qtbot.waitUntil(lambda: window.width() == 1200)
    chat_px = QFontInfo(window.chat.font()).pixelSize()
    status_height = window.statusBar().height()
    panel_width = window.side_panel.width()
    window.resize(2400, 1400)
    qtbot.waitUntil(lambda: QFontInfo(window.chat.font()).pixelSize() > 1.4 * chat_px)
    assert QFontInfo(window.info.font()).pixelSize() > 1.4 * 14  # the news line, 14 px at the base size
    assert QFontInfo(window.start_button.font()).pixelSize() > 1.4 * 14  # the host's Start button too
    assert window.statusBar().height() > status_height
    assert window.side_panel.width() > 1.25 * panel_width  # wider with its words
    assert panel_colours("blue")["panel"] in window.styleSheet()
    px = QFontInfo(window.chat.font()).pixelSize()
    window.table.set_look("red", False)  # as the main window passes a new felt to every table open
    assert panel_colours("red")["panel"] in window.styleSheet()
    assert panel_colours("blue")["panel"] not in window.styleSheet()
    assert QFontInfo(window.chat.font()).pixelSize() == px  # at the window's own scale still


def test_the_start_button_is_offered_to_the_host_only_while_no_match_is_in_play(qtbot, tmp_path, hosted):
    rules = {"players": 2, "teams": 2, "target": 1}  # a match of one point: over within a round or two
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, {**CREATE, "rules": rules}, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    assert host.start_button.isVisible() and not guest.start_button.isVisible()
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.in_match() and guest.game.in_match())
    assert not host.start_button.isVisible()  # the match is on: nothing to start
    play_until(qtbot, [host, guest], random.Random(5), lambda: host.game.winner() is not None)
    qtbot.waitUntil(lambda: host.start_button.isVisible() and host.start_button.isEnabled())  # another match
    assert not guest.start_button.isVisible()
    # Who won, and how another match starts at this table: no "Game > New game", which is the home window's.
    winner = host.game.winner()
    won = "Match over: you won." if winner == 0 else f"Match over: {host.game.team_name(winner)} won."
    qtbot.waitUntil(lambda: host.status_line.label.text().endswith(
        f"{won} Every seat is taken: start the match when you are ready."))
    qtbot.waitUntil(lambda: guest.status_line.label.text().endswith("won. Waiting for Anna to start the match."))
    host.play.narrator.close_round_dialog()
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.winner() is None and host.game.in_match())
    assert not host.start_button.isVisible()


def test_ai_seats_are_named_with_their_level_in_the_windows_language(qtbot, tmp_path, hosted, speak):
    """The server names an AI seat as the game against the AI does, with its level's id ("Giulia
    (easy)"): the window says the level in its own language, in the lobby and on the table."""
    speak("it")
    create = {"type": "create", "rules": {"players": 4, "teams": 2, "target": 11},
              "seats": ["open", "easy", "hard", "medium"]}
    window = open_window(qtbot, tmp_path, "Anna", hosted.port, create, hosted)
    qtbot.waitUntil(lambda: window.lobby.count() == 4)
    assert [window.lobby.item(row).text() for row in range(4)] == [
        "1. Anna", "2. Giulia (facile)", "3. Marco (difficile)", "4. Sofia (medio)"]
    qtbot.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game.in_match())
    assert window.game.seat_name(1) == "Giulia (facile)"
    qtbot.waitUntil(lambda: window.table.board.plates[2].text.startswith("Marco (difficile)"))


def test_only_a_known_level_in_brackets_is_put_in_words(speak):
    speak("de")
    assert ai_seat_name("Giulia (easy)") == "Giulia (leicht)"
    assert ai_seat_name("Giulia (hard) (2)") == "Giulia (schwer) (2)"  # a second AI of the same name and level
    assert ai_seat_name("Luca (grandmaster)") == "Luca (grandmaster)"  # a level this window does not know
    assert ai_seat_name("Ben (2)") == "Ben (2)"


@pytest.mark.parametrize("teams", [6, 3, 2])
def test_at_a_table_of_six_on_a_netbook_every_seat_is_in_sight_before_the_match_and_the_whole_score_during_it(
        qtbot, tmp_path, hosted, teams):
    """The lobby took a share of the panel's height: at a table of four on a 1024 x 600 netbook it
    scrolled with its last seat cut, at six it showed two seats of six.  Then during the match the six
    seats' lines took the room of the score, which scrolled; the name plates say who sits where."""
    six = {"type": "create", "rules": {"players": 6, "teams": teams, "target": 11}, "seats": ["open"] + ["easy"] * 5}
    window = open_window(qtbot, tmp_path, "Anna", hosted.port, six, hosted)
    window.resize(1024, 560)
    lobby = window.lobby
    qtbot.waitUntil(lambda: lobby.count() == 6 and window.start_button.isEnabled())

    def every_seat_in_sight() -> bool:
        last = lobby.visualItemRect(lobby.item(5))
        whole = last.top() >= 0 and last.bottom() < lobby.viewport().height()
        return lobby.isVisible() and whole and lobby.verticalScrollBar().maximum() == 0

    qtbot.waitUntil(every_seat_in_sight)
    qtbot.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    score = window.score_area
    qtbot.waitUntil(lambda: window.game.in_match() and score.isVisible())
    qtbot.waitUntil(lambda: score.verticalScrollBar().maximum() == 0 and score.widget().height() <= score.height())
    assert not lobby.isVisible()  # every seat taken and there: the plates say who sits where
    assert window.table.board.plates[1].text.startswith(window.game.seat_name(1))
    for log in (window.play.move_log, window.log):
        two_lines = 2 * log.fontMetrics().lineSpacing() + 2 * log.document().documentMargin()
        assert log.viewport().height() >= two_lines, f"{log.accessibleName()} shows less than two lines"


def test_during_a_match_the_seats_list_shows_only_who_is_away(qtbot, tmp_path, hosted):
    host, guest, settings = a_match_with_ben(qtbot, tmp_path, hosted, CREATE)
    qtbot.waitUntil(lambda: not host.lobby.isVisible())
    lobby = host.lobby
    guest.close()  # the seat is kept for Ben
    qtbot.waitUntil(lambda: lobby.isVisible() and [lobby.item(row).text() for row in range(lobby.count())
                                                   if not lobby.isRowHidden(row)] == ["2. Ben (away)"])
    assert lobby.height() < 2 * lobby.sizeHintForRow(0) + 2 * lobby.frameWidth()  # one line: the score keeps the room
    back = sit_at(settings, "Ben", "127.0.0.1", hosted.port, host.code, secure=False)  # Ben takes his seat back
    qtbot.addWidget(back)
    qtbot.waitUntil(lambda: back.seated and not lobby.isVisible())


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_hosts_window_of_three_pairs_on_a_netbook_keeps_the_whole_score_while_a_friend_is_away(
        qtbot, tmp_path, hosted, speak, language):
    """A seat away brought the whole invitation back, for the host to tell the friend where to come back:
    at a table of three pairs on a 1024 x 600 netbook its lines took the score's last pixels, and it
    scrolled (by a fingerprint's six lines more at an encrypted table)."""
    speak(language)
    pairs = {"type": "create", "rules": {"players": 6, "teams": 3, "target": 11},
             "seats": ["open", "open"] + ["easy"] * 4}
    host, guest, _settings = a_match_with_ben(qtbot, tmp_path, hosted, pairs)
    host.resize(1024, 560)  # 1024 x 600 less a panel
    score = host.score_area
    qtbot.waitUntil(lambda: score.isVisible() and bool(host.score_panel.total_labels))
    invitation = host.info.toolTip()
    guest.close()  # Ben's seat waits for him
    qtbot.waitUntil(lambda: host.lobby.isVisible() and host.info.text() != invitation.splitlines()[0])
    qtbot.waitUntil(lambda: score.verticalScrollBar().maximum() == 0 and score.widget().height() <= score.height())
    where = host.info.text()  # for Anna to tell Ben where to come back, in a line
    assert host.code in where and lan_address() in where and str(hosted.port) in where
    assert host.info.toolTip() == invitation  # the rest as before


def lightest(image: QImage) -> float:
    return max(QColor(image.pixel(x, y)).lightnessF() for x in range(image.width()) for y in range(image.height()))


def test_before_the_match_the_status_bar_says_who_the_table_waits_for_and_no_empty_score_shows(
        qtbot, tmp_path, hosted, monkeypatch):
    """The table said nothing while it waited: an empty felt and an empty score box, and a
    screen-reader user heard seats filling with no word of what came next."""
    heard = hear_announcements(monkeypatch)
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    note = host.status_line.label
    qtbot.waitUntil(lambda: note.isVisible() and note.text() == "Waiting for 1 more player to sit down.")
    assert not host.score_area.isVisible()
    assert lightest(note.grab().toImage()) > 0.75, note.text()  # light words on the dark bar, not black ones
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: note.text() == "Every seat is taken: start the match when you are ready.")
    waiting = "Waiting for Anna to start the match."
    qtbot.waitUntil(lambda: guest.status_line.label.text() == waiting)
    qtbot.waitUntil(lambda: any(source is guest.table and waiting in words for source, words in heard))
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: w.game.in_match() and w.score_area.isVisible())
        # The status line as at home: the round's news and whose turn it is, no more what the table waited for.
        qtbot.waitUntil(lambda w=window: w.status_line.label.text().startswith("Round 1: "))
        assert "Waiting" not in window.status_line.label.text() and "Every seat" not in window.status_line.label.text()


def test_the_felt_is_lit_before_the_first_deal(qtbot, tmp_path):
    """Before a match the scene had no size, and the cloth's light shrank to a dot in the middle
    of an unlit felt."""
    window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    window.show()
    window.resize(1024, 560)
    viewport = window.table.viewport()
    qtbot.waitExposed(window)

    def evenly_lit() -> None:
        assert viewport.width() > 500
        image = viewport.grab().toImage()
        middle = image.rect().center()
        lit = QColor(image.pixel(middle)).lightnessF()
        for dx, dy in ((12, 0), (0, 12), (-40, 25)):
            near = QColor(image.pixel(middle.x() + dx, middle.y() + dy)).lightnessF()
            assert abs(lit - near) < 0.02, f"the light falls off {lit - near:.3f} within {dx, dy} px of the middle"

    qtbot.waitUntil(lambda: window.retry_button.isVisible())  # not reached: the felt's words are said for good
    window.table.set_felt_words("")  # the cloth alone (the words in its middle: test_gui_net_felt_words)
    qtbot.waitUntil(evenly_lit)


def test_a_table_not_reached_shows_its_reason_and_no_empty_boxes(qtbot, tmp_path):
    window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Cannot reach 127.0.0.1:9"))
    empty = [part.accessibleName() or part.objectName()
             for part in (window.score_area, window.info, window.lobby, window.play.move_log) if part.isVisible()]
    assert not empty, f"shown with nothing in them: {empty}"
    # The reason in the panel's news too: it was only in the status bar, beside an empty news box.
    assert [line for line in window.log.lines() if line.startswith("Cannot reach 127.0.0.1:9")]


def test_a_table_not_reached_is_said_aloud_and_tried_again_from_the_window(qtbot, tmp_path, monkeypatch):
    """Before, a server not reached left an empty felt and a status bar line, which a screen reader does
    not read, and no way on but to close the window and type the address again."""
    heard = hear_announcements(monkeypatch)
    window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    tries = []
    connect = window.session.connection.open
    monkeypatch.setattr(window.session.connection, "open", lambda *args, **kwargs: (tries.append(args),
                                                                                    connect(*args, **kwargs)))
    window.show()
    qtbot.waitUntil(lambda: window.retry_button.isVisible())
    qtbot.waitUntil(lambda: any(words.startswith("Cannot reach 127.0.0.1:9") for _, words in heard))
    assert window.retry_button.hasFocus()  # Enter or Space tries again
    qtbot.mouseClick(window.retry_button, Qt.MouseButton.LeftButton)
    assert not window.retry_button.isVisible()
    assert window.statusBar().currentMessage() == "Connecting to 127.0.0.1:9…"
    qtbot.waitUntil(lambda: window.retry_button.isVisible())
    assert len(tries) == 1  # the second try (the first went before the spy) reached no server either
    assert window.statusBar().currentMessage().startswith("Cannot reach 127.0.0.1:9")


def test_in_a_match_of_four_on_a_netbook_the_invitation_folds_and_the_score_is_whole(qtbot, tmp_path, hosted):
    """The host's invitation (where friends join, two lines more) took the score's room on a 1024 x 600
    netbook, and the score scrolled with its scope hidden. With every seat taken and playing it folds
    to the table's code, the rest in its tooltip; once the match is over it is back for the next."""
    rules = {"players": 4, "teams": 2, "target": 1}  # one point: over within a round or two
    four = {"type": "create", "rules": rules, "seats": ["open", "easy", "easy", "easy"]}
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, four, hosted)
    host.resize(1024, 560)  # 1024 x 600 less a panel
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    invitation = host.info.text()
    assert invitation.startswith(f"Table {host.code}\nFriends join at ")
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    score = host.score_area
    qtbot.waitUntil(lambda: host.game.in_match() and score.isVisible() and bool(host.score_panel.total_labels))
    qtbot.waitUntil(lambda: host.info.text() == f"Table {host.code}")
    assert host.info.toolTip() == invitation
    qtbot.waitUntil(lambda: score.viewport().height() >= host.score_panel.height())  # laid out anew
    assert score.verticalScrollBar().maximum() == 0, "the score scrolls in a match of four on a netbook"
    play_until(qtbot, [host], random.Random(4), lambda: host.game.winner() is not None)
    qtbot.waitUntil(lambda: host.info.text() == invitation)
    assert host.info.toolTip() == ""


@pytest.mark.parametrize("partner", ["Hohenzollern-Sigmaringen", "W" * 24])
def test_players_long_names_wrap_in_the_score_and_never_widen_the_panel_off_a_netbook(qtbot, tmp_path, hosted,
                                                                                      partner):
    """A name may be 24 characters: "Du & Hohenzollern-Sigmaringen" on one line widened the side panel
    past a netbook's screen, the score's right column off its edge and the cards squeezed; 24 of the
    widest letter, one word, still made it 380 px wide where it wraps."""
    four = {"type": "create", "rules": {"players": 4, "teams": 2, "target": 11},
            "seats": ["open", "open", "open", "easy"]}
    host = open_window(qtbot, tmp_path, "Maximilian von Hohenberg", hosted.port, four, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    for name in ("Alessandra Bianchi-Rossi", partner):  # seated in this order: the sides below are by seat
        guest = open_window(qtbot, tmp_path, name, hosted.port, {"type": "join", "table": host.code})
        qtbot.waitUntil(lambda window=guest: window.seated)
    host.resize(1024, 560)
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.in_match() and host.score_area.isVisible())
    names = host.score_panel.findChildren(QLabel, "teamName")
    assert sorted(label.accessibleName() for label in names) == ["Alessandra Bianchi-Rossi & Sofia (easy)",
                                                                 f"You & {partner}"]
    panel = host.side_panel
    qtbot.waitUntil(lambda: host.width() == 1024 and panel.width() == side_panel_width(host.size(), host._text_scale))
    for label in names:  # whole: as tall as its wrapped lines, inside the panel
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert label.mapTo(panel, label.rect().topRight()).x() < panel.width(), label.text()


def test_a_name_that_looks_like_markup_is_shown_as_the_words_it_is(qtbot, tmp_path, hosted):
    """Names are the players' own to choose, and Qt reads a label's text that looks like markup as
    markup: a guest named "<h1>Bo</h1>" showed as a heading in the host's score and status line."""
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    (tmp_path / "guest").mkdir()
    guest = NetTableWindow(make_settings(tmp_path / "guest"), "<h1>Bo</h1>", "127.0.0.1", hosted.port,
                           {"type": "join", "table": host.code})
    qtbot.addWidget(guest)
    guest.show()
    qtbot.waitUntil(lambda: host.start_button.isEnabled())
    qtbot.mouseClick(host.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.in_match() and bool(host.score_panel.total_labels))
    play_until(qtbot, [host, guest], random.Random(2), lambda: "<h1>Bo</h1>" in host.status_line.label.text())
    shown = [label for label in host.findChildren(QLabel) if "<h1>Bo</h1>" in label.text()]
    assert {label.objectName() for label in shown} >= {"teamName", "roundHeader", "statusLine"}
    for label in shown:
        assert label.textFormat() == Qt.TextFormat.PlainText, (label.objectName(), label.text())
