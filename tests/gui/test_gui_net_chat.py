"""The chat of a networked table takes what players paste into it: a line with a tab, an emoji
made of several joined ones, right-to-left text with its direction marks reaches the table, as
one line, and the window never tells the player that the server did not understand it.  The box
counts as the server counts, in characters (an emoji is one, not Qt's two UTF-16 units): what
the player may type is what the table takes, and a line too long is refused with a word, not cut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QToolTip
from test_gui_net_friends import guest_settings
from test_gui_net_table_over import CREATE, open_window

from scopa_desktop.gui.netplay.opening import sit_at
from scopa_desktop.net.wire import MAX_CHAT

# Copied from a message elsewhere: a tab, a zero-width space, joined emoji (a coder, a rainbow flag)
# and Hebrew with its right-to-left mark.
PASTED = "Bravo\tAnna 👩‍💻 🏳️‍🌈\u200b! שלום\u200f"
HEARD = "Ben: Bravo Anna 👩‍💻 🏳️‍🌈! שלום\u200f"


def seated_guest(qtbot, tmp_path, hosted):
    """Anna's window and Ben's, seated at her table with his chat box open and in focus."""
    host = open_window(qtbot, tmp_path, "Anna", hosted.port, CREATE, hosted)
    qtbot.waitUntil(lambda: bool(host.code))
    guest = sit_at(guest_settings(tmp_path), "Ben", "127.0.0.1", hosted.port, host.code, secure=False)
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: guest.chat.isEnabled())
    guest.activateWindow()
    guest.chat.setFocus()
    QToolTip.hideText()  # no word about the box yet
    return host, guest


def test_a_pasted_line_with_a_tab_joined_emoji_and_a_direction_mark_reaches_the_table(qtbot, tmp_path, hosted):
    host, guest = seated_guest(qtbot, tmp_path, hosted)
    QApplication.clipboard().setText(PASTED)
    qtbot.keyClick(guest.chat, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert guest.chat.text() == PASTED  # the box keeps what was pasted, as the player sees it
    qtbot.keyClick(guest.chat, Qt.Key.Key_Return)
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: HEARD in w.log.lines())
    assert not [line for line in guest.log.lines() if "did not understand" in line]
    assert "did not understand" not in guest.statusBar().currentMessage()


def type_text(box, text: str) -> None:
    """Each character a key press, as a keyboard's emoji picker types it: one event for the emoji."""
    for character in text:
        QApplication.sendEvent(box, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier,
                                              character))


def test_a_line_of_emoji_takes_as_many_as_the_server_takes_and_no_more(qtbot, tmp_path, hosted):
    """Qt's limit counted an emoji twice: the box stopped at a hundred without a word."""
    host, guest = seated_guest(qtbot, tmp_path, hosted)
    type_text(guest.chat, "😀" * (MAX_CHAT + 1))
    assert guest.chat.text() == "😀" * MAX_CHAT
    assert str(MAX_CHAT) in QToolTip.text()  # the key past the limit told why it did nothing
    qtbot.keyClick(guest.chat, Qt.Key.Key_Return)
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: "Ben: " + "😀" * MAX_CHAT in w.log.lines())
    assert not [line for line in guest.log.lines() if "did not understand" in line]


def test_plain_text_at_the_limit_is_taken_and_a_longer_paste_refused_with_a_word(qtbot, tmp_path, hosted):
    host, guest = seated_guest(qtbot, tmp_path, hosted)
    QApplication.clipboard().setText("x" * (MAX_CHAT + 50))
    qtbot.keyClick(guest.chat, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert guest.chat.text() == ""  # not cut to fit without a word: the player sees what was not sent
    assert str(MAX_CHAT) in QToolTip.text()
    qtbot.waitUntil(lambda: any(guest.chat.full_words() in said for said in guest.announcer.said))
    line = "Ciao a tutti " * 15 + "e buona fortuna!"
    line = line[:MAX_CHAT]
    qtbot.keyClicks(guest.chat, line + "!")
    assert guest.chat.text() == line
    qtbot.keyClick(guest.chat, Qt.Key.Key_Return)
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: f"Ben: {line}" in w.log.lines())
