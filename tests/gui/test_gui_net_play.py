"""A networked table plays like the game against the AI: the move log, the
sounds, and the round's count in the same round-over dialog; after the match
the host's Play again starts a new match at the same table."""

from __future__ import annotations

import random

from helpers_gui import NETWORK_WAIT_MS, hear_announcements, make_settings, save_screenshot
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtTest import QTest

from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import cards_of
from scopa_desktop.engine.cards import BIT
from scopa_desktop.gui.game_model import Played
from scopa_desktop.gui.netplay.remote_game import RemoteGame
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.table.announcer import move_words
from scopa_desktop.net.messages import Create, Dispatcher
from scopa_desktop.net.table import Table

# Played to one point: the match ends with the first round that is not a tie.
CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 1}, "seats": ["open", "open"]}


def open_window(qtbot, tmp_path, name, port, first, hosted=None) -> NetTableWindow:
    (tmp_path / name).mkdir()
    window = NetTableWindow(make_settings(tmp_path / name), name, "127.0.0.1", port, first, hosted)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    return window


def test_a_networked_match_logs_moves_sounds_them_and_counts_each_round_in_the_dialog(qtbot, tmp_path, hosted):
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code), timeout=NETWORK_WAIT_MS)
    assert not host.start_button.isEnabled()  # a seat is still open: no start yet
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=NETWORK_WAIT_MS)
    host.start_button.click()
    windows = {0: host, 1: guest}
    rng = random.Random(5)
    rounds_counted = 0
    while host.game.winner() is None or guest.game.winner() is None:
        qtbot.waitUntil(lambda: any(w.game.is_human_turn() for w in windows.values())
                        or (host.game.winner() is not None and guest.game.winner() is not None),
                        timeout=NETWORK_WAIT_MS)
        for window in windows.values():
            if window.game.is_human_turn():
                move = rng.choice(legal_moves(window.game.view))
                assert window.game.play(move.card, list(cards_of(move.take)))
                qtbot.waitUntil(lambda w=window: not w.game.is_human_turn() or w.game.winner() is not None,
                                timeout=NETWORK_WAIT_MS)
        if host.play.round_dialog is not None and host.game.winner() is None:
            rounds_counted += 1
            host.play.round_dialog.accept()
    for window in windows.values():
        qtbot.waitUntil(lambda w=window: w.play.round_dialog is not None, timeout=NETWORK_WAIT_MS)
        dialog = window.play.round_dialog
        assert dialog.objectName() == "matchOverDialog" and dialog.isVisible() and not dialog.isModal()
        scores = window.game.round_scores()
        assert len(scores) >= 1 and [sum(s.points[t] for s in scores) for t in (0, 1)] == window.game.totals()
        lines = window.play.move_log.lines()
        assert any("You laid" in line or "You took" in line for line in lines)
        assert any("Bruno" in line for line in lines) if window is host else any("Anna" in line for line in lines)
        assert "won the match" in lines[-1]
        assert lines[0].startswith("— Round 1,") and sum(line.startswith("— Round") for line in lines) == len(scores)
        played = window.play.sound.output.played
        assert "deal" in played and ("card_laid" in played or "capture" in played)
        won = window.game.rules.team_of(window.game.human_seat) == window.game.winner()
        assert played[-1] == ("match_won" if won else "match_lost")
        assert played.count("round_over") == len(scores) - 1  # the last round sounds the match's end instead
    save_screenshot(host.play.round_dialog, "net-match-over.png")
    assert host.play.round_dialog.continue_button.isVisible()
    assert not guest.play.round_dialog.continue_button.isVisibleTo(guest.play.round_dialog)
    seq = guest.game.seq
    host.play.round_dialog.continue_button.click()  # Play again: a new match at the same table
    qtbot.waitUntil(lambda: guest.game.seq > seq and guest.game.view.history == () and guest.game.winner() is None,
                    timeout=NETWORK_WAIT_MS)
    qtbot.waitUntil(lambda: guest.play.round_dialog is None, timeout=NETWORK_WAIT_MS)
    assert guest.game.round_scores() == []


