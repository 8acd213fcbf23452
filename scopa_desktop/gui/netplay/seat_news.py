"""What a networked table's window tells of a seat as the lobby changes: who sat down, who left
for good, who is away and who is back; and of a table that went with its host, kept for later.
The words keep the table window's translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...net.messages import LobbySeat
from ...net.wire import HUMAN, OPEN

translate = QCoreApplication.translate  # in the table window's context, literally: lupdate reads it so


def seat_news(number: int, old: LobbySeat | None, seat: LobbySeat, shown: str, in_play: bool) -> str:
    """The line for seat ``number`` (from 1), ``old`` in the last lobby and ``seat`` in this one, its player
    ``shown`` as the list names them (an AI with its level in words); "" when nothing worth a line changed."""
    if old is None:
        return ""
    if old.kind == OPEN and seat.kind == HUMAN:
        return translate("NetTableWindow", "{name} sits down at the table.").format(name=seat.name)
    if old.kind == HUMAN and seat.kind != HUMAN:  # given up: once, only the list told
        left = translate("NetTableWindow", "{name} has left the table: seat {number} is open again.") \
            if seat.kind == OPEN else translate("NetTableWindow", "{name} has left the table: {ai} plays the seat "
                                                                  "from now on.")
        return left.format(name=old.name, number=number, ai=shown)
    if old.kind != HUMAN or seat.kind != HUMAN:
        return ""
    if old.connected and not seat.connected:  # a closed window and a lost connection look alike here
        away = translate("NetTableWindow", "{name} is away; their seat waits for them, and an AI plays it after 2 "
                                           "minutes until they are back.") if in_play else \
            translate("NetTableWindow", "{name} is away; their seat waits for them.")
        return away.format(name=seat.name)
    if not old.stand_in and seat.stand_in:
        return translate("NetTableWindow", "An AI plays for {name} until they are back.").format(name=seat.name)
    if not old.connected and seat.connected:
        return translate("NetTableWindow", "{name} is back.").format(name=seat.name)
    return ""


def table_waits_for_host(host: str, wait: str, kept: bool = True) -> tuple[str, str]:
    """What a guest is told when the table went with its ``host`` and the window tries to join it again for
    as long as ``wait`` says ("10 minutes"): in full (the table's news), and in a line (the status bar, the
    felt).  ``kept``: the host said so, closing the window; else their game stopped without a word (a
    crash), and "has closed the table, keeping it for later" was not true."""
    if kept:
        gone = translate("NetTableWindow", "{host} has closed the table for now, keeping it for later: it waits for "
                                           "them, and so does your seat.")
    else:
        gone = translate("NetTableWindow", "{host}'s game has stopped without a word: the table waits for them on "
                                           "their computer, and so does your seat.")
    back = translate("NetTableWindow", "This window joins the table again if {host} hosts it again within {wait}; or "
                                       "close it, and take your seat back then with Game → Join a table or the offer "
                                       "at the next start.")
    told = f"{gone.format(host=host)} {back.format(host=host, wait=wait)}"
    waits = translate("NetTableWindow", "The table waits for its host, {host}: you are back at it as soon as they "
                                        "are.").format(host=host)
    return told, waits


def host_not_back(host: str, wait: str) -> str:
    """What a guest is told when the window stops trying to join a table that went with its ``host``, who has
    not hosted it again within ``wait`` (or ended it for good, which nothing can tell the guests)."""
    return translate("NetTableWindow", "{host} has not hosted the table again within {wait}: this window has stopped "
                                       "trying to join it. Try again once they host it, or take your seat back then "
                                       "with Game → Join a table or the offer at the next start.").format(
        host=host, wait=wait)


#: How long the news of the host's seat going away waits for the table to go with the host.
HOST_AWAY_NEWS_MS = 1500


class HostNews(QObject):
    """The news of the host's seat, said in order, that of its going away a moment late: a table hosted from
    a window that closes keeping it goes with that window at once, and a guest told so (``drop``) was not to
    hear first that an AI would play the host's seat."""

    said = Signal(str)  # the news, when it is to be said

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._held = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(HOST_AWAY_NEWS_MS)
        self._timer.timeout.connect(self._flush)

    def tell(self, news: str, away: bool) -> None:
        """Say ``news`` of the host's seat, after what is held; held a moment itself where the host is ``away``."""
        self._flush()
        if away:
            self._held = news
            self._timer.start()
        else:
            self.said.emit(news)

    def drop(self) -> None:
        """The host's seat went with the table: what was held is not so."""
        self._timer.stop()
        self._held = ""

    def _flush(self) -> None:
        self._timer.stop()
        held, self._held = self._held, ""
        if held:
            self.said.emit(held)
