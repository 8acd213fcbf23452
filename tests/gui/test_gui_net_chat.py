"""The chat of a networked table takes what players paste into it: a line with a tab, an emoji
made of several joined ones, right-to-left text with its direction marks reaches the table, as
one line, and the window never tells the player that the server did not understand it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_gui_net_friends import guest_settings
from test_gui_net_table_over import CREATE, open_window

from scopa_desktop.gui.netplay.opening import sit_at

# Copied from a message elsewhere: a tab, a zero-width space, joined emoji (a coder, a rainbow flag)
# and Hebrew with its right-to-left mark.
PASTED = "Bravo\tAnna 👩‍💻 🏳️‍🌈\u200b! שלום\u200f"
HEARD = "Ben: Bravo Anna 👩‍💻 🏳️‍🌈! שלום\u200f"


def test_a_pasted_line_with_a_tab_joined_emoji_and_a_direction_mark_reaches_the_table(qtbot, tmp_path, hosted):
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.chat.isEnabled())
    guest.activateWindow()
    guest.chat.setFocus()
    QApplication.clipboard().setText(PASTED)
    qtbot.keyClick(guest.chat, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert guest.chat.text() == PASTED  # the box keeps what was pasted, as the player sees it
    qtbot.keyClick(guest.chat, Qt.Key.Key_Return)
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: HEARD in w.log.lines())
    assert not [line for line in guest.log.lines() if "did not understand" in line]
    assert "did not understand" not in guest.statusBar().currentMessage()
