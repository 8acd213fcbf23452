"""How a networked table's window opens: *Game → Host a table* runs the table server on this
computer (``HostedServer``) and sits the player at a new table; *Game → Join a table* connects
to a server by address and code; at start, a seat kept at a table is offered back, and a
table this computer hosted is offered to be hosted again.  The name given is remembered."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from ...net.address import ServerAddress
from ...net.persist import TableFiles
from ...net.wire import MAX_NAME
from ..accelerators import manage_accelerators
from ..dialogs.host_table import HostDialog, default_name
from ..dialogs.join_table import JoinDialog
from ..reasons import system_reason
from ..settings import NET_HOST_TLS_KEY, NET_NAME_KEY, AppSettings
from .host_server import HostedServer, hosted_tables_dir, own_certificate_dir
from .kept_seats import KeptSeat, forget_seat, read_seats, seat_at
from .reaching import known_servers
from .window import NetTableWindow

Asked = TypeVar("Asked", bound=QDialog)


def leave_every_table(owner: QWidget) -> bool:
    """Each networked table open beside ``owner`` (the game's window, closing) asks first as its own
    close box does, and closes; False when the player cancels at one, which stays open with ``owner``."""
    for table in owner.findChildren(NetTableWindow):
        if table.isVisible() and not table.confirm_leave():
            return False
        table.close()  # asked already: a close the program decided on asks nothing more
    return True


def remembered_name(settings: AppSettings) -> str:
    """The name the player gave last time at a networked table, else their login name."""
    return settings.get(NET_NAME_KEY) or default_name()


def remember_name(settings: AppSettings, name: str) -> str:
    """Keep ``name`` (trimmed; the remembered one when it is empty) for the next table, and return it."""
    name = name.strip()[:MAX_NAME] or remembered_name(settings)
    settings.set(NET_NAME_KEY, name)
    settings.sync()
    return name


@contextmanager
def _asked(dialog: Asked) -> Iterator[Asked]:
    """``dialog`` to ``exec()`` and read, then deleted: kept, one more stayed in memory at every opening;
    deleted on close, it would be gone as ``exec()`` returns, before its fields are read."""
    try:
        yield dialog
    finally:
        dialog.deleteLater()


def host_table(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """*Game → Host a table*: the table server on this computer, and a seat at a new table."""
    with _asked(HostDialog(settings, remembered_name(settings), parent)) as dialog:
        dialog.encrypt.setChecked(settings.get(NET_HOST_TLS_KEY))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        settings.set(NET_HOST_TLS_KEY, dialog.encrypt.isChecked())
        hosted = HostedServer(dialog.port.value(), state_dir=hosted_tables_dir(),
                              certificate_dir=own_certificate_dir() if dialog.encrypt.isChecked() else None)
        try:
            port = hosted.start()
        except OSError as error:
            QMessageBox.warning(parent, dialog.windowTitle(), _cannot_host(dialog.port.value(), error))
            return None
        window = NetTableWindow(settings, remember_name(settings, dialog.name.text()), "127.0.0.1", port,
                                dialog.create_message(), hosted, parent)
    return shown_leading_on(window, settings, parent)


def _cannot_host(port: int, error: OSError) -> str:
    """Why no table could be hosted on ``port``, in the player's words: most often their own table is
    hosted there already (a second one hosted while the first is open), once said as "[Errno 98]
    Address already in use"."""
    translate = QCoreApplication.translate
    hosting = next((table for table in _open_tables() if table.hosted is not None and table.hosted.port == port), None)
    if hosting is not None:
        return translate("NetTableWindow", "Your table {code} is hosted on port {port} already. Host this one on "
                                           "another port, or close that table first.").format(code=hosting.code,
                                                                                             port=port)
    return translate("NetTableWindow", "Cannot host a table on port {port}: {reason}").format(
        port=port, reason=system_reason(error))


def join_table(settings: AppSettings, parent: QWidget | None = None,
               at: ServerAddress | None = None) -> NetTableWindow | None:
    """*Game → Join a table*: a seat at a friend's table, picked from the LAN or by address and code;
    ``at``: the server a table just over was at, filled in (its host may be hosting a new table there)."""
    kept = {seat.table for seat in read_seats(settings)}
    with _asked(JoinDialog(remembered_name(settings), parent, seat_kept=lambda code: code in kept)) as dialog:
        if at is not None:
            dialog.address.setText(str(at))
            dialog.secure.setChecked(at.secure)
            dialog.code.setFocus()  # the one thing left to type, when the new table is not listed
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        address = dialog.server()
        return sit_at(settings, remember_name(settings, dialog.name.text()), address.host, address.port,
                      dialog.code.text(), address.secure, parent, address.path)


def _open_tables() -> list[NetTableWindow]:
    """The table windows open now, whichever window opened them."""
    return [widget for widget in QApplication.topLevelWidgets()
            if isinstance(widget, NetTableWindow) and widget.isVisible()]


def _window_at(seat: KeptSeat) -> NetTableWindow | None:
    """The table window open at that kept seat, if there is one."""
    return next((table for table in _open_tables() if table.token == seat.token), None)


def sit_at(settings: AppSettings, name: str, host: str, port: int, code: str, secure: bool,
           parent: QWidget | None = None, path: str = "") -> NetTableWindow:
    """The window at table ``code``: the player's own seat again when one is kept there, else an open
    seat; the window already open at the seat kept, brought to the front, when there is one.
    ``path``: the server's WebSocket path, "" for plain TCP."""
    kept = seat_at(settings, host, port, code)
    # A second window would take the seat back with its token, putting the first out, which took
    # it back in turn three seconds later: the two lost the connection by turns, for good.
    already = _window_at(kept) if kept is not None else None
    if already is not None:
        already.raise_()
        already.activateWindow()
        already.session.ask_again()
        return already
    known = known_servers(secure or (kept is not None and kept.secure))
    join = {"type": "join", "table": code.strip()}
    window = NetTableWindow(settings, kept.name if kept else name, host, port, join, None, parent, known, kept,
                            path=kept.path if kept is not None else path)
    return shown_leading_on(window, settings, parent)


def shown_leading_on(window: NetTableWindow, settings: AppSettings, parent: QWidget | None) -> NetTableWindow:
    """``window`` shown, its *Join a table…* (once its table is over) opening the Join dialog over ``parent``."""
    window.way_on.anotherTableAsked.connect(lambda address: join_table(settings, parent, address))
    window.show()
    return window


def offer_kept_seat(settings: AppSettings, parent: QWidget | None = None) -> NetTableWindow | None:
    """At start: a seat kept at a networked table is offered back (the newest, when there are several)."""
    seats = read_seats(settings)
    if not seats:
        return None
    kept = seats[-1]
    if kept.hosted:
        return offer_hosted_table(settings, kept, parent)
    answer = QMessageBox.question(parent, QCoreApplication.translate("NetTableWindow", "Your seat at a table"),
                                  QCoreApplication.translate(
                                      "NetTableWindow", "You still have a seat at table {code} ({server}) as {name}. "
                                      "Take it back now?").format(code=kept.table, server=str(kept.address()),
                                                                  name=kept.name))
    if answer != QMessageBox.StandardButton.Yes:
        return None
    return sit_at(settings, kept.name, kept.host, kept.port, kept.table, kept.secure, parent, kept.path)


def offer_hosted_table(settings: AppSettings, kept: KeptSeat, parent: QWidget | None = None) -> NetTableWindow | None:
    """At start: the table this computer hosted is on disk (its window closed, or the game
    crashed): resume hosting it on the same port, so friends' kept seats find it, or end it."""
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Icon.Question, translate("NetTableWindow", "Your hosted table"),
                      translate("NetTableWindow", "Your table {code} is kept as it was. Host it again now? Friends "
                                "who were at it get their seats back.").format(code=kept.table), parent=parent)
    resume = box.addButton(translate("NetTableWindow", "Host it again"), QMessageBox.ButtonRole.AcceptRole)
    end = box.addButton(translate("NetTableWindow", "End it for good"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(translate("NetTableWindow", "Not now"), QMessageBox.ButtonRole.RejectRole)
    manage_accelerators(box)
    box.exec()
    if box.clickedButton() is end:
        TableFiles(hosted_tables_dir(), logging.getLogger("scopa_desktop.net")).delete(kept.table)
        forget_seat(settings, kept.host, kept.port, kept.table)
        return None
    if box.clickedButton() is not resume:
        return None
    hosted = HostedServer(kept.port, state_dir=hosted_tables_dir(),  # encrypted as before: the guests pinned it
                          certificate_dir=own_certificate_dir() if kept.secure else None)
    try:
        hosted.start()
    except OSError as error:
        QMessageBox.warning(parent, box.windowTitle(), translate(
            "NetTableWindow", "Cannot host table {code} on port {port} again: {reason}").format(
            code=kept.table, port=kept.port, reason=system_reason(error)))
        return None
    window = NetTableWindow(settings, kept.name, kept.host, kept.port, {"type": "join", "table": kept.table},
                            hosted, parent, kept=kept)
    return shown_leading_on(window, settings, parent)
