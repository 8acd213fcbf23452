"""The seats a player holds at networked tables, kept in the settings so that closing the
window, losing the network or restarting the game never costs the seat: joining the same
table again (or accepting the offer at the next start) sends ``rejoin`` with the seat's
token instead of asking for an open seat (TABLE-PROTOCOL.md).

A seat is kept from ``seated`` until the match is over, the table ends or the player
leaves it for good.  The token is what proves the seat is the player's, so it is kept
only in the player's own settings and never shown.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...net.address import ServerAddress
from ..settings import NET_SEATS_KEY, AppSettings

if TYPE_CHECKING:  # the start-up check for a kept seat imports no sockets
    from ...net.messages import MatchOver, Seated, State, TableOver
    from .connection import TableConnection

#: More tables than anyone sits at at once: the oldest are forgotten past it.
MAX_KEPT_SEATS = 8


@dataclass(frozen=True)
class KeptSeat:
    host: str
    port: int
    table: str  # the table's code
    token: str
    name: str  # the player's name at that table
    secure: bool = False  # joined over TLS
    path: str = ""  # the server's WebSocket path; "": the protocol over plain TCP
    hosted: bool = False  # the table is this computer's own, kept on disk for the host to resume

    def address(self) -> ServerAddress:
        return ServerAddress(self.host, self.port, self.path, self.secure)

    def same_table(self, host: str, port: int, table: str) -> bool:
        return (self.host, self.port, self.table.upper()) == (host, port, table.strip().upper())


def _seat(entry: Any) -> KeptSeat | None:
    """An entry of the stored list as a seat; None when it is not one (hand-edited, damaged)."""
    if not isinstance(entry, dict):
        return None
    try:
        seat = KeptSeat(**entry)
    except TypeError:
        return None
    fields = (seat.host, seat.table, seat.token, seat.name)
    flags = (seat.secure, seat.hosted)
    if not all(isinstance(field, str) and field for field in fields) or not all(isinstance(f, bool) for f in flags):
        return None
    if not isinstance(seat.path, str) or (seat.path and not seat.path.startswith("/")):
        return None
    return seat if isinstance(seat.port, int) and 0 < seat.port < 65536 else None


def read_seats(settings: AppSettings) -> list[KeptSeat]:
    """The seats kept, newest last; entries that are not seats are left out."""
    return [seat for seat in map(_seat, settings.json_list(NET_SEATS_KEY)) if seat is not None]


def _write(settings: AppSettings, seats: list[KeptSeat]) -> None:
    settings.set(NET_SEATS_KEY, json.dumps([asdict(seat) for seat in seats[-MAX_KEPT_SEATS:]]))
    settings.sync()


def keep_seat(settings: AppSettings, seat: KeptSeat) -> None:
    """Keep ``seat`` (in place of any seat kept at the same table)."""
    others = [kept for kept in read_seats(settings) if not kept.same_table(seat.host, seat.port, seat.table)]
    _write(settings, [*others, seat])


def forget_seat(settings: AppSettings, host: str, port: int, table: str) -> None:
    seats = read_seats(settings)
    kept = [seat for seat in seats if not seat.same_table(host, port, table)]
    if kept != seats:
        _write(settings, kept)


def seat_at(settings: AppSettings, host: str, port: int, table: str) -> KeptSeat | None:
    """The seat kept at that table, if any."""
    return next((seat for seat in read_seats(settings) if seat.same_table(host, port, table)), None)


class SeatKeeper(QObject):
    """Keeps a window's seat in the settings while it is worth coming back to: from
    ``seated`` until the match is over or the table ends, and again from the first state
    of a new match at the table (the host's *Play again*).  The host's own seat is kept
    only when its tables are kept on disk (``host_kept``): a table that lives in the
    host's window ends with it."""

    def __init__(self, settings: AppSettings, connection: TableConnection, host: str, port: int, name: str,
                 secure: bool, hosted: bool, table: str = "", path: str = "", host_kept: bool = False) -> None:
        super().__init__(connection)
        self.settings, self.host, self.port, self.name = settings, host, port, name
        self.path = path
        self.secure, self.hosted, self.host_kept = secure, hosted, host_kept
        self.table = table  # the code of the table, once seated (or when coming back to a kept seat)
        self.seat: KeptSeat | None = None  # the seat as kept, from ``seated`` until it is given up or its table ends
        self.between_matches = False  # match_over came: a next match at the table keeps the seat again
        from ...net.messages import MatchOver, Seated, State, TableOver  # with the window: none at start-up

        connection.handlers.on(Seated, self._on_seated)
        connection.handlers.on(State, self._on_state)
        connection.handlers.on(MatchOver, self._on_match_over)
        connection.handlers.on(TableOver, self._on_table_over)

    def _on_seated(self, seated: Seated) -> None:
        if not self.hosted or self.host_kept:
            self.table = seated.table
            self.seat = KeptSeat(self.host, self.port, self.table, seated.token, self.name, self.secure, self.path,
                                 self.hosted)
            keep_seat(self.settings, self.seat)

    def rename(self, name: str) -> None:
        """The server seated the player under ``name`` (made unique at the table): the seat kept says so."""
        if name == self.name:
            return
        self.name = name
        if self.seat is not None:
            self.seat = replace(self.seat, name=name)
            if seat_at(self.settings, self.host, self.port, self.table) is not None:  # not between two matches
                keep_seat(self.settings, self.seat)

    def _on_state(self, _state: State) -> None:
        # Forgotten at match_over, the seat stayed forgotten through a match played again at the table:
        # a guest who left it "kept" found no seat to come back to, a host no table to resume.
        if self.between_matches:
            self.between_matches = False
            if self.seat is not None:
                keep_seat(self.settings, self.seat)

    def _on_match_over(self, _over: MatchOver) -> None:
        self._forget_kept()
        self.between_matches = True

    def _on_table_over(self, _over: TableOver) -> None:
        self.forget()

    def forget(self) -> None:
        """The seat is not worth coming back to any more: given up, or its table is over."""
        self.seat = None
        self._forget_kept()

    def _forget_kept(self) -> None:
        if self.table:
            forget_seat(self.settings, self.host, self.port, self.table)
