"""An online server (``serve --store`` on a real Redis) killed in the middle of a match, a move in
flight, and started again: every window says that its connection is lost and then that it is back,
at the same table, the move kept by every window or by none, and the match goes on."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from helpers_net import reserved_port, running_redis
from test_gui_net_connection_lost import BACK, LOST, UNKEPT, three_moves_into_a_match
from test_gui_net_table_window import play_until

from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import cards_of
from scopa_desktop.gui.netplay import seat_session


def serve(qtbot, port: int, store: str, folder: Path) -> subprocess.Popen:
    """``cli serve`` on ``store``, once it listens.  (``helpers_net.headless`` is for an asyncio test: here
    Qt's loop runs.)  Its log goes to a file, which nobody has to keep reading for it to go on."""
    folder.mkdir()
    log = folder / "serve.log"
    with log.open("wb") as written:
        process = subprocess.Popen(
            [sys.executable, "-m", "scopa_desktop.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
             "--store", store, "--store-lease", "1", "--ai-processes", "0", "--ai-delay", "0",
             "--state-dir", str(folder / "state")], stderr=written)
    qtbot.waitUntil(lambda: b"serving scopa-table/1" in log.read_bytes() or process.poll() is not None)
    assert process.poll() is None, log.read_text()
    return process


def test_a_server_killed_mid_move_and_started_again_brings_every_window_back_to_the_same_table(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 100)
    with running_redis(tmp_path / "redis") as store:
        port = reserved_port()
        server = serve(qtbot, port, store, tmp_path / "first")
        try:
            windows = anna, ben = three_moves_into_a_match(qtbot, tmp_path, port)
            qtbot.waitUntil(lambda: any(window.game.is_human_turn() for window in windows))
            [mover] = [window for window in windows if window.game.is_human_turn()]
            played = mover.game.round_moves()
            move = legal_moves(mover.game.view)[0]
            refused: list[str] = []
            mover.game.moveRefused.connect(refused.append)
            assert mover.game.play(move.card, list(cards_of(move.take)))
            server.kill()  # SIGKILL, the move in flight: nobody is told anything by the server
            server.wait()
            for window in windows:
                qtbot.waitUntil(lambda w=window: w.log.lines()[-1] == LOST and not w.seated)
            server = serve(qtbot, port, store, tmp_path / "second")
            for window in windows:
                qtbot.waitUntil(lambda w=window: w.seated and BACK in w.log.lines())
                assert window.code == anna.code
            qtbot.waitUntil(lambda: anna.game.round_moves() == ben.game.round_moves())
            kept = anna.game.round_moves()
            assert kept[:len(played)] == played  # nothing before the move in flight lost
            if kept == played:  # the move in flight not kept, for either window: the mover's to make again, as told
                assert mover.game.is_human_turn()
                assert refused == [UNKEPT]
            else:  # kept, for both, once
                assert [each.card for each in kept[len(played):]] == [move.card] and not refused
            play_until(qtbot, windows, random.Random(7), lambda: len(anna.game.round_moves()) >= len(kept) + 2)
        finally:
            server.kill()
            server.wait()