class FakeConnection(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.handlers = Dispatcher()

    def send(self, message) -> None:
        pass


def test_the_cards_left_at_a_rounds_end_are_told_as_the_table_last_showed_them(qtbot):
    """The server's state after the last move shows the table already swept: the window works
    out which cards went to the side that took last, as the table held them before that move."""
    told = 0
    for seed in range(12):
        table, _, _ = Table.create("ABCDEF", Create.from_wire(CREATE), "Anna")
        table.join("Bruno", None)
        connection = FakeConnection()
        game = RemoteGame(connection)
        out = table.start(0, random.Random(seed))
        rng = random.Random(seed)
        before = None
        while True:
            for seat, message in out:
                if seat in (0, -1):
                    if message.type == "round_over":
                        last = game.view.history[-1]
                        on_table = before.table ^ last.take if last.take else before.table | BIT[last.card]
                        expected = (game.view.last_capturer, list(cards_of(on_table))) if on_table else None
                        assert game.leftover() == expected
                        told += expected is not None
                    if message.type == "state":
                        before = game.view  # the table as it was before the move this state shows
                    connection.handlers.dispatch(message)
            if table.match.is_over() or table.match.round_number > 1:
                break
            seat = table.to_play
            view = table.view(seat)
            out = table.move(seat, rng.choice(legal_moves(view)))
    assert told >= 6  # most rounds leave cards on the table


def test_a_screen_reader_hears_every_move_deal_and_count_at_a_networked_table(qtbot, tmp_path, hosted, monkeypatch):
    """Played through the table's accessible cards, in both windows: each hears its own moves as
    "You play", the other's by name, each deal with the new hand, its turn, the round's count."""
    heard = hear_announcements(monkeypatch)
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code), timeout=NETWORK_WAIT_MS)
    guest = open_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=NETWORK_WAIT_MS)
    moves: list[Played] = []
    host.game.cardPlayed.connect(moves.append)
    host.start_button.click()
    windows = (host, guest)

    def said(window: NetTableWindow) -> str:
        return "\n".join(words for source, words in heard if source is window.table)

    qtbot.waitUntil(lambda: all("On the table: " in said(window) for window in windows), timeout=NETWORK_WAIT_MS)
    code = f"Table {host.code}"
    assert said(host).startswith(f"{code}. Friends join at ") and "\nBruno sits down at the table." in said(host)
    # The code to tell friends, heard as well as shown; a sentence of its own, whether what the table
    # waits for or the first deal's words came in the same announcement (a busy machine reads the
    # messages at once) or after it.
    assert said(guest).startswith(tuple(f"{code}{then}" for then in (
        ".\n", ". Match against ", ". Waiting for Anna to start the match.")))

    def match_words(window: NetTableWindow) -> str:
        return said(window)[said(window).index("Match against "):]

    dealing, other = (host, guest) if host.game.dealer() == host.game.human_seat else (guest, host)
    assert match_words(dealing).startswith(
        f"Match against {other.game.seat_name(other.game.human_seat)}. Round 1, you deal. ")
    assert match_words(other).startswith(f"Match against {dealing.game.seat_name(dealing.game.human_seat)}. Round 1, "
                                         f"{dealing.game.seat_name(dealing.game.human_seat)} deals. ")
    def to_play_in_round_one(window: NetTableWindow) -> bool:
        return window.game.round_number() == 1 and window.game.is_human_turn()

    while len(moves) < 36:  # the first round's, seen by the host
        qtbot.waitUntil(lambda: any(to_play_in_round_one(w) for w in windows) or len(moves) == 36,
                        timeout=NETWORK_WAIT_MS)
        for window in windows:
            if to_play_in_round_one(window):
                table = QAccessible.queryAccessibleInterface(window.table)
                card = table.child(0)  # the first card of the hand, played by its accessible action
                card.doAction(QAccessibleActionInterface.pressAction())
                if window.table.board.choice is not None:
                    card.doAction(QAccessibleActionInterface.pressAction())  # the set in view
                qtbot.waitUntil(lambda w=window: not w.game.is_human_turn(), timeout=NETWORK_WAIT_MS)
    for window in windows:
        qtbot.waitUntil(lambda w=window: "Round 1 over." in said(w), timeout=NETWORK_WAIT_MS)
        other = "Bruno" if window is host else "Anna"
        assert len(moves) == 36
        for played in moves:
            words = move_words(played, None if played.seat == window.game.human_seat else other)
            assert said(window).count(words) == 1, words
        assert said(window).count("Your turn.") >= 3
        assert said(window).count("New deal, ") == 5 and "New deal, 6 of 6. Your hand: " in said(window)
        assert "Points this round: " in said(window) and "Match score: " in said(window)
    # The match's end, or a tie at the top and the next round dealt beside the dialog at once: either way
    # F2 in the round's dialog reads the round's end it shows.
    dialog = guest.play.round_dialog
    assert dialog is not None
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    before = len(heard)
    QTest.keyClick(dialog, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: len(heard) > before, timeout=NETWORK_WAIT_MS)
    end = heard[-1][1]
    assert heard[-1][0] is guest.table and "Round 1 over. Points this round: " in end
    tied = end.endswith("A tie at the top: another round is played.")
    assert tied or end.endswith(("Match over: you won.", "Match over: Anna won."))
    if tied:  # the next round, dealt beside the dialog whenever its state comes, is the table's to read
        qtbot.waitUntil(lambda: guest.game.round_number() == 2, timeout=NETWORK_WAIT_MS)
    guest.activateWindow()  # from the round's dialog back to the table: the match's end is what F2 reads there too
    qtbot.waitUntil(guest.isActiveWindow)
    QTest.keyClick(guest, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: len(heard) > before + 1, timeout=NETWORK_WAIT_MS)
    assert heard[-1][0] is guest.table and (heard[-1][1] != end if tied else heard[-1][1] == end)
