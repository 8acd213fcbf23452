"""Two windows of the game at one networked table: one hosts (the server on a
thread of the test), one joins; they play a whole round by real mouse drags."""

from __future__ import annotations

import pytest
from helpers_gui import (
    NETWORK_WAIT_MS,
    drag,
    empty_felt_point,
    hear_announcements,
    make_settings,
    save_screenshot,
    wait_for_layout,
)
from PySide6.QtGui import QAction

from scopa_desktop.ai import LEVEL_TABLE, legal_moves
from scopa_desktop.engine import cards_of
from scopa_desktop.gui.dialogs.host_table import HostDialog
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.window import NetTableWindow

CREATE = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 11}, "seats": ["open", "open"]}


@pytest.fixture
def hosted():
    server = HostedServer(0, host="127.0.0.1")
    server.start()
    yield server
    server.stop()


def open_table_window(qtbot, tmp_path, name, port, first, hosted=None) -> NetTableWindow:
    window = NetTableWindow(make_settings(tmp_path / name), name, "127.0.0.1", port, first, hosted)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window, timeout=NETWORK_WAIT_MS)
    return window


def play_by_drag(qtbot, window: NetTableWindow) -> bool:
    """The seat's move made with the mouse: a card with one way to play, dropped where it goes;
    False when every card had several ways and the move was made without the mouse."""
    game, view = window.game, window.table
    moves = legal_moves(game.view)
    single = [m for m in moves if len(game.options_for(m.card)) == 1] or moves
    move = single[0]
    card = view.cards[move.card]
    taken = list(cards_of(move.take))
    target = empty_felt_point(view) if not taken else view.cards[taken[0]].pos() + (
        view.cards[taken[0]].boundingRect().center())
    if len(game.options_for(move.card)) > 1:
        game.play(move.card, taken)  # several ways to take: the chooser's choice, made directly
        return False
    drag(qtbot, view, card, target)
    return True


def test_two_windows_host_and_join_a_table_and_play_a_round_by_mouse(qtbot, tmp_path, hosted):
    (tmp_path / "Anna").mkdir()
    (tmp_path / "Bruno").mkdir()
    host = open_table_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code), timeout=NETWORK_WAIT_MS)
    assert host.code in host.info.text() and str(hosted.port) in host.info.text()
    guest = open_table_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=NETWORK_WAIT_MS)
    assert not guest.start_button.isVisible()
    host.start_button.click()
    qtbot.waitUntil(lambda: host.game.view is not None and guest.game.view is not None, timeout=NETWORK_WAIT_MS)
    for window in (host, guest):
        wait_for_layout(qtbot, window.table)
    assert host.game.seat_name(1) == "Bruno" and guest.game.seat_name(0) == "Anna"
    windows = {0: host, 1: guest}
    by_mouse = 0
    while host.game.view.round_number == 1 and host.game.to_play is not None:
        mover = windows[host.game.to_play]
        qtbot.waitUntil(lambda mover=mover: mover.game.is_human_turn() and not mover.table.is_animating(),
                        timeout=NETWORK_WAIT_MS)
        seq = host.game.seq
        if len(mover.game.view.history) == 2:
            save_screenshot(mover, "net-table-midround.png")
        by_mouse += play_by_drag(qtbot, mover)
        qtbot.waitUntil(lambda seq=seq: host.game.seq > seq and guest.game.seq > seq, timeout=NETWORK_WAIT_MS)
    assert host.game.view.round_number == 2 or host.game.to_play is None
    assert by_mouse >= 30  # of the round's 36 moves
    # The round's count follows its last state: wait for it rather than race it.
    qtbot.waitUntil(lambda: any("Round 1" in line for line in host.log.lines()),
                    timeout=NETWORK_WAIT_MS)
    # the hand on the table is the seat's own, as the server dealt it
    assert sorted(host.table.hand_ids()) == sorted(host.game.snapshot().hand)
    save_screenshot(host, "net-table-host.png")


def test_a_chat_line_reaches_the_other_window_and_a_drop_is_told(qtbot, tmp_path, hosted, monkeypatch):
    """In the log and to a screen reader."""
    heard = hear_announcements(monkeypatch)
    (tmp_path / "Anna").mkdir()
    (tmp_path / "Bruno").mkdir()
    host = open_table_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code), timeout=NETWORK_WAIT_MS)
    guest = open_table_window(qtbot, tmp_path, "Bruno", hosted.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=NETWORK_WAIT_MS)
    guest.chat.setText("Ciao!")
    guest.chat.returnPressed.emit()
    qtbot.waitUntil(lambda: "Bruno: Ciao!" in host.log.lines(),
                    timeout=NETWORK_WAIT_MS)
    guest.close()
    qtbot.waitUntil(lambda: any("Bruno is away; their seat waits for them" in line for line in host.log.lines()),
                    timeout=NETWORK_WAIT_MS)
    qtbot.waitUntil(lambda: any("Bruno is away; their seat waits for them" in words for _source, words in heard))
    assert any(source is host.table and "Bruno: Ciao!" in words for source, words in heard)


def test_the_game_menu_offers_to_host_and_to_join(qtbot, tmp_path):
    from helpers_gui import open_window

    window = open_window(qtbot, tmp_path)
    texts = [action.text().replace("&", "") for action in window.findChildren(QAction)]
    assert "Host a table…" in texts and "Join a table…" in texts


def test_the_host_dialog_offers_a_friend_or_each_level_a_hosted_table_plays(qtbot, tmp_path):
    dialog = HostDialog(make_settings(tmp_path), "Anna")
    qtbot.addWidget(dialog)
    assert dialog.seat_boxes
    for box in dialog.seat_boxes:
        offered = [box.itemData(index) for index in range(box.count())]
        assert offered == ["open", *(level.id for level in LEVEL_TABLE if level.hosted)]
        assert offered == ["open", "easy", "medium", "hard"]
