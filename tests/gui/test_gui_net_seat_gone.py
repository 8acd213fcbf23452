"""A guest whose table ended while their window was away from it (the host ended it and hosts a new
one on the same port) is told that the table they sat at is over, holds nothing that says they are
still seated, and is offered the way on: join the new table, or play alone."""

from __future__ import annotations

import pytest
import shiboken6
from helpers_gui import make_settings
from helpers_net import reserved_port
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_gui_net_friends import answer_next_box, guest_settings
from test_gui_net_hosted_kept import close_by_keys, create, folder, host_settings_after_a_restart  # noqa: F401
from test_gui_net_tls_host import when_modal

from scopa_desktop.gui.dialogs import join_table as join_dialog
from scopa_desktop.gui.dialogs.join_table import JoinDialog
from scopa_desktop.gui.netplay import opening, seat_session
from scopa_desktop.gui.netplay.host_server import HostedServer
from scopa_desktop.gui.netplay.kept_seats import read_seats
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.net.dnssd import LanFinder
from scopa_desktop.net.messages import Start


def start_server(port: int, folder) -> HostedServer:  # noqa: F811 (the fixture's folder)
    server = HostedServer(port, host="127.0.0.1", announce=False, state_dir=folder)
    server.options.rate_limit = 10_000
    server.start()
    return server


@pytest.fixture
def ended_while_away(qtbot, tmp_path, folder, monkeypatch):  # noqa: F811
    """Ben plays at Anna's table; Anna closes it keeping it for later, ends it for good at the next
    start and hosts a new table on the same port, which Ben's window reaches as it tries again."""
    monkeypatch.setattr(seat_session, "RECONNECT_MS", 50)
    monkeypatch.setattr(join_dialog, "LanFinder", lambda: LanFinder(finders=[]))  # the address is typed
    port = reserved_port()
    server = start_server(port, folder)
    (tmp_path / "host").mkdir()
    anna = NetTableWindow(make_settings(tmp_path / "host"), "Anna", "127.0.0.1", port, create(), server)
    anna.show()
    qtbot.waitUntil(lambda: anna.seated)
    settings = guest_settings(tmp_path)
    ben = opening.sit_at(settings, opening.remember_name(settings, "Ben"), "127.0.0.1", port, anna.code, secure=False)
    qtbot.waitUntil(lambda: ben.seated)
    anna.connection.send(Start())
    qtbot.waitUntil(lambda: ben.game.snapshot().hand_sizes[ben.seat] == 3)
    old_code = anna.code
    close_by_keys(qtbot, anna, "Keep it for later")
    qtbot.waitUntil(lambda: ben.session.awaiting_host)
    answer_next_box(qtbot, "End it for good")
    assert opening.offer_kept_seat(host_settings_after_a_restart(tmp_path)) is None
    (tmp_path / "host-again").mkdir()
    new_server = start_server(port, folder)
    new_table = NetTableWindow(make_settings(tmp_path / "host-again"), "Anna", "127.0.0.1", port, create(),
                               new_server)
    qtbot.addWidget(new_table)
    new_table.show()
    qtbot.waitUntil(lambda: new_table.seated)
    yield ben, old_code, new_table
    if shiboken6.isValid(ben):  # not closed by the test's way on
        ben.close()
    new_server.stop(end_tables=True)


def test_the_guest_is_told_the_table_is_over_and_holds_nothing_that_says_it_is_seated(qtbot, ended_while_away):
    ben, old_code, _new_table = ended_while_away
    over = f"Table {old_code} has ended while you were away, and your seat with it."
    qtbot.waitUntil(lambda: ben.ended)
    assert ben.log.lines()[-1] == over
    assert ben.statusBar().currentMessage() == over
    assert ben.status_line.label.text() == over  # for good, not only until the next reply
    qtbot.waitUntil(lambda: over in ben.announcer.said)
    assert not ben.seated and not ben.game.is_human_turn() and ben.game.current_seat() == -1
    assert read_seats(ben.session.keeper.settings) == []  # no seat offered back at the next start
    assert not (ben.session._retry.isActive() or ben.session.awaiting_host or ben.connection.live)
    assert not ben.chat.isEnabled()
    assert ben.windowTitle() == f"Ben: table {old_code} has ended — Scopa Desktop"  # not "Ben at table …"
    assert ben.way_on.join_button.isVisible() and ben.way_on.alone_button.isVisible()
    with qtbot.waitSignal(ben.destroyed):
        qtbot.mouseClick(ben.way_on.alone_button, Qt.MouseButton.LeftButton)


def test_the_guest_joins_the_new_table_at_the_same_address(qtbot, ended_while_away):
    ben, _old_code, new_table = ended_while_away
    qtbot.waitUntil(lambda: ben.way_on.join_button.isVisible())

    def type_the_new_code(dialog: JoinDialog) -> bool:
        assert dialog.address.text() == f"127.0.0.1:{new_table.session.server[1]}"  # filled in: the same server
        qtbot.keyClicks(dialog.code, new_table.code)
        qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
        return True

    when_modal(qtbot, JoinDialog, type_the_new_code)
    qtbot.mouseClick(ben.way_on.join_button, Qt.MouseButton.LeftButton)
    [again] = [window for window in QApplication.topLevelWidgets()
               if isinstance(window, NetTableWindow) and window.isVisible() and window is not new_table]
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.seated)
    assert again.code == new_table.code
    qtbot.waitUntil(lambda: "Ben sits down at the table." in new_table.log.lines())
