"""A table the server pauses (its disk refuses a move) says so in words in both windows,
refuses the player's moves politely while it lasts, and plays on once the server can
write again: a real server keeping its tables in a folder that the test takes away."""

from __future__ import annotations

import pytest
from helpers_gui import NETWORK_WAIT_MS, wait_for_layout
from test_gui_net import CREATE, open_table_window, play_by_drag

from scopa_desktop.gui.netplay.host_server import HostedServer

PAUSED = "The table is paused: the server cannot save the game just now."


@pytest.fixture
def hosted_on_disk(tmp_path):
    server = HostedServer(0, host="127.0.0.1", announce=False)
    server.options.state_dir = tmp_path / "tables"
    server.start()
    yield server
    server.stop()


def log_lines(window) -> list[str]:
    return window.log.lines()


def test_a_paused_table_says_so_refuses_moves_politely_and_goes_on_when_the_disk_is_back(
        qtbot, tmp_path, hosted_on_disk):
    tables, away = tmp_path / "tables", tmp_path / "away"
    for name in ("Anna", "Bruno"):
        (tmp_path / name).mkdir()
    host = open_table_window(qtbot, tmp_path, "Anna", hosted_on_disk.port, CREATE, hosted_on_disk)
    qtbot.waitUntil(lambda: bool(host.code), timeout=NETWORK_WAIT_MS)
    guest = open_table_window(qtbot, tmp_path, "Bruno", hosted_on_disk.port, {"type": "join", "table": host.code})
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=NETWORK_WAIT_MS)
    host.start_button.click()
    qtbot.waitUntil(lambda: host.game.view is not None and guest.game.view is not None, timeout=NETWORK_WAIT_MS)
    windows = {0: host, 1: guest}
    mover = windows[host.game.to_play]
    other = guest if mover is host else host
    for window in windows.values():
        wait_for_layout(qtbot, window.table)
    qtbot.waitUntil(lambda: mover.game.is_human_turn() and not mover.table.is_animating(), timeout=NETWORK_WAIT_MS)
    seq = host.game.seq
    assert all("paused" not in window.status_line.label.text() for window in (host, guest))

    tables.rename(away)  # the server's folder is gone: no move can be written
    tables.write_text("a file, not a folder")
    play_by_drag(qtbot, mover)
    qtbot.waitUntil(lambda: other.status_line.label.text() == PAUSED and mover.game.paused, timeout=NETWORK_WAIT_MS)
    for window in windows.values():
        assert window.game.seq == seq  # nobody heard of the move the server could not keep
        assert any("paused" in line for line in log_lines(window))
    assert mover.game.is_human_turn()  # still the mover's turn, as at the state the table is back at

    qtbot.waitUntil(lambda: not mover.table.is_animating(), timeout=NETWORK_WAIT_MS)
    play_by_drag(qtbot, mover)  # refused here, in words, and not sent
    assert "paused" in mover.statusBar().currentMessage()
    assert mover.game.is_human_turn() and mover.game.seq == seq

    tables.unlink()
    away.rename(tables)  # the server's retry finds its folder again
    qtbot.waitUntil(lambda: not mover.game.paused and "paused" not in other.status_line.label.text(),
                    timeout=NETWORK_WAIT_MS)
    assert any("play goes on" in line for line in log_lines(other))
    qtbot.waitUntil(lambda: not mover.table.is_animating(), timeout=NETWORK_WAIT_MS)
    play_by_drag(qtbot, mover)
    qtbot.waitUntil(lambda: host.game.seq > seq and guest.game.seq > seq, timeout=NETWORK_WAIT_MS)
