"""Leaving a seat at a networked table: the question the player is asked first, and what the
answer does to the seat.  A guest's seat is kept to come back to, or given up (the table is
told); a host ends the table for everyone, or keeps it for the next start, when the friends
get their seats back.  The words keep the table window's translations."""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...net.messages import Leave
from ..accelerators import manage_accelerators
from .seat_session import SeatSession

translate = QCoreApplication.translate  # in the table window's context, literally: lupdate reads it so


class Leaving(Enum):
    STAY = auto()  # the player thought better of it: the window stays at its seat
    LEAVE = auto()  # the window closes; the seat, or the host's table, kept or given up as answered
    END_TABLE = auto()  # the host ends the table for everyone as the window closes


def ask_to_leave(window: QWidget, session: SeatSession, hosting: bool) -> Leaving:
    """Whether the player of ``session``'s seat really leaves it, asked over ``window``.  A seat given up is
    given up at the table, and a seat or a table nobody comes back to is no longer kept for the next start."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("NetTableWindow", "Leave the table"), "", parent=window)
    keep_for_later = end = give_up = None
    keeper = session.keeper
    if hosting:
        box.setText(translate("NetTableWindow", "Close table {code}? You may end it for everyone at it, or keep it "
                                                "and resume it at the next start, when your friends get their seats "
                                                "back.").format(code=session.code))
        end = box.addButton(translate("NetTableWindow", "End it for everyone"), QMessageBox.ButtonRole.DestructiveRole)
        if keeper.host_kept:
            keep_for_later = box.addButton(translate("NetTableWindow", "Keep it for later"),
                                           QMessageBox.ButtonRole.AcceptRole)
    else:
        box.setText(translate("NetTableWindow", "Leave table {code}? Your seat is kept: join the table again, or "
                                                "accept the offer at the next start, to take it back. An AI plays it "
                                                "after two minutes.").format(code=session.code))
        box.addButton(translate("NetTableWindow", "Leave and keep my seat"), QMessageBox.ButtonRole.AcceptRole)
        give_up = box.addButton(translate("NetTableWindow", "Give up my seat"), QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    manage_accelerators(box)
    box.exec()
    answer = box.clickedButton()
    if answer is cancel:
        return Leaving.STAY
    if give_up is not None and answer is give_up:
        session.connection.send(Leave())
        keeper.forget()
    if hosting and answer is not keep_for_later:
        keeper.forget()
        return Leaving.END_TABLE if answer is end else Leaving.LEAVE
    return Leaving.LEAVE
