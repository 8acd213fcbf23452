"""What a networked table's window tells of a seat as the lobby changes: who sat down, who left
for good, who is away and who is back.  The words keep the table window's translations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

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
